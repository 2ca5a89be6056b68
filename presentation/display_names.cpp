// SPDX-License-Identifier: MIT
#include "presentation/display_names.h"

#include "core/side_by_side.h"
#include "presentation/number_format.h"

#include <QCoreApplication>

namespace np
{

namespace
{

// The tr() context. A class, not a free tr() helper: lupdate files a free function's tr() strings
// under its namespace ("np"), so their translations would never be found under this context.
struct DisplayNames {
    Q_DECLARE_TR_FUNCTIONS(np::DisplayNames)
};

} // namespace

QString displayName(PartKind kind)
{
    switch (kind) {
    case PartKind::Chassis:
        return DisplayNames::tr("Chassis");
    case PartKind::Gpu:
        return DisplayNames::tr("GPU");
    case PartKind::Cpu:
        return DisplayNames::tr("CPU");
    case PartKind::Memory:
        return DisplayNames::tr("Memory");
    case PartKind::Drive:
        return DisplayNames::tr("Drive");
    case PartKind::Nic:
        return DisplayNames::tr("NIC");
    case PartKind::Psu:
        return DisplayNames::tr("PSU");
    case PartKind::Model:
        return DisplayNames::tr("Model");
    }
    return {};
}

QString displayName(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu:
        return DisplayNames::tr("GPU slot");
    case SlotKind::CpuSocket:
        return DisplayNames::tr("CPU socket");
    case SlotKind::Dimm:
        return DisplayNames::tr("DIMM slot");
    case SlotKind::DriveBay:
        return DisplayNames::tr("drive bay");
    case SlotKind::Nic:
        return DisplayNames::tr("NIC slot");
    case SlotKind::Psu:
        return DisplayNames::tr("PSU bay");
    }
    return {};
}

QString displayName(WorkloadMode mode)
{
    switch (mode) {
    case WorkloadMode::Inference:
        return DisplayNames::tr("Inference");
    case WorkloadMode::FullFineTune:
        return DisplayNames::tr("Full fine-tune");
    case WorkloadMode::Lora:
        return DisplayNames::tr("LoRA");
    case WorkloadMode::Qlora:
        return DisplayNames::tr("QLoRA");
    }
    return {};
}

QString displayName(Precision precision)
{
    // Format names are the same in every language; not translated.
    switch (precision) {
    case Precision::Fp32:
        return QStringLiteral("FP32");
    case Precision::Bf16:
        return QStringLiteral("BF16");
    case Precision::Fp16:
        return QStringLiteral("FP16");
    case Precision::Fp8:
        return QStringLiteral("FP8");
    case Precision::Int8:
        return QStringLiteral("INT8");
    case Precision::Int4:
        return QStringLiteral("INT4");
    case Precision::Nf4:
        return QStringLiteral("NF4");
    case Precision::Fp4:
        return QStringLiteral("FP4");
    }
    return {};
}

QString displayName(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return QStringLiteral("AdamW");
    case Optimizer::AdamW8bit:
        return DisplayNames::tr("AdamW 8-bit");
    case Optimizer::PagedAdamW32bit:
        return DisplayNames::tr("paged AdamW 32-bit");
    case Optimizer::Sgd:
        return QStringLiteral("SGD");
    }
    return {};
}

QString displayName(Offload offload)
{
    switch (offload) {
    case Offload::None:
        return DisplayNames::tr("no offload");
    case Offload::Optimizer:
        return DisplayNames::tr("optimizer states to host RAM");
    case Offload::Full:
        return DisplayNames::tr("parameters and optimizer states to host RAM");
    }
    return {};
}

QString displayName(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm:
        return QStringLiteral("vLLM");
    case ServingEngine::VllmV0:
        return DisplayNames::tr("vLLM V0 (before 0.8)");
    case ServingEngine::Sglang:
        return QStringLiteral("SGLang");
    case ServingEngine::TensorRtLlm:
        return QStringLiteral("TensorRT-LLM");
    }
    return {};
}

