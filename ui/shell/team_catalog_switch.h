// SPDX-License-Identifier: MIT
#pragma once

// File ▸ Connect to Team Catalog…: ConnectTeamDialog, then NodePlan starts again on the chosen catalog
// (a team catalog's URL, or the local file). The choice is kept in QSettings (settings::kTeamCatalog)
// for the next start without --catalog; app/gui_launch.cpp reads it.
namespace np
{

class MainWindow;

// Adds the action to the window's File menu, before Export.
void addConnectTeamCatalogAction(MainWindow *window);

} // namespace np
