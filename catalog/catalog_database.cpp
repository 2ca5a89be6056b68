// SPDX-License-Identifier: MIT
#include "catalog/catalog_database.h"

#include "catalog/catalog_import.h"
#include "catalog/catalog_rows.h"
#include "catalog/schema_migrations.h"
#include "catalog/snapshot_builder.h"
#include "catalog/sql_dialect.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

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

// SQLite's primary result codes that mean the file itself is damaged (SQLITE_CORRUPT, SQLITE_NOTADB).
bool isCorruption(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == 11 || code == 26);
}

// The 100-byte SQLite header of `path` (empty when unreadable).
QByteArray sqliteHeader(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(100) : QByteArray();
}

// Header bytes 18 and 19 are 2 in a WAL-mode database (1 with a rollback journal).
bool isWalHeader(const QByteArray &header)
{
    return header.size() >= 20 && header.at(18) == 2 && header.at(19) == 2;
}

// A read-only connection that creates nothing beside the catalog. A WAL catalog needs PATH-shm to
// be read; where this process cannot write the file or its folder (a read-only mount, another
// user's folder, a 0444 file) SQLite would fail to create it or leave 0444 PATH-wal/-shm behind.
// With no PATH-wal pending, every page is in the main file and nobody can change it without
// writing a journal beside it, so the file is opened `immutable` (no locks, no -shm). A writable
// WAL catalog is opened normally: a writer in another process may be using it.
void configureReadOnly(QSqlDatabase &db, const QString &path)
{
    const QFileInfo info(path);
    const bool unwritable = !info.isWritable() || !QFileInfo(info.absolutePath()).isWritable();
    const bool walPending = QFileInfo::exists(path + QStringLiteral("-wal"));
    QString options =
        QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(CatalogDatabase::kBusyTimeoutMs);
    if (unwritable && !walPending && isWalHeader(sqliteHeader(path))) {
        QUrl url = QUrl::fromLocalFile(info.absoluteFilePath());
        url.setQuery(QStringLiteral("immutable=1"));
        db.setDatabaseName(url.toString(QUrl::FullyEncoded));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    } else {
        db.setDatabaseName(path);
    }
    db.setConnectOptions(options);
}

// Triggers and views run SQL the file brings with it (a trigger can rewrite every price a quote
// stores, or recurse forever). NodePlan's migrations create none, so any is foreign.
QStringList foreignSchemaObjects(QSqlDatabase &db, QString *queryError)
{
    QStringList objects;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view') "
                               "ORDER BY type, name"))) {
        *queryError = q.lastError().databaseText();
        return objects;
    }
    while (q.next())
        objects << QStringLiteral("%1 '%2'").arg(q.value(0).toString(), q.value(1).toString().left(80));
    return objects;
}

// Every row of `PRAGMA integrity_check` (or foreign_key_check) other than "ok", at most `limit`.
QStringList integrityProblems(QSqlDatabase &db, QString *queryError)
{
    QStringList problems;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA integrity_check(20)"))) {
        *queryError = q.lastError().databaseText();
        return problems;
    }
    while (q.next())
        if (q.value(0).toString() != QLatin1String("ok"))
            problems << q.value(0).toString();
    return problems;
}

