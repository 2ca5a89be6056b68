// SPDX-License-Identifier: MIT
#include "presentation/csv_cell.h"

#include <cmath>

namespace np
{

namespace
{

bool isFormulaStart(QChar c)
{
    return c == QLatin1Char('=') || c == QLatin1Char('+') || c == QLatin1Char('-') || c == QLatin1Char('@') ||
           c == QLatin1Char('\t') || c == QLatin1Char('\r');
}

bool startsLikeFormula(const QString &value)
{
    if (value.isEmpty() || !isFormulaStart(value.front()))
        return false;
    const QChar c = value.front();
    // "-12.5" or "+3" is a number, and a spreadsheet reads it as one: leave it alone.
    bool isNumber = false;
    const double number = value.toDouble(&isNumber);
    return !(isNumber && std::isfinite(number) && c != QLatin1Char('\t') && c != QLatin1Char('\r'));
}

} // namespace

QString csvCell(const QString &value)
{
    QString cell = startsLikeFormula(value) ? QLatin1Char('\'') + value : value;
    if (!cell.contains(QLatin1Char(',')) && !cell.contains(QLatin1Char('"')) &&
        !cell.contains(QLatin1Char('\n')) && !cell.contains(QLatin1Char('\r')))
        return cell;
    cell.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + cell + QLatin1Char('"');
}

QString tsvCell(const QString &value)
{
    QString cell = value;
    for (const char c : {'\t', '\r', '\n'})
        cell.replace(QLatin1Char(c), QLatin1Char(' '));
    return startsLikeFormula(cell) ? QLatin1Char('\'') + cell : cell;
}

QString csvCellValue(const QString &cell)
{
    if (cell.size() >= 2 && cell.front() == QLatin1Char('\'') && isFormulaStart(cell.at(1)))
        return cell.mid(1);
    return cell;
}

} // namespace np
