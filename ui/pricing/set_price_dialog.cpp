// SPDX-License-Identifier: MIT
#include "ui/pricing/set_price_dialog.h"

#include "presentation/money_text.h"
#include "presentation/number_format.h"
#include "ui/common/accessible_names.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace np
{

SetPriceDialog::SetPriceDialog(const PartInfo &part, const QString &currency, QWidget *parent)
    : QDialog(parent), m_sku(part.sku), m_amount(new QDoubleSpinBox(this)), m_currency(new QComboBox(this)),
      m_kind(new QComboBox(this)), m_source(new QLineEdit(catalog::enteredBySource(), this)),
      m_date(new QDateEdit(QDate::currentDate(), this))
{
    setWindowTitle(tr("Set Price"));
    // The schema's limits (catalog/migrations/0001_initial.sql): 0 to 10,000,000 per unit.
    m_amount->setRange(0, 10'000'000);
    m_amount->setDecimals(2);
    m_amount->setGroupSeparatorShown(true);
    m_amount->setAccessibleName(tr("Amount"));
    m_currency->addItems(displayCurrencies());
    m_currency->setCurrentText(currency);
    m_currency->setAccessibleName(tr("Currency"));
    if (part.price) {
        m_amount->setValue(part.price->amount);
        m_currency->setCurrentText(QString::fromStdString(part.price->currency));
    }
    m_kind->addItem(tr("estimate"), QStringLiteral("estimate"));
    m_kind->addItem(tr("street price"), QStringLiteral("street"));
    m_kind->addItem(tr("list price"), QStringLiteral("list"));
    m_kind->setAccessibleName(tr("Price kind"));
    m_kind->setToolTip(tr("list = vendor list price; street = a distributor or shop price; estimate = "
                          "your own figure"));
    m_source->setAccessibleName(tr("Source"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setAccessibleName(tr("Price date"));

    const QString current = part.price ? conversionText(*part.price, CurrencyConversion{}, kDefaultUsdToEur,
                                                        NumberFormat::forGui())
                                       : tr("none (price on request)");
    auto *form = new QFormLayout;
    form->addRow(tr("Part:"), new QLabel(QStringLiteral("%1 (%2)").arg(QString::fromStdString(part.name),
                                                                       QString::fromStdString(part.sku)),
                                         this));
    form->addRow(tr("Current price:"), new QLabel(current, this));
    form->addRow(tr("&Amount:"), m_amount);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Source:"), m_source);
    form->addRow(tr("&Date:"), m_date);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Store Price"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *hint = new QLabel(tr("The price is stored in the catalog as a dated price; every build and new "
                               "quote uses it from now on. Older quotes keep their own prices."),
                            this);
    hint->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    nameBuiltInControls(this);
}

catalog::PriceEntry SetPriceDialog::entry() const
{
    catalog::PriceEntry e;
    e.sku = QString::fromStdString(m_sku);
    e.amount = m_amount->value();
    e.currency = m_currency->currentText();
    e.kind = m_kind->currentData().toString();
    e.source = m_source->text().trimmed();
    e.date = m_date->date();
    return e;
}

} // namespace np
