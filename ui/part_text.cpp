// SPDX-License-Identifier: MIT
#include "ui/part_text.h"

#include "presentation/display_names.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"
#include "ui/build_document.h"
#include "ui/display_currency.h"

#include <QCoreApplication>
#include <QStringList>

namespace np
{

namespace
{

QString tr(const char *text)
{
    return QCoreApplication::translate("np::PartText", text);
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString withUnit(double value, const QString &unit, int decimals = 0)
{
    return NumberFormat::forGui().number(value, decimals) + QLatin1Char(' ') + unit;
}

QString yesNo(bool value)
{
    return value ? tr("yes") : tr("no");
}

// Trims trailing zeros so 15.36 TB and 7.68 TB read naturally and 64 does not become 64.00.
QString compact(double value, int maxDecimals)
{
    return NumberFormat::forGui().compact(value, maxDecimals);
}

} // namespace

PartRef findPart(const CatalogSnapshot &catalog, const std::string &sku)
{
    PartRef ref;
    if ((ref.gpu = catalog.findGpu(sku))) {
        ref.kind = PartKind::Gpu;
        ref.info = &ref.gpu->info;
    } else if ((ref.cpu = catalog.findCpu(sku))) {
        ref.kind = PartKind::Cpu;
        ref.info = &ref.cpu->info;
    } else if ((ref.memory = catalog.findMemory(sku))) {
        ref.kind = PartKind::Memory;
        ref.info = &ref.memory->info;
    } else if ((ref.drive = catalog.findDrive(sku))) {
        ref.kind = PartKind::Drive;
        ref.info = &ref.drive->info;
    } else if ((ref.nic = catalog.findNic(sku))) {
        ref.kind = PartKind::Nic;
        ref.info = &ref.nic->info;
    } else if ((ref.psu = catalog.findPsu(sku))) {
        ref.kind = PartKind::Psu;
        ref.info = &ref.psu->info;
    } else if ((ref.chassis = catalog.findChassis(sku))) {
        ref.kind = PartKind::Chassis;
        ref.info = &ref.chassis->info;
    } else if ((ref.model = catalog.findModel(sku))) {
        ref.kind = PartKind::Model;
        ref.info = &ref.model->info;
    }
    return ref;
}

std::optional<PartKind> partKindForSlot(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu:
        return PartKind::Gpu;
    case SlotKind::CpuSocket:
        return PartKind::Cpu;
    case SlotKind::Dimm:
        return PartKind::Memory;
    case SlotKind::DriveBay:
        return PartKind::Drive;
    case SlotKind::Nic:
        return PartKind::Nic;
    case SlotKind::Psu:
        return PartKind::Psu;
    }
    return std::nullopt;
}

QString partShortName(const CatalogSnapshot &catalog, const std::string &sku)
{
    const PartRef part = findPart(catalog, sku);
    if (!part)
        return qs(sku);
    QString name = qs(part.info->name);
    const QString vendor = qs(part.info->vendor);
    if (!vendor.isEmpty() && name.startsWith(vendor + QLatin1Char(' '), Qt::CaseInsensitive))
        name = name.mid(vendor.size() + 1);
    return name.isEmpty() ? qs(sku) : name;
}

QString partShortName(const BuildDocument &document, const std::string &sku)
{
    return partShortName(document.catalog(), sku);
}

QString slotDisplayName(const BuildDocument &document, const std::string &slotId)
{
    if (const Chassis *chassis = document.chassis())
        if (const Slot *slot = chassis->findSlot(slotId))
            if (!slot->label.empty())
                return qs(slot->label);
    return qs(slotId);
}

QString keySpecs(const PartRef &part)
{
    const QString sep = QStringLiteral(" · ");
    if (const Gpu *g = part.gpu)
        return withUnit(g->memoryNominalGB, tr("GB")) + QLatin1Char(' ') + qs(g->memoryType) + sep +
               withUnit(g->memoryBandwidthGBps, tr("GB/s")) + sep +
               withUnit(g->bf16DenseTflops, tr("TFLOPS BF16"));
    if (const Cpu *c = part.cpu)
        return tr("%1 cores").arg(c->cores) + sep + qs(c->socket) + sep +
               tr("%1 GHz boost").arg(compact(c->boostGHz, 2)) + sep +
               tr("%1 channels").arg(c->memoryChannels);
    if (const MemoryModule *m = part.memory)
        return tr("%1 GiB").arg(compact(m->capacityGiB, 1)) + QLatin1Char(' ') + qs(m->type) + sep +
               tr("%1 MT/s").arg(m->speedMts) + sep + tr("%1R").arg(m->ranks);
    if (const Drive *d = part.drive)
        return tr("%1 TB").arg(compact(d->capacityTB, 2)) + QLatin1Char(' ') + qs(d->formFactor) +
               QLatin1Char(' ') + qs(d->interface) + sep + tr("%1 GB/s read").arg(compact(d->seqReadGBps, 1));
    if (const Nic *n = part.nic) {
        QString text = tr("%1 × %2 Gb/s").arg(n->ports).arg(compact(n->portSpeedGbps, 0));
        if (n->infiniband)
            text += sep + tr("InfiniBand");
        if (n->roce)
            text += sep + tr("RoCE");
        return text;
    }
    if (const Psu *p = part.psu)
        return withUnit(p->outputHighLineW, tr("W at 200–240 V")) + sep +
               (p->outputLowLineW > 0 ? withUnit(p->outputLowLineW, tr("W at 100–127 V"))
                                      : tr("no low line")) +
               (p->efficiencyRating.empty() ? QString() : sep + qs(p->efficiencyRating));
    if (const Chassis *c = part.chassis)
        return tr("%1U").arg(c->rackUnits) + sep + tr("%1 GPU slots").arg(c->countSlots(SlotKind::Gpu)) +
               sep + qs(c->cpuSocket);
    if (const Model *m = part.model)
        return qs(m->family);
    return {};
}

double ratedPowerW(const PartRef &part)
{
    if (part.gpu)
        return part.gpu->tdpW;
    if (part.cpu)
        return part.cpu->tdpW;
    if (part.memory)
        return part.memory->powerW;
    if (part.drive)
        return part.drive->powerW;
    if (part.nic)
        return part.nic->powerW;
    return 0;
}

QString priceText(const PartInfo &info)
{
    if (!info.price)
        return info.noPriceReason.empty() ? tr("price on request")
                                          : tr("price on request (%1)").arg(qs(info.noPriceReason));
    const Price &p = *info.price;
    // The catalog's own figure and what it is in the display currency, at the standard dated rate.
    QString text = conversionText(p, displayConversion(DisplayCurrency::instance().code(), kDefaultUsdToEur),
                                  kDefaultUsdToEur, NumberFormat::forGui());
    if (!p.date.empty())
        text += p.kind.empty() ? QStringLiteral(" (%1)").arg(qs(p.date))
                               : QStringLiteral(" (%1, %2)").arg(qs(p.kind), qs(p.date));
    return text;
}

QList<QPair<QString, QString>> specRows(const PartRef &part)
{
    QList<QPair<QString, QString>> rows;
    auto add = [&rows](const QString &label, const QString &value) {
        if (!value.isEmpty())
            rows.append({label, value});
    };
    auto addNumber = [&](const QString &label, double value, const QString &unit, int decimals = 0) {
        if (value > 0)
            add(label, withUnit(value, unit, decimals));
    };
    if (!part)
        return rows;
    add(tr("SKU"), qs(part.info->sku));
    add(tr("Vendor"), qs(part.info->vendor));
    if (const Gpu *g = part.gpu) {
        add(tr("Architecture"), qs(g->architecture));
        add(tr("Memory"), withUnit(g->memoryNominalGB, tr("GB")) + QLatin1Char(' ') + qs(g->memoryType));
        addNumber(tr("Usable memory"), g->memoryUsableMiB, tr("MiB"));
        addNumber(tr("Memory bandwidth"), g->memoryBandwidthGBps, tr("GB/s"));
        addNumber(tr("FP32"), g->fp32Tflops, tr("TFLOPS"), 1);
        addNumber(tr("BF16 dense"), g->bf16DenseTflops, tr("TFLOPS"), 0);
        addNumber(tr("FP8 dense"), g->fp8DenseTflops, tr("TFLOPS"), 0);
        addNumber(tr("FP4 dense"), g->fp4DenseTflops, tr("TFLOPS"), 0);
        addNumber(tr("TDP"), g->tdpW, tr("W"));
        add(tr("Form factor"), displayName(g->formFactor));
        if (!g->moduleForm.empty())
            add(tr("Baseboard site"), qs(g->moduleForm));
        else
            add(tr("Slot width"), tr("%1 slots").arg(g->slotWidth));
        add(tr("Host link"), tr("PCIe %1.0 x%2").arg(g->pcieGen).arg(g->pcieLanes));
        if (g->gpuLink != GpuLinkKind::None)
            add(tr("GPU link"), withUnit(g->gpuLinkGBpsPerDirection, tr("GB/s per direction")));
    } else if (const Cpu *c = part.cpu) {
        add(tr("Family"), qs(c->family));
        add(tr("Socket"), qs(c->socket));
        add(tr("Cores"), QString::number(c->cores));
        add(tr("Clock"),
            tr("%1 GHz base, %2 GHz boost").arg(compact(c->baseGHz, 2), compact(c->boostGHz, 2)));
        addNumber(tr("TDP"), c->tdpW, tr("W"));
        addNumber(tr("L3 cache"), c->l3MB, tr("MB"));
        add(tr("Memory"), tr("%1 channels, DDR5-%2 (1DPC)").arg(c->memoryChannels).arg(c->ddr5MtsOneDpc));
        if (c->ddr5MtsTwoDpc > 0)
            add(tr("At 2 DIMMs/channel"), tr("DDR5-%1").arg(c->ddr5MtsTwoDpc));
        add(tr("PCIe lanes"),
            tr("%1 (1P), %2 per socket (2P)").arg(c->pcieLanesOneSocket).arg(c->pcieLanesPerSocketTwoSocket));
        add(tr("AVX-512"), yesNo(c->avx512));
    } else if (const MemoryModule *m = part.memory) {
        add(tr("Type"), qs(m->type));
        add(tr("Capacity"), tr("%1 GiB").arg(compact(m->capacityGiB, 1)));
        add(tr("Speed"), tr("%1 MT/s").arg(m->speedMts));
        add(tr("Ranks"), QString::number(m->ranks));
        add(tr("ECC"), yesNo(m->ecc));
        addNumber(tr("Power (planning)"), m->powerW, tr("W"), 1);
    } else if (const Drive *d = part.drive) {
        add(tr("Form factor"), qs(d->formFactor));
        add(tr("Interface"), tr("%1, PCIe %2.0 x%3").arg(qs(d->interface)).arg(d->pcieGen).arg(d->pcieLanes));
        add(tr("Capacity"), tr("%1 TB").arg(compact(d->capacityTB, 2)));
        addNumber(tr("Sequential read"), d->seqReadGBps, tr("GB/s"), 1);
        addNumber(tr("Sequential write"), d->seqWriteGBps, tr("GB/s"), 1);
        addNumber(tr("Random read"), d->randomReadKiops, tr("kIOPS"));
        addNumber(tr("Power"), d->powerW, tr("W"), 1);
    } else if (const Nic *n = part.nic) {
        add(tr("Ports"), tr("%1 × %2 Gb/s").arg(n->ports).arg(compact(n->portSpeedGbps, 0)));
        add(tr("RDMA"), n->infiniband ? tr("InfiniBand") : (n->roce ? tr("RoCE v2") : tr("none")));
        add(tr("Host link"), tr("PCIe %1.0 x%2").arg(n->pcieGen).arg(n->pcieLanes));
        addNumber(tr("Power"), n->powerW, tr("W"), 1);
    } else if (const Psu *p = part.psu) {
        addNumber(tr("Output at 200–240 V"), p->outputHighLineW, tr("W"));
        add(tr("Output at 100–127 V"),
            p->outputLowLineW > 0 ? withUnit(p->outputLowLineW, tr("W")) : tr("not rated"));
        add(tr("Efficiency"), qs(p->efficiencyRating));
        if (p->efficiency50 > 0)
            add(tr("Efficiency at 10/20/50/100 %"),
                QStringLiteral("%1 / %2 / %3 / %4 %")
                    .arg(compact(p->efficiency10 * 100, 1), compact(p->efficiency20 * 100, 1),
                         compact(p->efficiency50 * 100, 1), compact(p->efficiency100 * 100, 1)));
    } else if (const Chassis *c = part.chassis) {
        add(tr("Height"), tr("%1U").arg(c->rackUnits));
        add(tr("CPU socket"), qs(c->cpuSocket));
        add(tr("Slots"), tr("%1 GPU, %2 DIMM, %3 drive bays, %4 NIC, %5 PSU")
                             .arg(c->countSlots(SlotKind::Gpu))
                             .arg(c->countSlots(SlotKind::Dimm))
                             .arg(c->countSlots(SlotKind::DriveBay))
                             .arg(c->countSlots(SlotKind::Nic))
                             .arg(c->countSlots(SlotKind::Psu)));
        addNumber(tr("Airflow limit"), c->airflowLimitW, tr("W"));
        addNumber(tr("Max inlet"), c->maxInletTempC, tr("°C"));
        addNumber(tr("Fans at full speed"), c->fanPowerMaxW, tr("W"));
    }
    return rows;
}

} // namespace np
