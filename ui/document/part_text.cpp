// SPDX-License-Identifier: MIT
#include "ui/document/part_text.h"

#include "presentation/display_names.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"
#include "ui/document/build_document.h"
#include "ui/document/display_currency.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace np
{

namespace
{

// The tr() context. A class, not a free tr() helper: lupdate files a free function's tr() strings
// under its namespace ("np"), so their translations would never be found under this context.
struct PartText {
    Q_DECLARE_TR_FUNCTIONS(np::PartText)
};

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
    return value ? PartText::tr("yes") : PartText::tr("no");
}

// Trims trailing zeros so 15.36 TB and 7.68 TB read naturally and 64 does not become 64.00.
QString compact(double value, int maxDecimals)
{
    return NumberFormat::forGui().compact(value, maxDecimals);
}

} // namespace

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

QString partShortName(const PartInfo &info)
{
    QString name = qs(info.name);
    const QString vendor = qs(info.vendor);
    if (!vendor.isEmpty() && name.startsWith(vendor + QLatin1Char(' '), Qt::CaseInsensitive))
        name = name.mid(vendor.size() + 1);
    return name.isEmpty() ? qs(info.sku) : name;
}

QString partCompactName(const PartInfo &info)
{
    const QStringList words = partShortName(info).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    static const QStringList units = {QStringLiteral("GB"), QStringLiteral("TB"), QStringLiteral("W"),
                                      QStringLiteral("GiB")};
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (!words.at(i).contains(QRegularExpression(QStringLiteral("[0-9]"))))
            continue;
        const qsizetype end = i + 1 < words.size() && units.contains(words.at(i + 1)) ? i + 2 : i + 1;
        return words.mid(0, end).join(QLatin1Char(' '));
    }
    return words.mid(0, 2).join(QLatin1Char(' '));
}

QString partShortName(const CatalogSnapshot &catalog, const std::string &sku)
{
    const PartRef part = catalog.find(sku);
    return part ? partShortName(*part.info) : qs(sku);
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
        return withUnit(g->memoryNominalGB, PartText::tr("GB")) + QLatin1Char(' ') + qs(g->memoryType) + sep +
               withUnit(g->memoryBandwidthGBps, PartText::tr("GB/s")) + sep +
               withUnit(g->bf16DenseTflops, PartText::tr("TFLOPS BF16"));
    if (const Cpu *c = part.cpu)
        return PartText::tr("%1 cores").arg(c->cores) + sep + qs(c->socket) + sep +
               PartText::tr("%1 GHz boost").arg(compact(c->boostGHz, 2)) + sep +
               PartText::tr("%1 channels").arg(c->memoryChannels);
    if (const MemoryModule *m = part.memory)
        return PartText::tr("%1 GiB").arg(compact(m->capacityGiB, 1)) + QLatin1Char(' ') + qs(m->type) + sep +
               PartText::tr("%1 MT/s").arg(m->speedMts) + sep + PartText::tr("%1R").arg(m->ranks);
    if (const Drive *d = part.drive)
        return PartText::tr("%1 TB").arg(compact(d->capacityTB, 2)) + QLatin1Char(' ') + qs(d->formFactor) +
               QLatin1Char(' ') + qs(d->interface) + sep +
               PartText::tr("%1 GB/s read").arg(compact(d->seqReadGBps, 1));
    if (const Nic *n = part.nic) {
        QString text = PartText::tr("%1 × %2 Gb/s").arg(n->ports).arg(compact(n->portSpeedGbps, 0));
        if (n->infiniband)
            text += sep + PartText::tr("InfiniBand");
        if (n->roce)
            text += sep + PartText::tr("RoCE");
        return text;
    }
    if (const Psu *p = part.psu)
        return withUnit(p->outputHighLineW, PartText::tr("W at 200–240 V")) + sep +
               (p->outputLowLineW > 0 ? withUnit(p->outputLowLineW, PartText::tr("W at 100–127 V"))
                                      : PartText::tr("no low line")) +
               (p->efficiencyRating.empty() ? QString() : sep + qs(p->efficiencyRating));
    if (const Chassis *c = part.chassis)
        return PartText::tr("%1U").arg(c->rackUnits) + sep +
               PartText::tr("%1 GPU slots").arg(c->countSlots(SlotKind::Gpu)) + sep + qs(c->cpuSocket);
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
        return info.noPriceReason.empty() ? PartText::tr("price on request")
                                          : PartText::tr("price on request (%1)").arg(qs(info.noPriceReason));
    const Price &p = *info.price;
    // The catalog's own figure and what it is in the display currency, at the standard dated rate.
    QString text = conversionText(p, displayConversion(DisplayCurrency::instance().code(), kDefaultUsdToEur),
                                  kDefaultUsdToEur, NumberFormat::forGui());
    if (!p.date.empty())
        text += p.kind.empty() ? QStringLiteral(" (%1)").arg(qs(p.date))
                               : QStringLiteral(" (%1, %2)").arg(qs(p.kind), qs(p.date));
    return text;
}

