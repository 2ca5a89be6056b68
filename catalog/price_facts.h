// SPDX-License-Identifier: MIT
#pragma once

#include "core/procurement.h"

#include <QSqlDatabase>
#include <QString>

// Each part's price kind (of the price a snapshot of the same date carries) and the catalog's
// reason for a part without a price, for the procurement table (core/procurement.h).
namespace np::catalog
{

PriceFactsBySku priceFacts(const QSqlDatabase &db, const QString &asOfIsoDate = QString()); // empty = today

} // namespace np::catalog
