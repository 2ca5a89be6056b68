// SPDX-License-Identifier: MIT
// The dialog shown after File ▸ Import Price List: the same two lists as `nodeplan catalog import`.
#include "ui/pricing/price_update_dialog.h"

#include "presentation/build_file.h"

#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

class TestPriceUpdateDialog : public QObject
{
    Q_OBJECT

private slots:
    void showsChangesAndStaleQuotes()
    {
        catalog::PriceImportReport report;
        report.stats.prices = 1;
        const Price before{8565, "USD", "2026-04-01", "seed", "list"};
        const Price after{7900, "USD", "2026-11-20", "distributor", "street"};
        report.changes.push_back({QStringLiteral("NVIDIA-RTX-PRO-6000-SE"), QStringLiteral("RTX PRO 6000"),
                                  before, after, -665.0 / 8565.0 * 100.0});
        catalog::StaleQuote stale;
        stale.number = QStringLiteral("Q-2026-0001");
        stale.status = QuoteStatus::Sent;
        stale.customer = QStringLiteral("Acme");
        stale.lines.push_back({QStringLiteral("NVIDIA-RTX-PRO-6000-SE"), before, after});
        report.staleQuotes.push_back(stale);

        PriceUpdateDialog dialog(report);
        QTableWidget *changes = dialog.changesTable();
        QCOMPARE(changes->accessibleName(), QStringLiteral("Price changes"));
        QCOMPARE(changes->rowCount(), 1);
        QCOMPARE(changes->item(0, 0)->text(), QStringLiteral("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(changes->item(0, 2)->text(), QStringLiteral("USD 8,565"));
        QCOMPARE(changes->item(0, 4)->text(), QStringLiteral("USD 7,900"));
        QCOMPARE(changes->item(0, 6)->text(), QStringLiteral("-7.8 %")); // -665 / 8,565 = -7.76 %
        QTableWidget *quotes = dialog.staleQuotesTable();
        QCOMPARE(quotes->accessibleName(), QStringLiteral("Quotes now using out-of-date prices"));
        QCOMPARE(quotes->rowCount(), 1);
        QCOMPARE(quotes->item(0, 0)->text(), QStringLiteral("Q-2026-0001"));
        QCOMPARE(quotes->item(0, 2)->text(), QStringLiteral("sent"));
        QCOMPARE(quotes->item(0, 3)->text(), QStringLiteral("Acme"));
    }

    void namesRecentBuildsWhosePartsChangedPrice()
    {
        // Three recent files: one uses the re-priced GPU, one does not, one was deleted since.
        QTemporaryDir dir;
        Build uses;
        uses.name = "Lab box";
        uses.chassisSku = "AS-4125GS-TNRT";
        uses.placements = {{"gpu0", "NVIDIA-RTX-PRO-6000-SE"}, {"gpu1", "NVIDIA-RTX-PRO-6000-SE"}};
        Build other = uses;
        other.name = "L40S box";
        other.placements = {{"gpu0", "NVIDIA-L40S"}};
        const QString usesPath = dir.filePath(QStringLiteral("lab.nodeplan"));
        const QString otherPath = dir.filePath(QStringLiteral("l40s.nodeplan"));
        QString error;
        QVERIFY2(writeBuildFile(usesPath, uses, &error), qPrintable(error));
        QVERIFY2(writeBuildFile(otherPath, other, &error), qPrintable(error));
        catalog::PriceImportReport report;
        report.changes.push_back({QStringLiteral("NVIDIA-RTX-PRO-6000-SE"), QStringLiteral("RTX PRO 6000"),
                                  Price{8565, "USD", "2026-04-01", "seed", "list"},
                                  Price{7900, "USD", "2026-11-20", "d", "street"}, std::nullopt});
        const std::vector<StaleRecentBuild> stale = recentBuildsUsing(
            {usesPath, otherPath, dir.filePath(QStringLiteral("gone.nodeplan"))}, report.changes);
        QCOMPARE(stale.size(), std::size_t(1));
        QCOMPARE(stale.front().name, QStringLiteral("Lab box"));
        QCOMPARE(stale.front().skus, QStringList{QStringLiteral("NVIDIA-RTX-PRO-6000-SE")});

        PriceUpdateDialog dialog(report, stale);
        QTableWidget *builds = dialog.recentBuildsTable();
        QCOMPARE(builds->accessibleName(), QStringLiteral("Recent builds with changed part prices"));
        QCOMPARE(builds->rowCount(), 1);
        QCOMPARE(builds->item(0, 0)->text(), QStringLiteral("Lab box"));
        QCOMPARE(builds->item(0, 2)->text(), usesPath);
    }
};

QTEST_MAIN(TestPriceUpdateDialog)
#include "tst_price_update_dialog.moc"
