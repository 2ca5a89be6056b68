// SPDX-License-Identifier: MIT
// `nodeplan evaluate` on the two baseboard examples (issue 10): an HGX H200 box and an AMD MI300X
// OAM box evaluate against the shipped catalog with their own GPU fabric and nothing blocking.
#include "cli_process.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace
{

QString example(const char *name)
{
    return QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/%1.nodeplan").arg(QLatin1String(name));
}

} // namespace

class TestCliPlatforms : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QJsonObject evaluate(const char *name) { return evaluateFile(example(name)); }
    QJsonObject evaluateFile(const QString &path)
    {
        const np::test::CliResult r = np::test::runNodeplan(
            {QStringLiteral("--catalog"), m_dir.filePath(QStringLiteral("catalog.sqlite")),
             QStringLiteral("evaluate"), path, QStringLiteral("--format"), QStringLiteral("json")});
        if (r.code != 0) {
            qWarning("%s", r.err.constData());
            return {};
        }
        return QJsonDocument::fromJson(r.out).object();
    }

    static QStringList blocking(const QJsonObject &ev)
    {
        QStringList out;
        for (const QJsonValue &f : ev.value(QLatin1String("findings")).toArray())
            if (f[QLatin1String("severity")].toString() == QLatin1String("blocking"))
                out << f[QLatin1String("message")].toString();
        return out;
    }

    static bool hasRule(const QJsonObject &ev, const char *rule)
    {
        for (const QJsonValue &f : ev.value(QLatin1String("findings")).toArray())
            if (f[QLatin1String("rule")].toString() == QLatin1String(rule))
                return true;
        return false;
    }

    // The rules of docs/rules.md "Vendor configuration" a build breaks.
    static QStringList vendorRules(const QJsonObject &ev)
    {
        QStringList out;
        for (const QJsonValue &f : ev.value(QLatin1String("findings")).toArray())
            if (f[QLatin1String("rule")].toString().startsWith(QLatin1String("vendor.")))
                out << f[QLatin1String("message")].toString();
        return out;
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(np::test::nodeplanBinary()))
            QSKIP("nodeplan binary not built");
    }

    void hgxH200()
    {
        const QJsonObject ev = evaluate("hgx-h200-8gpu");
        QVERIFY(!ev.isEmpty());
        QVERIFY2(blocking(ev).isEmpty(), qPrintable(blocking(ev).join(QLatin1Char('\n'))));
        const QJsonObject gpu = ev.value(QLatin1String("gpu")).toObject();
        QCOMPARE(gpu.value(QLatin1String("count")).toInt(), 8);
        QCOMPARE(gpu.value(QLatin1String("interconnect")).toString(), QStringLiteral("nvlink_switch"));
        // NVLink 4 through NVSwitch: 450 GB/s each way between any pair.
        QCOMPARE(gpu.value(QLatin1String("p2p_gb_per_s")).toDouble(), 450.0);
        QVERIFY(hasRule(ev, "interconnect.nvswitch"));
        QVERIFY(!hasRule(ev, "interconnect.no_nvlink"));
    }

    void oamMi300x()
    {
        const QJsonObject ev = evaluate("oam-mi300x-8gpu");
        QVERIFY(!ev.isEmpty());
        QVERIFY2(blocking(ev).isEmpty(), qPrintable(blocking(ev).join(QLatin1Char('\n'))));
        const QJsonObject gpu = ev.value(QLatin1String("gpu")).toObject();
        QCOMPARE(gpu.value(QLatin1String("count")).toInt(), 8);
        QCOMPARE(gpu.value(QLatin1String("interconnect")).toString(), QStringLiteral("infinity_fabric"));
        // Seven Infinity Fabric links of 64 GB/s each way: 448 GB/s per GPU.
        QCOMPARE(gpu.value(QLatin1String("p2p_gb_per_s")).toDouble(), 448.0);
        QVERIFY(hasRule(ev, "interconnect.infinity_fabric"));
        QVERIFY(!hasRule(ev, "interconnect.no_nvlink"));
        QVERIFY(!hasRule(ev, "interconnect.mesh_partial"));
    }

    // Issue 22: the shipped optimize example finds a front, and every build on it is one a vendor sells:
    // evaluated on its own it breaks no vendor rule (full baseboards, the chassis' own PSUs, a boot
    // drive and a NIC, qualified GPUs, CPUs within the TDP limit), has nothing blocking and no line without
    // a price.
    void optimizeExampleReturnsOnlyVendorBuilds()
    {
        const QString out = m_dir.filePath(QStringLiteral("front"));
        const np::test::CliResult r = np::test::runNodeplan(
            {QStringLiteral("--catalog"), m_dir.filePath(QStringLiteral("catalog.sqlite")),
             QStringLiteral("optimize"),
             QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/optimize-70b-fp8-64-sessions.json"),
             QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray results =
            QJsonDocument::fromJson(r.out).object().value(QLatin1String("results")).toArray();
        QVERIFY(!results.isEmpty());
        for (const QJsonValue &result : results) {
            QVERIFY(result[QLatin1String("verified")].toBool());
            // The example allows nothing unpriced: every line of every build has a price.
            QCOMPARE(result[QLatin1String("unpriced_lines")].toInt(), 0);
            QVERIFY(result[QLatin1String("unpriced_skus")].toArray().isEmpty());
            const QJsonObject ev = evaluateFile(result[QLatin1String("build_file")].toString());
            QVERIFY(!ev.isEmpty());
            QVERIFY2(blocking(ev).isEmpty(), qPrintable(blocking(ev).join(QLatin1Char('\n'))));
            QVERIFY2(vendorRules(ev).isEmpty(), qPrintable(vendorRules(ev).join(QLatin1Char('\n'))));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliPlatforms)
#include "tst_cli_platforms.moc"
