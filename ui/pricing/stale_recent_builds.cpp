// SPDX-License-Identifier: MIT
#include "ui/pricing/stale_recent_builds.h"

#include "presentation/build_file.h"

#include <QFileInfo>

#include <set>
#include <string>

namespace np
{

std::vector<StaleRecentBuild> recentBuildsUsing(const QStringList &paths,
                                                const std::vector<catalog::PartPriceChange> &changes)
{
    std::vector<StaleRecentBuild> out;
    if (changes.empty())
        return out;
    for (const QString &path : paths) {
        Build build;
        QString error;
        if (!QFileInfo(path).isFile() || !readBuildFile(path, build, &error))
            continue;
        std::set<std::string> used{build.chassisSku};
        for (const Placement &p : build.placements)
            used.insert(p.sku);
        StaleRecentBuild stale;
        for (const catalog::PartPriceChange &change : changes)
            if (used.count(change.sku.toStdString()) > 0)
                stale.skus << change.sku;
        if (stale.skus.isEmpty())
            continue;
        stale.path = path;
        stale.name = build.name.empty() ? QFileInfo(path).fileName() : QString::fromStdString(build.name);
        out.push_back(std::move(stale));
    }
    return out;
}

} // namespace np
