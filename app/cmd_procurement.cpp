// SPDX-License-Identifier: MIT
// `nodeplan procurement`: every catalog GPU ranked by a value figure, as text, CSV or JSON; the
// same table the GUI's procurement view shows. Figures come from core (core/procurement.h).
#include "app/cli_context.h"

#include "app/catalog_open.h"
#include "catalog/catalog_database.h"
#include "core/enums_text.h"
#include "core/procurement.h"
#include "presentation/procurement_table.h"

namespace np::app
{

namespace
{

const char *const kUsage =
    "usage: nodeplan procurement [--workload MODEL:MODE:PRECISION] [--sort FIGURE] [--format text|csv|json]\n"
    "  MODEL      a model SKU from 'nodeplan catalog list --kind model' (e.g. llama-3.1-70b)\n"
    "  MODE       inference, full_fine_tune, lora or qlora\n"
    "  PRECISION  fp32, bf16, fp16, fp8, int8, int4, nf4 or fp4\n"
    "  FIGURE     card_eur_per_gb (default), eur_per_bf16_tflops, eur_per_fp8_tflops, eur_per_fp4_tflops,\n"
    "             w_per_gb or eur_per_token_per_s (needs --workload)";

// "llama-3.1-70b:inference:bf16"; the model SKU may itself hold colons, so split from the right.
std::optional<ProcurementWorkload> parseWorkload(const QString &text, QString *error)
{
    const qsizetype last = text.lastIndexOf(QLatin1Char(':'));
    const qsizetype middle = last > 0 ? text.lastIndexOf(QLatin1Char(':'), last - 1) : -1;
    if (middle <= 0) {
        *error = QStringLiteral("--workload needs MODEL:MODE:PRECISION, got '%1'").arg(text);
        return std::nullopt;
    }
    ProcurementWorkload w;
    w.modelSku = text.left(middle).toStdString();
    const auto mode = parseWorkloadMode(text.mid(middle + 1, last - middle - 1).toStdString());
    const auto precision = parsePrecision(text.mid(last + 1).toStdString());
    if (!mode) {
        *error = QStringLiteral("unknown workload mode '%1'").arg(text.mid(middle + 1, last - middle - 1));
        return std::nullopt;
    }
    if (!precision) {
        *error = QStringLiteral("unknown precision '%1'").arg(text.mid(last + 1));
        return std::nullopt;
    }
    w.mode = *mode;
    w.precision = *precision;
    return w;
}

} // namespace

int runProcurementCommand(CliContext &ctx)
{
    std::optional<ProcurementWorkload> workload;
    ProcurementFigure sort = ProcurementFigure::CardEurPerGb;
    for (qsizetype i = 0; i < ctx.args.size(); ++i) {
        const QString &a = ctx.args.at(i);
        const bool hasValue = i + 1 < ctx.args.size();
        if (a == QLatin1String("--workload") && hasValue) {
            QString error;
            workload = parseWorkload(ctx.args.at(++i), &error);
            if (!workload)
                return ctx.fail(error + QLatin1Char('\n') + QLatin1String(kUsage), kExitUsage);
        } else if (a == QLatin1String("--sort") && hasValue) {
            const auto figure = parseProcurementFigure(ctx.args.at(++i).toStdString());
            if (!figure)
                return ctx.fail(QStringLiteral("unknown figure '%1'\n").arg(ctx.args.at(i)) +
                                    QLatin1String(kUsage),
                                kExitUsage);
            sort = *figure;
        } else if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            ctx.out << kUsage << "\n";
            return kExitOk;
        } else {
            return ctx.fail(QStringLiteral("unexpected argument '%1'\n").arg(a) + QLatin1String(kUsage),
                            kExitUsage);
        }
    }
    if (ctx.format != QLatin1String("text") && ctx.format != QLatin1String("csv") && !ctx.json)
        return ctx.fail(QStringLiteral("procurement needs --format text, csv or json"), kExitUsage);

    const auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    const CatalogSnapshot catalog = db->snapshot();
    if (workload && !catalog.findModel(workload->modelSku))
        return ctx.fail(
            QStringLiteral("model '%1' is not in the catalog (nodeplan catalog list --kind model)")
                .arg(QString::fromStdString(workload->modelSku)));

    // The exchange rate and assumptions a new build starts with: the table compares cards, not a build.
    std::vector<GpuProcurement> rows =
        procurementTable(catalog, BuildOptions{}.usdToEur, workload, Assumptions{});
    rankBy(rows, sort);
    if (ctx.json)
        ctx.out << QString::fromUtf8(procurementJson(rows, sort, workload));
    else if (ctx.format == QLatin1String("csv"))
        ctx.out << procurementCsv(rows);
    else
        ctx.out << procurementText(rows, sort, workload);
    return kExitOk;
}

} // namespace np::app
