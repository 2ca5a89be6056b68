// SPDX-License-Identifier: MIT
#include "ui/accessible_names.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QLineEdit>
#include <QToolBar>
#include <QToolButton>

namespace np
{

void nameBuiltInControls(QWidget *root)
{
    for (QComboBox *combo : root->findChildren<QComboBox *>()) {
        if (!combo->view()->accessibleName().isEmpty())
            continue;
        // The combo box's own name, else its tooltip (what the user reads on hover).
        QString name = combo->accessibleName();
        if (name.isEmpty())
            name = combo->toolTip();
        if (name.isEmpty())
            name = QObject::tr("Choices");
        combo->view()->setAccessibleName(name);
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
