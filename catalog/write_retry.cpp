// SPDX-License-Identifier: MIT
#include "catalog/write_retry.h"

#include "catalog/sql_dialect.h"

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QThread>

namespace np::catalog
{

namespace
{

constexpr int kMaxAttempts = 60;

// 5 ms plus a random share growing with the attempt, so two writers that clashed do not clash again.
void backOff(int attempt)
{
    QThread::msleep(static_cast<unsigned long>(5 + QRandomGenerator::global()->bounded(10 + attempt * 5)));
}

// Rolls back unless committed: every way out of an attempt leaves the database as it was.
class WriteTransaction
{
public:
    explicit WriteTransaction(QSqlDatabase &db) : m_db(db) {}
    ~WriteTransaction()
    {
        if (m_open)
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    WriteTransaction(const WriteTransaction &) = delete;
    WriteTransaction &operator=(const WriteTransaction &) = delete;
    QSqlError begin()
    {
        QSqlQuery q(m_db);
        m_open = q.exec(beginWriteStatement(m_db));
        return m_open ? QSqlError() : q.lastError();
    }
    QSqlError commit()
    {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("COMMIT")))
            return q.lastError();
        m_open = false;
        return {};
    }

private:
    QSqlDatabase &m_db;
    bool m_open = false;
};

} // namespace

QSqlError retryWrite(QSqlDatabase &db, int constraintRetries,
                     const std::function<QSqlError(int attempt)> &writes)
{
    QSqlError last;
    for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
        {
            WriteTransaction tx(db);
            last = tx.begin();
            if (!last.isValid())
                last = writes(attempt);
            if (!last.isValid())
                last = tx.commit();
            if (!last.isValid())
                return {};
        }
        // Busy: another connection holds the write lock. A UNIQUE clash: another process took the number
        // between our read and write.
        if (!isBusyError(last) && !(isUniqueViolation(last) && attempt < constraintRetries))
            return last;
        backOff(attempt);
    }
    return last;
}

} // namespace np::catalog
