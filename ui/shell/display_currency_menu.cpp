// SPDX-License-Identifier: MIT
#include "ui/shell/display_currency_menu.h"

#include "presentation/money_text.h"
#include "ui/document/display_currency.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>

namespace np
{

void addDisplayCurrencyMenu(QMenu *view)
{
    // The strings keep DisplayCurrency's translation context: they were its own before the menu moved.
    QMenu *menu = view->addMenu(QCoreApplication::translate("np::DisplayCurrency", "Display &Currency"));
    menu->setObjectName(QStringLiteral("displayCurrencyMenu"));
    auto *group = new QActionGroup(menu);
    for (const QString &code : displayCurrencies()) {
        QAction *action = menu->addAction(code);
        action->setCheckable(true);
        action->setChecked(code == DisplayCurrency::instance().code());
        action->setToolTip(
            QCoreApplication::translate(
                "np::DisplayCurrency", "Show money in %1; other currencies convert at the build's dated rate")
                .arg(code));
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu,
                         [code] { DisplayCurrency::instance().setCode(code); });
    }
}

} // namespace np
