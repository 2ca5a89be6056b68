// SPDX-License-Identifier: MIT
// Build-file problems a user can act on: one line per wrong entry, called by the entry's index in
// the file (not the count-expanded placement's), with its line and column and the nearest SKUs.
#include "core/nearest_skus.h"
#include "presentation/build_errors.h"
#include "presentation/build_file.h"
#include "presentation/build_file_map.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QtTest>

using namespace np;

namespace
{

// Line 6: a GPU mistyped (SX for SE) with a count of 8; line 7: the CPUs, one letter off; line 8:
// a drive in a bay the chassis lacks; line 11: a model one digit short.
const char *const kFile = R"({
  "format": "nodeplan-build",
  "version": 1,
  "chassis": "T-SP5-8G",
  "parts": [
    {"sku": "RTX-PRO-6000-SX", "count": 8},
    {"sku": "EPYC-9575G", "count": 2},
    {"slot": "bay9", "sku": "MICRON-9550-15T36"}
  ],
  "workloads": [
    {"model": "llama-3.1-7b"}
  ]
}
)";

} // namespace

class TestBuildErrors : public QObject
{
    Q_OBJECT
private slots:
    void skuDistanceCountsTyposCaseBlind()
    {
        QCOMPARE(skuDistance("EPYC-9575G", "epyc-9575f"), std::size_t(1));           // one letter
        QCOMPARE(skuDistance("RTX-PRO-6000-ES", "RTX-PRO-6000-SE"), std::size_t(1)); // two swapped
        QCOMPARE(skuDistance("EPYC-9575", "EPYC-9575F"), std::size_t(1));            // one missing
        QCOMPARE(skuDistance("EPYC-9575G", "EPYC-9135"), std::size_t(3)); // 5→1, 7→3, G dropped
        QCOMPARE(skuDistance("", "H200-NVL"), std::size_t(8));
    }

    void nearestSkusStayNearAndKeepToTheirPool()
    {
        const CatalogSnapshot catalog = fixture::catalog();
        // "EPYC-9575G" (10 characters) allows 10 / 3 = 3 edits: EPYC-9575F at 1, EPYC-9135 at 3.
        QCOMPARE(nearestSkus(catalog, "EPYC-9575G", SkuPool::Parts),
                 (std::vector<std::string>{"EPYC-9575F", "EPYC-9135"}));
        // A chassis SKU is not offered for a part, nor a part for a model.
        QVERIFY(nearestSkus(catalog, "T-SP5-8G", SkuPool::Parts).empty());
        QCOMPARE(nearestSkus(catalog, "T-SP5-8X", SkuPool::Chassis), (std::vector<std::string>{"T-SP5-8G"}));
        // Nothing near: no guess.
        QVERIFY(nearestSkus(catalog, "QUANTUM-ACCELERATOR", SkuPool::Parts).empty());
    }

    void mapFindsEntriesAndTheirPlacements()
    {
        const BuildFileMap map = mapBuildFile(QByteArray(kFile));
        // 8 + 2 + 1 placements from three entries.
        QCOMPARE(map.entryOfPlacement, (std::vector<int>{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2}));
        QCOMPARE(map.entryCount, (std::vector<int>{8, 2, 1}));
        QCOMPARE(map.positionOf(QStringLiteral("chassis")).line, 4);
        QCOMPARE(map.positionOf(QStringLiteral("chassis")).column, 14); // after `  "chassis": `
        QCOMPARE(map.positionOf(QStringLiteral("parts[1] (EPYC-9575G)")).line, 7);
        QCOMPARE(map.positionOf(QStringLiteral("parts[1] (EPYC-9575G)")).column, 5);
        QCOMPARE(map.positionOf(QStringLiteral("workloads[0].model")).line, 11);
        QCOMPARE(map.positionOf(QStringLiteral("nothing")).line, 0);
    }

    void oneLinePerEntryWithLineAndNearestSkus()
    {
        Build build;
        QString error;
        QVERIFY2(parseBuildJson(QByteArray(kFile), build, &error), qPrintable(error));
        const CatalogSnapshot catalog = fixture::catalog();
        ResolvedBuild resolved;
        const std::vector<BuildError> errors = resolveBuild(build, catalog, resolved);
        // Core reports per placement: 8 for the GPUs (placements 0 to 7), 2 for the CPUs (8 and 9),
        // 1 for the bay, 1 for the model.
        QCOMPARE(errors.size(), std::size_t(12));
        const QStringList lines = buildErrorLines(errors, build, mapBuildFile(QByteArray(kFile)), catalog);
        // In core's order: parts in named slots first, then those given by count, in file order.
        QCOMPARE(
            lines,
            QStringList({
                QStringLiteral(
                    "line 8, column 5: parts[2] (slot bay9): chassis 'T-SP5-8G' has no slot 'bay9'"),
                QStringLiteral("line 6, column 5: parts[0] (RTX-PRO-6000-SX): unknown SKU 'RTX-PRO-6000-SX' "
                               "(every one of its 8); did you mean 'RTX-PRO-6000-SE'?"),
                QStringLiteral("line 7, column 5: parts[1] (EPYC-9575G): unknown SKU 'EPYC-9575G' (every one "
                               "of its 2); did you mean 'EPYC-9575F' or 'EPYC-9135'?"),
                // "llama-3.1-7b" (12 characters, 4 edits allowed): 70b and 8b at 1, 405b at 3.
                QStringLiteral("line 11, column 5: workloads[0].model: unknown model 'llama-3.1-7b'; did you "
                               "mean 'llama-3.1-70b', 'llama-3.1-8b' or 'llama-3.1-405b'?"),
            }));
    }

    void readingAFileGivesItsMap()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("typo.nodeplan"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kFile);
        file.close();
        Build build;
        QString error;
        BuildFileMap map;
        QVERIFY2(readBuildFile(path, build, &error, &map), qPrintable(error));
        QCOMPARE(map.entryCount, (std::vector<int>{8, 2, 1}));
        QCOMPARE(map.positionOf(QStringLiteral("parts[2]")).line, 8);
    }
};

QTEST_GUILESS_MAIN(TestBuildErrors)
#include "tst_build_errors.moc"
