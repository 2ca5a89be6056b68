// SPDX-License-Identifier: MIT
// The .nodeplan build file: write-then-read gives the same Build; every error names its place.
#include "presentation/build_file.h"
#include "presentation/workload_fields.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

namespace
{

QByteArray minimal(const QByteArray &extra = {})
{
    return QByteArray(R"({"format": "nodeplan-build", "version": 1, "chassis": "T-SP5-8G")") + extra + "}";
}

QString parseError(const QByteArray &json)
{
    Build b;
    QString error;
    if (parseBuildJson(json, b, &error))
        return QStringLiteral("<parsed>");
    return error;
}

// Build has no operator==; compare everything a file carries.
void compareBuilds(const Build &a, const Build &b)
{
    QCOMPARE(a.name, b.name);
    QCOMPARE(a.customer, b.customer);
    QCOMPARE(a.notes, b.notes);
    QCOMPARE(a.catalog, b.catalog);
    QCOMPARE(a.chassisSku, b.chassisSku);
    QCOMPARE(a.placements.size(), b.placements.size());
    for (std::size_t i = 0; i < a.placements.size(); ++i) {
        QCOMPARE(a.placements[i].slotId, b.placements[i].slotId);
        QCOMPARE(a.placements[i].sku, b.placements[i].sku);
    }
    const BuildOptions &x = a.options, &y = b.options;
    QCOMPARE(x.psuRedundancy, y.psuRedundancy);
    QCOMPARE(x.inputVoltage, y.inputVoltage);
    QCOMPARE(x.inputVolts, y.inputVolts);
    QCOMPARE(x.raid, y.raid);
    QCOMPARE(x.xgmiLinks, y.xgmiLinks);
    QVERIFY(x.bifurcation == y.bifurcation);
    QCOMPARE(x.electricityEurPerKwh, y.electricityEurPerKwh);
    QCOMPARE(x.pue, y.pue);
    QCOMPARE(x.utilization, y.utilization);
    QCOMPARE(x.years, y.years);
    QCOMPARE(x.currency, y.currency);
    QCOMPARE(x.usdToEur, y.usdToEur);
    QCOMPARE(x.marginPct, y.marginPct);
    QCOMPARE(x.discountPct, y.discountPct);
    QCOMPARE(x.vatPct, y.vatPct);
    for (const AssumptionInfo &info : assumptionCatalog())
        QCOMPARE(a.assumptions.*(info.field), b.assumptions.*(info.field));
    QCOMPARE(a.workloads.size(), b.workloads.size());
    for (std::size_t i = 0; i < a.workloads.size(); ++i) {
        const Workload &v = a.workloads[i], &w = b.workloads[i];
        QCOMPARE(v.modelSku, w.modelSku);
        QCOMPARE(v.mode, w.mode);
        QCOMPARE(v.precision, w.precision);
        QCOMPARE(v.kvPrecision, w.kvPrecision);
        QCOMPARE(v.groupSize, w.groupSize);
        QCOMPARE(v.contextTokens, w.contextTokens);
        QCOMPARE(v.batch, w.batch);
        QCOMPARE(v.tensorParallel, w.tensorParallel);
        QCOMPARE(v.pipelineParallel, w.pipelineParallel);
        QCOMPARE(v.dataParallel, w.dataParallel);
        QCOMPARE(v.gpuMemoryUtilization, w.gpuMemoryUtilization);
        QCOMPARE(v.engine, w.engine);
        QCOMPARE(v.loraRank, w.loraRank);
        QVERIFY(v.loraTargets == w.loraTargets);
        QCOMPARE(v.optimizer, w.optimizer);
        QCOMPARE(v.recompute, w.recompute);
        QCOMPARE(v.sequenceParallel, w.sequenceParallel);
        QCOMPARE(v.zeroStage, w.zeroStage);
        QCOMPARE(v.offload, w.offload);
        QCOMPARE(v.pipelineSchedule, w.pipelineSchedule);
        QCOMPARE(v.virtualStages, w.virtualStages);
        QCOMPARE(v.microBatches, w.microBatches);
        QCOMPARE(v.loss, w.loss);
        QVERIFY(v.attentionPrecision == w.attentionPrecision);
        QVERIFY(v.mlpPrecision == w.mlpPrecision);
        QVERIFY(v.embeddingPrecision == w.embeddingPrecision);
        QVERIFY(v.edgeLayersPrecision == w.edgeLayersPrecision);
        QCOMPARE(v.powerCapW, w.powerCapW);
        QCOMPARE(v.promptTokens, w.promptTokens);
        QCOMPARE(v.label, w.label);
    }
}

} // namespace

