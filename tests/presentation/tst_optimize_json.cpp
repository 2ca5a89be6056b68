// SPDX-License-Identifier: MIT
// The optimize spec reader: a good spec reads; every field or type error names its place, worded
// as the build-file reader words the same error.
#include "presentation/optimize_json.h"

#include <QTest>

using namespace np;

namespace
{

// A valid spec with `extra` added to the top-level object.
QByteArray spec(const char *extra)
{
    return QByteArray(R"({"format": "nodeplan-optimize-spec", "version": 1,
                          "workloads": [{"model": "Llama 3.1 70B"}])") +
           extra + '}';
}

QString parseError(const QByteArray &json)
{
    OptimizeSpec out;
    QString error;
    if (parseOptimizeSpec(json, out, &error))
        return QStringLiteral("(no error)");
    return error;
}

} // namespace

class TstOptimizeJson : public QObject
{
    Q_OBJECT
private slots:
    void goodSpecReads()
    {
        OptimizeSpec out;
        QString error;
        QVERIFY2(parseOptimizeSpec(spec(R"(, "name": "inference box", "objective": "price", "max_results": 3,
                                           "limits": {"budget_eur": 250000, "psu_redundancy": "n+1",
                                                      "gpus": ["A", "B"], "allow_unpriced": ["psu"],
                                                      "max_gpus": 8}, "workloads": [{"model": "M",
                                           "precision": "fp8", "targets": {"must_fit": true}}])"),
                                   out, &error),
                 qPrintable(error));
        QCOMPARE(out.name, std::string("inference box"));
        QCOMPARE(out.objective, Objective::Price);
        QCOMPARE(out.maxResults, 3);
        QCOMPARE(out.limits.budgetEur, 250000.0);
        QCOMPARE(out.limits.psuRedundancy, PsuRedundancy::NPlus1);
        QCOMPARE(out.limits.gpus, std::vector<std::string>({"A", "B"}));
        QCOMPARE(out.limits.unpricedAllowed, std::set<PartKind>{PartKind::Psu});
        QCOMPARE(out.limits.maxGpus, 8);
        QCOMPARE(out.workloads.size(), std::size_t(1));
        QCOMPARE(out.workloads[0].workload.precision, Precision::Fp8);
        QCOMPARE(out.workloads[0].workload.tensorParallel, 0); // "tp" left out: every GPU
        QVERIFY(out.workloads[0].targets.mustFit);
    }

    void partsAreCountedInPlacementOrder()
    {
        // Two CPUs, then three GPUs, then one more CPU: runs of the same SKU are counted together.
        Build b;
        for (const char *sku : {"CPU", "CPU", "GPU", "GPU", "GPU", "CPU"})
            b.placements.push_back(Placement{{}, sku});
        QCOMPARE(partCountLines(b), QStringList({QStringLiteral("2 x CPU"), QStringLiteral("3 x GPU"),
                                                 QStringLiteral("1 x CPU")}));
        QCOMPARE(partCountLines(b, QStringLiteral("×")).first(), QStringLiteral("2 × CPU"));
    }

    void errorsNameTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed") << QByteArray("{\n  \"format\" 1\n}")
                                   << QStringLiteral(
                                          "line 2, column 13: malformed JSON: missing name separator");
        QTest::newRow("unknown key") << spec(R"(, "colour": 1)")
                                     << QStringLiteral("colour: unknown key (valid: format, version, name, "
                                                       "workloads, limits, objective, max_results)");
        QTest::newRow("name") << spec(R"(, "name": 5)") << QStringLiteral("name: must be a string");
        QTest::newRow("budget type") << spec(R"(, "limits": {"budget_eur": "lots"})")
                                     << QStringLiteral("limits.budget_eur: must be a number");
        QTest::newRow("budget range") << spec(R"(, "limits": {"budget_eur": -5})")
                                      << QStringLiteral("limits.budget_eur: -5 is out of range (0 to 1e+12)");
        QTest::newRow("gpus range") << spec(R"(, "limits": {"min_gpus": 0})")
                                    << QStringLiteral("limits.min_gpus: 0 is out of range (1 to 1024)");
        QTest::newRow("gpus fraction") << spec(R"(, "limits": {"max_gpus": 2.5})")
                                       << QStringLiteral("limits.max_gpus: must be a whole number");
        QTest::newRow("redundancy")
            << spec(R"(, "limits": {"psu_redundancy": "2+2"})")
            << QStringLiteral("limits.psu_redundancy: unknown value '2+2' (valid: none, n+1, n+n)");
        QTest::newRow("voltage type")
            << spec(R"(, "limits": {"input_voltage": 230})")
            << QStringLiteral("limits.input_voltage: must be a string (valid: low_line, high_line)");
        QTest::newRow("gpu list") << spec(R"(, "limits": {"gpus": "H100"})")
                                  << QStringLiteral("limits.gpus: must be an array of strings");
        QTest::newRow("gpu entry") << spec(R"(, "limits": {"gpus": ["H100", 1]})")
                                   << QStringLiteral("limits.gpus[1]: must be a string");
        QTest::newRow("rdma") << spec(R"(, "limits": {"require_rdma": "yes"})")
                              << QStringLiteral("limits.require_rdma: must be true or false");
        QTest::newRow("unpriced")
            << spec(R"(, "limits": {"allow_unpriced": ["psu", "model"]})")
            << QStringLiteral("limits.allow_unpriced[1]: unknown part kind (valid: true, false or a list of "
                              "chassis, gpu, cpu, memory, drive, nic, psu)");
        QTest::newRow("objective")
            << spec(R"(, "objective": "fastest")")
            << QStringLiteral("objective: unknown value 'fastest' (valid: pareto, price, throughput, power)");
        QTest::newRow("max results") << spec(R"(, "max_results": 0)")
                                     << QStringLiteral("max_results: 0 is out of range (1 to 10000)");
        QTest::newRow("target")
            << spec(R"(, "workloads": [{"model": "M", "targets": {"min_decode_tokens_per_s": "x"}}])")
            << QStringLiteral("workloads[0].targets.min_decode_tokens_per_s: must be a number");
        QTest::newRow("workload field")
            << spec(R"(, "workloads": [{"model": "M"}, {"model": "M", "precision": "fp6"}])")
            << QStringLiteral("workloads[1].precision: unknown value 'fp6' (valid: fp32, bf16, fp16, fp8, "
                              "int8, int4, nf4, fp4)");
    }
    void errorsNameTheirPlace()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QCOMPARE(parseError(json), expected);
    }
};

QTEST_GUILESS_MAIN(TstOptimizeJson)
#include "tst_optimize_json.moc"
