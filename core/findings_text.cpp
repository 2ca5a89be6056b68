// SPDX-License-Identifier: MIT
#include "core/findings_text.h"

namespace np::detail
{

void addFinding(Evaluation &ev, Subsystem subsystem, FindingKind kind, Severity severity, const char *rule,
                FindingArgs args, std::vector<std::string> slotIds)
{
    Finding f;
    f.subsystem = subsystem;
    f.kind = kind;
    f.severity = severity;
    f.rule = rule;
    f.args = std::move(args);
    f.slotIds = std::move(slotIds);
    ev.findings.push_back(std::move(f));
}

std::set<int> populatedSockets(const PartsByKind &parts)
{
    std::set<int> sockets;
    for (std::size_t i = 0; i < parts.cpus.size(); ++i)
        sockets.insert(parts.cpus[i]->slot->socket >= 0 ? parts.cpus[i]->slot->socket : static_cast<int>(i));
    return sockets;
}

std::string joinIds(const std::vector<std::string> &ids)
{
    std::string out;
    for (const std::string &id : ids)
        out += (out.empty() ? "" : ", ") + id;
    return out;
}

} // namespace np::detail
