// SPDX-License-Identifier: MIT
// Turns a build's SKUs into catalog parts in chassis slots, and says why a part cannot go where
// it was put. Parts given without a slot (build file "count") go to the next free slot of their
// kind in the chassis' natural order.
#include "core/resolved_build.h"

#include "core/baseboard.h"
#include "core/enums_text.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace np
{

const PartInfo *PlacedPart::info() const
{
    if (gpu)
        return &gpu->info;
    if (cpu)
        return &cpu->info;
    if (memory)
        return &memory->info;
    if (drive)
        return &drive->info;
    if (nic)
        return &nic->info;
    if (psu)
        return &psu->info;
    return nullptr;
}

PartKind PlacedPart::kind() const
{
    if (gpu)
        return PartKind::Gpu;
    if (cpu)
        return PartKind::Cpu;
    if (memory)
        return PartKind::Memory;
    if (drive)
        return PartKind::Drive;
    if (nic)
        return PartKind::Nic;
    return PartKind::Psu;
}

namespace
{

// The kind of slot a SKU belongs in, or nullopt if the catalog has no such slot part.
std::optional<SlotKind> kindOfSku(const CatalogSnapshot &catalog, const std::string &sku)
{
    const PartRef part = catalog.find(sku);
    if (!part)
        return std::nullopt;
    switch (part.kind) {
    case PartKind::Gpu:
        return SlotKind::Gpu;
    case PartKind::Cpu:
        return SlotKind::CpuSocket;
    case PartKind::Memory:
        return SlotKind::Dimm;
    case PartKind::Drive:
        return SlotKind::DriveBay;
    case PartKind::Nic:
        return SlotKind::Nic;
    case PartKind::Psu:
        return SlotKind::Psu;
    case PartKind::Chassis:
    case PartKind::Model:
        break;
    }
    return std::nullopt;
}

std::string kindNoun(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu:
        return "a GPU";
    case SlotKind::CpuSocket:
        return "a CPU";
    case SlotKind::Dimm:
        return "a memory module";
    case SlotKind::DriveBay:
        return "a drive";
    case SlotKind::Nic:
        return "a NIC";
    case SlotKind::Psu:
        return "a PSU";
    }
    return "a part";
}

std::string kindPlural(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu:
        return "GPUs";
    case SlotKind::CpuSocket:
        return "CPUs";
    case SlotKind::Dimm:
        return "memory modules";
    case SlotKind::DriveBay:
        return "drives";
    case SlotKind::Nic:
        return "NICs";
    case SlotKind::Psu:
        return "PSUs";
    }
    return "parts";
}

std::string fmtW(double w)
{
    return std::to_string(static_cast<long long>(w + 0.5)) + " W";
}

// Slots of one kind in the order parts given by count fill them. DIMMs fill the first DIMM of
// every channel on every socket before any second DIMM, alternating sockets, so a partial
// population stays balanced across sockets.
std::vector<const Slot *> naturalOrder(const Chassis &chassis, SlotKind kind)
{
    std::vector<const Slot *> slots;
    for (const Slot &s : chassis.allSlots)
        if (s.kind == kind)
            slots.push_back(&s);
    if (kind == SlotKind::Dimm)
        std::stable_sort(slots.begin(), slots.end(), [](const Slot *a, const Slot *b) {
            return std::tuple(a->dimmInChannel, a->memoryChannel, a->socket) <
                   std::tuple(b->dimmInChannel, b->memoryChannel, b->socket);
        });
    return slots;
}

// The part's own pointer set from the catalog (the slot's kind was checked by placementRefusal).
void attach(PlacedPart &placed, const CatalogSnapshot &catalog, const std::string &sku)
{
    const PartRef part = catalog.find(sku);
    placed.gpu = part.gpu;
    placed.cpu = part.cpu;
    placed.memory = part.memory;
    placed.drive = part.drive;
    placed.nic = part.nic;
    placed.psu = part.psu;
}

} // namespace

