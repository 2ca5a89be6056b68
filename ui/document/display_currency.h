// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

// The one display currency of the desktop app (View ▸ Display Currency; EUR by default), kept in
// QSettings. The key figures, the cost panel and the catalog browser show money in it, converted
// at the build's dated rate (presentation/money_text.h), and re-render when it changes. Widget-free:
// the View menu's entries are ui/shell/display_currency_menu.h.
namespace np
{

class DisplayCurrency : public QObject
{
    Q_OBJECT
public:
    static DisplayCurrency &instance();
    [[nodiscard]] QString code() const; // "EUR" or "USD"
    void setCode(const QString &code);  // stores it and emits changed() if it differs

signals:
    void changed(const QString &code);

private:
    DisplayCurrency() = default;
};

} // namespace np
