// SPDX-License-Identifier: MIT
#include "tests/charts/sample_evaluation.h"

namespace np::testdata
{

namespace
{

Gpu makeGpu(const std::string &sku, const std::string &name, double memoryGB, double bandwidthGBps,
            double bf16Tflops, double tdpW, double price, const std::string &currency, int slotWidth = 2)
{
    Gpu gpu;
    gpu.info.sku = sku;
    gpu.info.name = name;
    gpu.info.vendor = "NVIDIA";
    if (price > 0)
        gpu.info.price = Price{price, currency, "2026-04-15", "distributor list", "list"};
    gpu.memoryNominalGB = memoryGB;
    gpu.memoryBandwidthGBps = bandwidthGBps;
    gpu.bf16DenseTflops = bf16Tflops;
    gpu.tdpW = tdpW;
    gpu.slotWidth = slotWidth;
    return gpu;
}

Model llama70b()
{
    Model m;
    m.info.sku = "llama-3.1-70b";
    m.info.name = "Llama 3.1 70B";
    m.family = "Llama 3.1";
    m.arch.layers = 80;
    m.arch.hiddenSize = 8192;
    m.arch.attentionHeads = 64;
    m.arch.kvHeads = 8;
    m.arch.ffnSize = 28672;
    m.arch.vocabSize = 128256;
    m.arch.maxContextTokens = 131072;
    return m;
}

Model llama405b()
{
    Model m;
    m.info.sku = "llama-3.1-405b";
    m.info.name = "Llama 3.1 405B";
    m.family = "Llama 3.1";
    m.arch.layers = 126;
    m.arch.hiddenSize = 16384;
    m.arch.attentionHeads = 128;
    m.arch.kvHeads = 8;
    m.arch.ffnSize = 53248;
    m.arch.vocabSize = 128256;
    m.arch.maxContextTokens = 131072;
    return m;
}

WorkloadResult result(const std::string &label, WorkloadMode mode, MemoryBreakdown perGpu, double requiredGiB,
                      double availableGiB, bool fits)
{
    WorkloadResult r;
    r.label = label;
    r.model = label.substr(0, label.find(" · "));
    r.mode = mode;
    r.tensorParallel = 8;
    r.gpusUsed = 8;
    r.perGpu = perGpu;
    r.perGpuRequiredGiB = requiredGiB;
    r.perGpuAvailableGiB = availableGiB;
    r.marginGiB = availableGiB - requiredGiB;
    r.fits = fits;
    r.fitStatus = fits ? Status::Ok : Status::Warning; // as core decides it for a workload that does not fit
    return r;
}

} // namespace

std::unique_ptr<SampleSession> makeReferenceLikeSession()
{
    auto s = std::make_unique<SampleSession>();

    // Catalog: one chassis with 8 double-width GPU slots, five GPUs (one unpriced), two models.
    s->catalog.name = "test catalog";
    s->catalog.asOf = "2026-11-20";
    Chassis chassis;
    chassis.info.sku = "TEST-4U-8GPU";
    chassis.info.name = "Test 4U 8-GPU";
    chassis.airflowLimitW = 6500;
    for (int i = 0; i < 8; ++i) {
        Slot slot;
        slot.id = "gpu" + std::to_string(i);
        slot.kind = SlotKind::Gpu;
        slot.label = "GPU" + std::to_string(i);
        slot.uplink = i < 4 ? "sw0" : "sw1";
        slot.pcieLanes = 16;
        slot.maxWidthSlots = 2;
        slot.maxPowerW = 600;
        chassis.allSlots.push_back(slot);
    }
    s->catalog.chassis.push_back(chassis);
    s->catalog.gpus.push_back(makeGpu("900-2G153-0000-000", "RTX PRO 6000 Blackwell Server Edition", 96, 1597,
                                      500, 600, 8565, "USD"));
    s->catalog.gpus.push_back(makeGpu("900-2G133-0080-000", "L40S", 48, 864, 362, 350, 7500, "EUR"));
    s->catalog.gpus.push_back(makeGpu("900-21010-0040-000", "H200 NVL", 141, 4800, 835, 600, 32000, "USD"));
    s->catalog.gpus.push_back(makeGpu("900-21010-0020-000", "H100 NVL", 94, 3900, 835, 400, 0, "USD"));
    s->catalog.gpus.push_back(makeGpu("HL-338", "Gaudi 3 PCIe", 128, 3700, 1677, 600, 15600, "USD", 3));
    s->catalog.models.push_back(llama70b());
    s->catalog.models.push_back(llama405b());

    // Build: 8 RTX PRO 6000, four workloads.
    s->build.name = "Reference-like 8x RTX PRO 6000";
    s->build.chassisSku = chassis.info.sku;
    for (int i = 0; i < 8; ++i)
        s->build.placements.push_back({"gpu" + std::to_string(i), s->catalog.gpus[0].info.sku});
    Workload infer70;
    infer70.modelSku = "llama-3.1-70b";
    infer70.precision = Precision::Fp16;
    infer70.kvPrecision = Precision::Fp16;
    infer70.contextTokens = 8192;
    infer70.batch = 16;
    infer70.tensorParallel = 8;
    Workload infer405 = infer70;
    infer405.modelSku = "llama-3.1-405b";
    infer405.precision = Precision::Int4;
    Workload lora = infer70;
    lora.mode = WorkloadMode::Lora;
    lora.precision = Precision::Bf16;
    lora.batch = 1;
    lora.tensorParallel = 1;
    lora.zeroStage = 3;
    Workload full = lora;
    full.mode = WorkloadMode::FullFineTune;
    s->build.workloads = {infer70, infer405, lora, full};

    const Chassis &c = s->catalog.chassis[0];
    s->resolved.build = &s->build;
    s->resolved.chassis = &c;
    for (const Slot &slot : c.allSlots) {
        PlacedPart part;
        part.slot = &slot;
        part.gpu = &s->catalog.gpus[0];
        s->resolved.parts.push_back(part);
    }
    const Model *models[] = {&s->catalog.models[0], &s->catalog.models[1], &s->catalog.models[0],
                             &s->catalog.models[0]};
    for (size_t i = 0; i < s->build.workloads.size(); ++i)
        s->resolved.workloads.push_back({&s->build.workloads[i], models[i]});

    // Evaluation, typed in. Usable memory 97,887 MiB = 95.59 GiB; inference gets 90 % = 86.03 GiB.
    Evaluation &e = s->evaluation;
    e.buildName = s->build.name;
    e.chassis = c.info.name;
    e.gpu.count = 8;
    e.gpu.model = s->catalog.gpus[0].info.name;
    e.gpu.memoryPerGpuGB = 96;
    e.gpu.memoryPerGpuGiB = 95.59;
    e.gpu.memoryTotalGiB = 764.72;
    e.gpu.memoryBandwidthPerGpuGBps = 1597;
    e.gpu.bf16DenseTflopsPerGpu = 500;
    e.gpu.bf16DenseTflopsTotal = 4000;
    e.gpu.interconnect = Interconnect::PcieSwitch;
    e.gpu.p2pGBps = 40;
    e.gpu.hostLinkGBps = 50.4;
    e.hostMemory.capacityGiB = 1536;

    e.workloads.push_back(result("Llama 3.1 70B · inference · FP16 · TP8", WorkloadMode::Inference,
                                 {16.4, 60.0, 1.2, 0, 0, 4.9}, 82.5, 86.03, true));
    e.workloads.push_back(result("Llama 3.1 405B · inference · INT4 · TP8", WorkloadMode::Inference,
                                 {26.9, 48.0, 1.5, 0, 0, 4.9}, 81.3, 86.03, true));
    e.workloads.push_back(result("Llama 3.1 70B · LoRA · BF16 · ZeRO-3", WorkloadMode::Lora,
                                 {16.4, 0, 12.0, 0.1, 0.6, 1.4}, 30.5, 95.59, true));
    e.workloads.push_back(result("Llama 3.1 70B · full fine-tune · BF16 · ZeRO-3", WorkloadMode::FullFineTune,
                                 {16.4, 0, 8.0, 16.4, 98.4, 1.4}, 140.6, 95.59, false));
    for (size_t i = 0; i < 2; ++i) {
        e.workloads[i].maxConcurrentSequences = 24;
        e.workloads[i].decodeTokensPerS = 21.5;
        e.workloads[i].decodeTokensPerSAggregate = 344;
    }

    // Power: DC groups plus conversion loss; 4 x 3,000 W PSUs in N+1.
    e.power.items = {
        {"GPUs", 3840, 4800}, {"CPUs", 504, 720}, {"Memory", 240, 240}, {"Drives", 100, 200},
        {"NICs", 50, 50},     {"Fans", 470, 600}, {"Board", 150, 150},  {"Conversion loss", 320, 420}};
    e.power.idleW = 1200;
    e.power.typicalW = 5354;
    e.power.peakW = 6760;
    e.power.transientW = 9160;
    e.power.wallTypicalW = 5674;
    e.power.wallW = 7180;
    e.power.wallVA = 7253;
    e.power.inputCurrentA = 31.5;
    e.power.psuEfficiencyAtPeak = 0.94;
    e.power.psuCount = 4;
    e.power.psuRatedW = 3000;
    e.power.psuTotalW = 12000;
    e.power.psuUsableW = 9000;
    e.power.psuAfterOneFailureW = 9000;
    e.power.redundancy = PsuRedundancy::NPlus1;
    e.power.redundancyMet = true;
    e.power.btuPerH = 24498;
    e.power.airflowLimitW = 6500;
    e.power.heatW = 7180;

    // Cost: a short BOM with one unpriced line.
    auto line = [](std::string kind, std::string sku, std::string description, int quantity, double unit,
                   bool priced) {
        BomLine l;
        l.slotKind = std::move(kind);
        l.sku = std::move(sku);
        l.description = std::move(description);
        l.quantity = quantity;
        l.unitPriceEur = unit;
        l.unitPriceOriginal = unit;
        l.currency = "EUR";
        l.priceDate = priced ? "2026-04-15" : "";
        l.priced = priced;
        l.extendedEur = unit * quantity;
        return l;
    };
    e.cost.bom = {line("Chassis", "TEST-4U-8GPU", "Test 4U 8-GPU", 1, 9800, true),
                  line("GPU", "900-2G153-0000-000", "RTX PRO 6000 Blackwell Server Edition", 8, 7880, true),
                  line("CPU", "100-000001463", "AMD EPYC 9555", 2, 5200, true),
                  line("Memory", "M321R8GA0EB2", "64 GB DDR5-6400 RDIMM", 24, 420, true),
                  line("Drive", "MZWLO3T8", "3.84 TB NVMe U.2", 4, 610, true),
                  line("NIC", "MCX755106AS", "ConnectX-7 2x200G", 1, 0, false),
                  line("PSU", "PSU-3000", "3000 W Titanium", 4, 390, true)};
    e.cost.hardwareEur = 9800 + 63040 + 10400 + 10080 + 2440 + 1560;
    e.cost.totalEur = e.cost.hardwareEur;
    e.cost.eurPerGbGpuMemory = e.cost.hardwareEur / 768;
    e.cost.eurPerDenseBf16Tflops = e.cost.hardwareEur / 4000;
    e.cost.energyKwhPerYear = 67000;
    e.cost.energyEurPerYear = 12743;
    e.cost.tcoByYearEur = {97320, 110063, 122806, 135549};
    e.cost.tcoEur = 135549;
    e.cost.unpricedLines = 1;
    e.cost.complete = false; // as the core decides: the NIC has no price
    e.cost.unpricedSkus = {"MCX755106AS"};
    return s;
}

} // namespace np::testdata
