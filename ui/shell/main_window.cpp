// SPDX-License-Identifier: MIT
#include "ui/shell/main_window.h"

#include "catalog/catalog_store.h"
#include "catalog/price_changes.h"
#include "charts/chart_inputs.h"
#include "core/input_volts.h"
#include "presentation/build_file.h"
#include "presentation/display_names.h"
#include "presentation/message_limits.h"
#include "ui/catalog_browsing/model_import.h"
#include "ui/chassis/chassis_view.h"
#include "ui/common/accessible_names.h"
#include "ui/common/on_screen.h"
#include "ui/common/pdf_export.h"
#include "ui/document/build_document.h"
#include "ui/document/display_currency.h"
#include "ui/document/editing.h"
#include "ui/document/settings_keys.h"
#include "ui/panels/assessment_panel.h"
#include "ui/panels/cost_panel.h"
#include "ui/panels/findings_view.h"
#include "ui/panels/power_panel.h"
#include "ui/panels/procurement_view.h"
#include "ui/panels/workload_charts_panel.h"
#include "ui/panels/workloads_panel.h"
#include "ui/pricing/price_update_dialog.h"
#include "ui/pricing/quotes_dock.h"
#include "ui/shell/build_properties_dialog.h"
#include "ui/shell/compare_builds_dialog.h"
#include "ui/shell/document_controller.h"
#include "ui/shell/help_window.h"
#include "ui/shell/optimize_dialog.h"
#include "ui/shell/panel_maximizer.h"
#include "ui/shell/ui_resources.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace np
{

namespace
{

// The most a chart dock holds the window to: its panel's own minimum up to this (the procurement
// filters are taller and scroll). Chosen so that the window's minimum still fits a 768-pixel screen.
constexpr int kReadablePanelHeight = 320;

QIcon themed(const char *name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(QString::fromLatin1(name), QApplication::style()->standardIcon(fallback));
}

} // namespace

MainWindow::MainWindow(std::shared_ptr<const CatalogSnapshot> catalog, const QString &catalogPath,
                       QWidget *parent)
    : QMainWindow(parent), m_document(new BuildDocument(catalog, this)), m_chassisView(new ChassisView(this)),
      m_catalogBrowser(new CatalogBrowser(this)), m_assessment(new AssessmentPanel(this)),
      m_workloads(new WorkloadsPanel(this)), m_files(new DocumentController(m_document, this)),
      m_catalogPath(catalogPath), m_maximizer(new PanelMaximizer(this))
{
    initUiResources();
    setObjectName(QStringLiteral("mainWindow"));
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    setAcceptDrops(true); // .nodeplan files from the file manager
    setCentralWidget(m_chassisView);
    m_chassisView->setObjectName(QStringLiteral("chassisView"));
    m_chassisView->setDocument(m_document);
    m_catalogBrowser->setCatalog(catalog);
    m_assessment->setDocument(m_document);
    m_workloads->setDocument(m_document);
    connect(m_files, &DocumentController::statusMessage, this,
            [this](const QString &message, int timeoutMs) { statusBar()->showMessage(message, timeoutMs); });
    connect(m_files, &DocumentController::fileStateChanged, this, &MainWindow::updateTitle);

    createActions();
    createOptionsBar();
    syncOptionControls(); // before any evaluation: an unread file must not leave the spin box at its minimum
    createDocks();
    createChartDocks();

    // Selection follows between the chassis view and the catalog browser.
    connect(m_chassisView, &ChassisView::selectedSkuChanged, m_catalogBrowser, &CatalogBrowser::selectSku);
    connect(m_catalogBrowser, &CatalogBrowser::currentSkuChanged, this,
            [this](const QString &sku) { m_chassisView->selectSlotsWithSku(sku.toStdString()); });
    connect(m_chassisView, &ChassisView::selectionChanged, this, &MainWindow::updateEditActions);
    connect(m_catalogBrowser, &CatalogBrowser::placeRequested, m_chassisView, &ChassisView::placeFromCatalog);
    connect(m_chassisView, &ChassisView::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 6000); });
    connect(m_assessment->findings(), &FindingsView::highlightRequested, m_chassisView,
            &ChassisView::highlightSlots);

    connect(m_document, &BuildDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &BuildDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &BuildDocument::evaluated, this, [this] {
        updateCharts();
        updateTitle();
        syncOptionControls();
        updateEditActions();
    });
    connect(m_document, &BuildDocument::buildReset, this, [this] { m_chassisView->highlightSlots({}); });

    m_catalogLabel = new QLabel(this);
    m_catalogLabel->setText(tr("Catalog: %1 · prices as of %2")
                                .arg(QString::fromStdString(catalog ? catalog->name : std::string()),
                                     QString::fromStdString(catalog ? catalog->asOf : std::string())));
    m_catalogLabel->setToolTip(catalogPath);
    statusBar()->addPermanentWidget(m_catalogLabel);
    statusBar()->showMessage(tr("Drag parts from the catalog onto the chassis slots."), 8000);

    restoreLayout();
    updateTitle();
    updateEditActions();
    nameBuiltInControls(this);
}

