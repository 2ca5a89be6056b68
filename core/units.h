// SPDX-License-Identifier: MIT
#pragma once

// Unit constants. NodePlan never mixes decimal and binary units silently:
// every quantity's name ends in its unit (memoryGiB, bandwidthGBps, capacityTB),
// and conversions go through these constants only.
namespace np::units
{

inline constexpr double KB = 1e3;
inline constexpr double MB = 1e6;
inline constexpr double GB = 1e9;
inline constexpr double TB = 1e12;
inline constexpr double KiB = 1024.0;
inline constexpr double MiB = 1024.0 * 1024.0;
inline constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double TiB = GiB * 1024.0;

inline constexpr double bytesToGiB(double bytes)
{
    return bytes / GiB;
}
inline constexpr double bytesToGB(double bytes)
{
    return bytes / GB;
}
inline constexpr double gibToBytes(double gib)
{
    return gib * GiB;
}
inline constexpr double gbToBytes(double gb)
{
    return gb * GB;
}
inline constexpr double mibToBytes(double mib)
{
    return mib * MiB;
}

// 1 W = 3.412 BTU/h (hardware-facts.md S41).
inline constexpr double btuPerHourPerWatt = 3.412;
inline constexpr double hoursPerYear = 8760.0;

} // namespace np::units
