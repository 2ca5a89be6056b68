// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace np::test
{

// A temporary folder for catalog tests: a new catalog file per test function and the input files
// the test imports, each under a name not used before in this run.
class ScratchFiles
{
public:
    // Writes `text` to a new file "in<N>.<suffix>" and returns its path.
    QString write(const QByteArray &text, const char *suffix)
    {
        const QString path =
            m_dir.filePath(QStringLiteral("in%1.%2").arg(++m_file).arg(QLatin1String(suffix)));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return path;
    }
    // A path "c<N>.sqlite" for a catalog that does not exist yet.
    QString newCatalogPath() { return m_dir.filePath(QStringLiteral("c%1.sqlite").arg(++m_file)); }
    [[nodiscard]] QString filePath(const QString &name) const { return m_dir.filePath(name); }
    [[nodiscard]] QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
    int m_file = 0;
};

} // namespace np::test
