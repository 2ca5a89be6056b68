// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluated_build.h"

#include <QObject>
#include <QString>

#include <memory>
#include <string>
#include <vector>

class QUndoStack;

namespace np
{

// What File ▸ Build Properties edits: the build's own words, not its parts.
struct BuildProperties {
    std::string name;
    std::string customer;
    std::string notes;
    bool operator==(const BuildProperties &) const = default;
    [[nodiscard]] static BuildProperties of(const Build &build)
    {
        return {build.name, build.customer, build.notes};
    }
};

// One open build: the build as saved with the catalog it is resolved against and its evaluation
// (one EvaluatedBuild), its undo stack, file path and modified state. After every change it
// evaluates the new build once (pure and sub-millisecond, so synchronously) and emits
// evaluated(). Views read evaluation() and never compute a figure themselves. Only undo commands call the
// mutators below; widgets edit through the free functions in editing.h.
class BuildDocument : public QObject
{
    Q_OBJECT
public:
    explicit BuildDocument(std::shared_ptr<const CatalogSnapshot> catalog, QObject *parent = nullptr);
    ~BuildDocument() override;

    // The current build, its resolved form, resolution problems and evaluation, made together.
    [[nodiscard]] const EvaluatedBuild &evaluatedBuild() const { return m_current; }
    [[nodiscard]] const Build &build() const { return m_current.build(); }
    [[nodiscard]] const CatalogSnapshot &catalog() const { return m_current.catalog(); }
    [[nodiscard]] std::shared_ptr<const CatalogSnapshot> sharedCatalog() const
    {
        return m_current.sharedCatalog();
    }
    [[nodiscard]] const Chassis *chassis() const { return m_current.resolved().chassis; }
    [[nodiscard]] const Evaluation &evaluation() const { return m_current.evaluation(); }
    // The resolved form evaluation() was computed from (pointers into build() and catalog()).
    [[nodiscard]] const ResolvedBuild &resolved() const { return m_current.resolved(); }
    // Problems resolveBuild reported for the current build (empty when it resolves cleanly).
    [[nodiscard]] const std::vector<BuildError> &buildErrors() const { return m_current.errors(); }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undoStack; }

    // SKU placed in a slot, empty if the slot is empty.
    [[nodiscard]] std::string skuInSlot(const std::string &slotId) const;

    [[nodiscard]] QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    // "name" of the build, or the file's base name, or "Untitled".
    [[nodiscard]] QString displayName() const;
    [[nodiscard]] bool isModified() const;
    // Marks the current state as saved (the undo stack's clean index).
    void markSaved();

    // Replaces the whole build (open, new, recover): clears undo history, re-evaluates. Parts given
    // by count are pinned to the slots core assigns them, so every part has a slot to draw and
    // drag. Returns what could not be resolved (unknown SKUs, parts that do not fit their slot):
    // those placements are dropped, everything else is kept.
    std::vector<BuildError> resetBuild(Build build, const QString &filePath = {});
    // Swaps in a newer catalog snapshot (e.g. after a price import) and re-evaluates.
    void setCatalog(std::shared_ptr<const CatalogSnapshot> catalog);

    // --- Mutators for undo commands only ---------------------------------------------------
    struct SlotChange {
        std::string slotId;
        std::string sku; // empty = remove the part from the slot
    };
    void applySlotChanges(const std::vector<SlotChange> &changes);
    void applyOptions(const BuildOptions &options);
    void applyProperties(const BuildProperties &properties);
    void applyWorkloads(const std::vector<Workload> &workloads);

signals:
    // The build changed and evaluation() holds the new result.
    void evaluated();
    // The whole build or the catalog was replaced: views rebuild (chassis layout may differ).
    void buildReset();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    // Evaluates `build` against the current catalog and makes it the current build.
    void reevaluate(Build build);

    EvaluatedBuild m_current;
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;
};

} // namespace np
