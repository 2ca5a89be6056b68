// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/finding_arg.h"
#include "core/message.h"
#include "core/pcie_uplink.h"
#include "core/status.h"

#include <string>
#include <string_view>
#include <vector>

// The one evaluation result. Every view, the PDF and the CLI read this; none computes a figure.
// Field names carry units; JSON keys (evaluation_json.h) are the snake_case of the same.
namespace np
{

enum class Subsystem {
    Gpu,
    Interconnect,
    Cpu,
    Memory,
    Pcie,
    Storage,
    Network,
    Power,
    Cooling,
    Cost,
    Workload
};
enum class FindingKind { Strength, Weakness };

struct Finding {
    Subsystem subsystem = Subsystem::Gpu;
    FindingKind kind = FindingKind::Strength;
    Severity severity = Severity::Info;
    std::string rule;                 // stable id, e.g. "power.psu_redundancy_insufficient" (docs/rules.md)
    std::vector<FindingArg> args;     // its figures; presentation/finding_text.h writes the sentence
    std::vector<std::string> slotIds; // slots it concerns (for highlighting)
    Messages details;                 // sentences that follow the finding's own (a workload's sharding)
    bool operator==(const Finding &) const = default;
};

// NvlinkSwitch: the NVSwitch of an HGX baseboard; InfinityFabric: the full mesh of an AMD 8-OAM baseboard.
enum class Interconnect { None, PcieHost, PcieSwitch, NvlinkBridge, NvlinkSwitch, InfinityFabric };

struct GpuFigures {
    int count = 0;
    std::string model;          // name of the (first) GPU
    bool mixed = false;         // more than one GPU SKU placed
    double memoryPerGpuGB = 0;  // nominal, decimal
    double memoryPerGpuGiB = 0; // usable (driver-reported), binary
    double memoryTotalGiB = 0;  // usable x count -- never one pool, see workloads
    double memoryBandwidthPerGpuGBps = 0;
    double bf16DenseTflopsPerGpu = 0;
    double fp8DenseTflopsPerGpu = 0;
    double bf16DenseTflopsTotal = 0;
    Interconnect interconnect = Interconnect::None;
    double p2pGBps = 0;      // effective GPU-to-GPU bandwidth per direction, worst pair
    double hostLinkGBps = 0; // per GPU, each way, after bifurcation
};

struct CpuFigures {
    int sockets = 0;
    std::string model;
    int coresTotal = 0;
    double coresPerGpu = 0;
    double tdpTotalW = 0;
};

struct HostMemoryFigures {
    int modules = 0;
    double capacityGiB = 0;
    int channelsTotal = 0; // channels available on the populated sockets
    int channelsPopulated = 0;
    int dimmsPerChannel = 0;  // max over channels
    bool balanced = true;     // every channel of every socket holds the same DIMMs
    int speedMts = 0;         // resulting speed after DPC derating
    double bandwidthGBps = 0; // theoretical: channels x speed x 8 B
    double ramToVramRatio = 0;
};

struct PcieFigures {
    int lanesAvailable = 0; // CPU lanes for devices (after xGMI choice)
    int lanesRequired = 0;  // what the placed devices would use at full width
    int lanesWired = 0;     // what the chassis wires to CPUs (switch uplinks count once)
    bool switched = false;
    int xgmiLinks = 0;
    struct Uplink {
        PcieUplink id; // "cpu0" or "sw0"
        int lanes = 0;
        double gbps = 0; // each way
        std::vector<std::string> slotIds;
        double oversubscription = 0; // downstream lanes in use / uplink lanes
        Status status = Status::Ok;  // CPU short of lanes: Blocking; switch shared over 2:1: Warning
    };
    std::vector<Uplink> uplinks;
    Status status = Status::Ok; // the worst uplink
};

struct StorageFigures {
    int drives = 0;
    double rawTB = 0;
    double usableTB = 0;
    RaidLevel raid = RaidLevel::None;
    double seqReadGBps = 0;
    double seqWriteGBps = 0;
    double dataFeedNeedGBps = 0;
    int checkpointsThatFit = 0; // of the largest training workload's full checkpoint
};

struct NetworkFigures {
    int nics = 0;
    int ports = 0;
    double aggregateGbps = 0;
    bool rdma = false;
    std::string fabric; // "RoCEv2", "InfiniBand", "Ethernet"
};

struct PowerItem {
    std::string group; // "GPUs", "CPUs", "Memory", "Drives", "NICs", "Fans", "Board", "Conversion loss"
    double typicalW = 0;
    double peakW = 0;
};

struct SlotPower {
    std::string slotId;
    double peakW = 0;
};

// PSU capacity under one redundancy mode, at the build's input voltage, against the DC peak.
struct PsuModeFigures {
    PsuRedundancy mode = PsuRedundancy::None;
    int psusCounted = 0;  // PSUs whose capacity the mode counts
    double usableW = 0;   // none: all PSUs; N+1: all but the largest; N+N: the smaller half
    double headroomW = 0; // usable - DC peak (negative: short)
    // Ok: the mode holds the peak; Warning: only all PSUs together do (a failure drops full load);
    // Blocking: not even all PSUs together do.
    Status status = Status::Ok;
    bool chosen = false; // the build's own mode
};

// Which figure PSU sizing and circuits go by: NodePlan's sum of the parts, or the vendor's maximum
// system power when the chassis states a larger one.
enum class PowerBasis { OwnSum, VendorMax };

struct PowerFigures {
    std::vector<PowerItem> items; // DC side per group plus conversion loss
    std::vector<SlotPower> perSlot;
    double idleW = 0;
    double typicalW = 0;     // DC load
    double peakW = 0;        // DC load at TDP
    double transientW = 0;   // peak with GPU excursions
    double wallTypicalW = 0; // AC, through PSU efficiency
    double wallW = 0;        // AC at peak
    double wallIdleW = 0;    // AC at idle (energy estimate outside utilised hours)
    double wallVA = 0;
    double inputCurrentA = 0;
    double psuEfficiencyAtPeak = 0;
    int psuCount = 0;
    double psuRatedW = 0; // one PSU at the chosen input voltage
    double psuTotalW = 0;
    double psuUsableW = 0; // under the redundancy mode
    double psuAfterOneFailureW = 0;
    PsuRedundancy redundancy = PsuRedundancy::NPlus1;
    bool redundancyMet = false;
    std::vector<PsuModeFigures> psuModes; // none, N+1, N+N
    // The chassis vendor's maximum system power (AC, 0 = not stated). PSU sizing and the circuit figures
    // (VA, current) use the larger of it and NodePlan's own sum, and sizingBasis says which.
    double vendorMaxSystemW = 0;
    PowerBasis sizingBasis = PowerBasis::OwnSum;
    double psuSizingW = 0; // DC the PSUs must carry: peakW, or the vendor's figure through PSU efficiency
    double circuitW = 0;   // AC a circuit must carry: max(wallW, vendorMaxSystemW)
    Status psuStatus = Status::Ok;       // the chosen mode's status (Blocking without a PSU)
    Status transientStatus = Status::Ok; // Warning: GPU excursions exceed all PSUs together
    double btuPerH = 0;
    double airflowLimitW = 0;
    double heatW = 0; // heat released inside the chassis (= wall power)
    // Against the air-cooling limit: Blocking when even typical load exceeds it, Warning at peak.
    Status heatStatus = Status::Ok;
};

inline constexpr std::string_view kSupportLineKind = "Support";

struct BomLine {
    std::string slotKind; // "Chassis", "GPU", ..., kSupportLineKind for the system's support line
    std::string sku;
    std::string description;
    int quantity = 0;
    double unitPriceEur = 0; // converted at the build's exchange rate
    double unitPriceOriginal = 0;
    std::string currency;
    std::string priceDate;
    std::string priceKind;     // "list", "street", "estimate" (parts.h Price::kind)
    bool priced = false;       // false: no price in the catalog, or a currency without a rate
    std::string noPriceReason; // unpriced: the catalog's reason (empty if it gives none)
    double extendedEur = 0;
    double leadTimeWeeks = 0; // 0: on request
    std::string leadTimeDate; // when the lead time was stated
    // The support line: its term, and whether the system price includes it (priced at 0 then).
    int supportYears = 0;
    bool includedInSystemPrice = false;

