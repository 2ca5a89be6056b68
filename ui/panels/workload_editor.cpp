// SPDX-License-Identifier: MIT
#include "ui/panels/workload_editor.h"

#include "presentation/workload_fields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

#include <limits>

namespace np
{

namespace
{

// Items a model combo box holds for a SKU the catalog does not know (a file from another catalog).
constexpr int kMissingModelRole = Qt::UserRole + 1;

int spinLimit(double value)
{
    return static_cast<int>(std::min<double>(value, std::numeric_limits<int>::max()));
}

void selectData(QComboBox *box, const QVariant &value)
{
    int index = box->findData(value);
    if (index < 0 && value.typeId() == QMetaType::QString) {
        for (int i = box->count() - 1; i >= 0; --i)
            if (box->itemData(i, kMissingModelRole).toBool())
                box->removeItem(i);
        box->addItem(QObject::tr("%1 (not in the catalog)").arg(value.toString()), value);
        index = box->count() - 1;
        box->setItemData(index, true, kMissingModelRole);
    }
    box->setCurrentIndex(index);
}

} // namespace

WorkloadEditor::WorkloadEditor(QWidget *parent) : QWidget(parent), m_form(new QFormLayout(this))
{
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const WorkloadField &field : workloadFields()) {
        QWidget *editor = createEditor(field);
        editor->setObjectName(QStringLiteral("workloadField_") + field.key);
        editor->setAccessibleName(field.name);
        editor->setToolTip(field.toolTip);
        m_editors.insert(field.key, editor);
        if (field.kind == WorkloadFieldKind::Flag) {
            m_form->addRow(QString(), editor);
        } else {
            auto *label = new QLabel(field.name + QLatin1Char(':'));
            label->setBuddy(editor);
            m_form->addRow(label, editor);
        }
    }
    clear();
}

QWidget *WorkloadEditor::createEditor(const WorkloadField &field)
{
    switch (field.kind) {
    case WorkloadFieldKind::Model:
    case WorkloadFieldKind::Choice: {
        auto *box = new QComboBox;
        for (const WorkloadFieldChoice &c : field.choices)
            box->addItem(c.name, c.value);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
        connect(box, &QComboBox::activated, this, [this, &field] { requestEdit(field); });
        return box;
    }
    case WorkloadFieldKind::Integer: {
        auto *spin = new QSpinBox;
        spin->setRange(spinLimit(field.minimum), spinLimit(field.maximum));
        spin->setSingleStep(static_cast<int>(field.step));
        spin->setSuffix(field.suffix);
        spin->setSpecialValueText(field.specialText);
        spin->setGroupSeparatorShown(true);
        spin->setKeyboardTracking(false); // one edit per value, not per keystroke
        spin->setAccelerated(true);
        connect(spin, &QSpinBox::valueChanged, this, [this, &field] { requestEdit(field); });
        return spin;
    }
    case WorkloadFieldKind::Fraction: {
        auto *spin = new QDoubleSpinBox;
        spin->setRange(field.minimum, field.maximum);
        spin->setSingleStep(field.step);
        spin->setDecimals(2);
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, &field] { requestEdit(field); });
        return spin;
    }
    case WorkloadFieldKind::Flag: {
        auto *check = new QCheckBox(field.name);
        connect(check, &QCheckBox::toggled, this, [this, &field] { requestEdit(field); });
        return check;
    }
    case WorkloadFieldKind::Text:
    case WorkloadFieldKind::TextList: {
        auto *line = new QLineEdit;
        line->setClearButtonEnabled(true);
        connect(line, &QLineEdit::editingFinished, this, [this, &field] { requestEdit(field); });
        return line;
    }
    }
    return new QWidget;
}

void WorkloadEditor::setCatalog(const CatalogSnapshot &catalog)
{
    auto *box = qobject_cast<QComboBox *>(editorFor(QStringLiteral("model")));
    m_filling = true;
    box->clear();
    for (const Model &m : catalog.models)
        box->addItem(QString::fromStdString(m.info.name.empty() ? m.info.sku : m.info.name),
                     QString::fromStdString(m.info.sku));
    m_filling = false;
    if (m_hasWorkload)
        showWorkload(m_shown,
                     qobject_cast<QLineEdit *>(editorFor(QStringLiteral("label")))->placeholderText());
}

void WorkloadEditor::showWorkload(const Workload &workload, const QString &defaultLabel)
{
    m_shown = workload;
    m_hasWorkload = true;
    m_filling = true;
    for (const WorkloadField &field : workloadFields()) {
        QWidget *editor = m_editors.value(field.key);
        // A line edit being typed in keeps its text until the user is done with it.
        if (!(editor->hasFocus() && qobject_cast<QLineEdit *>(editor)))
            showValue(field, editor, field.get(workload));
        editor->setEnabled(field.appliesTo(workload));
    }
    qobject_cast<QLineEdit *>(editorFor(QStringLiteral("label")))->setPlaceholderText(defaultLabel);
    m_filling = false;
}

void WorkloadEditor::clear()
{
    m_hasWorkload = false;
    for (QWidget *editor : std::as_const(m_editors))
        editor->setEnabled(false);
}

void WorkloadEditor::showValue(const WorkloadField &field, QWidget *editor, const QVariant &value)
{
    switch (field.kind) {
    case WorkloadFieldKind::Model:
    case WorkloadFieldKind::Choice:
        selectData(static_cast<QComboBox *>(editor), value);
        return;
    case WorkloadFieldKind::Integer:
        static_cast<QSpinBox *>(editor)->setValue(value.toInt());
        return;
    case WorkloadFieldKind::Fraction:
        static_cast<QDoubleSpinBox *>(editor)->setValue(value.toDouble());
        return;
    case WorkloadFieldKind::Flag:
        static_cast<QCheckBox *>(editor)->setChecked(value.toBool());
        return;
    case WorkloadFieldKind::Text:
        static_cast<QLineEdit *>(editor)->setText(value.toString());
        return;
    case WorkloadFieldKind::TextList:
        static_cast<QLineEdit *>(editor)->setText(value.toStringList().join(QStringLiteral(", ")));
        return;
    }
}

QVariant WorkloadEditor::valueOf(const WorkloadField &field, const QWidget *editor) const
{
    switch (field.kind) {
    case WorkloadFieldKind::Model:
    case WorkloadFieldKind::Choice:
        return static_cast<const QComboBox *>(editor)->currentData();
    case WorkloadFieldKind::Integer:
        return static_cast<const QSpinBox *>(editor)->value();
    case WorkloadFieldKind::Fraction:
        return static_cast<const QDoubleSpinBox *>(editor)->value();
    case WorkloadFieldKind::Flag:
        return static_cast<const QCheckBox *>(editor)->isChecked();
    case WorkloadFieldKind::Text:
        return static_cast<const QLineEdit *>(editor)->text();
    case WorkloadFieldKind::TextList:
        return static_cast<const QLineEdit *>(editor)->text().split(
            QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    }
    return {};
}

void WorkloadEditor::requestEdit(const WorkloadField &field)
{
    if (m_filling || !m_hasWorkload)
        return;
    Workload edited = m_shown;
    field.set(edited, valueOf(field, m_editors.value(field.key)));
    if (field.get(edited) == field.get(m_shown))
        return; // leaving a line edit unchanged, or re-choosing the same item
    emit fieldEdited(field.key, edited);
}

} // namespace np
