// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/price_changes.h"

#include <QString>
#include <QStringList>

#include <vector>

// After a price-list import: which of the recently opened builds (File ▸ Open Recent) use a part
// whose price changed, so their saved totals are out of date until they are opened again.
namespace np
{

struct StaleRecentBuild {
    QString path;
    QString name;     // the build's own name, or the file name
    QStringList skus; // its parts whose price changed, in the order of `changes`
};

// Reads each build file in `paths`; files that no longer exist or do not read are skipped (the
// recent list keeps paths of deleted files). In the order of `paths`.
std::vector<StaleRecentBuild> recentBuildsUsing(const QStringList &paths,
                                                const std::vector<catalog::PartPriceChange> &changes);

} // namespace np
