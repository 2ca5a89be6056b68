// SPDX-License-Identifier: MIT
#pragma once

#include "core/assumptions.h"
#include "core/power_enums.h"
#include "core/workload.h"

#include <map>
#include <string>
#include <vector>

// A build as the user edits and saves it: catalog references by SKU, options, workloads.
// Resolving it against a CatalogSnapshot (resolved_build.h) turns SKUs into parts.
namespace np
{

enum class RaidLevel { None, Raid0, Raid1, Raid5, Raid6, Raid10 };

struct Placement {
    std::string slotId;
    std::string sku;
};

struct BuildOptions {
    PsuRedundancy psuRedundancy = PsuRedundancy::NPlus1;
    InputVoltage inputVoltage = InputVoltage::HighLine;
    double inputVolts = 230; // nominal feed, for current and VA figures
    RaidLevel raid = RaidLevel::None;
    int xgmiLinks = 4;                      // 2P EPYC: 4 links = 128 lanes, 3 links = 160 lanes
    std::map<std::string, int> bifurcation; // slotId -> lanes given to the device (e.g. 8)
    double electricityEurPerKwh = 0.1902;   // Eurostat non-household, H1 2025 (hardware-facts.md S37)
    double pue = 1.54;                      // Uptime 2025 weighted average (S38)
    double utilization = 0.70;              // share of hours at typical load
    int years = 3;
    std::string currency = "EUR";
    double usdToEur = kDefaultUsdToEur; // exchange rate applied to USD prices (assumptions.h)
    double marginPct = 0;
    double discountPct = 0;
    double vatPct = 0;
};

// Which field of BuildOptions an edit changes. The GUI's undo merges consecutive edits of the same
// option (spin-box steps) by this id, so merging never depends on a translated string.
enum class BuildOption {
    InputVoltage,
    PsuRedundancy,
    RaidLevel,
    XgmiLinks,
    Bifurcation,
    EnergyPrice,
    Pue,
    Utilization,
    Years,
    ExchangeRate,
    Margin,
    Discount,
    Vat,
};

struct Build {
    std::string name;
    std::string customer; // who the build is for: shown on the build sheet, preset in new quotes
    std::string notes;    // free text for whoever opens the build next
    std::string catalog;  // catalog name or path the build was made with
    std::string chassisSku;
    std::vector<Placement> placements;
    BuildOptions options;
    Assumptions assumptions; // defaults from assumptions.h, overridable per build
    std::vector<Workload> workloads;
};

} // namespace np
