// SPDX-License-Identifier: MIT
#include "presentation/build_errors.h"

#include "core/nearest_skus.h"
#include "presentation/message_limits.h"

#include <QRegularExpression>

#include <map>

namespace np
{

QString buildErrorLine(const BuildError &error)
{
    // A part id or value can be megabytes long in a hostile file: messages quote at most a line.
    return shortened(QString::fromStdString(error.field) + QStringLiteral(": ") +
                         QString::fromStdString(error.message),
                     kMaxMessageChars);
}

QStringList buildErrorLines(const std::vector<BuildError> &errors)
{
    QStringList lines;
    lines.reserve(static_cast<qsizetype>(errors.size()));
    for (const BuildError &error : errors)
        lines << buildErrorLine(error);
    return lines;
}

namespace
{

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// "; did you mean 'A', 'B' or 'C'?" for the catalog's nearest SKUs, empty when none is near.
QString didYouMean(const CatalogSnapshot &catalog, const std::string &sku, SkuPool pool)
{
    QStringList quoted;
    for (const std::string &near : nearestSkus(catalog, sku, pool))
        quoted << QLatin1Char('\'') + qs(near) + QLatin1Char('\'');
    if (quoted.isEmpty())
        return {};
    const QString last = quoted.takeLast();
    return QStringLiteral("; did you mean %1?")
        .arg(quoted.isEmpty() ? last : quoted.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last);
}

// One error as the file's reader sees it: the entry's own index, and what the catalog lacks.
struct FileError {
    QString field;
    QString message;
    int entry = -1; // parts[] entry, -1 for other fields
    QString hint;   // "; did you mean ...?"
};

FileError locate(const BuildError &error, const Build &build, const BuildFileMap &file,
                 const CatalogSnapshot &catalog)
{
    static const QRegularExpression partsField(QStringLiteral("^parts\\[(\\d+)\\](.*)$"));
    static const QRegularExpression modelField(QStringLiteral("^workloads\\[(\\d+)\\]\\.model$"));
    FileError out{qs(error.field), qs(error.message), -1, {}};
    // Core counts placements (an entry with "count": 8 is eight); the file counts entries.
    if (const auto m = partsField.match(out.field); m.hasMatch()) {
        const std::size_t placement = m.captured(1).toULongLong();
        if (placement < file.entryOfPlacement.size()) {
            out.entry = file.entryOfPlacement[placement];
            out.field = QStringLiteral("parts[%1]").arg(out.entry) + m.captured(2);
            const std::string &sku = file.entrySku[static_cast<std::size_t>(out.entry)];
            if (!catalog.find(sku))
                out.hint = didYouMean(catalog, sku, SkuPool::Parts);
        }
    } else if (out.field == QLatin1String("chassis") && !catalog.findChassis(build.chassisSku)) {
        out.hint = didYouMean(catalog, build.chassisSku, SkuPool::Chassis);
    } else if (const auto w = modelField.match(out.field); w.hasMatch()) {
        const std::size_t index = w.captured(1).toULongLong();
        if (index < build.workloads.size() && !catalog.findModel(build.workloads[index].modelSku))
            out.hint = didYouMean(catalog, build.workloads[index].modelSku, SkuPool::Models);
    }
    return out;
}

} // namespace

QStringList buildErrorLines(const std::vector<BuildError> &errors, const Build &build,
                            const BuildFileMap &file, const CatalogSnapshot &catalog)
{
    // The same problem of the same entry (every one of a mistyped SKU's count) is said once.
    std::vector<FileError> unique;
    std::map<std::pair<QString, QString>, int> times;
    for (const BuildError &error : errors) {
        FileError e = locate(error, build, file, catalog);
        if (times[{e.field, e.message}]++ == 0)
            unique.push_back(std::move(e));
    }
    QStringList lines;
    for (const FileError &e : unique) {
        const TextPosition at = file.positionOf(e.field);
        const QString where =
            at.line > 0 ? QStringLiteral("line %1, column %2: ").arg(at.line).arg(at.column) : QString();
        const int n = times[{e.field, e.message}];
        // An entry with a count reports once, saying how many of its parts the problem is.
        const int total = e.entry >= 0 ? file.entryCount[static_cast<std::size_t>(e.entry)] : 0;
        const QString howMany = n <= 1 || total <= 1 ? QString()
                                : n == total         ? QStringLiteral(" (every one of its %1)").arg(total)
                                                     : QStringLiteral(" (%1 of its %2)").arg(n).arg(total);
        lines << shortened(where + e.field + QStringLiteral(": ") + e.message + howMany + e.hint,
                           kMaxMessageChars);
    }
    return lines;
}

} // namespace np