class TestBuildFile : public QObject
{
    Q_OBJECT
private slots:
    void writeThenReadGivesTheSameBuild()
    {
        Build b = fixture::referenceBuild();
        b.name = "Round trip «8×» — \"quoted\"";
        b.catalog = "catalog.sqlite";
        b.options.psuRedundancy = PsuRedundancy::NPlusN;
        b.options.inputVoltage = InputVoltage::LowLine;
        b.options.inputVolts = 120;
        b.options.raid = RaidLevel::Raid6;
        b.options.bifurcation = {{"gpu0", 8}, {"gpu5", 4}};
        b.options.electricityEurPerKwh = 0.2872;
        b.options.pue = 1.3;
        b.options.utilization = 0.55;
        b.options.years = 5;
        b.options.usdToEur = 0.8731;
        b.options.marginPct = 12.5;
        b.options.discountPct = 3;
        b.options.vatPct = 19;
        b.assumptions.computeEfficiency = 0.43;
        b.assumptions.gpuTransientFactor = 1.6;
        b.workloads[1].groupSize = 64;
        b.workloads[1].promptTokens = 1000;
        b.workloads[1].label = "405B INT4";
        b.workloads[2].loraTargets = {"q_proj", "v_proj"};
        b.workloads[2].loraRank = 64;
        b.workloads[3].optimizer = Optimizer::PagedAdamW32bit;
        b.workloads[3].recompute = Recompute::None;
        b.workloads[3].sequenceParallel = false;
        b.workloads[3].pipelineSchedule = PipelineSchedule::Interleaved;
        b.workloads[3].virtualStages = 4;
        b.workloads[3].microBatches = 32;
        b.workloads[3].loss = TrainingLoss::Plain;
        b.workloads[3].powerCapW = 450;
        b.workloads[1].attentionPrecision = Precision::Bf16;
        b.workloads[1].mlpPrecision = Precision::Fp8;
        b.workloads[1].embeddingPrecision = Precision::Fp16;
        b.workloads[1].edgeLayersPrecision = Precision::Bf16;
        b.workloads[2].pipelineSchedule = PipelineSchedule::GPipe;
        b.workloads[2].recompute = Recompute::Selective;
        b.workloads[4].dataParallel = 4;
        b.workloads[4].gpuMemoryUtilization = 0.85;
        b.workloads[4].engine = ServingEngine::Sglang;

        const QByteArray json = buildToJson(b);
        Build back;
        QString error;
        QVERIFY2(parseBuildJson(json, back, &error), qPrintable(error));
        compareBuilds(b, back);
        // And the text is stable: writing the read build gives the same bytes.
        QCOMPARE(buildToJson(back), json);
    }

    void tensorRtLlmEngineRoundTrips()
    {
        // The engine key is written as "tensorrt_llm" and read back as the same engine, with the
        // memory share that stands for its free_gpu_memory_fraction.
        Build b = fixture::referenceBuild();
        b.workloads[0].engine = ServingEngine::TensorRtLlm;
        b.workloads[0].gpuMemoryUtilization = 0.8;
        const QByteArray json = buildToJson(b);
        QVERIFY(json.contains(R"("engine": "tensorrt_llm")"));
        Build back;
        QString error;
        QVERIFY2(parseBuildJson(json, back, &error), qPrintable(error));
        QCOMPARE(back.workloads[0].engine, ServingEngine::TensorRtLlm);
        compareBuilds(b, back);
        QCOMPARE(buildToJson(back), json);
        // An unknown engine names the known ones, the new one among them.
        QByteArray wrong = json;
        wrong.replace(R"("engine": "tensorrt_llm")", R"("engine": "trtllm")");
        QVERIFY(!parseBuildJson(wrong, back, &error));
        QVERIFY2(error.contains(QStringLiteral("tensorrt_llm")), qPrintable(error));
    }

    void partsByCountAreWrittenAsCounts()
    {
        const QByteArray json = buildToJson(fixture::referenceBuild());
        QVERIFY(json.contains(R"({"sku": "RTX-PRO-6000-SE", "count": 8})"));
        QVERIFY(json.contains(R"({"slot": "bay4", "sku": "MICRON-9550-15T36"})"));
        // Default assumptions are not written: the file says only what was changed.
        QVERIFY(!json.contains("\"assumptions\""));
    }

