// SPDX-License-Identifier: MIT
// Helper for scripts/kill9-trials.sh: saves two builds to one file in turn, as the GUI's Save and
// autosave do (writeBuildFile), until it is killed or has saved `times` times. The script kills it at
// random moments and checks the file is always one of the two complete builds.
//   build_file_save_loop TARGET BUILD_A BUILD_B [TIMES]
#include "presentation/build_file.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4 || args.size() > 5) {
        std::fputs("usage: build_file_save_loop TARGET BUILD_A BUILD_B [TIMES]\n", stderr);
        return 2;
    }
    np::Build builds[2];
    QString error;
    for (int i = 0; i < 2; ++i)
        if (!np::readBuildFile(args.at(2 + i), builds[i], &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
    const long long times = args.size() == 5 ? args.at(4).toLongLong() : -1; // -1: until killed
    for (long long n = 0; times < 0 || n < times; ++n)
        if (!np::writeBuildFile(args.at(1), builds[n % 2], &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
    return 0;
}
