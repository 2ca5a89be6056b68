// SPDX-License-Identifier: MIT
#include "ui/chassis/chassis_view.h"
#include "charts/kind_colors.h"
#include "presentation/display_names.h"
#include "presentation/number_format.h"

#include "charts/status_colors.h"
#include "ui/catalog_browsing/part_mime.h"
#include "ui/chassis/chassis_accessible.h"
#include "ui/chassis/scene/baseboard_item.h"
#include "ui/chassis/scene/chassis_frame_item.h"
#include "ui/chassis/scene/chassis_geometry.h"
#include "ui/chassis/scene/pcie_overlay_item.h"
#include "ui/chassis/scene/slot_item.h"
#include "ui/document/build_document.h"
#include "ui/document/editing.h"
#include "ui/document/part_text.h"

#include <QAccessible>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDrag>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

namespace np
{

namespace
{

constexpr double kMinScale = 0.2;
constexpr double kMaxScale = 12.0;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Root complex colours for the PCIe overlay: one per CPU socket, switches take their CPU's colour.
QColor socketColor(const std::string &rootId)
{
    static const QColor palette[] = {QColor(0x2F, 0x6D, 0xB5), QColor(0xD9, 0x6C, 0x1F),
                                     QColor(0x4C, 0x9A, 0x2A), QColor(0x8E, 0x5E, 0xA2)};
    const int index =
        rootId.size() > 3 && rootId.compare(0, 3, "cpu") == 0 ? std::atoi(rootId.c_str() + 3) : 0;
    return palette[static_cast<size_t>(std::clamp(index, 0, 3))];
}

// Pale yellow to deep red as a slot's peak power approaches the largest slot's.
QColor powerShade(double fraction)
{
    fraction = std::clamp(fraction, 0.0, 1.0);
    const QColor low(0xFF, 0xE8, 0x9A);
    const QColor high(0xC6, 0x28, 0x28);
    auto mix = [fraction](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * fraction)); };
    return QColor(mix(low.red(), high.red()), mix(low.green(), high.green()), mix(low.blue(), high.blue()));
}

} // namespace

ChassisView::ChassisView(QWidget *parent) : QGraphicsView(parent), m_scene(new QGraphicsScene(this))
{
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setAcceptDrops(true);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 200);
    m_scene->setPalette(palette());
    m_scene->setBackgroundBrush(palette().color(QPalette::Window));
    connect(m_scene, &QGraphicsScene::selectionChanged, this, &ChassisView::onSceneSelectionChanged);
    connect(m_scene, &QGraphicsScene::focusItemChanged, this, &ChassisView::onFocusItemChanged);
    ChassisViewAccessible::installFactory(); // the slots as list items for screen readers
    setAccessibleName(tr("Chassis"));
    setAccessibleDescription(tr("Slots of the build's chassis. Tab or the arrow keys move between slots, "
                                "Delete removes the part, Enter or the menu key offers parts."));
}

ChassisView::~ChassisView()
{
    // The scene deletes its items after this body runs and reports the lost selection while doing
    // so; nobody may look at the items by then.
    disconnect(m_scene, nullptr, this, nullptr);
    m_items.clear();
    m_pressItem = nullptr;
}

void ChassisView::setDocument(BuildDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &BuildDocument::buildReset, this, &ChassisView::rebuildScene);
        connect(m_document, &BuildDocument::evaluated, this, &ChassisView::refresh);
    }
    rebuildScene();
}

void ChassisView::rebuildScene()
{
    m_items.clear();
    m_frame = nullptr;
    m_pcie = nullptr;
    m_pressItem = nullptr;
    m_highlighted.clear();
    m_scene->clear();
    const Chassis *chassis = m_document ? m_document->chassis() : nullptr;
    if (!chassis) {
        auto *text = m_scene->addSimpleText(
            tr("The build has no chassis from the catalog. Use File ▸ New from chassis…"));
        text->setBrush(palette().color(QPalette::Text));
        m_scene->setSceneRect(text->boundingRect().adjusted(-20, -20, 20, 20));
        return;
    }
    m_frame = new ChassisFrameItem(*chassis);
    m_scene->addItem(m_frame);
    if (!baseboardOf(*chassis).sites.empty())
        m_scene->addItem(new BaseboardItem(*chassis));
    for (const Slot &slot : chassis->allSlots) {
        auto *item = new SlotItem(slot);
        m_scene->addItem(item);
        m_items.emplace(slot.id, item);
    }
    m_pcie = new PcieOverlayItem;
    m_pcie->setVisible(false);
    m_scene->addItem(m_pcie);
    m_scene->setSceneRect(m_frame->boundingRect().adjusted(-10, -10, 10, 10));
    refresh();
    if (m_autoFit)
        fitToChassis();
}