MainWindow::~MainWindow() = default;

// The actions of the main toolbar, collected while the menus that own them are made.
struct MainWindow::ToolBarActions {
    QAction *open = nullptr;
    QAction *save = nullptr;
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    QAction *fit = nullptr;
    QAction *pcie = nullptr; // the three overlays, shown on the toolbar by short names
    QAction *power = nullptr;
    QAction *heat = nullptr;
};

void MainWindow::createActions()
{
    ToolBarActions toolBar;
    createFileMenu(toolBar);
    createEditMenu(toolBar);
    createViewMenu(toolBar);
    createToolsMenu();
    createHelpMenu();
    createMainToolBar(toolBar);
}

void MainWindow::createFileMenu(ToolBarActions &toolBar)
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_fileMenu = file;
    QAction *newAction =
        file->addAction(themed("document-new", QStyle::SP_FileIcon), tr("&New from Chassis…"), m_files,
                        &DocumentController::newFromChassis);
    newAction->setShortcut(QKeySequence::New);
    toolBar.open = file->addAction(themed("document-open", QStyle::SP_DialogOpenButton), tr("&Open…"),
                                   m_files, &DocumentController::open);
    toolBar.open->setShortcut(QKeySequence::Open);
    m_files->setRecentMenu(file->addMenu(tr("Open &Recent")));
    // The example builds shipped with the application, opened as untitled copies.
    QMenu *examples = file->addMenu(tr("Open E&xample"));
    const QStringList exampleFiles =
        QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.nodeplan")}, QDir::Files, QDir::Name);
    for (const QString &name : exampleFiles) {
        const QString path = QStringLiteral(":/examples/") + name;
        examples->addAction(QFileInfo(name).completeBaseName(), this, [this, path] {
            if (m_files->maybeSave())
                m_files->openFile(path);
        });
    }
    examples->setEnabled(!examples->isEmpty());
    file->addSeparator();
    toolBar.save = file->addAction(themed("document-save", QStyle::SP_DialogSaveButton), tr("&Save"), m_files,
                                   &DocumentController::save);
    toolBar.save->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(themed("document-save-as", QStyle::SP_DialogSaveButton),
                                            tr("Save &As…"), m_files, &DocumentController::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *properties = file->addAction(tr("Build &Properties…"), this, &MainWindow::editProperties);
    properties->setObjectName(QStringLiteral("buildPropertiesAction"));
    QAction *compare = file->addAction(tr("&Compare Builds…"), this,
                                       [this] { showCompareBuildsDialog(this, m_document, m_store); });
    compare->setObjectName(QStringLiteral("compareBuildsAction"));
    file->addSeparator();
    m_exportMenu = file->addMenu(tr("&Export"));
    m_exportMenu->setObjectName(QStringLiteral("exportMenu"));
    file->addSeparator();
    QAction *quitAction = file->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu(ToolBarActions &toolBar)
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_editMenu = edit;
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    toolBar.undo = undo;
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(themed("edit-undo", QStyle::SP_ArrowBack));
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    toolBar.redo = redo;
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(themed("edit-redo", QStyle::SP_ArrowForward));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    // Delete removes parts only while the chassis view has focus, so it still deletes text in
    // the search field.
    m_removeAction = new QAction(themed("edit-delete", QStyle::SP_TrashIcon), tr("&Remove Part"), this);
    m_removeAction->setShortcut(QKeySequence::Delete);
    m_removeAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_removeAction, &QAction::triggered, m_chassisView, &ChassisView::removeSelectedParts);
    m_chassisView->addAction(m_removeAction);
    edit->addAction(m_removeAction);
    m_fillAction =
        edit->addAction(tr("&Fill All Slots of This Kind"), m_chassisView, &ChassisView::fillFromCurrentSlot);
    m_fillAction->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));
    edit->addSeparator();
    QAction *find = edit->addAction(tr("Find in &Catalog"), this, &MainWindow::findInCatalog);
    find->setShortcut(QKeySequence::Find);
    find->setObjectName(QStringLiteral("findInCatalogAction"));
    edit->addSeparator();
    edit->addAction(m_workloads->addWorkloadAction());
}

