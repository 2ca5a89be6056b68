// SPDX-License-Identifier: MIT
#include "presentation/safe_write.h"

namespace np
{

SafeFileWriter::SafeFileWriter(const QString &path) : m_file(path)
{
    // Never fall back to writing the target in place: that is what loses the old file.
    m_file.setDirectWriteFallback(false);
}

bool SafeFileWriter::cancel(QString *error)
{
    if (error && !m_failed)
        *error = QStringLiteral("cannot write %1: %2").arg(m_file.fileName(), m_file.errorString());
    m_failed = true;
    if (m_file.isOpen())
        m_file.cancelWriting();
    return false;
}

bool SafeFileWriter::open(QString *error)
{
    if (!m_file.open(QIODevice::WriteOnly))
        return cancel(error);
    return true;
}

bool SafeFileWriter::flush(QString *error)
{
    if (m_failed)
        return false;
    // A failed write() sets the error; a failed flush() of the buffered tail returns false. Both
    // must be caught here: QSaveFile::commit() alone does not see a flush that failed at close.
    if (!m_file.isOpen() || m_file.error() != QFileDevice::NoError || !m_file.flush())
        return cancel(error);
    return true;
}

bool SafeFileWriter::commit(QString *error)
{
    if (!flush(error))
        return false;
    if (!m_file.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(m_file.fileName(), m_file.errorString());
        m_failed = true;
        return false;
    }
    return true;
}

bool writeFileSafely(const QString &path, const QByteArray &data, QString *error)
{
    SafeFileWriter writer(path);
    if (!writer.open(error))
        return false;
    if (writer.device()->write(data) != data.size())
        return writer.cancel(error);
    return writer.commit(error);
}

bool commitAll(std::initializer_list<SafeFileWriter *> writers, QString *error)
{
    for (SafeFileWriter *w : writers)
        if (!w->flush(error))
            return false; // the others are cancelled when they go out of scope
    for (SafeFileWriter *w : writers)
        if (!w->commit(error))
            return false;
    return true;
}

} // namespace np