void ChassisView::refresh()
{
    if (!m_document || !m_frame)
        return;
    // The document's resolved build holds every placed part with its slot: no lookup by SKU here.
    std::unordered_map<std::string, const PlacedPart *> placedBySlot;
    for (const PlacedPart &placed : m_document->resolved().parts)
        placedBySlot.emplace(placed.slot->id, &placed);
    for (auto &[slotId, item] : m_items) {
        const auto placed = placedBySlot.find(slotId);
        if (placed != placedBySlot.end()) {
            const PartInfo &info = *placed->second->info();
            item->setPart(info.sku, partShortName(info), partCompactName(info),
                          colors::forPart(placed->second->kind()));
            continue;
        }
        // Empty, or a part the build names that did not resolve (the findings view says why).
        const std::string sku = m_document->skuInSlot(slotId);
        item->setPart(sku, QString::fromStdString(sku), QString(), QColor());
    }
    refreshPowerOverlay();
    refreshHeatOverlay();
    refreshPcieOverlay();
    QStringList captions;
    if (m_overlays & PcieOverlay)
        captions << tr("PCIe: lines from each CPU or switch to the slots it feeds");
    if (m_overlays & PowerOverlay)
        captions << tr("Power: slots shaded by peak watts");
    m_frame->setOverlayCaption(captions.join(QStringLiteral("   ·   ")));
}

void ChassisView::refreshPowerOverlay()
{
    const bool on = m_overlays & PowerOverlay;
    double maxW = 0;
    std::map<std::string, double> perSlot;
    if (on) {
        for (const SlotPower &p : m_document->evaluation().power.perSlot) {
            perSlot[p.slotId] = p.peakW;
            maxW = std::max(maxW, p.peakW);
        }
    }
    for (auto &[slotId, item] : m_items) {
        const auto it = perSlot.find(slotId);
        if (!on || it == perSlot.end() || maxW <= 0)
            item->setOverlay(QColor(), QString());
        else
            item->setOverlay(powerShade(it->second / maxW),
                             tr("%1 W").arg(NumberFormat::forGui().number(it->second)));
    }
}

void ChassisView::refreshHeatOverlay()
{
    if (!(m_overlays & HeatOverlay)) {
        m_frame->setHeatOverlay(QColor(), QString());
        return;
    }
    const PowerFigures &power = m_document->evaluation().power;
    const QColor verdict = colors::forStatus(power.heatStatus); // core's air-cooling verdict
    const QString caption =
        power.airflowLimitW > 0
            ? tr("Heat: %1 W (%2 BTU/h) against the fan wall's %3 W limit")
                  .arg(NumberFormat::forGui().number(power.heatW),
                       NumberFormat::forGui().number(power.btuPerH),
                       NumberFormat::forGui().number(power.airflowLimitW))
            : tr("Heat: %1 W (%2 BTU/h); the catalog gives no airflow limit for this chassis")
                  .arg(NumberFormat::forGui().number(power.heatW),
                       NumberFormat::forGui().number(power.btuPerH));
    m_frame->setHeatOverlay(verdict, caption);
}

