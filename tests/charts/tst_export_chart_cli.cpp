// SPDX-License-Identifier: MIT
// Runs the real `nodeplan export-chart` on the example reference build for every chart and
// format, and checks the usage errors.
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TstExportChartCli : public QObject
{
    Q_OBJECT
private:
    static QString binary() { return QStringLiteral(NODEPLAN_BINARY_DIR "/app/nodeplan"); }
    static QString reference()
    {
        return QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/reference-8x-rtx-pro-6000.nodeplan");
    }
    static int run(const QStringList &args, QByteArray *err = nullptr)
    {
        QProcess p;
        p.start(binary(), args);
        if (!p.waitForFinished(120000))
            return -1;
        if (err)
            *err = p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(binary()))
            QSKIP("nodeplan binary not built");
    }

    void everyChartEveryFormat_data()
    {
        QTest::addColumn<QString>("chart");
        QTest::addColumn<QString>("ext");
        for (const char *chart :
             {"model-fit", "kv-capacity", "throughput", "power", "cost", "tco", "procurement"})
            for (const char *ext : {"png", "svg", "pdf"})
                QTest::newRow(QByteArray(QByteArray(chart) + '.' + ext).constData())
                    << QString::fromLatin1(chart) << QString::fromLatin1(ext);
    }
    void everyChartEveryFormat()
    {
        QFETCH(QString, chart);
        QFETCH(QString, ext);
        QTemporaryDir dir;
        const QString out = dir.path() + QLatin1Char('/') + chart + QLatin1Char('.') + ext;
        QByteArray err;
        const int code = run({QStringLiteral("export-chart"), reference(), QStringLiteral("--chart"), chart,
                              QStringLiteral("-o"), out, QStringLiteral("--width"), QStringLiteral("800"),
                              QStringLiteral("--height"), QStringLiteral("450")},
                             &err);
        QVERIFY2(code == 0, err.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.size() > 1000);
        if (ext == QLatin1String("png"))
            QVERIFY(bytes.startsWith("\x89PNG"));
        else if (ext == QLatin1String("pdf"))
            QVERIFY(bytes.startsWith("%PDF-"));
        else
            QVERIFY(bytes.contains("<svg") && bytes.trimmed().endsWith("</svg>"));
    }

    void usageErrors()
    {
        QTemporaryDir dir;
        QByteArray err;
        QCOMPARE(run({QStringLiteral("export-chart"), reference(), QStringLiteral("--chart"),
                      QStringLiteral("pie"), QStringLiteral("-o"), dir.path() + QStringLiteral("/x.png")},
                     &err),
                 2);
        QVERIFY(err.contains("unknown chart 'pie'"));
        QCOMPARE(run({QStringLiteral("export-chart"), reference(), QStringLiteral("--chart"),
                      QStringLiteral("power"), QStringLiteral("-o"), dir.path() + QStringLiteral("/x.gif")},
                     &err),
                 2);
        QVERIFY(err.contains(".png"));
        QCOMPARE(run({QStringLiteral("export-chart"), dir.path() + QStringLiteral("/missing.nodeplan"),
                      QStringLiteral("--chart"), QStringLiteral("power"), QStringLiteral("-o"),
                      dir.path() + QStringLiteral("/x.png")},
                     &err),
                 1);
    }
};

QTEST_GUILESS_MAIN(TstExportChartCli)
#include "tst_export_chart_cli.moc"