void MainWindow::createViewMenu(ToolBarActions &toolBar)
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    const int savedOverlays = QSettings().value(settings::kOverlays, 0).toInt();
    auto addOverlay = [&](const QString &text, ChassisView::Overlay overlay, const QKeySequence &key) {
        QAction *action = m_viewMenu->addAction(text);
        action->setCheckable(true);
        action->setShortcut(key);
        action->setObjectName(QStringLiteral("overlay%1").arg(static_cast<int>(overlay)));
        connect(action, &QAction::toggled, this, [this, overlay](bool on) {
            m_chassisView->setOverlay(overlay, on);
            QSettings().setValue(settings::kOverlays, static_cast<int>(m_chassisView->overlays()));
        });
        action->setChecked(savedOverlays & overlay);
        return action;
    };
    toolBar.pcie =
        addOverlay(tr("&PCIe Topology Overlay"), ChassisView::PcieOverlay, QKeySequence(tr("Ctrl+1")));
    toolBar.power = addOverlay(tr("Po&wer Overlay"), ChassisView::PowerOverlay, QKeySequence(tr("Ctrl+2")));
    toolBar.heat =
        addOverlay(tr("&Airflow and Heat Overlay"), ChassisView::HeatOverlay, QKeySequence(tr("Ctrl+3")));
    m_viewMenu->addSeparator();
    toolBar.fit = m_viewMenu->addAction(themed("zoom-fit-best", QStyle::SP_TitleBarMaxButton),
                                        tr("&Fit Chassis"), m_chassisView, &ChassisView::fitToChassis);
    toolBar.fit->setShortcut(QKeySequence(tr("Ctrl+0")));
    QAction *zoomIn = m_viewMenu->addAction(themed("zoom-in", QStyle::SP_ArrowUp), tr("Zoom &In"),
                                            m_chassisView, [this] { m_chassisView->zoomBy(1.25); });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut = m_viewMenu->addAction(themed("zoom-out", QStyle::SP_ArrowDown), tr("Zoom &Out"),
                                             m_chassisView, [this] { m_chassisView->zoomBy(0.8); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_viewMenu->addSeparator();
    m_docksMenu = m_viewMenu->addMenu(tr("&Panels"));
    createMaximiseActions();
    m_viewMenu->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout)
        ->setObjectName(QStringLiteral("resetLayoutAction"));
}

void MainWindow::createMaximiseActions()
{
    // The panel with the focus (the chassis view if no dock has it) takes the whole window; the same
    // keys put everything back. The submenu maximises a panel by name, whichever has the focus.
    m_maximiseAction = m_viewMenu->addAction(tr("&Maximise Current Panel"));
    m_maximiseAction->setObjectName(QStringLiteral("maximisePanelAction"));
    m_maximiseAction->setCheckable(true);
    m_maximiseAction->setShortcut(QKeySequence(tr("Ctrl+Shift+M")));
    m_maximiseAction->setToolTip(tr("Give the panel with the keyboard focus the whole window, or put the "
                                    "panels back (Ctrl+Shift+M)"));
    connect(m_maximiseAction, &QAction::triggered, this, [this](bool on) {
        if (on)
            m_maximizer->maximizeFocused();
        else
            m_maximizer->restore();
    });
    m_maximiseMenu = m_viewMenu->addMenu(tr("Maximise Pa&nel"));
    m_maximiseMenu->setObjectName(QStringLiteral("maximisePanelMenu"));
    m_maximiseMenu->addAction(tr("Chassis"), this, [this] { m_maximizer->maximize(nullptr); });
    m_maximiseMenu->addSeparator();
    connect(m_maximizer, &PanelMaximizer::maximizedChanged, this, [this](bool maximized) {
        m_maximiseAction->setChecked(maximized);
        statusBar()->showMessage(maximized ? tr("Panel maximised: Ctrl+Shift+M puts the panels back.")
                                           : tr("Panels restored."),
                                 5000);
    });
}

