// SPDX-License-Identifier: MIT
// Sentences of the GPU, GPU-interconnect and catalog findings (core/findings_gpu.cpp,
// core/findings_interconnect.cpp).
#include "core/enums_text.h"
#include "presentation/finding_text_parts.h"

#include <QStringList>

#include <QLocale>

namespace np::findingtext
{

namespace
{

// "PCIe 5.0 x16"
QString pcieLink(int gen, int lanes)
{
    return QStringLiteral("PCIe %1.0 x%2").arg(gen).arg(lanes);
}

QString hostLink(const Args &a)
{
    return pcieLink(a.count("host_gen"), a.count("host_lanes"));
}

QString unverified(const Args &a)
{
    // The catalog's sourcing note is quoted as the catalog writes it: in English. A reader of
    // another language is pointed to it instead of being handed an English sentence.
    QString notes = a.text("notes");
    if (notes.isEmpty())
        return Tr::tr("%1: some figures are not confirmed by a primary source.").arg(a.text("part"));
    const QLocale::Language reader = QLocale().language();
    if (reader != QLocale::English && reader != QLocale::C)
        return Tr::tr(
                   "%1: some figures are not confirmed by a primary source (the catalog's sourcing note, in "
                   "English, says which).")
            .arg(a.text("part"));
    if (!notes.endsWith(QLatin1Char('.')))
        notes += QLatin1Char('.');
    return Tr::tr("%1: some figures are not confirmed by a primary source (%2)").arg(a.text("part"), notes);
}

QString none(const Args &)
{
    return Tr::tr("No GPU is placed: nothing to run models on.");
}

QString usableMemory(const Args &a)
{
    const QString usable =
        a.has("usable_mib")
            ? Tr::tr("the driver reports %1 = %2 usable").arg(a["usable_mib"], a["usable_gib"])
            : Tr::tr("about %1 usable (%2 of nominal, no measured figure in the catalog)")
                  .arg(a["usable_gib"], a["usable_fraction"]);
    return Tr::
        tr("%1 × %2 %3 per GPU; %4. %1 × %5 = %6 in all, but GPU memory is per GPU, never one pool: a model "
           "larger than one GPU is sharded by tensor/pipeline parallelism (see the workloads).")
            .arg(a["gpus"], a["memory_gb"], a.text("memory_type"), usable, a["usable_gib"], a["total_gib"]);
}

QString memoryBandwidth(const Args &a)
{
    return Tr::tr("%1 memory bandwidth per GPU (%2); decode speed is bound by it.")
        .arg(a["bandwidth"], a.text("memory_type"));
}

QString compute(const Args &a)
{
    QStringList lower;
    if (a.has("fp8_tflops"))
        lower << Tr::tr("%1 FP8").arg(a.format().number(a.value("fp8_tflops")));
    if (a.has("fp4_tflops"))
        lower << Tr::tr("%1 FP4").arg(a.format().number(a.value("fp4_tflops")));
    if (a.has("int8_tops"))
        lower << Tr::tr("%1 INT8").arg(a["int8_tops"]);
    QString perGpu = a["bf16_tflops"] + Tr::tr(" BF16");
    if (!lower.isEmpty())
        perGpu += QStringLiteral(", ") + lower.join(QStringLiteral(", "));
    if (a.has("fp32_tflops"))
        perGpu += Tr::tr("; %1 FP32").arg(a["fp32_tflops"]);
    return Tr::tr("Dense tensor throughput per GPU (without sparsity): %1. %2 BF16 in the box.")
        .arg(perGpu, a["total_bf16_tflops"]);
}

QString mixed(const Args &a)
{
    return Tr::tr(
               "Mixed GPU models: a TP/PP group runs at the pace of its slowest card and is limited to the "
               "smallest memory (%1).")
        .arg(a["usable_gib"]);
}

QString power(const Args &a)
{
    return Tr::tr("%1 × %2 = %3 of GPU power, %4 of the box's peak DC load.")
        .arg(a["gpus"], a["tdp_w"], a["total_w"], a["share"]);
}

QString cooling(const Args &a)
{
    const std::optional<Cooling> c = parseCooling(a.id("cooling"));
    if (c == Cooling::Passive)
        return Tr::
            tr("%1 is passively cooled (no fan of its own): it is built for server chassis whose fan wall "
               "pushes air through it.")
                .arg(a.text("gpu"));
    if (c == Cooling::ActiveBlower)
        return Tr::tr("%1 has a blower fan that exhausts out of the back: it suits dense multi-GPU boxes.")
            .arg(a.text("gpu"));
    return Tr::tr("%1 has an open-air cooler that blows its heat into the chassis: not meant for dense 8-GPU "
                  "servers.")
        .arg(a.text("gpu"));
}

QString linkNarrowed(const Args &a)
{
    return Tr::tr("%1 runs %2 instead of %3: %4 each way to the host instead of %5.")
        .arg(a.text("slot"), hostLink(a), pcieLink(a.count("card_gen"), a.count("card_lanes")),
             a["host_gbps"], a["card_gbps"]);
}

QString nvswitch(const Args &a)
{
    return Tr::tr(
               "NVSwitch on the %1 baseboard joins every GPU to every other: %2 each way per GPU (%3 "
               "bidirectional) to any peer, at any tensor-parallel size, against %4 each way over %5 to the "
               "host.")
        .arg(a.text("module_form"), a["link_gbps"], a["link_gbps_bidirectional"], a["host_gbps"],
             hostLink(a));
}

QString infinityFabric(const Args &a)
{
    return Tr::
        tr("The OAM baseboard's Infinity Fabric mesh gives every GPU a direct link to each of the other %1 "
           "sites: %2 each way per link, %3 each way per GPU in all, against %4 each way over %5 to the "
           "host.")
            .arg(a["peers"], a["per_link_gbps"], a["link_gbps"], a["host_gbps"], hostLink(a));
}

QString meshPartial(const Args &a)
{
    return Tr::tr("Only %1 of the %2 OAM sites hold GPUs: a collective among them uses %3 of each GPU's %4 "
                  "Infinity Fabric links, so all-reduce bandwidth drops to %5 of a full board.")
        .arg(a["gpus"], a["sites"], a["links_used"], a["links"], a["bandwidth_share"]);
}

QString nvlinkBridge(const Args &a)
{
    return Tr::tr(
               "NVLink bridges join the GPUs in groups of %1: %2 each way within a group (%3 bidirectional), "
               "against %4 each way over %5.")
        .arg(a["group"], a["link_gbps"], a["link_gbps_bidirectional"], a["host_gbps"], hostLink(a));
}

QString nvlinkPartial(const Args &a)
{
    return Tr::
        tr("Between bridge groups, GPU traffic goes over PCIe (worst pair %1 each way): tensor parallelism "
           "beyond %2 GPUs runs at the PCIe pair's pace; keep TP within a bridge group and use PP/DP "
           "across groups.")
            .arg(a["p2p_gbps"], a["group"]);
}

QString pcieP2p(const Args &a)
{
    return Tr::
        tr("%1 per GPU: %2 each way (%3 bidirectional), enough for single-GPU jobs, data-parallel LoRA and "
           "inference where no gradients are synchronised.")
            .arg(hostLink(a), a["host_gbps"], a["host_gbps_bidirectional"]);
}

QString pcieSwitch(const Args &)
{
    return Tr::tr("GPUs under a common PCIe switch exchange data peer-to-peer without crossing the CPU.");
}

QString noNvlink(const Args &a)
{
    const QString path =
        a.count("through_host") != 0
            ? Tr::tr("No NVLink: GPU-to-GPU traffic goes over PCIe through the CPU root complex, "
                     "about %1 each way for the worst pair")
                  .arg(a["p2p_gbps"])
            : Tr::tr("No NVLink: GPU-to-GPU traffic goes over PCIe at %1 each way").arg(a["p2p_gbps"]);
    return Tr::tr(
               "%1; NVLink 4 on SXM boards gives %2 each way (%3 bidirectional). Tensor-parallel training "
               "across %4 GPUs is bandwidth-bound; data-parallel LoRA and small-batch inference suffer much "
               "less.")
        .arg(path, a["nvlink_gbps"], a["nvlink_gbps_bidirectional"], a["gpus"]);
}

QString nvlinkUnbridged(const Args &)
{
    return Tr::tr(
        "The GPUs support NVLink bridges but none pair up here (odd count or mixed cards): traffic goes "
        "over PCIe.");
}

} // namespace

void addGpuSentences(Sentences &out)
{
    out.insert({{"catalog.unverified_figures", unverified},
                {"gpu.none", none},
                {"gpu.usable_memory", usableMemory},
                {"gpu.memory_bandwidth", memoryBandwidth},
                {"gpu.compute", compute},
                {"gpu.mixed", mixed},
                {"gpu.power", power},
                {"gpu.cooling", cooling},
                {"pcie.gpu_link_narrowed", linkNarrowed},
                {"interconnect.nvswitch", nvswitch},
                {"interconnect.infinity_fabric", infinityFabric},
                {"interconnect.mesh_partial", meshPartial},
                {"interconnect.nvlink_bridge", nvlinkBridge},
                {"interconnect.nvlink_partial", nvlinkPartial},
                {"interconnect.pcie_p2p", pcieP2p},
                {"interconnect.pcie_switch", pcieSwitch},
                {"interconnect.no_nvlink", noNvlink},
                {"interconnect.nvlink_unbridged", nvlinkUnbridged}});
}

} // namespace np::findingtext
