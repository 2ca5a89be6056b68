// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/resolved_build.h"
#include "presentation/build_file_map.h"

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

// The same for `build` as read from a file (`file`: mapBuildFile() of its text). One line per
// parts[] entry and problem — a mistyped SKU given with "count": 8 is one line — calling the entry
// by its index in the file, with its line and column there, and for a SKU, chassis or model the
// catalog does not have, the nearest ones it does:
//   line 9, column 5: parts[1] (AMD-EPYC-9575X): unknown SKU 'AMD-EPYC-9575X'; did you mean 'AMD-EPYC-9575F'?
QStringList buildErrorLines(const std::vector<BuildError> &errors, const Build &build,
                            const BuildFileMap &file, const CatalogSnapshot &catalog);

} // namespace np
