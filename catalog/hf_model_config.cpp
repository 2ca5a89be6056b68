// SPDX-License-Identifier: MIT
#include "catalog/hf_model_config.h"

#include "catalog/json_lines.h"
#include "presentation/bounded_read.h"
#include "presentation/message_limits.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace np::catalog
{

namespace
{

class ConfigReader
{
public:
    ConfigReader(const QJsonObject &object, const JsonLineNode *lines, QString file)
        : m_obj(object), m_lines(lines), m_file(std::move(file))
    {
    }

    // Integer key; `fallback` when absent or null. Sets the error for a non-integer or negative value.
    int integer(const char *key, int fallback, bool required = false)
    {
        const QJsonValue v = m_obj.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(key, QStringLiteral("missing (required)"));
            return fallback;
        }
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d != std::floor(d) || d > 2e9) {
            fail(key, QStringLiteral("expected a non-negative whole number, got %1")
                          .arg(v.isString() ? QLatin1Char('\'') + shortened(v.toString()) + QLatin1Char('\'')
                                            : QStringLiteral("a non-number")));
            return fallback;
        }
        return int(d);
    }

    bool boolean(const char *key, bool fallback)
    {
        const QJsonValue v = m_obj.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool()) {
            fail(key, QStringLiteral("expected true or false"));
            return fallback;
        }
        return v.toBool();
    }

    [[nodiscard]] bool has(const char *key) const
    {
        const QJsonValue v = m_obj.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    }
    [[nodiscard]] QString text(const char *key) const { return m_obj.value(QLatin1String(key)).toString(); }
    [[nodiscard]] QJsonValue value(const char *key) const { return m_obj.value(QLatin1String(key)); }

    void fail(const char *key, const QString &why)
    {
        if (!m_error.isEmpty())
            return; // the first error is the one to fix
        const int line = m_lines ? m_lines->lineOfKey(QLatin1String(key)) : 0;
        m_error = QStringLiteral("%1:%2: field '%3': %4").arg(m_file).arg(line).arg(QLatin1String(key), why);
    }
    [[nodiscard]] const QString &error() const { return m_error; }

private:
    QJsonObject m_obj;
    const JsonLineNode *m_lines;
    QString m_file;
    QString m_error;
};

// Layers, widths, heads, vocabulary and the family defaults transformers applies when a key is absent.
void readAttentionAndEmbeddings(ConfigReader &r, HfConfigReading &result)
{
    ModelArch &a = result.arch;
    a.layers = r.integer("num_hidden_layers", 0, true);
    a.hiddenSize = r.integer("hidden_size", 0, true);
    a.attentionHeads = r.integer("num_attention_heads", 0, true);
    a.kvHeads = r.integer("num_key_value_heads", a.attentionHeads);
    if (!r.has("num_key_value_heads"))
        result.notes << QStringLiteral(
            "num_key_value_heads absent: multi-head attention assumed (KV heads = heads)");
    a.headDim = r.integer("head_dim", 0);
    a.vocabSize = r.integer("vocab_size", 0, true);
    a.maxContextTokens = r.integer("max_position_embeddings", 0);
    // transformers' defaults when the key is absent: Gemma ties, Llama-style configs do not.
    const bool tiedByDefault = result.modelType.startsWith(QLatin1String("gemma"));
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", tiedByDefault);
    if (!r.has("tie_word_embeddings"))
        result.notes << (tiedByDefault
                             ? QStringLiteral(
                                   "tie_word_embeddings absent: tied embeddings assumed (Gemma default)")
                             : QStringLiteral("tie_word_embeddings absent: untied embeddings assumed"));
    // Qwen2 has QKV bias by design (no config key); others say so with attention_bias.
    a.qkvBias = r.boolean("attention_bias", result.modelType == QLatin1String("qwen2") ||
                                                result.modelType == QLatin1String("qwen2_moe"));
    static const QStringList ungated{QStringLiteral("gpt2"),  QStringLiteral("gpt_neox"),
                                     QStringLiteral("opt"),   QStringLiteral("falcon"),
                                     QStringLiteral("bloom"), QStringLiteral("phi")};
    a.gatedMlp = !ungated.contains(result.modelType);
}

