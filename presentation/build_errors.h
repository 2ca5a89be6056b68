// SPDX-License-Identifier: MIT
#pragma once

#include "core/resolved_build.h"

#include <QString>
#include <QStringList>

#include <vector>

// How a build's resolution problems read for people: one line per problem, naming the field and
// what is wrong with it ("parts[3] (slot gpu2): unknown SKU 'XYZ'"). The GUI's open dialog, the
// command line and the quote sheet all print these lines.
namespace np
{

QString buildErrorLine(const BuildError &error);
QStringList buildErrorLines(const std::vector<BuildError> &errors);

} // namespace np
