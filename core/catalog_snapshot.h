// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"
#include "core/model_arch.h"
#include "core/part_ref.h"
#include "core/parts.h"

#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

// Everything core needs from the catalog, as plain values. The catalog layer (SQLite today,
// PostgreSQL later) fills one; core never touches a database.
namespace np
{

// Where each SKU sits in a snapshot's tables, hashed. Built once by CatalogSnapshot::prepare() when the
// snapshot is filled; it holds positions, not pointers, so a copied snapshot's index stays right.
class PartIndex
{
public:
    struct Entry {
        PartKind kind = PartKind::Gpu;
        std::size_t position = 0;
    };
    void clear() { m_entries.clear(); }
    // Keeps the first entry of a SKU (the catalog's parts table makes SKUs unique across kinds).
    void add(const std::string &sku, PartKind kind, std::size_t position)
    {
        m_entries.try_emplace(sku, Entry{kind, position});
    }
    [[nodiscard]] const Entry *find(const std::string &sku) const
    {
        const auto it = m_entries.find(sku);
        return it == m_entries.end() ? nullptr : &it->second;
    }
    [[nodiscard]] bool empty() const { return m_entries.empty(); }

private:
    std::unordered_map<std::string, Entry> m_entries;
};

struct CatalogSnapshot {
    std::string name; // human name or path of the catalog it came from
    std::string asOf; // ISO date: prices are the newest on or before this date
    std::vector<Chassis> chassis;
    std::vector<Gpu> gpus;
    std::vector<Cpu> cpus;
    std::vector<MemoryModule> memory;
    std::vector<Drive> drives;
    std::vector<Nic> nics;
    std::vector<Psu> psus;
    std::vector<Model> models;
    PartIndex index; // filled by prepare(); see there

    // Builds the SKU index. Whoever fills the tables calls it (the catalog layer does), and again after
    // changing a SKU in place. Until then, and once parts were added or removed, the finds below scan
    // the table, so a snapshot put together by hand (tests) is answered right, only slower.
    void prepare();

    // The part with this SKU, of any kind; an empty PartRef if the catalog has none.
    [[nodiscard]] PartRef find(const std::string &sku) const;
    [[nodiscard]] const Chassis *findChassis(const std::string &sku) const
    {
        return findOf(chassis, PartKind::Chassis, sku);
    }
    [[nodiscard]] const Gpu *findGpu(const std::string &sku) const
    {
        return findOf(gpus, PartKind::Gpu, sku);
    }
    [[nodiscard]] const Cpu *findCpu(const std::string &sku) const
    {
        return findOf(cpus, PartKind::Cpu, sku);
    }
    [[nodiscard]] const MemoryModule *findMemory(const std::string &sku) const
    {
        return findOf(memory, PartKind::Memory, sku);
    }
    [[nodiscard]] const Drive *findDrive(const std::string &sku) const
    {
        return findOf(drives, PartKind::Drive, sku);
    }
    [[nodiscard]] const Nic *findNic(const std::string &sku) const
    {
        return findOf(nics, PartKind::Nic, sku);
    }
    [[nodiscard]] const Psu *findPsu(const std::string &sku) const
    {
        return findOf(psus, PartKind::Psu, sku);
    }
    [[nodiscard]] const Model *findModel(const std::string &sku) const
    {
        return findOf(models, PartKind::Model, sku);
    }

private:
    template <typename T>
    const T *findOf(const std::vector<T> &items, PartKind kind, const std::string &sku) const
    {
        // The index answers when its entry still names this SKU in this table. A SKU it does not hold, or
        // holds as another kind (SKUs are unique across kinds: the parts table's key), is not in this
        // table unless parts were added or removed since prepare(); anything else is one scan.
        const PartIndex::Entry *e = index.find(sku);
        if (e && e->kind == kind && e->position < items.size() && items[e->position].info.sku == sku)
            return &items[e->position];
        if ((!e || e->kind != kind) && !index.empty() && !indexIsStale())
            return nullptr;
        for (const T &item : items)
            if (item.info.sku == sku)
                return &item;
        return nullptr;
    }
    [[nodiscard]] std::size_t partCount() const;
    [[nodiscard]] bool indexIsStale() const;
    std::size_t m_indexedParts = 0; // the part count prepare() saw
};

} // namespace np
