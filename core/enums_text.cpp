// SPDX-License-Identifier: MIT
#include "core/enums_text.h"

#include <array>
#include <utility>

namespace np
{

namespace
{

template <typename E, std::size_t N> using Names = std::array<std::pair<E, std::string_view>, N>;

template <typename E, std::size_t N> constexpr std::string_view nameOf(const Names<E, N> &names, E value)
{
    for (const auto &[e, text] : names)
        if (e == value)
            return text;
    return "unknown";
}

template <typename E, std::size_t N>
constexpr std::optional<E> parseFrom(const Names<E, N> &names, std::string_view text)
{
    for (const auto &[e, name] : names)
        if (name == text)
            return e;
    return std::nullopt;
}

constexpr Names<PartKind, 8> kPartKinds{{{PartKind::Chassis, "chassis"},
                                         {PartKind::Gpu, "gpu"},
                                         {PartKind::Cpu, "cpu"},
                                         {PartKind::Memory, "memory"},
                                         {PartKind::Drive, "drive"},
                                         {PartKind::Nic, "nic"},
                                         {PartKind::Psu, "psu"},
                                         {PartKind::Model, "model"}}};
constexpr Names<SlotKind, 6> kSlotKinds{{{SlotKind::Gpu, "gpu"},
                                         {SlotKind::CpuSocket, "cpu"},
                                         {SlotKind::Dimm, "dimm"},
                                         {SlotKind::DriveBay, "drive"},
                                         {SlotKind::Nic, "nic"},
                                         {SlotKind::Psu, "psu"}}};
constexpr Names<WorkloadMode, 4> kModes{{{WorkloadMode::Inference, "inference"},
                                         {WorkloadMode::FullFineTune, "full_finetune"},
                                         {WorkloadMode::Lora, "lora"},
                                         {WorkloadMode::Qlora, "qlora"}}};
constexpr Names<Precision, 8> kPrecisions{{{Precision::Fp32, "fp32"},
                                           {Precision::Bf16, "bf16"},
                                           {Precision::Fp16, "fp16"},
                                           {Precision::Fp8, "fp8"},
                                           {Precision::Int8, "int8"},
                                           {Precision::Int4, "int4"},
                                           {Precision::Nf4, "nf4"},
                                           {Precision::Fp4, "fp4"}}};
constexpr Names<Optimizer, 4> kOptimizers{{{Optimizer::AdamW, "adamw"},
                                           {Optimizer::AdamW8bit, "adamw_8bit"},
                                           {Optimizer::PagedAdamW32bit, "paged_adamw_32bit"},
                                           {Optimizer::Sgd, "sgd"}}};
constexpr Names<Offload, 3> kOffloads{
    {{Offload::None, "none"}, {Offload::Optimizer, "optimizer"}, {Offload::Full, "full"}}};
constexpr Names<ServingEngine, 4> kEngines{{{ServingEngine::Vllm, "vllm"},
                                            {ServingEngine::VllmV0, "vllm_v0"},
                                            {ServingEngine::Sglang, "sglang"},
                                            {ServingEngine::TensorRtLlm, "tensorrt_llm"}}};
constexpr Names<PipelineSchedule, 3> kSchedules{{{PipelineSchedule::OneFOneB, "1f1b"},
                                                 {PipelineSchedule::GPipe, "gpipe"},
                                                 {PipelineSchedule::Interleaved, "interleaved_1f1b"}}};
constexpr Names<Recompute, 3> kRecompute{
    {{Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}}};
constexpr Names<TrainingLoss, 2> kLosses{
    {{TrainingLoss::Chunked, "chunked"}, {TrainingLoss::Plain, "plain"}}};
constexpr Names<PsuRedundancy, 3> kRedundancy{
    {{PsuRedundancy::None, "none"}, {PsuRedundancy::NPlus1, "n+1"}, {PsuRedundancy::NPlusN, "n+n"}}};
constexpr Names<PowerBasis, 2> kPowerBases{
    {{PowerBasis::OwnSum, "own_sum"}, {PowerBasis::VendorMax, "vendor_max"}}};
constexpr Names<InputVoltage, 2> kVoltages{
    {{InputVoltage::LowLine, "low_line"}, {InputVoltage::HighLine, "high_line"}}};
constexpr Names<RaidLevel, 6> kRaid{{{RaidLevel::None, "none"},
                                     {RaidLevel::Raid0, "raid0"},
                                     {RaidLevel::Raid1, "raid1"},
                                     {RaidLevel::Raid5, "raid5"},
                                     {RaidLevel::Raid6, "raid6"},
                                     {RaidLevel::Raid10, "raid10"}}};
constexpr Names<Interconnect, 6> kInterconnects{{{Interconnect::None, "none"},
                                                 {Interconnect::PcieHost, "pcie_host"},
                                                 {Interconnect::PcieSwitch, "pcie_switch"},
                                                 {Interconnect::NvlinkBridge, "nvlink_bridge"},
                                                 {Interconnect::NvlinkSwitch, "nvlink_switch"},
                                                 {Interconnect::InfinityFabric, "infinity_fabric"}}};
constexpr Names<Subsystem, 11> kSubsystems{{{Subsystem::Gpu, "gpu"},
                                            {Subsystem::Interconnect, "interconnect"},
                                            {Subsystem::Cpu, "cpu"},
                                            {Subsystem::Memory, "memory"},
                                            {Subsystem::Pcie, "pcie"},
                                            {Subsystem::Storage, "storage"},
                                            {Subsystem::Network, "network"},
                                            {Subsystem::Power, "power"},
                                            {Subsystem::Cooling, "cooling"},
                                            {Subsystem::Cost, "cost"},
                                            {Subsystem::Workload, "workload"}}};
constexpr Names<FindingKind, 2> kFindingKinds{
    {{FindingKind::Strength, "strength"}, {FindingKind::Weakness, "weakness"}}};
constexpr Names<Severity, 3> kSeverities{
    {{Severity::Info, "info"}, {Severity::Warning, "warning"}, {Severity::Blocking, "blocking"}}};
constexpr Names<Status, 3> kStatuses{
    {{Status::Ok, "ok"}, {Status::Warning, "warning"}, {Status::Blocking, "blocking"}}};
constexpr Names<GpuFormFactor, 3> kFormFactors{
    {{GpuFormFactor::PcieCard, "pcie"}, {GpuFormFactor::Sxm, "sxm"}, {GpuFormFactor::Oam, "oam"}}};
constexpr Names<Cooling, 3> kCooling{{{Cooling::Passive, "passive"},
                                      {Cooling::ActiveBlower, "active_blower"},
                                      {Cooling::ActiveOpenAir, "active_open_air"}}};
constexpr Names<GpuLinkKind, 4> kGpuLinks{{{GpuLinkKind::None, "none"},
                                           {GpuLinkKind::NvlinkBridge, "nvlink_bridge"},
                                           {GpuLinkKind::NvlinkSwitch, "nvlink_switch"},
                                           {GpuLinkKind::InfinityFabric, "infinity_fabric"}}};

// Finding units as JSON writes them: the unit symbol, or a word for the unitless kinds.
constexpr Names<FindingUnit, 30> kFindingUnits{{{FindingUnit::Text, "text"},
                                                {FindingUnit::Number, "number"},
                                                {FindingUnit::Count, "count"},
                                                {FindingUnit::Lanes, "lanes"},
                                                {FindingUnit::Percent, "%"},
                                                {FindingUnit::Factor, "x"},
                                                {FindingUnit::Watt, "W"},
                                                {FindingUnit::VoltAmpere, "VA"},
                                                {FindingUnit::Volt, "V"},
                                                {FindingUnit::Ampere, "A"},
                                                {FindingUnit::BtuPerHour, "BTU/h"},
                                                {FindingUnit::Celsius, "°C"},
                                                {FindingUnit::KilowattHour, "kWh"},
                                                {FindingUnit::Euro, "EUR"},
                                                {FindingUnit::EuroPerKwh, "EUR/kWh"},
                                                {FindingUnit::Years, "years"},
                                                {FindingUnit::MiB, "MiB"},
                                                {FindingUnit::GiB, "GiB"},
                                                {FindingUnit::MB, "MB"},
                                                {FindingUnit::GB, "GB"},
                                                {FindingUnit::TB, "TB"},
                                                {FindingUnit::GBps, "GB/s"},
                                                {FindingUnit::Gbps, "Gb/s"},
                                                {FindingUnit::MTps, "MT/s"},
                                                {FindingUnit::GHz, "GHz"},
                                                {FindingUnit::Tflops, "TFLOPS"},
                                                {FindingUnit::Tops, "TOPS"},
                                                {FindingUnit::Tokens, "tokens"},
                                                {FindingUnit::TokensPerS, "tokens/s"},
                                                {FindingUnit::Milliseconds, "ms"}}};

} // namespace

std::string_view toText(PartKind v)
{
    return nameOf(kPartKinds, v);
}
std::string_view toText(SlotKind v)
{
    return nameOf(kSlotKinds, v);
}
std::string_view toText(WorkloadMode v)
{
    return nameOf(kModes, v);
}
std::string_view toText(Precision v)
{
    return nameOf(kPrecisions, v);
}
std::string_view toText(Optimizer v)
{
    return nameOf(kOptimizers, v);
}
std::string_view toText(Offload v)
{
    return nameOf(kOffloads, v);
}
std::string_view toText(ServingEngine v)
{
    return nameOf(kEngines, v);
}
std::string_view toText(PipelineSchedule v)
{
    return nameOf(kSchedules, v);
}
std::string_view toText(Recompute v)
{
    return nameOf(kRecompute, v);
}
std::string_view toText(TrainingLoss v)
{
    return nameOf(kLosses, v);
}
std::string_view toText(PsuRedundancy v)
{
    return nameOf(kRedundancy, v);
}
std::string_view toText(PowerBasis v)
{
    return nameOf(kPowerBases, v);
}
std::string_view toText(InputVoltage v)
{
    return nameOf(kVoltages, v);
}
std::string_view toText(RaidLevel v)
{
    return nameOf(kRaid, v);
}
std::string_view toText(Interconnect v)
{
    return nameOf(kInterconnects, v);
}
std::string_view toText(Subsystem v)
{
    return nameOf(kSubsystems, v);
}
std::string_view toText(FindingKind v)
{
    return nameOf(kFindingKinds, v);
}
std::string_view toText(Severity v)
{
    return nameOf(kSeverities, v);
}
std::string_view toText(Status v)
{
    return nameOf(kStatuses, v);
}
std::string_view toText(GpuFormFactor v)
{
    return nameOf(kFormFactors, v);
}
std::string_view toText(Cooling v)
{
    return nameOf(kCooling, v);
}
std::string_view toText(GpuLinkKind v)
{
    return nameOf(kGpuLinks, v);
}

std::string_view toText(FindingUnit v)
{
    return nameOf(kFindingUnits, v);
}

std::optional<PartKind> parsePartKind(std::string_view t)
{
    return parseFrom(kPartKinds, t);
}
std::optional<SlotKind> parseSlotKind(std::string_view t)
{
    return parseFrom(kSlotKinds, t);
}
std::optional<WorkloadMode> parseWorkloadMode(std::string_view t)
{
    return parseFrom(kModes, t);
}
std::optional<Precision> parsePrecision(std::string_view t)
{
    return parseFrom(kPrecisions, t);
}
std::optional<Optimizer> parseOptimizer(std::string_view t)
{
    return parseFrom(kOptimizers, t);
}
std::optional<Offload> parseOffload(std::string_view t)
{
    return parseFrom(kOffloads, t);
}
std::optional<ServingEngine> parseServingEngine(std::string_view t)
{
    return parseFrom(kEngines, t);
}
std::optional<PipelineSchedule> parsePipelineSchedule(std::string_view t)
{
    return parseFrom(kSchedules, t);
}
std::optional<Recompute> parseRecompute(std::string_view t)
{
    return parseFrom(kRecompute, t);
}
std::optional<TrainingLoss> parseTrainingLoss(std::string_view t)
{
    return parseFrom(kLosses, t);
}
std::optional<PsuRedundancy> parsePsuRedundancy(std::string_view t)
{
    return parseFrom(kRedundancy, t);
}
std::optional<InputVoltage> parseInputVoltage(std::string_view t)
{
    return parseFrom(kVoltages, t);
}
std::optional<RaidLevel> parseRaidLevel(std::string_view t)
{
    return parseFrom(kRaid, t);
}
std::optional<GpuFormFactor> parseGpuFormFactor(std::string_view t)
{
    return parseFrom(kFormFactors, t);
}
std::optional<Cooling> parseCooling(std::string_view t)
{
    return parseFrom(kCooling, t);
}
std::optional<GpuLinkKind> parseGpuLinkKind(std::string_view t)
{
    return parseFrom(kGpuLinks, t);
}

double bytesPerValue(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return 4.0;
    case Precision::Bf16:
    case Precision::Fp16:
        return 2.0;
    case Precision::Fp8:
    case Precision::Int8:
        return 1.0;
    case Precision::Int4:
    case Precision::Nf4:
    case Precision::Fp4:
        return 0.5;
    }
    return 2.0;
}

} // namespace np
