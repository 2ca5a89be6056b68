// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"

#include <QTreeWidget>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace np
{

// The assessment's findings grouped by subsystem, weaknesses first (worst severity first), then
// strengths, each with its severity icon. Selecting a finding (or a whole subsystem) asks the
// chassis view to highlight the slots it concerns.
class FindingsView : public QTreeWidget
{
    Q_OBJECT
public:
    enum Role { SlotIdsRole = Qt::UserRole + 1, RuleRole };

    explicit FindingsView(QWidget *parent = nullptr);
    void setFindings(const std::vector<Finding> &findings);
    // Rules currently shown (for tests): "power.psu_redundancy_insufficient", ...
    [[nodiscard]] QStringList rules() const;

signals:
    void highlightRequested(const std::vector<std::string> &slotIds);

private:
    void onCurrentItemChanged(QTreeWidgetItem *current);
    std::set<int> m_collapsed;                   // subsystems the user folded, kept across re-evaluations
    std::optional<std::vector<Finding>> m_shown; // what the tree shows now
};

} // namespace np
