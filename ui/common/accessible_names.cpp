// SPDX-License-Identifier: MIT
#include "ui/common/accessible_names.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QComboBox>
#include <QLineEdit>
#include <QToolBar>
#include <QToolButton>

namespace np
{

void nameBuiltInControls(QWidget *root)
{
    for (QComboBox *combo : root->findChildren<QComboBox *>()) {
        // The combo box's name as a screen reader reads it (its own, else its buddy label's text or
        // its group box's title), else its tooltip (what the user reads on hover).
        const QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(combo);
        QString name = iface ? iface->text(QAccessible::Name) : combo->accessibleName();
        if (name.isEmpty())
            name = combo->toolTip();
        if (name.isEmpty())
            name = QObject::tr("Choices");
        if (combo->view()->accessibleName().isEmpty())
            combo->view()->setAccessibleName(name);
        // An editable combo box's text field is a control of its own.
        if (combo->lineEdit() && combo->lineEdit()->accessibleName().isEmpty())
            combo->lineEdit()->setAccessibleName(name);
    }
    for (QLineEdit *edit : root->findChildren<QLineEdit *>())
        for (QToolButton *button : edit->findChildren<QToolButton *>())
            if (button->accessibleName().isEmpty())
                button->setAccessibleName(QObject::tr("Clear"));
    for (QToolBar *bar : root->findChildren<QToolBar *>())
        for (QToolButton *button : bar->findChildren<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
            if (button->accessibleName().isEmpty())
                button->setAccessibleName(QObject::tr("More tools"));
}

} // namespace np
