// SPDX-License-Identifier: MIT
// The real `nodeplan` binary against files and folders it should not trust or cannot write (issue
// 23): a catalog carrying its own triggers, a build file naming another catalog, catalogs in
// folders it cannot write, read commands that must not change the catalog, a quote's own currency,
// and names with terminal control characters.
#include "cli_process.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <grp.h>
#include <unistd.h>

namespace
{

using Result = np::test::CliResult;
using np::test::nodeplanBinary;
using np::test::runNodeplan;

QString reference()
{
    return QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/reference-8x-rtx-pro-6000.nodeplan");
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray hashOf(const QString &path)
{
    return QCryptographicHash::hash(bytesOf(path), QCryptographicHash::Sha256);
}

// Runs one statement on a plain connection of the test's own.
bool rawExec(const QString &path, const QString &sql)
{
    bool ok = false;
    const QString name = QStringLiteral("raw");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok)
                qWarning() << sql << q.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// Header bytes 18 and 19: 1 for a rollback journal, 2 for WAL.
int journalByte(const QString &path)
{
    const QByteArray header = bytesOf(path).left(20);
    return header.size() == 20 ? header.at(18) : -1;
}

// The child runs as `nobody` when the test runs as root (root writes anywhere, so a folder it
// cannot write needs another user); otherwise as the test's own user.
constexpr uid_t kNobody = 65534;
void asNobody()
{
    if (::geteuid() != 0)
        return;
    if (::setgroups(0, nullptr) != 0 || ::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)
        ::_exit(99);
}

} // namespace

class TestCliUntrusted : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_catalog;

    Result run(const QStringList &args)
    {
        return runNodeplan(QStringList{QStringLiteral("--catalog"), m_catalog} + args);
    }