void MainWindow::findInCatalog()
{
    // The catalog may be a background tab (behind Workloads), closed or maximised away.
    if (m_maximizer->isMaximized() && m_maximizer->maximizedDock() != m_catalogDock)
        m_maximizer->restore();
    if (m_catalogDock) {
        m_catalogDock->show();
        m_catalogDock->raise();
    }
    m_catalogBrowser->focusSearch();
}

void MainWindow::createToolsMenu()
{
    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("&Optimize…"), this, [this] {
        showOptimizeDialog(this, m_document->catalog(), [this](const Build &build) {
            if (m_files->maybeSave())
                m_document->resetBuild(build);
        });
    });
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    addHelpActions(help, this, [this] { return m_document->build().assumptions; });
    QAction *aboutAction = help->addAction(tr("&About NodePlan"), this, &MainWindow::about);
    aboutAction->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createMainToolBar(const ToolBarActions &toolBar)
{
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(toolBar.open);
    bar->addAction(toolBar.save);
    bar->addSeparator();
    bar->addAction(toolBar.undo);
    bar->addAction(toolBar.redo);
    bar->addSeparator();
    bar->addAction(toolBar.fit);
    for (QAction *overlay : {toolBar.pcie, toolBar.power, toolBar.heat}) {
        auto *short_ = new QAction(
            overlay == toolBar.pcie ? tr("PCIe") : (overlay == toolBar.power ? tr("Power") : tr("Heat")),
            bar);
        short_->setCheckable(true);
        short_->setToolTip(overlay->text().remove(QLatin1Char('&')));
        connect(short_, &QAction::toggled, overlay, &QAction::setChecked);
        connect(overlay, &QAction::toggled, short_, &QAction::setChecked);
        short_->setChecked(overlay->isChecked());
        bar->addAction(short_);
    }
}

void MainWindow::createOptionsBar()
{
    // The two options a sales engineer changes while talking to the customer: the feed voltage
    // and the PSU redundancy mode. Both go through the undo stack.
    QToolBar *bar = addToolBar(tr("Build Options"));
    bar->setObjectName(QStringLiteral("optionsToolBar"));
    m_voltageBox = new QComboBox(bar);
    m_voltageBox->addItem(tr("200–240 V feed"), static_cast<int>(InputVoltage::HighLine));
    m_voltageBox->addItem(tr("100–127 V feed"), static_cast<int>(InputVoltage::LowLine));
    m_voltageBox->setToolTip(tr("Input voltage: PSU output depends on it"));
    m_voltageBox->setAccessibleName(tr("Input voltage"));
    m_redundancyBox = new QComboBox(bar);
    m_redundancyBox->addItem(tr("PSUs %1").arg(displayName(PsuRedundancy::NPlus1)),
                             static_cast<int>(PsuRedundancy::NPlus1));
    m_redundancyBox->addItem(tr("PSUs %1").arg(displayName(PsuRedundancy::NPlusN)),
                             static_cast<int>(PsuRedundancy::NPlusN));
    m_redundancyBox->addItem(tr("PSUs, %1").arg(displayName(PsuRedundancy::None)),
                             static_cast<int>(PsuRedundancy::None));
    m_redundancyBox->setToolTip(tr("PSU redundancy mode the power check applies"));
    m_redundancyBox->setAccessibleName(tr("PSU redundancy"));
    // The customer's own feed (208 V, 230 V, 120 V, ...) for the current the box draws.
    m_voltsBox = new QSpinBox(bar);
    m_voltsBox->setRange(90, 480); // as the build file allows
    m_voltsBox->setSuffix(tr(" V"));
    m_voltsBox->setKeyboardTracking(false);
    m_voltsBox->setToolTip(tr("Feed voltage: the input class follows it"));
    m_voltsBox->setAccessibleName(tr("Feed voltage"));
    bar->addWidget(m_voltageBox);
    bar->addWidget(m_voltsBox);
    bar->addWidget(m_redundancyBox);
    connect(m_voltageBox, &QComboBox::activated, this, [this] {
        BuildOptions options = m_document->build().options;
        options.inputVoltage = static_cast<InputVoltage>(m_voltageBox->currentData().toInt());
        options.inputVolts = nominalInputVolts(options.inputVoltage, m_document->build().assumptions);
        setOptions(*m_document, options, BuildOption::InputVoltage);
    });
    connect(m_voltsBox, &QSpinBox::valueChanged, this, [this](int volts) {
        BuildOptions options = m_document->build().options;
        options.inputVolts = volts;
        options.inputVoltage = inputVoltageOf(volts);
        setOptions(*m_document, options, BuildOption::InputVoltage);
    });
    connect(m_redundancyBox, &QComboBox::activated, this, [this] {
        BuildOptions options = m_document->build().options;
        options.psuRedundancy = static_cast<PsuRedundancy>(m_redundancyBox->currentData().toInt());
        setOptions(*m_document, options, BuildOption::PsuRedundancy);
    });
}

