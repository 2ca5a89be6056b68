// SPDX-License-Identifier: MIT
// One language for GUI and CLI alike: chosen once in main(), before any text is produced.
#include "app/ui_language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace np::app
{

namespace
{

const QString kTranslations = QStringLiteral(":/i18n");

QString languageCode(const QLocale &locale)
{
    return QLocale::languageToCode(locale.language());
}

} // namespace

QStringList availableLanguages()
{
    QStringList codes{QStringLiteral("en")};
    const QStringList files =
        QDir(kTranslations).entryList({QStringLiteral("nodeplan_*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        codes << file.mid(9, file.size() - 9 - 3); // nodeplan_CODE.qm
    codes.sort();
    return codes;
}

UiLanguage chooseUiLanguage(const QString &requested)
{
    const QStringList available = availableLanguages();
    if (requested.isEmpty()) {
        // The first of the desktop's preferred languages we speak; English when none.
        for (const QString &name : QLocale::system().uiLanguages()) {
            const QString code = languageCode(QLocale(name));
            if (available.contains(code))
                return {code, {}};
        }
        return {QStringLiteral("en"), {}};
    }
    // QLocale turns "de" into de_DE and "de_AT" into Austria; a name it does not know becomes C.
    const QLocale locale(requested);
    const QString code = languageCode(locale);
    if (locale.language() == QLocale::C || !available.contains(code))
        return {{},
                QCoreApplication::translate("np::app::UiLanguage",
                                            "unknown language '%1' for --lang (available: %2)")
                    .arg(requested, available.join(QStringLiteral(", ")))};
    QLocale::setDefault(locale);
    return {code, {}};
}

void installTranslations(const QString &code)
{
    if (code == QLatin1String("en"))
        return;
    QCoreApplication *app = QCoreApplication::instance();
    auto *own = new QTranslator(app);
    if (own->load(QStringLiteral("nodeplan_") + code, kTranslations))
        QCoreApplication::installTranslator(own);
    // Qt's standard buttons and dialogs ("Cancel", "Save"); the qt6-translations-l10n package.
    auto *qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace np::app
