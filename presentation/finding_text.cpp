// SPDX-License-Identifier: MIT
// Finding sentences: the argument reader, unit symbols, and the rule table the subsystem files fill.
#include "presentation/finding_text.h"

#include "core/enums_text.h"
#include "presentation/display_names.h"
#include "presentation/finding_text_parts.h"

#include <QStringList>

namespace np
{

namespace findingtext
{

const FindingArg *Args::find(std::string_view key) const
{
    for (const FindingArg &a : m_args)
        if (a.key == key)
            return &a;
    return nullptr;
}

QString Args::operator[](std::string_view key) const
{
    const FindingArg *a = find(key);
    return a ? format(*a) : QString();
}

double Args::value(std::string_view key) const
{
    const FindingArg *a = find(key);
    return a ? a->value : 0;
}

QString Args::text(std::string_view key) const
{
    return QString::fromStdString(id(key));
}

std::string Args::id(std::string_view key) const
{
    const FindingArg *a = find(key);
    return a ? a->text : std::string();
}

std::vector<const FindingArg *> Args::all(std::string_view key) const
{
    std::vector<const FindingArg *> out;
    for (const FindingArg &a : m_args)
        if (a.key == key)
            out.push_back(&a);
    return out;
}

QString Args::format(const FindingArg &arg) const
{
    return findingArgText(arg, m_format);
}

QString Args::detailsClause() const
{
    return m_finding ? messagesText(m_finding->details, m_format) : QString();
}

QString Args::detailsSentence() const
{
    const QString clause = detailsClause();
    return clause.isEmpty() ? clause
                            : QLatin1Char(' ') + Tr::tr("%1.", "a finding's detail sentence").arg(clause);
}

QString psuModeName(const std::string &mode, int psus)
{
    const std::optional<PsuRedundancy> m = parsePsuRedundancy(mode);
    if (!m)
        return QString::fromStdString(mode);
    // N+1 and N+N with the PSU split they mean for this build: "N+1 (3+1)", "N+N (2+2)".
    if (*m == PsuRedundancy::NPlus1 && psus > 1)
        return QStringLiteral("%1 (%2+1)").arg(displayName(*m)).arg(psus - 1);
    if (*m == PsuRedundancy::NPlusN)
        return QStringLiteral("%1 (%2+%2)").arg(displayName(*m)).arg(psus / 2);
    return displayName(*m);
}

QString inputVoltageName(const std::string &voltage)
{
    const std::optional<InputVoltage> v = parseInputVoltage(voltage);
    return v ? displayName(*v) : QString::fromStdString(voltage);
}

QString raidName(const std::string &raid)
{
    const std::optional<RaidLevel> r = parseRaidLevel(raid);
    return r ? displayName(*r) : QString::fromStdString(raid);
}

namespace
{

const Sentences &sentences()
{
    static const Sentences table = [] {
        Sentences s;
        addPowerSentences(s);
        addGpuSentences(s);
        addHostSentences(s);
        addIoSentences(s);
        addVendorSentences(s);
        addCostSentences(s);
        addWorkloadSentences(s);
        addMessageSentences(s);
        return s;
    }();
    return table;
}

// A figure followed by its unit symbol; symbols are the same in every language NodePlan speaks,
// except the words (tokens, years), which are translated.
QString withUnit(const QString &number, FindingUnit unit)
{
    switch (unit) {
    case FindingUnit::Text:
    case FindingUnit::Number:
    case FindingUnit::Count:
    case FindingUnit::Lanes:
    case FindingUnit::Years:
    case FindingUnit::Tokens:
    case FindingUnit::Euro:
    case FindingUnit::EuroPerKwh:
        return number;
    case FindingUnit::Percent:
        return number + QStringLiteral(" %");
    case FindingUnit::Factor:
        return number + QStringLiteral("×");
    case FindingUnit::Watt:
        return number + QStringLiteral(" W");
    case FindingUnit::VoltAmpere:
        return number + QStringLiteral(" VA");
    case FindingUnit::Volt:
        return number + QStringLiteral(" V");
    case FindingUnit::Ampere:
        return number + QStringLiteral(" A");
    case FindingUnit::BtuPerHour:
        return number + QStringLiteral(" BTU/h");
    case FindingUnit::Celsius:
        return number + QStringLiteral(" °C");
    case FindingUnit::KilowattHour:
        return number + QStringLiteral(" kWh");
    case FindingUnit::MiB:
        return number + QStringLiteral(" MiB");
    case FindingUnit::GiB:
        return number + QStringLiteral(" GiB");
    case FindingUnit::MB:
        return number + QStringLiteral(" MB");
    case FindingUnit::GB:
        return number + QStringLiteral(" GB");
    case FindingUnit::TB:
        return number + QStringLiteral(" TB");
    case FindingUnit::GBps:
        return number + QStringLiteral(" GB/s");
    case FindingUnit::Gbps:
        return number + QStringLiteral(" Gb/s");
    case FindingUnit::MTps:
        return number + QStringLiteral(" MT/s");
    case FindingUnit::GHz:
        return number + QStringLiteral(" GHz");
    case FindingUnit::Tflops:
        return number + QStringLiteral(" TFLOPS");
    case FindingUnit::Tops:
        return number + QStringLiteral(" TOPS");
    case FindingUnit::TokensPerS:
        return Tr::tr("%1 tokens/s").arg(number);
    case FindingUnit::Milliseconds:
        return number + QStringLiteral(" ms");
    }
    return number;
}

// A rule without a sentence: its id and arguments, so the reader still sees what core found.
QString fallbackText(const std::string &rule, const std::vector<FindingArg> &figures,
                     const NumberFormat &format)
{
    QStringList args;
    for (const FindingArg &a : figures)
        args << QStringLiteral("%1 %2").arg(QString::fromStdString(a.key), findingArgText(a, format));
    return Tr::tr("[%1] %2", "a finding without a sentence: its rule id and figures")
        .arg(QString::fromStdString(rule), args.join(QStringLiteral(", ")));
}

} // namespace

} // namespace findingtext

QString findingArgText(const FindingArg &arg, const NumberFormat &format)
{
    using findingtext::withUnit;
    switch (arg.unit) {
    case FindingUnit::Text:
        return QString::fromStdString(arg.text);
    case FindingUnit::Euro:
        return format.money(arg.value, arg.decimals);
    case FindingUnit::EuroPerKwh:
        return format.money(arg.value, arg.decimals) + QStringLiteral("/kWh");
    default:
        return withUnit(format.number(arg.value, arg.decimals), arg.unit);
    }
}

QString findingText(const Finding &finding, const NumberFormat &format)
{
    const findingtext::Sentences &table = findingtext::sentences();
    const auto it = table.find(finding.rule);
    if (it == table.end())
        return findingtext::fallbackText(finding.rule, finding.args, format);
    return it->second(findingtext::Args(finding, format));
}

QString messageText(const Message &message, const NumberFormat &format)
{
    if (message.empty())
        return {};
    const findingtext::Sentences &table = findingtext::sentences();
    const auto it = table.find(message.rule);
    if (it == table.end())
        return findingtext::fallbackText(message.rule, message.args, format);
    return it->second(findingtext::Args(message, format));
}

QString messagesText(const Messages &messages, const NumberFormat &format)
{
    QStringList parts;
    for (const Message &m : messages)
        parts << messageText(m, format);
    return parts.join(findingtext::Tr::tr("; ", "between a workload's notes"));
}

bool hasFindingText(std::string_view rule)
{
    return findingtext::sentences().count(rule) > 0;
}

} // namespace np
