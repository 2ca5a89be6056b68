// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"

#include <QList>
#include <QPair>
#include <QString>

#include <optional>
#include <string>

// Catalog facts as display text: names, one-line key specs, spec tables for tooltips and the
// detail pane. Formatting only: every figure shown comes from the catalog row as stored.
namespace np
{

class BuildDocument;

std::optional<PartKind> partKindForSlot(SlotKind kind);

// Name without a leading vendor ("RTX PRO 6000 Blackwell Server Edition"), or the SKU.
QString partShortName(const PartInfo &info);
QString partShortName(const CatalogSnapshot &catalog, const std::string &sku);
QString partShortName(const BuildDocument &document, const std::string &sku);
// The short name up to its model number, and the unit after it: "RTX PRO 6000", "EPYC 9575F",
// "64 GB", "3200 W", "ConnectX-7". What a chassis slot too small for the short name shows.
QString partCompactName(const PartInfo &info);
// The slot's silk-screen label, or its id.
QString slotDisplayName(const BuildDocument &document, const std::string &slotId);

// One line of the specs that matter when choosing ("96 GB GDDR7 · 1,597 GB/s · 600 W").
QString keySpecs(const PartRef &part);
// The power the part is rated to draw (TDP or planning figure), 0 if none (PSU, chassis, model).
double ratedPowerW(const PartRef &part);
// Label/value rows of every spec, for the detail pane and tooltips.
QList<QPair<QString, QString>> specRows(const PartRef &part);
// Price as "8,565 USD (2026-04-02)" or "no price".
QString priceText(const PartInfo &info);

} // namespace np
