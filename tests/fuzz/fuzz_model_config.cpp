// SPDX-License-Identifier: MIT
// libFuzzer harness for the Hugging Face config.json reader (catalog/hf_model_config.cpp): any bytes
// either give an architecture or an error, never a crash. An accepted architecture then goes the way
// `catalog import-model` sends it: parameters counted (UBSan watches the arithmetic) and turned into
// the catalog part object.
#include "catalog/hf_model_config.h"
#include "core/workload/workload_eval.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    np::catalog::HfConfigReading reading;
    QString error;
    if (!np::catalog::parseHfConfig(bytes, QStringLiteral("config.json"), &reading, &error)) {
        if (error.isEmpty()) {
            std::fputs("parseHfConfig refused a config without saying why\n", stderr);
            std::abort();
        }
        return 0;
    }
    const np::ParameterCount count = np::countParameters(reading.arch);
    if (std::isnan(count.total) || count.total < 0) {
        std::fprintf(stderr, "accepted config gives %g parameters\n", count.total);
        std::abort();
    }
    const QJsonObject part =
        np::catalog::modelPartObject(reading.arch, QStringLiteral("fuzz-model"), QStringLiteral("Fuzz model"),
                                     QStringLiteral("config.json"), QStringLiteral("2026-12-03"),
                                     reading.modelType, QString(), reading.notes.join(QLatin1Char(' ')));
    if (part.isEmpty())
        std::abort();
    return 0;
}
