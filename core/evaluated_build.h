// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/catalog_snapshot.h"
#include "core/evaluation.h"
#include "core/resolved_build.h"

#include <memory>
#include <vector>

// A build together with everything derived from it: the catalog it was resolved against, its
// resolved form, the problems resolution found and its evaluation. Made only by evaluateBuild(),
// so the build is resolved exactly once and every view, sheet and command reads the same result.
namespace np
{

class EvaluatedBuild
{
public:
    // An empty build against an empty catalog (its one error: no chassis given).
    EvaluatedBuild();

    [[nodiscard]] const Build &build() const { return *m_build; }
    [[nodiscard]] const CatalogSnapshot &catalog() const { return *m_catalog; }
    [[nodiscard]] const std::shared_ptr<const CatalogSnapshot> &sharedCatalog() const { return m_catalog; }
    // Points into build() and catalog().
    [[nodiscard]] const ResolvedBuild &resolved() const { return m_resolved; }
    // What resolveBuild reported (unknown SKUs, parts in the wrong slot, ...); empty when clean.
    [[nodiscard]] const std::vector<BuildError> &errors() const { return m_errors; }
    // The evaluation of what resolved; empty (only the build's name) without a known chassis.
    [[nodiscard]] const Evaluation &evaluation() const { return m_evaluation; }

private:
    friend EvaluatedBuild evaluateBuild(Build build, std::shared_ptr<const CatalogSnapshot> catalog);
    struct Unfilled {
    };
    explicit EvaluatedBuild(Unfilled) {} // evaluateBuild fills every member

    // Build and catalog are shared and immutable, so the pointers in m_resolved stay valid when
    // an EvaluatedBuild is copied or moved.
    std::shared_ptr<const Build> m_build;
    std::shared_ptr<const CatalogSnapshot> m_catalog;
    ResolvedBuild m_resolved;
    std::vector<BuildError> m_errors;
    Evaluation m_evaluation;
};

// Resolves `build` against `catalog` (an empty catalog if null) and evaluates what resolved.
EvaluatedBuild evaluateBuild(Build build, std::shared_ptr<const CatalogSnapshot> catalog);

} // namespace np