void ChassisView::refreshPcieOverlay()
{
    const bool on = m_overlays & PcieOverlay;
    m_pcie->setVisible(on);
    if (!on)
        return;
    const Chassis *chassis = m_document->chassis();
    const PcieFigures &pcie = m_document->evaluation().pcie;
    auto centreOf = [this](const std::string &slotId) -> std::optional<QPointF> {
        const auto it = m_items.find(slotId);
        if (it == m_items.end())
            return std::nullopt;
        return chassis_geometry::toScene(it->second->slot().geometry).center();
    };
    // Switches have no place in the slot layout; draw each between its CPU and the slots it feeds.
    std::map<std::string, QPointF> anchors;
    std::map<std::string, std::string> rootOf;
    for (const Slot &slot : chassis->allSlots)
        if (slot.kind == SlotKind::CpuSocket)
            anchors[slot.id] = chassis_geometry::toScene(slot.geometry).center();
    for (const PcieSwitch &sw : chassis->switches) {
        rootOf[sw.id] = sw.uplink.id();
        QPointF sum;
        int n = 0;
        for (const Slot &slot : chassis->allSlots)
            if (slot.uplink == sw.id) {
                sum += chassis_geometry::toScene(slot.geometry).center();
                ++n;
            }
        const QPointF cpu = anchors.count(sw.uplink.id()) ? anchors[sw.uplink.id()] : QPointF();
        anchors[sw.id] = n > 0 ? (sum / n + cpu) / 2 : cpu;
    }

    std::vector<PcieOverlayItem::Link> links;
    std::vector<PcieOverlayItem::Node> nodes;
    for (const PcieFigures::Uplink &uplink : pcie.uplinks) {
        const auto anchor = anchors.find(uplink.id.id());
        if (anchor == anchors.end())
            continue;
        const bool isSwitch = uplink.id.isSwitch();
        const std::string root = isSwitch ? rootOf[uplink.id.id()] : uplink.id.id();
        const QColor color = socketColor(root);
        for (const std::string &slotId : uplink.slotIds) {
            const auto centre = centreOf(slotId);
            if (!centre)
                continue;
            const Slot *slot = chassis->findSlot(slotId);
            const int lanes = slot ? slot->pcieLanes : 4;
            links.push_back({anchor->second, *centre, color, lanes >= 16 ? 2.2 : (lanes >= 8 ? 1.6 : 1.0)});
        }
        PcieOverlayItem::Node node;
        node.at = anchor->second;
        node.color = color;
        node.isSwitch = isSwitch;
        node.title = qs(uplink.id.id());
        if (isSwitch) {
            for (const PcieSwitch &sw : chassis->switches)
                if (sw.id == uplink.id)
                    node.title += QStringLiteral(" · ") + qs(sw.model);
            if (anchors.count(root))
                links.push_back({anchors[root], anchor->second, color, 2.6});
        }
        node.detail =
            tr("x%1 · %2 GB/s each way · %n device(s)", nullptr, static_cast<int>(uplink.slotIds.size()))
                .arg(uplink.lanes)
                .arg(NumberFormat::forGui().number(uplink.gbps, 1));
        if (uplink.oversubscription > 1.0)
            node.detail +=
                tr(" · shared %1:1").arg(NumberFormat::forGui().number(uplink.oversubscription, 1));
        if (uplink.status != Status::Ok)
            node.statusColor = colors::forStatus(uplink.status);
        nodes.push_back(std::move(node));
    }
    m_pcie->setTopology(std::move(links), std::move(nodes));
}

void ChassisView::setOverlay(Overlay overlay, bool on)
{
    m_overlays.setFlag(overlay, on);
    refresh();
}

QString ChassisView::dropRefusal(const std::string &slotId, const QMimeData *data) const
{
    if (!m_document)
        return tr("No build is open.");
    const std::string sku = mime::sku(data);
    if (sku.empty())
        return tr("Only catalog parts can be dropped here.");
    const std::string source = mime::sourceSlot(data);
    if (!source.empty()) {
        if (source == slotId)
            return {};
        QString refusal = placementRefusalText(*m_document, slotId, sku);
        const std::string displaced = m_document->skuInSlot(slotId);
        if (refusal.isEmpty() && !displaced.empty()) {
            refusal = placementRefusalText(*m_document, source, displaced);
            if (!refusal.isEmpty())
                refusal = tr("Cannot swap: %1").arg(refusal);
        }
        return refusal;
    }
    return placementRefusalText(*m_document, slotId, sku);
}

QString ChassisView::dropOnSlot(const std::string &slotId, const QMimeData *data)
{
    if (!m_document)
        return tr("No build is open.");
    const std::string source = mime::sourceSlot(data);
    const QString refusal = source.empty() ? placePart(*m_document, slotId, mime::sku(data))
                                           : movePart(*m_document, source, slotId);
    if (!refusal.isEmpty())
        emit statusMessage(refusal);
    return refusal;
}

SlotItem *ChassisView::slotItem(const std::string &slotId) const
{
    const auto it = m_items.find(slotId);
    return it == m_items.end() ? nullptr : it->second;
}

QPoint ChassisView::slotViewportPos(const std::string &slotId) const
{
    const SlotItem *item = slotItem(slotId);
    return item ? mapFromScene(chassis_geometry::toScene(item->slot().geometry).center()) : QPoint();
}

