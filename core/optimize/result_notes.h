// SPDX-License-Identifier: MIT
#pragma once

#include "core/optimize/optimizer.h"
#include "core/optimize/search_tables.h"

// Private to the optimizer: turns a front member into an OptimizeResult. The build is evaluated with
// the full evaluator (its figures are the ones reported), checked against the spec, and explained:
// which limit has the least room, and why the nearest cheaper variant fails.
namespace np::optimize_detail
{

OptimizeResult describeResult(const SearchTables &tables, const CandidateIndex &index);

// The note of a search stopped by its time limit: how long, and how much of the space it covered.
std::string timeLimitNote(double limitSeconds, double searchedShare);

} // namespace np::optimize_detail
