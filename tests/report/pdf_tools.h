// SPDX-License-Identifier: MIT
#pragma once

#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

// Poppler's command-line tools read the PDF the way a customer's viewer does: pdftotext gives the
// searchable text, pdfinfo the page count and size, pdffonts whether fonts are embedded.
namespace np::test
{

inline QString runTool(const QString &program, const QStringList &args)
{
    QProcess process;
    process.start(program, args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QStringLiteral("<%1 failed: %2>")
            .arg(program, QString::fromUtf8(process.readAllStandardError()));
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Text of the whole PDF or of one page (1-based), whitespace runs folded to one space.
inline QString pdfText(const QString &pdf, int page = 0)
{
    QStringList args;
    if (page > 0)
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l")
             << QString::number(page);
    args << pdf << QStringLiteral("-");
    return runTool(QStringLiteral("pdftotext"), args).simplified();
}

inline QString withoutSpaces(QString text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.remove(space);
}

// True if `needle` is in `text`, allowing for line breaks the layout put inside it. pdftotext
// joins a word hyphenated at a line end ("3-" / "year" -> "3year"), so hyphens are ignored too.
inline bool containsText(const QString &text, const QString &needle)
{
    if (text.contains(needle.simplified()) || withoutSpaces(text).contains(withoutSpaces(needle)))
        return true;
    return withoutSpaces(text)
        .remove(QLatin1Char('-'))
        .contains(withoutSpaces(needle).remove(QLatin1Char('-')));
}

inline int pdfPageCount(const QString &pdf)
{
    static const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    const QRegularExpressionMatch m = pages.match(runTool(QStringLiteral("pdfinfo"), {pdf}));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

inline QString pdfPageSize(const QString &pdf)
{
    static const QRegularExpression size(QStringLiteral("Page size:\\s+([0-9.]+ x [0-9.]+ pts)"));
    const QRegularExpressionMatch m = size.match(runTool(QStringLiteral("pdfinfo"), {pdf}));
    return m.hasMatch() ? m.captured(1) : QString();
}

// Font rows of pdffonts (after its two header lines).
inline QStringList pdfFontRows(const QString &pdf)
{
    QStringList rows =
        runTool(QStringLiteral("pdffonts"), {pdf}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return rows.mid(2);
}

} // namespace np::test
