// SPDX-License-Identifier: MIT
#pragma once

#include "core/procurement.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

// The procurement table as text for people and scripts: the same columns for `nodeplan
// procurement --format text|csv|json`, the view's Copy (tab-separated) and its Export CSV....
// Figures a card lacks read "not available" (CSV, text) or null (JSON), never 0; the reasons
// follow in a last column. Rows are written in the order given (rank them with core's rankBy).
namespace np
{

QStringList procurementColumnIds(); // "rank", "sku", "gpu", ..., "pareto_frontier", "not_available"

// One row's cells in column order; numbers in the C locale without grouping, so they read back.
QStringList procurementCells(const GpuProcurement &row, int rank);

QString procurementCsv(const std::vector<GpuProcurement> &rows); // every cell through csvCell
QString procurementTsv(const std::vector<GpuProcurement> &rows); // for the clipboard
QByteArray procurementJson(const std::vector<GpuProcurement> &rows, ProcurementFigure sortedBy,
                           const std::optional<ProcurementWorkload> &workload);
// Aligned text: the ranked table, the reference platform in one sentence and the reasons a card
// has a figure "not available", one line per card.
QString procurementText(const std::vector<GpuProcurement> &rows, ProcurementFigure sortedBy,
                        const std::optional<ProcurementWorkload> &workload);

// What a GPU's price buys: "price of the card", "per-GPU share of an 8-GPU baseboard (...)".
QString priceBasisText(PriceBasis basis);

// "8 x the card: its own NVLink switch or Infinity Fabric, ..." for the view and the CLI.
QString referencePlatformText();

} // namespace np
