// SPDX-License-Identifier: MIT
#pragma once

#include "core/parts.h"
#include "core/pcie_uplink.h"
#include "core/power_enums.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

// A chassis is described by its slots, not just by its name: what each slot takes,
// how it is wired (to which CPU socket or PCIe switch, with how many lanes), and where
// it is drawn in a top-down 4U outline (millimetres from the front-left corner).
namespace np
{

enum class SlotKind { Gpu, CpuSocket, Dimm, DriveBay, Nic, Psu };

struct SlotGeometry {
    double xMm = 0, yMm = 0, widthMm = 0, heightMm = 0; // top-down; y grows from front to rear
};

struct Slot {
    std::string id; // stable, e.g. "gpu3", "cpu0", "dimm1.A1", "bay2", "nic0", "psu1"
    SlotKind kind = SlotKind::Gpu;
    std::string label; // what the chassis silk-screen / manual calls it
    int socket = -1;   // CPU socket this slot belongs to (DIMMs, direct PCIe); -1 = n/a
    PcieUplink uplink; // PCIe: "cpu0", "cpu1" or a switch id like "sw0"; empty for non-PCIe
    int pcieLanes = 0; // electrical lanes wired to the slot
    int pcieGen = 5;
    int maxWidthSlots = 0;  // GPU/NIC: widest card (in slot widths) that fits
    double maxPowerW = 0;   // GPU/NIC: power the slot's connectors can deliver; 0 = unlimited
    int memoryChannel = -1; // DIMM: channel index within the socket
    int dimmInChannel = -1; // DIMM: 0 = first DIMM of the channel (1DPC), 1 = second
    std::string formFactor; // bays: "U.2", "E3.S"; NIC: "PCIe", "OCP3"; GPU: baseboard site "SXM5", "OAM"
    SlotGeometry geometry;
};

struct PcieSwitch {
    std::string id;    // "sw0"
    std::string model; // "Broadcom PEX89144"
    PcieUplink uplink; // "cpu0"
    int uplinkLanes = 16;
    int uplinkGen = 5;
    int downstreamLanes = 0;
    double powerW = 0;
};

// What the chassis vendor sells (catalog columns of migration 0006; zero or empty = not stated, and
// then no rule reads it). The rules that read it: core/findings_vendor.cpp, docs/rules.md "Vendor".
struct VendorConfiguration {
    std::string psuSku; // the PSU the chassis ships with
    int psuCount = 0;   // how many of them
    // The redundancy the vendor ships the PSU set in (5+1 = N+1, 3+3 = N+N); a build defaults to it.
    std::optional<PsuRedundancy> psuRedundancy;
    std::vector<std::string> qualifiedGpuSkus; // the vendor's GPU list; empty = not stated
    double cpuTdpLimitW = 0;                   // highest CPU TDP the chassis cools
    double maxSystemPowerW = 0;                // the vendor's maximum system power (wall)
    std::string source;                        // where these figures come from, with the date read

    [[nodiscard]] bool qualifies(const std::string &gpuSku) const
    {
        return qualifiedGpuSkus.empty() ||
               std::find(qualifiedGpuSkus.begin(), qualifiedGpuSkus.end(), gpuSku) != qualifiedGpuSkus.end();
    }
};

// The support or warranty a system is sold with (catalog schema 8): its term, what it covers and
// how, and its price: included in the system price, a price of its own, or none public (then the
// quote's total is incomplete, never counted at 0). years 0 and an empty kind: not stated.
struct SupportOffer {
    int years = 0;
    std::string kind;           // the vendor's terms, "parts and labour, return to base, ..."
    bool included = false;      // the system price includes it
    std::optional<Price> price; // a separately sold contract for the whole term
    std::string noPriceReason;  // neither included nor priced: why
    std::string source;         // where the terms come from, with the date read

    [[nodiscard]] bool stated() const { return years > 0 || !kind.empty(); }
};

// The SKU of a system's support line in a BOM: the chassis SKU with "/support".
inline std::string supportSku(const std::string &chassisSku)
{
    return chassisSku + "/support";
}

// "A B  C" -> {"A", "B", "C"}: the catalog's space-separated SKU lists.
std::vector<std::string> splitSkus(const std::string &text);

struct Chassis {
    PartInfo info;
    int rackUnits = 4;
    std::string cpuSocket; // socket type every CPU must match, e.g. "SP5"
    double widthMm = 447, depthMm = 900;
    double airflowLimitW = 0; // heat the fan wall can remove at the rated inlet temperature
    double maxInletTempC = 35;
    double fanPowerMaxW = 0; // fans at full speed
    double basePowerW = 0;   // board, BMC, backplanes, excluding fans and parts
    std::vector<Slot> allSlots;
    std::vector<PcieSwitch> switches;
    VendorConfiguration vendor;
    SupportOffer support;

    [[nodiscard]] const Slot *findSlot(const std::string &slotId) const
    {
        for (const Slot &s : allSlots)
            if (s.id == slotId)
                return &s;
        return nullptr;
    }
    [[nodiscard]] int countSlots(SlotKind kind) const
    {
        int n = 0;
        for (const Slot &s : allSlots)
            n += s.kind == kind ? 1 : 0;
        return n;
    }
};

} // namespace np
