// SPDX-License-Identifier: MIT
#pragma once

#include "core/assumptions.h"

#include <QString>

// Why an assumption has its value, in the user's language: core writes the English and marks it
// NP_TRANSLATABLE (core/translatable.h); the German lives in translations/nodeplan_de.ts. JSON keeps
// core's English.
namespace np
{

QString assumptionReason(const AssumptionInfo &assumption);
QString assumptionSource(const CommercialAssumption &assumption);

} // namespace np