// Checks an existing file without writing to it: the SQLite magic in the header, then a read-only
// connection for application_id and user_version (authoritative even while a WAL file holds the
// newest pages) and an integrity check (integrity_check, not quick_check: only the full check
// compares every index with its table). A file that cannot be read is reported as such, never as
// "corrupt".
// The checks run on an opened file: a NodePlan catalog, a schema version this build understands, intact,
// and holding no SQL that NodePlan did not create. The first that fails sets *error.
bool checkCatalogContents(QSqlDatabase &db, const QString &path, QString *error, int *version)
{
    QSqlQuery q(db);
    if (!(q.exec(QStringLiteral("PRAGMA application_id")) && q.next())) {
        *error = (isCorruption(q.lastError())
                      ? QStringLiteral("%1 is a corrupt catalog (%2); the file was not changed")
                      : QStringLiteral("%1 cannot be read (%2); the file was not changed"))
                     .arg(path, q.lastError().databaseText());
        return false;
    }
    if (const qint64 applicationId = q.value(0).toLongLong();
        applicationId != CatalogDatabase::kApplicationId) {
        *error = QStringLiteral("%1 is an SQLite database but not a NodePlan catalog (application_id 0x%2); "
                                "the file was not changed")
                     .arg(path)
                     .arg(quint32(applicationId), 8, 16, QLatin1Char('0'));
        return false;
    }
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
        *version = q.value(0).toInt();
    if (const int latest = catalog::latestSchemaVersion(); *version > latest) {
        *error =
            QStringLiteral("%1 has catalog schema version %2, newer than this NodePlan understands (%3); "
                           "update NodePlan. The file was not changed")
                .arg(path)
                .arg(*version)
                .arg(latest);
        return false;
    }
    QString queryError;
    const QStringList problems = integrityProblems(db, &queryError);
    if (!queryError.isEmpty() || !problems.isEmpty()) {
        *error =
            queryError.isEmpty()
                ? QStringLiteral("%1 is a corrupt catalog (%2); the file was not changed")
                      .arg(path, problems.join(QLatin1String("; ")))
                : QStringLiteral("%1 cannot be checked (%2); the file was not changed").arg(path, queryError);
        return false;
    }
    const QStringList foreign = foreignSchemaObjects(db, &queryError);
    if (!queryError.isEmpty() || !foreign.isEmpty()) {
        *error = QStringLiteral("%1 holds SQL that NodePlan did not create (%2), which would run on "
                                "every change; refused, the file was not changed")
                     .arg(path, queryError.isEmpty() ? foreign.join(QLatin1String(", ")) : queryError);
        return false;
    }
    return true;
}

bool checkExistingFile(const QString &path, QString *error, int *version)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray header = file.read(100);
    file.close();
    *version = 0;
    const bool walPending = QFileInfo::exists(path + QStringLiteral("-wal"));
    const bool sqliteMagic = header.startsWith(QByteArray("SQLite format 3\0", 16));
    if (!sqliteMagic && !(header.isEmpty() && walPending)) {
        *error = QStringLiteral("%1 is not a NodePlan catalog (%2); the file was not changed")
                     .arg(path, header.isEmpty() ? QStringLiteral("empty file")
                                                 : QStringLiteral("not an SQLite database"));
        return false;
    }
    bool ok = true;
    const QString name = newConnectionName("check");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        configureReadOnly(db, path);
        if (!db.open()) {
            *error = QStringLiteral("%1 cannot be opened: %2; the file was not changed")
                         .arg(path, db.lastError().text());
            ok = false;
        } else {
            ok = checkCatalogContents(db, path, error, version);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// Why a catalog must open read-only; empty when it can be written.
QString readOnlyReason(const QFileInfo &info, CatalogDatabase::Access access)
{
    if (access == CatalogDatabase::Access::ReadOnly)
        return QStringLiteral("opened read-only");
    if (!info.exists())
        return {};
    if (!info.isWritable())
        return QStringLiteral("the file cannot be written");
    // WAL mode writes PATH-wal and PATH-shm beside the catalog.
    if (!QFileInfo(info.absolutePath()).isWritable())
        return QStringLiteral("its folder %1 cannot be written").arg(info.absolutePath());
    return {};
}

bool exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    *error = QStringLiteral("%1: %2").arg(sql, q.lastError().databaseText());
    return false;
}

// Measured GPU rates after the GPUs they are for.
const char *const kSeedFiles[] = {"chassis.json", "gpus.json",   "achievable_rates.json",
                                  "cpus.json",    "memory.json", "drives.json",
                                  "nics.json",    "psus.json",   "models.json"};

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

