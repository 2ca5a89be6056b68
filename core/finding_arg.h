// SPDX-License-Identifier: MIT
#pragma once

#include <string>

// A finding's figures as data: core says what a number is (value and unit) and presentation
// (presentation/finding_text.h) writes the sentence in the reader's language and number format.
namespace np
{

// What a FindingArg's value measures. Text carries a name or an id list in FindingArg::text.
// Units are part of the data so JSON readers get them too; presentation maps each to its symbol.
enum class FindingUnit {
    Text,         // a part name, slot ids, a date or a core id (PSU mode, RAID level): `text`
    Number,       // a plain figure without unit (cores per GPU, PUE)
    Count,        // how many of something (GPUs, DIMMs, BOM lines)
    Lanes,        // PCIe lanes
    Percent,      // 0..100
    Factor,       // a multiple, written "1.50×"
    Watt,         // W
    VoltAmpere,   // VA
    Volt,         // V
    Ampere,       // A
    BtuPerHour,   // BTU/h
    Celsius,      // °C
    KilowattHour, // kWh
    Euro,         // €
    EuroPerKwh,   // €/kWh
    Years,        // years
    MiB,          // 2^20 bytes
    GiB,          // 2^30 bytes
    MB,           // 10^6 bytes
    GB,           // 10^9 bytes
    TB,           // 10^12 bytes
    GBps,         // GB/s
    Gbps,         // Gb/s (network ports)
    MTps,         // MT/s (memory transfers)
    GHz,          // GHz
    Tflops,       // TFLOPS
    Tops,         // TOPS (integer tensor ops)
    Tokens,       // tokens of context
    TokensPerS,   // tokens/s
    Milliseconds  // ms
};

struct FindingArg {
    std::string key; // snake_case, unique within a finding unless the finding lists several items
    FindingUnit unit = FindingUnit::Number;
    double value = 0;
    int decimals = 0; // the figure's meaningful precision
    std::string text; // unit Text only
    bool operator==(const FindingArg &) const = default;
};

} // namespace np
