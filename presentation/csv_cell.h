// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace np
{

// One cell of every CSV NodePlan writes (BOM, catalog export). Text a spreadsheet would run as a
// formula, i.e. starting with '=', '+', '-', '@', tab or carriage return, gets a leading single
// quote so it shows as text ("=HYPERLINK(...)" -> "'=HYPERLINK(...)"); a plain number such as
// "-12.5" stays a number. Then RFC 4180: cells holding a comma, a quote or a line break are quoted.
QString csvCell(const QString &value);

// One cell of tab-separated text for the clipboard (pasted into a spreadsheet): tabs and line
// breaks (LF, CR) become spaces so the cell stays one cell, and a formula-like start gets the same
// leading single quote as csvCell.
QString tsvCell(const QString &value);

// A cell's text read back (after RFC 4180 unquoting): the single quote csvCell put before a
// formula-like value is dropped, so an exported catalog imports unchanged.
QString csvCellValue(const QString &cell);

} // namespace np
