// SPDX-License-Identifier: MIT
#include "tests/ui/ui_fixture.h"

#include "catalog/catalog_database.h"
#include "presentation/build_file.h"
#include "ui/shell/ui_resources.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace np::test
{

namespace
{

struct SeedCatalog {
    QTemporaryDir dir;
    std::unique_ptr<CatalogDatabase> database;
    std::shared_ptr<const CatalogSnapshot> snapshot;
};

SeedCatalog &seed()
{
    static SeedCatalog instance = [] {
        SeedCatalog s;
        QString error;
        s.database = CatalogDatabase::open(s.dir.filePath(QStringLiteral("catalog.sqlite")), &error);
        if (!s.database)
            qFatal("cannot create the seed catalog: %s", qPrintable(error));
        // Prices as of a fixed date, so figures do not move when the seed gains newer prices.
        s.snapshot = std::make_shared<const CatalogSnapshot>(s.database->snapshot());
        return s;
    }();
    return instance;
}

} // namespace

void isolateSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("NodePlanTests"));
    QCoreApplication::setApplicationName(QCoreApplication::applicationName() + QStringLiteral("-ui"));
}

std::shared_ptr<const CatalogSnapshot> seedCatalog()
{
    return seed().snapshot;
}

QString seedCatalogPath()
{
    return seed().database->path();
}

Build referenceBuild()
{
    initUiResources();
    Build build;
    QString error;
    if (!readBuildFile(QStringLiteral(":/examples/reference-8x-rtx-pro-6000.nodeplan"), build, &error))
        qFatal("cannot read the reference build: %s", qPrintable(error));
    return build;
}

} // namespace np::test
