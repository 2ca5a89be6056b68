// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

// File ▸ Connect to Team Catalog… (docs/team.md): host, port, database and user of a team catalog on
// PostgreSQL, or back to the local catalog file. NodePlan never asks for or stores the password:
// libpq reads it from ~/.pgpass or PGPASSWORD, and the dialog says so. Recent URLs (without a
// password) are offered again.
namespace np
{

class ConnectTeamDialog : public QDialog
{
    Q_OBJECT
public:
    // exec() returns Accepted (connect to url()), UseLocalCatalog, or Rejected.
    enum Result { UseLocalCatalog = 2 };

    explicit ConnectTeamDialog(QWidget *parent = nullptr);

    // postgresql://user@host:port/database from the fields.
    [[nodiscard]] QString url() const;
    // Fills the fields from a URL (a recent one).
    void setUrl(const QString &url);

    // The URLs connected to before, newest first (QSettings), and one more remembered.
    static QStringList recentUrls();
    static void rememberUrl(const QString &url);
    static constexpr int kMaxRecent = 8;

    [[nodiscard]] QComboBox *recentBox() const { return m_recent; }
    [[nodiscard]] QPushButton *connectButton() const { return m_connect; }
    [[nodiscard]] QPushButton *localButton() const { return m_local; }

private:
    void updateConnectButton();

    QComboBox *m_recent;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QPushButton *m_connect;
    QPushButton *m_local;
};

} // namespace np
