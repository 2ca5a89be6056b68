// SPDX-License-Identifier: MIT
// `--lang de`: the real binary prints the reference build's assessment and writes its build sheet in
// German, with German number formats, while English text keeps the C locale scripts read.
#include "cli_process.h"

#include "../report/pdf_tools.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace
{

const QString kReference =
    QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/reference-8x-rtx-pro-6000.nodeplan");

// Headings and sentences of the English assessment and sheet that must not survive in German.
const QStringList kEnglishText{
    QStringLiteral("Key figures"),
    QStringLiteral("Strengths:"),
    QStringLiteral("Weaknesses:"),
    QStringLiteral("Workload table"),
    QStringLiteral("Throughput under load"),
    QStringLiteral("Expected error"),
    QStringLiteral("Bill of materials"),
    QStringLiteral("Power report"),
    QStringLiteral("Assumptions"),
    QStringLiteral("Page 1 of"),
    QStringLiteral("not a quote"),
    QStringLiteral("What it runs"),
    QStringLiteral("Sources of the catalog data"),
    QStringLiteral("Subtotal (hardware)"),
    QStringLiteral("Chassis layout"),
};

// Every line but the findings' ("  + ...", "  − "), which may quote core's English notes (a
// workload's sharding note, the catalog's sourcing notes) inside their German sentence.
QString withoutFindings(const QString &text)
{
    QStringList kept;
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (!line.startsWith(QStringLiteral("  + ")) && !line.startsWith(QStringLiteral("  − ")))
            kept << line;
    return kept.join(QLatin1Char('\n'));
}

// English words of the key-figure lines that the German must have replaced.
const QStringList kEnglishKeyFigures{QStringLiteral("at the wall"), QStringLiteral("per GPU"),
                                     QStringLiteral("price on request"), QStringLiteral("usable"),
                                     QStringLiteral("lanes available")};

// Phrases only the English finding sentences have (presentation/finding_text*.cpp); none may be left
// in a German finding.
const QStringList kEnglishFindings{QStringLiteral("each way"),
                                   QStringLiteral("at the wall"),
                                   QStringLiteral("PSU efficiency"),
                                   QStringLiteral("memory bandwidth per GPU"),
                                   QStringLiteral("sequential read"),
                                   QStringLiteral("usable under"),
                                   QStringLiteral("Dense tensor"),
                                   QStringLiteral("theoretical host memory"),
                                   QStringLiteral("lanes at full width"),
                                   QStringLiteral("of heat at peak")};

// The finding lines of a text assessment ("  + ...", "  − ...").
QStringList findingLines(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (line.startsWith(QStringLiteral("  + ")) || line.startsWith(QStringLiteral("  − ")))
            lines << line;
    return lines;
}

// "7,082" (C locale) -> "7.082" (German): the same figure with the separators swapped.
QString german(QString cLocale)
{
    cLocale.replace(QLatin1Char(','), QLatin1Char('#'));
    cLocale.replace(QLatin1Char('.'), QLatin1Char(','));
    return cLocale.replace(QLatin1Char('#'), QLatin1Char('.'));
}

} // namespace

