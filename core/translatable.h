// SPDX-License-Identifier: MIT
#pragma once

// NP_TRANSLATABLE("context", "English text") is the English text itself, so core stays free of Qt.
// It marks the prose core hands to the display layer (assumption reasons and sources): lupdate
// collects it under `context` like QT_TRANSLATE_NOOP (app/CMakeLists.txt aliases the two), and
// presentation shows it through QCoreApplication::translate(context, text) (assumption_text.h).
#define NP_TRANSLATABLE(context, text) text
