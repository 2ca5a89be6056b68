// SPDX-License-Identifier: MIT
#include "catalog/csv_reader.h"

namespace np::catalog
{

bool readCsv(const QByteArray &bytes, std::vector<CsvRow> &rows, int *errorLine)
{
    const QString text = QString::fromUtf8(bytes);
    int line = 1;
    CsvRow row;
    row.line = 1;
    QString cell;
    bool quoted = false;
    bool rowHasContent = false;
    int quoteStartLine = 0;

    auto endRow = [&]() {
        row.cells << cell;
        cell.clear();
        const bool blank = !rowHasContent && row.cells.size() == 1 && row.cells.first().isEmpty();
        if (!blank)
            rows.push_back(row);
        row = CsvRow();
        rowHasContent = false;
    };

    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    cell += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                cell += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && cell.isEmpty()) {
            quoted = true;
            rowHasContent = true;
            quoteStartLine = line;
        } else if (c == QLatin1Char(',')) {
            row.cells << cell;
            cell.clear();
            rowHasContent = true;
        } else if (c == QLatin1Char('\r')) {
            // CRLF: the \n ends the row
        } else if (c == QLatin1Char('\n')) {
            endRow();
            ++line;
            row.line = line;
        } else {
            cell += c;
            rowHasContent = true;
        }
    }
    if (quoted) {
        if (errorLine)
            *errorLine = quoteStartLine;
        return false;
    }
    if (rowHasContent || !cell.isEmpty())
        endRow();
    return true;
}

} // namespace np::catalog
