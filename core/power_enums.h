// SPDX-License-Identifier: MIT
#pragma once

// The PSU redundancy modes and input-voltage ranges, shared by builds (what the user chose) and
// chassis (what the vendor ships the PSU set in).
namespace np
{

enum class PsuRedundancy { None, NPlus1, NPlusN };
enum class InputVoltage { LowLine, HighLine }; // 100-127 V / 200-240 V

} // namespace np
