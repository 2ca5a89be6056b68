// SPDX-License-Identifier: MIT
// Every chart in every format writes a valid, non-empty file. With NODEPLAN_CHART_DUMP_DIR set,
// the files are kept there for a person to look at.
#include "charts/chart_export.h"
#include "charts/chart_factory.h"
#include "tests/charts/sample_evaluation.h"

#include <QFile>
#include <QPainter>
#include <QPdfWriter>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

class TstChartExport : public QObject
{
    Q_OBJECT
private slots:
    void everyChartInEveryFormat_data()
    {
        QTest::addColumn<QString>("chart");
        QTest::addColumn<QString>("extension");
        for (const QString &id : chartKindIds()) {
            if (!makeChart(*parseChartKind(id)))
                continue; // not built yet
            for (const char *ext : {"png", "svg", "pdf"})
                QTest::newRow(qPrintable(id + QLatin1Char('.') + QLatin1String(ext)))
                    << id << QString::fromLatin1(ext);
        }
    }
    void everyChartInEveryFormat()
    {
        QFETCH(QString, chart);
        QFETCH(QString, extension);
        QString dir =
            QProcessEnvironment::systemEnvironment().value(QStringLiteral("NODEPLAN_CHART_DUMP_DIR"));
        QTemporaryDir temp;
        if (dir.isEmpty())
            dir = temp.path();
        const QString path = dir + QStringLiteral("/chart-") + chart + QLatin1Char('.') + extension;
        auto session = testdata::makeReferenceLikeSession();
        QString error;
        QVERIFY2(exportChart(*parseChartKind(chart), session->inputs(), path, 900, 520, &error),
                 qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY2(bytes.size() > 1000, qPrintable(QString::number(bytes.size())));
        if (extension == QLatin1String("png"))
            QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n"));
        else if (extension == QLatin1String("pdf")) {
            QVERIFY(bytes.startsWith("%PDF-"));
            QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        } else {
            QVERIFY(bytes.contains("<svg"));
            QVERIFY(bytes.trimmed().endsWith("</svg>"));
        }
    }

    void unknownExtensionIsRefusedWithAReason()
    {
        auto session = testdata::makeReferenceLikeSession();
        QTemporaryDir temp;
        QString error;
        QVERIFY(!exportChart(ChartKind::ModelFit, session->inputs(), temp.path() + QStringLiteral("/x.gif"),
                             800, 400, &error));
        QVERIFY(error.contains(QLatin1String(".png")));
    }

    void renderChartPaintsVectorsIntoAPdf()
    {
        // The PDF build sheet embeds charts through renderChart into its own QPdfWriter.
        auto session = testdata::makeReferenceLikeSession();
        QTemporaryDir temp;
        const QString path = temp.path() + QStringLiteral("/sheet.pdf");
        {
            QPdfWriter writer(path);
            QPainter painter(&writer);
            auto chart = makeChart(ChartKind::Power);
            chart->setInputs(session->inputs());
            renderChart(*chart, painter, QRectF(0, 0, writer.width(), writer.height() / 2.0), 900, 500);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.size() > 2000);
        // Vector, not a bitmap: no image XObject in the file.
        QVERIFY(!bytes.contains("/Subtype /Image"));
    }
};

QTEST_MAIN(TstChartExport)
#include "tst_chart_export.moc"
