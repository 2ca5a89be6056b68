// SPDX-License-Identifier: MIT
#include "catalog/team_live_updates.h"

#include "catalog/catalog_notifications.h"
#include "catalog/sql_dialect.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace np::catalog
{

namespace
{

const QString kChannel = QString::fromLatin1(kCatalogChangeChannel);

} // namespace

TeamLiveUpdates::TeamLiveUpdates(QSqlDatabase db, QObject *parent) : QObject(parent), m_db(std::move(db))
{
    m_check.setInterval(kCheckIntervalMs);
    m_retry.setSingleShot(true);
    connect(&m_check, &QTimer::timeout, this, &TeamLiveUpdates::checkConnection);
    connect(&m_retry, &QTimer::timeout, this, &TeamLiveUpdates::reconnect);
    // The driver object stays the same across close() and open(): one connection serves every reconnect.
    connect(m_db.driver(), &QSqlDriver::notification, this, &TeamLiveUpdates::onNotification);
}

TeamLiveUpdates::~TeamLiveUpdates()
{
    if (m_db.isOpen() && m_db.driver()->subscribedToNotifications().contains(kChannel))
        m_db.driver()->unsubscribeFromNotification(kChannel);
}

bool TeamLiveUpdates::start(QString *error)
{
    if (!isPostgres(m_db)) {
        *error = QStringLiteral("live updates need a team catalog on PostgreSQL");
        return false;
    }
    if (!subscribe(error))
        return false;
    m_check.start();
    return true;
}

bool TeamLiveUpdates::subscribe(QString *error)
{
    if (m_db.driver()->subscribeToNotification(kChannel))
        return true;
    *error = QStringLiteral("cannot listen for catalog changes: %1").arg(m_db.driver()->lastError().text());
    return false;
}

void TeamLiveUpdates::onNotification(const QString &channel, QSqlDriver::NotificationSource source,
                                     const QVariant &payload)
{
    // This desktop's own imports: it already re-read what it wrote.
    if (channel != kChannel || source == QSqlDriver::SelfSource)
        return;
    emit catalogChanged(skusOfCatalogChange(payload.toString()).value_or(QStringList()));
}

void TeamLiveUpdates::checkConnection()
{
    // QPSQL reports the connection closed as soon as libpq has seen the server go (when the socket
    // woke it for a notification); a query on it would fail without a message.
    if (!m_db.isOpen()) {
        connectionLost(QStringLiteral("the server closed the connection"));
        return;
    }
    QSqlQuery ping(m_db);
    if (!ping.exec(QStringLiteral("SELECT 1")))
        connectionLost(ping.lastError().text().trimmed().isEmpty()
                           ? QStringLiteral("the server does not answer")
                           : ping.lastError().text());
}

void TeamLiveUpdates::connectionLost(const QString &why)
{
    m_check.stop();
    m_lastError = why.trimmed();
    m_db.close(); // drops the subscription and the dead socket with it
    m_state = State::Reconnecting;
    m_retryMs = kFirstRetryMs;
    m_retry.start(m_retryMs);
    emit stateChanged(m_state);
}

void TeamLiveUpdates::reconnect()
{
    QString error;
    if (!m_db.open() || !subscribe(&error)) {
        m_lastError = error.isEmpty() ? m_db.lastError().text().trimmed() : error;
        m_db.close();
        m_retryMs = std::min(m_retryMs * 2, kMaxRetryMs);
        m_retry.start(m_retryMs);
        return;
    }
    m_lastError.clear();
    m_state = State::Listening;
    m_check.start();
    emit stateChanged(m_state);
    // Whatever was imported while the connection was down was announced to nobody here.
    emit catalogChanged({});
}

} // namespace np::catalog
