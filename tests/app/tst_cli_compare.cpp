// SPDX-License-Identifier: MIT
// `nodeplan compare`: the real binary on two shipped examples (text and JSON, figures matching
// `nodeplan evaluate` of each file), and its exits for too few or too many files, an unknown part
// and a file that cannot be read.
#include "cli_process.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

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