QString displayName(PipelineSchedule s)
{
    switch (s) {
    case PipelineSchedule::OneFOneB:
        return DisplayNames::tr("1F1B");
    case PipelineSchedule::GPipe:
        return DisplayNames::tr("GPipe");
    case PipelineSchedule::Interleaved:
        return DisplayNames::tr("interleaved 1F1B");
    }
    return {};
}

QString displayName(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return DisplayNames::tr("none (keep every activation)");
    case Recompute::Selective:
        return DisplayNames::tr("selective (attention scores)");
    case Recompute::Full:
        return DisplayNames::tr("full (gradient checkpointing)");
    }
    return {};
}

QString displayName(TrainingLoss loss)
{
    switch (loss) {
    case TrainingLoss::Chunked:
        return DisplayNames::tr("fused/chunked cross-entropy");
    case TrainingLoss::Plain:
        return DisplayNames::tr("plain cross-entropy (Hugging Face)");
    }
    return {};
}

QString displayName(PsuRedundancy mode)
{
    switch (mode) {
    case PsuRedundancy::None:
        return DisplayNames::tr("no redundancy");
    case PsuRedundancy::NPlus1:
        return DisplayNames::tr("N+1");
    case PsuRedundancy::NPlusN:
        return DisplayNames::tr("N+N");
    }
    return {};
}

QString displayName(InputVoltage voltage)
{
    switch (voltage) {
    case InputVoltage::LowLine:
        return DisplayNames::tr("low line, 100–127 V");
    case InputVoltage::HighLine:
        return DisplayNames::tr("high line, 200–240 V");
    }
    return {};
}

QString displayName(EstimateKind kind)
{
    switch (kind) {
    case EstimateKind::WeightsMemory:
        return DisplayNames::tr("weights memory");
    case EstimateKind::KvCacheMemory:
        return DisplayNames::tr("KV cache memory");
    case EstimateKind::KvCacheTokens:
        return DisplayNames::tr("KV capacity in tokens");
    case EstimateKind::TrainingMemory:
        return DisplayNames::tr("training memory");
    case EstimateKind::DecodeSpeed:
        return DisplayNames::tr("decode speed");
    case EstimateKind::PrefillSpeed:
        return DisplayNames::tr("prefill speed");
    case EstimateKind::TimeToFirstToken:
        return DisplayNames::tr("time to first token");
    case EstimateKind::TimePerOutputToken:
        return DisplayNames::tr("time per output token");
    case EstimateKind::ThroughputUnderLoad:
        return DisplayNames::tr("throughput under load");
    case EstimateKind::TrainingSpeed:
        return DisplayNames::tr("training speed");
    case EstimateKind::TrainingMaxContext:
        return DisplayNames::tr("longest training context");
    }
    return {};
}

QString displayName(BuildOption option)
{
    switch (option) {
    case BuildOption::InputVoltage:
        return DisplayNames::tr("input voltage");
    case BuildOption::PsuRedundancy:
        return DisplayNames::tr("PSU redundancy");
    case BuildOption::RaidLevel:
        return DisplayNames::tr("RAID level");
    case BuildOption::XgmiLinks:
        return DisplayNames::tr("xGMI links");
    case BuildOption::Bifurcation:
        return DisplayNames::tr("slot bifurcation");
    case BuildOption::EnergyPrice:
        return DisplayNames::tr("energy price");
    case BuildOption::Pue:
        return DisplayNames::tr("PUE");
    case BuildOption::Utilization:
        return DisplayNames::tr("utilisation");
    case BuildOption::Years:
        return DisplayNames::tr("years of operation");
    case BuildOption::ExchangeRate:
        return DisplayNames::tr("exchange rate");
    case BuildOption::Margin:
        return DisplayNames::tr("margin");
    case BuildOption::Discount:
        return DisplayNames::tr("discount");
    case BuildOption::Vat:
        return DisplayNames::tr("VAT");
    }
    return {};
}

