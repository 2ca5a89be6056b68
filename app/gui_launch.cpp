// SPDX-License-Identifier: MIT
#include "cli_context.h"

#include <QApplication>

int runGui(int argc, char **argv, const QString &catalogPath)
{
    Q_UNUSED(catalogPath);
    QApplication app(argc, argv);
    return 0;
}
