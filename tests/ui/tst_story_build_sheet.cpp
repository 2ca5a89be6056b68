// SPDX-License-Identifier: MIT
// User story 5, "the build sheet is checked": the PDF exported from the desktop application
// (File ▸ Export ▸ Build Sheet (PDF)…) read without NodePlan, as the customer's engineer reads it
// with a PDF viewer (pdftotext): parts with part numbers and dated prices, the chassis drawing,
// what fits, power at the wall and per PSU mode, heat in BTU/h, every weakness with its figure,
// the assumptions, and figures that agree with the datasheets.
#include "tests/report/pdf_tools.h"
#include "tests/ui/story_steps.h"
#include "tests/ui/ui_fixture.h"
#include "ui/document/build_document.h"

#include <QAction>
#include <QFile>
#include <QtTest>

using namespace np;

class TestStoryBuildSheet : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::StoryApp> m_app;
    QString m_text;

    void expect(const QString &needle) const
    {
        QVERIFY2(test::containsText(m_text, needle), qPrintable(needle));
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        m_app = test::startApp();
        QAction *example =
            test::menuAction(m_app->window.get(), {"File", "Open Example", "reference-8x-rtx-pro-6000"});
        QVERIFY(example);
        example->trigger();

        const QString pdf = m_app->dir.filePath(QStringLiteral("build-sheet.pdf"));
        test::answerFileDialog(pdf);
        QAction *exportSheet =
            test::menuAction(m_app->window.get(), {"File", "Export", "Build Sheet (PDF)…"});
        QVERIFY(exportSheet);
        exportSheet->trigger();
        QFile file(pdf);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(pdf));
        QCOMPARE(file.read(5), QByteArray("%PDF-"));
        // The BOM as CSV beside it, for the customer's purchasing system.
        QVERIFY(QFile::exists(m_app->dir.filePath(QStringLiteral("build-sheet.csv"))));
        m_text = test::pdfText(pdf);
        QVERIFY2(m_text.startsWith(QStringLiteral("NodePlan build sheet · Fine-tuning server")),
                 qPrintable(m_text.left(200)));
    }

    void cleanupTestCase() { m_app.reset(); }

    void partsWithPartNumbersAndDatedPrices()
    {
        // Vendor part numbers where the catalog has one; the catalog's internal codes never.
        for (const char *partNumber : {"AS -4125GS-TNRT", "900-2G153-0000-000", "MCX75310AAS-NEAT"})
            expect(QString::fromLatin1(partNumber));
        for (const char *code : {"PSU-3200W-TITANIUM", "DDR5-6400-RDIMM-64GB", "NVIDIA-CX7-400GBE-1P"})
            QVERIFY2(!m_text.contains(QLatin1String(code)), code);
        // GPU: $8,565.00 list (2026-04-01) x 0.92 EUR per USD = €7,879.80; x 8 = €63,038.40.
        expect(QStringLiteral("96GB 8 €7,879.80 USD 8,565.00 €63,038.40 2026-04-01"));
        // CPU: $11,791 (2024-10-10) x 0.92 = €10,847.72; x 2 = €21,695.44.
        expect(QStringLiteral("€10,847.72 USD 11,791.00 €21,695.44 2024-10-10"));
        // PSU: $194 (2023-05-01 estimate) x 0.92 = €178.48; x 4 = €713.92. Every line has a price.
        expect(QStringLiteral("€178.48 USD 194.00 €713.92 2023-05-01"));
        QVERIFY(!m_text.contains(QStringLiteral("Totals are incomplete")));
        expect(QStringLiteral("USD catalog prices converted at 0.92 EUR per USD (ECB 2025-03-14)"));
    }

    void chassisDrawing()
    {
        expect(QStringLiteral("Chassis layout"));
        expect(QStringLiteral("◀ FRONT (top view)"));
        for (int slot = 1; slot <= 8; ++slot)
            expect(QStringLiteral("GPU slot %1 (PCIe 5.0 x16)").arg(slot));
        // The AS-4125GS-TNRT datasheet: 4U, 447 mm wide, 900 mm deep.
        expect(QStringLiteral("AS-4125GS-TNRT (4U, 2x SP5, 8x DW GPU) · 4U · 447 mm wide × 900 mm deep"));
    }

    void whatFits()
    {
        // Per GPU, needed of available (0.90 x 95.2 GiB for serving, 95.6 GiB for training).
        expect(QStringLiteral("Llama 3.1 405B · inference · INT4 · TP8 fits on 8 GPUs 27.5 GiB / 85.6 GiB"));
        expect(QStringLiteral("119 sequences at once"));
        expect(QStringLiteral(
            "Llama 3.1 70B · LoRA r16 · BF16 · ZeRO-3 × 8 fits on 8 GPUs 29.5 GiB / 95.6 GiB"));
        // The 70B full fine-tune with optimizer offload needs more host RAM than the box has.
        expect(QStringLiteral("optimizer offload does not fit"));
    }

    void powerAtTheWallAndPerPsuMode()
    {
        // DC peak 6,778 W / 95.7 % PSU efficiency = 7,082 W at the wall; / 0.99 PF = 7,154 VA;
        // 7,154 VA / 230 V = 31.1 A.
        expect(QStringLiteral(
            "Peak power at the wall PSUs, N+1 Heat and energy 7,082 W sufficient 24,165 BTU/h"));
        expect(QStringLiteral("7,154 VA, 31.1 A at 230 V"));
        // 4 x 3,200 W: all four 12,800 W, N+1 three 9,600 W, N+N two 6,400 W < 6,778 W DC peak.
        expect(QStringLiteral("PSU verdict per redundancy mode at 230 V (high line, 200–240 V)"));
        expect(QStringLiteral("no redundancy 4 of 4 12,800 W 6,778 W sufficient"));
        expect(QStringLiteral("N+1 (this build) 3 of 4 9,600 W 6,778 W sufficient"));
        expect(QStringLiteral("N+N 2 of 4 6,400 W 6,778 W insufficient"));
    }

    void heatInBtuPerHour()
    {
        // 7,082 W x 3.412 BTU/h per W = 24,165 BTU/h.
        expect(QStringLiteral("24,165 BTU/h"));
        expect(QStringLiteral("7,082 W of heat at peak (24,165 BTU/h)"));
    }

    void weaknessesWithTheirFigures()
    {
        // The customer's copy: every part priced (no "unpriced lines" weakness; the EUR per GB is a
        // strength), and the catalog's internal "unverified figures" notes left to the internal copy.
        expect(QStringLiteral("27 strengths and 22 weaknesses, grouped by subsystem."));
        // The heat weakness names the chassis' airflow rating it exceeds.
        expect(QStringLiteral("the peak exceeds the chassis' 6,500 W airflow rating"));
        // PCIe-only: what the link costs the 405B at TP8, per token.
        expect(QStringLiteral("tensor-parallel allreduce over PCIe costs 13 ms per decoded token"));
        // At N+1 the other modes are a note: N+N would leave 6,400 W for the 6,778 W peak.
        expect(QStringLiteral("N+1 (3+1) 9,600 W (holds); N+N (2+2) 6,400 W (short)"));
    }

    void assumptionsBehindTheEstimates()
    {
        expect(QStringLiteral("Assumptions The estimates use these efficiencies and guidelines."));
        expect(QStringLiteral("pcie_host_allreduce_latency_us"));
        expect(QStringLiteral("usable_memory_fraction 0.995"));
        // Expected error of the estimates: what a band means, then each figure with the band of its
        // stratum. The LoRA workload's training speed has no published LoRA case behind it.
        expect(QStringLiteral("Expected error: where the estimate's error"));
        expect(QStringLiteral("training speed"));
        expect(QStringLiteral("not validated (fewer than 3 published cases)"));
    }

    void figuresAgreeWithTheDatasheets()
    {
        // RTX PRO 6000 Blackwell Server Edition: 96 GB GDDR7, 600 W; EPYC 9575F: 64 cores;
        // ConnectX-7: 1 x 400GbE, PCIe 5.0 x16.
        expect(QStringLiteral(
            "8 × NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB (96 GB each; PCIe through the host)"));
        expect(QStringLiteral("2 × AMD EPYC 9575F (64 cores, Zen 5), 128 cores"));
        expect(QStringLiteral("1,536 GiB DDR5 in 24 DIMMs at 6,400 MT/s"));
        expect(QStringLiteral("4 × 3,200 W PSUs"));
    }
};

QTEST_MAIN(TestStoryBuildSheet)
#include "tst_story_build_sheet.moc"
