// SPDX-License-Identifier: MIT
#include "core/evaluated_build.h"

#include "core/evaluator.h"

namespace np
{

EvaluatedBuild::EvaluatedBuild() : EvaluatedBuild(evaluateBuild(Build{}, nullptr)) {}

EvaluatedBuild evaluateBuild(Build build, std::shared_ptr<const CatalogSnapshot> catalog)
{
    EvaluatedBuild out{EvaluatedBuild::Unfilled{}};
    out.m_build = std::make_shared<const Build>(std::move(build));
    out.m_catalog = catalog ? std::move(catalog) : std::make_shared<const CatalogSnapshot>();
    out.m_errors = resolveBuild(*out.m_build, *out.m_catalog, out.m_resolved);
    if (out.m_resolved.chassis) {
        out.m_evaluation = evaluate(out.m_resolved);
    } else {
        // Without a known chassis there is nothing to evaluate; callers show the errors instead.
        out.m_evaluation.buildName = out.m_build->name;
    }
    return out;
}

} // namespace np
