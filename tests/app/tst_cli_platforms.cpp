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

    QJsonObject evaluate(const char *name)
    {
        const np::test::CliResult r = np::test::runNodeplan(
            {QStringLiteral("--catalog"), m_dir.filePath(QStringLiteral("catalog.sqlite")),
             QStringLiteral("evaluate"), example(name), QStringLiteral("--format"), QStringLiteral("json")});
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
};

QTEST_GUILESS_MAIN(TestCliPlatforms)
#include "tst_cli_platforms.moc"
