// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>
#include <vector>

namespace np
{

// Every rule id the evaluator can emit (docs/rules.md), sorted. Presentation has a sentence for
// each (tests/presentation/tst_finding_text.cpp); a new rule goes here, there and in the docs.
const std::vector<std::string_view> &findingRules();

// Every rule id of a Message (core/message.h: a workload's sharding notes and errors), sorted; each
// has a sentence too.
const std::vector<std::string_view> &messageRules();

} // namespace np
