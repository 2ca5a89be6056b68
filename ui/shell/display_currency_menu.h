// SPDX-License-Identifier: MIT
#pragma once

class QMenu;

// The View ▸ Display Currency submenu over ui/document/display_currency.h, which stays widget-free.
namespace np
{

// Adds one checkable entry per currency with a rate to `view`; choosing one sets DisplayCurrency.
void addDisplayCurrencyMenu(QMenu *view);

} // namespace np