SlotItem *ChassisView::slotItemAt(const QPoint &viewportPos) const
{
    for (QGraphicsItem *item : items(viewportPos))
        if (item->type() == SlotItem::Type)
            return static_cast<SlotItem *>(item);
    return nullptr;
}

std::vector<std::string> ChassisView::selectedSlotIds() const
{
    std::vector<std::string> ids;
    if (!m_document || !m_document->chassis())
        return ids;
    // In chassis order, so "the current slot" is predictable.
    for (const Slot &slot : m_document->chassis()->allSlots)
        if (const SlotItem *item = slotItem(slot.id); item && item->isSelected())
            ids.push_back(slot.id);
    return ids;
}

std::string ChassisView::currentSlotId() const
{
    const auto ids = selectedSlotIds();
    return ids.empty() ? std::string() : ids.front();
}

void ChassisView::fitToChassis()
{
    if (!m_frame)
        return;
    fitInView(m_frame->boundingRect(), Qt::KeepAspectRatio);
    m_autoFit = true;
}

void ChassisView::zoomBy(double factor)
{
    const double current = transform().m11();
    const double target = std::clamp(current * factor, kMinScale, kMaxScale);
    scale(target / current, target / current);
    m_autoFit = false;
}

void ChassisView::highlightSlots(const std::vector<std::string> &slotIds)
{
    for (const std::string &id : m_highlighted)
        if (SlotItem *item = slotItem(id))
            item->setHighlighted(false);
    m_highlighted = slotIds;
    QRectF area;
    for (const std::string &id : m_highlighted)
        if (SlotItem *item = slotItem(id)) {
            item->setHighlighted(true);
            area = area.united(item->sceneBoundingRect());
        }
    if (!area.isNull())
        ensureVisible(area, 20, 20);
}

void ChassisView::selectSlotsWithSku(const std::string &sku)
{
    if (m_syncingSelection)
        return;
    m_syncingSelection = true;
    m_scene->clearSelection();
    if (!sku.empty())
        for (auto &[slotId, item] : m_items)
            if (item->sku() == sku)
                item->setSelected(true);
    m_syncingSelection = false;
    emit selectionChanged();
}

void ChassisView::onSceneSelectionChanged()
{
    emit selectionChanged();
    if (m_syncingSelection || !m_document)
        return;
    m_syncingSelection = true;
    emit selectedSkuChanged(qs(m_document->skuInSlot(currentSlotId())));
    m_syncingSelection = false;
}

void ChassisView::removeSelectedParts()
{
    if (!m_document)
        return;
    const auto ids = selectedSlotIds();
    if (!ids.empty() && !removeParts(*m_document, ids))
        emit statusMessage(tr("The selected slots are empty."));
}

void ChassisView::fillFromCurrentSlot()
{
    if (!m_document)
        return;
    const std::string slotId = currentSlotId();
    if (m_document->skuInSlot(slotId).empty()) {
        emit statusMessage(tr("Select a slot that holds a part to fill the others of its kind with it."));
        return;
    }
    const int filled = fillSlotsOfKind(*m_document, slotId);
    emit statusMessage(filled > 0 ? tr("Filled %n slot(s).", nullptr, filled)
                                  : tr("Every slot of this kind that can take the part already holds it."));
}

void ChassisView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(std::pow(1.0015, event->angleDelta().y()));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void ChassisView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_autoFit)
        fitToChassis();
}

