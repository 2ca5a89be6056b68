// SPDX-License-Identifier: MIT
#include "ui/shell/ui_resources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initResourcesQrc()
{
    Q_INIT_RESOURCE(resources);
}

namespace np
{

void initUiResources()
{
    static const bool done = [] {
        initResourcesQrc();
        return true;
    }();
    Q_UNUSED(done);
}

} // namespace np
