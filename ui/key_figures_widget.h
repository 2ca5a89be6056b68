// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"

#include <QWidget>

#include <map>

class QGridLayout;
class QLabel;

namespace np
{

// The figures a sales engineer checks after every drop, as tiles: GPUs and memory, GPU link,
// CPU cores, host RAM, power at the wall, PSU capacity under the redundancy mode, heat, price
// and three-year cost, and how many workloads fit. Text only, straight from the Evaluation.
class KeyFiguresWidget : public QWidget
{
    Q_OBJECT
public:
    explicit KeyFiguresWidget(QWidget *parent = nullptr);
    void setEvaluation(const Evaluation &evaluation);
    // The value text of a tile by key ("wall_w", "psu_usable_w", "total_eur", ...), for tests.
    [[nodiscard]] QString value(const QString &key) const;

private:
    struct Tile {
        QLabel *caption;
        QLabel *value;
        QLabel *note;
    };
    void addTile(const QString &key, const QString &caption, int row, int column);
    void setTile(const QString &key, const QString &value, const QString &note, int state = 0);

    QGridLayout *m_grid;
    std::map<QString, Tile> m_tiles;
};

} // namespace np
