// SPDX-License-Identifier: MIT
// The seed catalog holds what the reference build (seed-assessment.md) needs, with the right figures.
#include "catalog/catalog_database.h"
#include "core/resolved_build.h"
#include "core/workload/workload_eval.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace np;

class TestCatalogContent : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_db;
    CatalogSnapshot m_s;

private slots:
    void initTestCase()
    {
        QString error;
        m_db = CatalogDatabase::open(m_dir.filePath(QStringLiteral("seed.sqlite")), &error);
        QVERIFY2(m_db, qPrintable(error));
        m_s = m_db->snapshot(QStringLiteral("2026-12-01"));
    }

    void rtxPro6000ServerEdition()
    {
        const Gpu *g = m_s.findGpu("NVIDIA-RTX-PRO-6000-SE");
        QVERIFY(g);
        QCOMPARE(g->memoryNominalGB, 96.0);
        QCOMPARE(g->memoryUsableMiB, 97887.0);
        QCOMPARE(g->memoryBandwidthGBps, 1597.0); // not the Workstation Edition's 1,792
        QCOMPARE(g->cooling, Cooling::Passive);   // not "blower-style"
        QCOMPARE(g->formFactor, GpuFormFactor::PcieCard);
        QCOMPARE(g->tdpW, 600.0);
        QCOMPARE(g->slotWidth, 2);
        QCOMPARE(g->gpuLink, GpuLinkKind::None);
        QVERIFY(g->info.price.has_value()); // Workstation-Edition-derived, marked unverified
    }

    void commonMistakes()
    {
        QCOMPARE(m_s.findGpu("NVIDIA-L40S")->tdpW, 350.0);
        QCOMPARE(m_s.findGpu("NVIDIA-L40S")->bf16DenseTflops, 362.0);
        QCOMPARE(m_s.findCpu("INTEL-XEON-6980P")->socket, std::string("LGA7529"));
        QCOMPARE(m_s.findCpu("INTEL-XEON-6960P")->socket, std::string("LGA7529"));
        QCOMPARE(m_s.findCpu("INTEL-XEON-6767P")->socket, std::string("LGA4710"));
        QCOMPARE(m_s.findCpu("INTEL-XEON-6740P")->socket, std::string("LGA4710"));
        for (const char *sku : {"NVIDIA-H100-SXM5", "NVIDIA-H200-SXM5", "NVIDIA-B200-SXM"})
            QCOMPARE(m_s.findGpu(sku)->formFactor, GpuFormFactor::Sxm);
        for (const char *sku : {"AMD-MI300X", "AMD-MI325X"})
            QCOMPARE(m_s.findGpu(sku)->formFactor, GpuFormFactor::Oam);
        int pcieCards = 0;
        for (const Gpu &g : m_s.gpus)
            pcieCards += g.formFactor == GpuFormFactor::PcieCard ? 1 : 0;
        QVERIFY(pcieCards >= 10);
    }

    void epyc9575f()
    {
        const Cpu *c = m_s.findCpu("AMD-EPYC-9575F");
        QVERIFY(c);
        QCOMPARE(c->cores, 64); // x2 sockets = 128 cores
        QCOMPARE(c->boostGHz, 5.0);
        QCOMPARE(c->socket, std::string("SP5"));
        QCOMPARE(c->memoryChannels, 12);
        QCOMPARE(c->ddr5MtsOneDpc, 6400);
        // 2P EPYC: 128 lanes with 4 xGMI links, 160 with 3 (hardware-facts S19).
        QCOMPARE(2 * c->pcieLanesPerSocketTwoSocket, 128);
        QCOMPARE(2 * c->pcieLanesPerSocketTwoSocketExtra, 160);
        QCOMPARE(c->pcieLanesOneSocket, 128);
    }

    void referenceParts()
    {
        const MemoryModule *m = m_s.findMemory("DDR5-6400-RDIMM-64GB");
        QVERIFY(m);
        QCOMPARE(m->capacityGiB * 24, 1536.0); // 24 x 64 GiB = 1.5 TiB
        QCOMPARE(m->speedMts, 6400);
        const Drive *d = m_s.findDrive("MICRON-9550PRO-15T36-U2");
        QVERIFY(d);
        QCOMPARE(d->capacityTB * 4, 61.44);
        QCOMPARE(d->pcieGen, 5);
        const Nic *n = m_s.findNic("NVIDIA-CX7-400GBE-1P");
        QVERIFY(n);
        QCOMPARE(n->portSpeedGbps, 400.0);
        QVERIFY(n->roce);
        const Psu *p = m_s.findPsu("PSU-3200W-TITANIUM");
        QVERIFY(p);
        QCOMPARE(p->outputHighLineW * 4, 12800.0);
        QCOMPARE(p->efficiency50, 0.96);
    }

    void referenceChassis()
    {
        const Chassis *c = m_s.findChassis("AS-4125GS-TNRT");
        QVERIFY(c);
        QCOMPARE(c->cpuSocket, std::string("SP5"));
        QCOMPARE(c->countSlots(SlotKind::Gpu), 8);
        QCOMPARE(c->countSlots(SlotKind::Dimm), 24);
        QCOMPARE(c->countSlots(SlotKind::CpuSocket), 2);
        QVERIFY(c->countSlots(SlotKind::DriveBay) >= 4);
        QVERIFY(c->countSlots(SlotKind::Nic) >= 2);
        QCOMPARE(c->countSlots(SlotKind::Psu), 4);
        // 12 channels x 1 DPC per socket: every DIMM slot is the first of its channel.
        for (const Slot &s : c->allSlots) {
            if (s.kind != SlotKind::Dimm)
                continue;
            QCOMPARE(s.dimmInChannel, 0);
            QVERIFY(s.memoryChannel >= 0 && s.memoryChannel < 12);
        }
        // GPUs direct-attached, four per socket, x16 Gen5, double width, 600 W.
        std::map<std::string, int> perUplink;
        for (const Slot &s : c->allSlots)
            if (s.kind == SlotKind::Gpu) {
                ++perUplink[s.uplink.id()];
                QCOMPARE(s.pcieLanes, 16);
                QCOMPARE(s.maxWidthSlots, 2);
                QCOMPARE(s.maxPowerW, 600.0);
            }
        QCOMPARE(perUplink["cpu0"], 4);
        QCOMPARE(perUplink["cpu1"], 4);
    }

    // Lanes the chassis wires to the CPUs (switch uplinks once), against what the CPUs give.
    void chassisLaneTotals_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<int>("wired");
        // Reference: 8 GPUs x16 = 128 + two switch uplinks x16 = 160 = 2P EPYC with 3 xGMI links.
        QTest::newRow("AS-4125GS-TNRT") << QStringLiteral("AS-4125GS-TNRT") << 160;
        // Switched: per socket x32 uplink + NIC x16 + 4 bays x4 = 64 -> 128 = 2P EPYC, 4 xGMI links.
        QTest::newRow("4U8G-TURIN2") << QStringLiteral("4U8G-TURIN2") << 128;
        // Xeon 6700P: per socket 4x16 + 16 + 2x4 = 88 -> 176 = 2 x 88.
        QTest::newRow("Xeon 6700P") << QStringLiteral("GENERIC-4U8G-XEON6700P") << 176;
        // Xeon 6900P: per socket 4x16 + 16 + 4x4 = 96 -> 192 = 2 x 96.
        QTest::newRow("Xeon 6900P") << QStringLiteral("GENERIC-4U8G-XEON6900P-NVL") << 192;
        // Switched like the TURIN2: per socket x32 uplink + NIC x16 + 4 bays x4 = 64 -> 128.
        QTest::newRow("ESC8000A-E13P") << QStringLiteral("ESC8000A-E13P") << 128;
        QTest::newRow("XE7745") << QStringLiteral("POWEREDGE-XE7745") << 128;
        QTest::newRow("XE7740") << QStringLiteral("POWEREDGE-XE7740") << 128;
        // Direct: 8 GPUs x16 + 1 NIC x16 + 4 bays x4 = 160 = 2P EPYC with 3 xGMI links.
        QTest::newRow("ESC8000A-E13") << QStringLiteral("ESC8000A-E13") << 160;
        // HGX/OAM platforms: four switch uplinks x16 = 64, + bays x4 + direct NIC slots x16.
        // SYS-821GE-TNHR: 64 + 16 x 4 + 16 = 144; XE9680: 64 + 8 x 4 + 2 x 16 = 128; TNMR2: 64 + 32 + 16 =
        // 112.
        QTest::newRow("SYS-821GE-TNHR") << QStringLiteral("SYS-821GE-TNHR") << 144;
        QTest::newRow("AS-8125GS-TNHR") << QStringLiteral("AS-8125GS-TNHR") << 144;
        QTest::newRow("XE9680") << QStringLiteral("POWEREDGE-XE9680") << 128;
        QTest::newRow("XE9680 MI300X") << QStringLiteral("POWEREDGE-XE9680-MI300X") << 128;
        QTest::newRow("AS-8125GS-TNMR2") << QStringLiteral("AS-8125GS-TNMR2") << 112;
        QTest::newRow("SYS-A21GE-NBRT") << QStringLiteral("SYS-A21GE-NBRT") << 112;
        // HGX A100 (AS-4124GO-NART+, Gen4): 64 + 6 bays x 4 + CPU2's x16 slot = 104.
        QTest::newRow("AS-4124GO-NART-PLUS") << QStringLiteral("AS-4124GO-NART-PLUS") << 104;
    }

    // Issue 10: 8-GPU HGX and OAM baseboards. Every GPU slot is a module site of the board's form,
    // and only the matching modules go in.
    void baseboardPlatforms_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<QString>("form");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("rackUnits");
        QTest::addColumn<int>("dimms");
        QTest::newRow("SYS-821GE-TNHR") << QStringLiteral("SYS-821GE-TNHR") << QStringLiteral("SXM5")
                                        << QStringLiteral("NVIDIA-H200-SXM5") << 8 << 32;
        QTest::newRow("AS-8125GS-TNHR") << QStringLiteral("AS-8125GS-TNHR") << QStringLiteral("SXM5")
                                        << QStringLiteral("NVIDIA-H100-SXM5") << 8 << 24;
        QTest::newRow("XE9680") << QStringLiteral("POWEREDGE-XE9680") << QStringLiteral("SXM5")
                                << QStringLiteral("NVIDIA-H100-SXM5") << 6 << 32;
        QTest::newRow("XE9680 MI300X") << QStringLiteral("POWEREDGE-XE9680-MI300X") << QStringLiteral("OAM")
                                       << QStringLiteral("AMD-MI300X") << 6 << 32;
        QTest::newRow("AS-8125GS-TNMR2") << QStringLiteral("AS-8125GS-TNMR2") << QStringLiteral("OAM")
                                         << QStringLiteral("AMD-MI325X") << 8 << 24;
        QTest::newRow("SYS-A21GE-NBRT") << QStringLiteral("SYS-A21GE-NBRT") << QStringLiteral("SXM6")
                                        << QStringLiteral("NVIDIA-B200-SXM") << 10 << 32;
    }
    void baseboardPlatforms()
    {
        QFETCH(QString, sku);
        QFETCH(QString, form);
        QFETCH(QString, gpu);
        QFETCH(int, rackUnits);
        QFETCH(int, dimms);
        const Chassis *c = m_s.findChassis(sku.toStdString());
        QVERIFY(c);
        QCOMPARE(c->rackUnits, rackUnits);
        QCOMPARE(c->countSlots(SlotKind::Gpu), 8);
        QCOMPARE(c->countSlots(SlotKind::CpuSocket), 2);
        QCOMPARE(c->countSlots(SlotKind::Dimm), dimms);
        QCOMPARE(c->countSlots(SlotKind::Psu), 6);
        QVERIFY(!c->info.provenance.verified);
        QVERIFY(!c->info.provenance.source.empty());
        QCOMPARE(c->info.provenance.checkedDate, std::string("2026-12-03"));
        for (const Slot &s : c->allSlots)
            if (s.kind == SlotKind::Gpu)
                QCOMPARE(QString::fromStdString(s.formFactor), form);
        const Slot &site = *c->findSlot("gpu0");
        QCOMPARE(placementRefusal(*c, site, m_s, gpu.toStdString()), std::string());
        // A PCIe card never goes onto a baseboard, nor a module of another form.
        QVERIFY(!placementRefusal(*c, site, m_s, "NVIDIA-H200-NVL").empty());
        const char *other = form == QLatin1String("OAM") ? "NVIDIA-H200-SXM5" : "AMD-MI300X";
        QVERIFY(!placementRefusal(*c, site, m_s, other).empty());
    }
    void chassisLaneTotals()
    {
        QFETCH(QString, sku);
        QFETCH(int, wired);
        const Chassis *c = m_s.findChassis(sku.toStdString());
        QVERIFY(c);
        int lanes = 0;
        for (const Slot &s : c->allSlots)
            if (s.uplink.isCpu())
                lanes += s.pcieLanes;
        for (const PcieSwitch &sw : c->switches)
            lanes += sw.uplinkLanes;
        QCOMPARE(lanes, wired);
        // Every switch's downstream lanes cover what hangs off it.
        for (const PcieSwitch &sw : c->switches) {
            int down = 0;
            for (const Slot &s : c->allSlots)
                down += s.uplink == sw.id ? s.pcieLanes : 0;
            QVERIFY2(down <= sw.downstreamLanes, sw.id.c_str());
        }
    }

    void xeon2dpcChassis()
    {
        const Chassis *c = m_s.findChassis("GENERIC-4U8G-XEON6700P");
        QVERIFY(c);
        QCOMPARE(c->cpuSocket, std::string("LGA4710"));
        QCOMPARE(c->countSlots(SlotKind::Dimm), 32); // 8 ch x 2 DPC x 2 sockets
        int second = 0;
        for (const Slot &s : c->allSlots)
            second += s.kind == SlotKind::Dimm && s.dimmInChannel == 1 ? 1 : 0;
        QCOMPARE(second, 16);
    }

    void geometryIsADrawing()
    {
        for (const Chassis &c : m_s.chassis) {
            QVERIFY(c.widthMm > 400 && c.widthMm < 460);
            QVERIFY(c.depthMm >= 800 && c.depthMm <= 900);
            for (std::size_t i = 0; i < c.allSlots.size(); ++i) {
                const SlotGeometry &a = c.allSlots[i].geometry;
                QVERIFY(a.widthMm > 0 && a.heightMm > 0);
                QVERIFY(a.xMm >= 0 && a.yMm >= 0 && a.xMm + a.widthMm <= c.widthMm &&
                        a.yMm + a.heightMm <= c.depthMm);
                for (std::size_t j = i + 1; j < c.allSlots.size(); ++j) {
                    const SlotGeometry &b = c.allSlots[j].geometry;
                    const bool apart = a.xMm + a.widthMm <= b.xMm || b.xMm + b.widthMm <= a.xMm ||
                                       a.yMm + a.heightMm <= b.yMm || b.yMm + b.heightMm <= a.yMm;
                    QVERIFY2(
                        apart,
                        (c.info.sku + ": " + c.allSlots[i].id + " overlaps " + c.allSlots[j].id).c_str());
                }
            }
            // Front to rear: bays, CPUs, GPUs, PSUs.
            auto firstY = [&](SlotKind k) {
                double y = 1e9;
                for (const Slot &s : c.allSlots)
                    if (s.kind == k)
                        y = std::min(y, s.geometry.yMm);
                return y;
            };
            QVERIFY(firstY(SlotKind::DriveBay) < firstY(SlotKind::CpuSocket));
            QVERIFY(firstY(SlotKind::CpuSocket) < firstY(SlotKind::Gpu));
            QVERIFY(firstY(SlotKind::Gpu) < firstY(SlotKind::Psu));
        }
    }

    void everyPartPricedOrSaysWhyNot()
    {
        // Issue 12: every part has a dated, sourced price of a stated kind, or a reason it has none;
        // an estimate says how it was derived.
        QSqlQuery q(m_db->database());
        QVERIFY(q.exec(QStringLiteral("SELECT p.sku FROM parts p WHERE p.no_price_reason = '' "
                                      "AND NOT EXISTS (SELECT 1 FROM prices r WHERE r.sku = p.sku)")));
        QStringList unexplained;
        while (q.next())
            unexplained << q.value(0).toString();
        QVERIFY2(unexplained.isEmpty(), qPrintable(unexplained.join(QLatin1String(", "))));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM prices WHERE source = '' OR price_date = '' "
                                      "OR (price_kind = 'estimate' AND derivation = '')")) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    void gpuPriceHistory()
    {
        // How many GPUs have a price history (two or more dated prices), a single public figure, or
        // none (each of those states its no-price reason). Counts from catalog/seed/gpus.json.
        QSqlQuery q(m_db->database());
        QVERIFY(q.exec(QStringLiteral("SELECT sum(n >= 2), sum(n = 1), sum(n = 0) FROM (SELECT p.sku, "
                                      "(SELECT count(*) FROM prices r WHERE r.sku = p.sku) AS n FROM parts p "
                                      "WHERE p.kind = 'gpu')")) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 7); // RTX PRO 6000 SE/Max-Q/WS, H100 SXM, H20, Gaudi 3 PCIe and OAM
        // RTX 6000 Ada, L40S, A100, H100 PCIe, H200 NVL/SXM, B200, MI300X, and since issue 22 the L4 and
        // H100 NVL (street listings) and the MI325X, B300, MI355X, MI350X (estimates).
        // Issue 24: the A100 SXM4 80GB (estimate).
        QCOMPARE(q.value(1).toInt(), 15);
        // Every GPU has a price but the A100 SXM4 40GB, which states why (no dated public figure).
        QCOMPARE(q.value(2).toInt(), 1);
    }

    // Issue 22, item 4: facts the datasheets state, corrected in the seed (each part's notes say so).
    void datasheetFactsCorrected()
    {
        const Gpu *mi355x = m_s.findGpu("AMD-MI355X");
        QVERIFY(mi355x && QString::fromStdString(mi355x->info.name).contains(QLatin1String("liquid")));
        const Gpu *mi350x = m_s.findGpu("AMD-MI350X"); // the air-cooled sibling
        QVERIFY(mi350x);
        QCOMPARE(mi350x->tdpW, 1000.0);
        QCOMPARE(mi350x->formFactor, GpuFormFactor::Oam);
        QCOMPARE(mi350x->memoryNominalGB, 288.0);
        QCOMPARE(m_s.findGpu("NVIDIA-B300-SXM")->tdpW, 1100.0);         // HGX module, not the 1,400 W GB300
        QCOMPARE(m_s.findNic("NVIDIA-BF3-B3220")->peakPowerW(), 150.0); // with its 8-pin auxiliary cable
        QCOMPARE(m_s.findGpu("INTEL-GAUDI3-HL338")->bf16DenseTflops, 1835.0); // Intel's peak
        QVERIFY(QString::fromStdString(m_s.findGpu("INTEL-GAUDI3-HL338")->info.provenance.notes)
                    .contains(QLatin1String("24 x 200 GbE RoCE")));
        const Chassis *xe7745 = m_s.findChassis("POWEREDGE-XE7745");
        QCOMPARE(xe7745->countSlots(SlotKind::Psu), 8);
        QVERIFY(QString::fromStdString(xe7745->info.provenance.notes).contains(QLatin1String("6000 MT/s")));
    }

    // Issue 22, item 7: vendor part numbers where public, never an internal code in their place.
    void vendorPartNumbers()
    {
        const auto partNumber = [&](const char *sku) {
            QSqlQuery q(m_db->database());
            q.prepare(QStringLiteral("SELECT vendor_part_number FROM parts WHERE sku = ?"));
            q.addBindValue(QLatin1String(sku));
            return q.exec() && q.next() ? q.value(0).toString() : QStringLiteral("(no part)");
        };
        QCOMPARE(partNumber("NVIDIA-CX7-400GBE-1P"), QStringLiteral("MCX75310AAS-NEAT"));
        QCOMPARE(partNumber("NVIDIA-RTX-PRO-6000-SE"), QStringLiteral("900-2G153-0000-000"));
        QCOMPARE(partNumber("AS-4125GS-TNRT"), QStringLiteral("AS -4125GS-TNRT"));
        QCOMPARE(partNumber("PSU-3200W-TITANIUM"), QString()); // a generic module has none
        QCOMPARE(partNumber("DDR5-6400-RDIMM-64GB"), QString());
    }

    // Every vendor system states the support it is sold with (issue 22, item 6): Supermicro's standard
    // warranty is in the system price; Dell, ASUS and ASRock Rack are on request, each with its reason,
    // and none counts at 0. A planning template has no vendor and so no support line.
    void everyChassisStatesItsSupport()
    {
        for (const Chassis &c : m_s.chassis) {
            const bool planningTemplate = c.info.sku.rfind("GENERIC-", 0) == 0;
            QCOMPARE(c.support.stated(), !planningTemplate);
            if (planningTemplate)
                continue;
            QVERIFY2(!c.support.source.empty(), c.info.sku.c_str());
            QVERIFY2(c.support.included || c.support.price || !c.support.noPriceReason.empty(),
                     c.info.sku.c_str());
        }
        const Chassis *supermicro = m_s.findChassis("AS-4125GS-TNRT");
        QCOMPARE(supermicro->support.years, 3);
        QVERIFY(supermicro->support.included);
        const SupportOffer &dell = m_s.findChassis("POWEREDGE-XE9680")->support;
        QVERIFY(!dell.included && !dell.price && !dell.noPriceReason.empty());
    }

    void leadTimesAreDated()
    {
        const LeadTime &dell = m_s.findChassis("POWEREDGE-XE9680")->info.leadTime;
        QCOMPARE(dell.weeks, 12.0); // the upper end of "8 to 12 weeks" (2024-04-12)
        QCOMPARE(dell.date, std::string("2024-04-12"));
        QVERIFY(!dell.source.empty());
        QCOMPARE(m_s.findChassis("AS-4125GS-TNRT")->info.leadTime.weeks, 0.0); // on request
    }

    void modelParameterCounts_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<double>("totalB");
        QTest::addColumn<double>("activeB");
        // Published / llm-sizing.md figures.
        QTest::newRow("llama-3.1-8b") << QStringLiteral("llama-3.1-8b") << 8.03 << 8.03;
        QTest::newRow("llama-3.1-70b") << QStringLiteral("llama-3.1-70b") << 70.55 << 70.55;
        QTest::newRow("llama-3.1-405b") << QStringLiteral("llama-3.1-405b") << 405.85 << 405.85;
        QTest::newRow("qwen2.5-72b") << QStringLiteral("qwen2.5-72b") << 72.71 << 72.71;
        QTest::newRow("mistral-large-2407") << QStringLiteral("mistral-large-2407") << 122.6 << 122.6;
        QTest::newRow("gemma-2-27b") << QStringLiteral("gemma-2-27b") << 27.23 << 27.23;
        QTest::newRow("mixtral-8x22b") << QStringLiteral("mixtral-8x22b") << 140.6 << 39.2;
        QTest::newRow("deepseek-v3") << QStringLiteral("deepseek-v3") << 671.0 << 37.5;
    }
    void modelParameterCounts()
    {
        QFETCH(QString, sku);
        QFETCH(double, totalB);
        QFETCH(double, activeB);
        const Model *m = m_s.findModel(sku.toStdString());
        QVERIFY(m);
        const ParameterCount c = countParameters(m->arch);
        QVERIFY2(std::abs(c.total / 1e9 - totalB) / totalB < 0.01,
                 qPrintable(QString::number(c.total / 1e9)));
        QVERIFY2(std::abs(c.active / 1e9 - activeB) / activeB < 0.01,
                 qPrintable(QString::number(c.active / 1e9)));
    }

    void moeAndMla()
    {
        QVERIFY(m_s.findModel("mixtral-8x22b")->arch.isMoe());
        QVERIFY(m_s.findModel("deepseek-v3")->arch.isMla());
        QCOMPARE(m_s.findModel("gemma-2-27b")->arch.slidingWindowLayers, 23);
    }
};

QTEST_GUILESS_MAIN(TestCatalogContent)
#include "tst_catalog_content.moc"
