// SPDX-License-Identifier: MIT
#include "ui/panels/findings_view.h"

#include "presentation/display_names.h"
#include "presentation/finding_text.h"
#include "presentation/number_format.h"
#include "ui/panels/severity_icons.h"

#include <QHeaderView>

#include <algorithm>
#include <map>

namespace np
{

namespace
{

// Weaknesses before strengths; among weaknesses the most severe first.
int rank(const Finding &f)
{
    if (f.kind == FindingKind::Strength)
        return 10;
    return 2 - static_cast<int>(f.severity);
}

QStringList toStringList(const std::vector<std::string> &ids)
{
    QStringList list;
    for (const std::string &id : ids)
        list << QString::fromStdString(id);
    return list;
}

} // namespace

FindingsView::FindingsView(QWidget *parent) : QTreeWidget(parent)
{
    setAccessibleName(tr("Findings"));
    setColumnCount(1);
    setHeaderHidden(true);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setUniformRowHeights(false);
    setIndentation(14);
    setRootIsDecorated(true);
    setAlternatingRowColors(false);
    setObjectName(QStringLiteral("findings"));
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *current) { onCurrentItemChanged(current); });
    connect(this, &QTreeWidget::itemCollapsed, this,
            [this](QTreeWidgetItem *item) { m_collapsed.insert(item->data(0, RuleRole).toInt()); });
    connect(this, &QTreeWidget::itemExpanded, this,
            [this](QTreeWidgetItem *item) { m_collapsed.erase(item->data(0, RuleRole).toInt()); });
}

void FindingsView::setFindings(const std::vector<Finding> &findings)
{
    // Most edits leave the findings as they were; rebuilding the tree would relayout and repaint it.
    if (m_shown && *m_shown == findings)
        return;
    m_shown = findings;
    const QString currentRule = currentItem() ? currentItem()->data(0, RuleRole).toString() : QString();
    QSignalBlocker blocker(this);
    clear();
    std::map<Subsystem, std::vector<const Finding *>> bySubsystem;
    for (const Finding &f : findings)
        bySubsystem[f.subsystem].push_back(&f);
    // Subsystems with the worst findings come first.
    std::vector<std::pair<Subsystem, std::vector<const Finding *>>> groups(bySubsystem.begin(),
                                                                           bySubsystem.end());
    for (auto &[subsystem, list] : groups)
        std::stable_sort(list.begin(), list.end(),
                         [](const Finding *a, const Finding *b) { return rank(*a) < rank(*b); });
    std::stable_sort(groups.begin(), groups.end(), [](const auto &a, const auto &b) {
        return rank(*a.second.front()) < rank(*b.second.front());
    });

    QTreeWidgetItem *restore = nullptr;
    for (const auto &[subsystem, list] : groups) {
        int weaknesses = 0;
        std::vector<std::string> allSlots;
        for (const Finding *f : list) {
            weaknesses += f->kind == FindingKind::Weakness ? 1 : 0;
            allSlots.insert(allSlots.end(), f->slotIds.begin(), f->slotIds.end());
        }
        const int strengths = static_cast<int>(list.size()) - weaknesses;
        auto *group = new QTreeWidgetItem(this);
        QStringList counts;
        if (weaknesses > 0)
            counts << tr("%n weakness(es)", nullptr, weaknesses);
        if (strengths > 0)
            counts << tr("%n strength(s)", nullptr, strengths);
        group->setText(0,
                       displayName(subsystem) + QStringLiteral("  —  ") + counts.join(QStringLiteral(", ")));
        group->setIcon(0, findingIcon(list.front()->kind, list.front()->severity));
        QFont bold = font();
        bold.setBold(true);
        group->setFont(0, bold);
        group->setData(0, SlotIdsRole, toStringList(allSlots));
        group->setData(0, RuleRole, static_cast<int>(subsystem));
        group->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        for (const Finding *f : list) {
            auto *item = new QTreeWidgetItem(group);
            const QString text = findingText(*f, NumberFormat::forGui());
            item->setText(0, text);
            item->setToolTip(0, text + QStringLiteral("\n\n") + QString::fromStdString(f->rule));
            item->setIcon(0, findingIcon(f->kind, f->severity));
            item->setData(0, SlotIdsRole, toStringList(f->slotIds));
            item->setData(0, RuleRole, QString::fromStdString(f->rule));
            if (!currentRule.isEmpty() && currentRule == QString::fromStdString(f->rule))
                restore = item;
        }
        group->setExpanded(m_collapsed.count(static_cast<int>(subsystem)) == 0);
    }
    if (restore)
        setCurrentItem(restore);
}

QStringList FindingsView::rules() const
{
    QStringList list;
    for (int i = 0; i < topLevelItemCount(); ++i)
        for (int j = 0; j < topLevelItem(i)->childCount(); ++j)
            list << topLevelItem(i)->child(j)->data(0, RuleRole).toString();
    return list;
}

void FindingsView::onCurrentItemChanged(QTreeWidgetItem *current)
{
    std::vector<std::string> ids;
    if (current)
        for (const QString &id : current->data(0, SlotIdsRole).toStringList())
            ids.push_back(id.toStdString());
    emit highlightRequested(ids);
}

} // namespace np
