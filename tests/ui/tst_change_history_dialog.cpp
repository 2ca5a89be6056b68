// SPDX-License-Identifier: MIT
// A part's or a quote's history (ChangeHistoryDialog): one row per change with who, when, what and
// the fields before and after; a catalog file's store says it keeps no change log.
#include "catalog/catalog_database.h"
#include "catalog/sqlite_catalog_store.h"
#include "tests/ui/ui_fixture.h"
#include "ui/pricing/change_history_dialog.h"
#include "ui/pricing/quotes_dock.h"

#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace np;

class TestChangeHistoryDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    void oneRowPerChangeWithItsFields()
    {
        const QDateTime at(QDate(2026, 12, 5), QTime(12, 0), Qt::UTC);
        const QJsonObject first{{QStringLiteral("sku"), QStringLiteral("GPU-X")},
                                {QStringLiteral("amount"), 1200},
                                {QStringLiteral("currency"), QStringLiteral("EUR")}};
        QJsonObject second = first;
        second.insert(QStringLiteral("amount"), 1300);
        const std::vector<catalog::ChangeEntry> entries{
            {at, QStringLiteral("pia"), QStringLiteral("prices"), QStringLiteral("insert"), {}, first},
            {at.addSecs(60), QStringLiteral("pia"), QStringLiteral("prices"), QStringLiteral("update"), first,
             second},
            {at.addSecs(120),
             QStringLiteral("anna"),
             QStringLiteral("prices"),
             QStringLiteral("delete"),
             second,
             {}}};
        ChangeHistoryDialog dialog(QStringLiteral("part GPU-X"), entries);
        QCOMPARE(dialog.windowTitle(), QStringLiteral("History of part GPU-X"));
        QTableWidget *table = dialog.table();
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("pia"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("added to prices"));
        QCOMPARE(table->item(1, 2)->text(), QStringLiteral("changed in prices"));
        QCOMPARE(table->item(2, 2)->text(), QStringLiteral("removed from prices"));
        QCOMPARE(table->item(2, 1)->text(), QStringLiteral("anna"));
        // An update lists only what changed; an insert or delete the whole row.
        QCOMPARE(table->item(1, 3)->text(), QStringLiteral("amount: 1200 → 1300"));
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("amount: 1200\ncurrency: EUR\nsku: GPU-X"));
        QCOMPARE(table->item(2, 3)->text(), QStringLiteral("amount: 1300\ncurrency: EUR\nsku: GPU-X"));
        QCOMPARE(table->item(0, 0)->text(), QLocale().toString(at.toLocalTime(), QLocale::ShortFormat));
        QCOMPARE(table->accessibleName(), QStringLiteral("Changes"));
    }

    void aCatalogFileSaysItKeepsNoChangeLog()
    {
        QString error;
        auto file = CatalogDatabase::open(test::seedCatalogPath(), &error);
        QVERIFY2(file, qPrintable(error));
        SqliteCatalogStore store(file->database());
        std::vector<catalog::ChangeEntry> entries;
        QVERIFY(!store.changeHistory(QStringLiteral("NVIDIA-RTX-PRO-6000-SE"), &entries, &error));
        QVERIFY2(error.contains(QStringLiteral("the change log is kept by team catalogs")),
                 qPrintable(error));

        // The Quotes panel's History… button follows the selection.
        QuotesPanel panel;
        panel.setStore(&store);
        QPushButton *history = nullptr;
        for (QPushButton *b : panel.findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("&History…"))
                history = b;
        QVERIFY(history);
        QCOMPARE(history->isEnabled(), panel.selectedQuote().has_value());
    }
};

QTEST_MAIN(TestChangeHistoryDialog)
#include "tst_change_history_dialog.moc"
