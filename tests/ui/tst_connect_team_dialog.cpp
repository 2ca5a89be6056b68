// SPDX-License-Identifier: MIT
// File ▸ Connect to Team Catalog…: the URL from the fields, the password left to libpq (and said so),
// recent URLs remembered without a password, and the way back to the local catalog.
#include "tests/ui/ui_fixture.h"
#include "ui/document/settings_keys.h"
#include "ui/shell/connect_team_dialog.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

using namespace np;

class TestConnectTeamDialog : public QObject
{
    Q_OBJECT

    static QLineEdit *field(QDialog &dialog, const char *accessibleName)
    {
        for (QLineEdit *edit : dialog.findChildren<QLineEdit *>())
            if (edit->accessibleName() == QLatin1String(accessibleName))
                return edit;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QSettings().remove(settings::kRecentTeamCatalogs);
    }

    void theUrlComesFromTheFieldsAndThePasswordFromLibpq()
    {
        ConnectTeamDialog dialog;
        QVERIFY(!dialog.recentBox()->isEnabled()); // nothing connected to yet
        field(dialog, "Server host")->setText(QStringLiteral("db.example.com"));
        dialog.findChild<QSpinBox *>()->setValue(5433);
        field(dialog, "Database")->clear();
        field(dialog, "User name")->setText(QStringLiteral("sam"));
        QVERIFY(!dialog.connectButton()->isEnabled()); // no database yet
        field(dialog, "Database")->setText(QStringLiteral("nodeplan"));
        QVERIFY(dialog.connectButton()->isEnabled());
        QCOMPARE(dialog.url(), QStringLiteral("postgresql://sam@db.example.com:5433/nodeplan"));
        // No password field; the dialog says where the password comes from.
        for (QLineEdit *edit : dialog.findChildren<QLineEdit *>())
            QVERIFY(edit->echoMode() == QLineEdit::Normal);
        const QString note = dialog.findChild<QLabel *>(QStringLiteral("passwordNote"))->text();
        QVERIFY2(note.contains(QStringLiteral("~/.pgpass")) && note.contains(QStringLiteral("PGPASSWORD")) &&
                     note.contains(QStringLiteral("never asks for or stores your password")),
                 qPrintable(note));
    }

    void recentUrlsAreRememberedWithoutPassword()
    {
        ConnectTeamDialog::rememberUrl(QStringLiteral("postgresql://pia:secret@db.example.com:5432/pricing"));
        ConnectTeamDialog::rememberUrl(QStringLiteral("postgresql://sam@db.example.com:5433/nodeplan"));
        ConnectTeamDialog::rememberUrl(QStringLiteral("postgresql://pia@db.example.com:5432/pricing"));
        const QStringList recent = ConnectTeamDialog::recentUrls();
        QCOMPARE(recent, (QStringList{QStringLiteral("postgresql://pia@db.example.com:5432/pricing"),
                                      QStringLiteral("postgresql://sam@db.example.com:5433/nodeplan")}));
        QVERIFY(
            !QSettings().value(settings::kRecentTeamCatalogs).toString().contains(QStringLiteral("secret")));

        // A new dialog starts from the newest and offers the others.
        ConnectTeamDialog dialog;
        QCOMPARE(dialog.url(), recent.front());
        QVERIFY(dialog.recentBox()->isEnabled());
        QCOMPARE(dialog.recentBox()->count(), 3);
        dialog.recentBox()->setCurrentIndex(2);
        emit dialog.recentBox()->activated(2);
        QCOMPARE(dialog.url(), recent.at(1));
    }

    void useLocalCatalogIsItsOwnAnswer()
    {
        ConnectTeamDialog dialog;
        QTimer::singleShot(0, dialog.localButton(), &QPushButton::click);
        QCOMPARE(dialog.exec(), int(ConnectTeamDialog::UseLocalCatalog));
        QTimer::singleShot(0, dialog.connectButton(), &QPushButton::click);
        QCOMPARE(dialog.exec(), int(QDialog::Accepted));
    }
};

QTEST_MAIN(TestConnectTeamDialog)
#include "tst_connect_team_dialog.moc"
