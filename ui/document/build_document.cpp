// SPDX-License-Identifier: MIT
#include "ui/document/build_document.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace np
{

namespace
{

// Placements are kept in the chassis' slot order so saved files and the BOM are stable. Parts
// given by count (no slot) keep their order after the placed ones.
void sortPlacements(Build &build, const CatalogSnapshot &catalog)
{
    const Chassis *chassis = catalog.findChassis(build.chassisSku);
    if (!chassis)
        return;
    auto order = [chassis](const std::string &slotId) {
        const auto &all = chassis->allSlots;
        const auto it = std::find_if(all.begin(), all.end(), [&](const Slot &s) { return s.id == slotId; });
        return static_cast<size_t>(it - all.begin());
    };
    std::stable_sort(
        build.placements.begin(), build.placements.end(),
        [&](const Placement &a, const Placement &b) { return order(a.slotId) < order(b.slotId); });
}

// Every resolved part in the slot core gave it, in chassis slot order.
std::vector<Placement> pinnedPlacements(const ResolvedBuild &resolved)
{
    std::vector<Placement> pinned;
    pinned.reserve(resolved.parts.size());
    for (const PlacedPart &part : resolved.parts)
        if (const PartInfo *info = part.info())
            pinned.push_back({part.slot->id, info->sku});
    return pinned;
}

bool samePlacements(const std::vector<Placement> &a, const std::vector<Placement> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Placement &x, const Placement &y) {
        return x.slotId == y.slotId && x.sku == y.sku;
    });
}

} // namespace

BuildDocument::BuildDocument(std::shared_ptr<const CatalogSnapshot> catalog, QObject *parent)
    : QObject(parent), m_current(evaluateBuild(Build{}, std::move(catalog))),
      m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

BuildDocument::~BuildDocument() = default;

std::string BuildDocument::skuInSlot(const std::string &slotId) const
{
    for (const Placement &p : build().placements)
        if (p.slotId == slotId)
            return p.sku;
    return {};
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
    if (!build().name.empty())
        return QString::fromStdString(build().name);
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
    sortPlacements(build, catalog());
    EvaluatedBuild opened = evaluateBuild(std::move(build), sharedCatalog());
    std::vector<BuildError> problems = opened.errors();
    // Parts given by count are pinned to the slots core assigned them, so every part has a slot
    // to draw and drag; placements that did not resolve are dropped. Only a build that changes
    // by this is evaluated again (it is then a different build from the file's).
    if (opened.resolved().chassis) {
        std::vector<Placement> pinned = pinnedPlacements(opened.resolved());
        if (!samePlacements(pinned, opened.build().placements)) {
            Build pinnedBuild = opened.build();
            pinnedBuild.placements = std::move(pinned);
            opened = evaluateBuild(std::move(pinnedBuild), sharedCatalog());
        }
    }
    m_current = std::move(opened);
    m_undoStack->clear();
    setFilePath(filePath);
    emit buildReset();
    emit evaluated();
    emit modifiedChanged(false);
    return problems;
}

void BuildDocument::setCatalog(std::shared_ptr<const CatalogSnapshot> catalog)
{
    if (!catalog)
        return;
    m_current = evaluateBuild(build(), std::move(catalog));
    emit buildReset();
    emit evaluated();
}

void BuildDocument::applySlotChanges(const std::vector<SlotChange> &changes)
{
    Build next = build();
    std::vector<Placement> &placements = next.placements;
    for (const SlotChange &change : changes) {
        auto it = std::find_if(placements.begin(), placements.end(),
                               [&](const Placement &p) { return p.slotId == change.slotId; });
        if (change.sku.empty()) {
            if (it != placements.end())
                placements.erase(it);
        } else if (it != placements.end()) {
            it->sku = change.sku;
        } else {
            placements.push_back({change.slotId, change.sku});
        }
    }
    sortPlacements(next, catalog());
    reevaluate(std::move(next));
}

void BuildDocument::applyOptions(const BuildOptions &options)
{
    Build next = build();
    next.options = options;
    reevaluate(std::move(next));
}

void BuildDocument::applyProperties(const BuildProperties &properties)
{
    Build next = build();
    next.name = properties.name;
    next.customer = properties.customer;
    next.notes = properties.notes;
    reevaluate(std::move(next));
}

void BuildDocument::applyWorkloads(const std::vector<Workload> &workloads)
{
    Build next = build();
    next.workloads = workloads;
    reevaluate(std::move(next));
}

void BuildDocument::reevaluate(Build build)
{
    m_current = evaluateBuild(std::move(build), sharedCatalog());
    emit evaluated();
}

} // namespace np