    void fileRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.nodeplan"));
        const Build b = fixture::xeon2dpcBuild();
        QString error;
        QVERIFY2(writeBuildFile(path, b, &error), qPrintable(error));
        Build back;
        QVERIFY2(readBuildFile(path, back, &error), qPrintable(error));
        compareBuilds(b, back);
        QVERIFY(!readBuildFile(dir.filePath(QStringLiteral("missing.nodeplan")), back, &error));
        QVERIFY(error.contains(QStringLiteral("missing.nodeplan")));
    }

    void customerAndNotesRoundTrip()
    {
        Build b = fixture::referenceBuild();
        b.name = "Inference node for ACME";
        b.customer = "ACME Research GmbH";
        b.notes = "Rack 4, 32 A feed.\nCustomer asked for \"quiet\" fans.";
        const QByteArray json = buildToJson(b);
        // Documented order: right after the name.
        QVERIFY(
            json.contains("\"name\": \"Inference node for ACME\",\n  \"customer\": \"ACME Research GmbH\",\n"
                          "  \"notes\": "));
        Build back;
        QString error;
        QVERIFY2(parseBuildJson(json, back, &error), qPrintable(error));
        compareBuilds(b, back);
        QCOMPARE(buildToJson(back), json);
    }

    void fileWithoutCustomerOrNotesStillReads()
    {
        // A file from before the keys existed: both stay empty, and writing it adds neither key.
        const QByteArray old = R"({"format": "nodeplan-build", "version": 1, "name": "Old",
                                   "chassis": "AS-4125GS-TNRT"})";
        Build b;
        QString error;
        QVERIFY2(parseBuildJson(old, b, &error), qPrintable(error));
        QCOMPARE(b.name, std::string("Old"));
        QVERIFY(b.customer.empty());
        QVERIFY(b.notes.empty());
        const QByteArray json = buildToJson(b);
        QVERIFY(!json.contains("\"customer\""));
        QVERIFY(!json.contains("\"notes\""));
        QCOMPARE(parseError(R"({"format": "nodeplan-build", "version": 1, "chassis": "X", "customer": 7})"),
                 QStringLiteral("customer: must be a string"));
    }

    void examplesInTheRepositoryParse()
    {
        for (const char *name : {"reference-8x-rtx-pro-6000", "xeon6-2dpc", "nvlink-bridged"}) {
            const QString path = QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/%1.nodeplan")
                                     .arg(QLatin1String(name));
            Build b;
            QString error;
            QVERIFY2(readBuildFile(path, b, &error), qPrintable(error));
            QVERIFY(!b.placements.empty());
            QVERIFY(!b.workloads.empty());
        }
    }

    // Build files written before `recompute` keep their meaning: checkpointing on = full recompute,
    // off = activations kept without the attention scores (selective, as FlashAttention runs).
    void gradientCheckpointingKeyMapsOntoRecompute()
    {
        Build on, off, absent;
        QString error;
        QVERIFY2(parseBuildJson(minimal(R"(, "workloads": [{"model": "a", "gradient_checkpointing": true}])"),
                                on, &error),
                 qPrintable(error));
        QVERIFY2(
            parseBuildJson(minimal(R"(, "workloads": [{"model": "a", "gradient_checkpointing": false}])"),
                           off, &error),
            qPrintable(error));
        QVERIFY2(parseBuildJson(minimal(R"(, "workloads": [{"model": "a"}])"), absent, &error),
                 qPrintable(error));
        QCOMPARE(on.workloads[0].recompute, Recompute::Full);
        QCOMPARE(off.workloads[0].recompute, Recompute::Selective);
        QCOMPARE(absent.workloads[0].recompute, Recompute::Full);
        // The other new keys default to today's meaning: SP on, 1F1B, one micro-batch, one format, no cap.
        const Workload &w = absent.workloads[0];
        QVERIFY(w.sequenceParallel);
        QCOMPARE(w.pipelineSchedule, PipelineSchedule::OneFOneB);
        QCOMPARE(w.microBatches, 1);
        QVERIFY(!w.attentionPrecision && !w.mlpPrecision && !w.embeddingPrecision && !w.edgeLayersPrecision);
        QCOMPARE(w.powerCapW, 0);
        // Written back, the old key becomes `recompute`.
        QVERIFY(buildToJson(off).contains("\"recompute\": \"selective\""));
        QVERIFY(!buildToJson(off).contains("gradient_checkpointing"));
    }

    // The GUI editor is built from the field table: every row is a key the file writes and reads, and
    // the module-precision rows map "as the weights" (-1) onto an unset format.
    void everyEditorFieldIsABuildFileKey()
    {
        Build b = fixture::referenceBuild();
        Workload &w = b.workloads[0];
        const WorkloadField *mlp = workloadField(QStringLiteral("mlp_precision"));
        QVERIFY(mlp);
        QCOMPARE(mlp->get(w).toInt(), -1);
        mlp->set(w, static_cast<int>(Precision::Fp8));
        QVERIFY(w.mlpPrecision == Precision::Fp8);
        for (const char *key : {"attention_precision", "embedding_precision", "first_last_layers_precision"})
            workloadField(QLatin1String(key))->set(w, static_cast<int>(Precision::Bf16));
        const QJsonObject written = QJsonDocument::fromJson(buildToJson(b))
                                        .object()
                                        .value(QStringLiteral("workloads"))
                                        .toArray()
                                        .at(0)
                                        .toObject();
        for (const WorkloadField &f : workloadFields())
            QVERIFY2(f.key == QLatin1String("label") || written.contains(f.key), qPrintable(f.key));
        QVERIFY(!workloadField(QStringLiteral("gradient_checkpointing")));
        mlp->set(w, -1);
        QVERIFY(!w.mlpPrecision);

        // Rows that mean nothing for the layout are disabled: SP needs TP > 1, v needs interleaving.
        Workload t;
        t.mode = WorkloadMode::FullFineTune;
        QVERIFY(!workloadField(QStringLiteral("sequence_parallel"))->appliesTo(t));
        t.tensorParallel = 2;
        QVERIFY(workloadField(QStringLiteral("sequence_parallel"))->appliesTo(t));
        t.pipelineParallel = 4;
        QVERIFY(!workloadField(QStringLiteral("virtual_stages"))->appliesTo(t));
        t.pipelineSchedule = PipelineSchedule::Interleaved;
        QVERIFY(workloadField(QStringLiteral("virtual_stages"))->appliesTo(t));
    }

    void errorsNameTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed") << QByteArray("{\n  \"format\": \"nodeplan-build\",\n  \"version\" 1\n}")
                                   << QStringLiteral("line 3, column ");
        QTest::newRow("not a build") << QByteArray(R"({"format": "something", "version": 1})")
                                     << QStringLiteral("format: not a NodePlan build file");
        QTest::newRow("newer version")
            << QByteArray(R"({"format": "nodeplan-build", "version": 2, "chassis": "X"})")
            << QStringLiteral("version: this file is version 2, written by a newer NodePlan");
        QTest::newRow("no chassis") << QByteArray(R"({"format": "nodeplan-build", "version": 1})")
                                    << QStringLiteral("chassis: is required");
        QTest::newRow("unknown key") << minimal(R"(, "colour": "red")")
                                     << QStringLiteral("colour: unknown key");
        QTest::newRow("bad precision")
            << minimal(
                   R"(, "workloads": [{"model": "a"}, {"model": "b"}, {"model": "c", "precision": "fp6"}])")
            << QStringLiteral("workloads[2].precision: unknown value 'fp6' (valid: fp32, bf16, fp16, fp8, "
                              "int8, int4, nf4, fp4)");
        QTest::newRow("workload key") << minimal(R"(, "workloads": [{"model": "a", "tensor_parallel": 2}])")
                                      << QStringLiteral("workloads[0].tensor_parallel: unknown key");
        QTest::newRow("no model") << minimal(R"(, "workloads": [{"mode": "lora"}])")
                                  << QStringLiteral("workloads[0].model: is required");
        QTest::newRow("tp zero") << minimal(R"(, "workloads": [{"model": "a", "tp": 0}])")
                                 << QStringLiteral("workloads[0].tp: 0 is out of range");
        QTest::newRow("tp fraction") << minimal(R"(, "workloads": [{"model": "a", "tp": 1.5}])")
                                     << QStringLiteral("workloads[0].tp: must be a whole number");
        QTest::newRow("redundancy")
            << minimal(R"(, "options": {"psu_redundancy": "2+2"})")
            << QStringLiteral("options.psu_redundancy: unknown value '2+2' (valid: none, n+1, n+n)");
        QTest::newRow("xgmi") << minimal(R"(, "options": {"xgmi_links": 2})")
                              << QStringLiteral("options.xgmi_links: 2 is out of range");
        QTest::newRow("bifurcation") << minimal(R"(, "options": {"bifurcation": {"gpu0": 6}})")
                                     << QStringLiteral(
                                            "options.bifurcation.gpu0: lanes must be 1, 2, 4, 8 or 16");
        QTest::newRow("utilization") << minimal(R"(, "options": {"utilization": 1.5})")
                                     << QStringLiteral("options.utilization: 1.5 is out of range");
        QTest::newRow("assumption") << minimal(R"(, "assumptions": {"fudge": 2})")
                                    << QStringLiteral("assumptions.fudge: unknown assumption");
        QTest::newRow("part") << minimal(R"(, "parts": [{"slot": "gpu0"}])")
                              << QStringLiteral("parts[0].sku: is required");
        QTest::newRow("slot and count") << minimal(R"(, "parts": [{"slot": "gpu0", "sku": "X", "count": 2}])")
                                        << QStringLiteral("parts[0]: give either");
        QTest::newRow("recompute")
            << minimal(R"(, "workloads": [{"model": "a", "recompute": "some"}])")
            << QStringLiteral("workloads[0].recompute: unknown value 'some' (valid: none, selective, full)");
        QTest::newRow("recompute and checkpointing")
            << minimal(
                   R"(, "workloads": [{"model": "a", "recompute": "full", "gradient_checkpointing": true}])")
            << QStringLiteral("workloads[0].gradient_checkpointing: give either \"recompute\"");
        QTest::newRow("schedule")
            << minimal(R"(, "workloads": [{"model": "a", "pipeline_schedule": "zb"}])")
            << QStringLiteral("workloads[0].pipeline_schedule: unknown value 'zb' (valid: 1f1b, gpipe, "
                              "interleaved_1f1b)");
        QTest::newRow("loss") << minimal(R"(, "workloads": [{"model": "a", "loss": "liger"}])")
                              << QStringLiteral(
                                     "workloads[0].loss: unknown value 'liger' (valid: chunked, plain)");
        QTest::newRow("virtual stages") << minimal(R"(, "workloads": [{"model": "a", "virtual_stages": 0}])")
                                        << QStringLiteral("workloads[0].virtual_stages: 0 is out of range");
        QTest::newRow("micro-batches")
            << minimal(R"(, "workloads": [{"model": "a", "micro_batches": 2.5}])")
            << QStringLiteral("workloads[0].micro_batches: must be a whole number");
        QTest::newRow("sequence parallel")
            << minimal(R"(, "workloads": [{"model": "a", "sequence_parallel": "yes"}])")
            << QStringLiteral("workloads[0].sequence_parallel: must be true or false");
        QTest::newRow("module precision")
            << minimal(R"(, "workloads": [{"model": "a", "mlp_precision": "fp6"}])")
            << QStringLiteral("workloads[0].mlp_precision: unknown value 'fp6'");
        QTest::newRow("first/last precision")
            << minimal(R"(, "workloads": [{"model": "a", "first_last_layers_precision": 16}])")
            << QStringLiteral("workloads[0].first_last_layers_precision: must be a string");
        QTest::newRow("power cap") << minimal(R"(, "workloads": [{"model": "a", "power_cap_w": -5}])")
                                   << QStringLiteral("workloads[0].power_cap_w: -5 is out of range");
        QTest::newRow("currency") << minimal(R"(, "options": {"currency": "GBP"})")
                                  << QStringLiteral("options.currency: unknown value 'GBP'");
    }
    void errorsNameTheirPlace()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const QString error = parseError(json);
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    void assumptionsOverride()
    {
        Build b;
        QString error;
        QVERIFY2(
            parseBuildJson(
                minimal(R"(, "assumptions": {"compute_efficiency": 0.4, "cores_per_gpu_guideline": 12})"), b,
                &error),
            qPrintable(error));
        QCOMPARE(b.assumptions.computeEfficiency, 0.4);
        QCOMPARE(b.assumptions.coresPerGpuGuideline, 12.0);
    }
};

QTEST_GUILESS_MAIN(TestBuildFile)
#include "tst_build_file.moc"