class TestCliGerman : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    np::test::CliResult run(QStringList args)
    {
        args.prepend(m_dir.filePath(QStringLiteral("catalog.sqlite")));
        args.prepend(QStringLiteral("--catalog"));
        return np::test::runNodeplan(args);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void evaluateSpeaksGerman()
    {
        const np::test::CliResult en =
            run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("evaluate"), kReference});
        const np::test::CliResult de =
            run({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("evaluate"), kReference});
        QCOMPARE(en.code, 0);
        QCOMPARE(de.code, 0);
        const QString english = QString::fromUtf8(en.out);
        const QString text = QString::fromUtf8(de.out);
        const QString ours = withoutFindings(text);
        for (const QString &sentence : kEnglishText + kEnglishKeyFigures)
            QVERIFY2(!ours.contains(sentence), qPrintable(QStringLiteral("English left: ") + sentence));
        QVERIFY(text.contains(QStringLiteral("Kennzahlen")));
        QVERIFY(text.contains(QStringLiteral("Stärken:")));
        QVERIFY(text.contains(QStringLiteral("Netzteile")));

        // The reference box's peak at the wall, read from the English line ("7,082 W at the wall" in the C
        // locale), must appear with German separators in the German line.
        const QRegularExpressionMatch wall =
            QRegularExpression(QStringLiteral("peak ([\\d,]+) W DC, ([\\d,]+) W at the wall")).match(english);
        QVERIFY(wall.hasMatch());
        QVERIFY(wall.captured(2).contains(QLatin1Char(','))); // four digits: grouped
        QVERIFY2(text.contains(QStringLiteral("Spitze %1 W DC, %2 W an der Steckdose")
                                   .arg(german(wall.captured(1)), german(wall.captured(2)))),
                 qPrintable(text));
        // A decimal figure: the usable memory per GPU ("95.6 GiB" -> "95,6 GiB" for the RTX PRO 6000).
        const QRegularExpressionMatch gib =
            QRegularExpression(QStringLiteral("/ (\\d+\\.\\d) GiB usable each")).match(english);
        QVERIFY(gib.hasMatch());
        QVERIFY(text.contains(QStringLiteral("/ %1 GiB nutzbar").arg(german(gib.captured(1)))));
    }

    // The findings are German sentences around core's figures (issue 21 item 2), numbers German too.
    void findingsSpeakGerman()
    {
        const np::test::CliResult en =
            run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("evaluate"), kReference});
        const np::test::CliResult de =
            run({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("evaluate"), kReference});
        QCOMPARE(de.code, 0);
        const QStringList english = findingLines(QString::fromUtf8(en.out));
        const QStringList germanLines = findingLines(QString::fromUtf8(de.out));
        QVERIFY(germanLines.size() > 20);
        QCOMPARE(germanLines.size(), english.size());
        for (const QString &line : germanLines)
            for (const QString &phrase : kEnglishFindings)
                QVERIFY2(!line.contains(phrase), qPrintable(line));
        // The GPUs' PCIe link, with its decimal figure in German: "63.0 GB/s each way" -> "63,0 GB/s je
        // Richtung".
        const QRegularExpressionMatch link =
            QRegularExpression(QStringLiteral("PCIe 5.0 x16 per GPU: (\\d+\\.\\d) GB/s each way"))
                .match(english.join(QLatin1Char('\n')));
        QVERIFY(link.hasMatch());
        QVERIFY2(
            germanLines.join(QLatin1Char('\n'))
                .contains(
                    QStringLiteral("PCIe 5.0 x16 je GPU: %1 GB/s je Richtung").arg(german(link.captured(1)))),
            qPrintable(germanLines.join(QLatin1Char('\n'))));
        QVERIFY(germanLines.join(QLatin1Char('\n')).contains(QStringLiteral("an der Steckdose")));
    }

    void englishTextKeepsTheCLocale()
    {
        // --lang en is what a desktop in English gets: the text scripts read, unchanged.
        const np::test::CliResult en =
            run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("evaluate"), kReference});
        QCOMPARE(en.code, 0);
        QVERIFY(QString::fromUtf8(en.out).contains(QStringLiteral("Key figures")));
        QVERIFY(QRegularExpression(QStringLiteral("peak \\d,\\d{3} W DC"))
                    .match(QString::fromUtf8(en.out))
                    .hasMatch());
    }

    void unknownLanguageIsRefused()
    {
        const np::test::CliResult r =
            run({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("evaluate"), kReference});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("unknown language 'xx' for --lang (available: de, en)"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void buildSheetSpeaksGerman()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("sheet-de.pdf"));
        // --internal: the seller's copy, whose appendix (sources, price derivations) is German too.
        const np::test::CliResult r =
            run({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("export-pdf"), kReference,
                 QStringLiteral("-o"), pdf, QStringLiteral("--internal")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString text = np::test::pdfText(pdf);
        for (const QString &sentence : kEnglishText)
            QVERIFY2(!text.contains(sentence), qPrintable(QStringLiteral("English left: ") + sentence));
        for (const char *heading : {"Stückliste", "Leistungsbericht", "Befunde", "Annahmen", "Seite 1 von",
                                    "Konfigurationsblatt — kein Angebot", "Quellen der Katalogdaten",
                                    "Preise: Art, Quelle und Herleitung"})
            QVERIFY2(text.contains(QString::fromUtf8(heading)), heading);
        // Money as a German reader writes it: "12.345,67 €".
        QVERIFY2(QRegularExpression(QStringLiteral("\\d{1,3}(\\.\\d{3})+,\\d{2} €")).match(text).hasMatch(),
                 qPrintable(text.left(2000)));
    }
};

QTEST_GUILESS_MAIN(TestCliGerman)
#include "tst_cli_german.moc"