void MainWindow::syncOptionControls()
{
    const BuildOptions &options = m_document->build().options;
    m_voltageBox->setCurrentIndex(m_voltageBox->findData(static_cast<int>(options.inputVoltage)));
    const QSignalBlocker quiet(m_voltsBox);
    m_voltsBox->setValue(static_cast<int>(std::lround(options.inputVolts)));
    m_redundancyBox->setCurrentIndex(m_redundancyBox->findData(static_cast<int>(options.psuRedundancy)));
}

void MainWindow::createDocks()
{
    auto *catalogDock = m_catalogDock = new QDockWidget(tr("Catalog"), this);
    catalogDock->setObjectName(QStringLiteral("catalogDock"));
    catalogDock->setWidget(m_catalogBrowser);
    addPanelDock(catalogDock, Qt::LeftDockWidgetArea);

    // Keyboard path: search, Down into the results, Tab on into the chassis slots.
    setTabOrder(m_catalogBrowser->table(), m_chassisView);

    auto *assessmentDock = new QDockWidget(tr("Assessment"), this);
    assessmentDock->setObjectName(QStringLiteral("assessmentDock"));
    assessmentDock->setWidget(m_assessment);
    addPanelDock(assessmentDock, Qt::RightDockWidgetArea);
    connect(assessmentDock, &QDockWidget::visibilityChanged, m_assessment, [this](bool visible) {
        if (visible)
            m_assessment->refreshIfStale();
    });

    auto *workloadsDock = new QDockWidget(tr("Workloads"), this);
    workloadsDock->setObjectName(QStringLiteral("workloadListDock"));
    workloadsDock->setWidget(m_workloads);
    // A tab beside the catalog: each gets the full height; Add Workload… brings the list to the front.
    addPanelDock(workloadsDock, Qt::LeftDockWidgetArea);
    tabifyDockWidget(catalogDock, workloadsDock);
    catalogDock->raise();
    connect(m_workloads->addWorkloadAction(), &QAction::triggered, workloadsDock, &QDockWidget::raise);
}

