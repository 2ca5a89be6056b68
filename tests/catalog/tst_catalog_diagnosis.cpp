// SPDX-License-Identifier: MIT
// Honest diagnosis: a catalog that cannot be written opens read-only (reads work, writes are refused
// with "the catalog PATH is read-only"), never reported as corrupt; an index that no longer matches
// its table (which PRAGMA quick_check accepts) is caught by integrity_check and refused.
#include "catalog/catalog_database.h"
#include "catalog/catalog_import.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace np;

namespace
{

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

quint32 bigEndian32(const QByteArray &bytes, qsizetype at)
{
    return (quint32(quint8(bytes[at])) << 24) | (quint32(quint8(bytes[at + 1])) << 16) |
           (quint32(quint8(bytes[at + 2])) << 8) | quint32(quint8(bytes[at + 3]));
}

// One statement's first value on a separate raw connection (not a CatalogDatabase).
QVariant rawValue(const QString &path, const QString &sql)
{
    QVariant value;
    const QString name = QStringLiteral("raw");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                value = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

const char *const kOneGpu =
    "kind,sku,name,vendor,source,checked_date,memory_gb,memory_bandwidth_gb_per_s,tdp_w,form_factor\n"
    "gpu,RO-GPU-1,Read-only GPU,Acme,datasheet,2026-11-30,48,864,350,pcie\n";

} // namespace

class TestCatalogDiagnosis : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_file = 0;

    // A fresh seed catalog, closed (its WAL checkpointed into the file).
    QString freshCatalog()
    {
        const QString path = m_dir.filePath(QStringLiteral("c%1.sqlite").arg(++m_file));
        QString error;
        auto db = CatalogDatabase::open(path, &error);
        return db ? path : QString();
    }

    QString importFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("in%1.csv").arg(++m_file));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(kOneGpu);
        return path;
    }

    // Reads work and an import is refused as read-only, with the file left byte-identical.
    void checkReadOnly(const QString &path, CatalogDatabase::Access access)
    {
        const QByteArray hash = fileHash(path);
        QString error;
        auto db = CatalogDatabase::open(path, &error, access);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(db->isReadOnly());
        QVERIFY2(db->readOnlyMessage().startsWith(QStringLiteral("the catalog %1 is read-only: ").arg(path)),
                 qPrintable(db->readOnlyMessage()));
        QVERIFY(!db->snapshot().gpus.empty());
        QVERIFY(db->check().isEmpty());
        catalog::ImportStats stats;
        QStringList errors;
        QString verdict;
        QVERIFY(!catalog::importCatalogFile(db->database(), importFile(), &stats, &errors, &verdict));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().startsWith(QStringLiteral("the catalog %1 is read-only: ").arg(path)),
                 qPrintable(errors.first()));
        QCOMPARE(verdict, QStringLiteral("nothing imported: the catalog is unchanged"));
        db.reset();
        QCOMPARE(fileHash(path), hash);
    }

private slots:
    // SQLITE_OPEN_READONLY, the path a read-only file or folder takes; works even as root.
    void readOnlyOpenReadsAndRefusesWrites()
    {
        const QString path = freshCatalog();
        QVERIFY(!path.isEmpty());
        checkReadOnly(path, CatalogDatabase::Access::ReadOnly);
    }

    void readOnlyFileOpensReadOnly()
    {
        if (::geteuid() == 0)
            QSKIP(
                "running as root: root writes files whatever their mode, so a chmod'ed file stays writable");
        const QString path = freshCatalog();
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner));
        checkReadOnly(path, CatalogDatabase::Access::ReadWrite);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }

    void readOnlyFolderOpensReadOnly()
    {
        if (::geteuid() == 0)
            QSKIP("running as root: root writes into folders whatever their mode");
        QTemporaryDir folder(m_dir.filePath(QStringLiteral("ro-XXXXXX")));
        const QString path = folder.filePath(QStringLiteral("catalog.sqlite"));
        QVERIFY(QFile::copy(freshCatalog(), path));
        QVERIFY(QFile::setPermissions(folder.path(), QFile::ReadOwner | QFile::ExeOwner));
        checkReadOnly(path, CatalogDatabase::Access::ReadWrite);
        QFile::setPermissions(folder.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    // Rewrite the largest SKU in the parts' primary-key index to the same length ending in '~': the
    // page stays well-formed and in order (it is still the largest key), so quick_check says "ok",
    // but the index no longer matches the table, which only integrity_check compares.
    void corruptIndexIsCaught()
    {
        const QString path = freshCatalog();
        QVERIFY(!path.isEmpty());
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        const int pageSize = rawValue(path, QStringLiteral("PRAGMA page_size")).toInt();
        quint32 page = rawValue(path, QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = "
                                                     "'sqlite_autoindex_parts_1'"))
                           .toUInt();
        const QByteArray sku =
            rawValue(path, QStringLiteral("SELECT sku FROM parts ORDER BY sku DESC LIMIT 1"))
                .toString()
                .toUtf8();
        QVERIFY(pageSize >= 512 && page > 1 && !sku.isEmpty() && !sku.endsWith('~'));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        file.close();
        // Interior index pages (type 0x02) keep their right-most child at offset 8; follow it to the
        // right-most leaf (0x0A), which holds the largest key.
        auto pageAt = [&](quint32 number) { return qsizetype(number - 1) * pageSize; };
        while (bytes.at(pageAt(page)) == 0x02)
            page = bigEndian32(bytes, pageAt(page) + 8);
        QCOMPARE(int(bytes.at(pageAt(page))), 0x0A);
        QByteArray leaf = bytes.mid(pageAt(page), pageSize);
        QVERIFY(leaf.contains(sku));
        leaf.replace(sku, QByteArray(sku.chopped(1)).append('~'));
        bytes.replace(pageAt(page), pageSize, leaf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
        file.close();

        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA quick_check")).toString(), QStringLiteral("ok"));
        const QByteArray hash = fileHash(path);
        QString error;
        QVERIFY(!CatalogDatabase::open(path, &error));
        QVERIFY2(error.startsWith(QStringLiteral("%1 is a corrupt catalog (").arg(path)), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("missing from index sqlite_autoindex_parts_1")),
                 qPrintable(error));
        QCOMPARE(fileHash(path), hash);
    }
};

QTEST_GUILESS_MAIN(TestCatalogDiagnosis)
#include "tst_catalog_diagnosis.moc"
