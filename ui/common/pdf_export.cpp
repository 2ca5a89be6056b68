// SPDX-License-Identifier: MIT
#include "ui/common/pdf_export.h"

#include "presentation/file_names.h"

#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QStandardPaths>

namespace np
{

PaperSize defaultPaperSize()
{
    return QLocale().measurementSystem() == QLocale::ImperialUSSystem ? PaperSize::Letter : PaperSize::A4;
}

QString exportBuildSheetWithDialog(QWidget *parent, const BuildSheetInput &input,
                                   const QString &suggestedName)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = QFileDialog::getSaveFileName(
        parent, QObject::tr("Export build sheet"),
        dir + QLatin1Char('/') + fileNameFromTitle(suggestedName, QStringLiteral("build-sheet")) +
            QStringLiteral(".pdf"),
        QObject::tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return {};
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QString error;
    if (!writeBuildSheetAndBomCsv(input, path, bomCsvPathBeside(path), defaultPaperSize(), &error)) {
        QMessageBox::warning(parent, QObject::tr("Export build sheet"), error);
        return {};
    }
    return path;
}

} // namespace np
