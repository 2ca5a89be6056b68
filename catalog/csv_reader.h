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

// Lines end in LF, CRLF or a lone CR (old Mac exports); empty lines are skipped. The text must be
// UTF-8. Returns false, the line in *errorLine and the reason in *problem on invalid UTF-8 or an
// unterminated quote. A cell that csvCell() neutralised ("'=SUM(A1)") reads back as written.
bool readCsv(const QByteArray &text, std::vector<CsvRow> &rows, int *errorLine, QString *problem);

} // namespace np::catalog
