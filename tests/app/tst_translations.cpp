// SPDX-License-Identifier: MIT
// Every user-visible string has its German: lupdate runs over the sources exactly as the
// update_translations target does, into a copy of translations/nodeplan_de.ts, and every message
// that is new, unfinished, empty, short of a plural form or missing a placeholder of its source
// fails the test, listed with its context. The committed .ts is never touched.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace
{

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type;             // "unfinished", "vanished", "obsolete" or empty (finished)
    QStringList translations; // one, or one per plural form
};

std::vector<Message> readTs(const QString &path, QString *error)
{
    std::vector<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                out.push_back(m);
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus)
                m.translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            m.translations << xml.readElementText();
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1 line %2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

// "%1", "%2", "%n" a translation must keep (%L1 counts as %1).
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d+|n)"));
    QSet<QString> out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured(1));
    return out;
}

QString problem(const Message &m)
{
    if (!m.type.isEmpty())
        return m.type;
    // German has two plural forms (one, other).
    if (m.translations.size() != (m.numerus ? 2 : 1))
        return QStringLiteral("%1 plural form(s) instead of %2")
            .arg(m.translations.size())
            .arg(m.numerus ? 2 : 1);
    for (const QString &t : m.translations) {
        if (t.trimmed().isEmpty())
            return QStringLiteral("empty");
        // A plural form may say "one" in words instead of %n; every other placeholder must stay.
        QSet<QString> want = placeholders(m.source);
        QSet<QString> have = placeholders(t);
        if (m.numerus) {
            want.remove(QStringLiteral("n"));
            have.remove(QStringLiteral("n"));
        }
        if (want != have)
            return QStringLiteral("placeholders differ: %1").arg(t);
    }
    return {};
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void everySourceStringHasGerman()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ts = dir.filePath(QStringLiteral("nodeplan_de.ts"));
        QVERIFY(QFile::copy(QStringLiteral(NODEPLAN_SOURCE_DIR "/translations/nodeplan_de.ts"), ts));
        QFile::setPermissions(ts, QFileDevice::ReadOwner | QFileDevice::WriteOwner);

        // The same sources and options as the update_translations target (app/CMakeLists.txt).
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        QStringList args = QStringLiteral(NODEPLAN_LUPDATE_OPTIONS).split(QLatin1Char('|'));
        args << QStringLiteral("-I") << QStringLiteral(NODEPLAN_SOURCE_DIR)
             << QStringLiteral("@" NODEPLAN_LUPDATE_SOURCES) << QStringLiteral("-ts") << ts;
        lupdate.start(QStringLiteral(NODEPLAN_LUPDATE), args);
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

        QString error;
        const std::vector<Message> messages = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(messages.size() > 1000, "lupdate found too few strings: is the source list empty?");
        QStringList missing;
        for (const Message &m : messages)
            if (const QString why = problem(m); !why.isEmpty())
                missing << QStringLiteral("  [%1] \"%2\": %3").arg(m.context, m.source, why);
        QVERIFY2(missing.isEmpty(),
                 qPrintable(
                     QStringLiteral("%1 string(s) without a finished German translation. Run `cmake --build "
                                    "build --target update_translations` and translate them in "
                                    "translations/nodeplan_de.ts:\n%2")
                         .arg(missing.size())
                         .arg(missing.join(QLatin1Char('\n')))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
