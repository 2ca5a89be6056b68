// SPDX-License-Identifier: MIT
#pragma once

#include "core/status.h"

#include <QColor>

// The one mapping from core's verdicts to colours, shared by the key-figure tiles, the chassis
// overlays, the charts and the PDF. Views never compare figures to pick a colour: core decides
// the Status (core/status.h), this file only paints it.
namespace np::colors
{

inline QColor forStatus(Status status)
{
    switch (status) {
    case Status::Ok:
        return QColor(0x2E, 0x7D, 0x32); // green
    case Status::Warning:
        return QColor(0xB2, 0x6A, 0x00); // amber
    case Status::Blocking:
        return QColor(0xC6, 0x28, 0x28); // red
    }
    return {};
}

// A weakness that is only a note (Severity::Info): neither good nor a problem.
inline QColor note()
{
    return QColor(0x5F, 0x63, 0x68); // slate grey
}

// The sign and word of a finding: strengths green, notes grey, warnings amber, blocking red.
inline QColor forFinding(bool strength, Severity severity)
{
    if (strength)
        return forStatus(Status::Ok);
    return severity == Severity::Info ? note() : forStatus(statusOf(severity));
}

} // namespace np::colors
