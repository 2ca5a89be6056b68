// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>

class QWidget;

// Edit ▸ Import Model from config.json…: a Hugging Face config.json becomes a catalog model, through
// the catalog's own import path (checked like every other part, one transaction).
namespace np
{

class CatalogStore;

// Reads `configPath`, asks for the model's name (suggested from the file's folder), and adds the
// model to the catalog `store` in one transaction. Returns the new model's SKU; empty when the user cancelled
// or the import failed (then a message box said why and the catalog is unchanged).
std::string importModelFromConfig(QWidget *parent, CatalogStore &store, const QString &configPath);

} // namespace np
