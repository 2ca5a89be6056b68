// SPDX-License-Identifier: MIT
#pragma once

#include "core/assumptions.h"
#include "core/catalog_snapshot.h"
#include "core/gpu_value.h"
#include "core/workload.h"
#include "core/workload/workload_eval.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The procurement table: every catalog GPU with its value figures, € per token/s for a chosen
// workload on a reference platform, a ranking by any figure and the Pareto frontier of card € per
// GB against memory bandwidth. The GUI view and `nodeplan procurement` both read this.
namespace np
{

// What a table can be ranked by. Lower is better for every one of them.
enum class ProcurementFigure {
    CardEurPerGb,
    EurPerBf16Tflops,
    EurPerFp8Tflops,
    EurPerFp4Tflops,
    WattsPerGb,
    EurPerTokenPerS
};
inline constexpr ProcurementFigure kProcurementFigures[] = {
    ProcurementFigure::CardEurPerGb,    ProcurementFigure::EurPerBf16Tflops,
    ProcurementFigure::EurPerFp8Tflops, ProcurementFigure::EurPerFp4Tflops,
    ProcurementFigure::WattsPerGb,      ProcurementFigure::EurPerTokenPerS};
std::string_view toText(ProcurementFigure figure); // "card_eur_per_gb", ... (CLI --sort, JSON keys)
std::optional<ProcurementFigure> parseProcurementFigure(std::string_view text);

// The workload € per token/s is priced for: `nodeplan procurement --workload MODEL:MODE:PRECISION`.
struct ProcurementWorkload {
    std::string modelSku;
    WorkloadMode mode = WorkloadMode::Inference;
    Precision precision = Precision::Bf16;
};

// The reference platform every card is measured on: an 8-GPU server or baseboard of that card.
// The cards talk over their own switched fabric (SXM NVLink switch, OAM Infinity Fabric) when they
// have one, over NVLink bridges inside a bridged group, else over PCIe through the host root
// complex at the card's own PCIe generation and width. Host RAM: the reference build's 24 x 64 GB.
inline constexpr int kReferenceGpuCount = 8;
inline constexpr double kReferenceHostRamGiB = 24 * 64;
// Inference serves as many sequences as memory holds at the workload's context, up to vLLM's
// default max_num_seqs.
inline constexpr int kReferenceMaxSequences = 256;

// `span`: GPUs one collective spans (the TP group for inference, every GPU for training).
GpuContext referenceGpuContext(const Gpu &gpu, int span, const Assumptions &assumptions);

struct ReferenceThroughput {
    bool available = false;
    double tokensPerS = 0; // decode tokens/s of all replicas (inference) or training tokens/s
    int tensorParallel = 0;
    int batch = 0;      // sequences per replica (inference) or micro-batch (training)
    std::string label;  // the core's workload label, "Llama 3.1 70B · inference · BF16 · TP2 DP4"
    std::string reason; // why not available
};

// The workload on kReferenceGpuCount cards at each TP (1, 2, 4, 8) at which it fits, the remaining
// GPUs as data-parallel replicas, inference at the most sequences memory holds; the fastest wins.
ReferenceThroughput referenceThroughput(const Gpu &gpu, const Model &model,
                                        const ProcurementWorkload &workload, const Assumptions &assumptions);

// What a GPU's catalog price buys. NVIDIA and AMD sell SXM and OAM modules only on a full baseboard
// (kBaseboardGpus modules, core/findings_vendor.cpp "vendor.baseboard_partial"), so a module's price is
// its per-GPU share of a baseboard's price; a PCIe card's price is the card's own.
enum class PriceBasis { Card, BaseboardShare };
inline constexpr int kBaseboardGpus = 8;
PriceBasis priceBasisOf(const Gpu &gpu);

struct GpuProcurement {
    const Gpu *gpu = nullptr; // its Price carries the price kind, its PartInfo why it has no price
    PriceBasis priceBasis = PriceBasis::Card;
    GpuValue value;
    ReferenceThroughput throughput; // not available without a workload
    ValueFigure eurPerTokenPerS;    // kReferenceGpuCount x card price / throughput
    bool onParetoFrontier = false;  // of the rows given to markParetoFrontier
};

const ValueFigure &figureOf(const GpuProcurement &row, ProcurementFigure figure);

// Every GPU of `catalog`, in catalog order. Without a workload € per token/s is not available.
std::vector<GpuProcurement> procurementTable(const CatalogSnapshot &catalog, double usdToEur,
                                             const std::optional<ProcurementWorkload> &workload,
                                             const Assumptions &assumptions);

// What the procurement filters keep, as the user chose it. Evaluated here so a view only passes
// the choices and never compares figures itself. (Free-text search is not part of it: matching typed
// text without regard to case needs Unicode case folding, which the view's Qt strings have.)
inline constexpr std::string_view kUnpricedKind = "unpriced"; // priceKind choice: GPUs without a price
struct ProcurementFilter {
    std::string vendor;                      // empty: any
    double minMemoryGB = 0;                  // nominal memory at least this; 0: any
    std::optional<GpuFormFactor> formFactor; // none: any
    std::string priceKind;                   // "list", "street", "estimate" or kUnpricedKind; empty: any
    bool onlyFitting = false;                // only GPUs that fit the build's chassis
};

// Whether `row` passes every choice of `filter`. `fitsChassis`: the GPU fits a GPU slot of the
// build's chassis (true when there is no chassis).
bool passesFilter(const ProcurementFilter &filter, const GpuProcurement &row, bool fitsChassis);

// Sorts by `figure`, lowest first; rows without it last, by name. Stable for equal figures.
void rankBy(std::vector<GpuProcurement> &rows, ProcurementFigure figure);

// Marks the rows no other row beats on both card € per GB (lower) and memory bandwidth (higher);
// rows without card € per GB or bandwidth are never on the frontier.
void markParetoFrontier(std::vector<GpuProcurement> &rows);

} // namespace np
