// SPDX-License-Identifier: MIT
#include "catalog/catalog_database.h"

#include "catalog/catalog_import.h"
#include "catalog/catalog_rows.h"
#include "catalog/schema_migrations.h"
#include "catalog/snapshot_builder.h"

#include <QAtomicInt>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace np
{

namespace
{

QAtomicInt g_connectionCounter;

QString newConnectionName(const char *purpose)
{
    return QStringLiteral("nodeplan-catalog-%1-%2")
        .arg(QLatin1String(purpose))
        .arg(g_connectionCounter.fetchAndAddOrdered(1));
}

// Checks an existing file without writing to it: the SQLite magic in the header, then a read-only
// connection for application_id and user_version (authoritative even while a WAL file holds the
// newest pages) and an integrity check.
bool checkExistingFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray header = file.read(100);
    file.close();
    const bool walPending = QFileInfo::exists(path + QStringLiteral("-wal"));
    const bool sqliteMagic = header.startsWith(QByteArray("SQLite format 3\0", 16));
    if (!sqliteMagic && !(header.isEmpty() && walPending)) {
        *error = QStringLiteral("%1 is not a NodePlan catalog (%2); the file was not changed")
                     .arg(path, header.isEmpty() ? QStringLiteral("empty file")
                                                 : QStringLiteral("not an SQLite database"));
        return false;
    }
    const int latest = catalog::latestSchemaVersion();

    bool ok = true;
    const QString name = newConnectionName("check");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            *error = QStringLiteral("%1 cannot be opened: %2; the file was not changed")
                         .arg(path, db.lastError().text());
            ok = false;
        } else {
            QSqlQuery q(db);
            const bool readable = q.exec(QStringLiteral("PRAGMA application_id")) && q.next();
            const qint64 applicationId = readable ? q.value(0).toLongLong() : -1;
            if (!readable) {
                *error = QStringLiteral("%1 is a corrupt catalog (%2); the file was not changed")
                             .arg(path, q.lastError().databaseText());
                ok = false;
            } else if (applicationId != CatalogDatabase::kApplicationId) {
                *error = QStringLiteral(
                             "%1 is an SQLite database but not a NodePlan catalog (application_id 0x%2); "
                             "the file was not changed")
                             .arg(path)
                             .arg(quint32(applicationId), 8, 16, QLatin1Char('0'));
                ok = false;
            }
            if (ok && q.exec(QStringLiteral("PRAGMA user_version")) && q.next() &&
                q.value(0).toInt() > latest) {
                *error = QStringLiteral(
                             "%1 has catalog schema version %2, newer than this NodePlan understands (%3); "
                             "update NodePlan. The file was not changed")
                             .arg(path)
                             .arg(q.value(0).toInt())
                             .arg(latest);
                ok = false;
            }
            QSqlQuery check(db);
            if (ok && !(check.exec(QStringLiteral("PRAGMA quick_check")) && check.next() &&
                        check.value(0).toString() == QLatin1String("ok"))) {
                const QString why = check.lastError().isValid() ? check.lastError().databaseText()
                                                                : check.value(0).toString();
                *error =
                    QStringLiteral("%1 is a corrupt catalog (%2); the file was not changed").arg(path, why);
                ok = false;
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

bool exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    *error = QStringLiteral("%1: %2").arg(sql, q.lastError().databaseText());
    return false;
}

const char *const kSeedFiles[] = {"chassis.json", "gpus.json", "cpus.json", "memory.json",
                                  "drives.json",  "nics.json", "psus.json", "models.json"};

// Schema and seed data in one transaction: a failure leaves no half-made catalog behind.
bool createFromSeed(QSqlDatabase &db, QString *error)
{
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    bool ok =
        catalog::applyMigrations(db, 0, error) &&
        exec(db, QStringLiteral("PRAGMA application_id = %1").arg(CatalogDatabase::kApplicationId), error);
    if (ok) {
        catalog::CatalogImporter importer(db);
        for (const char *name : kSeedFiles) {
            const QString resource = QStringLiteral(":/seed/") + QLatin1String(name);
            QFile file(resource);
            if (!file.open(QIODevice::ReadOnly)) {
                *error = QStringLiteral("seed file %1 missing from the build").arg(resource);
                ok = false;
                break;
            }
            if (!importer.addData(file.readAll(), resource)) {
                *error =
                    QStringLiteral("seed data rejected: %1").arg(importer.errors().join(QLatin1String("; ")));
                ok = false;
                break;
            }
        }
    }
    if (ok && !db.commit()) {
        *error = db.lastError().text();
        ok = false;
    }
    if (!ok)
        db.rollback();
    return ok;
}

} // namespace

CatalogDatabase::CatalogDatabase(QString path, QString connectionName)
    : m_path(std::move(path)), m_connectionName(std::move(connectionName))
{
}

CatalogDatabase::~CatalogDatabase()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString CatalogDatabase::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/catalog.sqlite");
}

