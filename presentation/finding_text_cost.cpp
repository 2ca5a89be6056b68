// SPDX-License-Identifier: MIT
// Sentences of the cost findings (core/findings_cost.cpp).
#include "presentation/finding_text_parts.h"

#include <QStringList>

namespace np::findingtext
{

namespace
{

// " (incomplete: 2 lines without price)" after a total that leaves unpriced lines out.
QString incomplete(const Args &a)
{
    const int lines = a.count("unpriced_lines");
    return lines > 0 ? Tr::tr(" (incomplete: %n line(s) without price)", nullptr, lines) : QString();
}

QString bom(const Args &a)
{
    QString lines = Tr::tr("%n line(s)", nullptr, a.count("lines"));
    if (a.has("oldest_price"))
        lines += a.text("oldest_price") == a.text("newest_price")
                     ? Tr::tr(", prices dated %1").arg(a.text("oldest_price"))
                     : Tr::tr(", prices dated %1 to %2").arg(a.text("oldest_price"), a.text("newest_price"));
    return Tr::tr("Hardware %1%2 (%3); customer price %4%2 after discount, margin and VAT.")
        .arg(a["hardware_eur"], incomplete(a), lines, a["total_eur"]);
}

QString unpriced(const Args &a)
{
    // Each part by name and SKU, so the reader knows what to ask a distributor for.
    QStringList parts;
    const std::vector<const FindingArg *> quantities = a.all("quantity");
    const std::vector<const FindingArg *> names = a.all("part");
    const std::vector<const FindingArg *> skus = a.all("sku");
    for (std::size_t i = 0; i < quantities.size() && i < names.size() && i < skus.size(); ++i)
        parts << QStringLiteral("%1 × %2 (%3)")
                     .arg(a.format(*quantities[i]), QString::fromStdString(names[i]->text),
                          QString::fromStdString(skus[i]->text));
    return Tr::
        tr("%n BOM line(s) have no price (price on request): %1. Hardware, customer price and TCO leave them "
           "out; € per GB and € per TFLOPS are not computed.",
           nullptr, a.count("unpriced_lines"))
            .arg(parts.join(QStringLiteral("; ")));
}

QString value(const Args &a)
{
    return Tr::tr("%1 per GB of GPU memory (%2 nominal), %3 per dense BF16 TFLOPS.")
        .arg(a["eur_per_gb"], a["gpu_memory_gb"], a["eur_per_tflops"]);
}

QString energy(const Args &a)
{
    return Tr::
        tr("%1 a year (%2 of hours at typical load, idle otherwise, PUE %3) = %4 a year at %5; %6-year total "
           "cost %7%8.")
            .arg(a["energy_kwh"], a["utilization"], a["pue"], a["energy_eur"], a["price"], a["years"],
                 a["tco_eur"], incomplete(a));
}

} // namespace

void addCostSentences(Sentences &out)
{
    out.insert(
        {{"cost.bom", bom}, {"cost.unpriced", unpriced}, {"cost.value", value}, {"cost.energy", energy}});
}

} // namespace np::findingtext
