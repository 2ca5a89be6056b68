// SPDX-License-Identifier: MIT
#pragma once

#include "core/status.h"

#include <QTableWidget>

// A small two-column "figure | value" table used beside the power and cost charts.
// Values are text already formatted from core's figures; a row whose core status is not Ok takes
// that status's colour (charts/status_colors.h).
namespace np
{

class FiguresTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit FiguresTable(QWidget *parent = nullptr);

    void clearFigures();
    void addFigure(const QString &name, const QString &value, Status status = Status::Ok);
    void addSection(const QString &title);

    // The value text of the first row named `name`, empty if there is none (tests).
    [[nodiscard]] QString valueOf(const QString &name) const;
};

} // namespace np
