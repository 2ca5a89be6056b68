// SPDX-License-Identifier: MIT
// Sentences of the per-workload findings (core/findings_workload.cpp).
#include "core/enums_text.h"
#include "presentation/finding_text_parts.h"

namespace np::findingtext
{

namespace
{

// Core's notes on how memory is split (the finding's details), as a sentence of their own.
QString sharding(const Args &a)
{
    return a.detailsSentence();
}

bool inference(const Args &a)
{
    return a.id("mode") == toText(WorkloadMode::Inference);
}

QString error(const Args &a)
{
    // The reason is the finding's detail message ("TP3 does not divide the 64 attention heads").
    return Tr::tr("%1: %2.").arg(a.text("workload"), a.detailsClause());
}

QString tooManyGpus(const Args &a)
{
    return Tr::tr("%1: TP%2 × PP%3 needs %4 GPUs; the box has %5.")
        .arg(a.text("workload"), a["tp"], a["pp"], a["gpus_needed"], a["gpus"]);
}

QString fits(const Args &a)
{
    QString detail;
    if (a.has("max_context"))
        detail =
            QLatin1Char(' ') +
            Tr::tr(
                "Up to %1 tokens of context at batch %2, or %3 concurrent sequences at %4 tokens; decode ~%5 "
                "per sequence.")
                .arg(a["max_context"], a["batch"], a["max_sequences"], a["context"],
                     a["decode_tokens_per_s"]);
    else if (a.has("train_tokens_per_s"))
        detail = QLatin1Char(' ') +
                 Tr::tr("~%1 training tokens/s.").arg(a.format().number(a.value("train_tokens_per_s")));
    return Tr::tr("%1: %2 of %3 per GPU (%4 spare).")
               .arg(a.text("workload"), a["required_gib"], a["available_gib"], a["margin_gib"]) +
           sharding(a) + detail;
}

QString kvLimited(const Args &a)
{
    return Tr::
        tr("%1: batch %2 does not fit the KV cache at %3 tokens of context: %4 sequences run at once and the "
           "rest queue; the throughput under load, %5, is that of the %4.")
            .arg(a.text("workload"), a["batch"], a["context"], a["in_flight"], a["output_tokens_per_s"]);
}

QString doesNotFit(const Args &a)
{
    if (a.has("short_gib"))
        return Tr::tr("%1: does not fit: needs %2 per GPU but %3 are available (%4 short).")
                   .arg(a.text("workload"), a["required_gib"], a["available_gib"], a["short_gib"]) +
               sharding(a);
    return Tr::tr("%1: does not fit: GPU memory is enough (%2 of %3 per GPU), but host RAM is not (%4 "
                  "needed, %5 in "
                  "the box).")
               .arg(a.text("workload"), a["required_gib"], a["available_gib"], a["host_ram_required_gib"],
                    a["host_ram_gib"]) +
           sharding(a);
}

QString hostRamShort(const Args &a)
{
    return Tr::tr("%1: CPU offload needs %2 of host RAM; the box has %3.")
        .arg(a.text("workload"), a["host_ram_required_gib"], a["host_ram_gib"]);
}

QString hostRam(const Args &a)
{
    return Tr::tr("%1: CPU offload uses %2 of the %3 host RAM.")
        .arg(a.text("workload"), a["host_ram_required_gib"], a["host_ram_gib"]);
}

QString linkCost(const Args &a)
{
    return (inference(a) ? Tr::tr("%1: tensor-parallel allreduce over PCIe costs %2 per decoded token.")
                         : Tr::tr("%1: gradient/parameter exchange over PCIe costs %2 per step."))
        .arg(a.text("workload"), a["allreduce_ms"]);
}

QString linkTime(const Args &a)
{
    return (inference(a)
                ? Tr::tr("%1: tensor-parallel allreduce over the GPU fabric takes %2 per decoded token.")
                : Tr::tr("%1: gradient/parameter exchange over the GPU fabric takes %2 per step."))
        .arg(a.text("workload"), a["allreduce_ms"]);
}

} // namespace

void addWorkloadSentences(Sentences &out)
{
    out.insert({{"workload.error", error},
                {"workload.too_many_gpus", tooManyGpus},
                {"workload.fits", fits},
                {"workload.does_not_fit", doesNotFit},
                {"workload.kv_limited", kvLimited},
                {"workload.host_ram_short", hostRamShort},
                {"workload.host_ram", hostRam},
                {"workload.link_cost", linkCost},
                {"workload.link_time", linkTime}});
}

} // namespace np::findingtext
