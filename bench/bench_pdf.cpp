// SPDX-License-Identifier: MIT
// Exporting the reference build sheet (PDF, A4) and its BOM CSV. Target: under 2 s per sheet.
// The catalog is opened and the build evaluated once outside the timed loop; the loop times what
// File -> Export build sheet... and `nodeplan export-pdf` add on top: layout, charts, PDF writing.
#include "catalog/catalog_database.h"
#include "core/evaluated_build.h"
#include "presentation/build_file.h"
#include "report/build_sheet.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QTemporaryDir>

namespace
{

struct Reference {
    std::unique_ptr<np::CatalogDatabase> db;
    np::EvaluatedBuild evaluated;
};

Reference &reference(const QString &dir)
{
    static Reference r;
    if (!r.db) {
        QString error;
        r.db = np::CatalogDatabase::open(dir + QStringLiteral("/catalog.sqlite"), &error);
        if (!r.db)
            qFatal("catalog: %s", qPrintable(error));
        np::Build build;
        if (!np::readBuildFile(
                QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/reference-8x-rtx-pro-6000.nodeplan"),
                build, &error))
            qFatal("%s", qPrintable(error));
        r.evaluated = np::evaluateBuild(std::move(build),
                                        std::make_shared<const np::CatalogSnapshot>(r.db->snapshot()));
        if (!r.evaluated.errors().empty())
            qFatal("reference build does not resolve");
    }
    return r;
}

void BM_ExportReferenceBuildSheet(benchmark::State &state)
{
    QTemporaryDir dir;
    Reference &r = reference(dir.path());
    const np::BuildSheetInput input = np::BuildSheetInput::of(r.evaluated);
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    for (auto _ : state) {
        QString error;
        if (!np::writeBuildSheet(input, pdf, np::PaperSize::A4, &error) ||
            !np::writeBomCsv(input, np::bomCsvPathBeside(pdf), &error))
            state.SkipWithError(qPrintable(error));
    }
}
BENCHMARK(BM_ExportReferenceBuildSheet)->Unit(benchmark::kMillisecond)->MinTime(3.0);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // charts are widgets
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
