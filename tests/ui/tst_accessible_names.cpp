// SPDX-License-Identifier: MIT
// Every control a user acts on has an accessible name: the main window with all its docks and every
// dialog, opened offscreen and walked through Qt's accessibility tree, the tree a screen reader reads
// over AT-SPI (scripts/a11y-audit.py reads the same names from the running application). A name may
// come from the control's own text, its accessibleName or its buddy label (QLabel::setBuddy, a
// QFormLayout row label, a QGroupBox title); a failure lists every control without one.
#include "catalog/catalog_database.h"
#include "catalog/price_changes.h"
#include "catalog/quote_store.h"
#include "catalog/sqlite_catalog_store.h"
#include "charts/build_comparison.h"
#include "core/evaluated_build.h"
#include "tests/ui/ui_fixture.h"
#include "ui/catalog_browsing/model_picker_dialog.h"
#include "ui/document/build_document.h"
#include "ui/pricing/change_history_dialog.h"
#include "ui/pricing/price_update_dialog.h"
#include "ui/pricing/quote_dialog.h"
#include "ui/pricing/set_price_dialog.h"
#include "ui/shell/build_properties_dialog.h"
#include "ui/shell/compare_builds_dialog.h"
#include "ui/shell/connect_team_dialog.h"
#include "ui/shell/display_currency_menu.h"
#include "ui/shell/document_controller.h"
#include "ui/shell/help_window.h"
#include "ui/shell/main_window.h"
#include "ui/shell/optimize_dialog.h"
#include "ui/shell/price_entry_menu.h"

#include <QAccessible>
#include <QLabel>
#include <QTest>

using namespace np;

namespace
{

// The roles scripts/a11y-audit.py counts as controls: what a user presses, types into, picks from
// or moves through.
bool isControl(const QAccessibleInterface *iface)
{
    switch (iface->role()) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::PageTab:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::List:
    case QAccessible::MenuItem:
    case QAccessible::Canvas:
        return true;
    case QAccessible::EditableText: // read-only text too: a reader moves through it
        return true;
    case QAccessible::StaticText: // a text browser (a label's name is its text)
        return iface->state().focusable && !qobject_cast<const QLabel *>(iface->object());
    default:
        return false;
    }
}

// Where a control sits, for the failure message: its class and object name, tooltip, and the
// chain of named ancestors up to the window.
QString describe(const QAccessibleInterface *iface)
{
    QStringList where;
    QObject *object = iface->object();
    for (QObject *o = object ? object->parent() : nullptr; o; o = o->parent()) {
        const auto *w = qobject_cast<const QWidget *>(o);
        if (!w)
            continue;
        const QString name = !w->accessibleName().isEmpty() ? w->accessibleName() : w->windowTitle();
        if (!name.isEmpty() && !where.contains(name))
            where.prepend(name);
    }
    QString text = QStringLiteral("%1 (role %2)")
                       .arg(object ? QString::fromLatin1(object->metaObject()->className())
                                   : QStringLiteral("child of ") + describe(iface->parent()))
                       .arg(static_cast<int>(iface->role()));
    if (object && !object->objectName().isEmpty())
        text += QStringLiteral(" \"%1\"").arg(object->objectName());
    if (const auto *w = qobject_cast<const QWidget *>(object); w && !w->toolTip().isEmpty())
        text += QStringLiteral(" tooltip \"%1\"").arg(w->toolTip());
    return text + QStringLiteral(" in ") + where.join(QStringLiteral(" > "));
}

struct Audit {
    int controls = 0;
    QStringList unnamed;
};

void walk(QAccessibleInterface *iface, Audit &audit, int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 60)
        return;
    if (isControl(iface)) {
        ++audit.controls;
        if (iface->text(QAccessible::Name).trimmed().isEmpty())
            audit.unnamed << describe(iface);
    }
    // The cells and headers of a table or list are named by their contents: not controls to name.
    const QAccessible::Role role = iface->role();
    if (role == QAccessible::Table || role == QAccessible::Tree || role == QAccessible::List)
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), audit, depth + 1);
}

// Fails listing every unnamed control under `root` (a window or dialog).
void verifyAllNamed(QWidget *root)
{
    root->show();
    QVERIFY(QTest::qWaitForWindowExposed(root));
    Audit audit;
    walk(QAccessible::queryAccessibleInterface(root), audit);
    qInfo().noquote() << root->metaObject()->className() << audit.controls << "controls,"
                      << audit.unnamed.size() << "without an accessible name";
    QVERIFY(audit.controls > 0);
    if (!audit.unnamed.isEmpty())
        QFAIL(qPrintable(QStringLiteral("controls without an accessible name:\n  ") +
                         audit.unnamed.join(QStringLiteral("\n  "))));
}

} // namespace

class TestAccessibleNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    // The window with every dock, set up as the application starts it (app/gui_launch.cpp): catalog,
    // chassis, assessment, workloads, charts, procurement and the quotes panel.
    void mainWindow()
    {
        QString error;
        const std::unique_ptr<CatalogDatabase> database =
            CatalogDatabase::open(test::seedCatalogPath(), &error);
        QVERIFY2(database, qPrintable(error));
        SqliteCatalogStore store(database->database()); // outlives the window
        MainWindow window(test::seedCatalog(), test::seedCatalogPath());
        window.attachQuotes(store);
        window.attachModelImport(store);
        addDisplayCurrencyMenu(window.viewMenu());
        new PriceEntryMenu(&window, store);
        window.resize(1600, 1000);
        QVERIFY(window.documentController()->openFile(DocumentController::referenceBuildPath(), true));
        verifyAllNamed(&window);
    }

    void buildProperties()
    {
        BuildPropertiesDialog dialog(BuildProperties{});
        verifyAllNamed(&dialog);
    }

    // With two builds in it, so the table, the charts and the remove button are all there.
    void compareBuilds()
    {
        BuildDocument document(test::seedCatalog());
        document.resetBuild(test::referenceBuild(), QString());
        CompareBuildsDialog dialog(&document, nullptr);
        QString error;
        QVERIFY2(dialog.addOpenBuild(&error), qPrintable(error));
        QVERIFY2(dialog.addFile(QStringLiteral(":/examples/hgx-h200-8gpu.nodeplan"), &error),
                 qPrintable(error));
        verifyAllNamed(&dialog);
    }

    void optimize()
    {
        OptimizeDialog dialog(*test::seedCatalog(), [](const Build &) {});
        verifyAllNamed(&dialog);
    }

    void setPrice()
    {
        const Gpu *gpu = test::seedCatalog()->findGpu("NVIDIA-H100-NVL");
        QVERIFY(gpu);
        SetPriceDialog dialog(gpu->info, QStringLiteral("EUR"));
        verifyAllNamed(&dialog);
    }

    void priceUpdate()
    {
        catalog::PriceImportReport report;
        const Price before{8565, "USD", "2026-04-01", "seed", "list"};
        const Price after{7900, "USD", "2026-11-20", "distributor", "street"};
        report.changes.push_back({QStringLiteral("NVIDIA-RTX-PRO-6000-SE"), QStringLiteral("RTX PRO 6000"),
                                  before, after, -665.0 / 8565.0 * 100.0});
        catalog::StaleQuote stale;
        stale.number = QStringLiteral("Q-2026-0001");
        stale.lines.push_back({QStringLiteral("NVIDIA-RTX-PRO-6000-SE"), before, after});
        report.staleQuotes.push_back(stale);
        PriceUpdateDialog dialog(report);
        verifyAllNamed(&dialog);
    }

    void changeHistory()
    {
        ChangeHistoryDialog dialog(QStringLiteral("part X"),
                                   {{QDateTime::currentDateTimeUtc(),
                                     QStringLiteral("pia"),
                                     QStringLiteral("prices"),
                                     QStringLiteral("insert"),
                                     {},
                                     QJsonObject{{QStringLiteral("amount"), 1200}}}});
        verifyAllNamed(&dialog);
    }

    void connectTeam()
    {
        ConnectTeamDialog dialog;
        verifyAllNamed(&dialog);
    }

    void modelPicker()
    {
        ModelPickerDialog dialog(*test::seedCatalog());
        verifyAllNamed(&dialog);
    }

    void quote()
    {
        QuoteDialog dialog(quoteForBuild(test::referenceBuild()));
        verifyAllNamed(&dialog);
    }

    // Help ▸ User Guide, Keyboard Shortcuts and Assumptions share this window.
    void help()
    {
        HelpWindow window(QStringLiteral("User Guide"));
        verifyAllNamed(&window);
    }

    // Quotes ▸ Compare with Previous Version: two evaluations side by side.
    void quoteVersions()
    {
        const EvaluatedBuild older = evaluateBuild(test::referenceBuild(), test::seedCatalog());
        const EvaluatedBuild newer = evaluateBuild(test::referenceBuild(), test::seedCatalog());
        BuildComparisonView view;
        view.setBuilds({{QStringLiteral("Version 1"), &older.evaluation()},
                        {QStringLiteral("Version 2"), &newer.evaluation()}});
        verifyAllNamed(&view);
    }
};

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessible_names.moc"
