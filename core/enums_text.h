// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/chassis.h"
#include "core/evaluation.h"
#include "core/parts.h"
#include "core/workload.h"

#include <optional>
#include <string_view>

// Stable text names of core enums, as used in build files, JSON and the CLI.
// toText gives the snake_case id; parse* returns nullopt for unknown text.
namespace np
{

std::string_view toText(PartKind);
std::string_view toText(SlotKind);
std::string_view toText(WorkloadMode);
std::string_view toText(Precision);
std::string_view toText(Optimizer);
std::string_view toText(Offload);
std::string_view toText(ServingEngine);
std::string_view toText(PipelineSchedule);
std::string_view toText(Recompute);
std::string_view toText(TrainingLoss); // "chunked", "plain"
std::string_view toText(PsuRedundancy);
std::string_view toText(PowerBasis);
std::string_view toText(InputVoltage);
std::string_view toText(RaidLevel);
std::string_view toText(Interconnect);
std::string_view toText(Subsystem);
std::string_view toText(FindingKind);
std::string_view toText(Severity);
std::string_view toText(Status);
std::string_view toText(GpuFormFactor);
std::string_view toText(Cooling);
std::string_view toText(GpuLinkKind);
std::string_view toText(FindingUnit); // "W", "GB/s", "count", "text"

std::optional<PartKind> parsePartKind(std::string_view);
std::optional<SlotKind> parseSlotKind(std::string_view);
std::optional<WorkloadMode> parseWorkloadMode(std::string_view);
std::optional<Precision> parsePrecision(std::string_view);
std::optional<Optimizer> parseOptimizer(std::string_view);
std::optional<Offload> parseOffload(std::string_view);
std::optional<ServingEngine> parseServingEngine(std::string_view);
std::optional<PipelineSchedule> parsePipelineSchedule(std::string_view);
std::optional<Recompute> parseRecompute(std::string_view);
std::optional<TrainingLoss> parseTrainingLoss(std::string_view);
std::optional<PsuRedundancy> parsePsuRedundancy(std::string_view);
std::optional<InputVoltage> parseInputVoltage(std::string_view);
std::optional<RaidLevel> parseRaidLevel(std::string_view);
std::optional<GpuFormFactor> parseGpuFormFactor(std::string_view);
std::optional<Cooling> parseCooling(std::string_view);
std::optional<GpuLinkKind> parseGpuLinkKind(std::string_view);

// Bytes per stored value for a precision (Int4: 0.5, before scale overhead).
double bytesPerValue(Precision);

} // namespace np
