// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"
#include "core/model_arch.h"
#include "core/parts.h"

#include <string>
#include <vector>

// Everything core needs from the catalog, as plain values. The catalog layer (SQLite today,
// PostgreSQL later) fills one; core never touches a database.
namespace np
{

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

    template <typename T> static const T *findIn(const std::vector<T> &items, const std::string &sku)
    {
        for (const T &item : items)
            if (item.info.sku == sku)
                return &item;
        return nullptr;
    }
    [[nodiscard]] const Chassis *findChassis(const std::string &sku) const { return findIn(chassis, sku); }
    [[nodiscard]] const Gpu *findGpu(const std::string &sku) const { return findIn(gpus, sku); }
    [[nodiscard]] const Cpu *findCpu(const std::string &sku) const { return findIn(cpus, sku); }
    [[nodiscard]] const MemoryModule *findMemory(const std::string &sku) const { return findIn(memory, sku); }
    [[nodiscard]] const Drive *findDrive(const std::string &sku) const { return findIn(drives, sku); }
    [[nodiscard]] const Nic *findNic(const std::string &sku) const { return findIn(nics, sku); }
    [[nodiscard]] const Psu *findPsu(const std::string &sku) const { return findIn(psus, sku); }
    [[nodiscard]] const Model *findModel(const std::string &sku) const { return findIn(models, sku); }
};

} // namespace np
