// SPDX-License-Identifier: MIT
#include "catalog/csv_reader.h"

#include "presentation/csv_cell.h"

namespace np::catalog
{

namespace
{

// Length of the valid UTF-8 sequence at `i`, or 0 if it is not one (stray continuation byte,
// overlong form, surrogate, beyond U+10FFFF, or cut short).
int utf8SequenceLength(const QByteArray &b, qsizetype i)
{
    const auto byte = [&](qsizetype k) { return k < b.size() ? static_cast<unsigned char>(b[k]) : 0u; };
    const unsigned c = byte(i);
    const auto cont = [&](qsizetype k) { return (byte(k) & 0xC0u) == 0x80u; };
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        return cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        const unsigned c1 = byte(i + 1);
        if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 > 0x9F)) // overlong, surrogate
            return 0;
        return cont(i + 1) && cont(i + 2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        const unsigned c1 = byte(i + 1);
        if ((c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 > 0x8F)) // overlong, beyond U+10FFFF
            return 0;
        return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    }
    return 0;
}

// The line (1-based; LF, CRLF or CR end a line) of the first byte that is not UTF-8, or 0.
int firstInvalidUtf8Line(const QByteArray &b)
{
    int line = 1;
    for (qsizetype i = 0; i < b.size();) {
        const int n = utf8SequenceLength(b, i);
        if (n == 0)
            return line;
        if (b[i] == '\n' || (b[i] == '\r' && (i + 1 >= b.size() || b[i + 1] != '\n')))
            ++line;
        i += n;
    }
    return 0;
}

} // namespace

bool readCsv(const QByteArray &bytes, std::vector<CsvRow> &rows, int *errorLine, QString *problem)
{
    // Latin-1 or Windows-1252 bytes would silently become U+FFFD: refuse them with their line.
    if (const int bad = firstInvalidUtf8Line(bytes)) {
        if (errorLine)
            *errorLine = bad;
        if (problem)
            *problem = QStringLiteral("not UTF-8 text (save the file as UTF-8)");
        return false;
    }
    const QString text = QString::fromUtf8(bytes);
    int line = 1;
    CsvRow row;
    row.line = 1;
    QString cell;
    bool quoted = false;
    bool rowHasContent = false;
    int quoteStartLine = 0;

    auto endRow = [&]() {
        row.cells << csvCellValue(cell);
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
                if (c == QLatin1Char('\n') ||
                    (c == QLatin1Char('\r') && (i + 1 >= text.size() || text.at(i + 1) != QLatin1Char('\n'))))
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
            row.cells << csvCellValue(cell);
            cell.clear();
            rowHasContent = true;
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n')) {
            // CRLF: the \n ends the row
        } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) { // LF, or a lone CR
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
        if (problem)
            *problem = QStringLiteral("malformed CSV: quote not closed");
        return false;
    }
    if (rowHasContent || !cell.isEmpty())
        endRow();
    return true;
}

} // namespace np::catalog
