// SPDX-License-Identifier: MIT
// Imports are all or nothing under any failure: a full database (SQLite's own page limit) stops the
// import at the first SQL error and leaves every table as it was, with no part missing its kind
// row; an import beside another process's write transaction waits for the lock instead of
// failing with "database is locked".
#include "catalog/catalog_database.h"
#include "catalog/catalog_import.h"

#include "tests/catalog/scratch_files.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSemaphore>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace np;

namespace
{

QList<qint64> fingerprint(const QSqlDatabase &db)
{
    QList<qint64> counts;
    for (const char *t : {"parts", "prices", "gpus", "cpus", "memory_modules", "drives", "nics", "psus",
                          "chassis", "chassis_slots", "pcie_switches", "models"}) {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(t)));
        counts << (q.next() ? q.value(0).toLongLong() : -1);
    }
    return counts;
}

qint64 pragma(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA %1").arg(name));
    return q.next() ? q.value(0).toLongLong() : -1;
}

// `rows` GPUs with a 400-character note each: about 0.5 KB a row, so 300 rows need ~40 pages of
// 4 KiB (table + sku index + gpus), far more than the few pages the full-disk test allows.
QByteArray manyGpus(int rows, const char *prefix)
{
    QByteArray csv = "kind,sku,name,vendor,source,checked_date,notes,memory_gb,memory_bandwidth_gb_per_s,tdp_"
                     "w,form_factor\n";
    const QByteArray note(400, 'n');
    for (int i = 0; i < rows; ++i)
        csv += QByteArray("gpu,") + prefix + QByteArray::number(i) + ",Bulk GPU " + QByteArray::number(i) +
               ",Acme,datasheet,2026-11-30," + note + ",48,864,350,pcie\n";
    return csv;
}

} // namespace

class TestCatalogAllOrNothing : public QObject
{
    Q_OBJECT
private:
    test::ScratchFiles m_files;
    std::unique_ptr<CatalogDatabase> m_db;

    QString write(const QByteArray &text, const char *suffix) { return m_files.write(text, suffix); }

private slots:
    void init()
    {
        QString error;
        m_db = CatalogDatabase::open(m_files.newCatalogPath(), &error);
        QVERIFY2(m_db, qPrintable(error));
    }
    void cleanup() { m_db.reset(); }

    // PRAGMA max_page_count caps the file a few pages above its size: every import below runs out of
    // room part-way (SQLITE_FULL). Each must stop there, leave every table's count as it was and no
    // part without its kind row, and say "nothing imported" only because the counts prove it.
    void fullDatabaseChangesNothing()
    {
        QSqlDatabase db = m_db->database();
        const QList<qint64> before = fingerprint(db);
        const qint64 pages = pragma(db, QStringLiteral("page_count"));
        QVERIFY(pages > 0);
        const QString path = write(manyGpus(300, "FULL-"), "csv");
        int autoRolledBack = 0;
        for (int extra = 1; extra <= 9; ++extra) {
            QVERIFY(pragma(db, QStringLiteral("max_page_count = %1").arg(pages + extra)) == pages + extra);
            catalog::ImportStats stats;
            QStringList errors;
            QString verdict;
            QVERIFY(!catalog::importCatalogFile(db, path, &stats, &errors, &verdict));
            QVERIFY2(errors.size() == 1, qPrintable(errors.join(QLatin1Char('\n'))));
            QVERIFY2(errors.first().contains(QLatin1String("full")), qPrintable(errors.first()));
            QVERIFY2(verdict.startsWith(QLatin1String("nothing imported: the catalog is unchanged")),
                     qPrintable(verdict));
            autoRolledBack += verdict.contains(QLatin1String("already rolled")) ? 1 : 0;
            QCOMPARE(fingerprint(db), before);
            QVERIFY(catalog::partsWithoutKindRow(db).isEmpty());
            qInfo("max_page_count = page_count + %d: %s", extra, qPrintable(errors.first()));
        }
        qInfo("9 imports hit SQLITE_FULL; SQLite itself had rolled back %d of them; all 9 left the catalog "
              "unchanged",
              autoRolledBack);
        // Room again: the same file imports in full (300 parts), so the failures left nothing stuck.
        pragma(db, QStringLiteral("max_page_count = 1073741823"));
        catalog::ImportStats stats;
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(db, path, &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(stats.parts, 300);
        QCOMPARE(fingerprint(db).at(0), before.at(0) + 300);
        QVERIFY(m_db->check().isEmpty());
    }

    // The schema's foreign keys point from the kind tables to `parts`, so a `parts` row without its
    // kind row is the one orphan SQL allows. `check` names it; an import beside it still works
    // (the damage is older than the import) and adds no new one.
    void orphanPartIsReportedNotFatal()
    {
        QSqlDatabase db = m_db->database();
        QSqlQuery q(db);
        QVERIFY2(q.exec(QStringLiteral("INSERT INTO parts (sku, kind, name, source, checked_date) "
                                       "VALUES ('ORPHAN-1', 'gpu', 'Orphan', 'test', '2026-11-30')")),
                 qPrintable(q.lastError().text()));
        QCOMPARE(catalog::partsWithoutKindRow(db), QStringList{QStringLiteral("ORPHAN-1")});
        const QStringList problems = m_db->check();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(QLatin1String("ORPHAN-1")), qPrintable(problems.first()));
        catalog::ImportStats stats;
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(db, write(manyGpus(2, "NEW-"), "csv"), &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(stats.parts, 2);
        QCOMPARE(catalog::partsWithoutKindRow(db), QStringList{QStringLiteral("ORPHAN-1")});
    }

    // A second connection holds the write lock (BEGIN IMMEDIATE) for about 300 ms; the import
    // started meanwhile waits on the busy timeout and succeeds. (The time waited is printed, not
    // asserted.)
    void importWaitsForAnotherWriter()
    {
        const QString path = m_db->path();
        QSemaphore locked;
        QSemaphore released;
        QString holderError;
        QThread *holder = QThread::create([&] {
            const QString name = QStringLiteral("holder");
            {
                QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                other.setDatabaseName(path);
                QSqlQuery q(other);
                if (!other.open() || !q.exec(QStringLiteral("BEGIN IMMEDIATE")))
                    holderError = q.lastError().text() + other.lastError().text();
                locked.release();
                QThread::msleep(300);
                if (holderError.isEmpty() && !q.exec(QStringLiteral("COMMIT")))
                    holderError = q.lastError().text();
                other.close();
            }
            QSqlDatabase::removeDatabase(name);
            released.release();
        });
        holder->start();
        locked.acquire();
        QElapsedTimer waited;
        waited.start();
        catalog::ImportStats stats;
        QStringList errors;
        const bool ok =
            catalog::importCatalogFile(m_db->database(), write(manyGpus(3, "WAIT-"), "csv"), &stats, &errors);
        const qint64 ms = waited.elapsed();
        released.acquire();
        holder->wait();
        delete holder;
        QVERIFY2(holderError.isEmpty(), qPrintable(holderError));
        QVERIFY2(ok, qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(stats.parts, 3);
        qInfo("import beside a 300 ms write transaction succeeded after %lld ms", ms);
    }
};

QTEST_GUILESS_MAIN(TestCatalogAllOrNothing)
#include "tst_catalog_all_or_nothing.moc"
