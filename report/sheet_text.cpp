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

const PartInfo *findPartInfo(const CatalogSnapshot &catalog, const std::string &sku)
{
    if (const Chassis *c = catalog.findChassis(sku))
        return &c->info;
    if (const Gpu *g = catalog.findGpu(sku))
        return &g->info;
    if (const Cpu *c = catalog.findCpu(sku))
        return &c->info;
    if (const MemoryModule *m = catalog.findMemory(sku))
        return &m->info;
    if (const Drive *d = catalog.findDrive(sku))
        return &d->info;
    if (const Nic *n = catalog.findNic(sku))
        return &n->info;
    if (const Psu *p = catalog.findPsu(sku))
        return &p->info;
    if (const Model *m = catalog.findModel(sku))
        return &m->info;
    return nullptr;
}

} // namespace np::report
