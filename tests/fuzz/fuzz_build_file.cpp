// SPDX-License-Identifier: MIT
// libFuzzer harness for the `.nodeplan` reader (presentation/build_file_read.cpp): any bytes either
// parse or are refused with a message, never crash. A build that parses must also survive the
// round trip the app makes on every save: written, read back and written again gives the same bytes.
#include "presentation/build_file.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    np::Build build;
    QString error;
    if (!np::parseBuildJson(bytes, build, &error)) {
        if (error.isEmpty()) {
            std::fputs("parseBuildJson refused a build without saying why\n", stderr);
            std::abort();
        }
        return 0;
    }
    const QByteArray written = np::buildToJson(build);
    np::Build again;
    if (!np::parseBuildJson(written, again, &error)) {
        std::fprintf(stderr, "a build written by buildToJson does not read back: %s\n%s\n",
                     error.toUtf8().constData(), written.constData());
        std::abort();
    }
    if (np::buildToJson(again) != written) {
        std::fprintf(stderr, "build written, read and written again changed:\n%s\n", written.constData());
        std::abort();
    }
    return 0;
}
