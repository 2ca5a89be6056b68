// SPDX-License-Identifier: MIT
#include "presentation/display_names.h"

#include "presentation/number_format.h"

#include <QCoreApplication>

namespace np
{

namespace
{

QString tr(const char *text)
{
    return QCoreApplication::translate("np::DisplayNames", text);
}

} // namespace

QString displayName(PartKind kind)
{
    switch (kind) {
    case PartKind::Chassis:
        return tr("Chassis");
    case PartKind::Gpu:
        return tr("GPU");
    case PartKind::Cpu:
        return tr("CPU");
    case PartKind::Memory:
        return tr("Memory");
    case PartKind::Drive:
        return tr("Drive");
    case PartKind::Nic:
        return tr("NIC");
    case PartKind::Psu:
        return tr("PSU");
    case PartKind::Model:
        return tr("Model");
    }
    return {};
}

QString displayName(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu:
        return tr("GPU slot");
    case SlotKind::CpuSocket:
        return tr("CPU socket");
    case SlotKind::Dimm:
        return tr("DIMM slot");
    case SlotKind::DriveBay:
        return tr("drive bay");
    case SlotKind::Nic:
        return tr("NIC slot");
    case SlotKind::Psu:
        return tr("PSU bay");
    }
    return {};
}

QString displayName(WorkloadMode mode)
{
    switch (mode) {
    case WorkloadMode::Inference:
        return tr("Inference");
    case WorkloadMode::FullFineTune:
        return tr("Full fine-tune");
    case WorkloadMode::Lora:
        return tr("LoRA");
    case WorkloadMode::Qlora:
        return tr("QLoRA");
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
        return tr("AdamW 8-bit");
    case Optimizer::PagedAdamW32bit:
        return tr("paged AdamW 32-bit");
    case Optimizer::Sgd:
        return QStringLiteral("SGD");
    }
    return {};
}

QString displayName(Offload offload)
{
    switch (offload) {
    case Offload::None:
        return tr("no offload");
    case Offload::Optimizer:
        return tr("optimizer states to host RAM");
    case Offload::Full:
        return tr("parameters and optimizer states to host RAM");
    }
    return {};
}

QString displayName(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm:
        return QStringLiteral("vLLM");
    case ServingEngine::VllmV0:
        return tr("vLLM V0 (before 0.8)");
    case ServingEngine::Sglang:
        return QStringLiteral("SGLang");
    }
    return {};
}

QString displayName(PipelineSchedule s)
{
    switch (s) {
    case PipelineSchedule::OneFOneB:
        return tr("1F1B");
    case PipelineSchedule::GPipe:
        return tr("GPipe");
    case PipelineSchedule::Interleaved:
        return tr("interleaved 1F1B");
    }
    return {};
}

QString displayName(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return tr("none (keep every activation)");
    case Recompute::Selective:
        return tr("selective (attention scores)");
    case Recompute::Full:
        return tr("full (gradient checkpointing)");
    }
    return {};
}

QString displayName(PsuRedundancy mode)
{
    switch (mode) {
    case PsuRedundancy::None:
        return tr("no redundancy");
    case PsuRedundancy::NPlus1:
        return tr("N+1");
    case PsuRedundancy::NPlusN:
        return tr("N+N");
    }
    return {};
}

QString displayName(InputVoltage voltage)
{
    switch (voltage) {
    case InputVoltage::LowLine:
        return tr("low line, 100–127 V");
    case InputVoltage::HighLine:
        return tr("high line, 200–240 V");
    }
    return {};
}

QString displayName(EstimateKind kind)
{
    switch (kind) {
    case EstimateKind::WeightsMemory:
        return tr("weights memory");
    case EstimateKind::KvCacheMemory:
        return tr("KV cache memory");
    case EstimateKind::KvCacheTokens:
        return tr("KV capacity in tokens");
    case EstimateKind::TrainingMemory:
        return tr("training memory");
    case EstimateKind::DecodeSpeed:
        return tr("decode speed");
    case EstimateKind::PrefillSpeed:
        return tr("prefill speed");
    case EstimateKind::TimeToFirstToken:
        return tr("time to first token");
    case EstimateKind::TimePerOutputToken:
        return tr("time per output token");
    case EstimateKind::ThroughputUnderLoad:
        return tr("throughput under load");
    case EstimateKind::TrainingSpeed:
        return tr("training speed");
    }
    return {};
}

QString displayName(BuildOption option)
{
    switch (option) {
    case BuildOption::InputVoltage:
        return tr("input voltage");
    case BuildOption::PsuRedundancy:
        return tr("PSU redundancy");
    case BuildOption::RaidLevel:
        return tr("RAID level");
    case BuildOption::XgmiLinks:
        return tr("xGMI links");
    case BuildOption::Bifurcation:
        return tr("slot bifurcation");
    case BuildOption::EnergyPrice:
        return tr("energy price");
    case BuildOption::Pue:
        return tr("PUE");
    case BuildOption::Utilization:
        return tr("utilisation");
    case BuildOption::Years:
        return tr("years of operation");
    case BuildOption::ExchangeRate:
        return tr("exchange rate");
    case BuildOption::Margin:
        return tr("margin");
    case BuildOption::Discount:
        return tr("discount");
    case BuildOption::Vat:
        return tr("VAT");
    }
    return {};
}

