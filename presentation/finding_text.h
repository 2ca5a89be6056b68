// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"

#include <QString>

#include <string_view>

// A finding's sentence in the reader's language. Core emits a rule id and typed figures
// (core/finding_arg.h); this writes them through a translatable template per rule, each figure
// formatted by the NumberFormat of where the text goes. Every reader (GUI, CLI text, JSON's
// "message", the PDF) calls findingText. Rule ids and their arguments: docs/rules.md.
namespace np
{

class NumberFormat;

QString findingText(const Finding &finding, const NumberFormat &format);

// A message core says beside its figures (a workload's sharding note, why it was not evaluated):
// one clause without a final full stop; empty for an empty message.
QString messageText(const Message &message, const NumberFormat &format);
// Several messages as one clause, joined by "; ".
QString messagesText(const Messages &messages, const NumberFormat &format);

// One argument as findingText shows it: "6,512 W", "95.6 %", "€12,345", or the text itself.
QString findingArgText(const FindingArg &arg, const NumberFormat &format);

// Whether findingText has a sentence for `rule` (core/finding_rules.h lists every rule core emits).
// Without one it shows the rule id and its arguments, so nothing is lost.
bool hasFindingText(std::string_view rule);

} // namespace np
