// SPDX-License-Identifier: MIT
#pragma once

#include "core/finding_arg.h"

#include <string>
#include <vector>

// A sentence core has to say that is not a finding of its own: how a workload's memory is split,
// why a workload could not be evaluated. Like a finding it is a rule id with typed figures, and
// presentation (presentation/finding_text.h, messageText) writes it in the reader's language.
// Rule ids: docs/rules.md ("Messages").
namespace np
{

struct Message {
    std::string rule; // stable id, e.g. "sharding.tp_kv_heads"; empty: no message
    std::vector<FindingArg> args;

    bool empty() const { return rule.empty(); }
    bool operator==(const Message &) const = default;
};

using Messages = std::vector<Message>;

// The rule id and figures in plain ASCII ("workload_error.tp_heads: tp=3 heads=64"), for core's own
// English notes (the optimizer's) that have no presentation layer to write a sentence.
std::string describe(const Message &message);
// Each message described, joined by "; ".
std::string describe(const Messages &messages);

} // namespace np