// The charts of charts/, each in its own dock, tabbed below the chassis. They are fed the
// document's evaluation after every change and never compute anything themselves.
void MainWindow::createChartDocks()
{
    auto *workloads = new WorkloadChartsPanel(this);
    auto *power = new PowerPanel(this);
    auto *cost = new CostPanel(this);
    cost->setDisplayCurrency(DisplayCurrency::instance().code());
    connect(&DisplayCurrency::instance(), &DisplayCurrency::changed, cost, &CostPanel::setDisplayCurrency);
    auto *procurement = m_procurement = new ProcurementView(this);
    // The throughput chart shows the workload selected in the Workloads panel, and the other way round.
    connect(m_workloads, &WorkloadsPanel::currentWorkloadChanged, workloads,
            &WorkloadChartsPanel::setCurrentWorkload);
    connect(workloads, &WorkloadChartsPanel::currentWorkloadChanged, m_workloads,
            &WorkloadsPanel::setCurrentWorkload);
    struct Panel {
        QWidget *widget;
        QString title;
        QString objectName; // saved layouts name docks by it
    };
    const Panel panels[] = {{workloads, tr("Workload Charts"), QStringLiteral("workloadsDock")},
                            {power, tr("Power"), QStringLiteral("powerDock")},
                            {cost, tr("Cost"), QStringLiteral("costDock")},
                            {procurement, tr("Procurement"), QStringLiteral("procurementDock")}};
    QDockWidget *first = nullptr;
    for (const auto &[widget, title, objectName] : panels) {
        auto *dock = new QDockWidget(title, this);
        dock->setObjectName(objectName);
        // A panel with many controls (procurement filters) scrolls rather than hold the window
        // taller than a 768-pixel screen.
        auto *scroll = new QScrollArea;
        scroll->setWidget(widget);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        // ... but never lower than it takes to read it: five BOM rows, a chart with its axes and
        // legend. The dock keeps that height however the window is squeezed.
        scroll->setMinimumHeight(std::min(widget->minimumSizeHint().height(), kReadablePanelHeight));
        dock->setWidget(scroll);
        addPanelDock(dock, Qt::BottomDockWidgetArea);
        if (first)
            tabifyDockWidget(first, dock);
        else
            first = dock;
    }
    if (first)
        first->raise();
    auto inputs = [this] {
        return ChartInputs{&m_document->evaluation(), &m_document->resolved(), &m_document->catalog()};
    };
    m_charts = {
        {workloads, [workloads, inputs] { workloads->setInputs(inputs()); }},
        {power, [power, inputs] { power->setInputs(inputs()); }},
        {cost, [cost, inputs] { cost->setInputs(inputs()); }},
        {procurement, [procurement, inputs] { procurement->setInputs(inputs()); }},
    };
    // Panels in hidden tabs are brought up to date when they are shown, so an edit only pays
    // for the charts on screen.
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (!visible)
                return;
            for (ChartPanel &panel : m_charts)
                if (panel.stale && dock->isAncestorOf(panel.widget)) {
                    panel.stale = false;
                    panel.update();
                }
        });
    }
    createBuildSheetExport();
    updateCharts();
}

// File ▸ Export ▸ Build Sheet (PDF)… and its internal-appendix switch.
void MainWindow::createBuildSheetExport()
{
    QAction *exportSheet = m_exportMenu->addAction(tr("&Build Sheet (PDF)…"));
    // Off by default: an exported sheet is a customer's copy; the seller ticks this for the internal
    // appendix (sources, price derivations), as `export-pdf --internal` does.
    QAction *internalAppendix = m_exportMenu->addAction(tr("Include &Internal Appendix in Build Sheet"));
    internalAppendix->setObjectName(QStringLiteral("internalAppendixAction"));
    internalAppendix->setCheckable(true);
    connect(exportSheet, &QAction::triggered, this, [this, internalAppendix] {
        BuildSheetInput input = BuildSheetInput::of(m_document->evaluatedBuild());
        input.displayCurrency = DisplayCurrency::instance().code(); // as `export-pdf --currency` does
        input.internalNotes = internalAppendix->isChecked();
        if (m_store)
            attachPartDocuments(input, *m_store);
        const QString pdf = exportBuildSheetWithDialog(this, input, m_document->displayName());
        if (!pdf.isEmpty())
            statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(pdf)), 5000);
    });
}

void MainWindow::updateCharts()
{
    for (ChartPanel &panel : m_charts) {
        panel.stale = !isOnScreen(panel.widget);
        if (!panel.stale)
            panel.update();
    }
}

