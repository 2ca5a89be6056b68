// SPDX-License-Identifier: MIT
#pragma once

#include "core/expected_error.h"
#include "presentation/number_format.h"

#include <QString>
#include <QStringList>

// The expected error beside a figure, in the reader's words (context "np::ErrorBandText"): the band of
// the figure's stratum in the validation suite (core/expected_error.h) and what it means.
namespace np
{

// "80 % of 5 published cases within −3.1/+12 %"; "not validated (fewer than 3 published cases)".
QString errorBandText(const ErrorBand &band, const NumberFormat &format);

// For a legend or a label: "error −13/+64 % in 80 % of 40 cases"; "error not validated".
QString errorBandShortText(const ErrorBand &band, const NumberFormat &format);

// What every band means, said once per view.
QString errorBandMeaning(const NumberFormat &format);

// The figure of `kind` that `result` shows: "23.4 tok/s", "17.6 GiB", "131,072 tokens".
QString estimateValueText(const WorkloadResult &result, EstimateKind kind, const NumberFormat &format);

// One line per kind of estimate `result` shows, each figure with its band:
// "decode speed 23.4 tok/s: 80 % of 5 published cases within +2.7/+102 %". Empty for a result with an error.
QStringList expectedErrorLines(const WorkloadResult &result, const NumberFormat &format);

} // namespace np
