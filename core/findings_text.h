// SPDX-License-Identifier: MIT
#pragma once

// Private to the evaluator: number formatting for finding messages and a small finding builder.
// Plain standard library (core stays free of Qt).
#include "core/evaluation.h"
#include "core/platform_steps.h"

#include <set>

#include <initializer_list>
#include <string>
#include <vector>

namespace np::detail
{

// 1597.3 -> "1,597"; num(95.59, 1) -> "95.6". Thousands separated by commas, as in the datasheets.
std::string num(double value, int decimals = 0);

// Concatenates pieces; lets finding messages read like the sentence they produce.
std::string cat(std::initializer_list<std::string> pieces);

// The sockets that hold a CPU (the slot's socket, or the CPU's index when the slot names none).
std::set<int> populatedSockets(const PartsByKind &parts);

// "a, b, c": slot or part ids for a message.
std::string joinIds(const std::vector<std::string> &ids);

void addFinding(Evaluation &ev, Subsystem subsystem, FindingKind kind, Severity severity, const char *rule,
                std::string message, std::vector<std::string> slotIds = {});

inline void strength(Evaluation &ev, Subsystem s, const char *rule, std::string message,
                     std::vector<std::string> slots = {})
{
    addFinding(ev, s, FindingKind::Strength, Severity::Info, rule, std::move(message), std::move(slots));
}
inline void weakness(Evaluation &ev, Subsystem s, Severity severity, const char *rule, std::string message,
                     std::vector<std::string> slots = {})
{
    addFinding(ev, s, FindingKind::Weakness, severity, rule, std::move(message), std::move(slots));
}

} // namespace np::detail
