// SPDX-License-Identifier: MIT
// The charts on the real thing: the example reference build, resolved against the shipped catalog
// and evaluated by core. Bars equal the evaluation's figures, and every chart renders for the
// reference build and for a variant with other GPUs. With NODEPLAN_CHART_DUMP_DIR set the PNGs
// are kept there (that is how the README screenshots are made).
#include "catalog/catalog_database.h"
#include "charts/chart_factory.h"
#include "charts/model_fit_chart.h"
#include "charts/power_chart.h"
#include "core/evaluator.h"
#include "presentation/build_file.h"

#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

class TstReferenceCharts : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_db;
    CatalogSnapshot m_catalog;
    Build m_build;

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(readBuildFile(QStringLiteral(NODEPLAN_SOURCE_DIR
                                              "/resources/examples/reference-8x-rtx-pro-6000.nodeplan"),
                               m_build, &error),
                 qPrintable(error));
        m_db = CatalogDatabase::open(m_dir.path() + QStringLiteral("/catalog.sqlite"), &error);
        QVERIFY2(m_db, qPrintable(error));
        m_catalog = m_db->snapshot();
    }

    void modelFitBarsEqualTheRealEvaluation()
    {
        ResolvedBuild resolved;
        QVERIFY(resolveBuild(m_build, m_catalog, resolved).empty());
        const Evaluation e = evaluate(resolved);
        QVERIFY(e.workloads.size() >= 2);
        ModelFitChart chart;
        chart.setInputs({&e, &resolved, &m_catalog});
        QCPBars *weights = chart.findPlottable<QCPBars>(ModelFitChart::weightsName());
        QCPBars *kv = chart.findPlottable<QCPBars>(ModelFitChart::kvCacheName());
        for (int i = 0; i < int(e.workloads.size()); ++i) {
            QCOMPARE((weights->data()->constBegin() + i)->value, e.workloads[size_t(i)].perGpu.weightsGiB);
            QCOMPARE((kv->data()->constBegin() + i)->value, e.workloads[size_t(i)].perGpu.kvCacheGiB);
        }
        PowerChart power;
        power.setInputs({&e, &resolved, &m_catalog});
        QCOMPARE(power.findPlottable<QCPGraph>(PowerChart::psuUsableName())->data()->constBegin()->value,
                 e.power.psuUsableW);
    }

    void everyChartRendersForTwoBuilds_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("reference") << QStringLiteral("reference");
        QTest::newRow("other-gpu") << QStringLiteral("other-gpu");
    }
    void everyChartRendersForTwoBuilds()
    {
        QFETCH(QString, variant);
        Build build = m_build;
        if (variant == QLatin1String("other-gpu")) {
            // Swap every GPU for the first other priced catalog GPU every GPU slot in use accepts.
            ResolvedBuild reference;
            QVERIFY(resolveBuild(build, m_catalog, reference).empty());
            std::string used;
            for (const PlacedPart &part : reference.parts)
                if (part.gpu)
                    used = part.gpu->info.sku;
            std::string other;
            for (const Gpu &g : m_catalog.gpus) {
                if (g.info.sku == used || !g.info.price)
                    continue;
                bool fitsAll = true;
                for (const PlacedPart &part : reference.parts)
                    if (part.gpu && part.slot)
                        fitsAll =
                            fitsAll &&
                            placementRefusal(*reference.chassis, *part.slot, m_catalog, g.info.sku).empty();
                if (fitsAll) {
                    other = g.info.sku;
                    break;
                }
            }
            if (other.empty())
                QSKIP("no other GPU fits the reference chassis");
            for (Placement &p : build.placements)
                if (m_catalog.findGpu(p.sku))
                    p.sku = other;
            build.name += " (other GPU)";
        }
        ResolvedBuild resolved;
        QVERIFY(resolveBuild(build, m_catalog, resolved).empty());
        const Evaluation e = evaluate(resolved);
        QString dir =
            QProcessEnvironment::systemEnvironment().value(QStringLiteral("NODEPLAN_CHART_DUMP_DIR"));
        if (dir.isEmpty())
            dir = m_dir.path();
        for (const QString &id : chartKindIds()) {
            const QString path =
                dir + QLatin1Char('/') + variant + QLatin1Char('-') + id + QStringLiteral(".png");
            QString error;
            QVERIFY2(exportChart(*parseChartKind(id), {&e, &resolved, &m_catalog}, path, 1000, 560, &error),
                     qPrintable(error));
            QVERIFY(QFile(path).size() > 5000);
        }
    }
};

QTEST_MAIN(TstReferenceCharts)
#include "tst_reference_charts.moc"
