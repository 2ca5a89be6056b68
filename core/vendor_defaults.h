// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/chassis.h"

// A new build starts as the vendor ships the chassis: its own PSU set in the redundancy it ships it in.
namespace np
{

// An empty build of `chassis` with the chassis' PSUs placed (psuCount x psuSku, when the catalog
// states them) and the vendor's PSU redundancy as the build's mode.
Build newBuildFor(const Chassis &chassis);

} // namespace np
