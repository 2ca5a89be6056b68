// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QString>
#include <QStringList>
#include <QTimer>

// An open desktop's ear on its team catalog (issue 26, item 5; docs/team.md): it LISTENs on the
// catalog's connection for the notification every import sends at commit (catalog_notifications.h)
// and says which SKUs changed, so the window re-reads prices and marks quotes stale without a
// restart. It also watches the connection: when the server cannot be reached it says so and
// reconnects with a growing pause (1 s, 2 s, 4 s … 30 s). It listens on the store's own connection,
// so a reconnect brings the store back too, and the desktop's own imports (same connection) are not
// reported back to it. GUI thread only, like the connection.
namespace np::catalog
{

class TeamLiveUpdates : public QObject
{
    Q_OBJECT
public:
    enum class State { Listening, Reconnecting };

    // `db`: an open team catalog's connection (CatalogDatabase::database()); it must outlive this.
    explicit TeamLiveUpdates(QSqlDatabase db, QObject *parent = nullptr);
    ~TeamLiveUpdates() override;

    // Starts listening; false with *error when the server refuses (the connection is not a team
    // catalog's, or the driver cannot listen).
    bool start(QString *error);
    [[nodiscard]] State state() const { return m_state; }
    // Why the server is unreachable (the driver's message); empty while listening.
    [[nodiscard]] QString lastError() const { return m_lastError; }
    // How often the connection is checked while nothing else happens on it (tests shorten it).
    void setCheckInterval(int ms) { m_check.setInterval(ms); }

    static constexpr int kCheckIntervalMs = 2000;
    static constexpr int kFirstRetryMs = 1000;
    static constexpr int kMaxRetryMs = 30000;

signals:
    // Another client changed these parts or their prices. Empty: anything may have changed (the
    // connection was lost meanwhile, or the list was too long to send), so re-read everything.
    void catalogChanged(const QStringList &skus);
    void stateChanged(np::catalog::TeamLiveUpdates::State state);

private:
    void onNotification(const QString &channel, QSqlDriver::NotificationSource source,
                        const QVariant &payload);
    void checkConnection();
    void connectionLost(const QString &why);
    void reconnect();
    bool subscribe(QString *error);

    QSqlDatabase m_db;
    QTimer m_check;
    QTimer m_retry;
    int m_retryMs = kFirstRetryMs;
    State m_state = State::Listening;
    QString m_lastError;
};

} // namespace np::catalog
