// SPDX-License-Identifier: MIT
#include "ui/pricing/quote_dialog.h"

#include "presentation/assumption_text.h"
#include "presentation/number_format.h"
#include "ui/common/accessible_names.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace np
{

namespace
{

QDoubleSpinBox *percentBox(double value, double min, double max, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(2);
    box->setSuffix(QStringLiteral(" %"));
    box->setValue(value);
    return box;
}

} // namespace

QuoteDialog::QuoteDialog(const Quote &quote, QWidget *parent) : QDialog(parent), m_quote(quote)
{
    setWindowTitle(quote.number.isEmpty() ? tr("New quote")
                                          : tr("Quote %1, version %2").arg(quote.number).arg(quote.version));
    auto *layout = new QVBoxLayout(this);
    if (quote.frozen() && !quote.number.isEmpty()) {
        auto *note = new QLabel(tr("Version %1 is %2 and stays as it is. Saving creates version %3.")
                                    .arg(quote.version)
                                    .arg(toText(quote.status))
                                    .arg(quote.version + 1),
                                this);
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    createFields(quote);
    layout->addLayout(createForm());
    m_notice = new QLabel(this);
    m_notice->setWordWrap(true);
    m_notice->hide();
    layout->addWidget(m_notice);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // EUR has a rate of 1 by definition.
    connect(m_currency, &QComboBox::currentTextChanged, this, [this](const QString &c) {
        m_perEur->setEnabled(c != QLatin1String("EUR"));
        if (c == QLatin1String("EUR"))
            m_perEur->setValue(1.0);
    });
    m_perEur->setEnabled(quote.currency != QLatin1String("EUR"));
    nameBuiltInControls(this);
}

// One field per term of the quote, filled from `quote`.
void QuoteDialog::createFields(const Quote &quote)
{
    m_customer = new QLineEdit(quote.customer, this);
    m_project = new QLineEdit(quote.project, this);
    m_author = new QLineEdit(quote.author, this);
    m_date = new QDateEdit(quote.date.isValid() ? quote.date : QDate::currentDate(), this);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_validUntil =
        new QDateEdit(quote.validUntil.isValid() ? quote.validUntil : m_date->date().addDays(30), this);
    m_validUntil->setCalendarPopup(true);
    m_validUntil->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_currency = new QComboBox(this);
    m_currency->setEditable(true);
    m_currency->addItems(
        {QStringLiteral("EUR"), QStringLiteral("USD"), QStringLiteral("GBP"), QStringLiteral("CHF")});
    m_currency->setCurrentText(quote.currency);
    m_perEur = new QDoubleSpinBox(this);
    m_perEur->setRange(0.0001, 100000);
    m_perEur->setDecimals(4);
    m_perEur->setValue(quote.perEur);
    m_perEur->setToolTip(tr("Units of the quote's currency per euro; 1 for EUR"));
    m_discount = percentBox(quote.discountPct, 0, 100, this);
    m_margin = percentBox(quote.marginPct, -100, 1000, this);
    m_vat = percentBox(quote.vatPct, 0, 100, this);
    const CommercialAssumption vat = vatAssumption();
    m_vat->setToolTip(tr("New quotes start at the default VAT (%1 % unless changed: %2)")
                          .arg(NumberFormat::forGui().compact(vat.value, 2), assumptionSource(vat)));
    m_vatDefault = new QCheckBox(tr("Default for new quotes"), this);
    m_leadTime = new QLineEdit(quote.leadTime, this);
    m_leadTime->setPlaceholderText(tr("e.g. 6-8 weeks"));
    m_notes = new QPlainTextEdit(quote.notes, this);
    m_notes->setTabChangesFocus(true);
}

// The fields as labelled rows; VAT shares its row with "Default for new quotes".
QFormLayout *QuoteDialog::createForm()
{
    auto *form = new QFormLayout;
    auto *vatRow = new QHBoxLayout;
    vatRow->addWidget(m_vat, 1);
    vatRow->addWidget(m_vatDefault);
    form->addRow(tr("&Customer:"), m_customer);
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("Prepared &by:"), m_author);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("&Valid until:"), m_validUntil);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("&Exchange rate (per EUR):"), m_perEur);
    form->addRow(tr("D&iscount:"), m_discount);
    form->addRow(tr("&Margin:"), m_margin);
    auto *vatLabel = new QLabel(tr("V&AT:"), this);
    vatLabel->setBuddy(m_vat); // the row holds a layout, so QFormLayout sets no buddy itself
    form->addRow(vatLabel, vatRow);
    form->addRow(tr("&Lead time:"), m_leadTime);
    form->addRow(tr("&Notes:"), m_notes);
    return form;
}

void QuoteDialog::setNotice(const QString &notice)
{
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
}

bool QuoteDialog::vatIsNewDefault() const
{
    return m_vatDefault->isChecked();
}

Quote QuoteDialog::quote() const
{
    Quote q = m_quote;
    q.customer = m_customer->text().trimmed();
    q.project = m_project->text().trimmed();
    q.author = m_author->text().trimmed();
    q.date = m_date->date();
    q.validUntil = m_validUntil->date();
    q.currency = m_currency->currentText().trimmed().toUpper().left(3);
    q.perEur = q.currency == QLatin1String("EUR") ? 1.0 : m_perEur->value();
    q.discountPct = m_discount->value();
    q.marginPct = m_margin->value();
    q.vatPct = m_vat->value();
    q.leadTime = m_leadTime->text().trimmed();
    q.notes = m_notes->toPlainText().trimmed();
    return q;
}

} // namespace np
