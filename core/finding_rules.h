// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>
#include <vector>

namespace np
{

// Every rule id the evaluator can emit (docs/rules.md), sorted. Presentation has a sentence for
// each (tests/presentation/tst_finding_text.cpp); a new rule goes here, there and in the docs.
const std::vector<std::string_view> &findingRules();

} // namespace np