namespace
{

// Label/value rows, leaving out what the catalog does not state (empty text, zero figures).
class SpecRows
{
public:
    void add(const QString &label, const QString &value)
    {
        if (!value.isEmpty())
            m_rows.append({label, value});
    }
    void addNumber(const QString &label, double value, const QString &unit, int decimals = 0)
    {
        if (value > 0)
            add(label, withUnit(value, unit, decimals));
    }
    QList<QPair<QString, QString>> take() { return std::move(m_rows); }

private:
    QList<QPair<QString, QString>> m_rows;
};

void gpuRows(SpecRows &rows, const Gpu &g)
{
    rows.add(PartText::tr("Architecture"), qs(g.architecture));
    rows.add(PartText::tr("Memory"),
             withUnit(g.memoryNominalGB, PartText::tr("GB")) + QLatin1Char(' ') + qs(g.memoryType));
    rows.addNumber(PartText::tr("Usable memory"), g.memoryUsableMiB, PartText::tr("MiB"));
    rows.addNumber(PartText::tr("Memory bandwidth"), g.memoryBandwidthGBps, PartText::tr("GB/s"));
    rows.addNumber(PartText::tr("FP32"), g.fp32Tflops, PartText::tr("TFLOPS"), 1);
    rows.addNumber(PartText::tr("BF16 dense"), g.bf16DenseTflops, PartText::tr("TFLOPS"), 0);
    rows.addNumber(PartText::tr("FP8 dense"), g.fp8DenseTflops, PartText::tr("TFLOPS"), 0);
    rows.addNumber(PartText::tr("FP4 dense"), g.fp4DenseTflops, PartText::tr("TFLOPS"), 0);
    rows.addNumber(PartText::tr("TDP"), g.tdpW, PartText::tr("W"));
    rows.add(PartText::tr("Form factor"), displayName(g.formFactor));
    if (!g.moduleForm.empty())
        rows.add(PartText::tr("Baseboard site"), qs(g.moduleForm));
    else
        rows.add(PartText::tr("Slot width"), PartText::tr("%1 slots").arg(g.slotWidth));
    rows.add(PartText::tr("Host link"), PartText::tr("PCIe %1.0 x%2").arg(g.pcieGen).arg(g.pcieLanes));
    if (g.gpuLink != GpuLinkKind::None)
        rows.add(PartText::tr("GPU link"),
                 withUnit(g.gpuLinkGBpsPerDirection, PartText::tr("GB/s per direction")));
}

void cpuRows(SpecRows &rows, const Cpu &c)
{
    rows.add(PartText::tr("Family"), qs(c.family));
    rows.add(PartText::tr("Socket"), qs(c.socket));
    rows.add(PartText::tr("Cores"), QString::number(c.cores));
    rows.add(PartText::tr("Clock"),
             PartText::tr("%1 GHz base, %2 GHz boost").arg(compact(c.baseGHz, 2), compact(c.boostGHz, 2)));
    rows.addNumber(PartText::tr("TDP"), c.tdpW, PartText::tr("W"));
    rows.addNumber(PartText::tr("L3 cache"), c.l3MB, PartText::tr("MB"));
    rows.add(PartText::tr("Memory"),
             PartText::tr("%1 channels, DDR5-%2 (1DPC)").arg(c.memoryChannels).arg(c.ddr5MtsOneDpc));
    if (c.ddr5MtsTwoDpc > 0)
        rows.add(PartText::tr("At 2 DIMMs/channel"), PartText::tr("DDR5-%1").arg(c.ddr5MtsTwoDpc));
    rows.add(PartText::tr("PCIe lanes"), PartText::tr("%1 (1P), %2 per socket (2P)")
                                             .arg(c.pcieLanesOneSocket)
                                             .arg(c.pcieLanesPerSocketTwoSocket));
    rows.add(PartText::tr("AVX-512"), yesNo(c.avx512));
}

void memoryRows(SpecRows &rows, const MemoryModule &m)
{
    rows.add(PartText::tr("Type"), qs(m.type));
    rows.add(PartText::tr("Capacity"), PartText::tr("%1 GiB").arg(compact(m.capacityGiB, 1)));
    rows.add(PartText::tr("Speed"), PartText::tr("%1 MT/s").arg(m.speedMts));
    rows.add(PartText::tr("Ranks"), QString::number(m.ranks));
    rows.add(PartText::tr("ECC"), yesNo(m.ecc));
    rows.addNumber(PartText::tr("Power (planning)"), m.powerW, PartText::tr("W"), 1);
}

void driveRows(SpecRows &rows, const Drive &d)
{
    rows.add(PartText::tr("Form factor"), qs(d.formFactor));
    rows.add(PartText::tr("Interface"),
             PartText::tr("%1, PCIe %2.0 x%3").arg(qs(d.interface)).arg(d.pcieGen).arg(d.pcieLanes));
    rows.add(PartText::tr("Capacity"), PartText::tr("%1 TB").arg(compact(d.capacityTB, 2)));
    rows.addNumber(PartText::tr("Sequential read"), d.seqReadGBps, PartText::tr("GB/s"), 1);
    rows.addNumber(PartText::tr("Sequential write"), d.seqWriteGBps, PartText::tr("GB/s"), 1);
    rows.addNumber(PartText::tr("Random read"), d.randomReadKiops, PartText::tr("kIOPS"));
    rows.addNumber(PartText::tr("Power"), d.powerW, PartText::tr("W"), 1);
}

void nicRows(SpecRows &rows, const Nic &n)
{
    rows.add(PartText::tr("Ports"),
             PartText::tr("%1 × %2 Gb/s").arg(n.ports).arg(compact(n.portSpeedGbps, 0)));
    rows.add(PartText::tr("RDMA"), n.infiniband ? PartText::tr("InfiniBand")
                                                : (n.roce ? PartText::tr("RoCE v2") : PartText::tr("none")));
    rows.add(PartText::tr("Host link"), PartText::tr("PCIe %1.0 x%2").arg(n.pcieGen).arg(n.pcieLanes));
    rows.addNumber(PartText::tr("Power"), n.powerW, PartText::tr("W"), 1);
}

void psuRows(SpecRows &rows, const Psu &p)
{
    rows.addNumber(PartText::tr("Output at 200–240 V"), p.outputHighLineW, PartText::tr("W"));
    rows.add(PartText::tr("Output at 100–127 V"), p.outputLowLineW > 0
                                                      ? withUnit(p.outputLowLineW, PartText::tr("W"))
                                                      : PartText::tr("not rated"));
    rows.add(PartText::tr("Efficiency"), qs(p.efficiencyRating));
    if (p.efficiency50 > 0)
        rows.add(PartText::tr("Efficiency at 10/20/50/100 %"),
                 QStringLiteral("%1 / %2 / %3 / %4 %")
                     .arg(compact(p.efficiency10 * 100, 1), compact(p.efficiency20 * 100, 1),
                          compact(p.efficiency50 * 100, 1), compact(p.efficiency100 * 100, 1)));
}

void chassisRows(SpecRows &rows, const Chassis &c)
{
    rows.add(PartText::tr("Height"), PartText::tr("%1U").arg(c.rackUnits));
    rows.add(PartText::tr("CPU socket"), qs(c.cpuSocket));
    rows.add(PartText::tr("Slots"), PartText::tr("%1 GPU, %2 DIMM, %3 drive bays, %4 NIC, %5 PSU")
                                        .arg(c.countSlots(SlotKind::Gpu))
                                        .arg(c.countSlots(SlotKind::Dimm))
                                        .arg(c.countSlots(SlotKind::DriveBay))
                                        .arg(c.countSlots(SlotKind::Nic))
                                        .arg(c.countSlots(SlotKind::Psu)));
    rows.addNumber(PartText::tr("Airflow limit"), c.airflowLimitW, PartText::tr("W"));
    rows.addNumber(PartText::tr("Max inlet"), c.maxInletTempC, PartText::tr("°C"));
    rows.addNumber(PartText::tr("Fans at full speed"), c.fanPowerMaxW, PartText::tr("W"));
}

} // namespace

QList<QPair<QString, QString>> specRows(const PartRef &part)
{
    SpecRows rows;
    if (!part)
        return rows.take();
    rows.add(PartText::tr("SKU"), qs(part.info->sku));
    rows.add(PartText::tr("Vendor"), qs(part.info->vendor));
    if (part.gpu)
        gpuRows(rows, *part.gpu);
    if (part.cpu)
        cpuRows(rows, *part.cpu);
    if (part.memory)
        memoryRows(rows, *part.memory);
    if (part.drive)
        driveRows(rows, *part.drive);
    if (part.nic)
        nicRows(rows, *part.nic);
    if (part.psu)
        psuRows(rows, *part.psu);
    if (part.chassis)
        chassisRows(rows, *part.chassis);
    return rows.take();
}

} // namespace np