std::string placementRefusal(const Chassis &chassis, const Slot &slot, const CatalogSnapshot &catalog,
                             const std::string &sku)
{
    const std::optional<SlotKind> kind = kindOfSku(catalog, sku);
    if (!kind)
        return "unknown SKU '" + sku + "'";
    if (const Gpu *gpu = catalog.findGpu(sku);
        gpu && gpu->formFactor != GpuFormFactor::PcieCard && !isModuleSite(slot)) {
        // SXM and OAM modules sit on a baseboard's module sites, never in a PCIe slot.
        const std::string module = gpu->formFactor == GpuFormFactor::Sxm ? "an SXM module" : "an OAM module";
        return "'" + sku + "' is " + module + ", not a PCIe card: it needs an HGX/UBB platform";
    }
    if (*kind != slot.kind)
        return "slot " + slot.id + " takes " + kindPlural(slot.kind) + ", not " + kindNoun(*kind) + " ('" +
               sku + "')";

    switch (slot.kind) {
    case SlotKind::Gpu: {
        const Gpu *gpu = catalog.findGpu(sku);
        if (isModuleSite(slot) && gpu->formFactor == GpuFormFactor::PcieCard)
            return "'" + sku + "' is a PCIe card; " + slot.id + " is a " + slot.formFactor +
                   " module site on the GPU baseboard";
        if (isModuleSite(slot) && gpu->moduleForm != slot.formFactor)
            return "'" + sku + "' is " +
                   (gpu->moduleForm.empty() ? std::string("a module no baseboard here takes")
                                            : "a " + gpu->moduleForm + " module") +
                   "; " + slot.id + " takes " + slot.formFactor + " modules";
        if (slot.maxWidthSlots > 0 && gpu->slotWidth > slot.maxWidthSlots)
            return "'" + sku + "' is " + std::to_string(gpu->slotWidth) + " slots wide; slot " + slot.id +
                   " takes at most " + std::to_string(slot.maxWidthSlots);
        if (slot.maxPowerW > 0 && gpu->tdpW > slot.maxPowerW)
            return "'" + sku + "' draws up to " + fmtW(gpu->tdpW) + "; slot " + slot.id +
                   " delivers at most " + fmtW(slot.maxPowerW);
        break;
    }
    case SlotKind::CpuSocket: {
        const Cpu *cpu = catalog.findCpu(sku);
        if (!chassis.cpuSocket.empty() && cpu->socket != chassis.cpuSocket)
            return "'" + sku + "' is a " + cpu->socket + " CPU; slot " + slot.id + " is a " +
                   chassis.cpuSocket + " socket";
        break;
    }
    case SlotKind::DriveBay: {
        const Drive *drive = catalog.findDrive(sku);
        if (!slot.formFactor.empty() && !drive->formFactor.empty() && slot.formFactor != drive->formFactor)
            return "'" + sku + "' is an " + drive->formFactor + " drive; bay " + slot.id + " takes " +
                   slot.formFactor;
        break;
    }
    case SlotKind::Nic: {
        const Nic *nic = catalog.findNic(sku);
        if (slot.maxPowerW > 0 && nic->powerW > slot.maxPowerW)
            return "'" + sku + "' draws up to " + fmtW(nic->powerW) + "; slot " + slot.id +
                   " delivers at most " + fmtW(slot.maxPowerW);
        break;
    }
    case SlotKind::Dimm:
    case SlotKind::Psu:
        break;
    }
    return {};
}

