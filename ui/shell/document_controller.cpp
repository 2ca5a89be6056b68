// SPDX-License-Identifier: MIT
#include "ui/shell/document_controller.h"

#include "core/vendor_defaults.h"
#include "presentation/build_errors.h"
#include "presentation/build_file.h"
#include "presentation/message_limits.h"
#include "ui/document/autosave.h"
#include "ui/document/build_document.h"
#include "ui/document/settings_keys.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QUndoStack>
#include <QWidget>

namespace np
{

namespace
{
const QString kFileFilter = QObject::tr("NodePlan builds (*.nodeplan);;All files (*)");
} // namespace

DocumentController::DocumentController(BuildDocument *document, QWidget *window)
    : QObject(window), m_document(document), m_window(window), m_autosave(new Autosave(this))
{
    m_autosave->setDocument(m_document);
    connect(m_autosave, &Autosave::failed, this, [this](const QString &error) {
        emit statusMessage(tr("Autosave failed: %1").arg(error), 10000);
    });
}

QString DocumentController::referenceBuildPath()
{
    return QStringLiteral(":/examples/reference-8x-rtx-pro-6000.nodeplan");
}

void DocumentController::setRecentMenu(QMenu *menu)
{
    m_recentMenu = menu;
    updateRecentMenu();
}

bool DocumentController::openFile(const QString &path, bool quiet)
{
    Build build;
    QString error;
    BuildFileMap map; // where each part stands in the file, for the problems' line numbers
    if (!readBuildFile(path, build, &error, &map)) {
        if (!quiet)
            QMessageBox::warning(
                m_window, tr("Cannot open build"),
                tr("<p>NodePlan could not read this build; the file was left unchanged.</p><p>%1</p>")
                    .arg(error.toHtmlEscaped()));
        emit statusMessage(error, 10000);
        return false;
    }
    const bool fromResource = path.startsWith(QLatin1Char(':'));
    // The problems as the file has them: the document sorts and pins the parts it opens, which
    // would number them other than the file does.
    const EvaluatedBuild asRead = evaluateBuild(build, m_document->sharedCatalog());
    const QStringList lines = buildErrorLines(asRead.errors(), asRead.build(), map, asRead.catalog());
    m_document->resetBuild(std::move(build), fromResource ? QString() : path);
    if (!fromResource) {
        addRecentFile(path);
        QSettings().setValue(settings::kLastDirectory, QFileInfo(path).absolutePath());
    }
    if (!lines.isEmpty() && !quiet)
        reportOpenProblems(path, lines);
    emit statusMessage(lines.isEmpty()
                           ? tr("Opened %1").arg(QDir::toNativeSeparators(path))
                           : tr("Opened %1 with %n problem(s)", nullptr, static_cast<int>(lines.size()))
                                 .arg(QDir::toNativeSeparators(path)),
                       8000);
    return true;
}

void DocumentController::reportOpenProblems(const QString &path, const QStringList &problems)
{
    QMessageBox box(QMessageBox::Warning, tr("Build opened with problems"),
                    tr("<p><b>%1</b> names parts or slots this catalog cannot place.</p>"
                       "<p>Everything else was kept. The parts listed under Details are left out of the "
                       "build; the file on disk stays as it is until you save.</p>")
                        .arg(QFileInfo(path).fileName().toHtmlEscaped()),
                    QMessageBox::Ok, m_window);
    box.setDetailedText(capped(problems).join(QLatin1Char('\n')));
    box.exec();
}

bool DocumentController::saveTo(const QString &path)
{
    QString error;
    if (!writeBuildFile(path, m_document->build(), &error)) {
        QMessageBox::warning(m_window, tr("Cannot save build"), error);
        return false;
    }
    m_document->setFilePath(path);
    m_document->markSaved();
    m_autosave->discard();
    addRecentFile(path);
    QSettings().setValue(settings::kLastDirectory, QFileInfo(path).absolutePath());
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    emit fileStateChanged();
    return true;
}

bool DocumentController::recoverAutosave()
{
    if (!m_autosave->hasRecoverable())
        return false;
    QString error;
    if (auto recovered = m_autosave->recover(&error)) {
        const QString name = QString::fromStdString(recovered->build.name);
        const auto answer = QMessageBox::question(
            m_window, tr("Recover unsaved build?"),
            tr("<p>NodePlan did not close cleanly last time. Unsaved changes to <b>%1</b> were kept "
               "from %2.</p><p>Recover them?</p>")
                .arg(name.toHtmlEscaped(), recovered->savedAt),
            QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            m_document->resetBuild(std::move(recovered->build), recovered->sourcePath);
            m_document->undoStack()->resetClean(); // recovered edits are unsaved
            emit fileStateChanged();
            return true;
        }
        m_autosave->discard();
    } else {
        // Unreadable (damaged, or from a newer NodePlan): keep it and say where, never delete it.
        const QString kept = m_autosave->keepUnreadable();
        auto *box = new QMessageBox(
            QMessageBox::Warning, tr("Unsaved build could not be recovered"),
            tr("NodePlan did not close cleanly last time, but its autosaved build cannot be "
               "read:\n%1\n\n%2")
                .arg(error, kept.isEmpty()
                                ? tr("The file was left where it is: %1")
                                      .arg(QDir::toNativeSeparators(m_autosave->filePath()))
                                : tr("The file was kept as %1").arg(QDir::toNativeSeparators(kept))),
            QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open(); // not modal to the start-up: the window opens behind it
    }
    return false;
}

void DocumentController::openStartBuild(const QString &requestedPath)
{
    if (recoverAutosave())
        return;
    if (!requestedPath.isEmpty() && openFile(requestedPath))
        return;
    const QString last = QSettings().value(settings::kLastFile).toString();
    if (!last.isEmpty() && QFileInfo::exists(last) && openFile(last, true))
        return;
    openFile(referenceBuildPath(), true);
}

void DocumentController::newFromChassis()
{
    if (!maybeSave())
        return;
    const CatalogSnapshot &catalog = m_document->catalog();
    if (catalog.chassis.empty()) {
        QMessageBox::information(m_window, tr("New build"), tr("The catalog has no chassis."));
        return;
    }
    QStringList names;
    for (const Chassis &c : catalog.chassis)
        names << QString::fromStdString(c.info.name);
    bool ok = false;
    const QString choice =
        QInputDialog::getItem(m_window, tr("New build"), tr("Chassis:"), names, 0, false, &ok);
    if (!ok)
        return;
    // As the vendor ships it: the chassis' own PSU set and redundancy, when the catalog states them.
    Build build = newBuildFor(catalog.chassis[static_cast<size_t>(names.indexOf(choice))]);
    build.name = tr("New build").toStdString();
    build.catalog = catalog.name;
    m_document->resetBuild(std::move(build));
}

void DocumentController::open()
{
    if (!maybeSave())
        return;
    const QString dir = QSettings().value(settings::kLastDirectory, QDir::homePath()).toString();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open build"), dir, kFileFilter);
    if (!path.isEmpty())
        openFile(path);
}

bool DocumentController::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool DocumentController::saveAs()
{
    QString suggestion = m_document->filePath();
    if (suggestion.isEmpty()) {
        const QString dir = QSettings().value(settings::kLastDirectory, QDir::homePath()).toString();
        QString base = m_document->displayName();
        base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._ -]+")), QStringLiteral("-"));
        suggestion = dir + QLatin1Char('/') + base.trimmed() + QStringLiteral(".nodeplan");
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save build as"), suggestion, kFileFilter);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".nodeplan");
    return saveTo(path);
}

bool DocumentController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("<p><b>%1</b> has unsaved changes.</p><p>Save them before closing the build?</p>")
            .arg(m_document->displayName().toHtmlEscaped()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void DocumentController::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(settings::kRecentFiles).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > settings::kMaxRecentFiles)
        files.removeLast();
    settings.setValue(settings::kRecentFiles, files);
    updateRecentMenu();
}

void DocumentController::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = QSettings().value(settings::kRecentFiles).toStringList();
    int number = 1;
    for (const QString &file : files) {
        QAction *action =
            m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(number++).arg(QFileInfo(file).fileName()));
        action->setToolTip(QDir::toNativeSeparators(file));
        action->setStatusTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] {
            if (maybeSave())
                openFile(file);
        });
    }
    m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("Clear List"), this, [this] {
        QSettings().remove(settings::kRecentFiles);
        updateRecentMenu();
    });
    clear->setEnabled(!files.isEmpty());
}

void DocumentController::endSession()
{
    QSettings().setValue(settings::kLastFile, m_document->filePath());
    m_autosave->discard();
}

} // namespace np
