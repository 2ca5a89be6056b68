// SPDX-License-Identifier: MIT
#include "catalog/catalog_text.h"

#include "catalog/snapshot_builder.h"
#include "core/workload/workload_eval.h"
#include "presentation/number_format.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace np::catalog
{

namespace
{

// Catalog text is command-line output: C locale. num() without grouping (coordinates, ratios),
// grouped() with it (figures people read).
QString num(double v, int decimals = 0)
{
    return NumberFormat::forCli().plain(v, decimals);
}

QString grouped(double v, int decimals = 0)
{
    return NumberFormat::forCli().number(v, decimals);
}

QString smart(double v)
{
    return v == std::floor(v) ? grouped(v) : grouped(v, v < 10 ? 2 : 1);
}

QString yesNo(bool b)
{
    return b ? QStringLiteral("yes") : QStringLiteral("no");
}

struct Column {
    QString header;
    std::function<QString(const Row &)> cell;
};

Column field(const char *header, const char *key)
{
    const QString k = QLatin1String(key);
    return {QLatin1String(header), [k](const Row &r) { return r.value(k).toString(); }};
}
Column number(const char *header, const char *key)
{
    const QString k = QLatin1String(key);
    return {QLatin1String(header), [k](const Row &r) {
                const double v = r.value(k).toDouble();
                return v == 0 ? QStringLiteral("-") : smart(v);
            }};
}

std::vector<Column> nicColumns()
{
    return {number("Ports", "ports"),
            number("Port Gbit/s", "port_speed_gbit_per_s"),
            {QStringLiteral("RoCE"),
             [](const Row &r) { return yesNo(r.value(QStringLiteral("roce")).toInt() != 0); }},
            {QStringLiteral("PCIe"),
             [](const Row &r) {
                 return QStringLiteral("Gen%1 x%2")
                     .arg(r.value(QStringLiteral("pcie_gen")).toInt())
                     .arg(r.value(QStringLiteral("pcie_lanes")).toInt());
             }},
            number("Power W", "power_w")};
}

// Slot counts come from the chassis' slot rows, read per chassis as the table is drawn.
std::vector<Column> chassisColumns(const QSqlDatabase &db)
{
    auto count = [db](const char *slotKind) {
        const QString k = QLatin1String(slotKind);
        return [db, k](const Row &r) {
            int n = 0;
            for (const Row &s : loadSlots(db, r.value(QStringLiteral("sku")).toString()))
                n += s.value(QStringLiteral("kind")).toString() == k ? 1 : 0;
            return QString::number(n);
        };
    };
    return {field("Socket", "cpu_socket"),
            {QStringLiteral("GPU slots"), count("gpu")},
            {QStringLiteral("DIMM slots"), count("dimm")},
            {QStringLiteral("Bays"), count("drive")},
            {QStringLiteral("NIC slots"), count("nic")},
            {QStringLiteral("PSU bays"), count("psu")},
            {QStringLiteral("Switches"),
             [db](const Row &r) {
                 return QString::number(loadSwitches(db, r.value(QStringLiteral("sku")).toString()).size());
             }},
            number("Airflow W", "airflow_limit_w")};
}

std::vector<Column> modelColumns()
{
    return {number("Layers", "layers"),
            number("Hidden", "hidden_size"),
            {QStringLiteral("Heads/KV"),
             [](const Row &r) {
                 return QStringLiteral("%1/%2")
                     .arg(r.value(QStringLiteral("attention_heads")).toInt())
                     .arg(r.value(QStringLiteral("kv_heads")).toInt());
             }},
            {QStringLiteral("Experts"),
             [](const Row &r) {
                 const int e = r.value(QStringLiteral("experts")).toInt();
                 return e == 0 ? QStringLiteral("-")
                               : QStringLiteral("%1 (top-%2)")
                                     .arg(e)
                                     .arg(r.value(QStringLiteral("active_experts")).toInt());
             }},
            {QStringLiteral("Attention"),
             [](const Row &r) {
                 if (r.value(QStringLiteral("kv_lora_rank")).toInt() > 0)
                     return QStringLiteral("MLA");
                 if (r.value(QStringLiteral("sliding_window")).toInt() > 0)
                     return QStringLiteral("GQA + window");
                 return QStringLiteral("GQA");
             }},
            {QStringLiteral("Params B"),
             [](const Row &r) { return num(countParameters(modelFromRow(r).arch).total / 1e9, 2); }},
            {QStringLiteral("Active B"),
             [](const Row &r) { return num(countParameters(modelFromRow(r).arch).active / 1e9, 2); }},
            number("Max context tokens", "max_context_tokens")};
}

std::vector<Column> columnsFor(const QSqlDatabase &db, const QString &kind)
{
    if (kind == QLatin1String("gpu"))
        return {number("Memory GB", "memory_gb"),
                number("Usable MiB", "memory_usable_mib"),
                number("BW GB/s", "memory_bandwidth_gb_per_s"),
                number("BF16 TFLOPS", "bf16_dense_tflops"),
                number("FP8 TFLOPS", "fp8_dense_tflops"),
                number("TDP W", "tdp_w"),
                field("Form", "form_factor"),
                field("Cooling", "cooling")};
    if (kind == QLatin1String("cpu"))
        return {field("Socket", "socket"),
                number("Cores", "cores"),
                number("Base GHz", "base_ghz"),
                number("Boost GHz", "boost_ghz"),
                number("TDP W", "tdp_w"),
                number("Channels", "memory_channels"),
                number("1DPC MT/s", "ddr5_1dpc_mt_per_s"),
                number("2DPC MT/s", "ddr5_2dpc_mt_per_s"),
                number("Lanes 1P", "pcie_lanes_1p"),
                number("Lanes/socket 2P", "pcie_lanes_per_socket_2p")};
    if (kind == QLatin1String("memory"))
        return {field("Type", "memory_type"), number("Capacity GiB", "capacity_gib"),
                number("Speed MT/s", "speed_mt_per_s"), number("Ranks", "ranks"),
                number("Power W", "power_w")};
    if (kind == QLatin1String("drive"))
        return {field("Form", "form_factor"),
                number("Capacity TB", "capacity_tb"),
                number("Read GB/s", "seq_read_gb_per_s"),
                number("Write GB/s", "seq_write_gb_per_s"),
                number("Rand read kIOPS", "random_read_kiops"),
                number("Power W", "power_w")};
    if (kind == QLatin1String("nic"))
        return nicColumns();
    if (kind == QLatin1String("psu"))
        return {number("Low-line W", "output_low_line_w"),
                number("High-line W", "output_high_line_w"),
                field("Rating", "efficiency_rating"),
                {QStringLiteral("Eff. 50% load %"), [](const Row &r) {
                     return num(100 * r.value(QStringLiteral("efficiency_50pct_load")).toDouble());
                 }}};
    if (kind == QLatin1String("chassis"))
        return chassisColumns(db);
    if (kind == QLatin1String("model"))
        return modelColumns();
    return {};
}

bool looksNumeric(const QString &cell)
{
    static const QRegularExpression re(QStringLiteral("^[-+]?[0-9][0-9,]*(\\.[0-9]+)?$|^-$"));
    return re.match(cell).hasMatch();
}

QString wrap(const QString &text, int width, int indent)
{
    QString out;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            out += line + QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    return out + line;
}

} // namespace

QString alignedTable(const QStringList &header, const std::vector<QStringList> &rows, int indent)
{
    std::vector<qsizetype> widths(std::size_t(header.size()), 0);
    std::vector<bool> numeric(std::size_t(header.size()), true);
    for (qsizetype c = 0; c < header.size(); ++c)
        widths[std::size_t(c)] = header.at(c).size();
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size() && c < header.size(); ++c) {
            widths[std::size_t(c)] = std::max(widths[std::size_t(c)], row.at(c).size());
            if (!row.at(c).isEmpty() && !looksNumeric(row.at(c)))
                numeric[std::size_t(c)] = false;
        }
    auto line = [&](const QStringList &cells) -> QString {
        QString out(indent, QLatin1Char(' '));
        for (qsizetype c = 0; c < header.size(); ++c) {
            const QString cell = c < cells.size() ? cells.at(c) : QString();
            const int w = int(widths[std::size_t(c)]);
            const bool last = c + 1 == header.size();
            out += numeric[std::size_t(c)] ? cell.rightJustified(w) : (last ? cell : cell.leftJustified(w));
            if (!last)
                out += QStringLiteral("  ");
        }
        return out + QLatin1Char('\n');
    };
    QString out = line(header);
    QStringList rule;
    for (const qsizetype w : widths)
        rule << QString(w, QLatin1Char('-'));
    out += line(rule);
    for (const QStringList &row : rows)
        out += line(row);
    return out;
}

