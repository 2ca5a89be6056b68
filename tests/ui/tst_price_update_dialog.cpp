// SPDX-License-Identifier: MIT
// The dialog shown after File ▸ Import Price List: the same two lists as `nodeplan catalog import`.
#include "ui/price_update_dialog.h"

#include <QTableWidget>
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
};

QTEST_MAIN(TestPriceUpdateDialog)
#include "tst_price_update_dialog.moc"
