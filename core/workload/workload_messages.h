// SPDX-License-Identifier: MIT
#pragma once

// Private to core/workload: what a workload's result says in words, as typed messages (rule id +
// figures, core/message.h). presentation/finding_text_sharding.cpp writes the sentences; the rule
// ids are listed in docs/rules.md ("Messages").
#include "core/workload/workload_internal.h"

namespace np::detail
{

// Why the plan cannot be evaluated (PlanError), or an empty message.
Message planErrorMessage(const Plan &plan);

// How memory is split and what else shapes the figures, in reading order.
Messages shardingMessages(const Plan &plan, const Workload &workload, const MemoryState &memory);

// What memory leaves for the workload when the fixed part alone does not fit, when memory would
// allow more context than the model does, and when host RAM is short of what offload needs.
void addCapacityMessages(Messages &out, const Plan &plan, const MemoryState &memory, long long memoryContext,
                         int modelMaxContext, double hostRamGiB, const Assumptions &as);

// The workload's context is longer than the model supports.
Message contextOverModelMessage(int contextTokens, int modelMaxContext);

} // namespace np::detail
