// SPDX-License-Identifier: MIT
#pragma once

// Verdicts. Core decides every one of them; views and the PDF map a Status to a colour or a word
// and never compare figures themselves (charts/status_colors.h holds the one colour mapping).
namespace np
{

// How bad a finding is. Info notes a fact, Warning asks for a look, Blocking stops the build.
enum class Severity { Info, Warning, Blocking };

// The verdict on one figure or subsystem: fine, needs a look, or the build cannot work like this.
enum class Status { Ok, Warning, Blocking };

// A finding's verdict: an informational note leaves its figure Ok.
constexpr Status statusOf(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return Status::Ok;
    case Severity::Warning:
        return Status::Warning;
    case Severity::Blocking:
        return Status::Blocking;
    }
    return Status::Ok;
}

// The severity a weakness carries when a status decided it (Ok weaknesses are notes).
constexpr Severity severityOf(Status status)
{
    switch (status) {
    case Status::Ok:
        return Severity::Info;
    case Status::Warning:
        return Severity::Warning;
    case Status::Blocking:
        return Severity::Blocking;
    }
    return Severity::Info;
}

constexpr Status worst(Status a, Status b)
{
    return static_cast<int>(a) >= static_cast<int>(b) ? a : b;
}

} // namespace np
