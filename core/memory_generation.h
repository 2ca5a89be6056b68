// SPDX-License-Identifier: MIT
#pragma once

#include "core/parts.h"

#include <string>

// DDR4 and DDR5 modules are keyed differently and signal differently: a memory controller drives one
// generation only (EPYC 7003 on socket SP3 DDR4, EPYC 9004/9005 and Xeon 4th gen onwards DDR5). The
// catalog names a module's generation as the start of its type ("DDR4 RDIMM", "DDR5 MRDIMM") and a
// CPU's as Cpu::memoryType.
namespace np
{

// "DDR4" of "DDR4 RDIMM": the type up to its first space.
std::string memoryGeneration(const MemoryModule &module);

// 4 of "DDR4", 5 of "DDR5 MRDIMM"; 0 when the text names no DDR generation. The optimizer's tables
// compare these numbers instead of strings.
int ddrGeneration(const std::string &memoryType);

// Whether `cpu` drives `module`. A CPU or module that names no generation is not judged (true).
bool cpuDrivesMemory(const Cpu &cpu, const MemoryModule &module);

} // namespace np
