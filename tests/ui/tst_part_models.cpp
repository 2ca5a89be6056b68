// SPDX-License-Identifier: MIT
// The catalog browser's models: structure checked by QAbstractItemModelTester, search as you
// type, kind filter, numeric sorting and the drag payload.
#include "tests/ui/ui_fixture.h"
#include "ui/catalog_browsing/catalog_browser.h"
#include "ui/catalog_browsing/part_filter_model.h"
#include "ui/catalog_browsing/part_mime.h"
#include "ui/catalog_browsing/part_table_model.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLineEdit>
#include <QMimeData>
#include <QTableView>
#include <QtTest>

using namespace np;

class TestPartModels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateSettings(); }

    void tableModelIsConsistent()
    {
        PartTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCatalog(test::seedCatalog());
        const CatalogSnapshot &c = *test::seedCatalog();
        // Every placeable part, no chassis and no models.
        const size_t parts =
            c.gpus.size() + c.cpus.size() + c.memory.size() + c.drives.size() + c.nics.size() + c.psus.size();
        QCOMPARE(model.rowCount(), static_cast<int>(parts));
        QCOMPARE(model.columnCount(), int(PartTableModel::ColumnCount));
        QVERIFY(model.headerData(PartTableModel::PowerColumn, Qt::Horizontal)
                    .toString()
                    .contains(QStringLiteral("(W)")));
        model.setCatalog(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void rowShowsCatalogFigures()
    {
        PartTableModel model;
        model.setCatalog(test::seedCatalog());
        const int row = model.rowOf("NVIDIA-RTX-PRO-6000-SE");
        QVERIFY(row >= 0);
        const Gpu *gpu = test::seedCatalog()->findGpu("NVIDIA-RTX-PRO-6000-SE");
        QCOMPARE(model.index(row, PartTableModel::PowerColumn).data(PartTableModel::SortRole).toDouble(),
                 gpu->tdpW);
        QCOMPARE(model.index(row, PartTableModel::KindColumn).data().toString(), QStringLiteral("GPU"));
        // Key specs carry the memory size in GB as the catalog gives it (96).
        QVERIFY(model.index(row, PartTableModel::SpecsColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("96 GB")));
    }

    void filterBySearchAndKind()
    {
        PartTableModel model;
        PartFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCatalog(test::seedCatalog());
        const int all = filter.rowCount();

        filter.setSearchText(QStringLiteral("rtx pro 6000"));
        QVERIFY(filter.rowCount() >= 2); // Server Edition and Max-Q
        for (int r = 0; r < filter.rowCount(); ++r)
            QVERIFY(filter.index(r, PartTableModel::NameColumn)
                        .data()
                        .toString()
                        .contains(QStringLiteral("6000")));

        filter.setSearchText(QStringLiteral("epyc"));
        filter.setKind(PartKind::Gpu);
        QCOMPARE(filter.rowCount(), 0);
        filter.setKind(PartKind::Cpu);
        QVERIFY(filter.rowCount() > 0);
        filter.setSearchText(QString());
        filter.setKind(std::nullopt);
        QCOMPARE(filter.rowCount(), all);
    }

    void sortsPriceNumerically()
    {
        PartTableModel model;
        PartFilterModel filter;
        filter.setSourceModel(&model);
        model.setCatalog(test::seedCatalog());
        filter.setKind(PartKind::Gpu);
        filter.sort(PartTableModel::PriceColumn, Qt::AscendingOrder);
        double previous = -2;
        for (int r = 0; r < filter.rowCount(); ++r) {
            const double price =
                filter.index(r, PartTableModel::PriceColumn).data(PartTableModel::SortRole).toDouble();
            QVERIFY(price >= previous);
            previous = price;
        }
    }

    void dragCarriesTheSku()
    {
        PartTableModel model;
        model.setCatalog(test::seedCatalog());
        const int row = model.rowOf("NVIDIA-L40S");
        std::unique_ptr<QMimeData> data(model.mimeData({model.index(row, PartTableModel::NameColumn)}));
        QVERIFY(data);
        QCOMPARE(mime::sku(data.get()), std::string("NVIDIA-L40S"));
        QVERIFY(mime::sourceSlot(data.get()).empty());
        QVERIFY(model.flags(model.index(row, 0)) & Qt::ItemIsDragEnabled);
    }

    void browserSearchAsYouTypeAndDetails()
    {
        CatalogBrowser browser;
        browser.setCatalog(test::seedCatalog());
        QTest::keyClicks(browser.searchField(), QStringLiteral("L40S"));
        QCOMPARE(browser.filterModel()->rowCount(), 1);
        browser.selectSku(QStringLiteral("AMD-EPYC-9575F")); // hidden by the search: filters clear
        QCOMPARE(browser.currentSku(), std::string("AMD-EPYC-9575F"));
        QVERIFY(browser.searchField()->text().isEmpty());
        const QString details = browser.detailText();
        QVERIFY2(details.contains(QStringLiteral("Source:")), qPrintable(details));
        QVERIFY(details.contains(QStringLiteral("Price:")));
        QVERIFY(details.contains(QStringLiteral("SP5")));
    }
};

QTEST_MAIN(TestPartModels)
#include "tst_part_models.moc"