QString displayName(RaidLevel raid)
{
    switch (raid) {
    case RaidLevel::None:
        return DisplayNames::tr("no RAID");
    case RaidLevel::Raid0:
        return QStringLiteral("RAID 0");
    case RaidLevel::Raid1:
        return QStringLiteral("RAID 1");
    case RaidLevel::Raid5:
        return QStringLiteral("RAID 5");
    case RaidLevel::Raid6:
        return QStringLiteral("RAID 6");
    case RaidLevel::Raid10:
        return QStringLiteral("RAID 10");
    }
    return {};
}

QString displayName(Interconnect link)
{
    switch (link) {
    case Interconnect::None:
        return DisplayNames::tr("no GPU link");
    case Interconnect::PcieHost:
        return DisplayNames::tr("PCIe through the host");
    case Interconnect::PcieSwitch:
        return DisplayNames::tr("PCIe switch");
    case Interconnect::NvlinkBridge:
        return DisplayNames::tr("NVLink bridge");
    case Interconnect::NvlinkSwitch:
        return DisplayNames::tr("NVSwitch");
    case Interconnect::InfinityFabric:
        return DisplayNames::tr("Infinity Fabric mesh");
    }
    return {};
}

QString displayName(BaseboardFabric fabric)
{
    switch (fabric) {
    case BaseboardFabric::None:
        return DisplayNames::tr("PCIe slots");
    case BaseboardFabric::NvSwitch:
        return DisplayNames::tr("NVSwitch, all-to-all");
    case BaseboardFabric::InfinityFabricMesh:
        return DisplayNames::tr("Infinity Fabric, full mesh");
    }
    return {};
}

QString displayName(Subsystem subsystem)
{
    switch (subsystem) {
    case Subsystem::Gpu:
        return DisplayNames::tr("GPUs");
    case Subsystem::Interconnect:
        return DisplayNames::tr("GPU interconnect");
    case Subsystem::Cpu:
        return DisplayNames::tr("CPUs");
    case Subsystem::Memory:
        return DisplayNames::tr("Host memory");
    case Subsystem::Pcie:
        return DisplayNames::tr("PCIe");
    case Subsystem::Storage:
        return DisplayNames::tr("Storage");
    case Subsystem::Network:
        return DisplayNames::tr("Network");
    case Subsystem::Power:
        return DisplayNames::tr("Power");
    case Subsystem::Cooling:
        return DisplayNames::tr("Cooling");
    case Subsystem::Cost:
        return DisplayNames::tr("Cost");
    case Subsystem::Workload:
        return DisplayNames::tr("Workloads");
    }
    return {};
}

QString displayName(FindingKind kind)
{
    switch (kind) {
    case FindingKind::Strength:
        return DisplayNames::tr("strength");
    case FindingKind::Weakness:
        return DisplayNames::tr("weakness");
    }
    return {};
}

QString displayName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return DisplayNames::tr("note");
    case Severity::Warning:
        return DisplayNames::tr("warning");
    case Severity::Blocking:
        return DisplayNames::tr("blocking");
    }
    return {};
}

QString displayName(Status status)
{
    switch (status) {
    case Status::Ok:
        return DisplayNames::tr("ok");
    case Status::Warning:
        return DisplayNames::tr("warning");
    case Status::Blocking:
        return DisplayNames::tr("blocking");
    }
    return {};
}

QString displayName(GpuFormFactor form)
{
    switch (form) {
    case GpuFormFactor::PcieCard:
        return DisplayNames::tr("PCIe card");
    case GpuFormFactor::Sxm:
        return QStringLiteral("SXM");
    case GpuFormFactor::Oam:
        return QStringLiteral("OAM");
    }
    return {};
}

QString displayName(Cooling cooling)
{
    switch (cooling) {
    case Cooling::Passive:
        return DisplayNames::tr("passive");
    case Cooling::ActiveBlower:
        return DisplayNames::tr("active blower");
    case Cooling::ActiveOpenAir:
        return DisplayNames::tr("active open-air");
    }
    return {};
}

