// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/build_document.h"

#include <QGraphicsView>
#include <QPointer>

#include <string>
#include <unordered_map>
#include <vector>

class QMimeData;

namespace np
{

class ChassisFrameItem;
class PcieOverlayItem;
class SlotItem;

// The interactive top-down drawing of the build's chassis, made from the catalog's slot layout.
// Drop a catalog row on a slot to place the part (slots that cannot take it refuse and say why),
// drag between slots to move, Delete to remove, right-click for replace/remove/fill. Ctrl+wheel
// zooms; fitToChassis() fits. Overlays draw the evaluation's PCIe topology, per-slot power and
// heat against the fan wall's limit. It reads BuildDocument::evaluation() and computes nothing.
class ChassisView : public QGraphicsView
{
    Q_OBJECT
public:
    enum Overlay { NoOverlay = 0, PcieOverlay = 1, PowerOverlay = 2, HeatOverlay = 4 };
    Q_DECLARE_FLAGS(Overlays, Overlay)

    explicit ChassisView(QWidget *parent = nullptr);
    ~ChassisView() override;

    void setDocument(BuildDocument *document);
    [[nodiscard]] BuildDocument *document() const { return m_document; }

    void setOverlay(Overlay overlay, bool on);
    [[nodiscard]] Overlays overlays() const { return m_overlays; }

    // The drop path, public so that tests and keyboard actions use exactly what a drop does.
    // Returns why the slot refuses the payload (empty = it accepts).
    [[nodiscard]] QString dropRefusal(const std::string &slotId, const QMimeData *data) const;
    // Performs the drop: place (catalog row) or move (part dragged from another slot).
    // Returns the refusal text if nothing was done.
    QString dropOnSlot(const std::string &slotId, const QMimeData *data);

    [[nodiscard]] SlotItem *slotItem(const std::string &slotId) const;
    // Centre of a slot in viewport coordinates (for tests and drag feedback).
    [[nodiscard]] QPoint slotViewportPos(const std::string &slotId) const;
    [[nodiscard]] std::vector<std::string> selectedSlotIds() const;
    // The slot the edit actions act on: the selected one (first if several).
    [[nodiscard]] std::string currentSlotId() const;
    // The slot with keyboard focus (kept while another widget has the focus), empty if none.
    [[nodiscard]] std::string focusedSlotId() const;
    // Gives `slotId` the keyboard focus and selects it, as Tab and the arrow keys do.
    void focusSlot(const std::string &slotId);
    // The slots drawn, in the chassis' order (the Tab order); screen readers list them so.
    [[nodiscard]] std::vector<std::string> slotOrder() const;
    // What a screen reader says for a slot: "GPU 3: RTX PRO 6000 …" or "GPU 3: empty", then its
    // kind and part number.
    [[nodiscard]] QString slotAccessibleName(const std::string &slotId) const;
    [[nodiscard]] QString slotAccessibleDescription(const std::string &slotId) const;

public slots:
    void fitToChassis();
    void zoomBy(double factor);
    // Marks the slots a finding concerns (empty = clear) and brings them into view.
    void highlightSlots(const std::vector<std::string> &slotIds);
    // Selects every slot holding `sku` (catalog selection follows into the view).
    void selectSlotsWithSku(const std::string &sku);
    void removeSelectedParts();
    void fillFromCurrentSlot();
    // Enter on a catalog row: places `sku` in the focused slot if it takes the part and does not
    // hold it already, otherwise in the first empty slot that takes it. Returns the refusal, if any.
    QString placeFromCatalog(const QString &sku);

signals:
    // The part in the selected slot (empty if none): the catalog browser follows it.
    void selectedSkuChanged(const QString &sku);
    void selectionChanged();
    // A refusal or other short note for the status bar.
    void statusMessage(const QString &message);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool event(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuildScene();
    void refresh();
    void refreshPcieOverlay();
    void refreshPowerOverlay();
    void refreshHeatOverlay();
    void clearDropStates();
    void startSlotDrag(SlotItem *item);
    [[nodiscard]] SlotItem *slotItemAt(const QPoint &viewportPos) const;
    [[nodiscard]] QString slotToolTip(const SlotItem &item) const;
    void onSceneSelectionChanged();
    void onFocusItemChanged(QGraphicsItem *now, QGraphicsItem *before, Qt::FocusReason reason);
    // Tab order: the chassis' slot order. Returns false at either end (focus then leaves the view).
    bool focusNeighbourSlot(bool next);
    // Arrow keys: the nearest slot whose centre lies in that direction.
    void focusSlotTowards(int dx, int dy);
    void showSlotMenu(SlotItem *item, const QPoint &globalPos);

    QPointer<BuildDocument> m_document;
    QGraphicsScene *m_scene;
    ChassisFrameItem *m_frame = nullptr;
    PcieOverlayItem *m_pcie = nullptr;
    std::unordered_map<std::string, SlotItem *> m_items;
    std::vector<std::string> m_highlighted;
    Overlays m_overlays = NoOverlay;
    bool m_autoFit = true; // refit on resize until the user zooms
    bool m_syncingSelection = false;
    // The slot the keyboard was last on. Enter in the catalog places the part there: the scene
    // drops its focus item when the catalog takes the focus, and picking a catalog row reselects.
    std::string m_lastFocusedSlot;
    SlotItem *m_pressItem = nullptr;
    QPoint m_pressPos;
};

} // namespace np

Q_DECLARE_OPERATORS_FOR_FLAGS(np::ChassisView::Overlays)
