// SPDX-License-Identifier: MIT
#pragma once

#include "core/achievable_rate.h"

#include <optional>
#include <string>
#include <vector>

// Value types for catalog parts. They carry no behaviour beyond trivial helpers:
// the catalog layer fills them from the database, core evaluates them.
// Units are in the member names; decimal GB/TB unless the name says GiB/MiB.
namespace np
{

enum class PartKind { Chassis, Gpu, Cpu, Memory, Drive, Nic, Psu, Model };

// Where a row's figures come from. `verified == false` marks figures for which
// no primary source was found (hardware-facts.md says "unverified").
struct Provenance {
    std::string source;      // datasheet URL or document name
    std::string checkedDate; // ISO date the source was read, e.g. "2026-11-20"
    bool verified = true;
    std::string notes; // which fields are unverified/derived and why
};

// One dated price observation. The catalog keeps the history; a snapshot carries
// the newest price on or before its "as of" date.
struct Price {
    double amount = 0.0;
    std::string currency; // ISO 4217: "USD", "EUR"
    std::string date;     // ISO date
    std::string source;
    std::string kind; // "list" (vendor list/MSRP), "street" (shop listing), "estimate"; empty: not recorded
};

// How long a part takes to arrive after the order, as a distributor or vendor stated it on a date
// (catalog schema 8). Lead times move with supply, so the date travels with the figure.
struct LeadTime {
    double weeks = 0;   // 0: not known, and documents say "on request"
    std::string date;   // ISO date the figure was stated
    std::string source; // who stated it
};

struct PartInfo {
    std::string sku; // vendor part number or SKU, unique across the catalog
    std::string name;
    std::string vendor;
    Provenance provenance;
    std::optional<Price> price;
    std::string noPriceReason; // why the catalog has no price (no public figure found); empty if priced
    LeadTime leadTime;
};

enum class GpuFormFactor { PcieCard, Sxm, Oam };
enum class Cooling { Passive, ActiveBlower, ActiveOpenAir };
enum class GpuLinkKind { None, NvlinkBridge, NvlinkSwitch, InfinityFabric };

struct Gpu {
    PartInfo info;
    std::string architecture;   // "Blackwell", "Hopper", ...
    std::string memoryType;     // "GDDR7", "HBM3e"
    double memoryNominalGB = 0; // marketing figure, decimal GB
    double memoryUsableMiB = 0; // what the driver reports; 0 if unknown (core then derives it)
    double memoryBandwidthGBps = 0;
    double fp32Tflops = 0;
    double bf16DenseTflops = 0;
    double fp8DenseTflops = 0; // 0 = not supported
    double fp4DenseTflops = 0; // 0 = not supported
    double int8DenseTops = 0;  // 0 = not supported / unknown
    double tdpW = 0;
    double idleW = 0;
    GpuFormFactor formFactor = GpuFormFactor::PcieCard;
    std::string moduleForm; // SXM/OAM: the baseboard site it fits ("SXM5", "SXM6", "OAM"); empty for cards
    Cooling cooling = Cooling::Passive;
    int slotWidth = 2; // PCIe slot widths occupied
    int pcieGen = 5;
    int pcieLanes = 16;
    GpuLinkKind gpuLink = GpuLinkKind::None;
    double gpuLinkGBpsPerDirection = 0; // per GPU, each way
    int gpuLinkGroupSize = 0;           // GPUs one bridge joins (2 or 4); 0 = none
    int migInstancesMax = 0;
    std::vector<AchievableRate> achievableRates; // measured ceilings with their sources (schema 9)
};

struct Cpu {
    PartInfo info;
    std::string socket; // "SP5", "SP3", "LGA7529", "LGA4710"
    std::string family; // "EPYC 9005", "Xeon 6900P"
    int cores = 0;
    double baseGHz = 0;
    double boostGHz = 0;
    double tdpW = 0;
    double l3MB = 0;
    int memoryChannels = 0;                   // per socket
    std::string memoryType = "DDR5";          // DIMM generation its controller drives: "DDR4", "DDR5"
    int ddr5MtsOneDpc = 0;                    // max speed at 1 DIMM per channel (of memoryType)
    int ddr5MtsTwoDpc = 0;                    // max at 2 DIMMs per channel; 0 = 2DPC unsupported/unknown
    int pcieLanesOneSocket = 0;               // usable PCIe 5.0 lanes in a 1P system
    int pcieLanesPerSocketTwoSocket = 0;      // per socket in a 2P system (EPYC: with 4 xGMI links)
    int pcieLanesPerSocketTwoSocketExtra = 0; // EPYC with 3 xGMI links; 0 if not applicable
    int maxSockets = 2;
    bool avx512 = false;
};

struct MemoryModule {
    PartInfo info;
    std::string type = "DDR5 RDIMM";
    // DRAM is binary: a module sold as "64 GB" holds 64 GiB (JEDEC naming), so store GiB.
    double capacityGiB = 0;
    int speedMts = 0;
    int ranks = 2;
    bool ecc = true;
    double powerW = 0; // planning figure; unverified for DDR5 RDIMM (hardware-facts.md §3)
};

struct Drive {
    PartInfo info;
    std::string formFactor; // "U.2", "E3.S"
    std::string interface = "NVMe";
    double capacityTB = 0; // decimal TB
    double seqReadGBps = 0;
    double seqWriteGBps = 0;
    double randomReadKiops = 0;
    double powerW = 0;
    double idleW = 0;
    int pcieGen = 5;
    int pcieLanes = 4;
};

struct Nic {
    PartInfo info;
    std::string formFactor = "PCIe"; // "PCIe" card or "OCP3" mezzanine (matches Slot::formFactor)
    int ports = 1;
    double portSpeedGbps = 0;
    bool roce = false;
    bool infiniband = false;
    int pcieGen = 5;
    int pcieLanes = 16;
    double powerW = 0;
    // Card power with an auxiliary power cable beyond what the slot gives (BlueField-3: 150 W over an
    // 8-pin cable); 0 = the card runs on slot power. Power sums count the larger of the two.
    double auxPowerW = 0;
    [[nodiscard]] double peakPowerW() const { return auxPowerW > powerW ? auxPowerW : powerW; }
};

struct Psu {
    PartInfo info;
    double outputLowLineW = 0;    // at 100-127 V input; 0 = not rated for low line
    double outputHighLineW = 0;   // at 200-240 V input
    std::string efficiencyRating; // "80 PLUS Titanium"
    // Efficiency at 10/20/50/100 % load (fractions), from the 80 PLUS rating if no datasheet.
    double efficiency10 = 0, efficiency20 = 0, efficiency50 = 0, efficiency100 = 0;
};

} // namespace np
