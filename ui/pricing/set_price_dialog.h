// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/price_entry.h"
#include "core/parts.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLineEdit;

// "Set Price…" for one part: amount, currency, kind (an estimate unless the user says otherwise),
// source ("entered by LOGIN") and date (today). The caller stores entry() in the catalog.
namespace np
{

class SetPriceDialog : public QDialog
{
    Q_OBJECT
public:
    // `currency`: the one the amount field starts in (the display currency).
    SetPriceDialog(const PartInfo &part, const QString &currency, QWidget *parent = nullptr);

    [[nodiscard]] catalog::PriceEntry entry() const;

    [[nodiscard]] QDoubleSpinBox *amountBox() const { return m_amount; }
    [[nodiscard]] QComboBox *currencyBox() const { return m_currency; }
    [[nodiscard]] QComboBox *kindBox() const { return m_kind; }
    [[nodiscard]] QLineEdit *sourceEdit() const { return m_source; }

private:
    std::string m_sku;
    QDoubleSpinBox *m_amount;
    QComboBox *m_currency;
    QComboBox *m_kind;
    QLineEdit *m_source;
    QDateEdit *m_date;
};

} // namespace np
