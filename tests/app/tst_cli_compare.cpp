// SPDX-License-Identifier: MIT
// `nodeplan compare`: the real binary on two shipped examples (text and JSON, figures matching
// `nodeplan evaluate` of each file), the three examples of issue 25 like for like (every workload
// cell a value or a reason, the new rows' figures), the workload choice, and its exits for too few or
// too many files, an unknown part and a file that cannot be read.
#include "cli_process.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace
{

using Result = np::test::CliResult;

Result run(const QStringList &args)
{
    return np::test::runNodeplan(args);
}

QString example(const char *name)
{
    return QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
}

QJsonObject rowOf(const QJsonArray &rows, const QString &figure, const QString &qualifierKey = {},
                  const QString &qualifier = {})
{
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("figure")).toString() == figure &&
            (qualifierKey.isEmpty() || row.value(qualifierKey).toString() == qualifier))
            return row;
    }
    return {};
}

} // namespace

class TestCliCompare : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_catalog;
    QString m_reference = example("reference-8x-rtx-pro-6000.nodeplan");
    QString m_nvlink = example("nvlink-bridged.nodeplan");
    QString m_hgx = example("hgx-h200-8gpu.nodeplan");
    QString m_oam = example("oam-mi300x-8gpu.nodeplan");

    QJsonObject compareJson(const QStringList &extra) const
    {
        const Result r = run(withCatalog(QStringList{QStringLiteral("compare")} + extra +
                                         QStringList{QStringLiteral("--format"), QStringLiteral("json")}));
        if (r.code != 0)
            qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }

    QStringList withCatalog(QStringList args) const
    {
        args.prepend(m_catalog);
        args.prepend(QStringLiteral("--catalog"));
        return args;
    }

    QJsonObject evaluation(const QString &file) const
    {
        const Result r = run(withCatalog(
            {QStringLiteral("evaluate"), file, QStringLiteral("--format"), QStringLiteral("json")}));
        return QJsonDocument::fromJson(r.out).object();
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(np::test::nodeplanBinary()))
            QSKIP("nodeplan binary not built");
        m_catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        const Result r = run(withCatalog({QStringLiteral("catalog"), QStringLiteral("list")}));
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void jsonCarriesEachBuildsFigures()
    {
        const Result r = run(withCatalog({QStringLiteral("compare"), m_reference, m_nvlink,
                                          QStringLiteral("--format"), QStringLiteral("json")}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        const QJsonArray builds = doc.value(QLatin1String("builds")).toArray();
        QCOMPARE(builds.size(), 2);
        QCOMPARE(builds[0].toObject().value(QLatin1String("name")).toString(),
                 QStringLiteral("Fine-tuning server (8× RTX PRO 6000 Blackwell 96GB)"));
        QCOMPARE(builds[1].toObject().value(QLatin1String("source")).toString(), m_nvlink);

        // The GPU memory row holds what `evaluate` reports for each file, at 0.1 GiB.
        const QJsonArray rows = doc.value(QLatin1String("rows")).toArray();
        const QJsonObject memory = rowOf(rows, QStringLiteral("gpu_memory_total_gib"));
        QCOMPARE(memory.value(QLatin1String("better")).toString(), QStringLiteral("higher"));
        const QJsonArray cells = memory.value(QLatin1String("cells")).toArray();
        const double a =
            evaluation(m_reference)[QLatin1String("gpu")][QLatin1String("memory_total_gib")].toDouble();
        const double b =
            evaluation(m_nvlink)[QLatin1String("gpu")][QLatin1String("memory_total_gib")].toDouble();
        QCOMPARE(cells[0].toObject().value(QLatin1String("value")).toDouble(), std::round(a * 10) / 10);
        QCOMPARE(cells[1].toObject().value(QLatin1String("value")).toDouble(), std::round(b * 10) / 10);
        // Whichever has more memory is marked best, the other worst.
        QVERIFY(a != b);
        QCOMPARE(memory.value(QLatin1String("differs")).toBool(), true);
        QCOMPARE(cells[a > b ? 0 : 1].toObject().value(QLatin1String("best")).toBool(), true);
        QCOMPARE(cells[a > b ? 1 : 0].toObject().value(QLatin1String("worst")).toBool(), true);

        // One row per PSU mode and per subsystem.
        QVERIFY(
            !rowOf(rows, QStringLiteral("psu_headroom_w"), QStringLiteral("psu_mode"), QStringLiteral("n+n"))
                 .isEmpty());
        QVERIFY(!rowOf(rows, QStringLiteral("subsystem_status"), QStringLiteral("subsystem"),
                       QStringLiteral("power"))
                     .isEmpty());
    }

    void textIsATableWithOneColumnPerBuild()
    {
        const Result r = run(withCatalog({QStringLiteral("compare"), m_reference, m_nvlink}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QString text = QString::fromUtf8(r.out);
        const QStringList lines = text.split(QLatin1Char('\n'));
        QVERIFY2(lines.first().contains(QStringLiteral("8× H200 NVL with 4-way NVLink bridges")),
                 r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("\nKey figures\n")), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("\nVerdicts\n")), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("* GPUs")), r.out.constData()); // other GPU models
        QVERIFY2(text.contains(QStringLiteral("+ best")), r.out.constData());
    }

    void sameBuildTwiceDiffersNowhere()
    {
        const Result r = run(withCatalog({QStringLiteral("compare"), m_reference, m_reference,
                                          QStringLiteral("--format"), QStringLiteral("json")}));
        QVERIFY2(r.code == 0, r.err.constData());
        for (const QJsonValue &row : QJsonDocument::fromJson(r.out)[QLatin1String("rows")].toArray()) {
            QCOMPARE(row[QLatin1String("differs")].toBool(), false);
            QCOMPARE(row[QLatin1String("ranked")].toBool(), false);
        }
    }

    void fileCountOutsideTwoToFourIsAUsageError()
    {
        Result r = run(withCatalog({QStringLiteral("compare"), m_reference}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("nodeplan: compare takes 2 to 4 build files, not 1\n"), r.err.constData());
        r = run(withCatalog(
            {QStringLiteral("compare"), m_reference, m_reference, m_reference, m_reference, m_reference}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("nodeplan: compare takes 2 to 4 build files, not 5\n"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void unknownPartNamesFileAndField()
    {
        QFile source(m_reference);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray text = source.readAll();
        text.replace("AMD-EPYC-9575F", "NO-SUCH-CPU");
        const QString bad = m_dir.filePath(QStringLiteral("bad.nodeplan"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        const Result r = run(withCatalog({QStringLiteral("compare"), m_reference, bad}));
        QCOMPARE(r.code, 1);
        QVERIFY2(
            r.err.startsWith(
                // The CPU entry is the file's second (parts[1], line 9), given with "count": 2: one line.
                QStringLiteral("nodeplan: %1: line 9, column 5: parts[1] (NO-SUCH-CPU): unknown SKU "
                               "'NO-SUCH-CPU' (every one of its 2)\n")
                    .arg(bad)
                    .toUtf8()),
            r.err.constData());
        QVERIFY2(r.err.contains("NO-SUCH-CPU"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void threeExamplesRunEveryWorkloadLikeForLike()
    {
        const QJsonObject doc = compareJson({m_reference, m_hgx, m_oam});
        const QJsonArray workloads = doc[QLatin1String("workloads")].toArray();
        // The union by what the workloads are: the reference's six, the HGX box's 405B FP8 and 70B BF16
        // inference (its LoRA run is the reference's: same model, mode, formats, context, batch), and the
        // MI300X box's three, which are the HGX box's under other labels: 6 + 2 = 8.
        QCOMPARE(workloads.size(), 8);
        int workloadCells = 0;
        for (const QJsonValue &v : doc[QLatin1String("rows")].toArray()) {
            const QJsonObject row = v.toObject();
            if (!row.contains(QLatin1String("workload_index")))
                continue;
            for (const QJsonValue &c : row[QLatin1String("cells")].toArray()) {
                ++workloadCells;
                const QJsonObject cell = c.toObject();
                // A value, or a reason other than "does not apply".
                QVERIFY2(cell[QLatin1String("available")].toBool() ||
                             (cell.contains(QLatin1String("reason")) &&
                              cell[QLatin1String("reason")].toString() != QLatin1String("not_applicable")),
                         qPrintable(row[QLatin1String("workload")].toString()));
                // Never ranked without a figure.
                QVERIFY(cell[QLatin1String("available")].toBool() || !cell[QLatin1String("best")].toBool());
            }
        }
        QVERIFY(workloadCells >= 3 * 8 * 3);
        // Each fit cell names the TP the build runs the workload at.
        for (const QJsonValue &v : doc[QLatin1String("rows")].toArray())
            if (v[QLatin1String("figure")].toString() == QLatin1String("workload_fit_status"))
                for (const QJsonValue &c : v[QLatin1String("cells")].toArray())
                    QVERIFY(c[QLatin1String("tensor_parallel")].toInt() >= 1);
    }

    void newRowsHoldTheirFigures()
    {
        const QJsonObject doc = compareJson({m_reference, m_hgx, m_oam});
        const QJsonArray rows = doc[QLatin1String("rows")].toArray();
        const auto cell = [&](const QString &figure, int build, int workload = -1) {
            for (const QJsonValue &v : rows)
                if (v[QLatin1String("figure")].toString() == figure &&
                    (workload < 0 || v[QLatin1String("workload_index")].toInt(-1) == workload))
                    return v[QLatin1String("cells")].toArray()[build].toObject();
            return QJsonObject();
        };
        const auto value = [](const QJsonObject &c) { return c[QLatin1String("value")].toDouble(); };
        const QJsonObject ref = evaluation(m_reference);
        // The rack: 42U, 40 kW (core/rack_assumptions.h).
        QCOMPARE(doc[QLatin1String("rack")][QLatin1String("rack_units_per_rack")].toDouble(), 42.0);
        QCOMPARE(doc[QLatin1String("rack")][QLatin1String("rack_power_budget_kw")].toDouble(), 40.0);
        // The reference chassis is 4U; builds per rack = min(42 / 4 = 10, floor(40,000 W / its wall peak)),
        // per rack that many times the wall peak.
        QCOMPARE(value(cell(QStringLiteral("rack_units"), 0)), 4.0);
        const double wall = ref[QLatin1String("power")][QLatin1String("wall_w")].toDouble();
        const double perRack = std::min(10.0, std::floor(40000.0 / wall));
        QCOMPARE(value(cell(QStringLiteral("builds_per_rack"), 0)), perRack);
        QCOMPARE(value(cell(QStringLiteral("wall_peak_per_rack_w"), 0)), std::round(perRack * wall));
        // GPU to GPU: what `evaluate` reports for the reference box, at 0.1 GB/s.
        QCOMPARE(value(cell(QStringLiteral("gpu_to_gpu_gbps"), 0)),
                 std::round(ref[QLatin1String("gpu")][QLatin1String("p2p_gb_per_s")].toDouble() * 10) / 10);

        // Workload 0 (the reference's 70B FP16 chat): € per output token/s = price / output tokens/s
        // and 3-year cost per million tokens = TCO / (tokens/s x 3 x 8,760 h x 3,600 s x 0.70) x 10^6,
        // both from this comparison's own rows (at their 0.01 € and 0.1 tok/s precision).
        for (int b = 0; b < 3; ++b) {
            const QJsonObject price = cell(QStringLiteral("price_eur"), b);
            const QJsonObject tokens = cell(QStringLiteral("workload_output_tokens_per_s_under_load"), b, 0);
            const QJsonObject perToken = cell(QStringLiteral("workload_eur_per_output_token_per_s"), b, 0);
            const QJsonObject perMillion =
                cell(QStringLiteral("workload_3_year_eur_per_million_tokens"), b, 0);
            QVERIFY(tokens[QLatin1String("available")].toBool());
            QVERIFY(value(cell(QStringLiteral("workload_allreduce_ms_per_token"), b, 0)) >= 0);
            if (!price[QLatin1String("available")].toBool()) {
                // Lines on request: not computed, and said why.
                QCOMPARE(perToken[QLatin1String("reason")].toString(), QStringLiteral("unpriced_lines"));
                QVERIFY(perToken[QLatin1String("unpriced_lines")].toInt() > 0);
                QVERIFY(!perToken[QLatin1String("best")].toBool() &&
                        !perToken[QLatin1String("worst")].toBool());
                continue;
            }
            // The JSON's price (to 1 €) and tokens (to 0.1 tok/s) are rounded: agree to 0.1 %.
            const double expectedPerToken = value(price) / value(tokens);
            QVERIFY2(qAbs(value(perToken) - expectedPerToken) <= 0.001 * expectedPerToken + 0.01,
                     qPrintable(QString::number(expectedPerToken)));
            const double tco = value(cell(QStringLiteral("tco_3_years_eur"), b));
            const double expectedPerMillion = tco / (value(tokens) * 3 * 8760 * 3600 * 0.70) * 1e6;
            QVERIFY2(qAbs(value(perMillion) - expectedPerMillion) <= 0.001 * expectedPerMillion + 0.01,
                     qPrintable(QString::number(expectedPerMillion)));
        }
    }

    void textShowsReasonsTpAndTheRack()
    {
        const Result r = run(withCatalog({QStringLiteral("compare"), m_reference, m_hgx, m_oam}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QStringLiteral("fits at TP")), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("Output tokens/s under load")), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("3-year cost per million tokens")), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("GPU ↔ GPU bandwidth, per direction")), r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("Per rack: a rack of 42U and 40 kW")), r.out.constData());
        QVERIFY2(!text.contains(QStringLiteral("incomplete")), r.out.constData());
    }

    void workloadsChosenOnce()
    {
        // Build 1's six workloads applied to all.
        QCOMPARE(compareJson({m_reference, m_hgx, QStringLiteral("--workloads"),
                              QStringLiteral("1")})[QLatin1String("workloads")]
                     .toArray()
                     .size(),
                 6);
        // Those of a build file: the MI300X example's three.
        QCOMPARE(compareJson(
                     {m_reference, m_hgx, QStringLiteral("--workloads"), m_oam})[QLatin1String("workloads")]
                     .toArray()
                     .size(),
                 3);
        Result r = run(withCatalog({QStringLiteral("compare"), m_reference, m_hgx,
                                    QStringLiteral("--workloads"), QStringLiteral("3")}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("nodeplan: --workloads 3: there are builds 1 to 2\n"), r.err.constData());
        r = run(withCatalog({QStringLiteral("compare"), m_reference, m_hgx, QStringLiteral("--workloads"),
                             m_dir.filePath(QStringLiteral("none.nodeplan"))}));
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
    }

    void unreadableFileFailsTheCommand()
    {
        const QString missing = m_dir.filePath(QStringLiteral("missing.nodeplan"));
        const Result r = run(withCatalog({QStringLiteral("compare"), missing, m_reference}));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(missing.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