void MainWindow::importPriceList(CatalogStore &store, const QString &path, QuotesPanel *quotes)
{
    catalog::PriceImportReport report;
    QStringList errors;
    QString verdict; // what the importer verified about the rollback, e.g. "nothing imported: ..."
    if (!store.importPriceList(path, &report, &errors, &verdict)) {
        QStringList lines;
        for (const QString &e : capped(errors))
            lines << shortened(e, kMaxMessageChars).toHtmlEscaped();
        QMessageBox::warning(
            this, tr("Import Price List"),
            tr("<p>%1</p><p>%2</p>").arg(verdict.toHtmlEscaped(), lines.join(QLatin1String("<br>"))));
        return;
    }
    // The open build and the catalog browser use the new prices from now on.
    reloadCatalog(store);
    quotes->refresh();
    statusBar()->showMessage(tr("Imported %1 price(s) from %2").arg(report.stats.prices).arg(path), 5000);
    PriceUpdateDialog dialog(
        report, recentBuildsUsing(QSettings().value(settings::kRecentFiles).toStringList(), report.changes),
        this);
    dialog.exec();
}

void MainWindow::reloadCatalog(const CatalogStore &store)
{
    auto snapshot = std::make_shared<const CatalogSnapshot>(
        store.snapshot(m_catalogPath, QDate::currentDate().toString(Qt::ISODate)));
    m_document->setCatalog(snapshot);
    m_catalogBrowser->setCatalog(snapshot);
}

void MainWindow::attachModelImport(CatalogStore &store)
{
    QAction *import = m_editMenu->addAction(tr("&Import Model from config.json…"));
    import->setObjectName(QStringLiteral("importModelAction"));
    connect(import, &QAction::triggered, this, [this, &store] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Import Model from config.json"), QString(),
                                         tr("Model configs (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
        const std::string sku = importModelFromConfig(this, store, path);
        if (sku.empty())
            return;
        reloadCatalog(store);
        m_workloads->addWorkloadWithModel(sku);
        statusBar()->showMessage(
            tr("Imported model %1 and added a workload with it").arg(QString::fromStdString(sku)), 5000);
    });
}

void MainWindow::attachQuotes(CatalogStore &store)
{
    m_store = &store;
    auto *quotes = new QuotesPanel(this);
    m_quotes = quotes;
    quotes->setStore(&store);
    quotes->setDocument(m_document);
    auto *dock = new QDockWidget(tr("Quotes"), this);
    dock->setObjectName(QStringLiteral("quotesDock"));
    dock->setWidget(quotes);
    addPanelDock(dock, Qt::RightDockWidgetArea);
    for (QDockWidget *other : findChildren<QDockWidget *>())
        if (other->objectName() == QLatin1String("assessmentDock"))
            tabifyDockWidget(other, dock);
    connect(quotes, &QuotesPanel::openBuildRequested, this, [this](const Build &build, const QString &title) {
        if (!m_files->maybeSave())
            return;
        m_document->resetBuild(build);
        statusBar()->showMessage(tr("Opened the build of %1").arg(title), 5000);
    });
    connect(m_document, &BuildDocument::buildReset, quotes, &QuotesPanel::refresh);
    // Price lists go into the same store the quotes live in, so the import can name stale quotes.
    QAction *importPrices = new QAction(tr("&Import Price List…"), this);
    importPrices->setObjectName(QStringLiteral("importPriceListAction"));
    connect(importPrices, &QAction::triggered, this, [this, &store, quotes] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Price List"), QString(),
                                                          tr("Price lists (*.csv *.json);;All files (*)"));
        if (!path.isEmpty())
            importPriceList(store, path, quotes);
    });
    m_fileMenu->insertAction(m_exportMenu->menuAction(), importPrices);
    // The saved layout may place the new dock; otherwise the assessment stays in front.
    restoreState(QSettings().value(settings::kWindowState).toByteArray(), settings::kWindowStateVersion);
    for (QDockWidget *other : findChildren<QDockWidget *>())
        if (other->objectName() == QLatin1String("assessmentDock"))
            other->raise();
    nameBuiltInControls(quotes);
}

void MainWindow::addPanelDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    Q_ASSERT(!dock->objectName().isEmpty()); // saveState() needs it
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    m_defaultLayout.addDock(dock, area);
    m_docksMenu->addAction(dock->toggleViewAction());
    m_maximiseMenu->addAction(dock->windowTitle(), this, [this, dock] { m_maximizer->maximize(dock); });
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    // First start: 1600 × 1000, or most of a smaller screen.
    const QSize screenSize = screen() ? screen()->availableGeometry().size() : QSize(1600, 1000);
    const QSize size = QSize(1600, 1000).boundedTo(screenSize * 0.95);
    if (!restoreGeometry(settings.value(settings::kWindowGeometry).toByteArray()))
        resize(size);
    if (!restoreState(settings.value(settings::kWindowState).toByteArray(), settings::kWindowStateVersion))
        applyDefaultDockSizes(size);
}