std::unique_ptr<CatalogDatabase> CatalogDatabase::open(const QString &requestedPath, QString *error)
{
    QString scratch;
    QString &err = error ? *error : scratch;
    const QString path = requestedPath.isEmpty() ? defaultPath() : requestedPath;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        err = QStringLiteral("the Qt SQLite driver (QSQLITE) is not installed (Debian: libqt6sql6-sqlite)");
        return nullptr;
    }

    const QFileInfo info(path);
    const bool exists = info.exists();
    if (exists && !info.isFile()) {
        err = QStringLiteral("%1 is not a file").arg(path);
        return nullptr;
    }
    if (exists && !checkExistingFile(path, &err))
        return nullptr;
    if (!exists && !QDir().mkpath(info.absolutePath())) {
        err = QStringLiteral("cannot create the folder %1").arg(info.absolutePath());
        return nullptr;
    }

    const QString name = newConnectionName("main");
    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(path, name));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (!db.open()) {
        err = QStringLiteral("%1 cannot be opened: %2").arg(path, db.lastError().text());
        return nullptr;
    }
    QString sqlError;
    if (!exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), &sqlError) ||
        !exec(db, QStringLiteral("PRAGMA journal_mode = WAL"), &sqlError)) {
        err = QStringLiteral("%1: %2").arg(path, sqlError);
        return nullptr;
    }

    if (!exists) {
        if (!createFromSeed(db, &sqlError)) {
            err = QStringLiteral("%1: cannot create the catalog: %2").arg(path, sqlError);
            db.close();
            QFile::remove(path);
            QFile::remove(path + QStringLiteral("-wal"));
            QFile::remove(path + QStringLiteral("-shm"));
            return nullptr;
        }
        return catalog;
    }

    const int version = catalog->schemaVersion();
    if (version < catalog::latestSchemaVersion()) {
        bool ok = db.transaction() && catalog::applyMigrations(db, version, &sqlError);
        if (ok && !db.commit()) {
            sqlError = db.lastError().text();
            ok = false;
        }
        if (!ok) {
            db.rollback();
            err = QStringLiteral("%1: cannot upgrade the catalog from schema version %2: %3")
                      .arg(path)
                      .arg(version)
                      .arg(sqlError);
            return nullptr;
        }
    }
    return catalog;
}

QString CatalogDatabase::path() const
{
    return m_path;
}

int CatalogDatabase::schemaVersion() const
{
    QSqlQuery q(database());
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
        return q.value(0).toInt();
    return 0;
}

CatalogSnapshot CatalogDatabase::snapshot(const QString &asOfIsoDate) const
{
    const QString asOf = asOfIsoDate.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : asOfIsoDate;
    return catalog::buildSnapshot(database(), m_path, asOf);
}

std::vector<Price> CatalogDatabase::priceHistory(const QString &sku) const
{
    std::vector<Price> out;
    for (const catalog::PriceRow &row : catalog::loadPriceHistory(database(), sku))
        out.push_back(row.price);
    return out;
}

QSqlDatabase CatalogDatabase::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

} // namespace np
