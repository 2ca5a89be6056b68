// SPDX-License-Identifier: MIT
// libFuzzer harness for catalog import (catalog/csv_reader.cpp, json_lines.cpp, catalog_import.cpp):
// the bytes go through CatalogImporter::addData exactly as `nodeplan catalog import FILE` sends them,
// against a real seed catalog (so price rows can name existing SKUs), inside a transaction that is
// rolled back after every input. Built twice: NODEPLAN_FUZZ_FILE_NAME "fuzz.csv" reads the bytes as
// CSV, "fuzz.json" as JSON.
#include "catalog/catalog_database.h"
#include "catalog/catalog_import.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace
{

// Qt SQL loads its SQLite driver as a plugin, which needs a QCoreApplication.
std::unique_ptr<QCoreApplication> g_app;
std::unique_ptr<QTemporaryDir> g_dir;
std::unique_ptr<np::CatalogDatabase> g_catalog;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    g_app = std::make_unique<QCoreApplication>(*argc, *argv);
    g_dir = std::make_unique<QTemporaryDir>();
    QString error;
    g_catalog = np::CatalogDatabase::open(g_dir->filePath(QStringLiteral("catalog.sqlite")), &error);
    if (!g_catalog) {
        std::fprintf(stderr, "cannot open a scratch catalog: %s\n", error.toUtf8().constData());
        std::abort();
    }
    // Every input is rolled back; durability does not matter here, speed does.
    QSqlQuery(g_catalog->database()).exec(QStringLiteral("PRAGMA synchronous = OFF"));
    // Close the catalog before Qt SQL's own globals go (they were made after these pointers, so
    // they would be destroyed first); an exit handler registered now runs before theirs.
    std::atexit([] {
        g_catalog.reset();
        g_dir.reset();
        g_app.reset();
    });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QSqlDatabase db = g_catalog->database();
    if (!db.transaction())
        std::abort();
    {
        np::catalog::CatalogImporter importer(db);
        const QByteArray bytes =
            QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
        const bool ok = importer.addData(bytes, QStringLiteral(NODEPLAN_FUZZ_FILE_NAME));
        if (!ok && importer.errors().isEmpty()) {
            std::fputs("import refused a file without saying why\n", stderr);
            std::abort();
        }
        if (importer.databaseFailed()) {
            // A scratch catalog in a temporary folder never fails; an SQL error here means the
            // importer let a value through that the schema refuses.
            // fwrite, not %s: a message may quote a NUL byte from the input.
            const QByteArray errors = importer.errors().join(QLatin1Char('\n')).toUtf8();
            std::fputs("SQL error on fuzz input:\n", stderr);
            std::fwrite(errors.constData(), 1, std::size_t(errors.size()), stderr);
            std::abort();
        }
    }
    if (!db.rollback())
        std::abort();
    return 0;
}
