// SPDX-License-Identifier: MIT
// Sentences of the CPU, host-memory and PCIe-lane findings (core/findings_cpu.cpp,
// core/findings_host_memory.cpp, core/findings_pcie.cpp).
#include "presentation/finding_text_parts.h"

#include <QStringList>

namespace np::findingtext
{

namespace
{

QString cpuNone(const Args &)
{
    return Tr::tr("No CPU is placed: the box cannot boot.");
}

QString cpuMixed(const Args &a)
{
    return Tr::tr("A multi-socket system needs identical CPUs: %1 and %2.")
        .arg(a.text("cpu"), a.text("other_cpu"));
}

QString maxSockets(const Args &a)
{
    return Tr::tr("%1 runs in at most %n socket(s); the build has %2.", nullptr, a.count("max_sockets"))
        .arg(a.text("cpu"), a["sockets"]);
}

QString socketEmpty(const Args &a)
{
    if (a.has("dead_slots"))
        return Tr::tr("%1 of %2 CPU sockets populated: parts wired to the empty socket do not work (%3).")
            .arg(a["sockets"], a["socket_slots"], a.text("dead_slots"));
    return Tr::
        tr("%1 of %2 CPU sockets populated: the empty socket's lanes and memory channels are unavailable.")
            .arg(a["sockets"], a["socket_slots"]);
}

QString coresPerGpu(const Args &a)
{
    return Tr::
        tr("%1 cores (%2 × %3) for %4 GPUs = %5 per GPU, against a guideline of %6 per GPU (%7 cores) for "
           "data loading and preprocessing.")
            .arg(a["cores"], a["sockets"], a["cores_per_socket"], a["gpus"], a["cores_per_gpu"],
                 a["guideline"], a["guideline_cores"]);
}

QString clock(const Args &a)
{
    return Tr::tr("%1: %2 base, %3 boost, %4 L3 per socket.")
        .arg(a.text("cpu"), a["base_ghz"], a["boost_ghz"], a["l3_mb"]);
}

QString avx512(const Args &)
{
    return Tr::tr("AVX-512 on the host for CPU-side preprocessing and quantisation.");
}

QString cpuPower(const Args &a)
{
    return Tr::tr("%1 × %2 TDP = %3 of CPU package power.").arg(a["sockets"], a["tdp_w"], a["total_w"]);
}

QString memoryNone(const Args &)
{
    return Tr::tr("No memory module is placed.");
}

QString orphanDimms(const Args &a)
{
    return Tr::tr("%n DIMM(s) sit on a socket without a CPU and are not usable.", nullptr, a.count("dimms"));
}

QString generationMismatch(const Args &a)
{
    return Tr::tr(
               "%n DIMM(s) of type %1 on %2, whose memory controller drives %3 only: the modules do not fit "
               "(DDR4 and DDR5 are keyed differently).",
               nullptr, a.count("dimms"))
        .arg(a.text("memory_type"), a.text("cpu"), a.text("cpu_memory_type"));
}

QString ramToVram(const Args &a)
{
    return Tr::
        tr("%1 host RAM (%2 × %3) against %4 nominal / %5 usable GPU memory = %6 (guideline ≥ %7 for pinned "
           "staging, checkpoints and offload).")
            .arg(a["capacity_gib"], a["modules"], a["module_gib"], a["gpu_memory_gb"], a["gpu_memory_gib"],
                 a["ratio"], a["guideline"]);
}

QString twoDpcUnknown(const Args &a)
{
    return Tr::
        tr("%1 DIMMs per channel: the catalog has no 2DPC speed for %2; %3 is assumed and the real speed is "
           "likely lower.")
            .arg(a["dimms_per_channel"], a.text("cpu"), a["speed"]);
}

QString twoDpcDownclock(const Args &a)
{
    return Tr::
        tr("%1 DIMMs per channel: memory runs at %2 (%3 limit at 2DPC) instead of %4 at 1DPC: %5 instead of "
           "%6.")
            .arg(a["dimms_per_channel"], a["speed"], a.text("cpu"), a["one_dpc_speed"], a["bandwidth"],
                 a["one_dpc_bandwidth"]);
}

QString oneDpc(const Args &a)
{
    return Tr::tr("%1 DIMMs on %2 channels (%3 × %4) = 1 DIMM per channel: no 2DPC downclock.")
        .arg(a["dimms"], a["channels"], a["sockets"], a["channels_per_socket"]);
}

QString speedCapped(const Args &a)
{
    return Tr::
        tr("DDR5-%1 DIMMs run at %2: %3's 1DPC limit in the catalog (%4). Faster settings need a platform "
           "qualified for them.")
            .arg(a.format().plain(a.value("dimm_speed")), a["speed"], a.text("cpu"), a["cpu_limit"]);
}

QString bandwidth(const Args &a)
{
    const QString limit = a.value("cpu_limit") > 0 ? a["cpu_limit"] : Tr::tr("unknown");
    const QString atDpc =
        a.count("dimms_per_channel") >= 2
            ? Tr::tr("%1 is the lower of the DIMMs' rating (%2) and the CPU's limit at 2 DIMMs per "
                     "channel (%3 in the catalog for %4).")
            : Tr::tr("%1 is the lower of the DIMMs' rating (%2) and the CPU's limit at 1 DIMM per "
                     "channel (%3 in the catalog for %4).");
    return Tr::tr("%1 channels × %2 × 8 B = %3 theoretical host memory bandwidth (%4 per socket).")
               .arg(a["channels"], a["speed"], a["bandwidth"], a["bandwidth_per_socket"]) +
           QLatin1Char(' ') + atDpc.arg(a["speed"], a["dimm_speed"], limit, a.text("cpu"));
}

QString unbalanced(const Args &a)
{
    QStringList why;
    if (a.has("channels_populated"))
        why << Tr::tr("%1 of %2 channels populated").arg(a["channels_populated"], a["channels"]);
    if (a.has("min_dimms_per_channel"))
        why << Tr::tr("%1 to %2 DIMMs per channel")
                   .arg(a["min_dimms_per_channel"], a["max_dimms_per_channel"]);
    if (a.has("modules"))
        why << Tr::tr("%1 different modules").arg(a["modules"]);
    return Tr::tr(
               "Unbalanced DIMM population (%1): interleaving is uneven and bandwidth drops; populate every "
               "channel of every socket alike.")
        .arg(why.join(QStringLiteral("; ")));
}

QString ecc(const Args &a)
{
    return Tr::tr("ECC %1: protects long training runs from silent bit flips.").arg(a.text("memory_type"));
}

QString noEcc(const Args &)
{
    return Tr::tr("Some memory modules lack ECC.");
}

// How the CPUs' lanes come about; a 2P EPYC's depend on its xGMI links.
QString platform(const Args &a)
{
    if (a.has("xgmi_links"))
        return Tr::
            tr("2P with %1 xGMI links: %2 per socket (2P EPYC gives %3 lanes with 4 xGMI links or %4 with 3, "
               "never 2 × %5)")
                .arg(a["xgmi_links"], a["lanes_per_socket"], a["lanes_4_xgmi"], a["lanes_3_xgmi"],
                     a["lanes_one_socket"]);
    return Tr::tr("%1P: %2 per socket").arg(a["sockets"], a["lanes_per_socket"]);
}

QString lanesOversubscribed(const Args &a)
{
    QString text = Tr::tr("%1 must drive %2 lanes (%3) but has %4 (%5).")
                       .arg(a.text("uplink"), a["used"], a.text("slots"), a["lanes"], platform(a));
    if (a.has("fix_lanes"))
        text +=
            QLatin1Char(' ') +
            Tr::tr("With 3 xGMI links each socket has %1 lanes, which is enough (options.xgmi_links = 3).")
                .arg(a["fix_lanes"]);
    return text;
}

QString laneBudget(const Args &a)
{
    return a.count("switched") != 0 ? Tr::tr("Devices need %1 lanes at full width; the CPUs provide %2 (%3), "
                                             "and the chassis wires %4 to "
                                             "them; PCIe switches fan the rest out.")
                                          .arg(a["required"], a["available"], platform(a), a["wired"])
                                    : Tr::tr("Devices need %1 lanes at full width; the CPUs provide %2 (%3), "
                                             "and the chassis wires %4 to "
                                             "them.")
                                          .arg(a["required"], a["available"], platform(a), a["wired"]);
}

QString switchOversubscribed(const Args &a)
{
    return Tr::tr("%1: %2 use %3 lanes behind an x%4 uplink (%5:1): traffic to the host shares %6 each way.")
        .arg(a.text("uplink"), a.text("slots"), a["used"], a["lanes"], a["ratio"], a["uplink_gbps"]);
}

} // namespace

void addHostSentences(Sentences &out)
{
    out.insert({{"cpu.none", cpuNone},
                {"cpu.mixed", cpuMixed},
                {"cpu.max_sockets", maxSockets},
                {"cpu.socket_empty", socketEmpty},
                {"cpu.cores_per_gpu", coresPerGpu},
                {"cpu.clock", clock},
                {"cpu.avx512", avx512},
                {"cpu.power", cpuPower},
                {"memory.none", memoryNone},
                {"memory.orphan_dimms", orphanDimms},
                {"memory.generation_mismatch", generationMismatch},
                {"memory.ram_to_vram", ramToVram},
                {"memory.2dpc_unknown", twoDpcUnknown},
                {"memory.2dpc_downclock", twoDpcDownclock},
                {"memory.one_dpc", oneDpc},
                {"memory.speed_capped", speedCapped},
                {"memory.bandwidth", bandwidth},
                {"memory.dimm_population_unbalanced", unbalanced},
                {"memory.ecc", ecc},
                {"memory.no_ecc", noEcc},
                {"pcie.lanes_oversubscribed", lanesOversubscribed},
                {"pcie.lane_budget", laneBudget},
                {"pcie.switch_oversubscribed", switchOversubscribed}});
}

} // namespace np::findingtext