QString displayName(RaidLevel raid)
{
    switch (raid) {
    case RaidLevel::None:
        return tr("no RAID");
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
        return tr("no GPU link");
    case Interconnect::PcieHost:
        return tr("PCIe through the host");
    case Interconnect::PcieSwitch:
        return tr("PCIe switch");
    case Interconnect::NvlinkBridge:
        return tr("NVLink bridge");
    case Interconnect::NvlinkSwitch:
        return tr("NVSwitch");
    case Interconnect::InfinityFabric:
        return tr("Infinity Fabric mesh");
    }
    return {};
}

QString displayName(BaseboardFabric fabric)
{
    switch (fabric) {
    case BaseboardFabric::None:
        return tr("PCIe slots");
    case BaseboardFabric::NvSwitch:
        return tr("NVSwitch, all-to-all");
    case BaseboardFabric::InfinityFabricMesh:
        return tr("Infinity Fabric, full mesh");
    }
    return {};
}

QString displayName(Subsystem subsystem)
{
    switch (subsystem) {
    case Subsystem::Gpu:
        return tr("GPUs");
    case Subsystem::Interconnect:
        return tr("GPU interconnect");
    case Subsystem::Cpu:
        return tr("CPUs");
    case Subsystem::Memory:
        return tr("Host memory");
    case Subsystem::Pcie:
        return tr("PCIe");
    case Subsystem::Storage:
        return tr("Storage");
    case Subsystem::Network:
        return tr("Network");
    case Subsystem::Power:
        return tr("Power");
    case Subsystem::Cooling:
        return tr("Cooling");
    case Subsystem::Cost:
        return tr("Cost");
    case Subsystem::Workload:
        return tr("Workloads");
    }
    return {};
}

QString displayName(FindingKind kind)
{
    switch (kind) {
    case FindingKind::Strength:
        return tr("strength");
    case FindingKind::Weakness:
        return tr("weakness");
    }
    return {};
}

QString displayName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return tr("note");
    case Severity::Warning:
        return tr("warning");
    case Severity::Blocking:
        return tr("blocking");
    }
    return {};
}

QString displayName(Status status)
{
    switch (status) {
    case Status::Ok:
        return tr("ok");
    case Status::Warning:
        return tr("warning");
    case Status::Blocking:
        return tr("blocking");
    }
    return {};
}

QString displayName(GpuFormFactor form)
{
    switch (form) {
    case GpuFormFactor::PcieCard:
        return tr("PCIe card");
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
        return tr("passive");
    case Cooling::ActiveBlower:
        return tr("active blower");
    case Cooling::ActiveOpenAir:
        return tr("active open-air");
    }
    return {};
}

QString displayName(GpuLinkKind link)
{
    switch (link) {
    case GpuLinkKind::None:
        return tr("no GPU link");
    case GpuLinkKind::NvlinkBridge:
        return tr("NVLink bridge");
    case GpuLinkKind::NvlinkSwitch:
        return tr("NVLink switch");
    case GpuLinkKind::InfinityFabric:
        return tr("Infinity Fabric");
    }
    return {};
}

QString displayName(ComparedFigure figure)
{
    switch (figure) {
    case ComparedFigure::Chassis:
        return tr("Chassis");
    case ComparedFigure::Gpus:
        return tr("GPUs");
    case ComparedFigure::GpuMemoryGiB:
        return tr("GPU memory, all GPUs");
    case ComparedFigure::HostMemoryGiB:
        return tr("Host memory");
    case ComparedFigure::WallPeakW:
        return tr("Peak power at the wall");
    case ComparedFigure::PsuHeadroomW:
        return tr("PSU headroom");
    case ComparedFigure::PriceEur:
        return tr("Price to the customer");
    case ComparedFigure::UnpricedLines:
        return tr("Lines without price");
    case ComparedFigure::EurPerGbGpuMemory:
        return tr("€ per GB of GPU memory");
    case ComparedFigure::Tco3YearsEur:
        return tr("Total cost of ownership, 3 years");
    case ComparedFigure::WorstFinding:
        return tr("Worst finding");
    case ComparedFigure::WorkloadFit:
        return tr("Fit");
    case ComparedFigure::WorkloadDecodeTokensPerS:
        return tr("Decode speed per sequence");
    case ComparedFigure::WorkloadTtftMs:
        return tr("Time to first token");
    case ComparedFigure::WorkloadMaxSequences:
        return tr("Concurrent sequences");
    case ComparedFigure::SubsystemVerdict:
        return tr("Verdict");
    }
    return {};
}

QString inputFeedText(InputVoltage voltage, double volts, const NumberFormat &format)
{
    return tr("%1 V (%2)").arg(format.number(volts, 0), displayName(voltage));
}

} // namespace np