// A part without a price is "on request", and the catalog's reason for it goes in a last column (only
// when some listed part has no price), so every row states a price kind and date or why there is none.
bool anyUnpriced(const std::vector<Row> &parts, const std::map<QString, PriceRow> &prices)
{
    return std::any_of(parts.begin(), parts.end(), [&](const Row &r) {
        return prices.find(r.value(QStringLiteral("sku")).toString()) == prices.end();
    });
}

QString priceKindCell(const std::map<QString, PriceRow>::const_iterator it,
                      const std::map<QString, PriceRow> &prices)
{
    return it != prices.end() ? it->second.kind : QStringLiteral("on request");
}

QString noPriceReasonCell(const Row &r, bool priced)
{
    return priced ? QString() : r.value(QStringLiteral("no_price_reason")).toString();
}

QString kindTable(const QSqlDatabase &db, const KindSpec &kind, const QString &asOf)
{
    const std::vector<Column> columns = columnsFor(db, kind.kind);
    const std::vector<Row> parts = loadParts(db, kind);
    const std::map<QString, PriceRow> prices = latestPrices(db, asOf);
    bool anyUsd = false, anyEur = false;
    for (const auto &[sku, p] : prices) {
        anyUsd = anyUsd || p.price.currency == "USD";
        anyEur = anyEur || p.price.currency == "EUR";
    }
    QStringList header{QStringLiteral("SKU"), QStringLiteral("Name")};
    for (const Column &c : columns)
        header << c.header;
    if (anyUsd)
        header << QStringLiteral("Price USD");
    if (anyEur)
        header << QStringLiteral("Price EUR");
    header << QStringLiteral("Price date") << QStringLiteral("Price kind") << QStringLiteral("Verified");
    const bool reasons = anyUnpriced(parts, prices);
    if (reasons)
        header << QStringLiteral("No-price reason");
    std::vector<QStringList> rows;
    for (const Row &r : parts) {
        const QString sku = r.value(QStringLiteral("sku")).toString();
        QStringList cells{sku, r.value(QStringLiteral("name")).toString()};
        for (const Column &c : columns)
            cells << c.cell(r);
        const auto it = prices.find(sku);
        const bool has = it != prices.end();
        if (anyUsd)
            cells << (has && it->second.price.currency == "USD" ? grouped(it->second.price.amount)
                                                                : QString());
        if (anyEur)
            cells << (has && it->second.price.currency == "EUR" ? grouped(it->second.price.amount)
                                                                : QString());
        cells << (has ? QString::fromStdString(it->second.price.date) : QString())
              << priceKindCell(it, prices) << yesNo(r.value(QStringLiteral("verified")).toInt() != 0);
        if (reasons)
            cells << noPriceReasonCell(r, has);
        rows.push_back(cells);
    }
    return QStringLiteral("%1 (%2; prices as of %3)\n").arg(kind.label).arg(parts.size()).arg(asOf) +
           alignedTable(header, rows);
}

