// SPDX-License-Identifier: MIT
#include "ui/editing.h"

#include "ui/build_document.h"
#include "ui/change_options_command.h"
#include "ui/change_properties_command.h"
#include "ui/change_workload_command.h"
#include "ui/fill_slots_command.h"
#include "ui/move_part_command.h"
#include "ui/part_text.h"
#include "ui/place_part_command.h"
#include "ui/remove_part_command.h"

#include <QUndoStack>

#include <memory>

namespace np
{

namespace
{

// Pushes a slot command unless it would change nothing (an empty step in Undo is noise).
bool pushIfEffective(BuildDocument &document, std::unique_ptr<SlotChangeCommand> command)
{
    if (command->isEmpty())
        return false;
    document.undoStack()->push(command.release());
    return true;
}

} // namespace

QString placementRefusalText(const BuildDocument &document, const std::string &slotId, const std::string &sku)
{
    const Chassis *chassis = document.chassis();
    if (!chassis)
        return QObject::tr("The build has no chassis from the catalog.");
    const Slot *slot = chassis->findSlot(slotId);
    if (!slot)
        return QObject::tr("%1 has no slot '%2'.")
            .arg(QString::fromStdString(chassis->info.name), QString::fromStdString(slotId));
    return QString::fromStdString(placementRefusal(*chassis, *slot, document.catalog(), sku));
}

QString placePart(BuildDocument &document, const std::string &slotId, const std::string &sku)
{
    const QString refusal = placementRefusalText(document, slotId, sku);
    if (!refusal.isEmpty())
        return refusal;
    pushIfEffective(document, std::make_unique<PlacePartCommand>(&document, slotId, sku));
    return {};
}

QString movePart(BuildDocument &document, const std::string &fromSlotId, const std::string &toSlotId)
{
    if (fromSlotId == toSlotId)
        return {};
    const std::string moving = document.skuInSlot(fromSlotId);
    if (moving.empty())
        return QObject::tr("%1 is empty.").arg(slotDisplayName(document, fromSlotId));
    QString refusal = placementRefusalText(document, toSlotId, moving);
    if (!refusal.isEmpty())
        return refusal;
    const std::string displaced = document.skuInSlot(toSlotId);
    if (!displaced.empty()) {
        refusal = placementRefusalText(document, fromSlotId, displaced);
        if (!refusal.isEmpty())
            return QObject::tr("Cannot swap: %1").arg(refusal);
    }
    pushIfEffective(document, std::make_unique<MovePartCommand>(&document, fromSlotId, toSlotId));
    return {};
}

bool removeParts(BuildDocument &document, const std::vector<std::string> &slotIds)
{
    return pushIfEffective(document, std::make_unique<RemovePartCommand>(&document, slotIds));
}

std::vector<std::string> slotsToFill(const BuildDocument &document, const std::string &slotId)
{
    std::vector<std::string> result;
    const Chassis *chassis = document.chassis();
    const Slot *source = chassis ? chassis->findSlot(slotId) : nullptr;
    const std::string sku = document.skuInSlot(slotId);
    if (!source || sku.empty())
        return result;
    for (const Slot &slot : chassis->allSlots) {
        if (slot.kind != source->kind || document.skuInSlot(slot.id) == sku)
            continue;
        if (placementRefusal(*chassis, slot, document.catalog(), sku).empty())
            result.push_back(slot.id);
    }
    return result;
}

int fillSlotsOfKind(BuildDocument &document, const std::string &slotId)
{
    const std::vector<std::string> targets = slotsToFill(document, slotId);
    if (targets.empty())
        return 0;
    pushIfEffective(document,
                    std::make_unique<FillSlotsCommand>(&document, targets, document.skuInSlot(slotId)));
    return static_cast<int>(targets.size());
}

void setOptions(BuildDocument &document, const BuildOptions &options, BuildOption changed)
{
    document.undoStack()->push(new ChangeOptionsCommand(&document, options, changed));
}

void setProperties(BuildDocument &document, const BuildProperties &properties)
{
    if (properties == BuildProperties::of(document.build()))
        return;
    document.undoStack()->push(new ChangePropertiesCommand(&document, properties));
}

void setWorkload(BuildDocument &document, int index, const Workload &workload)
{
    if (index < 0 || static_cast<size_t>(index) > document.build().workloads.size())
        return;
    document.undoStack()->push(new ChangeWorkloadCommand(&document, index, workload));
}

} // namespace np
