// SPDX-License-Identifier: MIT
#include "core/gpu_value.h"

namespace np
{

namespace
{

ValueFigure notAvailable(std::string reason)
{
    ValueFigure f;
    f.reason = std::move(reason);
    return f;
}

// `numerator / denominator`, or not available with the reason: the card is unpriced, or the
// catalog has no figure (0) for what it is divided by.
ValueFigure ratio(const GpuValue &value, double numerator, double denominator, const char *missing)
{
    if (!value.priced)
        return notAvailable(value.unpricedReason);
    if (denominator <= 0)
        return notAvailable(missing);
    return ValueFigure{true, numerator / denominator, {}};
}

} // namespace

GpuValue gpuValue(const Gpu &gpu, double usdToEur)
{
    const std::string &noPriceReason = gpu.info.noPriceReason;
    GpuValue value;
    if (!gpu.info.price || gpu.info.price->amount <= 0) {
        value.unpricedReason =
            noPriceReason.empty() ? "no price in the catalog" : "no price: " + noPriceReason;
    } else if (gpu.info.price->currency == "EUR") {
        value.priced = true;
        value.priceEur = gpu.info.price->amount;
    } else if (gpu.info.price->currency == "USD" && usdToEur > 0) {
        value.priced = true;
        value.priceEur = gpu.info.price->amount * usdToEur;
    } else {
        value.unpricedReason = "price in " + gpu.info.price->currency + ", which has no exchange rate";
    }
    value.cardEurPerGb = ratio(value, value.priceEur, gpu.memoryNominalGB, "no memory size in the catalog");
    value.eurPerBf16Tflops = ratio(value, value.priceEur, gpu.bf16DenseTflops, "no dense BF16 figure");
    value.eurPerFp8Tflops = ratio(value, value.priceEur, gpu.fp8DenseTflops, "no FP8 support or no figure");
    value.eurPerFp4Tflops = ratio(value, value.priceEur, gpu.fp4DenseTflops, "no FP4 support or no figure");
    if (gpu.memoryNominalGB > 0 && gpu.tdpW > 0)
        value.wattsPerGb = ValueFigure{true, gpu.tdpW / gpu.memoryNominalGB, {}};
    else
        value.wattsPerGb = notAvailable("no TDP or memory size in the catalog");
    return value;
}

} // namespace np
