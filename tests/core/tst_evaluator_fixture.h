// SPDX-License-Identifier: MIT
#pragma once

// A hand-built catalog for evaluator tests. Figures mirror the seed rows the example builds use
// (so the hand-checked arithmetic matches what `nodeplan evaluate` prints), but the tests never
// read the seed: change the seed and these tests still say what the rules do.
#include "core/build.h"
#include "core/catalog_snapshot.h"

#include "core/evaluation.h"

#include <algorithm>
#include <limits>
#include <string>

namespace fixture
{

using namespace np;

inline Slot pcieSlot(const std::string &id, SlotKind kind, int socket, const std::string &uplink, int lanes,
                     double maxPowerW, const std::string &formFactor = {})
{
    Slot s;
    s.id = id;
    s.kind = kind;
    s.socket = socket;
    s.uplink = uplink;
    s.pcieLanes = lanes;
    s.pcieGen = 5;
    s.maxWidthSlots = kind == SlotKind::Gpu ? 2 : kind == SlotKind::Nic ? 1 : 0;
    s.maxPowerW = maxPowerW;
    s.formFactor = formFactor;
    return s;
}

inline Slot plainSlot(const std::string &id, SlotKind kind, int socket = -1)
{
    Slot s;
    s.id = id;
    s.kind = kind;
    s.socket = socket;
    return s;
}

inline void addDimms(Chassis &c, int sockets, int channels, int perChannel)
{
    for (int socket = 0; socket < sockets; ++socket)
        for (int ch = 0; ch < channels; ++ch)
            for (int d = 0; d < perChannel; ++d) {
                Slot s = plainSlot("dimm" + std::to_string(socket) + "." + std::string(1, char('A' + ch)) +
                                       std::to_string(d + 1),
                                   SlotKind::Dimm, socket);
                s.memoryChannel = ch;
                s.dimmInChannel = d;
                c.allSlots.push_back(s);
            }
}

// Like AS-4125GS-TNRT: gpu0-3 on cpu0, gpu4-7 on cpu1 (x16 each), NICs and bays behind two small
// switches sw0 (cpu0) and sw1 (cpu1) with x16 uplinks, 2 x 12 channels x 1 DPC.
inline Chassis switchedSp5Chassis()
{
    Chassis c;
    c.info.sku = "T-SP5-8G";
    c.info.name = "Test 4U SP5 8-GPU";
    c.info.price = Price{12000, "USD", "2026-01-01", "test", "list"};
    c.cpuSocket = "SP5";
    c.airflowLimitW = 6500;
    c.maxInletTempC = 35;
    c.fanPowerMaxW = 800;
    c.basePowerW = 150;
    for (int i = 0; i < 8; ++i)
        c.allSlots.push_back(
            pcieSlot("gpu" + std::to_string(i), SlotKind::Gpu, i / 4, i < 4 ? "cpu0" : "cpu1", 16, 600));
    c.allSlots.push_back(plainSlot("cpu0", SlotKind::CpuSocket, 0));
    c.allSlots.push_back(plainSlot("cpu1", SlotKind::CpuSocket, 1));
    addDimms(c, 2, 12, 1);
    for (int i = 0; i < 8; ++i)
        c.allSlots.push_back(pcieSlot("bay" + std::to_string(i), SlotKind::DriveBay, i / 4,
                                      i < 4 ? "sw0" : "sw1", 4, 0, "U.2"));
    c.allSlots.push_back(pcieSlot("nic0", SlotKind::Nic, 0, "sw0", 16, 75));
    c.allSlots.push_back(pcieSlot("nic1", SlotKind::Nic, 1, "sw1", 16, 75));
    for (int i = 0; i < 4; ++i)
        c.allSlots.push_back(plainSlot("psu" + std::to_string(i), SlotKind::Psu));
    c.switches.push_back({"sw0", "PEX89048", "cpu0", 16, 5, 32, 25});
    c.switches.push_back({"sw1", "PEX89048", "cpu1", 16, 5, 32, 25});
    return c;
}

// Like GENERIC-4U8G-XEON6700P: everything wired straight to the CPUs, 2 x 8 channels x 2 DPC.
inline Chassis xeon2dpcChassis()
{
    Chassis c;
    c.info.sku = "T-LGA4710-8G";
    c.info.name = "Test 4U Xeon 6700P 8-GPU";
    c.cpuSocket = "LGA4710";
    c.airflowLimitW = 6000;
    c.maxInletTempC = 30;
    c.fanPowerMaxW = 800;
    c.basePowerW = 150;
    for (int i = 0; i < 8; ++i)
        c.allSlots.push_back(
            pcieSlot("gpu" + std::to_string(i), SlotKind::Gpu, i / 4, i < 4 ? "cpu0" : "cpu1", 16, 600));
    c.allSlots.push_back(plainSlot("cpu0", SlotKind::CpuSocket, 0));
    c.allSlots.push_back(plainSlot("cpu1", SlotKind::CpuSocket, 1));
    addDimms(c, 2, 8, 2);
    for (int i = 0; i < 4; ++i)
        c.allSlots.push_back(pcieSlot("bay" + std::to_string(i), SlotKind::DriveBay, i / 2,
                                      i < 2 ? "cpu0" : "cpu1", 4, 0, "U.2"));
    c.allSlots.push_back(pcieSlot("nic0", SlotKind::Nic, 0, "cpu0", 16, 75));
    c.allSlots.push_back(pcieSlot("nic1", SlotKind::Nic, 1, "cpu1", 16, 75));
    for (int i = 0; i < 4; ++i)
        c.allSlots.push_back(plainSlot("psu" + std::to_string(i), SlotKind::Psu));
    return c;
}

// Like GENERIC-4U8G-XEON6900P-NVL: 8 direct x16 GPU slots, 2 x 12 channels x 1 DPC, E3.S bays.
inline Chassis nvlChassis()
{
    Chassis c;
    c.info.sku = "T-LGA7529-NVL";
    c.info.name = "Test 4U Xeon 6900P NVLink-bridge pairs";
    c.cpuSocket = "LGA7529";
    c.airflowLimitW = 6500;
    c.maxInletTempC = 30;
    c.fanPowerMaxW = 850;
    c.basePowerW = 160;
    for (int i = 0; i < 8; ++i)
        c.allSlots.push_back(
            pcieSlot("gpu" + std::to_string(i), SlotKind::Gpu, i / 4, i < 4 ? "cpu0" : "cpu1", 16, 600));
    c.allSlots.push_back(plainSlot("cpu0", SlotKind::CpuSocket, 0));
    c.allSlots.push_back(plainSlot("cpu1", SlotKind::CpuSocket, 1));
    addDimms(c, 2, 12, 1);
    for (int i = 0; i < 8; ++i)
        c.allSlots.push_back(pcieSlot("bay" + std::to_string(i), SlotKind::DriveBay, i / 4,
                                      i < 4 ? "cpu0" : "cpu1", 4, 0, "E3.S"));
    c.allSlots.push_back(pcieSlot("nic0", SlotKind::Nic, 0, "cpu0", 16, 75));
    c.allSlots.push_back(pcieSlot("nic1", SlotKind::Nic, 1, "cpu1", 16, 75));
    for (int i = 0; i < 4; ++i)
        c.allSlots.push_back(plainSlot("psu" + std::to_string(i), SlotKind::Psu));
    return c;
}

inline Gpu rtxPro6000()
{
    Gpu g;
    g.info.sku = "RTX-PRO-6000-SE";
    g.info.name = "RTX PRO 6000 Blackwell Server Edition";
    g.info.vendor = "NVIDIA";
    g.info.price = Price{8565, "USD", "2026-04-01", "test", "list"};
    g.memoryType = "GDDR7";
    g.memoryNominalGB = 96;
    g.memoryUsableMiB = 97887;
    g.memoryBandwidthGBps = 1597;
    g.fp32Tflops = 120;
    g.bf16DenseTflops = 500;
    g.fp8DenseTflops = 1000;
    g.fp4DenseTflops = 2000;
    g.tdpW = 600;
    g.cooling = Cooling::Passive;
    return g;
}

inline Gpu h200Nvl()
{
    Gpu g;
    g.info.sku = "H200-NVL";
    g.info.name = "H200 NVL 141GB";
    g.memoryType = "HBM3e";
    g.memoryNominalGB = 141;
    g.memoryBandwidthGBps = 4800;
    g.bf16DenseTflops = 835;
    g.fp8DenseTflops = 1671;
    g.tdpW = 600;
    g.gpuLink = GpuLinkKind::NvlinkBridge;
    g.gpuLinkGBpsPerDirection = 450;
    g.gpuLinkGroupSize = 4;
    return g;
}

inline Gpu h100Nvl()
{
    Gpu g = h200Nvl();
    g.info.sku = "H100-NVL";
    g.info.name = "H100 NVL 94GB";
    g.memoryType = "HBM3";
    g.memoryNominalGB = 94;
    g.memoryBandwidthGBps = 3900;
    g.tdpW = 400;
    g.gpuLinkGBpsPerDirection = 300;
    g.gpuLinkGroupSize = 2;
    return g;
}

inline Gpu h100Sxm()
{
    Gpu g = h100Nvl();
    g.info.sku = "H100-SXM5";
    g.info.name = "H100 SXM5";
    g.formFactor = GpuFormFactor::Sxm;
    g.tdpW = 700;
    g.gpuLink = GpuLinkKind::NvlinkSwitch;
    return g;
}

inline Gpu tripleWideGpu()
{
    Gpu g = rtxPro6000();
    g.info.sku = "WIDE-GPU";
    g.info.name = "Triple-wide card";
    g.slotWidth = 3;
    return g;
}

inline Gpu hotGpu()
{
    Gpu g = rtxPro6000();
    g.info.sku = "HOT-GPU";
    g.info.name = "700 W card";
    g.tdpW = 700;
    return g;
}

inline Cpu epyc9575f()
{
    Cpu c;
    c.info.sku = "EPYC-9575F";
    c.info.name = "AMD EPYC 9575F";
    c.info.price = Price{11791, "USD", "2024-10-10", "test", "list"};
    c.socket = "SP5";
    c.cores = 64;
    c.baseGHz = 3.3;
    c.boostGHz = 5.0;
    c.tdpW = 400;
    c.l3MB = 256;
    c.memoryChannels = 12;
    c.ddr5MtsOneDpc = 6400;
    c.ddr5MtsTwoDpc = 4400;
    c.pcieLanesOneSocket = 128;
    c.pcieLanesPerSocketTwoSocket = 64;
    c.pcieLanesPerSocketTwoSocketExtra = 80;
    c.avx512 = true;
    return c;
}

inline Cpu epyc9135()
{
    Cpu c = epyc9575f();
    c.info.sku = "EPYC-9135";
    c.info.name = "AMD EPYC 9135";
    c.cores = 16;
    c.tdpW = 200;
    return c;
}

inline Cpu xeon6767p()
{
    Cpu c;
    c.info.sku = "XEON-6767P";
    c.info.name = "Intel Xeon 6767P";
    c.socket = "LGA4710";
    c.cores = 64;
    c.baseGHz = 2.4;
    c.tdpW = 350;
    c.memoryChannels = 8;
    c.ddr5MtsOneDpc = 6400;
    c.ddr5MtsTwoDpc = 5200;
    c.pcieLanesOneSocket = 136;
    c.pcieLanesPerSocketTwoSocket = 88;
    c.avx512 = true;
    return c;
}

inline Cpu xeon6980p()
{
    Cpu c;
    c.info.sku = "XEON-6980P";
    c.info.name = "Intel Xeon 6980P";
    c.socket = "LGA7529";
    c.cores = 128;
    c.baseGHz = 2.0;
    c.boostGHz = 3.9;
    c.tdpW = 500;
    c.memoryChannels = 12;
    c.ddr5MtsOneDpc = 6400;
    c.pcieLanesOneSocket = 96;
    c.pcieLanesPerSocketTwoSocket = 96;
    c.avx512 = true;
    return c;
}

inline MemoryModule rdimm(double gib, int mts, double powerW, const std::string &sku)
{
    MemoryModule m;
    m.info.sku = sku;
    m.info.name = sku;
    m.info.price = Price{35.7 * gib, "USD", "2026-08-01", "test", "list"};
    m.capacityGiB = gib;
    m.speedMts = mts;
    m.powerW = powerW;
    return m;
}

inline Drive micron9550(const std::string &sku = "MICRON-9550-15T36", const std::string &formFactor = "U.2")
{
    Drive d;
    d.info.sku = sku;
    d.info.name = "Micron 9550 PRO 15.36 TB";
    d.formFactor = formFactor;
    d.capacityTB = 15.36;
    d.seqReadGBps = 14;
    d.seqWriteGBps = 10;
    d.powerW = 18;
    return d;
}

inline Nic cx7(const std::string &sku = "CX7-1x400", int ports = 1, double gbps = 400)
{
    Nic n;
    n.info.sku = sku;
    n.info.name = "ConnectX-7";
    n.ports = ports;
    n.portSpeedGbps = gbps;
    n.roce = true;
    n.infiniband = true;
    n.powerW = 25;
    return n;
}

inline Psu psu(double highW, double lowW, const std::string &sku)
{
    Psu p;
    p.info.sku = sku;
    p.info.name = sku;
    p.outputHighLineW = highW;
    p.outputLowLineW = lowW;
    p.efficiencyRating = "80 PLUS Titanium";
    p.efficiency10 = 0.90;
    p.efficiency20 = 0.94;
    p.efficiency50 = 0.96;
    p.efficiency100 = 0.91;
    return p;
}

inline Model llama(const std::string &sku, int layers, int hidden, int heads, int ffn)
{
    Model m;
    m.info.sku = sku;
    m.info.name = sku;
    m.arch.layers = layers;
    m.arch.hiddenSize = hidden;
    m.arch.attentionHeads = heads;
    m.arch.kvHeads = 8;
    m.arch.headDim = 128;
    m.arch.ffnSize = ffn;
    m.arch.vocabSize = 128256;
    m.arch.maxContextTokens = 131072;
    return m;
}

inline CatalogSnapshot catalog()
{
    CatalogSnapshot c;
    c.name = "fixture";
    c.asOf = "2026-12-01";
    c.chassis = {switchedSp5Chassis(), xeon2dpcChassis(), nvlChassis()};
    c.gpus = {rtxPro6000(), h200Nvl(), h100Nvl(), h100Sxm(), tripleWideGpu(), hotGpu()};
    c.cpus = {epyc9575f(), epyc9135(), xeon6767p(), xeon6980p()};
    c.memory = {rdimm(64, 6400, 10, "RDIMM-64G-6400"), rdimm(32, 6400, 8, "RDIMM-32G-6400")};
    c.drives = {micron9550(), micron9550("MICRON-9550-E3S", "E3.S")};
    c.nics = {cx7(), cx7("CX7-2x400", 2, 400)};
    c.psus = {psu(3200, 0, "PSU-3200-TI"), psu(2000, 1000, "PSU-2000-TI")};
    c.psus.front().info.price = Price{900, "EUR", "2026-06-01", "test", "list"};
    c.models = {llama("llama-3.1-8b", 32, 4096, 32, 14336), llama("llama-3.1-70b", 80, 8192, 64, 28672),
                llama("llama-3.1-405b", 126, 16384, 128, 53248)};
    return c;
}

inline void place(Build &b, const std::string &sku, int count)
{
    for (int i = 0; i < count; ++i)
        b.placements.push_back({"", sku});
}

inline Workload workload(const std::string &model, WorkloadMode mode, Precision precision, int tp,
                         int zero = 0)
{
    Workload w;
    w.modelSku = model;
    w.mode = mode;
    w.precision = precision;
    w.kvPrecision = Precision::Fp16;
    w.tensorParallel = tp;
    w.zeroStage = zero;
    if (mode != WorkloadMode::Inference)
        w.contextTokens = 4096;
    return w;
}

// The seed-assessment box: 8 x RTX PRO 6000 SE, 2 x EPYC 9575F, 24 x 64 GiB, 4 x 15.36 TB in
// bays 0, 1, 4, 5, 2 x CX7 400G, 4 x 3200 W, N+1, 3 xGMI links.
inline Build referenceBuild()
{
    Build b;
    b.name = "reference";
    b.chassisSku = "T-SP5-8G";
    place(b, "RTX-PRO-6000-SE", 8);
    place(b, "EPYC-9575F", 2);
    place(b, "RDIMM-64G-6400", 24);
    for (const char *bay : {"bay0", "bay1", "bay4", "bay5"})
        b.placements.push_back({bay, "MICRON-9550-15T36"});
    place(b, "CX7-1x400", 2);
    place(b, "PSU-3200-TI", 4);
    b.options.xgmiLinks = 3;
    b.workloads = {workload("llama-3.1-70b", WorkloadMode::Inference, Precision::Fp16, 8),
                   workload("llama-3.1-405b", WorkloadMode::Inference, Precision::Int4, 8),
                   workload("llama-3.1-70b", WorkloadMode::Lora, Precision::Bf16, 1, 3),
                   workload("llama-3.1-70b", WorkloadMode::Qlora, Precision::Nf4, 1),
                   workload("llama-3.1-70b", WorkloadMode::FullFineTune, Precision::Bf16, 1, 3),
                   workload("llama-3.1-8b", WorkloadMode::FullFineTune, Precision::Bf16, 1, 2)};
    b.workloads[4].offload = Offload::Optimizer;
    return b;
}

// Xeon 6 box with every DIMM slot filled: 2 x 8 channels x 2 DPC.
inline Build xeon2dpcBuild()
{
    Build b;
    b.name = "xeon 2dpc";
    b.chassisSku = "T-LGA4710-8G";
    place(b, "RTX-PRO-6000-SE", 8);
    place(b, "XEON-6767P", 2);
    place(b, "RDIMM-64G-6400", 32);
    place(b, "MICRON-9550-15T36", 4);
    place(b, "CX7-1x400", 2);
    place(b, "PSU-3200-TI", 4);
    b.options.raid = RaidLevel::Raid10;
    return b;
}

// 8 x H200 NVL with 4-way NVLink bridges on 2 x Xeon 6980P.
inline Build nvlinkBuild()
{
    Build b;
    b.name = "nvlink";
    b.chassisSku = "T-LGA7529-NVL";
    place(b, "H200-NVL", 8);
    place(b, "XEON-6980P", 2);
    place(b, "RDIMM-64G-6400", 24);
    place(b, "MICRON-9550-E3S", 4);
    place(b, "CX7-1x400", 2);
    place(b, "PSU-3200-TI", 4);
    b.workloads = {workload("llama-3.1-70b", WorkloadMode::Inference, Precision::Bf16, 4),
                   workload("llama-3.1-70b", WorkloadMode::Inference, Precision::Bf16, 8)};
    return b;
}

// A finding's argument by key (core/finding_arg.h): its value, or its text; a missing key fails
// the comparison it is used in (NaN, "<missing key>").
inline double argValue(const np::Finding *f, const std::string &key)
{
    if (f)
        for (const np::FindingArg &a : f->args)
            if (a.key == key)
                return a.value;
    return std::numeric_limits<double>::quiet_NaN();
}

inline std::string argText(const np::Finding *f, const std::string &key)
{
    if (f)
        for (const np::FindingArg &a : f->args)
            if (a.key == key)
                return a.text;
    return "<missing " + key + ">";
}

inline bool hasArg(const np::Finding *f, const std::string &key)
{
    return f && std::any_of(f->args.begin(), f->args.end(),
                            [&key](const np::FindingArg &a) { return a.key == key; });
}

} // namespace fixture