QString overviewTable(const QSqlDatabase &db, const QString &asOf)
{
    const std::map<QString, PriceRow> prices = latestPrices(db, asOf);
    QStringList header{
        QStringLiteral("Kind"),       QStringLiteral("SKU"),      QStringLiteral("Name"),
        QStringLiteral("Vendor"),     QStringLiteral("Price"),    QStringLiteral("Price date"),
        QStringLiteral("Price kind"), QStringLiteral("Verified"), QStringLiteral("No-price reason")};
    std::vector<QStringList> rows;
    QStringList counts;
    for (const KindSpec &kind : kindSpecs()) {
        const std::vector<Row> parts = loadParts(db, kind);
        counts << QStringLiteral("%1 %2").arg(parts.size()).arg(kind.kind);
        for (const Row &r : parts) {
            const QString sku = r.value(QStringLiteral("sku")).toString();
            const auto it = prices.find(sku);
            const bool has = it != prices.end();
            rows.push_back(
                {kind.kind, sku, r.value(QStringLiteral("name")).toString(),
                 r.value(QStringLiteral("vendor")).toString(),
                 has ? QString::fromStdString(it->second.price.currency) + QLatin1Char(' ') +
                           grouped(it->second.price.amount)
                     : QString(),
                 has ? QString::fromStdString(it->second.price.date) : QString(), priceKindCell(it, prices),
                 yesNo(r.value(QStringLiteral("verified")).toInt() != 0), noPriceReasonCell(r, has)});
        }
    }
    return QStringLiteral("Catalog: %1 (prices as of %2)\n").arg(counts.join(QLatin1String(", ")), asOf) +
           alignedTable(header, rows);
}

