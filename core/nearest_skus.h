// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"

#include <cstddef>
#include <string>
#include <vector>

// "Did you mean …": the catalog SKUs closest to one it does not have, for the messages of a build
// file that names a mistyped part, chassis or model.
namespace np
{

// Which SKUs to look among: the parts a build places in slots, the chassis, or the models.
enum class SkuPool { Parts, Chassis, Models };

// Edits (insert, delete, replace, swap two neighbours; letters compared case-blind) between two SKUs.
std::size_t skuDistance(const std::string &a, const std::string &b);

// Up to `limit` SKUs of `pool` nearest to `sku`, nearest first (ties by SKU), each at most about a
// third of the typed SKU's length of edits away (at least 2): a typo, a missing suffix, a wrong
// digit — not an unrelated part. Empty when nothing is that close.
std::vector<std::string> nearestSkus(const CatalogSnapshot &catalog, const std::string &sku, SkuPool pool,
                                     std::size_t limit = 3);

} // namespace np
