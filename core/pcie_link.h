// SPDX-License-Identifier: MIT
#pragma once

// The one PCIe bandwidth formula. Every caller (lane budget, GPU paths, storage, network, the
// workload speed model) uses it, so Gen1 to Gen6 links are rated the same way everywhere.
namespace np
{

// PCIe payload bandwidth per direction in GB/s: GT/s x lanes x encoding / 8, with 8b/10b for
// Gen1/2 and 128b/130b from Gen3 (Gen5 x16 = 63.0 GB/s). Unknown generations give 0.
double pcieGBpsPerDirection(int gen, int lanes);

} // namespace np
