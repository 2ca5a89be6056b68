// SPDX-License-Identifier: MIT
// Inputs with bounds and outputs that are safe: only regular files are read, each kind of input
// has a size limit, placements are bounded, messages stay short, and CSV cells a spreadsheet would
// run as formulas are neutralised.
#include "presentation/bounded_read.h"
#include "presentation/build_file.h"
#include "presentation/csv_cell.h"
#include "presentation/file_names.h"
#include "presentation/message_limits.h"
#include "presentation/terminal_text.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace np;

class TestInputBounds : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void csvCellsThatLookLikeFormulas_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("cell");
        QTest::newRow("hyperlink") << QStringLiteral("=HYPERLINK(\"x\")")
                                   << QStringLiteral("\"'=HYPERLINK(\"\"x\"\")\"");
        QTest::newRow("plus") << QStringLiteral("+cmd|' /C calc'!A0")
                              << QStringLiteral("'+cmd|' /C calc'!A0");
        QTest::newRow("minus") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
        QTest::newRow("at") << QStringLiteral("@SUM(A1:A9)") << QStringLiteral("'@SUM(A1:A9)");
        QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("'\t=1");
        QTest::newRow("cr") << QStringLiteral("\r=1") << QStringLiteral("\"'\r=1\"");
        QTest::newRow("negative number") << QStringLiteral("-12.5") << QStringLiteral("-12.5");
        QTest::newRow("plain") << QStringLiteral("RTX PRO 6000") << QStringLiteral("RTX PRO 6000");
        QTest::newRow("comma") << QStringLiteral("4U, 8 GPU") << QStringLiteral("\"4U, 8 GPU\"");
        QTest::newRow("inner equals") << QStringLiteral("a=b") << QStringLiteral("a=b");
        QTest::newRow("empty") << QString() << QString();
    }
    void csvCellsThatLookLikeFormulas()
    {
        QFETCH(QString, value);
        QFETCH(QString, cell);
        QCOMPARE(csvCell(value), cell);
        // And back: what the reader gets after RFC 4180 unquoting is the original value.
        QString unquoted = cell;
        if (unquoted.startsWith(QLatin1Char('"')))
            unquoted =
                unquoted.mid(1, unquoted.size() - 2).replace(QLatin1String("\"\""), QLatin1String("\""));
        QCOMPARE(csvCellValue(unquoted), value);
    }

    // The procurement view's Copy: a pasted cell never runs as a formula and never splits.
    void clipboardCellsThatLookLikeFormulas_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("cell");
        QTest::newRow("hyperlink") << QStringLiteral("=HYPERLINK(\"x\")")
                                   << QStringLiteral("'=HYPERLINK(\"x\")");
        QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
        QTest::newRow("plus") << QStringLiteral("+cmd") << QStringLiteral("'+cmd");
        QTest::newRow("minus") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
        QTest::newRow("carriage return") << QStringLiteral("a\rb") << QStringLiteral("a b");
        QTest::newRow("tab and newline") << QStringLiteral("a\tb\nc") << QStringLiteral("a b c");
        QTest::newRow("negative number") << QStringLiteral("-12.5") << QStringLiteral("-12.5");
        QTest::newRow("plain") << QStringLiteral("RTX PRO 6000") << QStringLiteral("RTX PRO 6000");
    }
    void clipboardCellsThatLookLikeFormulas()
    {
        QFETCH(QString, value);
        QFETCH(QString, cell);
        QCOMPARE(tsvCell(value), cell);
    }

    // ESC, BEL, NUL and C1 controls from a name are shown, not sent to the terminal.
    void terminalSafeText()
    {
        QCOMPARE(terminalSafe(QStringLiteral("a\x1b[2Jb\x07"
                                             "c") +
                              QChar(0) + QStringLiteral("d")),
                 QStringLiteral("a\\x1b[2Jb\\x07c\\x00d"));
        QCOMPARE(terminalSafe(QStringLiteral("line\n\tindented €5")), QStringLiteral("line\n\tindented €5"));
        QCOMPARE(terminalSafe(QString(QChar(0x9b)) + QStringLiteral("31m")), QStringLiteral("\\u009b31m"));
        QCOMPARE(terminalSafe(QStringLiteral("\x7f")), QStringLiteral("\\x7f"));
    }

    // The GUI's suggested PDF name came from the raw build name ("../../x", a 4 MB name, ESC).
    void fileNamesFromBuildNames()
    {
        const QString fallback = QStringLiteral("build-sheet");
        QCOMPARE(fileNameFromTitle(QStringLiteral("../../etc/passwd"), fallback),
                 QStringLiteral("-..-etc-passwd"));
        QCOMPARE(fileNameFromTitle(QStringLiteral("8× RTX: \"A/B\"\x1b[2J"), fallback),
                 QStringLiteral("8× RTX- -A-B--[2J"));
        QCOMPARE(fileNameFromTitle(QStringLiteral(" .hidden"), fallback), QStringLiteral("hidden"));
        QCOMPARE(fileNameFromTitle(QStringLiteral("..."), fallback), fallback);
        QCOMPARE(fileNameFromTitle(QString(3900000, QLatin1Char('n')), fallback),
                 QString(80, QLatin1Char('n')));
    }

    void messagesStayShort()
    {
        QCOMPARE(shortened(QStringLiteral("short")), QStringLiteral("short"));
        const QString longName(20000, QLatin1Char('n'));
        QCOMPARE(shortened(longName), QString(80, QLatin1Char('n')) + QStringLiteral("… (20000 characters)"));
        QStringList errors;
        for (int i = 1; i <= 1008; ++i)
            errors << QStringLiteral("error %1").arg(i);
        const QStringList shown = capped(errors);
        // 20 errors and one line for the remaining 1,008 - 20 = 988.
        QCOMPARE(shown.size(), 21);
        QCOMPARE(shown.at(19), QStringLiteral("error 20"));
        QCOMPARE(shown.last(), QStringLiteral("… and 988 more"));
        QCOMPARE(capped(shown.mid(0, 3)), shown.mid(0, 3));
    }

    void onlyRegularFiles()
    {
        Build b;
        QString error;
        QVERIFY(!readBuildFile(QStringLiteral("/dev/zero"), b, &error)); // once read until bad_alloc
        QCOMPARE(error,
                 QStringLiteral("/dev/zero: not a regular file (a device, pipe or socket cannot be read)"));
        QVERIFY(!readBuildFile(m_dir.path(), b, &error));
        QCOMPARE(error, m_dir.path() + QStringLiteral(": is a directory, not a file"));
        const QString fifo = m_dir.filePath(QStringLiteral("pipe.nodeplan"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0); // once blocked forever
        QVERIFY(!readBuildFile(fifo, b, &error));
        QCOMPARE(error,
                 fifo + QStringLiteral(": not a regular file (a device, pipe or socket cannot be read)"));
        QVERIFY(!readBuildFile(m_dir.filePath(QStringLiteral("missing.nodeplan")), b, &error));
        QCOMPARE(error, m_dir.filePath(QStringLiteral("missing.nodeplan")) +
                            QStringLiteral(": cannot read: no such file"));
    }

    void buildFileSizeLimit()
    {
        // 4 MiB is 4,194,304 bytes: one more is refused before parsing.
        const QString path = m_dir.filePath(QStringLiteral("huge.nodeplan"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(4 * 1024 * 1024 + 1));
        }
        Build b;
        QString error;
        QVERIFY(!readBuildFile(path, b, &error));
        QCOMPARE(error,
                 path + QStringLiteral(": too large (4194305 bytes; a build file may be at most 4 MiB)"));
        QByteArray bytes;
        QVERIFY(readBoundedFile(path, 4 * 1024 * 1024 + 1, QStringLiteral("a test file"), &bytes, &error));
        QCOMPARE(bytes.size(), 4 * 1024 * 1024 + 1);
    }

    // 30,000 workloads ran `export-pdf` past 300 s at 11.8 GB, a 3.9-million-character name past
    // 300 s: 64 workloads and 1,000-character lines are the bounds, and the error says so at once.
    void workloadsAndNamesAreBounded()
    {
        const QByteArray head = "{\"format\": \"nodeplan-build\", \"version\": 1, \"chassis\": \"T\", ";
        const QByteArray workload =
            "{\"model\": \"llama-3.1-8b\", \"mode\": \"inference\", \"precision\": \"bf16\"}";
        const auto withWorkloads = [&](int count) {
            QByteArray json = head + "\"workloads\": [";
            for (int i = 0; i < count; ++i)
                json += (i ? "," : "") + workload;
            return QByteArray(json + "]}");
        };
        Build b;
        QString error;
        QVERIFY2(parseBuildJson(withWorkloads(64), b, &error), qPrintable(error));
        QCOMPARE(b.workloads.size(), std::size_t(64));
        QVERIFY(!parseBuildJson(withWorkloads(30000), b, &error));
        QCOMPARE(error, QStringLiteral("workloads: 30000 workloads; a build holds at most 64"));

        const auto named = [&](qsizetype chars) {
            return QByteArray(head + "\"name\": \"" + QByteArray(chars, 'n') + "\"}");
        };
        QVERIFY(!parseBuildJson(named(3900000), b, &error));
        QCOMPARE(error, QStringLiteral("name: 3900000 characters; at most 1000"));
        QVERIFY2(parseBuildJson(named(1000), b, &error), qPrintable(error));
    }

    void placementsAreBounded()
    {
        // Two entries of count 1024 expand to 2,048 placements: over the 1,024 no chassis reaches.
        // (1,000 such entries once took 1.26 GB and 4.9 s.)
        const QByteArray json = R"({"format": "nodeplan-build", "version": 1, "chassis": "T",
            "parts": [{"sku": "G", "count": 1024}, {"sku": "G", "count": 1024}]})";
        Build b;
        QString error;
        QVERIFY(!parseBuildJson(json, b, &error));
        QVERIFY2(error.contains(QStringLiteral("more than 1024 parts in all; no chassis holds that many")),
                 qPrintable(error));
        // 1,024 are still read (the chassis then decides).
        QVERIFY2(parseBuildJson(R"({"format": "nodeplan-build", "version": 1, "chassis": "T",
            "parts": [{"sku": "G", "count": 1024}]})",
                                b, &error),
                 qPrintable(error));
        QCOMPARE(b.placements.size(), std::size_t(1024));
        // "count" itself stays within 1..1024.
        QVERIFY(!parseBuildJson(R"({"format": "nodeplan-build", "version": 1, "chassis": "T",
            "parts": [{"sku": "G", "count": 1025}]})",
                                b, &error));
    }
};

QTEST_GUILESS_MAIN(TestInputBounds)
#include "tst_input_bounds.moc"