// Where a first run seeds the catalog before renaming it to PATH.
QString seedingName(const QString &path)
{
    return QStringLiteral("%1.seeding-%2").arg(path).arg(QCoreApplication::applicationPid());
}

void removeWithSidecars(const QString &path)
{
    for (const char *suffix : {"", "-journal", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
}

// Seeding files left by a first run that was killed: older than a minute, so not another process's
// first run still under way (seeding takes well under a second).
void removeStaleSeedingFiles(const QString &path)
{
    const QFileInfo info(path);
    const QDateTime cutoff = QDateTime::currentDateTimeUtc().addSecs(-60);
    const QFileInfoList stale =
        QDir(info.absolutePath())
            .entryInfoList({info.fileName() + QStringLiteral(".seeding-*")}, QDir::Files | QDir::Hidden);
    for (const QFileInfo &f : stale)
        if (f.lastModified().toUTC() < cutoff)
            QFile::remove(f.absoluteFilePath());
}

// First run: the catalog is made under a temporary name beside PATH (rollback journal, schema and
// seed in one transaction), switched to WAL, closed, and only then renamed to PATH. A kill at any
// moment leaves either no PATH, so the next run starts over, or a complete catalog; never an empty
// schema that every later command refuses. rename() never replaces a PATH another process made
// meanwhile: that one is used.
bool createCatalogFile(const QString &path, QString *error)
{
    removeStaleSeedingFiles(path);
    const QString temp = seedingName(path);
    removeWithSidecars(temp);
    const QString name = newConnectionName("seed");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(temp);
        if (!db.open()) {
            *error = db.lastError().text();
            ok = false;
        } else {
            ok = exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), error) && createFromSeed(db, error) &&
                 exec(db, QStringLiteral("PRAGMA journal_mode = WAL"), error);
            db.close(); // checkpoints and removes TEMP-wal
        }
    }
    QSqlDatabase::removeDatabase(name);
    if (ok && !QFile::rename(temp, path) && !QFileInfo::exists(path)) {
        *error = QStringLiteral("cannot rename %1 to %2").arg(temp, path);
        ok = false;
    }
    removeWithSidecars(temp);
    return ok;
}

} // namespace

CatalogDatabase::CatalogDatabase(QString path, QString connectionName, QString readOnlyReason)
    : m_path(std::move(path)), m_connectionName(std::move(connectionName)),
      m_readOnlyReason(std::move(readOnlyReason))
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

namespace
{

// Brings an older catalog to this build's schema in one transaction; a read-only one is refused instead.
bool upgradeSchema(QSqlDatabase &db, int version, const QString &path, const QString &readOnly, QString *err)
{
    QString sqlError;
    if (version < catalog::latestSchemaVersion() && !readOnly.isEmpty()) {
        *err =
            QStringLiteral("%1 has catalog schema version %2 and needs upgrading to %3, but the catalog %1 "
                           "is read-only: %4")
                .arg(path)
                .arg(version)
                .arg(catalog::latestSchemaVersion())
                .arg(readOnly);
        return false;
    }
    if (version < catalog::latestSchemaVersion()) {
        bool ok = db.transaction() && catalog::applyMigrations(db, version, &sqlError);
        if (ok && !db.commit()) {
            sqlError = db.lastError().text();
            ok = false;
        }
        if (!ok) {
            db.rollback();
            *err = QStringLiteral("%1: cannot upgrade the catalog from schema version %2: %3")
                       .arg(path)
                       .arg(version)
                       .arg(sqlError);
            return false;
        }
    }
    return true;
}

} // namespace

