// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"
#include "core/workload.h"

#include <QString>
#include <QVariant>

#include <functional>
#include <vector>

// Every field of a Workload as one row: its build-file key, the name people read, what kind of
// editor it needs, its range and the modes it applies to. The Workloads panel builds its editor
// from this table, so a new Workload field is one more row here (plus its build-file key).
namespace np
{

enum class WorkloadFieldKind {
    Model,    // a catalog model SKU (QString)
    Choice,   // one of `choices` (int value of the enum)
    Integer,  // int within [minimum, maximum]
    Fraction, // double within [minimum, maximum]
    Flag,     // bool
    Text,     // QString
    TextList, // QStringList
};

struct WorkloadFieldChoice {
    QString name;
    int value = 0;
};

struct WorkloadField {
    QString key;     // build-file key: "context_tokens"
    QString name;    // "Context"
    QString toolTip; // what the field means, in one sentence
    WorkloadFieldKind kind = WorkloadFieldKind::Integer;
    double minimum = 0; // Integer, Fraction: the build file's accepted range
    double maximum = 0;
    double step = 1;
    QString suffix;      // " tokens"
    QString specialText; // shown at `minimum` when it means "automatic" (DP 0, prompt 0)
    std::vector<WorkloadFieldChoice> choices;
    std::vector<WorkloadMode> modes;                // the modes the field applies to
    std::function<bool(const Workload &)> relevant; // extra condition (group size: INT4/INT8 only)
    std::function<QVariant(const Workload &)> get;
    std::function<void(Workload &, const QVariant &)> set;

    // Whether the field means anything for `workload` (otherwise its editor is disabled).
    [[nodiscard]] bool appliesTo(const Workload &workload) const;
};

// Every field, in the order the editor shows them.
const std::vector<WorkloadField> &workloadFields();
// The row for `key`, or nullptr.
const WorkloadField *workloadField(const QString &key);

// The word for a workload's fit verdict (core's fitStatus): "fits", "does not fit", "too few GPUs",
// "not evaluated". Never decided here: the word only names core's Status.
QString fitWord(const WorkloadResult &result);

} // namespace np