QString displayName(GpuLinkKind link)
{
    switch (link) {
    case GpuLinkKind::None:
        return DisplayNames::tr("no GPU link");
    case GpuLinkKind::NvlinkBridge:
        return DisplayNames::tr("NVLink bridge");
    case GpuLinkKind::NvlinkSwitch:
        return DisplayNames::tr("NVLink switch");
    case GpuLinkKind::InfinityFabric:
        return DisplayNames::tr("Infinity Fabric");
    }
    return {};
}

QString displayName(ComparedFigure figure)
{
    switch (figure) {
    case ComparedFigure::Chassis:
        return DisplayNames::tr("Chassis");
    case ComparedFigure::Gpus:
        return DisplayNames::tr("GPUs");
    case ComparedFigure::GpuMemoryGiB:
        return DisplayNames::tr("GPU memory, all GPUs");
    case ComparedFigure::HostMemoryGiB:
        return DisplayNames::tr("Host memory");
    case ComparedFigure::GpuToGpuGBps:
        return DisplayNames::tr("GPU ↔ GPU bandwidth, per direction");
    case ComparedFigure::RackUnits:
        return DisplayNames::tr("Rack units");
    case ComparedFigure::WallPeakW:
        return DisplayNames::tr("Peak power at the wall");
    case ComparedFigure::BuildsPerRack:
        return DisplayNames::tr("Builds per rack");
    case ComparedFigure::WallPerRackW:
        return DisplayNames::tr("Peak power at the wall, per rack");
    case ComparedFigure::PsuHeadroomW:
        return DisplayNames::tr("PSU headroom");
    case ComparedFigure::PriceEur:
        return DisplayNames::tr("Price to the customer");
    case ComparedFigure::UnpricedLines:
        return DisplayNames::tr("Lines without price");
    case ComparedFigure::EurPerGbGpuMemory:
        return DisplayNames::tr("€ per GB of GPU memory");
    case ComparedFigure::Tco3YearsEur:
        return DisplayNames::tr("Total cost of ownership, 3 years");
    case ComparedFigure::WorstFinding:
        return DisplayNames::tr("Worst finding");
    case ComparedFigure::WorkloadFit:
        return DisplayNames::tr("Fit");
    case ComparedFigure::WorkloadDecodeTokensPerS:
        return DisplayNames::tr("Decode speed per sequence");
    case ComparedFigure::WorkloadTtftMs:
        return DisplayNames::tr("Time to first token");
    case ComparedFigure::WorkloadMaxSequences:
        return DisplayNames::tr("Concurrent sequences");
    case ComparedFigure::WorkloadOutputTokensPerS:
        return DisplayNames::tr("Output tokens/s under load");
    case ComparedFigure::WorkloadEurPerOutputTokenPerS:
        return DisplayNames::tr("€ per output token/s");
    case ComparedFigure::WorkloadAllreduceMsPerToken:
        return DisplayNames::tr("All-reduce time per decoded token");
    case ComparedFigure::WorkloadTrainTokensPerS:
        return DisplayNames::tr("Training tokens/s");
    case ComparedFigure::WorkloadEurPerMillionTokens:
        return DisplayNames::tr("3-year cost per million tokens");
    case ComparedFigure::SubsystemVerdict:
        return DisplayNames::tr("Verdict");
    }
    return {};
}

QString inputFeedText(InputVoltage voltage, double volts, const NumberFormat &format)
{
    return DisplayNames::tr("%1 V (%2)").arg(format.number(volts, 0), displayName(voltage));
}

QString fabricName(const std::string &fabric)
{
    return fabric == "RoCEv2 or InfiniBand" ? DisplayNames::tr("RoCEv2 or InfiniBand")
                                            : QString::fromStdString(fabric);
}

} // namespace np