    // The reference build with one top-level key changed, saved as `fileName` in the test's folder.
    QString referenceWith(const QString &key, const QString &value, const char *fileName)
    {
        QJsonObject build = QJsonDocument::fromJson(bytesOf(reference())).object();
        build.insert(key, value);
        const QString path = m_dir.filePath(QLatin1String(fileName));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(build).toJson()) <= 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    // A fresh seed catalog at `path`, closed (WAL checkpointed into the file).
    static void makeCatalog(const QString &path)
    {
        const Result r = runNodeplan(
            {QStringLiteral("--catalog"), path, QStringLiteral("catalog"), QStringLiteral("check")});
        QVERIFY2(r.code == 0, r.err.constData());
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(nodeplanBinary()))
            QSKIP("nodeplan binary not built");
        // The default catalog of every run here lives in the test's own folder.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("data"))));
        m_catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        makeCatalog(m_catalog);
    }

    // A trigger in the catalog rewrote every price a quote stored (×100 here); now the catalog is
    // refused before any command runs, and `catalog check` no longer says "ok".
    void catalogWithTriggerIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("trigger.sqlite"));
        makeCatalog(path);
        QVERIFY(rawExec(path, QStringLiteral("CREATE TRIGGER inflate AFTER INSERT ON quote_prices BEGIN "
                                             "UPDATE quote_prices SET amount = amount * 100; END")));
        const QByteArray before = hashOf(path);
        for (const QStringList &args :
             {QStringList{QStringLiteral("quote"), QStringLiteral("create"), reference()},
              QStringList{QStringLiteral("catalog"), QStringLiteral("check")},
              QStringList{QStringLiteral("catalog"), QStringLiteral("list")}}) {
            const Result r = runNodeplan(QStringList{QStringLiteral("--catalog"), path} + args);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains("holds SQL that NodePlan did not create (trigger 'inflate')"),
                     r.err.constData());
        }
        QCOMPARE(hashOf(path), before);
        // A view is refused the same way.
        const QString viewPath = m_dir.filePath(QStringLiteral("view.sqlite"));
        makeCatalog(viewPath);
        QVERIFY(rawExec(viewPath, QStringLiteral("CREATE VIEW cheap AS SELECT * FROM parts")));
        const Result v = runNodeplan(
            {QStringLiteral("--catalog"), viewPath, QStringLiteral("catalog"), QStringLiteral("list")});
        QCOMPARE(v.code, 1);
        QVERIFY2(v.err.contains("(view 'cheap')"), v.err.constData());
    }

    // A build file's "catalog" may name any file; it is only used with --catalog.
    void buildFileCatalogIsNotFollowed()
    {
        const QString planted = m_dir.filePath(QStringLiteral("planted.sqlite"));
        QFile f(planted);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a catalog at all");
        f.close();
        const QString buildPath = referenceWith(QStringLiteral("catalog"), planted, "foreign.nodeplan");
        // No --catalog: the default catalog (created in XDG_DATA_HOME) and a note.
        const Result r = runNodeplan({QStringLiteral("evaluate"), buildPath});
        QVERIFY2(r.code == 0, r.err.constData());
        const QByteArray note = QByteArray("names the catalog ") + planted.toUtf8() +
                                "; it is not opened unless you pass --catalog";
        QVERIFY2(r.err.contains(note), r.err.constData());
        // With --catalog it is what the user asked for, and refused as what it is.
        const Result asked =
            runNodeplan({QStringLiteral("--catalog"), planted, QStringLiteral("evaluate"), buildPath});
        QCOMPARE(asked.code, 1);
        QVERIFY2(asked.err.contains("is not a NodePlan catalog"), asked.err.constData());
    }

    // `evaluate`, `catalog list/show` and `compare` open read-only: a rollback-journal catalog
    // stayed byte-identical (evaluate switched it to WAL before).
    void readCommandsDoNotChangeTheCatalog()
    {
        const QString path = m_dir.filePath(QStringLiteral("journal.sqlite"));
        makeCatalog(path);
        QVERIFY(rawExec(path, QStringLiteral("PRAGMA journal_mode = DELETE")));
        QCOMPARE(journalByte(path), 1);
        const QByteArray before = hashOf(path);
        const QString nvlink =
            QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/nvlink-bridged.nodeplan");
        for (const QStringList &args : {QStringList{QStringLiteral("evaluate"), reference()},
                                        QStringList{QStringLiteral("catalog"), QStringLiteral("list")},
                                        QStringList{QStringLiteral("catalog"), QStringLiteral("show"),
                                                    QStringLiteral("NVIDIA-RTX-PRO-6000-SE")},
                                        QStringList{QStringLiteral("compare"), reference(), nvlink}}) {
            const Result r = runNodeplan(QStringList{QStringLiteral("--catalog"), path} + args);
            QVERIFY2(r.code == 0, qPrintable(args.join(QLatin1Char(' ')) + QLatin1String(": ") +
                                             QString::fromUtf8(r.err)));
            QCOMPARE(hashOf(path), before);
            QCOMPARE(journalByte(path), 1);
        }
    }

    // A WAL catalog in a folder the user cannot write (another user's folder; a read-only mount
    // behaves the same): `catalog list` and `evaluate` read it and create no -wal/-shm. A 0444 catalog
    // in a folder the user can write left 0444 -wal/-shm files behind.
    void unwritableCatalogsAreRead()
    {
        QTemporaryDir folder(m_dir.filePath(QStringLiteral("ro-XXXXXX")));
        const QString path = folder.filePath(QStringLiteral("catalog.sqlite"));
        QVERIFY(QFile::copy(m_catalog, path));
        QCOMPARE(journalByte(path), 2);
        const auto everyone = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
        const auto traversable = everyone | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
        QVERIFY(QFile::setPermissions(m_dir.path(), traversable | QFile::WriteOwner));
        QVERIFY(QFile::setPermissions(path, everyone));
        const bool root = ::geteuid() == 0;
        // Root's child runs as nobody: the folder (root's, 0755) is not writable for it. Otherwise
        // the folder itself is made read-only.
        QVERIFY(QFile::setPermissions(folder.path(), root ? traversable | QFile::WriteOwner : traversable));
        const QByteArray before = hashOf(path);
        for (const QStringList &args : {QStringList{QStringLiteral("catalog"), QStringLiteral("list")},
                                        QStringList{QStringLiteral("evaluate"), reference()}}) {
            const Result r =
                runNodeplan(QStringList{QStringLiteral("--catalog"), path} + args, [] { asNobody(); });
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
            QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));
        }
        QCOMPARE(hashOf(path), before);

        // A 0444 catalog in a folder everyone can write.
        QVERIFY(QFile::setPermissions(folder.path(), traversable | QFile::WriteOwner | QFile::WriteGroup |
                                                         QFile::WriteOther));
        const Result r = runNodeplan(
            {QStringLiteral("--catalog"), path, QStringLiteral("catalog"), QStringLiteral("list")},
            [] { asNobody(); });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));
        QFile::setPermissions(folder.path(), traversable | QFile::WriteOwner);
        QFile::setPermissions(path, everyone | QFile::WriteOwner);
    }

    // `quote create … --currency USD --per-eur 1.1` once went to the global display option: the
    // quote was stored as EUR with every amount ×1.1.
    void quoteKeepsItsOwnCurrency()
    {
        const Result r =
            run({QStringLiteral("quote"), QStringLiteral("create"), reference(), QStringLiteral("--currency"),
                 QStringLiteral("USD"), QStringLiteral("--per-eur"), QStringLiteral("1.1"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject q = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(q.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        QCOMPARE(q.value(QStringLiteral("per_eur")).toDouble(), 1.1);
        // A rate no currency has, and a EUR quote with a rate, are refused.
        for (const QStringList &extra : {QStringList{QStringLiteral("--currency"), QStringLiteral("USD"),
                                                     QStringLiteral("--per-eur"), QStringLiteral("1e308")},
                                         QStringList{QStringLiteral("--per-eur"), QStringLiteral("1.1")}}) {
            const Result bad =
                run(QStringList{QStringLiteral("quote"), QStringLiteral("create"), reference()} + extra);
            QCOMPARE(bad.code, 1);
        }
    }

    void validDaysAreBounded_data()
    {
        QTest::addColumn<QString>("days");
        QTest::newRow("years ahead") << QStringLiteral("999999999");
        QTest::newRow("negative") << QStringLiteral("-5");
        QTest::newRow("just over ten years") << QStringLiteral("3651");
    }

    void validDaysAreBounded()
    {
        QFETCH(QString, days);
        const Result r = run({QStringLiteral("quote"), QStringLiteral("create"), reference(),
                              QStringLiteral("--valid-days"), days});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is not between 0 and 3650 days"), r.err.constData());
    }

    // Names reach the terminal with their control characters shown, not obeyed.
    void controlCharactersAreNotPrinted()
    {
        const QString buildPath = referenceWith(
            QStringLiteral("name"), QStringLiteral("Evil\x1b]0;owned\x07\x1b[2J name"), "evil.nodeplan");
        const Result e = run({QStringLiteral("evaluate"), buildPath});
        QVERIFY2(e.code == 0, e.err.constData());
        QVERIFY(!e.out.contains('\x1b'));
        QVERIFY(!e.out.contains('\x07'));
        QVERIFY2(e.out.contains("Evil\\x1b]0;owned\\x07\\x1b[2J name"), e.out.constData());

        const Result made = run({QStringLiteral("quote"), QStringLiteral("create"), buildPath,
                                 QStringLiteral("--customer"), QStringLiteral("Acme\x1b[31m red")});
        QVERIFY2(made.code == 0, made.err.constData());
        const Result shown =
            run({QStringLiteral("quote"), QStringLiteral("show"), QString::fromUtf8(made.out.trimmed())});
        QVERIFY2(shown.code == 0, shown.err.constData());
        QVERIFY(!shown.out.contains('\x1b'));
        QVERIFY(!shown.out.contains('\x07'));
        QVERIFY2(shown.out.contains("Evil\\x1b]0;owned"), shown.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliUntrusted)
#include "tst_cli_untrusted.moc"
