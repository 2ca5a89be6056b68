// SPDX-License-Identifier: MIT
#pragma once

#include "core/currency.h"
#include "core/evaluation.h"

#include <QByteArray>
#include <QString>

// The Evaluation as JSON (keys documented in docs/evaluate-json.md; every key ends in its unit)
// and as a readable text assessment (`nodeplan evaluate`): key figures, then strengths and
// weaknesses per subsystem with their figures, then the workloads table.
namespace np
{

QByteArray evaluationToJson(const Evaluation &evaluation);
// Money in the text is shown in `money`'s currency (default EUR); the JSON keeps core's EUR figures.
QString evaluationToText(const Evaluation &evaluation, const CurrencyConversion &money = {});

} // namespace np
