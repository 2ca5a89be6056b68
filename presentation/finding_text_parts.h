// SPDX-License-Identifier: MIT
#pragma once

// Private to presentation/finding_text*.cpp: the argument reader and the per-subsystem sentence tables.
#include "core/evaluation.h"
#include "presentation/number_format.h"

#include <QCoreApplication>
#include <QString>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace np::findingtext
{

// The tr() context of every finding sentence, so translators find them together.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(np::FindingText)
};

// A finding's (or a message's) arguments by key. A missing key reads as 0 or empty: a sentence
// never fails, and tests catch what is missing.
class Args
{
public:
    Args(const Finding &finding, const NumberFormat &format)
        : m_args(finding.args), m_finding(&finding), m_format(format)
    {
    }
    Args(const Message &message, const NumberFormat &format) : m_args(message.args), m_format(format) {}

    // The finding these arguments belong to; a message's arguments have none (severity Info, no details).
    Severity severity() const { return m_finding ? m_finding->severity : Severity::Info; }
    const NumberFormat &format() const { return m_format; }
    bool strength() const { return m_finding && m_finding->kind == FindingKind::Strength; }
    // The finding's detail messages as one sentence (" TP8: …; … ."), or empty; `leadingSpace` for appending.
    QString detailsSentence() const;
    // The same without the final full stop and space, to sit inside a sentence ("%1: %2.").
    QString detailsClause() const;

    bool has(std::string_view key) const { return find(key) != nullptr; }
    // Value with its unit, formatted ("6,512 W").
    QString operator[](std::string_view key) const;
    double value(std::string_view key) const;
    int count(std::string_view key) const { return static_cast<int>(value(key) + 0.5); }
    QString text(std::string_view key) const;
    std::string id(std::string_view key) const; // a Text argument as core wrote it
    // Every argument with `key`, in order (a finding that lists items repeats their keys).
    std::vector<const FindingArg *> all(std::string_view key) const;
    QString format(const FindingArg &arg) const;

private:
    const FindingArg *find(std::string_view key) const;

    const std::vector<FindingArg> &m_args;
    const Finding *m_finding = nullptr;
    const NumberFormat &m_format;
};

using Sentence = QString (*)(const Args &);
using Sentences = std::map<std::string, Sentence, std::less<>>;

// Each adds its subsystem's rules.
void addPowerSentences(Sentences &out);    // power.*, cooling.*
void addGpuSentences(Sentences &out);      // gpu.*, interconnect.*, catalog.*
void addHostSentences(Sentences &out);     // cpu.*, memory.*, pcie.*
void addIoSentences(Sentences &out);       // storage.*, network.*
void addVendorSentences(Sentences &out);   // vendor.*
void addCostSentences(Sentences &out);     // cost.*
void addWorkloadSentences(Sentences &out); // workload.*
void addMessageSentences(Sentences &out);  // sharding.*, workload_error.* (core/message.h)

// Names core writes as ids, in the reader's language.
QString psuModeName(const std::string &mode, int psus); // "N+1 (3+1)"
QString inputVoltageName(const std::string &voltage);   // "high line, 200–240 V"
QString raidName(const std::string &raid);              // "RAID 10"

} // namespace np::findingtext
