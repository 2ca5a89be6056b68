// SPDX-License-Identifier: MIT
// The PDF build sheet read back with Poppler: every part number, the totals exactly as the
// Evaluation has them, every finding, page x of y, embedded fonts, A4 and Letter, and long bills of
// materials flowing over pages without a row being cut.
#include "catalog/catalog_database.h"
#include "core/evaluated_build.h"
#include "presentation/build_file.h"
#include "presentation/finding_text.h"
#include "presentation/number_format.h"
#include "report/build_sheet.h"
#include "report/quote_sheet.h"
#include "tests/presentation/full_disk.h"
#include "tests/report/pdf_tools.h"
#include "tests/report/sheet_fixture.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace np;
using namespace np::test;

class TestBuildSheet : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    // The fixture build resolved against the fixture catalog (for the chassis drawing), printed
    // with a hand-made evaluation whose figures the tests know.
    EvaluatedBuild m_build =
        evaluateBuild(makeBuild(), std::make_shared<const CatalogSnapshot>(makeCatalog()));
    Evaluation m_eval = makeEvaluation();

    static NumberFormat cli() { return NumberFormat::forCli(); }

    BuildSheetInput input() const
    {
        BuildSheetInput in = BuildSheetInput::of(m_build);
        in.evaluation = &m_eval;
        in.issued = QDate(2026, 12, 2);
        in.partDocuments = partDocumentsOf(m_eval); // the fixture's SKUs are vendor part numbers
        return in;
    }
    QString write(const BuildSheetInput &in, const QString &name, PaperSize paper = PaperSize::A4)
    {
        const QString path = m_dir.filePath(name);
        QString error;
        if (!writeBuildSheet(in, path, paper, &error))
            qWarning("%s", qPrintable(error));
        return path;
    }