    [[nodiscard]] bool isSupport() const { return slotKind == kSupportLineKind; }
};

struct CostFigures {
    std::vector<BomLine> bom;
    double hardwareEur = 0; // sum of the parts' extended prices (the support line not included)
    double supportEur = 0;  // the support line's price when it has one of its own
    double discountEur = 0;
    double marginEur = 0;
    double vatEur = 0;
    double totalEur = 0;          // what the customer pays
    double eurPerGbGpuMemory = 0; // hardware / nominal GB
    double eurPerDenseBf16Tflops = 0;
    double energyKwhPerYear = 0; // at the wall x PUE x utilisation
    double energyEurPerYear = 0;
    double tcoEur = 0;                // total + energy over years
    std::vector<double> tcoByYearEur; // cumulative, index 0 = purchase
    int unpricedLines = 0;
    // Complete when every BOM line has a price. Otherwise hardware, total and TCO leave out the
    // unpriced lines (lower bounds) and every view says "incomplete: N lines without price".
    bool complete = true;
    std::vector<std::string> unpricedSkus; // in BOM order
    // € per GB and € per TFLOPS are computed only from a complete hardware subtotal (every part line
    // priced; support is not hardware); false: both are 0 and not shown as figures.
    bool valueFiguresComputed = false;
    double usdToEur = 0; // EUR per USD the prices were converted at (views convert to USD with it)
};

struct MemoryBreakdown { // per GPU, GiB
    double weightsGiB = 0;
    double kvCacheGiB = 0;
    double activationsGiB = 0;
    double gradientsGiB = 0;
    double optimizerGiB = 0;
    double overheadGiB = 0;
    [[nodiscard]] double totalGiB() const
    {
        return weightsGiB + kvCacheGiB + activationsGiB + gradientsGiB + optimizerGiB + overheadGiB;
    }
};

// Throughput under load with continuous batching (core/workload/load_throughput.h): `concurrency`
// sequences of `inputTokens` in and `outputTokens` out share the GPUs, prefill and decode in turn.
struct LoadThroughput {
    int concurrency = 0; // sequences in flight (0: not evaluated)
    int inputTokens = 0;
    int outputTokens = 0;
    double outputTokensPerS = 0; // all data-parallel replicas
    double outputTokensPerSPerGpu = 0;
    double ttftMs = 0;      // mean time to first token, requests arriving steadily
    double tpotMs = 0;      // mean time per output token, other requests' prefills interleaved
    bool kvLimited = false; // the KV cache holds fewer sequences than asked: `concurrency` is what fits
};

struct WorkloadResult {
    std::string label;        // the user's label, else defaultLabel
    std::string defaultLabel; // generated from the fields: "Llama 3.1 70B · inference · FP16 · TP8"
    std::string model;
    WorkloadMode mode = WorkloadMode::Inference;
    Precision precision = Precision::Bf16;
    std::string gpuVendor;                      // the GPU's vendor: with engine and mode, the
    ServingEngine engine = ServingEngine::Vllm; // stratum of the expected error (core/expected_error.h)
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 1;
    int gpusUsed = 0;
    bool fits = false;
    // Ok: fits; Warning: does not fit or could not be evaluated; Blocking: needs more GPUs than the box has.
    Status fitStatus = Status::Ok;
    MemoryBreakdown perGpu;
    double perGpuRequiredGiB = 0;
    double perGpuAvailableGiB = 0; // usable x engine utilisation (inference) or usable (training)
    double marginGiB = 0;          // available - required
    double hostRamRequiredGiB = 0; // CPU offload
    double parametersTotal = 0;
    double parametersActive = 0;
    double trainableParameters = 0;
    double kvBytesPerToken = 0;      // per GPU, all layers
    double kvBytesPerTokenModel = 0; // whole model, all layers (TP=1)
    long long maxContextTokens = 0;  // at the chosen batch
    int maxConcurrentSequences = 0;  // at the chosen context
    double decodeTokensPerS = 0;     // per sequence
    double decodeTokensPerSAggregate = 0;
    double prefillTokensPerS = 0;
    double trainTokensPerS = 0;
    double allreduceMsPerStep = 0; // TP allreduce per decoded token or DP gradient sync per step
    // Training options: pipeline bubble / ideal time ((PP-1)/(v m)), micro-batches whose activations
    // the worst stage holds, and compute-bound speed under the GPU power cap / uncapped.
    double pipelineBubblePct = 0;
    double microBatchesInFlight = 0;
    double powerCapSpeedFactor = 1;
    // Training: the logits the loss implementation keeps at the workload's micro-batch and sequence on
    // the last stage, per GPU (inside activations, before the fragmentation margin).
    double logitsGiB = 0;
    bool decodeBandwidthBound = true;
    LoadThroughput underLoad; // inference only: the workload's prompt, output and batch
    Messages sharding;        // how memory is split, in order: TP, PP, DP/ZeRO, offload, power cap, ...
    Message error;            // set (not empty()): the workload could not be evaluated (unknown model...)
};

// One subsystem's verdict: the worst of its findings (a strength or a note is Ok).
struct SubsystemStatus {
    Subsystem subsystem = Subsystem::Gpu;
    Status status = Status::Ok;
};

struct Evaluation {
    std::string buildName;
    std::string chassis;
    GpuFigures gpu;
    CpuFigures cpu;
    HostMemoryFigures hostMemory;
    PcieFigures pcie;
    StorageFigures storage;
    NetworkFigures network;
    PowerFigures power;
    CostFigures cost;
    std::vector<WorkloadResult> workloads;
    std::vector<Finding> findings;
    std::vector<SubsystemStatus> subsystemStatus; // every subsystem, in Subsystem order
    Assumptions assumptions;                      // what was used
};

// The status of `subsystem` in evaluation.subsystemStatus (Ok if absent).
Status subsystemStatusOf(const Evaluation &evaluation, Subsystem subsystem);

} // namespace np