void ChassisView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        removeSelectedParts();
        event->accept();
        return;
    }
    if (event->modifiers() == Qt::NoModifier || event->modifiers() == Qt::KeypadModifier) {
        const int key = event->key();
        if (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down) {
            focusSlotTowards(key == Qt::Key_Left ? -1 : (key == Qt::Key_Right ? 1 : 0),
                             key == Qt::Key_Up ? -1 : (key == Qt::Key_Down ? 1 : 0));
            event->accept();
            return;
        }
        if ((key == Qt::Key_Home || key == Qt::Key_End) && m_document && m_document->chassis() &&
            !m_document->chassis()->allSlots.empty()) {
            const auto &chassisSlots = m_document->chassis()->allSlots;
            focusSlot(key == Qt::Key_Home ? chassisSlots.front().id : chassisSlots.back().id);
            event->accept();
            return;
        }
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
            if (SlotItem *item = slotItem(focusedSlotId()))
                showSlotMenu(item, viewport()->mapToGlobal(slotViewportPos(item->slotId())));
            event->accept();
            return;
        }
    }
    if (event->modifiers() & Qt::ControlModifier) {
        if (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal) {
            zoomBy(1.25);
            return;
        }
        if (event->key() == Qt::Key_Minus) {
            zoomBy(0.8);
            return;
        }
        if (event->key() == Qt::Key_0) {
            fitToChassis();
            return;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

void ChassisView::mousePressEvent(QMouseEvent *event)
{
    m_pressItem = nullptr;
    if (event->button() == Qt::LeftButton) {
        SlotItem *item = slotItemAt(event->position().toPoint());
        if (item && !item->sku().empty()) {
            m_pressItem = item;
            m_pressPos = event->position().toPoint();
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void ChassisView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressItem && (event->buttons() & Qt::LeftButton) &&
        (event->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        SlotItem *item = m_pressItem;
        m_pressItem = nullptr;
        startSlotDrag(item);
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void ChassisView::mouseReleaseEvent(QMouseEvent *event)
{
    m_pressItem = nullptr;
    QGraphicsView::mouseReleaseEvent(event);
}

void ChassisView::startSlotDrag(SlotItem *item)
{
    auto *data = new QMimeData;
    data->setData(mime::kSku, QByteArray::fromStdString(item->sku()));
    data->setData(mime::kSourceSlot, QByteArray::fromStdString(item->slotId()));
    data->setText(qs(item->sku()));
    auto *drag = new QDrag(this);
    drag->setMimeData(data);
    drag->exec(Qt::MoveAction);
}

void ChassisView::contextMenuEvent(QContextMenuEvent *event)
{
    // The menu key opens the focused slot's menu; the mouse the one of the slot under it.
    SlotItem *item =
        event->reason() == QContextMenuEvent::Keyboard ? slotItem(focusedSlotId()) : slotItemAt(event->pos());
    if (!item || !m_document) {
        QGraphicsView::contextMenuEvent(event);
        return;
    }
    const QPoint at = event->reason() == QContextMenuEvent::Keyboard
                          ? viewport()->mapToGlobal(slotViewportPos(item->slotId()))
                          : event->globalPos();
    showSlotMenu(item, at);
}

void ChassisView::showSlotMenu(SlotItem *item, const QPoint &globalPos)
{
    if (!item->isSelected()) {
        m_scene->clearSelection();
        item->setSelected(true);
    }
    const std::string slotId = item->slotId();
    const std::string current = item->sku();
    QMenu menu(this);
    menu.setToolTipsVisible(true);

    // Replace / place: every catalog part of the slot's kind, the ones the slot refuses greyed
    // out with the reason as their tooltip.
    QMenu *choose = menu.addMenu(current.empty() ? tr("Place") : tr("Replace with"));
    const auto kind = partKindForSlot(item->slot().kind);
    const CatalogSnapshot &catalog = m_document->catalog();
    auto addChoices = [&](const auto &parts) {
        for (const auto &part : parts) {
            if (part.info.sku == current)
                continue;
            QAction *action = choose->addAction(partShortName(catalog, part.info.sku));
            const QString refusal = placementRefusalText(*m_document, slotId, part.info.sku);
            action->setEnabled(refusal.isEmpty());
            action->setToolTip(refusal.isEmpty() ? keySpecs(catalog.find(part.info.sku)) : refusal);
            const std::string sku = part.info.sku;
            connect(action, &QAction::triggered, this, [this, slotId, sku] {
                const QString why = placePart(*m_document, slotId, sku);
                if (!why.isEmpty())
                    emit statusMessage(why);
            });
        }
    };
    if (kind == PartKind::Gpu)
        addChoices(catalog.gpus);
    else if (kind == PartKind::Cpu)
        addChoices(catalog.cpus);
    else if (kind == PartKind::Memory)
        addChoices(catalog.memory);
    else if (kind == PartKind::Drive)
        addChoices(catalog.drives);
    else if (kind == PartKind::Nic)
        addChoices(catalog.nics);
    else if (kind == PartKind::Psu)
        addChoices(catalog.psus);
    choose->setEnabled(!choose->isEmpty());

    QAction *remove = menu.addAction(tr("Remove"), this, &ChassisView::removeSelectedParts);
    remove->setShortcut(QKeySequence::Delete);
    remove->setEnabled(!current.empty());

    const auto targets = slotsToFill(*m_document, slotId);
    QAction *fill = menu.addAction(
        current.empty() ? tr("Fill all slots of this kind")
                        : tr("Fill all %1s with %2 (%n more)", nullptr, static_cast<int>(targets.size()))
                              .arg(displayName(item->slot().kind), partShortName(catalog, current)));
    fill->setEnabled(!targets.empty());
    connect(fill, &QAction::triggered, this, [this, slotId] { fillSlotsOfKind(*m_document, slotId); });
    menu.exec(globalPos);
}

std::string ChassisView::focusedSlotId() const
{
    QGraphicsItem *item = m_scene->focusItem();
    return item && item->type() == SlotItem::Type ? static_cast<SlotItem *>(item)->slotId() : std::string();
}

void ChassisView::focusSlot(const std::string &slotId)
{
    if (SlotItem *item = slotItem(slotId))
        item->setFocus(Qt::OtherFocusReason);
}

void ChassisView::onFocusItemChanged(QGraphicsItem *now, QGraphicsItem *before, Qt::FocusReason reason)
{
    // The ring is painted from the scene's focus item: repaint the slot that lost it, unless it is
    // being deleted with the scene (rebuildScene empties m_items first).
    // Compared by address only: a deleted item must not be touched.
    for (auto &[slotId, item] : m_items)
        if (static_cast<QGraphicsItem *>(item) == before)
            item->update();
    if (!now || now->type() != SlotItem::Type)
        return;
    now->update();
    m_lastFocusedSlot = static_cast<SlotItem *>(now)->slotId();
    // A click selects by itself; a key press moves the selection with the focus, so Delete, the
    // edit actions and the catalog act on the focused slot.
    if (reason == Qt::MouseFocusReason || !m_document)
        return;
    auto *item = static_cast<SlotItem *>(now);
    m_scene->clearSelection();
    item->setSelected(true);
    ensureVisible(item, 20, 20);
    const QString text = slotAccessibleName(item->slotId());
    setAccessibleDescription(text);
    // Screen readers announce the slot that now has the focus (its role and name).
    if (QAccessible::isActive()) {
        const std::vector<std::string> order = slotOrder();
        const auto at = std::find(order.begin(), order.end(), item->slotId());
        if (at != order.end()) {
            QAccessibleEvent focus(this, QAccessible::Focus);
            focus.setChild(static_cast<int>(at - order.begin()));
            QAccessible::updateAccessibility(&focus);
        }
    }
    emit statusMessage(text);
}

std::vector<std::string> ChassisView::slotOrder() const
{
    std::vector<std::string> order;
    if (!m_document || !m_document->chassis())
        return order;
    for (const Slot &slot : m_document->chassis()->allSlots)
        if (m_items.count(slot.id))
            order.push_back(slot.id);
    return order;
}

QString ChassisView::slotAccessibleName(const std::string &slotId) const
{
    if (!m_document)
        return {};
    const QString slotName = slotDisplayName(*m_document, slotId);
    const std::string sku = m_document->skuInSlot(slotId);
    return sku.empty() ? tr("%1: empty").arg(slotName)
                       : tr("%1: %2").arg(slotName, partShortName(m_document->catalog(), sku));
}

QString ChassisView::slotAccessibleDescription(const std::string &slotId) const
{
    const SlotItem *item = slotItem(slotId);
    if (!m_document || !item)
        return {};
    const std::string sku = m_document->skuInSlot(slotId);
    return sku.empty() ? tr("%1 slot, empty").arg(displayName(item->slot().kind))
                       : tr("%1 slot, part number %2")
                             .arg(displayName(item->slot().kind), QString::fromStdString(sku));
}

bool ChassisView::focusNeighbourSlot(bool next)
{
    if (!m_document || !m_document->chassis() || m_items.empty())
        return false;
    const std::vector<Slot> &chassisSlots = m_document->chassis()->allSlots;
    const std::string current = focusedSlotId();
    const auto at = std::find_if(chassisSlots.begin(), chassisSlots.end(),
                                 [&](const Slot &s) { return s.id == current; });
    if (at == chassisSlots.end()) {
        focusSlot(next ? chassisSlots.front().id : chassisSlots.back().id);
        return true;
    }
    if (next ? std::next(at) == chassisSlots.end() : at == chassisSlots.begin())
        return false;
    focusSlot(next ? std::next(at)->id : std::prev(at)->id);
    return true;
}

void ChassisView::focusSlotTowards(int dx, int dy)
{
    const SlotItem *from = slotItem(focusedSlotId());
    if (!from) {
        focusNeighbourSlot(true);
        return;
    }
    const QPointF origin = chassis_geometry::toScene(from->slot().geometry).center();
    const SlotItem *best = nullptr;
    double bestCost = 0;
    for (const auto &[slotId, item] : m_items) {
        if (item == from)
            continue;
        const QPointF d = chassis_geometry::toScene(item->slot().geometry).center() - origin;
        const double along = d.x() * dx + d.y() * dy; // distance in the key's direction
        if (along <= 0.5)
            continue;
        const double across = std::abs(dx != 0 ? d.y() : d.x());
        // Prefer slots in line with the current one: sideways distance counts double.
        const double cost = along + 2 * across;
        if (!best || cost < bestCost) {
            best = item;
            bestCost = cost;
        }
    }
    if (best)
        focusSlot(best->slotId());
}

bool ChassisView::event(QEvent *event)
{
    // Tab walks the slots in the chassis' order; past the last slot it leaves the view.
    // (QGraphicsScene only tabs between QGraphicsWidgets, not between plain items.)
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeyboardModifiers(Qt::KeypadModifier);
        const bool tab = key->key() == Qt::Key_Tab && modifiers == Qt::NoModifier;
        const bool backtab = key->key() == Qt::Key_Backtab ||
                             (key->key() == Qt::Key_Tab && key->modifiers() == Qt::ShiftModifier);
        if (tab || backtab) {
            if (!focusNeighbourSlot(tab))
                QWidget::focusNextPrevChild(tab);
            return true;
        }
    }
    return QGraphicsView::event(event);
}

void ChassisView::focusInEvent(QFocusEvent *event)
{
    QGraphicsView::focusInEvent(event);
    // Tabbing into the view lands on the first slot (Shift+Tab on the last) unless one had focus.
    if (focusedSlotId().empty() &&
        (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason))
        focusNeighbourSlot(event->reason() == Qt::TabFocusReason);
}

QString ChassisView::placeFromCatalog(const QString &sku)
{
    if (!m_document || !m_document->chassis())
        return tr("No build is open.");
    const std::string part = sku.toStdString();
    std::string target;
    const std::string focused = focusedSlotId().empty() ? m_lastFocusedSlot : focusedSlotId();
    if (!focused.empty() && m_document->skuInSlot(focused) != part &&
        placementRefusalText(*m_document, focused, part).isEmpty())
        target = focused;
    QString refusal;
    for (const Slot &slot : m_document->chassis()->allSlots) {
        if (!target.empty())
            break;
        if (!m_document->skuInSlot(slot.id).empty())
            continue;
        const QString why = placementRefusalText(*m_document, slot.id, part);
        if (why.isEmpty())
            target = slot.id;
        else if (refusal.isEmpty() && partKindForSlot(slot.kind) == m_document->catalog().find(part).kind)
            refusal = why;
    }
    if (target.empty()) {
        const QString message =
            refusal.isEmpty()
                ? tr("No empty slot takes %1.").arg(partShortName(m_document->catalog(), part))
                : tr("No empty slot takes %1: %2").arg(partShortName(m_document->catalog(), part), refusal);
        emit statusMessage(message);
        return message;
    }
    const QString why = placePart(*m_document, target, part);
    if (!why.isEmpty()) {
        emit statusMessage(why);
        return why;
    }
    emit statusMessage(
        tr("Placed %1 in %2")
            .arg(partShortName(m_document->catalog(), part), slotDisplayName(*m_document, target)));
    return {};
}

void ChassisView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(mime::kSku))
        event->acceptProposedAction();
    else
        event->ignore();
}

void ChassisView::dragMoveEvent(QDragMoveEvent *event)
{
    clearDropStates();
    SlotItem *item = slotItemAt(event->position().toPoint());
    if (!item) {
        event->ignore();
        QToolTip::hideText();
        return;
    }
    const QString refusal = dropRefusal(item->slotId(), event->mimeData());
    const bool moving = !mime::sourceSlot(event->mimeData()).empty();
    if (refusal.isEmpty()) {
        item->setDropState(SlotItem::DropState::Accepts);
        event->setDropAction(moving ? Qt::MoveAction : Qt::CopyAction);
        event->accept();
        const QString what = partShortName(m_document->catalog(), mime::sku(event->mimeData()));
        emit statusMessage(
            tr("Drop to put %1 in %2").arg(what, slotDisplayName(*m_document, item->slotId())));
        QToolTip::hideText();
    } else {
        item->setDropState(SlotItem::DropState::Refuses);
        event->ignore();
        emit statusMessage(refusal);
        QToolTip::showText(viewport()->mapToGlobal(event->position().toPoint()) + QPoint(16, 16), refusal,
                           viewport());
    }
}

void ChassisView::dragLeaveEvent(QDragLeaveEvent *event)
{
    clearDropStates();
    QToolTip::hideText();
    QGraphicsView::dragLeaveEvent(event);
}

void ChassisView::dropEvent(QDropEvent *event)
{
    clearDropStates();
    QToolTip::hideText();
    SlotItem *item = slotItemAt(event->position().toPoint());
    if (!item) {
        event->ignore();
        return;
    }
    const QString refusal = dropOnSlot(item->slotId(), event->mimeData());
    if (refusal.isEmpty()) {
        event->setDropAction(mime::sourceSlot(event->mimeData()).empty() ? Qt::CopyAction : Qt::MoveAction);
        event->accept();
        setFocus();
    } else {
        event->ignore();
    }
}

void ChassisView::clearDropStates()
{
    for (auto &[slotId, item] : m_items)
        item->setDropState(SlotItem::DropState::None);
}

bool ChassisView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (const SlotItem *item = slotItemAt(help->pos()))
            QToolTip::showText(help->globalPos(), slotToolTip(*item), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void ChassisView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        m_scene->setPalette(palette());
        m_scene->setBackgroundBrush(palette().color(QPalette::Window));
        m_scene->update();
    }
    QGraphicsView::changeEvent(event);
}

// Hover text: the slot (label, wiring, limits), then the part's key specs and price.
QString ChassisView::slotToolTip(const SlotItem &item) const
{
    const Slot &slot = item.slot();
    QString html = QStringLiteral("<b>%1</b> <span style='color:gray'>(%2 · %3)</span>")
                       .arg(qs(slot.label).toHtmlEscaped(), qs(slot.id), displayName(slot.kind));
    QStringList wiring;
    if (slot.pcieLanes > 0)
        wiring << tr("PCIe %1.0 x%2 from %3").arg(slot.pcieGen).arg(slot.pcieLanes).arg(qs(slot.uplink.id()));
    if (slot.maxPowerW > 0)
        wiring << tr("up to %1 W").arg(NumberFormat::forGui().number(slot.maxPowerW));
    if (slot.maxWidthSlots > 0)
        wiring << tr("cards up to %n slot(s) wide", nullptr, slot.maxWidthSlots);
    if (!slot.formFactor.empty())
        wiring << qs(slot.formFactor);
    if (slot.kind == SlotKind::Dimm && slot.memoryChannel >= 0)
        wiring << tr("socket %1, channel %2, DIMM %3")
                      .arg(slot.socket)
                      .arg(slot.memoryChannel)
                      .arg(slot.dimmInChannel + 1);
    if (!wiring.isEmpty())
        html += QStringLiteral("<br>") + wiring.join(QStringLiteral(" · ")).toHtmlEscaped();
    if (!m_document)
        return html;
    const PartRef part = m_document->catalog().find(item.sku());
    if (!part) {
        html += QStringLiteral("<br><i>%1</i>").arg(tr("Empty — drag a part here from the catalog."));
        return html;
    }
    html += QStringLiteral("<hr><b>%1</b><table>").arg(qs(part.info->name).toHtmlEscaped());
    const auto rows = specRows(part);
    for (qsizetype i = 0; i < rows.size() && i < 10; ++i)
        html += QStringLiteral("<tr><td style='color:gray'>%1&nbsp;</td><td>%2</td></tr>")
                    .arg(rows[i].first.toHtmlEscaped(), rows[i].second.toHtmlEscaped());
    html += QStringLiteral("<tr><td style='color:gray'>%1&nbsp;</td><td>%2</td></tr></table>")
                .arg(tr("Price"), priceText(*part.info).toHtmlEscaped());
    for (const SlotPower &p : m_document->evaluation().power.perSlot)
        if (p.slotId == slot.id)
            html += tr("Peak draw in this build: %1 W").arg(NumberFormat::forGui().number(p.peakW));
    return html;
}

} // namespace np
