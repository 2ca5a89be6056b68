// SPDX-License-Identifier: MIT
#include "ui/panels/key_figures_widget.h"

#include "charts/status_colors.h"
#include "core/enums_text.h"
#include "core/workload/load_throughput.h"
#include "presentation/display_names.h"
#include "presentation/error_band_text.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"
#include "ui/common/elided_label.h"
#include "ui/document/display_currency.h"
#include "ui/document/part_text.h"
#include "ui/panels/tile_grid_layout.h"

#include <QFrame>
#include <QLabel>
#include <QVBoxLayout>

namespace np
{

namespace
{

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Core's EUR amount in the display currency (View ▸ Display Currency) at the build's rate.
QString money(double eur, const CostFigures &cost)
{
    return displayMoney(eur, displayConversion(DisplayCurrency::instance().code(), cost.usdToEur),
                        NumberFormat::forGui());
}

// The headline serving figure with the expected error band of its stratum:
// "Llama 3.1 70B: 1,234 tok/s at 64 in flight (error −13/+64 % in 80 % of 40 cases)".
QString underLoadText(const Evaluation &e)
{
    const WorkloadResult *r = firstWorkloadUnderLoad(e);
    if (!r)
        return {};
    const NumberFormat nf = NumberFormat::forGui();
    return QObject::tr("%1: %2 at %3 in flight (%4)")
        .arg(QString::fromStdString(r->label), nf.tokensPerS(r->underLoad.outputTokensPerS))
        .arg(r->underLoad.concurrency)
        .arg(errorBandShortText(expectedErrorOf(*r, WorkloadFigure::LoadThroughput), nf));
}

} // namespace

KeyFiguresWidget::KeyFiguresWidget(QWidget *parent) : QWidget(parent), m_grid(new TileGridLayout(this))
{
    m_grid->setContentsMargins(4, 4, 4, 4);
    m_grid->setSpacing(6);
    addTile(QStringLiteral("gpus"), tr("GPUs"));
    addTile(QStringLiteral("gpu_link"), tr("GPU ↔ GPU"));
    addTile(QStringLiteral("cpu"), tr("CPU cores"));
    addTile(QStringLiteral("host_ram"), tr("Host memory"));
    addTile(QStringLiteral("wall_w"), tr("Wall power, peak"));
    addTile(QStringLiteral("psu_usable_w"), tr("PSU capacity"));
    addTile(QStringLiteral("heat"), tr("Heat"));
    addTile(QStringLiteral("total_eur"), tr("Price"));
    addTile(QStringLiteral("tco_eur"), tr("Cost of ownership"));
    addTile(QStringLiteral("workloads"), tr("Workloads that fit"));
    addTile(QStringLiteral("pcie"), tr("PCIe lanes"));
    addTile(QStringLiteral("storage"), tr("Local storage"));
}

void KeyFiguresWidget::addTile(const QString &key, const QString &caption)
{
    auto *frame = new QFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setBackgroundRole(QPalette::Base);
    frame->setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(frame);
    layout->setContentsMargins(8, 5, 8, 5);
    layout->setSpacing(0);
    Tile tile{new QLabel(caption, frame), new QLabel(frame), new ElidedLabel(frame)};
    tile.caption->setForegroundRole(QPalette::PlaceholderText);
    QFont small = tile.caption->font();
    small.setPointSizeF(small.pointSizeF() * 0.88);
    tile.caption->setFont(small);
    tile.note->setFont(small);
    tile.note->setForegroundRole(QPalette::PlaceholderText);
    // One line that never widens the tile: a long note ends in "…" and is read from the tooltip.
    QFont big = tile.value->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    tile.value->setFont(big);
    tile.value->setObjectName(QStringLiteral("figure.") + key);
    tile.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(tile.caption);
    layout->addWidget(tile.value);
    layout->addWidget(tile.note);
    // Wide enough for a note to say something before its "…" (about 22 characters).
    frame->setMinimumWidth(frame->fontMetrics().averageCharWidth() * 22);
    m_grid->addWidget(frame);
    m_tiles.emplace(key, tile);
}

void KeyFiguresWidget::setTile(const QString &key, const QString &value, const QString &note,
                               std::optional<Status> status)
{
    Tile &tile = m_tiles.at(key);
    tile.value->setText(value);
    tile.note->setFullText(note);
    tile.value->parentWidget()->setToolTip(tile.caption->text() + QStringLiteral(": ") + value +
                                           (note.isEmpty() ? QString() : QStringLiteral("\n") + note));
    // Selectable labels draw their text through a text control that reads QPalette::Text, plain
    // ones read WindowText: set both, or the verdict colour never shows.
    const QColor color = status ? colors::forStatus(*status) : this->palette().color(QPalette::WindowText);
    QPalette palette = tile.value->palette();
    palette.setColor(QPalette::WindowText, color);
    palette.setColor(QPalette::Text, color);
    tile.value->setPalette(palette);
}

QString KeyFiguresWidget::value(const QString &key) const
{
    const auto it = m_tiles.find(key);
    return it == m_tiles.end() ? QString() : it->second.value->text();
}

QString KeyFiguresWidget::note(const QString &key) const
{
    const auto it = m_tiles.find(key);
    return it == m_tiles.end() ? QString() : it->second.note->fullText();
}

int KeyFiguresWidget::columnCount() const
{
    return m_grid->columnsFor(width());
}

QColor KeyFiguresWidget::valueColor(const QString &key) const
{
    const auto it = m_tiles.find(key);
    // The role the selectable label paints its text with.
    return it == m_tiles.end() ? QColor() : it->second.value->palette().color(QPalette::Text);
}

void KeyFiguresWidget::setEvaluation(const Evaluation &e)
{
    setComputeTiles(e);
    setPowerTiles(e);
    setCostTiles(e);
    setWorkloadAndIoTiles(e);
}

// GPUs, their link, CPUs and host memory.
void KeyFiguresWidget::setComputeTiles(const Evaluation &e)
{
    const GpuFigures &g = e.gpu;
    setTile(QStringLiteral("gpus"),
            g.count > 0 ? tr("%1 × %2 GB").arg(g.count).arg(NumberFormat::forGui().number(g.memoryPerGpuGB))
                        : tr("none"),
            g.count > 0 ? qs(g.model) + (g.mixed ? tr(" (mixed)") : QString())
                        : tr("drop GPUs into the GPU slots"));
    setTile(QStringLiteral("gpu_link"),
            g.count > 1 ? tr("%1 GB/s").arg(NumberFormat::forGui().number(g.p2pGBps, 0)) : tr("—"),
            g.count > 1 ? displayName(g.interconnect) + tr(", per direction, worst pair") : QString());
    const CpuFigures &c = e.cpu;
    setTile(QStringLiteral("cpu"), c.coresTotal > 0 ? QString::number(c.coresTotal) : tr("none"),
            c.sockets > 0 ? tr("%1 × %2, %3 per GPU")
                                .arg(c.sockets)
                                .arg(qs(c.model))
                                .arg(NumberFormat::forGui().number(c.coresPerGpu, 1))
                          : QString());
    const HostMemoryFigures &m = e.hostMemory;
    setTile(QStringLiteral("host_ram"),
            m.modules > 0 ? tr("%1 GiB").arg(NumberFormat::forGui().number(m.capacityGiB)) : tr("none"),
            m.modules > 0 ? tr("%1 DIMMs at %2 MT/s, %3× GPU memory%4")
                                .arg(m.modules)
                                .arg(m.speedMts)
                                .arg(NumberFormat::forGui().number(m.ramToVramRatio, 1))
                                .arg(m.balanced ? QString() : tr(", unbalanced"))
                          : QString(),
            m.modules > 0 ? std::optional(subsystemStatusOf(e, Subsystem::Memory)) : std::nullopt);
}

// Wall power, PSU capacity and heat.
void KeyFiguresWidget::setPowerTiles(const Evaluation &e)
{
    const PowerFigures &p = e.power;
    setTile(QStringLiteral("wall_w"), tr("%1 W").arg(NumberFormat::forGui().number(p.wallW)),
            tr("typical %1 W · %2 A · %3 VA")
                .arg(NumberFormat::forGui().number(p.wallTypicalW),
                     NumberFormat::forGui().number(p.inputCurrentA, 1),
                     NumberFormat::forGui().number(p.wallVA)),
            subsystemStatusOf(e, Subsystem::Power));
    setTile(QStringLiteral("psu_usable_w"),
            p.psuCount > 0 ? tr("%1 W").arg(NumberFormat::forGui().number(p.psuUsableW)) : tr("no PSU"),
            p.psuCount > 0 ? tr("%1 × %2 W, %3 %4")
                                 .arg(p.psuCount)
                                 .arg(NumberFormat::forGui().number(p.psuRatedW), displayName(p.redundancy),
                                      p.redundancyMet ? tr("met") : tr("NOT met"))
                           : tr("add PSUs to the PSU bays"),
            p.psuStatus);
    setTile(QStringLiteral("heat"), tr("%1 BTU/h").arg(NumberFormat::forGui().number(p.btuPerH)),
            p.airflowLimitW > 0 ? tr("%1 W vs %2 W fan-wall limit")
                                      .arg(NumberFormat::forGui().number(p.heatW),
                                           NumberFormat::forGui().number(p.airflowLimitW))
                                : tr("%1 W").arg(NumberFormat::forGui().number(p.heatW)),
            p.heatStatus);
}

// Price and total cost of ownership.
void KeyFiguresWidget::setCostTiles(const Evaluation &e)
{
    const CostFigures &cost = e.cost;
    // A total that leaves unpriced lines out says so in its value, not only in its colour.
    setTile(QStringLiteral("total_eur"), totalText(money(cost.totalEur, cost), cost),
            cost.complete ? tr("hardware %1").arg(money(cost.hardwareEur, cost))
                          : tr("hardware %1 without the unpriced parts; see the cost findings")
                                .arg(money(cost.hardwareEur, cost)),
            subsystemStatusOf(e, Subsystem::Cost));
    setTile(QStringLiteral("tco_eur"), totalText(money(cost.tcoEur, cost), cost),
            tr("%1 years, energy %2 per year")
                .arg(e.cost.tcoByYearEur.empty() ? 0 : static_cast<int>(e.cost.tcoByYearEur.size()) - 1)
                .arg(money(cost.energyEurPerYear, cost)),
            cost.complete ? std::nullopt : std::optional(subsystemStatusOf(e, Subsystem::Cost)));
}

// Workloads that fit, PCIe lanes and storage.
void KeyFiguresWidget::setWorkloadAndIoTiles(const Evaluation &e)
{
    int fit = 0;
    Status fitStatus = Status::Ok;
    for (const WorkloadResult &w : e.workloads) {
        fit += w.fitStatus == Status::Ok ? 1 : 0;
        fitStatus = worst(fitStatus, w.fitStatus);
    }
    const int total = static_cast<int>(e.workloads.size());
    setTile(QStringLiteral("workloads"), total > 0 ? tr("%1 of %2").arg(fit).arg(total) : tr("none"),
            total > 0 ? underLoadText(e) : tr("Edit ▸ Add Workload… to add one"),
            total > 0 ? std::optional(fitStatus) : std::nullopt);
    const PcieFigures &pcie = e.pcie;
    setTile(QStringLiteral("pcie"), tr("%1 of %2").arg(pcie.lanesRequired).arg(pcie.lanesAvailable),
            tr("needed of available; %1 wired%2")
                .arg(pcie.lanesWired)
                .arg(pcie.switched ? tr(", switched") : QString()),
            pcie.status);
    const StorageFigures &s = e.storage;
    setTile(
        QStringLiteral("storage"),
        s.drives > 0 ? tr("%1 TB").arg(NumberFormat::forGui().number(s.usableTB, 1)) : tr("none"),
        s.drives > 0
            ? tr("%1 drives, %2 GB/s read").arg(s.drives).arg(NumberFormat::forGui().number(s.seqReadGBps, 1))
            : QString(),
        s.drives > 0 ? std::optional(subsystemStatusOf(e, Subsystem::Storage)) : std::nullopt);
}

} // namespace np
