// SPDX-License-Identifier: MIT
#include "report/sheet_text.h"

namespace np::report
{

QuoteMoney quoteMoneyOf(const BuildSheetInput &input)
{
    QuoteMoney money;
    if (input.quote) {
        money.currency = input.quote->currency;
        money.perEur = input.quote->perEur;
    }
    return money;
}

std::vector<PsuModeVerdict> psuVerdicts(const PowerFigures &power)
{
    // Core computes the build's own mode exactly (psuUsableW, redundancyMet: DC peak <= usable).
    // The other modes use the same rule on core's totals: none counts every PSU, N+1 loses the
    // largest (= psuAfterOneFailureW), N+N counts half of the PSUs (identical PSUs assumed).
    const double meanW = power.psuCount > 0 ? power.psuTotalW / power.psuCount : 0;
    std::vector<PsuModeVerdict> out;
    for (PsuRedundancy mode : {PsuRedundancy::None, PsuRedundancy::NPlus1, PsuRedundancy::NPlusN}) {
        PsuModeVerdict v;
        v.mode = mode;
        switch (mode) {
        case PsuRedundancy::None:
            v.psusCounted = power.psuCount;
            v.capacityW = power.psuTotalW;
            break;
        case PsuRedundancy::NPlus1:
            v.psusCounted = power.psuCount >= 2 ? power.psuCount - 1 : 0;
            v.capacityW = power.psuCount >= 2 ? power.psuAfterOneFailureW : 0;
            break;
        case PsuRedundancy::NPlusN:
            v.psusCounted = power.psuCount / 2;
            v.capacityW = meanW * v.psusCounted;
            break;
        }
        v.chosen = mode == power.redundancy;
        v.loadW = power.peakW;
        if (v.chosen) {
            v.capacityW = power.psuUsableW;
            v.sufficient = power.redundancyMet;
        } else {
            v.sufficient = v.capacityW > 0 && v.loadW <= v.capacityW;
        }
        out.push_back(v);
    }
    return out;
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
