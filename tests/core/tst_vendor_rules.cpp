// SPDX-License-Identifier: MIT
// The vendor configuration rules (issue 22, docs/rules.md "Vendor configuration") and power as vendors
// state it: the reference build on a chassis that states what its vendor sells, broken one way at a
// time. Figures in the comments are worked out by hand from the fixture's parts.
#include "core/evaluator.h"
#include "core/vendor_defaults.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QTest>

using namespace np;

namespace
{

// The reference build evaluated against `catalog` (its chassis T-SP5-8G carries the vendor data).
struct Vendor {
    CatalogSnapshot catalog = fixture::catalog();
    Build build = fixture::referenceBuild();
    Evaluation ev;

    VendorConfiguration &chassis() { return catalog.chassis.front().vendor; }
    Vendor &go()
    {
        ResolvedBuild resolved;
        const std::vector<BuildError> errors = resolveBuild(build, catalog, resolved);
        if (!errors.empty())
            qFatal("%s", errors.front().message.c_str());
        ev = evaluate(resolved);
        return *this;
    }
    [[nodiscard]] const Finding *finding(const std::string &rule) const
    {
        for (const Finding &f : ev.findings)
            if (f.rule == rule)
                return &f;
        return nullptr;
    }
    void without(const std::string &sku)
    {
        std::erase_if(build.placements, [&](const Placement &p) { return p.sku == sku; });
    }
};

} // namespace

class TestVendorRules : public QObject
{
    Q_OBJECT
private slots:
    void referenceBuildBreaksNoVendorRule()
    {
        Vendor v;
        v.chassis().psuSku = "PSU-3200-TI";
        v.chassis().psuCount = 4;
        v.chassis().psuRedundancy = PsuRedundancy::NPlus1;
        v.chassis().qualifiedGpuSkus = {"RTX-PRO-6000-SE", "H200-NVL"};
        v.chassis().cpuTdpLimitW = 400; // the EPYC 9575F's own 400 W
        v.go();
        for (const Finding &f : v.ev.findings)
            QVERIFY2(f.rule.rfind("vendor.", 0) != 0, f.rule.c_str());
    }

    void newBuildShipsTheChassisPsuSet()
    {
        Vendor v;
        v.chassis().psuSku = "PSU-2000-TI";
        v.chassis().psuCount = 6;
        v.chassis().psuRedundancy = PsuRedundancy::NPlusN;
        const Build b = newBuildFor(v.catalog.chassis.front());
        QCOMPARE(b.chassisSku, std::string("T-SP5-8G"));
        QCOMPARE(b.options.psuRedundancy, PsuRedundancy::NPlusN);
        QCOMPARE(b.placements.size(), std::size_t(6));
        QCOMPARE(b.placements.back().sku, std::string("PSU-2000-TI"));
        QCOMPARE(newBuildFor(fixture::catalog().chassis.front()).options.psuRedundancy,
                 PsuRedundancy::NPlus1);
    }

