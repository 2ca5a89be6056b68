// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QPointF>
#include <QString>

#include <vector>

namespace np
{

// The PCIe topology drawn over the chassis: a line from each uplink (CPU socket or switch) to
// every slot it feeds, switch chips, and a label per uplink with its lanes, bandwidth and sharing.
// It only draws what ChassisView hands it, taken from Evaluation::pcie.
class PcieOverlayItem : public QGraphicsItem
{
public:
    struct Link {
        QPointF from;
        QPointF to;
        QColor color;
        double widthMm = 1;
    };
    struct Node {
        QPointF at;
        QString title;  // "cpu0", "sw0 · PEX89048"
        QString detail; // "x16 · 63 GB/s each way · 5 devices share it"
        QColor color;
        bool isSwitch = false;
        QColor statusColor; // valid when core's uplink status is not Ok: the label takes its colour
    };

    explicit PcieOverlayItem(QGraphicsItem *parent = nullptr);
    void setTopology(std::vector<Link> links, std::vector<Node> nodes);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<Link> m_links;
    std::vector<Node> m_nodes;
    QRectF m_bounds;
};

} // namespace np