void MainWindow::applyDefaultDockSizes(const QSize &size)
{
    // First start: catalog narrow on the left, assessment on the right, chassis gets the rest,
    // in proportion to the window so the chassis keeps a third of a 1280-pixel screen.
    const QList<QDockWidget *> docks = findChildren<QDockWidget *>();
    for (QDockWidget *dock : docks) {
        if (dock->objectName() == QLatin1String("catalogDock"))
            resizeDocks({dock}, {std::min(430, size.width() * 27 / 100)}, Qt::Horizontal);
        else if (dock->objectName() == QLatin1String("assessmentDock"))
            resizeDocks({dock}, {std::min(440, size.width() * 28 / 100)}, Qt::Horizontal);
        else if (dock->objectName() == QLatin1String("workloadsDock"))
            resizeDocks({dock},
                        {std::max(std::min(330, size.height() * 36 / 100), dock->minimumSizeHint().height())},
                        Qt::Vertical);
    }
}

void MainWindow::resetLayout()
{
    m_maximizer->restore();
    QSettings settings;
    settings.remove(settings::kWindowGeometry);
    settings.remove(settings::kWindowState);
    m_defaultLayout.restore(this);
    applyDefaultDockSizes(size());
    statusBar()->showMessage(tr("Panels and toolbars are back where they start."), 5000);
}

void MainWindow::setPriceHistoryProvider(CatalogBrowser::PriceHistoryProvider provider)
{
    m_catalogBrowser->setPriceHistoryProvider(std::move(provider));
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_document->displayName() + QStringLiteral("[*] — NodePlan"));
    setWindowModified(m_document->isModified());
    setWindowFilePath(m_document->filePath());
}

void MainWindow::updateEditActions()
{
    const std::string slotId = m_chassisView->currentSlotId();
    bool anyFilled = false;
    for (const std::string &id : m_chassisView->selectedSlotIds())
        anyFilled = anyFilled || !m_document->skuInSlot(id).empty();
    m_removeAction->setEnabled(anyFilled);
    m_fillAction->setEnabled(!slotId.empty() && !slotsToFill(*m_document, slotId).empty());
}

void MainWindow::editProperties()
{
    BuildPropertiesDialog dialog(BuildProperties::of(m_document->build()), this);
    if (dialog.exec() == QDialog::Accepted)
        setProperties(*m_document, dialog.properties());
}

QString MainWindow::droppedBuildPath(const QMimeData *data)
{
    if (!data || !data->hasUrls())
        return {};
    for (const QUrl &url : data->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(QStringLiteral(".nodeplan"), Qt::CaseInsensitive))
            return url.toLocalFile();
    return {};
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (droppedBuildPath(event->mimeData()).isEmpty())
        return QMainWindow::dragEnterEvent(event);
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = droppedBuildPath(event->mimeData());
    if (path.isEmpty())
        return QMainWindow::dropEvent(event);
    event->acceptProposedAction();
    if (m_files->maybeSave())
        m_files->openFile(path);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_maximizer->restore(); // the next start opens with every panel, not the maximised one
    QSettings settings;
    settings.setValue(settings::kWindowGeometry, saveGeometry());
    settings.setValue(settings::kWindowState, saveState(settings::kWindowStateVersion));
    m_files->endSession();
    event->accept();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About NodePlan"),
                       tr("<h3>NodePlan %1</h3>"
                          "<p>Plans 4U 8-GPU servers for AI work: what fits, how fast it runs, what it "
                          "draws and costs, and what is wrong with it.</p>"
                          "<p>Catalog: <tt>%2</tt><br>Prices as of %3</p>"
                          "<p>Built with Qt %4.</p>")
                           .arg(QCoreApplication::applicationVersion(),
                                QDir::toNativeSeparators(m_catalogPath).toHtmlEscaped(),
                                QString::fromStdString(m_document->catalog().asOf),
                                QString::fromLatin1(qVersion())));
}

} // namespace np
