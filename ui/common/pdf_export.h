// SPDX-License-Identifier: MIT
#pragma once

#include "report/build_sheet.h"

#include <QString>

class QWidget;

// The one "Export build sheet" path of the desktop app, used by the main window (current build)
// and the Quotes panel (a saved quote).
namespace np
{

// Asks for a file name (PDF; paper size from the locale) and writes the build sheet and the BOM
// CSV beside it. Reports failures in a message box. Returns the PDF path, empty if cancelled or failed.
QString exportBuildSheetWithDialog(QWidget *parent, const BuildSheetInput &input,
                                   const QString &suggestedName);

// Letter where the locale measures in US units, A4 elsewhere.
PaperSize defaultPaperSize();

} // namespace np