// Routed and shared experts, and multi-head latent attention (DeepSeek-V2/V3).
void readMixtureOfExperts(ConfigReader &r, ModelArch &a)
{
    // Mixture of experts: DeepSeek (n_routed_experts), Mixtral (num_local_experts), Qwen-MoE (num_experts).
    a.experts = r.integer("n_routed_experts", 0);
    if (a.experts == 0)
        a.experts = r.integer("num_local_experts", 0);
    if (a.experts == 0)
        a.experts = r.integer("num_experts", 0);
    a.activeExperts = a.experts > 0 ? r.integer("num_experts_per_tok", 0, true) : 0;
    a.sharedExperts = r.integer("n_shared_experts", 0);
    a.firstDenseLayers = r.integer("first_k_dense_replace", 0);
    a.ffnSize = r.integer("intermediate_size", 0, a.experts == 0);
    a.expertFfnSize = r.integer("moe_intermediate_size", 0);
    if (a.experts > 0 && a.expertFfnSize == 0)
        a.expertFfnSize = a.ffnSize; // Mixtral: intermediate_size is the expert's

    // Multi-head latent attention (DeepSeek-V2/V3).
    a.qLoraRank = r.integer("q_lora_rank", 0);
    a.kvLoraRank = r.integer("kv_lora_rank", 0);
    a.qkNopeHeadDim = r.integer("qk_nope_head_dim", 0);
    a.qkRopeHeadDim = r.integer("qk_rope_head_dim", 0);
    a.vHeadDim = r.integer("v_head_dim", 0);
}

void readSlidingWindow(ConfigReader &r, HfConfigReading &result)
{
    ModelArch &a = result.arch;
    // Sliding window: which layers use it depends on the family.
    const bool slidingUsed = r.boolean("use_sliding_window", true);
    const int window = r.integer("sliding_window", 0);
    if (window > 0 && slidingUsed) {
        a.slidingWindow = window;
        const QJsonValue layerTypes = r.value("layer_types");
        if (layerTypes.isArray()) {
            int sliding = 0;
            for (const QJsonValue &t : layerTypes.toArray())
                sliding += t.toString() == QLatin1String("sliding_attention") ? 1 : 0;
            a.slidingWindowLayers = sliding;
        } else if (result.modelType == QLatin1String("gemma2")) {
            a.slidingWindowLayers = (a.layers + 1) / 2; // alternating local/global, local first
            result.notes << QStringLiteral("gemma2: every other layer uses the sliding window");
        } else if (r.has("sliding_window_pattern")) {
            const int pattern = std::max(1, r.integer("sliding_window_pattern", 1));
            a.slidingWindowLayers = a.layers - a.layers / pattern; // one global layer every `pattern`
        } else {
            a.slidingWindowLayers = a.layers; // Mistral style: every layer
        }
    } else if (window > 0) {
        result.notes << QStringLiteral(
            "sliding_window present but use_sliding_window is false: full attention");
    }
}

} // namespace

bool parseHfConfig(const QByteArray &json, const QString &displayName, HfConfigReading *out, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1:%2: malformed JSON: %3")
                     .arg(displayName)
                     .arg(lineOfOffset(json, parseError.offset))
                     .arg(parseError.errorString());
        return false;
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("%1:1: expected a JSON object (a Hugging Face config.json)").arg(displayName);
        return false;
    }
    const std::shared_ptr<JsonLineNode> lines = scanJsonLines(json);
    QJsonObject root = doc.object();
    const JsonLineNode *node = lines.get();
    HfConfigReading result;
    result.modelType = root.value(QLatin1String("model_type")).toString();
    // Multimodal configs keep the language model in "text_config".
    if (root.value(QLatin1String("text_config")).isObject() &&
        !root.contains(QLatin1String("num_hidden_layers"))) {
        root = root.value(QLatin1String("text_config")).toObject();
        node = lines->member(QStringLiteral("text_config"));
        if (root.contains(QLatin1String("model_type")))
            result.modelType = root.value(QLatin1String("model_type")).toString();
        result.notes << QStringLiteral("read the language model from text_config");
    }

    ConfigReader r(root, node, displayName);
    ModelArch &a = result.arch;
    readAttentionAndEmbeddings(r, result);
    readMixtureOfExperts(r, a);
    readSlidingWindow(r, result);

    if (!r.error().isEmpty()) {
        *error = r.error();
        return false;
    }
    if (a.kvHeads == 0 || a.attentionHeads % std::max(1, a.kvHeads) != 0) {
        *error =
            QStringLiteral("%1:%2: field 'num_key_value_heads': %3 does not divide num_attention_heads %4")
                .arg(displayName)
                .arg(node ? node->lineOfKey(QStringLiteral("num_key_value_heads")) : 0)
                .arg(a.kvHeads)
                .arg(a.attentionHeads);
        return false;
    }
    if (a.experts > 0 && (a.activeExperts <= 0 || a.activeExperts > a.experts)) {
        *error = QStringLiteral("%1:%2: field 'num_experts_per_tok': %3 is not between 1 and the %4 experts")
                     .arg(displayName)
                     .arg(node ? node->lineOfKey(QStringLiteral("num_experts_per_tok")) : 0)
                     .arg(a.activeExperts)
                     .arg(a.experts);
        return false;
    }
    *out = result;
    return true;
}