namespace
{

// The part's own fields, as a Field / Value table under its name.
QString fieldsText(const KindSpec &kind, const Row &row)
{
    QString out = row.value(QStringLiteral("name")).toString() + QLatin1Char('\n');
    std::vector<QStringList> rows;
    rows.push_back({QStringLiteral("sku"), row.value(QStringLiteral("sku")).toString()});
    rows.push_back({QStringLiteral("kind"), kind.kind});
    rows.push_back({QStringLiteral("vendor"), row.value(QStringLiteral("vendor")).toString()});
    const QString partNumber = row.value(QStringLiteral("vendor_part_number")).toString();
    rows.push_back({QStringLiteral("vendor_part_number"),
                    partNumber.isEmpty() ? QStringLiteral("(none public)") : partNumber});
    for (const FieldSpec &spec : kind.fields) {
        QString value = row.value(spec.key).toString();
        if (spec.type == FieldType::Bool)
            value = yesNo(row.value(spec.key).toInt() != 0);
        else if (spec.type == FieldType::Real)
            value = smart(row.value(spec.key).toDouble());
        rows.push_back({spec.key, value});
    }
    if (kind.kind == QLatin1String("model")) {
        const ParameterCount c = countParameters(modelFromRow(row).arch);
        rows.push_back({QStringLiteral("parameters_total"), grouped(c.total)});
        rows.push_back({QStringLiteral("parameters_active"), grouped(c.active)});
    }
    out += alignedTable({QStringLiteral("Field"), QStringLiteral("Value")}, rows, 2);

    return out;
}

QString provenanceText(const Row &row)
{
    QString out;
    out += QStringLiteral("\nProvenance\n");
    out += QStringLiteral("  source    %1\n").arg(row.value(QStringLiteral("source")).toString());
    out += QStringLiteral("  checked   %1\n").arg(row.value(QStringLiteral("checked_date")).toString());
    out += QStringLiteral("  verified  %1\n").arg(yesNo(row.value(QStringLiteral("verified")).toInt() != 0));
    out +=
        QStringLiteral("  notes     %1\n").arg(wrap(row.value(QStringLiteral("notes")).toString(), 90, 12));

    return out;
}

QString priceHistoryText(const QSqlDatabase &db, const Row &row, const QString &asOf)
{
    const QString sku = row.value(QStringLiteral("sku")).toString();
    QString out;
    const std::vector<PriceRow> history = loadPriceHistory(db, sku);
    out += QStringLiteral("\nPrice history (oldest first; as of %1)\n").arg(asOf);
    const QString noPriceReason = row.value(QStringLiteral("no_price_reason")).toString();
    if (history.empty()) {
        out += noPriceReason.isEmpty()
                   ? QStringLiteral("  price on request (no reason recorded)\n")
                   : QStringLiteral("  price on request: %1\n").arg(wrap(noPriceReason, 90, 4));
    } else {
        std::vector<QStringList> prices;
        for (const PriceRow &p : history)
            prices.push_back(
                {QString::fromStdString(p.price.date), grouped(p.price.amount, 2),
                 QString::fromStdString(p.price.currency), p.kind, yesNo(p.verified),
                 QString::fromStdString(p.price.source) +
                     (p.notes.isEmpty() ? QString() : QStringLiteral(" -- ") + p.notes) +
                     (p.derivation.isEmpty() ? QString() : QStringLiteral(" -- derived: ") + p.derivation)});
        out += alignedTable({QStringLiteral("Date"), QStringLiteral("Amount"), QStringLiteral("Currency"),
                             QStringLiteral("Kind"), QStringLiteral("Verified"),
                             QStringLiteral("Source / notes")},
                            prices, 2);
    }

    return out;
}

// A chassis' PCIe switches (if any) and its slots, one table each.
QString chassisLayoutText(const QSqlDatabase &db, const QString &sku)
{
    QString out;
    const std::vector<Row> switches = loadSwitches(db, sku);
    if (!switches.empty()) {
        std::vector<QStringList> sw;
        for (const Row &s : switches)
            sw.push_back({s.value(QStringLiteral("id")).toString(),
                          s.value(QStringLiteral("model")).toString(),
                          s.value(QStringLiteral("uplink")).toString(),
                          s.value(QStringLiteral("uplink_lanes")).toString(),
                          s.value(QStringLiteral("downstream_lanes")).toString(),
                          smart(s.value(QStringLiteral("power_w")).toDouble())});
        out += QStringLiteral("\nPCIe switches\n") +
               alignedTable({QStringLiteral("Id"), QStringLiteral("Model"), QStringLiteral("Uplink"),
                             QStringLiteral("Uplink lanes"), QStringLiteral("Downstream lanes"),
                             QStringLiteral("Power W")},
                            sw, 2);
    }
    std::vector<QStringList> slotRows;
    for (const Row &s : loadSlots(db, sku)) {
        const int lanes = s.value(QStringLiteral("pcie_lanes")).toInt();
        const int channel = s.value(QStringLiteral("memory_channel")).toInt();
        slotRows.push_back(
            {s.value(QStringLiteral("id")).toString(), s.value(QStringLiteral("kind")).toString(),
             s.value(QStringLiteral("label")).toString(),
             s.value(QStringLiteral("socket")).toInt() < 0 ? QStringLiteral("-")
                                                           : s.value(QStringLiteral("socket")).toString(),
             s.value(QStringLiteral("uplink")).toString().isEmpty()
                 ? QStringLiteral("-")
                 : s.value(QStringLiteral("uplink")).toString(),
             lanes > 0
                 ? QStringLiteral("x%1 Gen%2").arg(lanes).arg(s.value(QStringLiteral("pcie_gen")).toInt())
                 : QStringLiteral("-"),
             channel >= 0 ? QStringLiteral("%1/%2").arg(channel).arg(
                                s.value(QStringLiteral("dimm_in_channel")).toInt())
                          : QStringLiteral("-"),
             s.value(QStringLiteral("max_power_w")).toDouble() > 0
                 ? smart(s.value(QStringLiteral("max_power_w")).toDouble())
                 : QStringLiteral("-"),
             QStringLiteral("%1,%2 %3x%4")
                 .arg(num(s.value(QStringLiteral("x_mm")).toDouble()),
                      num(s.value(QStringLiteral("y_mm")).toDouble()),
                      num(s.value(QStringLiteral("width_mm")).toDouble()),
                      num(s.value(QStringLiteral("height_mm")).toDouble()))});
    }
    out += QStringLiteral("\nSlots\n") +
           alignedTable({QStringLiteral("Id"), QStringLiteral("Kind"), QStringLiteral("Label"),
                         QStringLiteral("Socket"), QStringLiteral("Uplink"), QStringLiteral("PCIe"),
                         QStringLiteral("Channel/DIMM"), QStringLiteral("Max W"),
                         QStringLiteral("x,y w x h mm")},
                        slotRows, 2);
    return out;
}

} // namespace

QString partDetails(const QSqlDatabase &db, const KindSpec &kind, const Row &row, const QString &asOf)
{
    QString out = fieldsText(kind, row) + provenanceText(row) + priceHistoryText(db, row, asOf);
    if (kind.kind == QLatin1String("chassis"))
        out += chassisLayoutText(db, row.value(QStringLiteral("sku")).toString());
    return out;
}

} // namespace np::catalog
