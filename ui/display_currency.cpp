// SPDX-License-Identifier: MIT
#include "ui/display_currency.h"

#include "presentation/money_text.h"
#include "ui/settings_keys.h"

#include <QActionGroup>
#include <QMenu>
#include <QSettings>

namespace np
{

DisplayCurrency &DisplayCurrency::instance()
{
    static DisplayCurrency currency;
    return currency;
}

QString DisplayCurrency::code() const
{
    const QString stored = QSettings().value(settings::kDisplayCurrency).toString();
    return displayCurrencies().contains(stored) ? stored : displayCurrencies().first();
}

void DisplayCurrency::setCode(const QString &code)
{
    if (code == this->code() || !displayCurrencies().contains(code))
        return;
    QSettings().setValue(settings::kDisplayCurrency, code);
    emit changed(code);
}

void DisplayCurrency::addMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("Display &Currency"));
    menu->setObjectName(QStringLiteral("displayCurrencyMenu"));
    auto *group = new QActionGroup(menu);
    for (const QString &code : displayCurrencies()) {
        QAction *action = menu->addAction(code);
        action->setCheckable(true);
        action->setChecked(code == instance().code());
        action->setToolTip(
            tr("Show money in %1; other currencies convert at the build's dated rate").arg(code));
        group->addAction(action);
        connect(action, &QAction::triggered, menu, [code] { instance().setCode(code); });
    }
}

} // namespace np
