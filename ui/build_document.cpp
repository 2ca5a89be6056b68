// SPDX-License-Identifier: MIT
#include "ui/build_document.h"

#include "core/evaluator.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace np
{

BuildDocument::BuildDocument(std::shared_ptr<const CatalogSnapshot> catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog ? std::move(catalog) : std::make_shared<const CatalogSnapshot>()),
      m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    reevaluate();
}

BuildDocument::~BuildDocument() = default;

std::string BuildDocument::skuInSlot(const std::string &slotId) const
{
    for (const Placement &p : m_build.placements)
        if (p.slotId == slotId)
            return p.sku;
    return {};
}

const PartInfo *BuildDocument::partInfo(const std::string &sku) const
{
    const CatalogSnapshot &c = *m_catalog;
    if (const auto *p = c.findGpu(sku))
        return &p->info;
    if (const auto *p = c.findCpu(sku))
        return &p->info;
    if (const auto *p = c.findMemory(sku))
        return &p->info;
    if (const auto *p = c.findDrive(sku))
        return &p->info;
    if (const auto *p = c.findNic(sku))
        return &p->info;
    if (const auto *p = c.findPsu(sku))
        return &p->info;
    if (const auto *p = c.findChassis(sku))
        return &p->info;
    if (const auto *p = c.findModel(sku))
        return &p->info;
    return nullptr;
}

void BuildDocument::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

QString BuildDocument::displayName() const
{
    if (!m_build.name.empty())
        return QString::fromStdString(m_build.name);
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).completeBaseName();
    return tr("Untitled");
}

bool BuildDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void BuildDocument::markSaved()
{
    m_undoStack->setClean();
}

std::vector<BuildError> BuildDocument::resetBuild(Build build, const QString &filePath)
{
    m_build = std::move(build);
    ResolvedBuild resolved;
    std::vector<BuildError> problems = resolveBuild(m_build, *m_catalog, resolved);
    if (resolved.chassis) {
        std::vector<Placement> pinned;
        pinned.reserve(resolved.parts.size());
        for (const PlacedPart &part : resolved.parts)
            if (const PartInfo *info = part.info())
                pinned.push_back({part.slot->id, info->sku});
        m_build.placements = std::move(pinned);
    }
    sortPlacements();
    m_undoStack->clear();
    setFilePath(filePath);
    reevaluate();
    emit buildReset();
    emit evaluated();
    emit modifiedChanged(false);
    return problems;
}

void BuildDocument::setCatalog(std::shared_ptr<const CatalogSnapshot> catalog)
{
    if (!catalog)
        return;
    m_catalog = std::move(catalog);
    reevaluate();
    emit buildReset();
    emit evaluated();
}

void BuildDocument::applySlotChanges(const std::vector<SlotChange> &changes)
{
    for (const SlotChange &change : changes) {
        auto it = std::find_if(m_build.placements.begin(), m_build.placements.end(),
                               [&](const Placement &p) { return p.slotId == change.slotId; });
        if (change.sku.empty()) {
            if (it != m_build.placements.end())
                m_build.placements.erase(it);
        } else if (it != m_build.placements.end()) {
            it->sku = change.sku;
        } else {
            m_build.placements.push_back({change.slotId, change.sku});
        }
    }
    sortPlacements();
    reevaluate();
    emit evaluated();
}

void BuildDocument::applyOptions(const BuildOptions &options)
{
    m_build.options = options;
    reevaluate();
    emit evaluated();
}

void BuildDocument::applyWorkload(int index, const Workload &workload)
{
    if (index < 0)
        return;
    if (static_cast<size_t>(index) >= m_build.workloads.size())
        m_build.workloads.resize(static_cast<size_t>(index) + 1);
    m_build.workloads[static_cast<size_t>(index)] = workload;
    reevaluate();
    emit evaluated();
}

void BuildDocument::removeWorkload(int index)
{
    if (index < 0 || static_cast<size_t>(index) >= m_build.workloads.size())
        return;
    m_build.workloads.erase(m_build.workloads.begin() + index);
    reevaluate();
    emit evaluated();
}

// Placements are kept in the chassis' slot order so saved files and the BOM are stable.
void BuildDocument::sortPlacements()
{
    m_chassis = m_catalog->findChassis(m_build.chassisSku);
    if (!m_chassis)
        return;
    auto order = [this](const std::string &slotId) {
        const auto &all = m_chassis->allSlots;
        const auto it = std::find_if(all.begin(), all.end(), [&](const Slot &s) { return s.id == slotId; });
        return static_cast<size_t>(it - all.begin());
    };
    std::stable_sort(
        m_build.placements.begin(), m_build.placements.end(),
        [&](const Placement &a, const Placement &b) { return order(a.slotId) < order(b.slotId); });
}

void BuildDocument::reevaluate()
{
    m_chassis = m_catalog->findChassis(m_build.chassisSku);
    m_buildErrors = resolveBuild(m_build, *m_catalog, m_resolved);
    if (m_resolved.chassis) {
        m_evaluation = evaluate(m_resolved);
    } else {
        // Without a known chassis there is nothing to evaluate; views show the errors instead.
        m_evaluation = Evaluation{};
        m_evaluation.buildName = m_build.name;
    }
}

} // namespace np
