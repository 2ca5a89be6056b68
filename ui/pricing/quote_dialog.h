// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/quote_store.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QDateEdit;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QPlainTextEdit;

// Edits a quote's commercial fields: customer, project, author, date and validity, currency and
// exchange rate, discount, margin, VAT, lead time and notes. For a frozen (sent) version it says
// that saving makes the next version. The build itself is edited in the main window.
namespace np
{

class QuoteDialog : public QDialog
{
    Q_OBJECT
public:
    explicit QuoteDialog(const Quote &quote, QWidget *parent = nullptr);
    // The quote with the dialog's values applied.
    [[nodiscard]] Quote quote() const;
    // A line above the buttons, e.g. "The build's prices are incomplete: …" (empty: none).
    void setNotice(const QString &notice);
    // The VAT rate is kept as the default for new quotes (Settings) when the user ticks the box.
    [[nodiscard]] bool vatIsNewDefault() const;

private:
    void createFields(const Quote &quote);
    QFormLayout *createForm();

    Quote m_quote;
    QLineEdit *m_customer;
    QLineEdit *m_project;
    QLineEdit *m_author;
    QDateEdit *m_date;
    QDateEdit *m_validUntil;
    QComboBox *m_currency;
    QDoubleSpinBox *m_perEur;
    QDoubleSpinBox *m_discount;
    QDoubleSpinBox *m_margin;
    QDoubleSpinBox *m_vat;
    QLineEdit *m_leadTime;
    QPlainTextEdit *m_notes;
    QCheckBox *m_vatDefault;
    QLabel *m_notice;
};

} // namespace np
