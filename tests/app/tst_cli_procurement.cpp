// SPDX-License-Identifier: MIT
// `nodeplan procurement` on the shipped seed catalog, through the real binary: every GPU ranked,
// unpriced ones "not available" with the catalog's reason, CSV and JSON agreeing, bad arguments refused.
// Every seed GPU has a price (issue 22), so the test imports one GPU whose price is on request.
#include "cli_process.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace
{

using Result = np::test::CliResult;

Result run(const QStringList &args)
{
    return np::test::runNodeplan(args);
}

// One CSV line's cells (RFC 4180: quoted cells may hold commas and doubled quotes).
QList<QByteArray> csvCells(const QByteArray &line)
{
    QList<QByteArray> cells{QByteArray()};
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"')
            cells.last() += line[++i];
        else if (c == '"')
            quoted = !quoted;
        else if (c == ',' && !quoted)
            cells.append(QByteArray());
        else
            cells.last() += c;
    }
    return cells;
}

} // namespace

class TstCliProcurement : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_catalog;

    Result procurement(QStringList args)
    {
        return run(QStringList{QStringLiteral("--catalog"), m_catalog, QStringLiteral("procurement")} + args);
    }

    QJsonArray gpusOf(const QStringList &args)
    {
        const Result r = procurement(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        if (r.code != 0)
            qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("gpus")).toArray();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalog = m_dir.filePath(QStringLiteral("catalog.sqlite")); // created from the seed on first use
        const QString part = m_dir.filePath(QStringLiteral("on-request.json"));
        QFile file(part);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"kind": "gpu", "sku": "TEST-ON-REQUEST-64G", "name": "Test accelerator 64GB",
            "source": "test", "checked_date": "2026-12-04", "memory_gb": 64,
            "memory_bandwidth_gb_per_s": 2000, "tdp_w": 300, "form_factor": "pcie",
            "no_price_reason": "sold to partners only"})");
        file.close();
        const Result imported = run({QStringLiteral("--catalog"), m_catalog, QStringLiteral("catalog"),
                                     QStringLiteral("import"), part});
        QVERIFY2(imported.code == 0, imported.err.constData());
    }

    void csvRanksEveryGpu()
    {
        const Result r = procurement({QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        const QList<QByteArray> header = lines.first().trimmed().split(',');
        QCOMPARE(header.first(), QByteArray("rank"));
        const qsizetype perGb = header.indexOf("card_eur_per_gb");
        const qsizetype notAvailable = header.indexOf("not_available");
        QVERIFY(perGb > 0 && header.contains("eur_per_fp4_tflops") && header.contains("w_per_gb") &&
                header.contains("price_kind") && header.contains("price_date") &&
                header.contains("eur_per_token_per_s"));
        // The seed catalog's 23 GPUs and the imported one: one row each (plus the header), ranked by
        // card € per GB, lowest first.
        QCOMPARE(lines.size(), 25);
        double previous = 0;
        bool reachedUnavailable = false;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> cells = csvCells(lines[i].trimmed());
            QCOMPARE(cells.size(), header.size());
            QCOMPARE(cells.first().toInt(), int(i));
            if (cells[perGb] == "not available") {
                reachedUnavailable = true;
                QVERIFY2(lines[i].contains("price: no price"), lines[i].constData());
                continue;
            }
            QVERIFY2(!reachedUnavailable, "a priced GPU ranked after an unpriced one");
            const double value = cells[perGb].toDouble();
            QVERIFY(value > 0 && value >= previous);
            previous = value;
        }
        QVERIFY(reachedUnavailable);
        QVERIFY(notAvailable == header.size() - 1);
    }

    void jsonAgreesAndNamesWhyFiguresAreMissing()
    {
        const QJsonArray gpus = gpusOf({});
        QCOMPARE(gpus.size(), 24);
        int unpriced = 0;
        for (const QJsonValue &v : gpus) {
            const QJsonObject g = v.toObject();
            if (g.value(QStringLiteral("price")).isNull()) {
                ++unpriced;
                QVERIFY(g.value(QStringLiteral("card_eur_per_gb")).isNull());
                QVERIFY(!g.value(QStringLiteral("not_available"))
                             .toObject()
                             .value(QStringLiteral("price"))
                             .toString()
                             .isEmpty());
            } else {
                const QJsonObject price = g.value(QStringLiteral("price")).toObject();
                QVERIFY(!price.value(QStringLiteral("date")).toString().isEmpty());
                const QStringList kinds{QStringLiteral("list"), QStringLiteral("street"),
                                        QStringLiteral("estimate")};
                QVERIFY(kinds.contains(price.value(QStringLiteral("kind")).toString()));
            }
            // Without a workload there is no € per token/s, and the reason says so.
            QVERIFY(g.value(QStringLiteral("eur_per_token_per_s")).isNull());
        }
        QCOMPARE(unpriced, 2); // the imported GPU and the A100 SXM4 40GB (no dated public price)
        // The RTX PRO 6000 Server Edition: card € per GB = its price in € / 96 GB; 600 W / 96 GB = 6.25 W/GB.
        for (const QJsonValue &v : gpus) {
            const QJsonObject g = v.toObject();
            if (g.value(QStringLiteral("sku")).toString() != QLatin1String("NVIDIA-RTX-PRO-6000-SE"))
                continue;
            const double eur = g.value(QStringLiteral("price_eur")).toDouble();
            QVERIFY(qFuzzyCompare(g.value(QStringLiteral("card_eur_per_gb")).toDouble(), eur / 96.0));
            QCOMPARE(g.value(QStringLiteral("w_per_gb")).toDouble(), 6.25);
        }
        // Every GPU is ranked; an SXM or OAM module at its per-GPU share of an 8-GPU baseboard, so labelled.
        for (const QJsonValue &v : gpus) {
            const QJsonObject g = v.toObject();
            const bool module = g.value(QStringLiteral("form_factor")).toString() != QLatin1String("pcie");
            QCOMPARE(g.value(QStringLiteral("price_basis")).toString(),
                     module ? QStringLiteral("baseboard_share") : QStringLiteral("card"));
        }
    }

    void workloadGivesEurPerTokenForPricedGpus()
    {
        const QJsonArray gpus =
            gpusOf({QStringLiteral("--workload"), QStringLiteral("llama-3.1-8b:inference:bf16"),
                    QStringLiteral("--sort"), QStringLiteral("eur_per_token_per_s")});
        QCOMPARE(gpus.size(), 24);
        const QJsonObject best = gpus.first().toObject();
        QVERIFY(best.value(QStringLiteral("eur_per_token_per_s")).toDouble() > 0);
        QVERIFY(best.value(QStringLiteral("reference_layout")).toString().contains(QLatin1String("TP1")));
        for (const QJsonValue &v : gpus) {
            const QJsonObject g = v.toObject();
            if (!g.value(QStringLiteral("price")).isNull())
                QVERIFY2(g.value(QStringLiteral("eur_per_token_per_s")).toDouble() > 0,
                         qPrintable(g.value(QStringLiteral("sku")).toString()));
        }
    }

    void textListsUnpricedWithTheReason()
    {
        const Result r = procurement({});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("GPUs ranked by card € per GB"));
        QVERIFY(r.out.contains("Not available (n/a):"));
        QVERIFY(r.out.contains("Test accelerator 64GB: price: no price: sold to partners only"));
    }

    void badArgumentsAreUsageErrors()
    {
        QCOMPARE(procurement({QStringLiteral("--workload"), QStringLiteral("llama-3.1-8b")}).code, 2);
        QCOMPARE(
            procurement({QStringLiteral("--workload"), QStringLiteral("llama-3.1-8b:inference:bf17")}).code,
            2);
        QCOMPARE(procurement({QStringLiteral("--sort"), QStringLiteral("eur_per_gb")}).code, 2);
        QCOMPARE(procurement({QStringLiteral("--format"), QStringLiteral("xml")}).code, 2);
        const Result unknown =
            procurement({QStringLiteral("--workload"), QStringLiteral("nope:inference:bf16")});
        QCOMPARE(unknown.code, 1);
        QVERIFY(unknown.err.contains("model 'nope' is not in the catalog"));
    }
};

QTEST_GUILESS_MAIN(TstCliProcurement)
#include "tst_cli_procurement.moc"
