// SPDX-License-Identifier: MIT
#include "presentation/figure_names.h"

#include <QCoreApplication>

namespace np
{

namespace
{

// The tr() context. A class, not a free tr() helper: lupdate files a free function's tr() strings
// under its namespace ("np"), so their translations would never be found under this context.
struct DisplayNames {
    Q_DECLARE_TR_FUNCTIONS(np::DisplayNames)
};

} // namespace

QString displayName(ProcurementFigure figure)
{
    switch (figure) {
    case ProcurementFigure::CardEurPerGb:
        return DisplayNames::tr("card € per GB");
    case ProcurementFigure::EurPerBf16Tflops:
        return perDenseBf16TflopsName();
    case ProcurementFigure::EurPerFp8Tflops:
        return DisplayNames::tr("€ per dense FP8 TFLOPS");
    case ProcurementFigure::EurPerFp4Tflops:
        return DisplayNames::tr("€ per dense FP4 TFLOPS");
    case ProcurementFigure::WattsPerGb:
        return DisplayNames::tr("W per GB");
    case ProcurementFigure::EurPerTokenPerS:
        return DisplayNames::tr("€ per token/s");
    }
    return {};
}

QString buildEurPerGbGpuMemoryName(const QString &currencySymbol)
{
    return DisplayNames::tr("build %1 per GB of GPU memory").arg(currencySymbol);
}

QString perDenseBf16TflopsName(const QString &currencySymbol)
{
    return DisplayNames::tr("%1 per dense BF16 TFLOPS").arg(currencySymbol);
}

QString priceKindName(const std::string &kind)
{
    if (kind == "list")
        return DisplayNames::tr("list price");
    if (kind == "street")
        return DisplayNames::tr("street price");
    if (kind == "estimate")
        return DisplayNames::tr("estimate");
    return QString::fromStdString(kind);
}

} // namespace np
