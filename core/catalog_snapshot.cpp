// SPDX-License-Identifier: MIT
#include "core/catalog_snapshot.h"

namespace np
{

namespace
{

template <typename T> void indexTable(PartIndex &index, const std::vector<T> &items, PartKind kind)
{
    for (std::size_t i = 0; i < items.size(); ++i)
        index.add(items[i].info.sku, kind, i);
}

} // namespace

std::size_t CatalogSnapshot::partCount() const
{
    return chassis.size() + gpus.size() + cpus.size() + memory.size() + drives.size() + nics.size() +
           psus.size() + models.size();
}

void CatalogSnapshot::prepare()
{
    index.clear();
    indexTable(index, chassis, PartKind::Chassis);
    indexTable(index, gpus, PartKind::Gpu);
    indexTable(index, cpus, PartKind::Cpu);
    indexTable(index, memory, PartKind::Memory);
    indexTable(index, drives, PartKind::Drive);
    indexTable(index, nics, PartKind::Nic);
    indexTable(index, psus, PartKind::Psu);
    indexTable(index, models, PartKind::Model);
    m_indexedParts = partCount();
}

bool CatalogSnapshot::indexIsStale() const
{
    return partCount() != m_indexedParts;
}

PartRef CatalogSnapshot::find(const std::string &sku) const
{
    PartRef ref;
    // One kind after another, in the order of PartKind: with the index each probe is a hash lookup.
    const auto take = [&ref](PartKind kind, const auto *part, const auto *PartRef::*member) {
        if (!part)
            return false;
        ref.kind = kind;
        ref.info = &part->info;
        ref.*member = part;
        return true;
    };
    take(PartKind::Chassis, findChassis(sku), &PartRef::chassis) ||
        take(PartKind::Gpu, findGpu(sku), &PartRef::gpu) ||
        take(PartKind::Cpu, findCpu(sku), &PartRef::cpu) ||
        take(PartKind::Memory, findMemory(sku), &PartRef::memory) ||
        take(PartKind::Drive, findDrive(sku), &PartRef::drive) ||
        take(PartKind::Nic, findNic(sku), &PartRef::nic) ||
        take(PartKind::Psu, findPsu(sku), &PartRef::psu) ||
        take(PartKind::Model, findModel(sku), &PartRef::model);
    return ref;
}

} // namespace np
