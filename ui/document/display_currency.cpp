// SPDX-License-Identifier: MIT
#include "ui/document/display_currency.h"

#include "presentation/money_text.h"
#include "ui/document/settings_keys.h"

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

} // namespace np
