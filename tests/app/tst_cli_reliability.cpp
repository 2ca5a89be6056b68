// SPDX-License-Identifier: MIT
// The real `nodeplan` binary where it once lost data or crashed: writes on a full disk (a child
// with a small RLIMIT_FSIZE and SIGXFSZ ignored, so writes fail with EFBIG), a parts row without
// its kind row, non-finite numbers on the command line, and inputs that are not regular files.
#include "cli_process.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

namespace
{

using Result = np::test::CliResult;
using np::test::nodeplanBinary;

QString reference()
{
    return QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/reference-8x-rtx-pro-6000.nodeplan");
}

// Runs nodeplan; with fileSizeLimit > 0 every file it writes is limited to that many bytes.
Result run(const QStringList &args, rlim_t fileSizeLimit = 0)
{
    if (fileSizeLimit == 0)
        return np::test::runNodeplan(args);
    return np::test::runNodeplan(args, [fileSizeLimit] {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{fileSizeLimit, fileSizeLimit};
        setrlimit(RLIMIT_FSIZE, &limit);
    });
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void putBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), qint64(bytes.size()));
}

} // namespace

class TestCliReliability : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_catalog;

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(nodeplanBinary()))
            QSKIP("nodeplan binary not built");
        m_catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        const Result r =
            run({QStringLiteral("--catalog"), m_catalog, QStringLiteral("catalog"), QStringLiteral("list")});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void helpListsTheFileForm()
    {
        const Result r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("nodeplan [--catalog PATH] FILE.nodeplan"), r.out.constData());
    }

    void buildFileWithoutDisplaySaysHowToEvaluate()
    {
        // `nodeplan FILE` (Exec=nodeplan %F) without a display: exit 1 and point at `nodeplan evaluate`.
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("minimal"));
        p.setProcessEnvironment(env);
        p.start(nodeplanBinary(), {QStringLiteral("--catalog"), m_catalog, reference()});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        const QByteArray hint = QByteArray("nodeplan evaluate ") + reference().toUtf8();
        QVERIFY2(err.contains(hint), err.constData());
        QVERIFY2(!err.contains("unknown command"), err.constData());
    }

    void catalogExportOnAFullDisk()
    {
        // The seed's chassis as JSON are ~130 KB; the limit is 64 KiB (room for SQLite's 32 KiB
        // shared-memory file, which the catalog needs to open). Once 8,192 of 9,936 bytes were
        // written and the exit code was 0.
        const QString out = m_dir.filePath(QStringLiteral("chassis.json"));
        putBytes(out, "previous export\n");
        const Result r = run({QStringLiteral("--catalog"), m_catalog, QStringLiteral("catalog"),
                              QStringLiteral("export"), QStringLiteral("--kind"), QStringLiteral("chassis"),
                              QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"), out},
                             64 * 1024);
        QCOMPARE(r.code, 1);
        QCOMPARE(QString::fromUtf8(r.err).trimmed(),
                 QStringLiteral("nodeplan: cannot write %1: File too large").arg(out));
        QCOMPARE(bytesOf(out), QByteArray("previous export\n"));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("chassis.json*")}, QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("chassis.json")});
    }

    void exportChartOnAFullDisk()
    {
        // Once a 0-byte PNG was left behind. At 3000 x 2000 the PNG is ~60 KB; the limit is 40 KiB
        // (SQLite's 32 KiB shared-memory file must fit).
        const QString out = m_dir.filePath(QStringLiteral("power.png"));
        putBytes(out, "previous chart");
        const Result r = run({QStringLiteral("--catalog"), m_catalog, QStringLiteral("export-chart"),
                              reference(), QStringLiteral("--chart"), QStringLiteral("power"),
                              QStringLiteral("-o"), out, QStringLiteral("--width"), QStringLiteral("3000"),
                              QStringLiteral("--height"), QStringLiteral("2000")},
                             40 * 1024);
        QVERIFY2(r.code > 0, r.err.constData());
        QVERIFY2(r.err.contains(QByteArray("cannot write " + out.toUtf8() + ": File too large")),
                 r.err.constData());
        QCOMPARE(bytesOf(out), QByteArray("previous chart"));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("power.png*")}, QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("power.png")});
    }

    void realFullDiskOnASmallTmpfs()
    {
        // The tests above fail writes with EFBIG (RLIMIT_FSIZE); this one fills a real file system:
        // a 4 MiB tmpfs in a private mount namespace, holding a catalog, a PDF with its BOM CSV and
        // an export, filled up to 96 KiB for an import of 2,000 parts (SQLITE_FULL part way) and to
        // 48 KiB for a PDF (820 KB) and a GPU export (36 KB); the catalog's shared-memory file takes
        // 32 KiB of that. All three must fail, and every old file must be unchanged.
        if (QProcess::execute(QStringLiteral("unshare"), {QStringLiteral("-m"), QStringLiteral("true")}) != 0)
            QSKIP("mounting a small tmpfs needs root (unshare -m); the RLIMIT_FSIZE tests cover the same "
                  "write paths with EFBIG");
        const QString disk = m_dir.filePath(QStringLiteral("tmpfs"));
        const QString before = m_dir.filePath(QStringLiteral("tmpfs-before"));
        const QString after = m_dir.filePath(QStringLiteral("tmpfs-after"));
        for (const QString &dir : {disk, before, after})
            QVERIFY(QDir().mkpath(dir));
        QByteArray csv = "kind,sku,name,vendor,source,checked_date,memory_gb,memory_bandwidth_gb_per_s,tdp_w,"
                         "form_factor\n";
        for (int i = 1; i <= 2000; ++i)
            csv += "gpu,FULL-" + QByteArray::number(i) + ",Full disk GPU " + QByteArray::number(i) +
                   ",Acme,full disk test,2026-12-01,48,864,350,pcie\n";
        const QString import = m_dir.filePath(QStringLiteral("full-disk-import.csv"));
        putBytes(import, csv);
        // Runs inside the namespace; the tmpfs goes away with it, so results are copied out.
        const QString script = QStringLiteral(R"(set -u
np() { "$BIN" --catalog "$DISK/catalog.sqlite" "$@"; }
mount -t tmpfs -o size=4m tmpfs "$DISK" || exit 3
np catalog check >/dev/null || exit 4
np export-pdf "$REF" -o "$DISK/sheet.pdf" >/dev/null || exit 5
np catalog export --kind gpu --format json -o "$DISK/gpus.json" || exit 6
cp -a "$DISK/." "$BEFORE/"
fill() { rm -f "$DISK/filler"; dd if=/dev/zero of="$DISK/filler" bs=4k 2>/dev/null; truncate -s "-$1" "$DISK/filler"; }
fill 96K
np catalog import "$IMPORT" 2>"$AFTER/import.err"; echo $? >"$AFTER/import.code"
fill 48K
np export-pdf "$REF" -o "$DISK/sheet.pdf" 2>"$AFTER/pdf.err"; echo $? >"$AFTER/pdf.code"
np catalog export --kind gpu --format json -o "$DISK/gpus.json" 2>"$AFTER/export.err"; echo $? >"$AFTER/export.code"
rm "$DISK/filler"
np catalog check >"$AFTER/check.out" 2>&1; echo $? >"$AFTER/check.code"
np catalog show FULL-1 >/dev/null 2>&1; echo $? >"$AFTER/show.code"
mkdir "$AFTER/disk" && cp -a "$DISK/." "$AFTER/disk/"
)");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("BIN"), nodeplanBinary());
        env.insert(QStringLiteral("REF"), reference());
        env.insert(QStringLiteral("DISK"), disk);
        env.insert(QStringLiteral("BEFORE"), before);
        env.insert(QStringLiteral("AFTER"), after);
        env.insert(QStringLiteral("IMPORT"), import);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("unshare"),
                {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script});
        QVERIFY(p.waitForFinished(240000));
        const QByteArray setupError = "setting up the tmpfs failed (exit " +
                                      QByteArray::number(p.exitCode()) + "): " + p.readAllStandardError();
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, setupError.constData());
        auto text = [&](const char *name) {
            return QString::fromUtf8(bytesOf(after + QLatin1Char('/') + QLatin1String(name))).trimmed();
        };
        // The import stops at SQLITE_FULL, rolls back and says so truthfully.
        QCOMPARE(text("import.code"), QStringLiteral("1"));
        QVERIFY2(text("import.err").contains(QStringLiteral("nothing imported: the catalog is unchanged")),
                 qPrintable(text("import.err")));
        QCOMPARE(text("show.code"), QStringLiteral("1"));
        QCOMPARE(text("check.code"), QStringLiteral("0"));
        // The PDF + CSV pair and the export fail with the operating system's reason, nothing replaced.
        QCOMPARE(text("pdf.code"), QStringLiteral("1"));
        QVERIFY2(text("pdf.err").contains(QStringLiteral("No space left on device")),
                 qPrintable(text("pdf.err")));
        QCOMPARE(text("export.code"), QStringLiteral("1"));
        QCOMPARE(text("export.err"),
                 QStringLiteral("nodeplan: cannot write %1/gpus.json: No space left on device").arg(disk));
        for (const char *name : {"sheet.pdf", "sheet.csv", "gpus.json"}) {
            const QString file = QLatin1String("/") + QLatin1String(name);
            QVERIFY2(bytesOf(after + QStringLiteral("/disk") + file) == bytesOf(before + file), name);
        }
        // No temporary file left behind (the catalog's own files only).
        const QStringList left = QDir(after + QStringLiteral("/disk")).entryList(QDir::Files | QDir::Hidden);
        for (const QString &name : left)
            QVERIFY2(name.startsWith(QLatin1String("catalog.sqlite")) || name == QLatin1String("sheet.pdf") ||
                         name == QLatin1String("sheet.csv") || name == QLatin1String("gpus.json"),
                     qPrintable(name));
    }

    void showOfAPartWithoutItsKindRow()
    {
        // An interrupted import once left a parts row without its gpus row; `catalog show` then
        // read rows.front() of an empty vector (SIGSEGV).
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("orphan"));
            db.setDatabaseName(m_catalog);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
            QVERIFY2(q.exec(QStringLiteral("INSERT INTO parts (sku, kind, name, source, checked_date) "
                                           "VALUES ('ORPHAN-GPU', 'gpu', 'Orphan', 'test', '2026-12-01')")),
                     qPrintable(q.lastError().text()));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("orphan"));
        for (const QStringList &extra :
             {QStringList{}, QStringList{QStringLiteral("--format"), QStringLiteral("json")}}) {
            const Result r =
                run(QStringList{QStringLiteral("--catalog"), m_catalog, QStringLiteral("catalog"),
                                QStringLiteral("show"), QStringLiteral("ORPHAN-GPU")} +
                    extra);
            QCOMPARE(r.code, 1);
            QCOMPARE(
                QString::fromUtf8(r.err).trimmed(),
                QStringLiteral("nodeplan: damaged part ORPHAN-GPU: listed as a gpu but its gpu details are "
                               "missing; run `nodeplan catalog check`"));
        }
    }

    void nonFiniteFlagsAreRefused_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("value");
        QTest::newRow("per-eur inf") << QStringLiteral("--per-eur") << QStringLiteral("inf");
        QTest::newRow("per-eur nan") << QStringLiteral("--per-eur") << QStringLiteral("nan");
        QTest::newRow("vat -inf") << QStringLiteral("--vat") << QStringLiteral("-inf");
    }
    void nonFiniteFlagsAreRefused()
    {
        QFETCH(QString, flag);
        QFETCH(QString, value);
        const Result r =
            run({QStringLiteral("--catalog"), m_catalog, QStringLiteral("quote"), QStringLiteral("create"),
                 reference(), QStringLiteral("--currency"), QStringLiteral("USD"), flag, value});
        QCOMPARE(r.code, 2);
        QCOMPARE(QString::fromUtf8(r.err).trimmed(),
                 QStringLiteral("nodeplan: %1: '%2' is not a finite number").arg(flag, value));
    }

    void onlyRegularFilesAreRead()
    {
        // /dev/zero once aborted with std::bad_alloc.
        const Result r = run({QStringLiteral("--catalog"), m_catalog, QStringLiteral("evaluate"),
                              QStringLiteral("/dev/zero")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("/dev/zero: not a regular file (a device, pipe or socket cannot be read)"),
                 r.err.constData());
        const Result m = run({QStringLiteral("--catalog"), m_catalog, QStringLiteral("catalog"),
                              QStringLiteral("import-model"), QStringLiteral("/dev/zero"),
                              QStringLiteral("--name"), QStringLiteral("Zero")});
        QVERIFY(m.code > 0);
        QVERIFY2(m.err.contains("/dev/zero: not a regular file"), m.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliReliability)
#include "tst_cli_reliability.moc"
