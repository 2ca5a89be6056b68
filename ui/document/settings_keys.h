// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1String>

// Every QSettings key the desktop application uses, declared once.
namespace np::settings
{

inline constexpr QLatin1String kWindowGeometry("mainWindow/geometry");
inline constexpr QLatin1String kWindowState("mainWindow/state");
inline constexpr QLatin1String kRecentFiles("files/recent");
inline constexpr QLatin1String kLastFile("files/lastSession"); // build open when the app last closed
inline constexpr QLatin1String kLastDirectory("files/lastDirectory");
inline constexpr QLatin1String kOverlays("chassisView/overlays");
inline constexpr QLatin1String kAutosaveSource("autosave/sourcePath");    // file the autosave belongs to
inline constexpr QLatin1String kDisplayCurrency("money/displayCurrency"); // ui/document/display_currency.h
inline constexpr QLatin1String kDefaultVatPct("money/defaultVatPct");     // VAT of new quotes
// File ▸ Connect to Team Catalog… (ui/shell/connect_team_dialog.h): the catalog the desktop starts on
// when no --catalog is given (a postgresql:// URL; absent = the local file), and the recent URLs.
// Never a password: URLs carrying one are refused before they get here.
inline constexpr QLatin1String kTeamCatalog("teamCatalog/current");
inline constexpr QLatin1String kRecentTeamCatalogs("teamCatalog/recent");

inline constexpr int kMaxRecentFiles = 8;
inline constexpr int kWindowStateVersion = 1;

} // namespace np::settings
