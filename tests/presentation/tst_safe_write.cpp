// SPDX-License-Identifier: MIT
// Writes that never lose the previous file, tested on a real write failure: a child process with a
// small file size limit (EFBIG, like ENOSPC on a full disk). The previous file must stay
// byte-identical, no temporary file may remain, and the error names the file and the reason.
#include "presentation/build_file.h"
#include "presentation/safe_write.h"
#include "presentation/write_targets.h"
#include "tests/presentation/full_disk.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace np;
using namespace np::test;

class TestSafeWrite : public QObject
{
    Q_OBJECT

    static QByteArray oldBytes() { return QByteArrayLiteral("{\"the\": \"previous file\"}\n"); }

    static void putOld(const QString &path)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(oldBytes()), qint64(oldBytes().size()));
    }

private slots:
    void fullDiskKeepsThePreviousFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("data.bin"));
        putOld(path);
        // 64 KiB against a 4 KiB limit: the tail written at flush fails with EFBIG.
        const QByteArray big(64 * 1024, 'x');
        const ChildWrite r =
            writeWithFileSizeLimit(4096, [&](QString *error) { return writeFileSafely(path, big, error); });
        QVERIFY(r.ran);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, QStringLiteral("cannot write %1: File too large").arg(path));
        QCOMPARE(fileBytes(path), oldBytes());
        QCOMPARE(dirEntries(dir.path()), QStringList{QStringLiteral("data.bin")});
    }

    void smallTailFailingAtFlushIsCaught()
    {
        // 3,000 bytes fit QFile's 16 KiB write buffer: written through that buffer, the failure
        // surfaces only in the flush at commit, which QSaveFile::commit() alone did not check.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("small.bin"));
        putOld(path);
        const QByteArray data(3000, 'y');
        const ChildWrite r =
            writeWithFileSizeLimit(1000, [&](QString *error) { return writeFileSafely(path, data, error); });
        QVERIFY(r.ran);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, QStringLiteral("cannot write %1: File too large").arg(path));
        QCOMPARE(fileBytes(path), oldBytes());
        QCOMPARE(dirEntries(dir.path()), QStringList{QStringLiteral("small.bin")});
    }

    void writesWithinTheLimitSucceed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ok.bin"));
        putOld(path);
        const QByteArray data(500, 'z');
        const ChildWrite r =
            writeWithFileSizeLimit(4096, [&](QString *error) { return writeFileSafely(path, data, error); });
        QVERIFY(r.ran);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(fileBytes(path), data);
        QCOMPARE(dirEntries(dir.path()), QStringList{QStringLiteral("ok.bin")});
    }

    void buildFileOnAFullDisk()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("build.nodeplan"));
        putOld(path);
        Build build;
        build.name = "A build that does not fit";
        build.chassisSku = "AS-4125GS-TNRT";
        build.workloads.resize(3);
        // Three workloads and the options make ~2 KB of JSON; the limit is 512 bytes.
        QVERIFY(buildToJson(build).size() > 1024);
        const ChildWrite r =
            writeWithFileSizeLimit(512, [&](QString *error) { return writeBuildFile(path, build, error); });
        QVERIFY(r.ran);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, QStringLiteral("cannot write %1: File too large").arg(path));
        QCOMPARE(fileBytes(path), oldBytes());
        QCOMPARE(dirEntries(dir.path()), QStringList{QStringLiteral("build.nodeplan")});
    }

    void pairCommitsNothingWhenOneFails()
    {
        // A 100-byte file and a 64 KiB file under an 8 KiB limit: the small one alone would
        // succeed, but together neither replaces its previous file.
        QTemporaryDir dir;
        const QString small = dir.filePath(QStringLiteral("a.csv"));
        const QString large = dir.filePath(QStringLiteral("a.pdf"));
        putOld(small);
        putOld(large);
        const ChildWrite r = writeWithFileSizeLimit(8192, [&](QString *error) {
            return writeFilesSafely({{small, QByteArray(100, 'a')}, {large, QByteArray(64 * 1024, 'b')}},
                                    error);
        });
        QVERIFY(r.ran);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, QStringLiteral("cannot write %1: File too large").arg(large));
        QCOMPARE(fileBytes(small), oldBytes());
        QCOMPARE(fileBytes(large), oldBytes());
        QCOMPARE(dirEntries(dir.path()), (QStringList{QStringLiteral("a.csv"), QStringLiteral("a.pdf")}));
    }

    void missingDirectoryNamesTheFile()
    {
        QString error;
        QVERIFY(!writeFileSafely(QStringLiteral("/nonexistent-dir/x.csv"), "x", &error));
        QVERIFY2(error.startsWith(QStringLiteral("cannot write /nonexistent-dir/x.csv: ")),
                 qPrintable(error));
    }

    // `-o s.pdf --bom-csv s.pdf` wrote the CSV over the PDF; the same file reached through a link
    // counts too.
    void sameFileTwiceIsRefused()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("sub"));
        const QString pdf = dir.filePath(QStringLiteral("s.pdf"));
        putOld(pdf);
        QString error;
        QVERIFY(
            !writeFilesSafely({{pdf, "pdf"}, {dir.filePath(QStringLiteral("sub/../s.pdf")), "csv"}}, &error));
        QVERIFY2(error.endsWith(QStringLiteral("are the same file; each output needs its own")),
                 qPrintable(error));
        QCOMPARE(fileBytes(pdf), oldBytes());
    }

    // A link planted in a folder others can write (like /tmp) pointed the write at a file of the
    // planter's choosing (root's 0600 file, when root exported); it is refused, the target untouched.
    // In a private folder of this user a link is followed as before.
    void plantedLinkIsRefused()
    {
        QTemporaryDir dir;
        const QString victim = dir.filePath(QStringLiteral("victim"));
        putOld(victim);
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("shared")));
        const QString shared = dir.filePath(QStringLiteral("shared"));
        QVERIFY(QFile::setPermissions(shared, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                  QFile::ReadOther | QFile::WriteOther | QFile::ExeOther));
        const QString link = shared + QStringLiteral("/sheet.csv");
        QVERIFY(QFile::link(victim, link));
        QString error;
        QVERIFY(!writeFileSafely(link, "new", &error));
        QCOMPARE(error,
                 link + QStringLiteral(" is a symbolic link in a folder other users can write; refusing "
                                       "to write through it (remove the link or choose another file)"));
        QCOMPARE(fileBytes(victim), oldBytes());

        QVERIFY(QFile::setPermissions(shared, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        QVERIFY2(writeFileSafely(link, "new", &error), qPrintable(error));
        QCOMPARE(fileBytes(victim), QByteArray("new"));
    }

    // A folder switched as a whole: afterwards it holds exactly the new set.
    void folderIsSwitchedWhole()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("results"));
        QVERIFY(QDir().mkpath(target));
        putOld(target + QStringLiteral("/result-03.nodeplan"));
        const QString staged = dir.filePath(QStringLiteral("results.tmp"));
        QVERIFY(QDir().mkpath(staged));
        putOld(staged + QStringLiteral("/front.json"));
        QString error;
        QVERIFY2(switchFolder(staged, target, &error), qPrintable(error));
        QCOMPARE(dirEntries(target), QStringList{QStringLiteral("front.json")});
        QVERIFY(!QFileInfo::exists(staged));
    }
};

QTEST_GUILESS_MAIN(TestSafeWrite)
#include "tst_safe_write.moc"
