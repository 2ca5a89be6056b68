// SPDX-License-Identifier: MIT
#pragma once

#include "core/model_arch.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

// Reading an LLM's architecture from a Hugging Face style config.json (Llama, Mistral, Mixtral,
// Qwen2, Gemma-2, DeepSeek-V2/V3 and alike). Parameter counts are then computed from it by
// np::countParameters, never taken from the file.
namespace np::catalog
{

struct HfConfigReading {
    ModelArch arch;
    QString modelType; // config "model_type"
    QStringList notes; // assumptions made (defaults used, keys ignored)
};

// Reads `path`; on failure returns false and sets *error to "FILE:LINE: field 'KEY': why".
bool readHfConfig(const QString &path, HfConfigReading *out, QString *error);
// The same from bytes already read (displayName is used in messages).
bool parseHfConfig(const QByteArray &json, const QString &displayName, HfConfigReading *out, QString *error);

// The catalog part object (import format, kind "model") for an architecture.
QJsonObject modelPartObject(const ModelArch &arch, const QString &sku, const QString &name,
                            const QString &source, const QString &checkedDate, const QString &family,
                            const QString &hfRepo, const QString &notes);

// The catalog part for a config.json read from `configPath`, with the provenance the CLI's
// `catalog import-model` and the GUI's "Import Model from config.json…" both record: the file as
// source, unverified, and the reading's assumptions in the notes.
QJsonObject modelPartFromConfig(const HfConfigReading &reading, const QString &configPath, const QString &sku,
                                const QString &name, const QString &checkedDate, const QString &family = {},
                                const QString &hfRepo = {});

// "Llama 3.1 8B" -> "llama-3.1-8b".
QString skuFromName(const QString &name);

} // namespace np::catalog
