// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "ui/catalog_browsing/catalog_browser.h"
#include "ui/shell/default_layout.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QMimeData;
class QSpinBox;

namespace np
{

class AssessmentPanel;
class BuildDocument;
class CatalogStore;
class ChassisView;
class DocumentController;
class PanelMaximizer;
class ProcurementView;
class QuotesPanel;
class WorkloadsPanel;

// The NodePlan main window: the chassis view in the centre, the catalog browser and the
// assessment (key figures and findings) in docks, room for the charts and quotes docks, and the
// menus. The window wires them; the file handling (open, save, recent files, autosave and recovery)
// is the DocumentController's.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `catalogPath` is shown in Help ▸ About.
    MainWindow(std::shared_ptr<const CatalogSnapshot> catalog, const QString &catalogPath,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] BuildDocument *document() const { return m_document; }
    [[nodiscard]] DocumentController *documentController() const { return m_files; }
    [[nodiscard]] ChassisView *chassisView() const { return m_chassisView; }
    [[nodiscard]] CatalogBrowser *catalogBrowser() const { return m_catalogBrowser; }
    [[nodiscard]] AssessmentPanel *assessmentPanel() const { return m_assessment; }
    [[nodiscard]] WorkloadsPanel *workloadsPanel() const { return m_workloads; }
    // File ▸ Export: the build sheet and chart exports add their actions here.
    [[nodiscard]] QMenu *exportMenu() const { return m_exportMenu; }
    [[nodiscard]] QMenu *viewMenu() const { return m_viewMenu; }
    [[nodiscard]] QMenu *fileMenu() const { return m_fileMenu; }
    // View ▸ Maximise Panel: one panel takes the whole window and goes back (Ctrl+Shift+M).
    [[nodiscard]] PanelMaximizer *panelMaximizer() const { return m_maximizer; }
    // Adds a dock (charts, quotes, ...) with a toggle in the View menu; its state persists.
    void addPanelDock(QDockWidget *dock, Qt::DockWidgetArea area);

    void setPriceHistoryProvider(CatalogBrowser::PriceHistoryProvider provider);
    // Adds the Quotes dock and File ▸ Import Price List… over the catalog's store (used in the GUI
    // thread; it must outlive the window). Compare Builds and the build sheet read it too.
    void attachQuotes(CatalogStore &store);
    // Adds Edit ▸ Import Model from config.json…, which writes the model into the catalog's store.
    void attachModelImport(CatalogStore &store);

public slots:
    // Edit ▸ Find in Catalog (Ctrl+F): brings the catalog tab to the front, then focuses its search.
    void findInCatalog();
    // File ▸ Build Properties…: name, customer and notes, applied as one undo step.
    void editProperties();
    // View ▸ Reset Layout: docks and toolbars as at first start; the saved geometry and state go.
    void resetLayout();
    void about();
    // Another desktop changed the team catalog (catalog::TeamLiveUpdates, which the app wires to
    // these two; main_window_team.cpp): the open build, the catalog browser and the quotes' price
    // marks re-read it. `skus` empty: anything may have changed.
    void catalogChangedElsewhere(const QStringList &skus);
    // Whether the team catalog's server can be reached: the status bar and the Quotes panel say so.
    void setTeamCatalogReachable(bool reachable);

protected:
    void closeEvent(QCloseEvent *event) override;
    // A .nodeplan file dropped on the window opens it, after asking to save unsaved changes.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    struct ToolBarActions;
    void createActions();
    void createFileMenu(ToolBarActions &toolBar);
    void createEditMenu(ToolBarActions &toolBar);
    void createViewMenu(ToolBarActions &toolBar);
    void createMaximiseActions();
    void createToolsMenu();
    void createHelpMenu();
    void createMainToolBar(const ToolBarActions &toolBar);
    void createDocks();
    void createOptionsBar();
    void restoreLayout();
    void applyDefaultDockSizes(const QSize &windowSize);
    void updateTitle();
    void syncOptionControls();
    void updateEditActions();
    // The first local .nodeplan file among dragged URLs, empty if there is none.
    static QString droppedBuildPath(const QMimeData *data);
    void createChartDocks();
    void createBuildSheetExport();
    void updateCharts();
    // Imports a price list into the quotes' database, re-prices the open build and shows what
    // changed and which quotes now use out-of-date prices.
    void importPriceList(CatalogStore &store, const QString &path, QuotesPanel *quotes);
    // A new catalog snapshot from the store for the open build and the catalog browser.
    void reloadCatalog(const CatalogStore &store);

    BuildDocument *m_document;
    ChassisView *m_chassisView;
    CatalogBrowser *m_catalogBrowser;
    AssessmentPanel *m_assessment;
    WorkloadsPanel *m_workloads;
    DocumentController *m_files;
    ProcurementView *m_procurement = nullptr; // told the catalog's price kinds with each database
    QString m_catalogPath;
    CatalogStore *m_store = nullptr; // the catalog's store (attachQuotes), for Compare Builds and exports
    QuotesPanel *m_quotes = nullptr;
    QLabel *m_teamCatalogState = nullptr; // "unreachable — reconnecting", on a team catalog only

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_docksMenu = nullptr;
    QMenu *m_maximiseMenu = nullptr; // one action per dock: maximise that panel
    QAction *m_maximiseAction = nullptr;
    PanelMaximizer *m_maximizer = nullptr;
    QDockWidget *m_catalogDock = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_fillAction = nullptr;
    QComboBox *m_redundancyBox = nullptr;
    QComboBox *m_voltageBox = nullptr;
    QSpinBox *m_voltsBox = nullptr;
    QLabel *m_catalogLabel = nullptr;
    DefaultLayout m_defaultLayout;
    struct ChartPanel {
        QWidget *widget;
        std::function<void()> update; // re-feeds the panel from the document's evaluation
        bool stale = false;           // hidden when the build changed: update when shown
    };
    std::vector<ChartPanel> m_charts;
};

} // namespace np