private slots:
    void initTestCase()
    {
        // Sheets default to the user's locale; fix it so the text compares on any desktop.
        QLocale::setDefault(QLocale::c());
        // NODEPLAN_KEEP_PDF=1 keeps the generated PDFs to look at them (pdftoppm -r 60 -png).
        if (qEnvironmentVariableIsSet("NODEPLAN_KEEP_PDF")) {
            m_dir.setAutoRemove(false);
            qInfo("PDFs kept in %s", qPrintable(m_dir.path()));
        }
    }

    void documentLocale()
    {
        // The PDF follows BuildSheetInput::locale: the same total reads "€12,345.67" in the C
        // locale and "12.345,67 €" in a German sheet.
        BuildSheetInput in = input();
        in.locale = QLocale(QLocale::German, QLocale::Germany);
        const NumberFormat de = NumberFormat::forDocument(in.locale);
        const QString text = pdfText(write(in, QStringLiteral("german.pdf")));
        QVERIFY2(text.contains(de.money(m_eval.cost.totalEur)), qPrintable(de.money(m_eval.cost.totalEur)));
        QVERIFY2(text.contains(de.watts(m_eval.power.wallW)), qPrintable(de.watts(m_eval.power.wallW)));
        QVERIFY(!text.contains(cli().money(m_eval.cost.totalEur)));
    }

    void referenceSheetText()
    {
        BuildSheetInput in = input();
        in.internalNotes = true; // the seller's copy: with sources (the customer's copy is checked below)
        const QString pdf = write(in, QStringLiteral("sheet.pdf"));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Build sheet — not a quote")), qPrintable(text.left(400)));
        // Every part number of the BOM.
        for (const BomLine &line : m_eval.cost.bom)
            QVERIFY2(containsText(text, QString::fromStdString(line.sku)), line.sku.c_str());
        // Totals as the Evaluation has them: hardware 217,906.96 x ... formatted by the sheet's own rule.
        for (double eur : {m_eval.cost.hardwareEur, -m_eval.cost.discountEur, m_eval.cost.marginEur,
                           m_eval.cost.vatEur, m_eval.cost.totalEur, m_eval.cost.eurPerGbGpuMemory})
            QVERIFY2(text.contains(cli().money(eur)), qPrintable(cli().money(eur)));
        // Power figures: DC peak 6,723 W, wall 6,999 W, 23,881 BTU/h, 7,070 VA.
        for (const QString &figure : {QStringLiteral("6,723 W"), QStringLiteral("6,999 W"),
                                      QStringLiteral("23,881 BTU/h"), QStringLiteral("7,070 VA")})
            QVERIFY2(text.contains(figure), qPrintable(figure));
        // GPU memory: 8 x 96 GB = 768 GB nominal; 94.5 GiB usable per GPU.
        QVERIFY(text.contains(QStringLiteral("768 GB")));
        QVERIFY(text.contains(QStringLiteral("94.5 GiB")));
        // Each finding, in the sentence presentation writes for it, and each workload.
        for (const Finding &f : m_eval.findings)
            QVERIFY2(containsText(text, findingText(f, cli())), qPrintable(findingText(f, cli())));
        for (const WorkloadResult &w : m_eval.workloads)
            QVERIFY2(containsText(text, QString::fromStdString(w.label)), w.label.c_str());
        QVERIFY(text.contains(QStringLiteral("does not fit")));
        // Every assumption key with its reason; unverified sources are marked.
        for (const AssumptionInfo &a : assumptionCatalog())
            QVERIFY2(containsText(text, QString::fromUtf8(a.key.data(), qsizetype(a.key.size()))),
                     a.key.data());
        QVERIFY(text.contains(QStringLiteral("unverified")));
        QVERIFY(text.contains(QStringLiteral("2026-11-20")));

        // Page x of y on every page.
        const int pages = pdfPageCount(pdf);
        QVERIFY2(pages >= 4, qPrintable(QString::number(pages)));
        for (int page = 1; page <= pages; ++page)
            QVERIFY2(pdfText(pdf, page).contains(QStringLiteral("Page %1 of %2").arg(page).arg(pages)),
                     qPrintable(QString::number(page)));
        // Page 1 is the summary: key figures and the PSU verdict per mode are on it.
        const QString first = pdfText(pdf, 1);
        QVERIFY(first.contains(QStringLiteral("N+1")));
        QVERIFY(first.contains(QStringLiteral("N+N")));
        QVERIFY(first.contains(cli().money(m_eval.cost.totalEur)));
    }

    void headerShowsTheBuildsNameAndCustomer()
    {
        // Build Properties: the renamed build and its customer head a sheet that is not a quote.
        Build build = makeBuild();
        build.name = "Renamed node";
        build.customer = "ACME Research";
        const EvaluatedBuild evaluated =
            evaluateBuild(build, std::make_shared<const CatalogSnapshot>(makeCatalog()));
        BuildSheetInput in = BuildSheetInput::of(evaluated);
        in.issued = QDate(2026, 12, 2);
        const QString text = pdfText(write(in, QStringLiteral("customer.pdf")), 1);
        QVERIFY2(text.contains(QStringLiteral("Renamed node")), qPrintable(text.left(400)));
        QVERIFY2(text.contains(QStringLiteral("ACME Research")), qPrintable(text.left(400)));
        QVERIFY(text.contains(QStringLiteral("Build sheet — not a quote")));
    }

    void referenceBuildFromTheCatalog()
    {
        // The shipped reference build, evaluated by core against the seeded catalog, as the CLI does.
        QString error;
        std::unique_ptr<CatalogDatabase> db =
            CatalogDatabase::open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error);
        QVERIFY2(db, qPrintable(error));
        const CatalogSnapshot catalog = db->snapshot();
        Build file;
        QVERIFY2(readBuildFile(QStringLiteral(NODEPLAN_SOURCE_DIR
                                              "/resources/examples/reference-8x-rtx-pro-6000.nodeplan"),
                               file, &error),
                 qPrintable(error));
        const EvaluatedBuild evaluated =
            evaluateBuild(file, std::make_shared<const CatalogSnapshot>(catalog));
        QVERIFY(evaluated.errors().empty());
        const Build &build = evaluated.build();
        const Evaluation &eval = evaluated.evaluation();
        QVERIFY(!eval.cost.bom.empty());
        QVERIFY(!eval.findings.empty());

        // As every export makes it: the customer's copy (the default), with the catalog's part numbers.
        BuildSheetInput customer = BuildSheetInput::of(evaluated);
        attachPartDocuments(customer, db->database());
        const QString pdf = write(customer, QStringLiteral("reference.pdf"));
        const QString text = pdfText(pdf);
        // A customer's BOM prints the vendor part number where the catalog has one, never an internal
        // catalog code in its place (issue 22).
        for (const BomLine &line : eval.cost.bom) {
            if (line.isSupport()) // a service, not a catalog part: no part number of its own
                continue;
            const QString partNumber = customer.partDocuments.at(line.sku).vendorPartNumber;
            if (!partNumber.isEmpty())
                QVERIFY2(containsText(text, partNumber), line.sku.c_str());
        }
        for (const char *code : {"PSU-3200W-TITANIUM", "DDR5-6400-RDIMM-64GB", "NVIDIA-RTX-PRO-6000-SE",
                                 "MICRON-9550PRO-15T36-U2", "NVIDIA-CX7-400GBE-1P", "AMD-EPYC-9575F"})
            QVERIFY2(!text.contains(QLatin1String(code)), code);
        QVERIFY(containsText(text, QStringLiteral("MCX75310AAS-NEAT")));
        QVERIFY(containsText(text, QStringLiteral("900-2G153-0000-000")));
        QCOMPARE(QString::fromStdString(eval.cost.bom.front().slotKind),
                 QStringLiteral("Chassis")); // chassis line first
        for (double eur : {eval.cost.hardwareEur, eval.cost.vatEur, eval.cost.totalEur,
                           eval.cost.eurPerGbGpuMemory, eval.cost.energyEurPerYear})
            QVERIFY2(text.contains(cli().money(eur)), qPrintable(cli().money(eur)));
        for (double w : {eval.power.peakW, eval.power.wallW, eval.power.idleW, eval.power.typicalW})
            QVERIFY2(text.contains(cli().watts(w)), qPrintable(cli().watts(w)));
        QVERIFY(text.contains(cli().number(eval.power.btuPerH, 0) + QStringLiteral(" BTU/h")));
        QVERIFY(text.contains(cli().gib(eval.gpu.memoryPerGpuGiB)));
        // Every finding, but the catalog's internal sourcing notes, which only the internal copy prints.
        for (const Finding &f : eval.findings)
            if (f.rule != "catalog.unverified_figures")
                QVERIFY2(containsText(text, findingText(f, cli())), qPrintable(findingText(f, cli())));
        for (const WorkloadResult &w : eval.workloads)
            QVERIFY2(containsText(text, QString::fromStdString(w.label)), w.label.c_str());
        const int pages = pdfPageCount(pdf);
        QVERIFY(pages >= 4);
        QVERIFY(pdfText(pdf, pages).contains(QStringLiteral("Page %1 of %1").arg(pages)));
        for (const QString &row : pdfFontRows(pdf))
            QVERIFY2(row.simplified()
                             .split(QLatin1Char(' '))
                             .at(row.simplified().split(QLatin1Char(' ')).size() - 5) == QLatin1String("yes"),
                     qPrintable(row));

        // The same build as a stored quote prints the quote number, its version and customer.
        QuoteStore store(db->database());
        Quote quote = quoteForBuild(build, build.options.vatPct); // the build's own terms, VAT included
        quote.customer = QStringLiteral("Reference customer");
        quote.date = QDate(2026, 12, 2);
        const auto made = store.create(quote, catalog, &error);
        QVERIFY2(made, qPrintable(error));
        QuoteSheet sheet;
        QVERIFY2(prepareQuoteSheet(*made, catalog, sheet, &error), qPrintable(error));
        QCOMPARE(sheet.evaluated.evaluation().cost.totalEur, eval.cost.totalEur); // same prices, same terms
        BuildSheetInput quoteInput = sheet.input();
        attachPartDocuments(quoteInput, db->database());
        const QString quotePdf = write(quoteInput, QStringLiteral("reference-quote.pdf"));
        const QString quoteText = pdfText(quotePdf);
        QVERIFY(quoteText.contains(made->number));
        QVERIFY(quoteText.contains(QStringLiteral("Reference customer")));
        QVERIFY(quoteText.contains(cli().money(eval.cost.totalEur)));

        // Every part of the seed's reference build is priced (issue 22): the totals are complete.
        QVERIFY(eval.cost.complete);
        QVERIFY(!containsText(text, QStringLiteral("price on request")));

        // The customer's copy (the default) carries no internal notes: no file names, no "(S25)"-style
        // source tags, no web sites, no derivations. The internal copy keeps all of them.
        for (const QString &sheetText : {text, quoteText}) {
            for (const char *internal :
                 {".md", "hardware-facts", "http", "www.", ".com", "servethehome", "tomshardware", "naddod",
                  "epoch-research", "SemiAnalysis", "planning placeholder", "no credible source", "Derived:"})
                QVERIFY2(!sheetText.contains(QLatin1String(internal), Qt::CaseInsensitive), internal);
            const QRegularExpression sourceTag(QStringLiteral(".{0,40}[(\\[]S\\d+[)\\]/,].{0,40}"));
            QVERIFY2(!sheetText.contains(sourceTag), qPrintable(sourceTag.match(sheetText).captured()));
        }
        BuildSheetInput internalCopy = customer;
        internalCopy.internalNotes = true;
        const QString internalText = pdfText(write(internalCopy, QStringLiteral("reference-internal.pdf")));
        for (const char *note : {"planning placeholder", "Prices: kind, source and derivation",
                                 "Derived:", "DGX H100", "Sources of the catalog data"})
            QVERIFY2(containsText(internalText, QLatin1String(note)), note);

        // A part without a price is never silent: the totals say "incomplete", the line says "price on
        // request", and no price per GB is printed; the customer's quote leaves the catalog's reason out.
        CatalogSnapshot unpricedChassis = catalog;
        for (Chassis &c : unpricedChassis.chassis)
            if (c.info.sku == build.chassisSku) {
                c.info.price.reset();
                c.info.noPriceReason = "sold only as a configured system";
            }
        const EvaluatedBuild incomplete =
            evaluateBuild(file, std::make_shared<const CatalogSnapshot>(unpricedChassis));
        QVERIFY(!incomplete.evaluation().cost.complete);
        BuildSheetInput incompleteInput = BuildSheetInput::of(incomplete);
        const QString customerText =
            pdfText(write(incompleteInput, QStringLiteral("reference-unpriced.pdf")));
        QVERIFY(containsText(customerText, QStringLiteral("incomplete: 1 line(s) without price")));
        QVERIFY(containsText(customerText, QStringLiteral("price on request")));
        QVERIFY(!containsText(customerText, QStringLiteral("sold only as a configured system")));
        QVERIFY(
            containsText(customerText, QStringLiteral("a price per GB from it would understate the cost")));
        incompleteInput.internalNotes = true; // the seller's copy gives the catalog's reason
        const QString internalIncomplete =
            pdfText(write(incompleteInput, QStringLiteral("reference-unpriced-internal.pdf")));
        QVERIFY(containsText(internalIncomplete,
                             QStringLiteral("price on request (sold only as a configured system)")));

        // A new quote carries the German standard VAT unless the build sets its own: total = net x 1.19.
        QCOMPARE(build.options.vatPct, 0.0);
        const Quote standard = quoteForBuild(build);
        QCOMPARE(standard.vatPct, 19.0);
        const auto withVat = store.create(standard, catalog, &error);
        QVERIFY2(withVat, qPrintable(error));
        QuoteSheet vatSheet;
        QVERIFY2(prepareQuoteSheet(*withVat, catalog, vatSheet, &error), qPrintable(error));
        const CostFigures &vatCost = vatSheet.evaluated.evaluation().cost;
        QVERIFY(qAbs(vatCost.totalEur - eval.cost.totalEur * 1.19) < 0.01);
        QVERIFY(pdfText(write(vatSheet.input(), QStringLiteral("vat-quote.pdf")))
                    .contains(QStringLiteral("VAT (19 %)")));
    }

    void fontsEmbedded()
    {
        const QString pdf = write(input(), QStringLiteral("fonts.pdf"));
        const QStringList rows = pdfFontRows(pdf);
        QVERIFY(!rows.isEmpty());
        for (const QString &row : rows) {
            // Columns: name type encoding emb sub uni object ID; "emb" must be "yes".
            const QStringList cols = row.simplified().split(QLatin1Char(' '));
            QVERIFY2(cols.size() >= 6 && cols.at(cols.size() - 5) == QLatin1String("yes"), qPrintable(row));
        }
    }

    void quoteHeaderAndLetter()
    {
        BuildSheetInput in = input();
        QuoteHeader q;
        q.number = QStringLiteral("Q-2026-0042");
        q.version = 2;
        q.customer = QStringLiteral("Acme Research GmbH");
        q.project = QStringLiteral("LLM lab");
        q.date = QDate(2026, 12, 1);
        q.validUntil = QDate(2026, 12, 31);
        q.leadTime = QStringLiteral("6-8 weeks");
        in.quote = q;
        const QString pdf = write(in, QStringLiteral("quote.pdf"), PaperSize::Letter);
        QCOMPARE(pdfPageSize(pdf), QStringLiteral("612 x 792 pts")); // US Letter: 8.5 x 11 in x 72
        const QString text = pdfText(pdf);
        for (const QString &s : {QStringLiteral("Q-2026-0042"), QStringLiteral("version 2"),
                                 QStringLiteral("Acme Research GmbH"), QStringLiteral("2026-12-31"),
                                 QStringLiteral("6-8 weeks")})
            QVERIFY2(text.contains(s), qPrintable(s));
        QVERIFY(!text.contains(QStringLiteral("not a quote")));

        const QString a4 = write(input(), QStringLiteral("a4.pdf"));
        QCOMPARE(pdfPageSize(a4), QStringLiteral("595 x 842 pts")); // 210 x 297 mm, rounded to points
    }

    void longBomFlowsWithoutCuttingRows()
    {
        Evaluation big = m_eval;
        for (int i = 0; i < 90; ++i) {
            BomLine line = makeEvaluation().cost.bom[1];
            line.sku = "CABLE-" + std::to_string(1000 + i);
            line.description =
                "Cable and accessory line " + std::to_string(i) +
                " with a description long enough to wrap over two lines in the description column";
            big.cost.bom.push_back(line);
        }
        for (int i = 0; i < 60; ++i) {
            Finding f = m_eval.findings[1];
            f.rule = "workload.error";
            f.args = {{"workload", FindingUnit::Text, 0, 0, "Finding number " + std::to_string(i)}};
            // The reason is the finding's detail message: an unknown model with a long name.
            f.details = {Message{"workload_error.unknown_model",
                                 {{"model", FindingUnit::Text, 0, 0,
                                   "explains its figures in one sentence that is long enough to wrap onto a "
                                   "second line of the table"}}}};
            big.findings.push_back(f);
        }
        BuildSheetInput in = input();
        in.evaluation = &big;
        in.partDocuments = partDocumentsOf(big);
        const QString pdf = write(in, QStringLiteral("long.pdf"));
        const int pages = pdfPageCount(pdf);
        QVERIFY2(pages >= 8, qPrintable(QString::number(pages)));
        std::vector<QString> pageTexts;
        for (int p = 1; p <= pages; ++p)
            pageTexts.push_back(pdfText(pdf, p));
        // Each row (SKU and its whole wrapped description, each finding sentence) lies on one page.
        for (int i = 0; i < 90; ++i) {
            const QString sku = QStringLiteral("CABLE-%1").arg(1000 + i);
            const QString tail =
                QStringLiteral(
                    "line %1 with a description long enough to wrap over two lines in the description column")
                    .arg(i);
            int found = 0;
            for (const QString &t : pageTexts)
                found += (t.contains(sku) && containsText(t, tail)) ? 1 : 0;
            QVERIFY2(found == 1, qPrintable(sku));
        }
        for (int i = 0; i < 60; ++i) {
            // workload.error's sentence: "{workload}: {detail}.", the detail "unknown model '{model}'".
            const QString msg =
                QStringLiteral("Finding number %1: unknown model 'explains its figures in one "
                               "sentence that is long enough to wrap onto a second line of the "
                               "table'.")
                    .arg(i);
            int found = 0;
            for (const QString &t : pageTexts)
                found += containsText(t, msg) ? 1 : 0;
            QVERIFY2(found == 1, qPrintable(msg));
        }
        // The BOM header repeats on every page it continues on.
        for (const QString &t : pageTexts)
            if (t.contains(QStringLiteral("CABLE-")))
                QVERIFY(t.contains(QStringLiteral("Part number")));
    }

    void bomCsvBeside()
    {
        QCOMPARE(bomCsvPathBeside(QStringLiteral("/tmp/x/sheet.pdf")), QStringLiteral("/tmp/x/sheet.csv"));
        const QString csv = bomCsv(input());
        const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        // Header + 7 BOM lines + subtotal, discount, margin, VAT, total = 13.
        QCOMPARE(lines.size(), 13);
        QVERIFY(lines.at(0).startsWith(QStringLiteral("item,kind,part_number")));
        QVERIFY(lines.at(1).contains(QStringLiteral("SYS-4U8G-T2"))); // chassis line first
        // "4U 8-GPU PCIe server, 2x SP5" holds a comma: quoted.
        QVERIFY(lines.at(1).contains(QStringLiteral("\"4U 8-GPU PCIe server, 2x SP5\"")));
        QVERIFY(lines.last().contains(QString::number(m_eval.cost.totalEur, 'f', 2)));
        QString error;
        QVERIFY(writeBomCsv(input(), m_dir.filePath(QStringLiteral("bom.csv")), &error));
        QVERIFY(!writeBomCsv(input(), QStringLiteral("/nonexistent-dir/bom.csv"), &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent-dir/bom.csv")));
    }

    // Quote lines a customer expects (issue 22, item 6): the system's support line, priced by the system
    // price or on request, and each part's lead time, dated or "on request".
    void supportLineAndLeadTimesOnTheBom()
    {
        Evaluation e = m_eval;
        e.cost.bom.at(1).leadTimeWeeks = 12;
        e.cost.bom.at(1).leadTimeDate = "2024-04-12";
        BomLine support;
        support.slotKind = std::string(kSupportLineKind);
        support.sku = "SYS-4U8G-T2/support";
        support.description = "parts and labour, return to base";
        support.quantity = 1;
        support.supportYears = 3;
        support.priced = true;
        support.includedInSystemPrice = true;
        e.cost.bom.push_back(support);
        BuildSheetInput in = input();
        in.evaluation = &e;
        in.partDocuments = partDocumentsOf(m_eval);
        const QStringList lines = bomCsv(in).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.at(0).endsWith(QStringLiteral("price_date,price_note,lead_time_weeks,lead_time_date")));
        QVERIFY2(lines.at(2).endsWith(QStringLiteral(",,12.0,2024-04-12")), qPrintable(lines.at(2)));
        QVERIFY2(lines.at(1).endsWith(QStringLiteral(",,,")),
                 qPrintable(lines.at(1))); // lead time on request
        // The support line: its term and terms, 0.00 because the system price includes it, and saying so.
        QCOMPARE(lines.at(8),
                 QStringLiteral("8,Support,,\"3-year support: parts and labour, return to base\",1,"
                                "0.00,0.00,,,,included in the system price,,"));
        const QString text = pdfText(write(in, QStringLiteral("support.pdf")));
        QVERIFY(text.contains(QStringLiteral("Lead time")));
        QVERIFY(text.contains(QStringLiteral("3-year support")));
        QVERIFY(text.contains(QStringLiteral("included in the system price")));
        QVERIFY(text.contains(QStringLiteral("on request")));
    }

    void bomCsvNeutralisesFormulas()
    {
        // A part named like a spreadsheet formula must reach the customer's spreadsheet as text:
        // a leading single quote, then RFC 4180 quoting because of the '"'.
        Evaluation e = m_eval;
        e.cost.bom.at(1).description = "=HYPERLINK(\"x\")";
        e.cost.bom.at(1).sku = "@SUM(A1)";
        e.cost.bom.at(2).description = "-cmd";
        BuildSheetInput in = input();
        in.evaluation = &e;
        in.partDocuments = partDocumentsOf(e);
        const QStringList lines = bomCsv(in).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(lines.at(2).contains(QStringLiteral(",'@SUM(A1),\"'=HYPERLINK(\"\"x\"\")\",")),
                 qPrintable(lines.at(2)));
        QVERIFY2(lines.at(3).contains(QStringLiteral(",'-cmd,")), qPrintable(lines.at(3)));
        // The discount total stays a negative number, not text.
        QVERIFY2(lines.at(9).endsWith(QStringLiteral(",-") +
                                      QString::number(m_eval.cost.discountEur, 'f', 2) +
                                      QStringLiteral(",,,,,,")),
                 qPrintable(lines.at(9)));
    }

    void fullDiskKeepsThePreviousPdfAndCsv()
    {
        // The PDF (tens of KB) cannot be written under an 8 KiB file size limit; the CSV (~1 KB)
        // could, but the pair is all or nothing: both previous files stay byte-identical.
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        const QString csv = dir.filePath(QStringLiteral("sheet.csv"));
        for (const QString &path : {pdf, csv}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("previous " + path.toUtf8());
        }
        const BuildSheetInput in = input();
        const ChildWrite r = writeWithFileSizeLimit(8192, [&](QString *error) {
            return writeBuildSheetAndBomCsv(in, pdf, csv, PaperSize::A4, error);
        });
        QVERIFY(r.ran);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, QStringLiteral("cannot write %1: File too large").arg(pdf));
        QCOMPARE(fileBytes(pdf), "previous " + pdf.toUtf8());
        QCOMPARE(fileBytes(csv), "previous " + csv.toUtf8());
        QCOMPARE(dirEntries(dir.path()),
                 (QStringList{QStringLiteral("sheet.csv"), QStringLiteral("sheet.pdf")}));

        // The BOM CSV alone on a full disk: ~1 KB against a 256-byte limit.
        const ChildWrite c =
            writeWithFileSizeLimit(256, [&](QString *error) { return writeBomCsv(in, csv, error); });
        QVERIFY(c.ran);
        QVERIFY(!c.ok);
        QCOMPARE(c.error, QStringLiteral("cannot write %1: File too large").arg(csv));
        QCOMPARE(fileBytes(csv), "previous " + csv.toUtf8());
        QCOMPARE(dirEntries(dir.path()),
                 (QStringList{QStringLiteral("sheet.csv"), QStringLiteral("sheet.pdf")}));
    }

    void unwritablePathFails()
    {
        QString error;
        QVERIFY(!writeBuildSheet(input(), QStringLiteral("/nonexistent-dir/x.pdf"), PaperSize::A4, &error));
        QVERIFY(error.contains(QStringLiteral("cannot write")));
    }
};

QTEST_MAIN(TestBuildSheet)
#include "tst_build_sheet.moc"
