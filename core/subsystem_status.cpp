// SPDX-License-Identifier: MIT
// Evaluation::subsystemStatus: each subsystem's verdict is its worst finding, so a view that shows
// a subsystem's colour can never disagree with the findings listed under it.
#include "core/platform_steps.h"

#include <array>

namespace np
{

namespace detail
{

void computeSubsystemStatus(const std::vector<Finding> &findings, std::vector<SubsystemStatus> &out)
{
    constexpr std::array kAll{Subsystem::Gpu,     Subsystem::Interconnect, Subsystem::Cpu,
                              Subsystem::Memory,  Subsystem::Pcie,         Subsystem::Storage,
                              Subsystem::Network, Subsystem::Power,        Subsystem::Cooling,
                              Subsystem::Cost,    Subsystem::Workload};
    out.clear();
    for (Subsystem s : kAll) {
        Status status = Status::Ok;
        for (const Finding &f : findings)
            if (f.subsystem == s && f.kind == FindingKind::Weakness)
                status = worst(status, statusOf(f.severity));
        out.push_back({s, status});
    }
}

} // namespace detail

Status subsystemStatusOf(const Evaluation &evaluation, Subsystem subsystem)
{
    for (const SubsystemStatus &s : evaluation.subsystemStatus)
        if (s.subsystem == subsystem)
            return s.status;
    return Status::Ok;
}

} // namespace np
