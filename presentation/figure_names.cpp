// SPDX-License-Identifier: MIT
#include "presentation/figure_names.h"

#include <QCoreApplication>

namespace np
{

namespace
{

QString tr(const char *text)
{
    return QCoreApplication::translate("np::DisplayNames", text);
}

} // namespace

QString displayName(ProcurementFigure figure)
{
    switch (figure) {
    case ProcurementFigure::CardEurPerGb:
        return tr("card € per GB");
    case ProcurementFigure::EurPerBf16Tflops:
        return perDenseBf16TflopsName();
    case ProcurementFigure::EurPerFp8Tflops:
        return tr("€ per dense FP8 TFLOPS");
    case ProcurementFigure::EurPerFp4Tflops:
        return tr("€ per dense FP4 TFLOPS");
    case ProcurementFigure::WattsPerGb:
        return tr("W per GB");
    case ProcurementFigure::EurPerTokenPerS:
        return tr("€ per token/s");
    }
    return {};
}

QString buildEurPerGbGpuMemoryName(const QString &currencySymbol)
{
    return tr("build %1 per GB of GPU memory").arg(currencySymbol);
}

QString perDenseBf16TflopsName(const QString &currencySymbol)
{
    return tr("%1 per dense BF16 TFLOPS").arg(currencySymbol);
}

QString priceKindName(const std::string &kind)
{
    if (kind == "list")
        return tr("list price");
    if (kind == "street")
        return tr("street price");
    if (kind == "estimate")
        return tr("estimate");
    return QString::fromStdString(kind);
}

} // namespace np
