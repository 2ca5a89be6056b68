// SPDX-License-Identifier: MIT
#include "ui/document/autosave.h"

#include "presentation/build_file.h"
#include "presentation/number_format.h"
#include "ui/document/build_document.h"
#include "ui/document/settings_keys.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSettings>
#include <QStandardPaths>

namespace np
{

namespace
{

// More windows than this with one profile share the last file unlocked rather than fail.
constexpr int kMaxWindows = 32;

QString autosaveName(int number)
{
    return number == 1 ? QStringLiteral("unsaved") : QStringLiteral("unsaved-%1").arg(number);
}

} // namespace

Autosave::Autosave(QObject *parent) : QObject(parent)
{
    claimFile();
    m_timer.setInterval(60 * 1000);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_timer.start();
}

Autosave::~Autosave() = default; // the lock is released with m_lock; the file stays if unsaved

void Autosave::claimFile()
{
    QDir().mkpath(directory());
    for (int number = 1; number <= kMaxWindows; ++number) {
        const QString path =
            directory() + QLatin1Char('/') + autosaveName(number) + QStringLiteral(".nodeplan");
        auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
        // Never stale by age: a window may stay open for days. A lock whose process has died is
        // recognised as stale by QLockFile itself and taken over.
        lock->setStaleLockTime(0);
        if (lock->tryLock(0) || number == kMaxWindows) {
            m_number = number;
            m_filePath = path;
            m_lock = std::move(lock);
            return;
        }
    }
}

void Autosave::setDocument(BuildDocument *document)
{
    m_document = document;
}

QString Autosave::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString Autosave::sourceKey() const
{
    return m_number == 1 ? QString(settings::kAutosaveSource)
                         : QString(settings::kAutosaveSource) + QString::number(m_number);
}

bool Autosave::hasRecoverable() const
{
    return QFileInfo::exists(m_filePath);
}

std::optional<Autosave::Recovered> Autosave::recover(QString *error) const
{
    Recovered recovered;
    if (!readBuildFile(m_filePath, recovered.build, error))
        return std::nullopt;
    recovered.sourcePath = QSettings().value(sourceKey()).toString();
    recovered.savedAt = NumberFormat::forGui().dateTime(QFileInfo(m_filePath).lastModified());
    return recovered;
}

QString Autosave::keepUnreadable()
{
    const QString kept = directory() + QLatin1Char('/') + autosaveName(m_number) +
                         QStringLiteral(".unreadable-%1.nodeplan")
                             .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    if (!QFile::rename(m_filePath, kept))
        return {};
    QSettings().remove(sourceKey());
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
    if (!writeBuildFile(m_filePath, m_document->build(), &error)) {
        qWarning("autosave failed: %s", qPrintable(error));
        emit failed(error);
        return false;
    }
    QSettings().setValue(sourceKey(), m_document->filePath());
    return true;
}

void Autosave::discard()
{
    QFile::remove(m_filePath);
    QSettings().remove(sourceKey());
}

} // namespace np
