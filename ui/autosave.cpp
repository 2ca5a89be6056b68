// SPDX-License-Identifier: MIT
#include "ui/autosave.h"

#include "presentation/build_file.h"
#include "presentation/number_format.h"
#include "ui/build_document.h"
#include "ui/settings_keys.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace np
{

Autosave::Autosave(QObject *parent) : QObject(parent)
{
    m_timer.setInterval(60 * 1000);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_timer.start();
}

void Autosave::setDocument(BuildDocument *document)
{
    m_document = document;
}

QString Autosave::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString Autosave::filePath()
{
    return directory() + QStringLiteral("/unsaved.nodeplan");
}

bool Autosave::hasRecoverable()
{
    return QFileInfo::exists(filePath());
}

std::optional<Autosave::Recovered> Autosave::recover(QString *error)
{
    Recovered recovered;
    if (!readBuildFile(filePath(), recovered.build, error))
        return std::nullopt;
    recovered.sourcePath = QSettings().value(settings::kAutosaveSource).toString();
    recovered.savedAt = NumberFormat::forGui().dateTime(QFileInfo(filePath()).lastModified());
    return recovered;
}

QString Autosave::keepUnreadable()
{
    const QString kept =
        directory() + QStringLiteral("/unsaved.unreadable-%1.nodeplan")
                          .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    if (!QFile::rename(filePath(), kept))
        return {};
    QSettings().remove(settings::kAutosaveSource);
    return kept;
}

bool Autosave::saveNow()
{
    if (!m_document || !m_document->isModified())
        return true;
    if (!QDir().mkpath(directory())) {
        emit failed(QStringLiteral("cannot create %1").arg(directory()));
        return false;
    }
    QString error;
    if (!writeBuildFile(filePath(), m_document->build(), &error)) {
        qWarning("autosave failed: %s", qPrintable(error));
        emit failed(error);
        return false;
    }
    QSettings().setValue(settings::kAutosaveSource, m_document->filePath());
    return true;
}

void Autosave::discard()
{
    QFile::remove(filePath());
    QSettings().remove(settings::kAutosaveSource);
}

} // namespace np
