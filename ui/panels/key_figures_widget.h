// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"

#include <QWidget>

#include <map>
#include <optional>

class QLabel;

namespace np
{

class ElidedLabel;
class TileGridLayout;

// The figures a sales engineer checks after every drop, as tiles: GPUs and memory, GPU link,
// CPU cores, host RAM, power at the wall, PSU capacity under the redundancy mode, heat, price
// and three-year cost, and how many workloads fit. Text only, straight from the Evaluation; a
// tile's colour is core's status for its figure (charts/status_colors.h), never a threshold here.
// The tiles reflow to the width (two columns in the first-start dock, one in a narrow one) and a
// note too long for its tile ends in "…" and is read in full from its tooltip.
class KeyFiguresWidget : public QWidget
{
    Q_OBJECT
public:
    explicit KeyFiguresWidget(QWidget *parent = nullptr);
    void setEvaluation(const Evaluation &evaluation);
    // The value text of a tile by key ("wall_w", "psu_usable_w", "total_eur", ...), for tests.
    [[nodiscard]] QString value(const QString &key) const;
    // The colour of a tile's value: core's status for the figure, or the normal text colour.
    [[nodiscard]] QColor valueColor(const QString &key) const;
    // The note under a tile's value as written (it may show elided), for tests.
    [[nodiscard]] QString note(const QString &key) const;
    // How many columns the tiles take at the current width.
    [[nodiscard]] int columnCount() const;

private:
    void setComputeTiles(const Evaluation &e);
    void setPowerTiles(const Evaluation &e);
    void setCostTiles(const Evaluation &e);
    void setWorkloadAndIoTiles(const Evaluation &e);
    struct Tile {
        QLabel *caption;
        QLabel *value;
        ElidedLabel *note;
    };
    void addTile(const QString &key, const QString &caption);
    // `status`: core's verdict on the figure, shown as its colour; nullopt for figures without one.
    void setTile(const QString &key, const QString &value, const QString &note,
                 std::optional<Status> status = std::nullopt);

    TileGridLayout *m_grid;
    std::map<QString, Tile> m_tiles;
};

} // namespace np
