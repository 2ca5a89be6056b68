// SPDX-License-Identifier: MIT
#include "ui/document/editing.h"

#include "core/workload_label.h"
#include "presentation/workload_fields.h"
#include "ui/document/build_document.h"
#include "ui/document/change_options_command.h"
#include "ui/document/change_properties_command.h"
#include "ui/document/change_workload_command.h"
#include "ui/document/fill_slots_command.h"
#include "ui/document/move_part_command.h"
#include "ui/document/part_text.h"
#include "ui/document/place_part_command.h"
#include "ui/document/remove_part_command.h"

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

namespace
{

bool validWorkload(const BuildDocument &document, int index)
{
    return index >= 0 && static_cast<size_t>(index) < document.build().workloads.size();
}

// The name of workload `index` the user sees (core's label), for undo texts.
QString workloadName(const BuildDocument &document, int index)
{
    const auto &results = document.evaluation().workloads;
    if (index >= 0 && static_cast<size_t>(index) < results.size())
        return QString::fromStdString(results[static_cast<size_t>(index)].label);
    return QString::fromStdString(document.build().workloads[static_cast<size_t>(index)].modelSku);
}

} // namespace

int addWorkload(BuildDocument &document, const Workload &workload)
{
    std::vector<Workload> after = document.build().workloads;
    after.push_back(workload);
    const QString name = QString::fromStdString(workload.label.empty() ? workload.modelSku : workload.label);
    document.undoStack()->push(
        new ChangeWorkloadsCommand(&document, std::move(after), QObject::tr("Add workload %1").arg(name)));
    return static_cast<int>(document.build().workloads.size()) - 1;
}

int duplicateWorkload(BuildDocument &document, int index)
{
    if (!validWorkload(document, index))
        return -1;
    std::vector<Workload> after = document.build().workloads;
    after.insert(after.begin() + index + 1, after[static_cast<size_t>(index)]);
    document.undoStack()->push(
        new ChangeWorkloadsCommand(&document, std::move(after),
                                   QObject::tr("Duplicate workload %1").arg(workloadName(document, index))));
    return index + 1;
}

bool removeWorkload(BuildDocument &document, int index)
{
    if (!validWorkload(document, index))
        return false;
    std::vector<Workload> after = document.build().workloads;
    after.erase(after.begin() + index);
    document.undoStack()->push(new ChangeWorkloadsCommand(
        &document, std::move(after), QObject::tr("Remove workload %1").arg(workloadName(document, index))));
    return true;
}

bool moveWorkload(BuildDocument &document, int from, int to)
{
    if (!validWorkload(document, from) || !validWorkload(document, to) || from == to)
        return false;
    std::vector<Workload> after = document.build().workloads;
    Workload moved = std::move(after[static_cast<size_t>(from)]);
    after.erase(after.begin() + from);
    after.insert(after.begin() + to, std::move(moved));
    document.undoStack()->push(new ChangeWorkloadsCommand(
        &document, std::move(after), QObject::tr("Move workload %1").arg(workloadName(document, from))));
    return true;
}

void editWorkloadField(BuildDocument &document, int index, const Workload &edited, const QString &fieldKey)
{
    if (!validWorkload(document, index))
        return;
    const Workload &before = document.build().workloads[static_cast<size_t>(index)];
    const auto &results = document.evaluation().workloads;
    const std::string defaultBefore = static_cast<size_t>(index) < results.size()
                                          ? results[static_cast<size_t>(index)].defaultLabel
                                          : std::string();
    std::vector<Workload> after = document.build().workloads;
    Workload &changed = after[static_cast<size_t>(index)];
    changed = edited;
    changed.label = labelAfterEdit(before, defaultBefore, edited);
    const WorkloadField *field = workloadField(fieldKey);
    const QString text =
        QObject::tr("Change %1 of %2").arg(field ? field->name : fieldKey, workloadName(document, index));
    document.undoStack()->push(
        new ChangeWorkloadsCommand(&document, std::move(after), text, index, fieldKey));
}

} // namespace np
