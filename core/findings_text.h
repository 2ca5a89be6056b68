// SPDX-License-Identifier: MIT
#pragma once

// Private to the evaluator: a small finding builder. Findings carry figures, not sentences
// (presentation/finding_text.h writes them).
// Plain standard library (core stays free of Qt).
#include "core/evaluation.h"
#include "core/platform_steps.h"

#include <set>

#include <string>
#include <vector>

namespace np::detail
{

// The sockets that hold a CPU (the slot's socket, or the CPU's index when the slot names none).
std::set<int> populatedSockets(const PartsByKind &parts);

// "a, b, c": slot or part ids as one text argument.
std::string joinIds(const std::vector<std::string> &ids);

// A figure with its unit and meaningful precision; a count; a name or id list.
inline FindingArg quantity(const char *key, double value, FindingUnit unit, int decimals = 0)
{
    return FindingArg{key, unit, value, decimals, {}};
}
inline FindingArg count(const char *key, double value)
{
    return FindingArg{key, FindingUnit::Count, value, 0, {}};
}
inline FindingArg text(const char *key, std::string value)
{
    return FindingArg{key, FindingUnit::Text, 0, 0, std::move(value)};
}

using FindingArgs = std::vector<FindingArg>;
using U = FindingUnit;

void addFinding(Evaluation &ev, Subsystem subsystem, FindingKind kind, Severity severity, const char *rule,
                FindingArgs args, std::vector<std::string> slotIds = {});

inline void strength(Evaluation &ev, Subsystem s, const char *rule, FindingArgs args = {},
                     std::vector<std::string> slots = {})
{
    addFinding(ev, s, FindingKind::Strength, Severity::Info, rule, std::move(args), std::move(slots));
}
inline void weakness(Evaluation &ev, Subsystem s, Severity severity, const char *rule, FindingArgs args = {},
                     std::vector<std::string> slots = {})
{
    addFinding(ev, s, FindingKind::Weakness, severity, rule, std::move(args), std::move(slots));
}

} // namespace np::detail
