// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1String>
#include <QMimeData>

#include <string>

// Drag and drop payloads: a catalog row carries its SKU; a part dragged out of a chassis slot
// also carries the slot it comes from, so dropping it elsewhere moves instead of copying.
namespace np::mime
{

inline constexpr QLatin1String kSku("application/x-nodeplan-sku");
inline constexpr QLatin1String kSourceSlot("application/x-nodeplan-slot");

inline std::string sku(const QMimeData *data)
{
    return data && data->hasFormat(kSku) ? data->data(kSku).toStdString() : std::string();
}

inline std::string sourceSlot(const QMimeData *data)
{
    return data && data->hasFormat(kSourceSlot) ? data->data(kSourceSlot).toStdString() : std::string();
}

} // namespace np::mime