bool readHfConfig(const QString &path, HfConfigReading *out, QString *error)
{
    QByteArray bytes;
    if (!readBoundedFile(path, limits::kModelConfigBytes, QStringLiteral("a config.json"), &bytes, error))
        return false;
    return parseHfConfig(bytes, path, out, error);
}

QJsonObject modelPartObject(const ModelArch &a, const QString &sku, const QString &name,
                            const QString &source, const QString &checkedDate, const QString &family,
                            const QString &hfRepo, const QString &notes)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), QStringLiteral("model"));
    o.insert(QStringLiteral("sku"), sku);
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("vendor"), QString());
    o.insert(QStringLiteral("source"), source);
    o.insert(QStringLiteral("checked_date"), checkedDate);
    o.insert(QStringLiteral("verified"), false);
    o.insert(QStringLiteral("notes"), notes);
    o.insert(QStringLiteral("family"), family);
    o.insert(QStringLiteral("hf_repo"), hfRepo);
    o.insert(QStringLiteral("layers"), a.layers);
    o.insert(QStringLiteral("hidden_size"), a.hiddenSize);
    o.insert(QStringLiteral("attention_heads"), a.attentionHeads);
    o.insert(QStringLiteral("kv_heads"), a.kvHeads);
    o.insert(QStringLiteral("head_dim"), a.headDim);
    o.insert(QStringLiteral("ffn_size"), a.ffnSize);
    o.insert(QStringLiteral("vocab_size"), a.vocabSize);
    o.insert(QStringLiteral("tied_embeddings"), a.tiedEmbeddings);
    o.insert(QStringLiteral("qkv_bias"), a.qkvBias);
    o.insert(QStringLiteral("gated_mlp"), a.gatedMlp);
    o.insert(QStringLiteral("experts"), a.experts);
    o.insert(QStringLiteral("active_experts"), a.activeExperts);
    o.insert(QStringLiteral("shared_experts"), a.sharedExperts);
    o.insert(QStringLiteral("expert_ffn_size"), a.expertFfnSize);
    o.insert(QStringLiteral("first_dense_layers"), a.firstDenseLayers);
    o.insert(QStringLiteral("q_lora_rank"), a.qLoraRank);
    o.insert(QStringLiteral("kv_lora_rank"), a.kvLoraRank);
    o.insert(QStringLiteral("qk_nope_head_dim"), a.qkNopeHeadDim);
    o.insert(QStringLiteral("qk_rope_head_dim"), a.qkRopeHeadDim);
    o.insert(QStringLiteral("v_head_dim"), a.vHeadDim);
    o.insert(QStringLiteral("sliding_window"), a.slidingWindow);
    o.insert(QStringLiteral("sliding_window_layers"), a.slidingWindowLayers);
    o.insert(QStringLiteral("max_context_tokens"), a.maxContextTokens);
    return o;
}

QString skuFromName(const QString &name)
{
    QString sku = name.trimmed().toLower();
    sku.replace(QRegularExpression(QStringLiteral("[^a-z0-9.]+")), QStringLiteral("-"));
    while (sku.startsWith(QLatin1Char('-')))
        sku.remove(0, 1);
    while (sku.endsWith(QLatin1Char('-')))
        sku.chop(1);
    return sku;
}

QJsonObject modelPartFromConfig(const HfConfigReading &reading, const QString &configPath, const QString &sku,
                                const QString &name, const QString &checkedDate, const QString &family,
                                const QString &hfRepo)
{
    const QFileInfo file(configPath);
    QString notes =
        QStringLiteral("Imported from a Hugging Face config.json (%1); parameter count computed, not read.")
            .arg(file.fileName());
    if (!reading.notes.isEmpty())
        notes +=
            QStringLiteral(" Assumptions: ") + reading.notes.join(QLatin1String("; ")) + QLatin1Char('.');
    return modelPartObject(reading.arch, sku, name, QStringLiteral("config.json: ") + file.absoluteFilePath(),
                           checkedDate, family, hfRepo, notes);
}

} // namespace np::catalog
