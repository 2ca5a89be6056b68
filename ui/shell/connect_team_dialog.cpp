// SPDX-License-Identifier: MIT
#include "ui/shell/connect_team_dialog.h"

#include "ui/common/accessible_names.h"
#include "ui/document/settings_keys.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace np
{

namespace
{

constexpr int kDefaultPort = 5432;

} // namespace

ConnectTeamDialog::ConnectTeamDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Connect to Team Catalog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("A team shares one catalog and one quote book on a PostgreSQL server. NodePlan "
                      "restarts on the catalog you choose and keeps using it at the next start."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_recent = new QComboBox(this);
    m_recent->setAccessibleName(tr("Recent team catalogs"));
    m_recent->addItem(tr("(choose one connected to before)"));
    m_recent->addItems(recentUrls());
    m_recent->setEnabled(m_recent->count() > 1);
    m_host = new QLineEdit(this);
    m_host->setAccessibleName(tr("Server host"));
    m_host->setPlaceholderText(tr("db.example.com"));
    m_port = new QSpinBox(this);
    m_port->setAccessibleName(tr("Server port"));
    m_port->setRange(1, 65535);
    m_port->setValue(kDefaultPort);
    m_database = new QLineEdit(this);
    m_database->setAccessibleName(tr("Database"));
    m_database->setPlaceholderText(tr("nodeplan"));
    m_user = new QLineEdit(this);
    m_user->setAccessibleName(tr("User name"));
    form->addRow(tr("&Recent:"), m_recent);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    layout->addLayout(form);

    auto *password = new QLabel(tr("NodePlan never asks for or stores your password. The PostgreSQL client "
                                   "library reads it from <tt>~/.pgpass</tt> (a line "
                                   "<tt>host:port:database:user:password</tt>, file mode 0600) or from the "
                                   "<tt>PGPASSWORD</tt> environment variable."),
                                this);
    password->setObjectName(QStringLiteral("passwordNote"));
    password->setWordWrap(true);
    password->setTextFormat(Qt::RichText);
    layout->addWidget(password);

    auto *buttons = new QDialogButtonBox(this);
    m_connect = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    m_connect->setAccessibleName(tr("Connect"));
    m_local = buttons->addButton(tr("Use &Local Catalog"), QDialogButtonBox::ResetRole);
    m_local->setAccessibleName(tr("Use Local Catalog"));
    m_local->setToolTip(tr("Go back to the catalog file on this computer"));
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setAccessibleName(tr("Cancel"));
    layout->addWidget(buttons);

    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            setUrl(m_recent->itemText(index));
    });
    for (QLineEdit *edit : {m_host, m_database, m_user})
        connect(edit, &QLineEdit::textChanged, this, &ConnectTeamDialog::updateConnectButton);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_local, &QPushButton::clicked, this, [this] { done(UseLocalCatalog); });
    if (recentUrls().isEmpty())
        m_user->setText(qEnvironmentVariable("USER"));
    else
        setUrl(recentUrls().front());
    updateConnectButton();
    nameBuiltInControls(this);
}

QString ConnectTeamDialog::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(m_user->text().trimmed());
    url.setHost(m_host->text().trimmed());
    url.setPort(m_port->value());
    url.setPath(QLatin1Char('/') + m_database->text().trimmed());
    return url.toString();
}

void ConnectTeamDialog::setUrl(const QString &text)
{
    const QUrl url(text);
    m_host->setText(url.host());
    m_port->setValue(url.port(kDefaultPort));
    m_database->setText(url.path().mid(1));
    m_user->setText(url.userName());
}

void ConnectTeamDialog::updateConnectButton()
{
    m_connect->setEnabled(!m_host->text().trimmed().isEmpty() && !m_database->text().trimmed().isEmpty() &&
                          !m_user->text().trimmed().isEmpty());
}

QStringList ConnectTeamDialog::recentUrls()
{
    return QSettings().value(settings::kRecentTeamCatalogs).toStringList();
}

void ConnectTeamDialog::rememberUrl(const QString &url)
{
    // Only what url() builds gets here, and it has no password field; strip one all the same.
    const QString safe = QUrl(url).toString(QUrl::RemovePassword);
    QStringList recent = recentUrls();
    recent.removeAll(safe);
    recent.prepend(safe);
    QSettings().setValue(settings::kRecentTeamCatalogs, recent.mid(0, kMaxRecent));
}

} // namespace np
