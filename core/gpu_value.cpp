// SPDX-License-Identifier: MIT
#include "core/gpu_value.h"

namespace np
{

GpuValue gpuValue(const Gpu &gpu, double usdToEur)
{
    GpuValue value;
    if (!gpu.info.price || gpu.info.price->amount <= 0)
        return value;
    const Price &price = *gpu.info.price;
    if (price.currency == "EUR")
        value.priceEur = price.amount;
    else if (price.currency == "USD" && usdToEur > 0)
        value.priceEur = price.amount * usdToEur;
    else
        return value;
    value.priced = true;
    if (gpu.memoryNominalGB > 0)
        value.eurPerGbMemory = value.priceEur / gpu.memoryNominalGB;
    if (gpu.bf16DenseTflops > 0)
        value.eurPerDenseBf16Tflops = value.priceEur / gpu.bf16DenseTflops;
    return value;
}

} // namespace np
