// SPDX-License-Identifier: MIT
// One formatter, three locale rules: the same figure reads "1,597" for the CLI and "1.597" on a
// German desktop or in a German PDF; units are named, never guessed.
#include "presentation/number_format.h"

#include <QTest>

using namespace np;

class TstNumberFormat : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // forGui() follows the default locale; fix it so the test passes on any desktop.
        QLocale::setDefault(QLocale::c());
    }

    void groupsInEveryLocale()
    {
        const NumberFormat c = NumberFormat::forCli();
        const NumberFormat de = NumberFormat::forDocument(QLocale(QLocale::German, QLocale::Germany));
        // 1597.4 rounded to 0 decimals is 1597; C groups with ",", de_DE with ".".
        QCOMPARE(c.number(1597.4), QStringLiteral("1,597"));
        QCOMPARE(de.number(1597.4), QStringLiteral("1.597"));
        QCOMPARE(c.number(1597.4, 1), QStringLiteral("1,597.4"));
        QCOMPARE(de.number(1597.4, 1), QStringLiteral("1.597,4"));
        QCOMPARE(c.integer(1234567), QStringLiteral("1,234,567"));
        QCOMPARE(c.plain(1597.4, 1), QStringLiteral("1597.4"));
        QCOMPARE(de.plain(1597.4, 1), QStringLiteral("1597,4"));
    }

    void guiFollowsTheDefaultLocale()
    {
        QCOMPARE(NumberFormat::forGui().number(1597.4), QStringLiteral("1,597"));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(NumberFormat::forGui().number(1597.4), QStringLiteral("1.597"));
        QLocale::setDefault(QLocale::c());
    }

    void neverNegativeZero()
    {
        const NumberFormat c = NumberFormat::forCli();
        // -0.4 rounds to 0 at 0 decimals; -0.004 rounds to 0.00 at 2 decimals.
        QCOMPARE(c.number(-0.4), QStringLiteral("0"));
        QCOMPARE(c.money(-0.004), QStringLiteral("€0.00"));
        QCOMPARE(c.number(-0.6), QStringLiteral("-1"));
    }

    void money()
    {
        const NumberFormat c = NumberFormat::forCli();
        const NumberFormat de = NumberFormat::forDocument(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(c.money(12345.671), QStringLiteral("€12,345.67"));
        QCOMPARE(c.money(-1000), QStringLiteral("-€1,000.00"));
        QCOMPARE(c.money(8565, 0, QStringLiteral("USD")), QStringLiteral("$8,565"));
        QCOMPARE(c.money(100, 2, QStringLiteral("CHF")), QStringLiteral("CHF 100.00"));
        QCOMPARE(de.money(12345.671), QStringLiteral("12.345,67 €"));
        QCOMPARE(de.money(-1000), QStringLiteral("-1.000,00 €"));
    }

    void unitsAreNamed()
    {
        const NumberFormat c = NumberFormat::forCli();
        // 96 GB nominal is 89.4 GiB: 96e9 / 2^30 = 89.41; the two are never interchanged.
        QCOMPARE(c.gb(96), QStringLiteral("96 GB"));
        QCOMPARE(c.gb(7.68), QStringLiteral("7.7 GB"));
        QCOMPARE(c.gib(96e9 / 1073741824.0), QStringLiteral("89.4 GiB"));
        QCOMPARE(c.watts(6512.4), QStringLiteral("6,512 W"));
        QCOMPARE(c.kilowatts(6512.4), QStringLiteral("6.5 kW"));
        QCOMPARE(c.tflops(1979), QStringLiteral("1,979 TFLOPS"));
        QCOMPARE(c.tokensPerS(1234.4), QStringLiteral("1,234 tok/s"));
        QCOMPARE(c.tokensPerS(12.34), QStringLiteral("12.3 tok/s"));
        QCOMPARE(c.percent(0.955, 1), QStringLiteral("95.5 %"));
        // 32.5 rounds half away from zero; one decimal below 10; -0.04 rounds to "+0.0", never "−0.0".
        QCOMPARE(c.bandPercent(-32.5, 5.5), QStringLiteral("\u221233/+5.5 %"));
        QCOMPARE(c.bandPercent(2.7, 101.6), QStringLiteral("+2.7/+102 %"));
        QCOMPARE(c.bandPercent(-0.04, 0), QStringLiteral("+0.0/+0.0 %"));
        QCOMPARE(c.milliseconds(412.4), QStringLiteral("412 ms"));
        QCOMPARE(c.milliseconds(25.06), QStringLiteral("25.1 ms"));
        // 131072 = 128 × 1024; 1000 is not a multiple of 1024.
        QCOMPARE(c.contextTokens(131072), QStringLiteral("128k"));
        QCOMPARE(c.contextTokens(1000), QStringLiteral("1,000"));
    }

    void compactDropsTrailingZeros()
    {
        const NumberFormat c = NumberFormat::forCli();
        const NumberFormat de = NumberFormat::forDocument(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(c.compact(15.36, 2), QStringLiteral("15.36"));
        QCOMPARE(c.compact(64, 1), QStringLiteral("64"));
        QCOMPARE(c.compact(0.955, 4), QStringLiteral("0.955"));
        QCOMPARE(c.compact(6000, 4), QStringLiteral("6,000"));
        QCOMPARE(de.compact(7.5, 2), QStringLiteral("7,5"));
    }

    void dates()
    {
        const QDate day(2026, 4, 2);
        QCOMPARE(NumberFormat::forCli().date(day), QStringLiteral("2026-04-02"));
        QCOMPARE(NumberFormat::forDocument(QLocale(QLocale::German, QLocale::Germany)).date(day),
                 QStringLiteral("02.04.26"));
        QCOMPARE(NumberFormat::forCli().dateTime(QDateTime(day, QTime(9, 5))),
                 QStringLiteral("2026-04-02 09:05"));
    }
};

QTEST_GUILESS_MAIN(TstNumberFormat)
#include "tst_number_format.moc"
