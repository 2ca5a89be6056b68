// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/build_document.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace np
{

// File ▸ Build Properties…: the build's name (window title, quote, build sheet), the customer it
// is for (build sheet header, preset in new quotes) and free notes. The caller applies the result
// through setProperties() so the change is one undo step.
class BuildPropertiesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit BuildPropertiesDialog(const BuildProperties &properties, QWidget *parent = nullptr);

    // The fields as edited; name and customer trimmed.
    [[nodiscard]] BuildProperties properties() const;

    [[nodiscard]] QLineEdit *nameEdit() const { return m_name; }
    [[nodiscard]] QLineEdit *customerEdit() const { return m_customer; }
    [[nodiscard]] QPlainTextEdit *notesEdit() const { return m_notes; }

private:
    QLineEdit *m_name;
    QLineEdit *m_customer;
    QPlainTextEdit *m_notes;
};

} // namespace np
