// SPDX-License-Identifier: MIT
// The one part index (CatalogSnapshot::prepare/find) and the typed PCIe uplink.
#include "core/catalog_snapshot.h"
#include "core/pcie_uplink.h"

#include <QTest>

using namespace np;

namespace
{

template <typename T> T part(const std::string &sku)
{
    T item;
    item.info.sku = sku;
    item.info.name = sku + " name";
    return item;
}

CatalogSnapshot smallCatalog()
{
    CatalogSnapshot c;
    c.chassis.push_back(part<Chassis>("CH-1"));
    c.gpus.push_back(part<Gpu>("GPU-A"));
    c.gpus.push_back(part<Gpu>("GPU-B"));
    c.cpus.push_back(part<Cpu>("CPU-1"));
    c.memory.push_back(part<MemoryModule>("DIMM-1"));
    c.drives.push_back(part<Drive>("NVME-1"));
    c.nics.push_back(part<Nic>("NIC-1"));
    c.psus.push_back(part<Psu>("PSU-1"));
    c.models.push_back(part<Model>("MODEL-1"));
    return c;
}

} // namespace

class TestPartIndex : public QObject
{
    Q_OBJECT
private slots:
    // Every kind is found by SKU with its kind and typed pointer, before and after prepare().
    void findsEveryKind()
    {
        CatalogSnapshot c = smallCatalog();
        for (int prepared = 0; prepared < 2; ++prepared) {
            if (prepared)
                c.prepare();
            QCOMPARE(c.find("GPU-B").kind, PartKind::Gpu);
            QCOMPARE(c.find("GPU-B").gpu, &c.gpus[1]);
            QCOMPARE(c.find("GPU-B").info, &c.gpus[1].info);
            QCOMPARE(c.find("CH-1").chassis, &c.chassis[0]);
            QCOMPARE(c.find("CPU-1").cpu, &c.cpus[0]);
            QCOMPARE(c.find("DIMM-1").memory, &c.memory[0]);
            QCOMPARE(c.find("NVME-1").drive, &c.drives[0]);
            QCOMPARE(c.find("NIC-1").nic, &c.nics[0]);
            QCOMPARE(c.find("PSU-1").psu, &c.psus[0]);
            // Models are parts too: quotes and the sheet's appendix look them up like any other.
            QCOMPARE(c.find("MODEL-1").kind, PartKind::Model);
            QCOMPARE(c.find("MODEL-1").model, &c.models[0]);
            QVERIFY(!c.find("NOPE"));
            // A kind-specific find does not answer for another kind's SKU.
            QVERIFY(c.findGpu("CPU-1") == nullptr);
            QVERIFY(c.findCpu("CPU-1") != nullptr);
        }
    }
    // A copy's index points into the copy (positions, not pointers).
    void copiedSnapshotFindsItsOwnParts()
    {
        CatalogSnapshot original = smallCatalog();
        original.prepare();
        const CatalogSnapshot copy = original;
        QCOMPARE(copy.findGpu("GPU-A"), &copy.gpus[0]);
    }
    // Parts added after prepare() are still found (the index notices the count changed and scans).
    void partsAddedAfterPrepareAreFound()
    {
        CatalogSnapshot c = smallCatalog();
        c.prepare();
        c.gpus.push_back(part<Gpu>("GPU-C"));
        QCOMPARE(c.findGpu("GPU-C"), &c.gpus[2]);
        QCOMPARE(c.findGpu("GPU-A"), &c.gpus[0]);
        // Removing a part: the index's entry for it no longer matches and the scan says absent.
        c.gpus.erase(c.gpus.begin());
        QVERIFY(c.findGpu("GPU-A") == nullptr);
        QCOMPARE(c.findGpu("GPU-B"), &c.gpus[0]);
    }
    void uplinkParsing_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("socket");
        QTest::newRow("empty") << "" << int(PcieUplink::Kind::None) << -1;
        QTest::newRow("cpu0") << "cpu0" << int(PcieUplink::Kind::CpuRoot) << 0;
        QTest::newRow("cpu1") << "cpu1" << int(PcieUplink::Kind::CpuRoot) << 1;
        QTest::newRow("cpu12") << "cpu12" << int(PcieUplink::Kind::CpuRoot) << 12;
        QTest::newRow("switch") << "sw0" << int(PcieUplink::Kind::Switch) << -1;
        // "cpu" alone or with a non-digit is no socket number (it once read as socket 0).
        QTest::newRow("cpu alone") << "cpu" << int(PcieUplink::Kind::Switch) << -1;
        QTest::newRow("cpu letter") << "cpuA" << int(PcieUplink::Kind::Switch) << -1;
        QTest::newRow("cpu huge") << "cpu123" << int(PcieUplink::Kind::Switch) << -1;
    }
    void uplinkParsing()
    {
        QFETCH(QString, id);
        QFETCH(int, kind);
        QFETCH(int, socket);
        const PcieUplink uplink(id.toStdString());
        QCOMPARE(int(uplink.kind()), kind);
        QCOMPARE(uplink.socket(), socket);
        QCOMPARE(uplink.id(), id.toStdString());
        QCOMPARE(uplink.isCpu(), kind == int(PcieUplink::Kind::CpuRoot));
    }
    void uplinkComparesById()
    {
        const PcieUplink a = "sw0";
        QVERIFY(a == std::string("sw0"));
        QVERIFY(a == PcieUplink("sw0"));
        QVERIFY(!(a == PcieUplink("sw1")));
    }
};

QTEST_GUILESS_MAIN(TestPartIndex)
#include "tst_part_index.moc"