namespace
{

// Where resolveBuild has got to: the slots taken and which SKU went where, and what went wrong.
struct Placing {
    const Chassis &chassis;
    const CatalogSnapshot &catalog;
    std::vector<BuildError> &errors;
    std::vector<std::pair<const Slot *, const std::string *>> assigned;
    std::set<std::string> taken;
};

// Pass 1: parts the build file puts in a named slot.
void placeInNamedSlots(const Build &build, Placing &at)
{
    for (std::size_t i = 0; i < build.placements.size(); ++i) {
        const Placement &p = build.placements[i];
        if (p.slotId.empty())
            continue;
        const std::string field = "parts[" + std::to_string(i) + "] (slot " + p.slotId + ")";
        const Slot *slot = at.chassis.findSlot(p.slotId);
        if (!slot) {
            at.errors.push_back(
                {field, "chassis '" + at.chassis.info.sku + "' has no slot '" + p.slotId + "'"});
            continue;
        }
        if (!at.taken.insert(p.slotId).second) {
            at.errors.push_back({field, "slot " + p.slotId + " is given twice"});
            continue;
        }
        if (std::string why = placementRefusal(at.chassis, *slot, at.catalog, p.sku); !why.empty()) {
            at.errors.push_back({field, why});
            continue;
        }
        at.assigned.emplace_back(slot, &p.sku);
    }
}

// The first free slot of `kind` that takes `sku`, or nullptr with the last refusal in `refusal`.
// A DIMM goes to the sockets that have a CPU first; beyond them to an empty socket (reported there).
const Slot *freeSlotFor(const Placing &at, SlotKind kind, const std::string &sku, std::string &refusal)
{
    std::set<int> cpuSockets;
    if (kind == SlotKind::Dimm)
        for (const auto &[slot, placedSku] : at.assigned)
            if (slot->kind == SlotKind::CpuSocket)
                cpuSockets.insert(slot->socket);
    for (int pass = 0; pass < 2; ++pass)
        for (const Slot *s : naturalOrder(at.chassis, kind)) {
            if (at.taken.count(s->id))
                continue;
            const bool withCpu = cpuSockets.empty() || s->socket < 0 || cpuSockets.count(s->socket);
            if (withCpu != (pass == 0))
                continue;
            refusal = placementRefusal(at.chassis, *s, at.catalog, sku);
            if (refusal.empty())
                return s;
        }
    return nullptr;
}

// Pass 2: parts given by count fill the free slots of their kind; CPUs first, so DIMMs by count can
// keep to the sockets that have a CPU.
void placeByCount(const Build &build, Placing &at)
{
    std::vector<std::size_t> order;
    for (int cpusFirst = 1; cpusFirst >= 0; --cpusFirst)
        for (std::size_t i = 0; i < build.placements.size(); ++i)
            if (build.placements[i].slotId.empty() &&
                (at.catalog.findCpu(build.placements[i].sku) != nullptr) == (cpusFirst == 1))
                order.push_back(i);
    for (std::size_t i : order) {
        const Placement &p = build.placements[i];
        const std::string field = "parts[" + std::to_string(i) + "] (" + p.sku + ")";
        const std::optional<SlotKind> kind = kindOfSku(at.catalog, p.sku);
        if (!kind) {
            at.errors.push_back({field, "unknown SKU '" + p.sku + "'"});
            continue;
        }
        std::string lastRefusal;
        const Slot *free = freeSlotFor(at, *kind, p.sku, lastRefusal);
        if (!free) {
            at.errors.push_back({field, lastRefusal.empty()
                                            ? "no free " + std::string(toText(*kind)) +
                                                  " slot left in chassis '" + at.chassis.info.sku +
                                                  "' (it has " +
                                                  std::to_string(at.chassis.countSlots(*kind)) + ")"
                                            : lastRefusal});
            continue;
        }
        at.taken.insert(free->id);
        at.assigned.emplace_back(free, &p.sku);
    }
}

// The build's options that name slots or counts the chassis must have.
void checkOptions(const Build &build, const Chassis &chassis, std::vector<BuildError> &errors)
{
    for (const auto &[slotId, lanes] : build.options.bifurcation) {
        const Slot *slot = chassis.findSlot(slotId);
        const std::string field = "options.bifurcation." + slotId;
        if (!slot)
            errors.push_back({field, "chassis '" + chassis.info.sku + "' has no slot '" + slotId + "'"});
        else if (slot->pcieLanes <= 0)
            errors.push_back({field, "slot " + slotId + " is not a PCIe slot"});
        else if (lanes != 1 && lanes != 2 && lanes != 4 && lanes != 8 && lanes != 16)
            errors.push_back({field, "lanes must be 1, 2, 4, 8 or 16, not " + std::to_string(lanes)});
        else if (lanes > slot->pcieLanes)
            errors.push_back({field, "slot " + slotId + " is wired x" + std::to_string(slot->pcieLanes) +
                                         "; it cannot give x" + std::to_string(lanes)});
    }
    if (build.options.xgmiLinks != 3 && build.options.xgmiLinks != 4)
        errors.push_back(
            {"options.xgmi_links", "must be 3 or 4, not " + std::to_string(build.options.xgmiLinks)});
}

void resolveWorkloads(const Build &build, const CatalogSnapshot &catalog, ResolvedBuild &out,
                      std::vector<BuildError> &errors)
{
    out.workloads.reserve(build.workloads.size());
    for (std::size_t i = 0; i < build.workloads.size(); ++i) {
        const Workload &w = build.workloads[i];
        ResolvedWorkload rw;
        rw.workload = &w;
        rw.model = catalog.findModel(w.modelSku);
        if (!rw.model)
            errors.push_back(
                {"workloads[" + std::to_string(i) + "].model", "unknown model '" + w.modelSku + "'"});
        out.workloads.push_back(rw);
    }
}

} // namespace

std::vector<BuildError> resolveBuild(const Build &build, const CatalogSnapshot &catalog, ResolvedBuild &out)
{
    std::vector<BuildError> errors;
    out = ResolvedBuild{};
    out.build = &build;
    out.chassis = catalog.findChassis(build.chassisSku);
    if (!out.chassis) {
        errors.push_back({"chassis", build.chassisSku.empty()
                                         ? std::string("no chassis given")
                                         : "unknown chassis SKU '" + build.chassisSku + "'"});
        return errors;
    }
    const Chassis &chassis = *out.chassis;
    // More parts than slots cannot fit; say so once instead of once per part (a 1,000-entry file
    // of "count": 1024 once printed 144 MB of errors).
    if (build.placements.size() > chassis.allSlots.size()) {
        errors.push_back({"parts", std::to_string(build.placements.size()) + " parts, but chassis '" +
                                       chassis.info.sku + "' has only " +
                                       std::to_string(chassis.allSlots.size()) + " slots"});
        return errors;
    }

    Placing at{chassis, catalog, errors, {}, {}};
    placeInNamedSlots(build, at);
    placeByCount(build, at);
    // Keep chassis slot order so the evaluator and the views see parts in one stable order.
    out.parts.reserve(at.assigned.size());
    for (const Slot &s : chassis.allSlots)
        for (const auto &[slot, sku] : at.assigned)
            if (slot == &s) {
                PlacedPart placed;
                placed.slot = slot;
                attach(placed, catalog, *sku);
                out.parts.push_back(placed);
            }
    checkOptions(build, chassis, errors);
    resolveWorkloads(build, catalog, out, errors);
    return errors;
}

} // namespace np