std::unique_ptr<CatalogDatabase> CatalogDatabase::open(const QString &requestedPath, QString *error,
                                                       Access access)
{
    if (catalog::isPostgresUrl(requestedPath))
        return openTeam(requestedPath, error, access);
    QString scratch;
    QString &err = error ? *error : scratch;
    const QString path = requestedPath.isEmpty() ? defaultPath() : requestedPath;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        err = QStringLiteral("the Qt SQLite driver (QSQLITE) is not installed (Debian: libqt6sql6-sqlite)");
        return nullptr;
    }

    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        err = QStringLiteral("%1 is not a file").arg(path);
        return nullptr;
    }
    if (!info.exists() && access == Access::ReadOnly) {
        err = QStringLiteral("%1: no such catalog (a read-only catalog is not created)").arg(path);
        return nullptr;
    }
    if (!info.exists()) {
        QString createError;
        if (!QDir().mkpath(info.absolutePath())) {
            err = QStringLiteral("cannot create the folder %1").arg(info.absolutePath());
            return nullptr;
        }
        if (!createCatalogFile(path, &createError)) {
            err = QStringLiteral("%1: cannot create the catalog: %2").arg(path, createError);
            return nullptr;
        }
    }
    int version = 0;
    if (!checkExistingFile(path, &err, &version))
        return nullptr;
    const QString readOnly = readOnlyReason(QFileInfo(path), access);

    const QString name = newConnectionName("main");
    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(path, name, readOnly));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    if (readOnly.isEmpty()) {
        db.setDatabaseName(path);
        // The busy timeout makes every write (imports, quotes) wait for another process's write lock.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    } else {
        configureReadOnly(db, path);
    }
    if (!db.open()) {
        err = QStringLiteral("%1 cannot be opened: %2").arg(path, db.lastError().text());
        return nullptr;
    }
    QString sqlError;
    if (!exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), &sqlError) ||
        (readOnly.isEmpty() && !exec(db, QStringLiteral("PRAGMA journal_mode = WAL"), &sqlError))) {
        err = QStringLiteral("%1: %2").arg(path, sqlError);
        return nullptr;
    }

    if (!upgradeSchema(db, catalog->schemaVersion(), path, readOnly, &err))
        return nullptr;
    return catalog;
}

QString CatalogDatabase::path() const
{
    return m_path;
}

bool CatalogDatabase::isTeamCatalog() const
{
    return catalog::isPostgres(database());
}

bool CatalogDatabase::isReadOnly() const
{
    return !m_readOnlyReason.isEmpty();
}

QString CatalogDatabase::readOnlyMessage() const
{
    return isReadOnly() ? QStringLiteral("the catalog %1 is read-only: %2").arg(m_path, m_readOnlyReason)
                        : QString();
}

QStringList CatalogDatabase::check() const
{
    QSqlDatabase db = database();
    QStringList problems;
    // A PostgreSQL server checks its pages and foreign keys itself; a file is checked here.
    if (!catalog::isPostgres(db)) {
        QString queryError;
        problems = integrityProblems(db, &queryError);
        if (!queryError.isEmpty())
            problems << QStringLiteral("integrity_check cannot run: %1").arg(queryError);
        QSqlQuery fk(db);
        if (!fk.exec(QStringLiteral("PRAGMA foreign_key_check")))
            problems << QStringLiteral("foreign_key_check cannot run: %1").arg(fk.lastError().databaseText());
        while (fk.next())
            problems << QStringLiteral("table %1 row %2 refers to a missing row in %3")
                            .arg(fk.value(0).toString(), fk.value(1).toString(), fk.value(2).toString());
    }
    QString orphanError;
    const QStringList orphans = catalog::partsWithoutKindRow(db, &orphanError);
    if (!orphanError.isEmpty())
        problems << QStringLiteral("parts cannot be checked against their kind rows: %1").arg(orphanError);
    for (const QString &sku : orphans)
        problems << QStringLiteral("part %1 has no row in its kind's table").arg(sku);
    return problems;
}

int CatalogDatabase::schemaVersion() const
{
    QSqlQuery q(database());
    if (q.exec(catalog::isPostgres(database()) ? QStringLiteral("SELECT schema_version FROM nodeplan_catalog")
                                               : QStringLiteral("PRAGMA user_version")) &&
        q.next())
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
