// SPDX-License-Identifier: MIT
#include "report/sheet_text.h"

#include "presentation/money_text.h"

namespace np::report
{

QuoteMoney quoteMoneyOf(const BuildSheetInput &input)
{
    QuoteMoney money;
    if (input.quote) {
        money.currency = input.quote->currency;
        money.perEur = input.quote->perEur;
    } else if (input.build) {
        const CurrencyConversion display =
            displayConversion(input.displayCurrency, input.build->options.usdToEur);
        money.currency = QString::fromStdString(display.currency);
        money.perEur = display.perEur;
    }
    return money;
}

QString psuStatusName(Status status)
{
    switch (status) {
    case Status::Ok:
        return SheetText::tr("sufficient");
    case Status::Warning: // only all PSUs together hold the peak; the colour tells it apart
    case Status::Blocking:
        return SheetText::tr("insufficient");
    }
    return {};
}

QString percentLabel(const QString &name, double pct, const NumberFormat &numbers)
{
    return QStringLiteral("%1 (%2 %)").arg(name, numbers.compact(pct, 4));
}

const catalog::PartDocument *partDocument(const BomLine &line, const BuildSheetInput &input)
{
    const auto it = input.partDocuments.find(line.sku);
    return it == input.partDocuments.end() ? nullptr : &it->second;
}

QString partNumberText(const BomLine &line, const BuildSheetInput &input)
{
    const catalog::PartDocument *doc = partDocument(line, input);
    return doc && !doc->vendorPartNumber.isEmpty() ? doc->vendorPartNumber : QStringLiteral("—");
}

} // namespace np::report
