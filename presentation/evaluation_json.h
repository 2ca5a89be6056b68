// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"

#include <QByteArray>
#include <QString>

// The Evaluation as JSON (keys documented in docs/evaluate-json.md; every key ends in its unit)
// and as a readable text assessment (`nodeplan evaluate`): key figures, then strengths and
// weaknesses per subsystem with their figures, then the workloads table.
namespace np
{

QByteArray evaluationToJson(const Evaluation &evaluation);
QString evaluationToText(const Evaluation &evaluation);

} // namespace np
