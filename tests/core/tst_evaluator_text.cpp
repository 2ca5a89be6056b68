// SPDX-License-Identifier: MIT
// Figures in core's English notes (core/plain_number.h): thousands separators, fixed decimals,
// independent of the locale.
#include "core/plain_number.h"

#include <QTest>

#include <clocale>

using np::detail::num;

class TestEvaluatorText : public QObject
{
    Q_OBJECT
private slots:
    void numbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("text");
        QTest::newRow("bandwidth") << 1597.3 << 0 << QStringLiteral("1,597");
        QTest::newRow("gib") << 95.593 << 1 << QStringLiteral("95.6");
        QTest::newRow("millions") << 1234567.891 << 2 << QStringLiteral("1,234,567.89");
        QTest::newRow("zero") << 0.0 << 0 << QStringLiteral("0");
        QTest::newRow("negative") << -1500.0 << 0 << QStringLiteral("-1,500");
        QTest::newRow("no minus zero") << -0.01 << 1 << QStringLiteral("0.0");
        QTest::newRow("hundreds") << 999.5 << 0 << QStringLiteral("1,000");
    }
    void numbers()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(num(value, decimals)), text);
    }
    void ignoresTheLocale()
    {
        // A GUI process runs with the user's LC_NUMERIC; figures must not turn into "95,6".
        if (!std::setlocale(LC_NUMERIC, "de_DE.UTF-8") && !std::setlocale(LC_NUMERIC, "fr_FR.UTF-8"))
            QSKIP("no comma-decimal locale installed");
        QCOMPARE(QString::fromStdString(num(95.593, 1)), QStringLiteral("95.6"));
        std::setlocale(LC_NUMERIC, "C");
    }
};

QTEST_GUILESS_MAIN(TestEvaluatorText)
#include "tst_evaluator_text.moc"
