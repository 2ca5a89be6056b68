// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/part_documents.h"
#include "core/build.h"
#include "core/catalog_snapshot.h"
#include "core/evaluation.h"

#include <string>

// A hand-made catalog, build and evaluation shaped like the reference build (8 GPUs, 2 CPUs,
// 24 DIMMs, 4 drives, 2 NICs, 4 PSUs), so the layout can be tested without the evaluator.
// The figures are plausible, not computed: the tests only check that the sheet prints them.
namespace np::test
{

inline Slot slotAt(std::string id, SlotKind kind, std::string label, double x, double y, double w, double h)
{
    Slot s;
    s.id = std::move(id);
    s.kind = kind;
    s.label = std::move(label);
    s.geometry = {x, y, w, h};
    return s;
}

inline PartInfo part(std::string sku, std::string name, double usd, std::string date, bool verified = true)
{
    PartInfo info;
    info.sku = std::move(sku);
    info.name = std::move(name);
    info.vendor = "Vendor";
    info.provenance = {"https://example.com/datasheet/" + info.sku, "2026-11-20", verified,
                       verified ? "" : "power figure unverified"};
    info.price = Price{usd, "USD", std::move(date), "list", "list"};
    return info;
}

inline CatalogSnapshot makeCatalog()
{
    CatalogSnapshot c;
    c.name = "fixture";
    c.asOf = "2026-12-01";
    Chassis ch;
    ch.info = part("SYS-4U8G-T2", "4U 8-GPU PCIe server, 2x SP5", 14500, "2026-10-01", false);
    ch.widthMm = 447;
    ch.depthMm = 900;
    for (int i = 0; i < 8; ++i)
        ch.allSlots.push_back(slotAt("bay" + std::to_string(i), SlotKind::DriveBay, "B" + std::to_string(i),
                                     20 + i * 22.0, 0, 16, 100));
    for (int i = 0; i < 8; ++i)
        ch.allSlots.push_back(slotAt("gpu" + std::to_string(i), SlotKind::Gpu, "GPU" + std::to_string(i),
                                     12 + i * 53.5, 115, 41, 268));
    for (int s = 0; s < 2; ++s) {
        const double base = s == 0 ? 10 : 235;
        ch.allSlots.push_back(slotAt("cpu" + std::to_string(s), SlotKind::CpuSocket,
                                     "CPU" + std::to_string(s), base + 55, 450, 76, 76));
        for (int d = 0; d < 12; ++d) {
            const double x = d < 6 ? base + d * 8.5 : base + 140 + (d - 6) * 8.5;
            ch.allSlots.push_back(slotAt("dimm" + std::to_string(s) + "." + std::to_string(d), SlotKind::Dimm,
                                         "D" + std::to_string(d), x, 420, 6, 133));
        }
    }
    ch.allSlots.push_back(slotAt("nic0", SlotKind::Nic, "NIC0", 20, 690, 22, 168));
    ch.allSlots.push_back(slotAt("nic1", SlotKind::Nic, "NIC1", 60, 690, 22, 168));
    for (int i = 0; i < 4; ++i)
        ch.allSlots.push_back(slotAt("psu" + std::to_string(i), SlotKind::Psu, "PSU" + std::to_string(i),
                                     215 + i * 56.0, 690, 50, 205));
    c.chassis.push_back(ch);

    Gpu gpu;
    gpu.info = part("900-2G153-0000-000", "RTX PRO 6000 Blackwell Server Edition", 8565, "2026-04-15");
    c.gpus.push_back(gpu);
    Cpu cpu;
    cpu.info = part("100-000001554", "AMD EPYC 9575F", 11791, "2024-10-10");
    c.cpus.push_back(cpu);
    MemoryModule dimm;
    dimm.info = part("MTC40F2046S1RC64BD2R", "64 GB DDR5-6400 RDIMM", 2285, "2026-08-20", false);
    c.memory.push_back(dimm);
    Drive drive;
    drive.info = part("MTFDKCC15T3TGR-1BC1ZABYY", "Micron 9550 PRO 15.36 TB U.2", 3100, "2026-09-01");
    c.drives.push_back(drive);
    Nic nic;
    nic.info = part("MCX75310AAS-NEAT", "ConnectX-7 400G OSFP", 2400, "2026-07-01");
    c.nics.push_back(nic);
    Psu psu;
    psu.info = part("PWS-3K21P-1R", "3200 W 80 PLUS Titanium PSU", 690, "2026-06-01");
    c.psus.push_back(psu);
    Model llama;
    llama.info = part("llama-3.1-70b", "Llama 3.1 70B", 0, "");
    llama.info.price.reset();
    c.models.push_back(llama);
    return c;
}

inline Build makeBuild()
{
    Build b;
    b.name = "Fine-tuning server (8× RTX PRO 6000 Blackwell 96GB)";
    b.chassisSku = "SYS-4U8G-T2";
    for (int i = 0; i < 8; ++i)
        b.placements.push_back({"gpu" + std::to_string(i), "900-2G153-0000-000"});
    for (int s = 0; s < 2; ++s) {
        b.placements.push_back({"cpu" + std::to_string(s), "100-000001554"});
        for (int d = 0; d < 12; ++d)
            b.placements.push_back(
                {"dimm" + std::to_string(s) + "." + std::to_string(d), "MTC40F2046S1RC64BD2R"});
    }
    for (int i = 0; i < 4; ++i)
        b.placements.push_back({"bay" + std::to_string(i), "MTFDKCC15T3TGR-1BC1ZABYY"});
    b.placements.push_back({"nic0", "MCX75310AAS-NEAT"});
    b.placements.push_back({"nic1", "MCX75310AAS-NEAT"});
    for (int i = 0; i < 4; ++i)
        b.placements.push_back({"psu" + std::to_string(i), "PWS-3K21P-1R"});
    b.options.vatPct = 19;
    b.options.discountPct = 5;
    b.options.marginPct = 12;
    Workload w;
    w.modelSku = "llama-3.1-70b";
    b.workloads.push_back(w);
    b.workloads.push_back(w);
    return b;
}

inline BomLine bomLine(std::string kind, std::string sku, std::string description, int qty, double usd,
                       std::string date)
{
    BomLine l;
    l.slotKind = std::move(kind);
    l.sku = std::move(sku);
    l.description = std::move(description);
    l.quantity = qty;
    l.unitPriceOriginal = usd;
    l.currency = "USD";
    l.unitPriceEur = usd * 0.92;
    l.extendedEur = l.unitPriceEur * qty;
    l.priceDate = std::move(date);
    l.priced = true;
    return l;
}

// Part documents for a hand-made evaluation whose SKUs are vendor part numbers: each prints its SKU.
inline catalog::PartDocuments partDocumentsOf(const Evaluation &e)
{
    catalog::PartDocuments docs;
    for (const BomLine &l : e.cost.bom)
        docs[l.sku].vendorPartNumber = QString::fromStdString(l.sku);
    return docs;
}

inline Evaluation makeEvaluation()
{
    Evaluation e;
    e.buildName = "Fine-tuning server (8× RTX PRO 6000 Blackwell 96GB)";
    e.chassis = "4U 8-GPU PCIe server, 2x SP5";
    e.gpu = {8,
             "RTX PRO 6000 Blackwell Server Edition",
             false,
             96,
             94.5,
             756,
             1597,
             500,
             1000,
             4000,
             Interconnect::PcieHost,
             25.2,
             50.4};
    e.cpu = {2, "AMD EPYC 9575F", 128, 16, 800};
    e.hostMemory = {24, 1536, 24, 24, 1, true, 6000, 1152, 2.03};
    e.storage = {4, 61.44, 61.44, RaidLevel::None, 56, 40, 7.2, 12};
    e.network = {2, 2, 800, true, "RoCEv2"};
    e.power.items = {
        {"GPUs", 3840, 4800}, {"CPUs", 560, 800},  {"Memory", 240, 240}, {"Drives", 72, 72},
        {"NICs", 50, 50},     {"Board", 150, 150}, {"Fans", 491, 611},   {"Conversion loss", 225, 276}};
    e.power.idleW = 1150;
    e.power.typicalW = 5403;
    e.power.peakW = 6723;
    e.power.transientW = 9123;
    e.power.wallTypicalW = 5628;
    e.power.wallW = 6999;
    e.power.wallIdleW = 1260;
    e.power.wallVA = 7070;
    e.power.inputCurrentA = 30.7;
    e.power.psuEfficiencyAtPeak = 0.9606;
    e.power.psuCount = 4;
    e.power.psuRatedW = 3200;
    e.power.psuTotalW = 12800;
    e.power.psuUsableW = 9600;
    e.power.psuAfterOneFailureW = 9600;
    e.power.redundancy = PsuRedundancy::NPlus1;
    e.power.redundancyMet = true;
    // Core's verdict per mode for 4 x 3200 W against the 6,723 W peak: none 12,800 W (+6,077),
    // N+1 9,600 W (+2,877), N+N 6,400 W (-323: only all four PSUs hold the peak -> warning).
    e.power.psuModes = {{PsuRedundancy::None, 4, 12800, 6077, Status::Ok, false},
                        {PsuRedundancy::NPlus1, 3, 9600, 2877, Status::Ok, true},
                        {PsuRedundancy::NPlusN, 2, 6400, -323, Status::Warning, false}};
    e.power.psuStatus = Status::Ok;
    e.power.btuPerH = 23881;
    e.power.airflowLimitW = 6000;
    e.power.heatW = 6999;
    e.power.heatStatus = Status::Warning; // 6,999 W peak > 6,000 W, 5,628 W typical below it
    CostFigures &c = e.cost;
    c.bom = {
        bomLine("Chassis", "SYS-4U8G-T2", "4U 8-GPU PCIe server, 2x SP5", 1, 14500, "2026-10-01"),
        bomLine("GPU", "900-2G153-0000-000", "RTX PRO 6000 Blackwell Server Edition", 8, 8565, "2026-04-15"),
        bomLine("CPU", "100-000001554", "AMD EPYC 9575F", 2, 11791, "2024-10-10"),
        bomLine("Memory", "MTC40F2046S1RC64BD2R", "64 GB DDR5-6400 RDIMM", 24, 2285, "2026-08-20"),
        bomLine("Drive", "MTFDKCC15T3TGR-1BC1ZABYY", "Micron 9550 PRO 15.36 TB U.2", 4, 3100, "2026-09-01"),
        bomLine("NIC", "MCX75310AAS-NEAT", "ConnectX-7 400G OSFP", 2, 2400, "2026-07-01"),
        bomLine("PSU", "PWS-3K21P-1R", "3200 W 80 PLUS Titanium PSU", 4, 690, "2026-06-01")};
    for (const BomLine &l : c.bom)
        c.hardwareEur += l.extendedEur;
    c.discountEur = c.hardwareEur * 0.05;
    c.marginEur = (c.hardwareEur - c.discountEur) * 0.12;
    c.vatEur = (c.hardwareEur - c.discountEur + c.marginEur) * 0.19;
    c.totalEur = c.hardwareEur - c.discountEur + c.marginEur + c.vatEur;
    c.valueFiguresComputed = true; // every line priced
    c.eurPerGbGpuMemory = c.hardwareEur / 768.0;
    c.eurPerDenseBf16Tflops = c.hardwareEur / 4000.0;
    c.energyKwhPerYear = 5628 * 1.54 * 8760 * 0.7 / 1000.0;
    c.energyEurPerYear = c.energyKwhPerYear * 0.1902;

    WorkloadResult inference;
    inference.label = "Llama 3.1 70B · inference · BF16 · TP8";
    inference.model = "Llama 3.1 70B";
    inference.tensorParallel = 8;
    inference.gpusUsed = 8;
    inference.fits = true;
    inference.perGpu = {16.4, 60.1, 2.1, 0, 0, 5.3};
    inference.perGpuRequiredGiB = 83.9;
    inference.perGpuAvailableGiB = 85.05;
    inference.marginGiB = 1.15;
    inference.decodeTokensPerS = 38.2;
    inference.decodeTokensPerSAggregate = 1834;
    inference.maxConcurrentSequences = 48;
    WorkloadResult training;
    training.label = "Llama 3.1 70B · full fine-tune · BF16 · DP8";
    training.model = "Llama 3.1 70B";
    training.mode = WorkloadMode::FullFineTune;
    training.gpusUsed = 8;
    training.fits = false;
    training.fitStatus = Status::Warning; // does not fit, as core decides it
    training.perGpu = {130.4, 0, 12.2, 130.4, 521.6, 1.4};
    training.perGpuRequiredGiB = 796;
    training.perGpuAvailableGiB = 94.5;
    training.marginGiB = -701.5;
    e.workloads = {inference, training};

    // Findings as core emits them: a rule and its figures (the sheet writes the sentence).
    const auto finding = [](Subsystem s, FindingKind k, Severity v, std::string rule,
                            std::vector<FindingArg> args) {
        Finding f;
        f.subsystem = s;
        f.kind = k;
        f.severity = v;
        f.rule = std::move(rule);
        f.args = std::move(args);
        return f;
    };
    const auto q = [](const char *key, double value, FindingUnit unit, int decimals = 0) {
        return FindingArg{key, unit, value, decimals, {}};
    };
    const auto t = [](const char *key, const char *text) {
        return FindingArg{key, FindingUnit::Text, 0, 0, text};
    };
    e.findings = {
        finding(Subsystem::Gpu, FindingKind::Strength, Severity::Info, "gpu.memory_bandwidth",
                {q("bandwidth", 1597, FindingUnit::GBps), t("memory_type", "GDDR7")}),
        finding(Subsystem::Interconnect, FindingKind::Weakness, Severity::Warning, "interconnect.no_nvlink",
                {q("through_host", 1, FindingUnit::Count), q("p2p_gbps", 25.2, FindingUnit::GBps, 1),
                 q("nvlink_gbps", 450, FindingUnit::GBps),
                 q("nvlink_gbps_bidirectional", 900, FindingUnit::GBps), q("gpus", 8, FindingUnit::Count)}),
        finding(Subsystem::Power, FindingKind::Weakness, Severity::Blocking, "cooling.air_limit",
                {q("heat_w", 6999, FindingUnit::Watt), q("heat_btu_h", 23881, FindingUnit::BtuPerHour),
                 q("typical_w", 5800, FindingUnit::Watt), q("practical_limit_w", 6000, FindingUnit::Watt)}),
        finding(Subsystem::Memory, FindingKind::Strength, Severity::Info, "memory.ram_to_vram",
                {q("capacity_gib", 1536, FindingUnit::GiB), q("modules", 24, FindingUnit::Count),
                 q("module_gib", 64, FindingUnit::GiB), q("gpu_memory_gb", 768, FindingUnit::GB),
                 q("gpu_memory_gib", 756, FindingUnit::GiB, 1), q("ratio", 2.03, FindingUnit::Factor, 2),
                 q("guideline", 2, FindingUnit::Factor, 1)}),
        finding(Subsystem::Workload, FindingKind::Weakness, Severity::Blocking, "workload.does_not_fit",
                {t("workload", "Llama 3.1 70B full fine-tune"), q("required_gib", 796, FindingUnit::GiB, 1),
                 q("available_gib", 94.5, FindingUnit::GiB, 1), t("sharding", ""),
                 q("short_gib", 701.5, FindingUnit::GiB, 1)}),
    };
    return e;
}

} // namespace np::test
