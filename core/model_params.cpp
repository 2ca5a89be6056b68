// SPDX-License-Identifier: MIT
// Parameter counts from a model's architecture, the way the Hugging Face implementations lay out
// their weights (Llama/Mistral/Qwen/Gemma decoder blocks, Mixtral/DeepSeek MoE, DeepSeek MLA).
#include "core/workload/workload_eval.h"

#include <algorithm>

namespace np
{

namespace
{

double attentionParams(const ModelArch &a)
{
    const double h = a.hiddenSize;
    if (a.isMla()) {
        // DeepSeek-V2/V3 multi-head latent attention.
        const double qHead = double(a.qkNopeHeadDim) + a.qkRopeHeadDim;
        const double q = a.qLoraRank > 0 ? h * a.qLoraRank + a.qLoraRank /* q_a_layernorm */
                                               + double(a.qLoraRank) * a.attentionHeads * qHead
                                         : h * a.attentionHeads * qHead;
        const double kvA = h * (double(a.kvLoraRank) + a.qkRopeHeadDim) + a.kvLoraRank; // + kv_a_layernorm
        const double kvB = double(a.kvLoraRank) * a.attentionHeads * (double(a.qkNopeHeadDim) + a.vHeadDim);
        const double o = double(a.attentionHeads) * a.vHeadDim * h;
        return q + kvA + kvB + o;
    }
    const double hd = a.effectiveHeadDim();
    const double qDim = a.attentionHeads * hd;
    const double kvDim = a.kvHeads * hd;
    double p = h * qDim + 2.0 * h * kvDim + qDim * h;
    if (a.qkvBias)
        p += qDim + 2.0 * kvDim;
    return p;
}

double mlpParams(double hidden, double intermediate, bool gated)
{
    return (gated ? 3.0 : 2.0) * hidden * intermediate;
}

} // namespace

ParameterCount countParameters(const ModelArch &a)
{
    ParameterCount c;
    if (a.layers <= 0 || a.hiddenSize <= 0)
        return c;
    const double h = a.hiddenSize;
    const double norms = 2.0 * h; // input and post-attention RMSNorm per layer
    const double attention = attentionParams(a);

    const double dense = attention + mlpParams(h, a.ffnSize, a.gatedMlp) + norms;

    double moeTotal = 0, moeActive = 0;
    if (a.isMoe()) {
        const double expertFfn = a.expertFfnSize > 0 ? a.expertFfnSize : a.ffnSize;
        const double oneExpert = mlpParams(h, expertFfn, a.gatedMlp);
        const double router = h * a.experts;
        const double shared = a.sharedExperts * oneExpert;
        moeTotal = attention + norms + router + shared + a.experts * oneExpert;
        moeActive = attention + norms + router + shared + a.activeExperts * oneExpert;
    }

    const int denseLayers = a.isMoe() ? std::min(a.firstDenseLayers, a.layers) : a.layers;
    const int moeLayers = a.layers - denseLayers;

    c.embedding = double(a.vocabSize) * h * (a.tiedEmbeddings ? 1.0 : 2.0);
    const double finalNorm = h;
    c.total = denseLayers * dense + moeLayers * moeTotal + c.embedding + finalNorm;
    c.active = denseLayers * dense + moeLayers * moeActive + c.embedding + finalNorm;
    c.perLayerMax = std::max(denseLayers > 0 ? dense : 0.0, moeTotal);
    c.attentionPerLayer = attention;
    return c;
}

} // namespace np
