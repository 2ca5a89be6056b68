// SPDX-License-Identifier: MIT
#include "core/nearest_skus.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace np
{

namespace
{

char folded(char c)
{
    return static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
}

template <typename T> void addSkus(const std::vector<T> &items, std::vector<const std::string *> &out)
{
    for (const T &item : items)
        out.push_back(&item.info.sku);
}

std::vector<const std::string *> skusOf(const CatalogSnapshot &catalog, SkuPool pool)
{
    std::vector<const std::string *> skus;
    switch (pool) {
    case SkuPool::Parts:
        addSkus(catalog.gpus, skus);
        addSkus(catalog.cpus, skus);
        addSkus(catalog.memory, skus);
        addSkus(catalog.drives, skus);
        addSkus(catalog.nics, skus);
        addSkus(catalog.psus, skus);
        break;
    case SkuPool::Chassis:
        addSkus(catalog.chassis, skus);
        break;
    case SkuPool::Models:
        addSkus(catalog.models, skus);
        break;
    }
    return skus;
}

} // namespace

std::size_t skuDistance(const std::string &a, const std::string &b)
{
    // Optimal string alignment distance over three rows of the edit matrix.
    const std::size_t n = b.size();
    std::vector<std::size_t> before(n + 1), previous(n + 1), current(n + 1);
    for (std::size_t j = 0; j <= n; ++j)
        previous[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= n; ++j) {
            const bool same = folded(a[i - 1]) == folded(b[j - 1]);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same ? 0 : 1)});
            if (i > 1 && j > 1 && folded(a[i - 1]) == folded(b[j - 2]) &&
                folded(a[i - 2]) == folded(b[j - 1]))
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[n];
}

std::vector<std::string> nearestSkus(const CatalogSnapshot &catalog, const std::string &sku, SkuPool pool,
                                     std::size_t limit)
{
    // A build file's SKU is a line of text at most; a longer one is nobody's typo.
    constexpr std::size_t kLongestTypo = 200;
    if (sku.empty() || sku.size() > kLongestTypo)
        return {};
    const std::size_t allowed = std::max<std::size_t>(2, sku.size() / 3);
    std::vector<std::pair<std::size_t, const std::string *>> near;
    for (const std::string *candidate : skusOf(catalog, pool))
        if (const std::size_t d = skuDistance(sku, *candidate); d <= allowed)
            near.emplace_back(d, candidate);
    std::sort(near.begin(), near.end(), [](const auto &x, const auto &y) {
        return x.first != y.first ? x.first < y.first : *x.second < *y.second;
    });
    std::vector<std::string> out;
    for (std::size_t k = 0; k < near.size() && k < limit; ++k)
        out.push_back(*near[k].second);
    return out;
}

} // namespace np
