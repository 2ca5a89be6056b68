// SPDX-License-Identifier: MIT
// Desktop application timings, run by hand (figures go into the issue notes):
//  - start to first painted main window: open the full catalog, take its snapshot, build the
//    main window, open the reference build and paint the chassis view (target < 1 s);
//  - one edit to updated views: place a GPU through the editing facade (the drop path), which
//    re-evaluates and refreshes every view, then paint (target < 16 ms, one frame).
// Runs on the offscreen platform unless QT_QPA_PLATFORM says otherwise.
#include "catalog/catalog_database.h"
#include "ui/build_document.h"
#include "ui/chassis_view.h"
#include "ui/editing.h"
#include "ui/main_window.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QUndoStack>

#include <memory>

namespace
{

QString g_catalogPath;

// Counts paint events reaching a widget, to know when the first frame is on screen.
class PaintWatcher : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

void waitForPaint(const PaintWatcher &watcher, int before)
{
    QElapsedTimer timer;
    timer.start();
    while (watcher.paints == before && timer.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

void BM_StartToFirstPaintedWindow(benchmark::State &state)
{
    for (auto _ : state) {
        QString error;
        auto database = np::CatalogDatabase::open(g_catalogPath, &error);
        if (!database) {
            state.SkipWithError(error.toStdString().c_str());
            return;
        }
        auto snapshot = std::make_shared<const np::CatalogSnapshot>(database->snapshot());
        auto window = std::make_unique<np::MainWindow>(snapshot, database->path());
        window->openFile(np::MainWindow::referenceBuildPath(), true);
        PaintWatcher watcher;
        window->chassisView()->viewport()->installEventFilter(&watcher);
        window->show();
        waitForPaint(watcher, 0);
        if (watcher.paints == 0)
            state.SkipWithError("the chassis view was never painted");
        state.PauseTiming();
        window->document()->markSaved();
        window.reset();
        QCoreApplication::processEvents();
        state.ResumeTiming();
    }
}
BENCHMARK(BM_StartToFirstPaintedWindow)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_EditToUpdatedViews(benchmark::State &state)
{
    QString error;
    auto database = np::CatalogDatabase::open(g_catalogPath, &error);
    auto snapshot = std::make_shared<const np::CatalogSnapshot>(database->snapshot());
    np::MainWindow window(snapshot, database->path());
    window.openFile(np::MainWindow::referenceBuildPath(), true);
    window.show();
    QCoreApplication::processEvents();
    np::BuildDocument &doc = *window.document();
    PaintWatcher watcher;
    window.chassisView()->viewport()->installEventFilter(&watcher);
    bool l40s = false;
    for (auto _ : state) {
        // Alternate the card so every iteration is a real change.
        l40s = !l40s;
        const int before = watcher.paints;
        np::placePart(doc, "gpu0", l40s ? "NVIDIA-L40S" : "NVIDIA-RTX-PRO-6000-SE");
        waitForPaint(watcher, before);
    }
    doc.markSaved();
}
BENCHMARK(BM_EditToUpdatedViews)->Unit(benchmark::kMillisecond)->Iterations(100);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("NodePlanBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_gui"));
    QTemporaryDir dir;
    g_catalogPath = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        QString error;
        if (!np::CatalogDatabase::open(g_catalogPath, &error)) { // created from seed once, outside the timing
            fprintf(stderr, "cannot create the catalog: %s\n", qPrintable(error));
            return 1;
        }
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
