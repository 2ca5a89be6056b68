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

// Display title of a subsystem ("GPU interconnect", "Host memory"), shared by the text
// assessment, the GUI's findings panel and the PDF so all three group findings alike.
QString subsystemTitle(Subsystem subsystem);

} // namespace np
