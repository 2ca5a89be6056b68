// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"

#include <QString>

#include <string>
#include <vector>

// Every edit of a build, as free functions over a BuildDocument. Each pushes one undo command;
// widgets (drop handler, context menu, key presses, chart controls) call these and never build
// commands themselves, and the GUI tests drive the same functions.
namespace np
{

class BuildDocument;
struct BuildProperties;

// Why `sku` cannot go into `slotId` right now (core's placementRefusal, or "no such slot"); empty if it can.
QString placementRefusalText(const BuildDocument &document, const std::string &slotId,
                             const std::string &sku);

// Places (or replaces) a part. Returns the refusal text and changes nothing if the slot cannot take it.
QString placePart(BuildDocument &document, const std::string &slotId, const std::string &sku);
// Moves a part to another slot, swapping if the target is occupied. Returns the refusal text, if any.
QString movePart(BuildDocument &document, const std::string &fromSlotId, const std::string &toSlotId);
// Empties the slots; returns false if none held a part.
bool removeParts(BuildDocument &document, const std::vector<std::string> &slotIds);
// Puts the part in `slotId` into every other slot of the same kind that can take it.
// Returns how many slots changed.
int fillSlotsOfKind(BuildDocument &document, const std::string &slotId);
// The slots `fillSlotsOfKind` would fill (same kind as `slotId`, able to take its part, not already holding
// it).
std::vector<std::string> slotsToFill(const BuildDocument &document, const std::string &slotId);
// Replaces the build options; `what` names the changed option (undo text, merging of steps).
void setOptions(BuildDocument &document, const BuildOptions &options, BuildOption changed);
// Sets the build's name, customer and notes as one undo step; does nothing if none changed.
void setProperties(BuildDocument &document, const BuildProperties &properties);

// Workloads: each call is one undo step. Indexes out of range change nothing.
// Appends `workload`; returns its index.
int addWorkload(BuildDocument &document, const Workload &workload);
// Inserts a copy of workload `index` after it; returns the copy's index, or -1.
int duplicateWorkload(BuildDocument &document, int index);
// Removes workload `index`; returns false if there is none.
bool removeWorkload(BuildDocument &document, int index);
// Moves workload `from` to position `to`; returns false if either is out of range or they are equal.
bool moveWorkload(BuildDocument &document, int from, int to);
// Replaces workload `index` by `edited`, which differs in the field with build-file key `fieldKey`
// (presentation/workload_fields.h). The label follows the fields unless the user named the workload
// (core's labelAfterEdit). Consecutive edits of the same field merge into one undo step.
void editWorkloadField(BuildDocument &document, int index, const Workload &edited, const QString &fieldKey);

} // namespace np
