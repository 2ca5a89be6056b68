// SPDX-License-Identifier: MIT
#include "presentation/assumption_text.h"

#include <QByteArray>
#include <QCoreApplication>

#include <string_view>

namespace np
{

namespace
{

// The context core/assumptions.cpp marks its texts with.
QString translated(std::string_view english)
{
    const QByteArray text(english.data(), static_cast<qsizetype>(english.size()));
    return QCoreApplication::translate("np::Assumptions", text.constData());
}

} // namespace

QString assumptionReason(const AssumptionInfo &assumption)
{
    return translated(assumption.reason);
}

QString assumptionSource(const CommercialAssumption &assumption)
{
    return translated(assumption.source);
}

} // namespace np
