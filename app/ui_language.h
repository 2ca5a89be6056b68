// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace np::app
{

// The languages NodePlan speaks: English (the source language of every string) and each
// translation embedded as :/i18n/nodeplan_CODE.qm. Sorted codes, "en" included.
QStringList availableLanguages();

// What `--lang CODE` (or, without it, the system's UI languages) picks.
struct UiLanguage {
    QString code;  // "en", "de": which translation to install
    QString error; // non-empty: --lang named a language NodePlan does not speak
};

// `requested` is the --lang value ("de", "de_AT", "en"), empty for the system's languages.
// A requested language also becomes the default QLocale, so numbers, money and dates follow it.
UiLanguage chooseUiLanguage(const QString &requested);

// Installs NodePlan's translation of `code` and Qt's own (qtbase_CODE, for standard dialogs and
// buttons) when present. Needs the application object; English installs nothing.
void installTranslations(const QString &code);

} // namespace np::app
