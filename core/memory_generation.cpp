// SPDX-License-Identifier: MIT
#include "core/memory_generation.h"

namespace np
{

std::string memoryGeneration(const MemoryModule &module)
{
    return module.type.substr(0, module.type.find(' '));
}

int ddrGeneration(const std::string &memoryType)
{
    if (memoryType.size() < 4 || memoryType.compare(0, 3, "DDR") != 0)
        return 0;
    const char digit = memoryType[3];
    return digit >= '1' && digit <= '9' ? digit - '0' : 0;
}

bool cpuDrivesMemory(const Cpu &cpu, const MemoryModule &module)
{
    const std::string generation = memoryGeneration(module);
    return cpu.memoryType.empty() || generation.empty() || generation == cpu.memoryType;
}

} // namespace np
