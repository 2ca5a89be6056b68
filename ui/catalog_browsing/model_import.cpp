// SPDX-License-Identifier: MIT
#include "ui/catalog_browsing/model_import.h"

#include "catalog/catalog_import.h"
#include "catalog/catalog_store.h"
#include "catalog/hf_model_config.h"
#include "presentation/message_limits.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>

namespace np
{

std::string importModelFromConfig(QWidget *parent, CatalogStore &store, const QString &configPath)
{
    const QString title = QObject::tr("Import Model");
    catalog::HfConfigReading reading;
    QString error;
    if (!catalog::readHfConfig(configPath, &reading, &error)) {
        QMessageBox::warning(parent, title,
                             QObject::tr("<p>The file is not a model config NodePlan can read; nothing was "
                                         "imported.</p><p>%1</p>")
                                 .arg(shortened(error, kMaxMessageChars).toHtmlEscaped()));
        return {};
    }
    // Downloads keep config.json in a folder named after the model ("Llama-3.3-70B-Instruct").
    const QString suggestion =
        QFileInfo(configPath).absoluteDir().dirName().replace(QLatin1Char('-'), QLatin1Char(' '));
    bool ok = false;
    const QString name =
        QInputDialog::getText(parent, title, QObject::tr("Model name:"), QLineEdit::Normal, suggestion, &ok)
            .trimmed();
    if (!ok || name.isEmpty())
        return {};
    const QString sku = catalog::skuFromName(name);
    const QJsonObject part = catalog::modelPartFromConfig(reading, configPath, sku, name,
                                                          QDate::currentDate().toString(Qt::ISODate));
    QStringList errors;
    QString verdict;
    if (!store.importPart(part, configPath, &errors, &verdict)) {
        QStringList lines;
        for (const QString &e : capped(errors))
            lines << shortened(e, kMaxMessageChars).toHtmlEscaped();
        QMessageBox::warning(parent, title,
                             QObject::tr("<p>%1</p><p>%2</p>")
                                 .arg(verdict.toHtmlEscaped(), lines.join(QLatin1String("<br>"))));
        return {};
    }
    return sku.toStdString();
}

} // namespace np
