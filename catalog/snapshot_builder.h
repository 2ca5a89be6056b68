// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_rows.h"
#include "core/catalog_snapshot.h"

// Rows (catalog_rows.h) to core value types.
namespace np::catalog
{

PartInfo partInfoFromRow(const Row &row);
Gpu gpuFromRow(const Row &row);
Cpu cpuFromRow(const Row &row);
MemoryModule memoryFromRow(const Row &row);
Drive driveFromRow(const Row &row);
Nic nicFromRow(const Row &row);
Psu psuFromRow(const Row &row);
Model modelFromRow(const Row &row);
// Rows of loadAchievableRates as core values; rows naming an unknown precision or engine are skipped.
std::vector<AchievableRate> achievableRatesFromRows(const std::vector<Row> &rows);
Chassis chassisFromRows(const Row &row, const std::vector<Row> &slotRows, const std::vector<Row> &switches);

// The whole catalog with the newest price on or before asOf (ISO date) in each part.
CatalogSnapshot buildSnapshot(const QSqlDatabase &db, const QString &name, const QString &asOfIsoDate);

} // namespace np::catalog
