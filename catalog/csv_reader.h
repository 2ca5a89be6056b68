// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QStringList>

#include <vector>

// A small RFC 4180 reader: comma separated, double quotes around fields that hold commas,
// quotes ("" inside) or line breaks. Each row keeps the line it starts on, for error messages.
namespace np::catalog
{

struct CsvRow {
    int line = 0; // 1-based
    QStringList cells;
};

// Empty lines are skipped. Returns false (and the line in *errorLine) on an unterminated quote.
bool readCsv(const QByteArray &text, std::vector<CsvRow> &rows, int *errorLine);

} // namespace np::catalog
