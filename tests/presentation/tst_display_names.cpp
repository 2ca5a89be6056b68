// SPDX-License-Identifier: MIT
// Every core enum value shown to people has a name, and no two values of one enum share it.
#include "presentation/display_names.h"
#include "presentation/figure_names.h"
#include "presentation/number_format.h"

#include <QSet>
#include <QTest>

#include <initializer_list>

using namespace np;

namespace
{

template <typename E> void checkNames(std::initializer_list<E> values)
{
    QSet<QString> seen;
    for (E value : values) {
        const QString name = displayName(value);
        QVERIFY2(!name.isEmpty(), qPrintable(QStringLiteral("empty name for value %1").arg(int(value))));
        QVERIFY2(!seen.contains(name), qPrintable(QStringLiteral("name used twice: ") + name));
        seen.insert(name);
    }
    QCOMPARE(seen.size(), qsizetype(values.size()));
}

} // namespace

class TstDisplayNames : public QObject
{
    Q_OBJECT

private slots:
    void everyValueHasADistinctName()
    {
        checkNames({PartKind::Chassis, PartKind::Gpu, PartKind::Cpu, PartKind::Memory, PartKind::Drive,
                    PartKind::Nic, PartKind::Psu, PartKind::Model});
        checkNames({SlotKind::Gpu, SlotKind::CpuSocket, SlotKind::Dimm, SlotKind::DriveBay, SlotKind::Nic,
                    SlotKind::Psu});
        checkNames(
            {WorkloadMode::Inference, WorkloadMode::FullFineTune, WorkloadMode::Lora, WorkloadMode::Qlora});
        checkNames({Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8,
                    Precision::Int4, Precision::Nf4, Precision::Fp4});
        checkNames({Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW32bit, Optimizer::Sgd});
        checkNames({Offload::None, Offload::Optimizer, Offload::Full});
        checkNames(
            {ServingEngine::Vllm, ServingEngine::VllmV0, ServingEngine::Sglang, ServingEngine::TensorRtLlm});
        checkNames({PsuRedundancy::None, PsuRedundancy::NPlus1, PsuRedundancy::NPlusN});
        checkNames({InputVoltage::LowLine, InputVoltage::HighLine});
        checkNames({BuildOption::InputVoltage, BuildOption::PsuRedundancy, BuildOption::RaidLevel,
                    BuildOption::XgmiLinks, BuildOption::Bifurcation, BuildOption::EnergyPrice,
                    BuildOption::Pue, BuildOption::Utilization, BuildOption::Years, BuildOption::ExchangeRate,
                    BuildOption::Margin, BuildOption::Discount, BuildOption::Vat});
        checkNames({EstimateKind::WeightsMemory, EstimateKind::KvCacheMemory, EstimateKind::KvCacheTokens,
                    EstimateKind::TrainingMemory, EstimateKind::DecodeSpeed, EstimateKind::PrefillSpeed,
                    EstimateKind::TimeToFirstToken, EstimateKind::TimePerOutputToken,
                    EstimateKind::ThroughputUnderLoad, EstimateKind::TrainingSpeed,
                    EstimateKind::TrainingMaxContext});
        checkNames({RaidLevel::None, RaidLevel::Raid0, RaidLevel::Raid1, RaidLevel::Raid5, RaidLevel::Raid6,
                    RaidLevel::Raid10});
        checkNames({Interconnect::None, Interconnect::PcieHost, Interconnect::PcieSwitch,
                    Interconnect::NvlinkBridge, Interconnect::NvlinkSwitch, Interconnect::InfinityFabric});
        checkNames({BaseboardFabric::None, BaseboardFabric::NvSwitch, BaseboardFabric::InfinityFabricMesh});
        checkNames({Subsystem::Gpu, Subsystem::Interconnect, Subsystem::Cpu, Subsystem::Memory,
                    Subsystem::Pcie, Subsystem::Storage, Subsystem::Network, Subsystem::Power,
                    Subsystem::Cooling, Subsystem::Cost, Subsystem::Workload});
        checkNames({FindingKind::Strength, FindingKind::Weakness});
        checkNames({Severity::Info, Severity::Warning, Severity::Blocking});
        checkNames({GpuFormFactor::PcieCard, GpuFormFactor::Sxm, GpuFormFactor::Oam});
        checkNames({Cooling::Passive, Cooling::ActiveBlower, Cooling::ActiveOpenAir});
        checkNames({GpuLinkKind::None, GpuLinkKind::NvlinkBridge, GpuLinkKind::NvlinkSwitch,
                    GpuLinkKind::InfinityFabric});
        checkNames({ProcurementFigure::CardEurPerGb, ProcurementFigure::EurPerBf16Tflops,
                    ProcurementFigure::EurPerFp8Tflops, ProcurementFigure::EurPerFp4Tflops,
                    ProcurementFigure::WattsPerGb, ProcurementFigure::EurPerTokenPerS});
    }

    void cardAndBuildEurPerGbAreNamedApart()
    {
        // One card's price per GB of its own memory and the build's hardware per GB of all GPU memory.
        QCOMPARE(displayName(ProcurementFigure::CardEurPerGb), QStringLiteral("card € per GB"));
        QCOMPARE(buildEurPerGbGpuMemoryName(), QStringLiteral("build € per GB of GPU memory"));
        QCOMPARE(priceKindName("street"), QStringLiteral("street price"));
    }

    void oneWordingPerValue()
    {
        // The text assessment, key figures, charts and PDF once had three wordings for this link.
        QCOMPARE(displayName(Interconnect::PcieHost), QStringLiteral("PCIe through the host"));
        QCOMPARE(displayName(Subsystem::Interconnect), QStringLiteral("GPU interconnect"));
    }

    void inputFeed()
    {
        QCOMPARE(inputFeedText(InputVoltage::HighLine, 230, NumberFormat::forCli()),
                 QStringLiteral("230 V (high line, 200–240 V)"));
    }
};

QTEST_GUILESS_MAIN(TstDisplayNames)
#include "tst_display_names.moc"
