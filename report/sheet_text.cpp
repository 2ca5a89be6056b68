// SPDX-License-Identifier: MIT
#include "report/sheet_text.h"

#include "presentation/evaluation_json.h"
#include "report/report_format.h"

namespace np::report
{

QString subsystemName(Subsystem subsystem)
{
    return subsystemTitle(subsystem);
}

QString redundancyName(PsuRedundancy redundancy)
{
    switch (redundancy) {
    case PsuRedundancy::None:
        return QStringLiteral("N (no redundancy)");
    case PsuRedundancy::NPlus1:
        return QStringLiteral("N+1");
    case PsuRedundancy::NPlusN:
        return QStringLiteral("N+N");
    }
    return {};
}

QString interconnectName(Interconnect interconnect)
{
    switch (interconnect) {
    case Interconnect::None:
        return QStringLiteral("none");
    case Interconnect::PcieHost:
        return QStringLiteral("PCIe through the CPUs");
    case Interconnect::PcieSwitch:
        return QStringLiteral("PCIe switch");
    case Interconnect::NvlinkBridge:
        return QStringLiteral("NVLink bridge");
    case Interconnect::NvlinkSwitch:
        return QStringLiteral("NVLink switch");
    }
    return {};
}

QString modeName(WorkloadMode mode)
{
    switch (mode) {
    case WorkloadMode::Inference:
        return QStringLiteral("inference");
    case WorkloadMode::FullFineTune:
        return QStringLiteral("full fine-tune");
    case WorkloadMode::Lora:
        return QStringLiteral("LoRA");
    case WorkloadMode::Qlora:
        return QStringLiteral("QLoRA");
    }
    return {};
}

QString precisionName(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
        return QStringLiteral("FP32");
    case Precision::Bf16:
        return QStringLiteral("BF16");
    case Precision::Fp16:
        return QStringLiteral("FP16");
    case Precision::Fp8:
        return QStringLiteral("FP8");
    case Precision::Int8:
        return QStringLiteral("INT8");
    case Precision::Int4:
        return QStringLiteral("INT4");
    case Precision::Nf4:
        return QStringLiteral("NF4");
    case Precision::Fp4:
        return QStringLiteral("FP4");
    }
    return {};
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("note");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Blocking:
        return QStringLiteral("blocking");
    }
    return {};
}

QString inputVoltageName(InputVoltage voltage, double volts)
{
    const QString range = voltage == InputVoltage::HighLine ? QStringLiteral("high line, 200–240 V")
                                                            : QStringLiteral("low line, 100–127 V");
    return QStringLiteral("%1 V (%2)").arg(formatNumber(volts, 0), range);
}

QString psuStatusName(Status status)
{
    switch (status) {
    case Status::Ok:
        return QStringLiteral("sufficient");
    case Status::Warning: // only all PSUs together hold the peak; the colour tells it apart
    case Status::Blocking:
        return QStringLiteral("insufficient");
    }
    return {};
}

QString percentLabel(const QString &name, double pct)
{
    return QStringLiteral("%1 (%2 %)").arg(name, formatAssumptionValue(pct));
}

const PartInfo *findPartInfo(const CatalogSnapshot &catalog, const std::string &sku)
{
    if (const Chassis *c = catalog.findChassis(sku))
        return &c->info;
    if (const Gpu *g = catalog.findGpu(sku))
        return &g->info;
    if (const Cpu *c = catalog.findCpu(sku))
        return &c->info;
    if (const MemoryModule *m = catalog.findMemory(sku))
        return &m->info;
    if (const Drive *d = catalog.findDrive(sku))
        return &d->info;
    if (const Nic *n = catalog.findNic(sku))
        return &n->info;
    if (const Psu *p = catalog.findPsu(sku))
        return &p->info;
    if (const Model *m = catalog.findModel(sku))
        return &m->info;
    return nullptr;
}

} // namespace np::report
