// SPDX-License-Identifier: MIT
#pragma once

class QWidget;

namespace np
{

// Names the controls Qt creates inside other widgets, which have no accessible name of their own:
// a combo box's drop-down list and an editable combo box's text field (named after the combo box,
// whose name may come from its buddy label), a line edit's clear button ("Clear")
// and a tool bar's overflow button ("More tools"). Screen readers and GUI test tools find controls
// by name. Call after the widgets under `root` exist; calling again names new ones.
void nameBuiltInControls(QWidget *root);

} // namespace np
