// SPDX-License-Identifier: MIT
#include "ui/shell/build_properties_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace np
{

namespace
{

// A form label with its buddy, both named for screen readers and GUI test tools.
QLabel *labelFor(QWidget *field, const QString &text, const QString &accessibleName, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(field);
    label->setAccessibleName(accessibleName);
    field->setAccessibleName(accessibleName);
    return label;
}

} // namespace

BuildPropertiesDialog::BuildPropertiesDialog(const BuildProperties &properties, QWidget *parent)
    : QDialog(parent), m_name(new QLineEdit(QString::fromStdString(properties.name), this)),
      m_customer(new QLineEdit(QString::fromStdString(properties.customer), this)),
      m_notes(new QPlainTextEdit(QString::fromStdString(properties.notes), this))
{
    setWindowTitle(tr("Build Properties"));
    setObjectName(QStringLiteral("buildPropertiesDialog"));
    m_name->setObjectName(QStringLiteral("buildName"));
    m_customer->setObjectName(QStringLiteral("buildCustomer"));
    m_notes->setObjectName(QStringLiteral("buildNotes"));
    m_name->setPlaceholderText(tr("e.g. Inference server (8× H200 NVL)"));
    m_customer->setPlaceholderText(tr("Who the build is for (optional)"));
    m_notes->setTabChangesFocus(true); // Tab moves on to the buttons, as in every other field

    auto *form = new QFormLayout;
    form->addRow(labelFor(m_name, tr("&Name:"), tr("Build name"), this), m_name);
    form->addRow(labelFor(m_customer, tr("&Customer:"), tr("Customer"), this), m_customer);
    form->addRow(labelFor(m_notes, tr("N&otes:"), tr("Notes"), this), m_notes);
    auto *hint = new QLabel(tr("The name titles the window, quotes and the build sheet; the customer is "
                               "printed on the build sheet and preset in new quotes."),
                            this);
    hint->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    resize(480, sizeHint().height());
}

BuildProperties BuildPropertiesDialog::properties() const
{
    return {m_name->text().trimmed().toStdString(), m_customer->text().trimmed().toStdString(),
            m_notes->toPlainText().toStdString()};
}

} // namespace np