    void psuSetNotTheChassisOwn()
    {
        Vendor v;
        v.chassis().psuSku = "PSU-3200-TI";
        v.chassis().psuCount = 6; // the build has 4
        v.go();
        const Finding *f = v.finding("vendor.psu_not_shipped");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Warning);
        QCOMPARE(f->slotIds.size(), std::size_t(4));
        QCOMPARE(fixture::argValue(f, "vendor_psus"), 6.0);
        QCOMPARE(fixture::argText(f, "vendor_psu"), std::string("PSU-3200-TI"));
    }

    void psuRedundancyOtherThanShipped()
    {
        Vendor v;
        v.chassis().psuRedundancy = PsuRedundancy::NPlusN; // the build plans N+1
        v.go();
        const Finding *f = v.finding("vendor.psu_redundancy");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Info);
    }

    void bootDriveAndNicRequired()
    {
        Vendor v;
        v.without("MICRON-9550-15T36");
        v.without("CX7-1x400");
        v.go();
        QVERIFY(v.finding("vendor.no_boot_drive"));
        QVERIFY(v.finding("vendor.no_nic"));
        QCOMPARE(v.finding("vendor.no_nic")->severity, Severity::Warning);
    }

    void gpuNotQualified()
    {
        Vendor v;
        v.chassis().qualifiedGpuSkus = {"H200-NVL"};
        v.go();
        const Finding *f = v.finding("vendor.gpu_not_qualified");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Warning);
        QCOMPARE(f->slotIds.size(), std::size_t(8));
    }

    void cpuAboveChassisTdpLimit()
    {
        Vendor v;
        v.chassis().cpuTdpLimitW = 360; // 2 x EPYC 9575F at 400 W
        v.go();
        const Finding *f = v.finding("vendor.cpu_tdp_over_limit");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Blocking);
        QCOMPARE(f->slotIds.size(), std::size_t(2));
    }

    void auxiliaryPowerCounted()
    {
        Vendor v;
        v.catalog.nics.front().auxPowerW = 150; // the two CX7-1x400 (25 W on slot power) as a BlueField-3
        v.go();
        const Finding *f = v.finding("vendor.nic_aux_power");
        QVERIFY(f);
        QCOMPARE(f->slotIds.size(), std::size_t(2));
        double nicW = 0;
        for (const PowerItem &item : v.ev.power.items)
            nicW += item.group == "NICs" ? item.peakW : 0;
        QCOMPARE(nicW, 300.0); // 2 x 150 W, not 2 x 25 W
    }

    void hostMemoryBelowWhatVendorsConfigure()
    {
        Vendor v;
        for (Placement &p : v.build.placements)
            if (p.sku == "RDIMM-64G-6400")
                p.sku = "RDIMM-32G-6400";
        v.go();
        // 24 x 32 GiB = 768 GiB against 8 x 97,887 MiB = 764.74 GiB of GPU memory: 1.004x < 1.5x.
        QCOMPARE(qRound(v.ev.hostMemory.ramToVramRatio * 1000), 1004);
        const Finding *f = v.finding("vendor.host_memory");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Info);
        QCOMPARE(qRound(fixture::argValue(f, "advised_gib")), 1147); // 764.74 x 1.5

        Vendor full; // 24 x 64 GiB = 1,536 GiB: 2.01x
        full.go();
        QVERIFY(!full.finding("vendor.host_memory"));
    }

    void vendorMaximumSizesPsusAndCircuit()
    {
        Vendor v;
        v.chassis().maxSystemPowerW = 10000;
        v.go();
        const PowerFigures &pw = v.ev.power;
        // 10,000 W at the wall is 78.125 % of 4 x 3,200 W; efficiency between the 50 % (0.96) and 100 %
        // (0.91) points: 0.96 - 0.5625 x 0.05 = 0.931875, so 9,318.75 W DC against the 6,778 W peak.
        QCOMPARE(pw.sizingBasis, PowerBasis::VendorMax);
        QCOMPARE(pw.psuSizingW, 9318.75);
        QCOMPARE(pw.circuitW, 10000.0);
        QCOMPARE(qRound(pw.wallVA), 10101);               // 10,000 / 0.99 power factor
        QCOMPARE(qRound(pw.inputCurrentA * 100), 4392);   // / 230 V = 43.92 A
        QVERIFY(pw.redundancyMet);                        // N+1 keeps 9,600 W
        QCOMPARE(pw.psuModes[2].status, Status::Warning); // N+N keeps 6,400 W
        QVERIFY(v.finding("power.vendor_max"));
        QCOMPARE(v.finding("power.vendor_max")->kind, FindingKind::Weakness);

        Vendor high;
        high.chassis().maxSystemPowerW = 12000;
        high.go();
        // 12,000 W is 93.75 % of 12,800 W: 0.96 - 0.875 x 0.05 = 0.91625, 10,995 W DC > 9,600 W under N+1.
        QCOMPARE(high.ev.power.psuStatus, Status::Warning);
        const Finding *shortBy = high.finding("power.psu_redundancy_insufficient");
        QVERIFY(shortBy);
        QCOMPARE(qRound(fixture::argValue(shortBy, "short_w")), 1395);
    }

    void ownSumWhenAboveTheVendorMaximum()
    {
        Vendor v;
        v.chassis().maxSystemPowerW = 5000; // below the ~7.1 kW NodePlan adds up at the wall
        v.go();
        QCOMPARE(v.ev.power.sizingBasis, PowerBasis::OwnSum);
        QCOMPARE(v.ev.power.psuSizingW, v.ev.power.peakW);
        QCOMPARE(v.ev.power.circuitW, v.ev.power.wallW);
        QCOMPARE(v.finding("power.vendor_max")->kind, FindingKind::Strength);
    }
};

QTEST_APPLESS_MAIN(TestVendorRules)
#include "tst_vendor_rules.moc"
