// SPDX-License-Identifier: MIT
#pragma once

#include "core/baseboard.h"
#include "core/build.h"
#include "core/chassis.h"
#include "core/evaluation.h"
#include "core/expected_error.h"
#include "core/parts.h"
#include "core/workload.h"

#include <QString>

// The words people read for core enums, once for every view: GUI, charts, PDF and the text
// assessment. Translatable (context "np::DisplayNames"). Machine tokens for build files, JSON
// keys and CLI arguments stay in core/enums_text.h; these names are never parsed back.
namespace np
{

enum class ComparedFigure; // core/side_by_side.h: declared, so edits there rebuild only its readers

class NumberFormat;

QString displayName(PartKind kind);          // "GPU", "Memory"
QString displayName(SlotKind kind);          // "GPU slot", "drive bay"
QString displayName(WorkloadMode mode);      // "Inference", "Full fine-tune", "LoRA"
QString displayName(Precision precision);    // "BF16", "NF4"
QString displayName(Optimizer optimizer);    // "AdamW", "AdamW 8-bit"
QString displayName(Offload offload);        // "no offload", "optimizer states to host RAM"
QString displayName(ServingEngine engine);   // "vLLM", "vLLM V0 (before 0.8)", "SGLang", "TensorRT-LLM"
QString displayName(PipelineSchedule s);     // "1F1B", "GPipe", "interleaved 1F1B"
QString displayName(Recompute recompute);    // "none (keep every activation)", ...
QString displayName(TrainingLoss loss);      // "fused/chunked cross-entropy", ...
QString displayName(PsuRedundancy mode);     // "no redundancy", "N+1", "N+N"
QString displayName(InputVoltage voltage);   // "high line, 200–240 V"
QString displayName(RaidLevel raid);         // "no RAID", "RAID 10"
QString displayName(Interconnect link);      // "PCIe through the host", "NVLink bridge", "NVSwitch"
QString displayName(BaseboardFabric fabric); // "NVSwitch, all-to-all", "Infinity Fabric, full mesh"
QString displayName(Subsystem subsystem);    // "GPU interconnect", "Host memory"
QString displayName(FindingKind kind);       // "strength", "weakness"
QString displayName(Severity severity);      // "note", "warning", "blocking"
QString displayName(Status status);          // "ok", "warning", "blocking"
QString displayName(GpuFormFactor form);     // "PCIe card", "SXM", "OAM"
QString displayName(Cooling cooling);        // "passive", "active blower"
QString displayName(GpuLinkKind link);       // "NVLink bridge", "Infinity Fabric"
QString displayName(BuildOption option);     // "PSU redundancy", "energy price" (undo texts)
// A row of builds side by side, without its workload, PSU mode or subsystem: "GPU memory, all GPUs".
QString displayName(ComparedFigure figure);
QString displayName(EstimateKind kind); // "decode speed", "time to first token"

// The network fabric core names (NetworkFigures::fabric): product names stay, "RoCEv2 or InfiniBand"
// is said in the reader's language.
QString fabricName(const std::string &fabric);

// The build's feed with its line range: "230 V (high line, 200–240 V)".
QString inputFeedText(InputVoltage voltage, double volts, const NumberFormat &format);

} // namespace np
