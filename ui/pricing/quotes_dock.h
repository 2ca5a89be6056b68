// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/quote_store.h"

#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

// The Quotes panel (put it in a dock): lists and searches quotes (latest version of each), makes
// a quote from the current build, edits one (a sent version gets a new version), changes status,
// compares a version with the previous one side by side, opens a quote's build in the editor and
// exports its PDF build sheet.
namespace np
{

class BuildDocument;
class CatalogStore;

class QuotesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit QuotesPanel(QWidget *parent = nullptr);

    // The catalog's store the quotes live in; it must outlive the panel.
    void setStore(CatalogStore *store);
    // The open document: "New quote" takes its build, prices come from its catalog.
    void setDocument(BuildDocument *document);

    [[nodiscard]] QTableWidget *table() const { return m_table; }
    // The quote of the selected row (latest version), if any.
    [[nodiscard]] std::optional<Quote> selectedQuote() const;
    // On a team catalog whose server cannot be reached: a line says so above the list (hidden again
    // when it can).
    void setCatalogReachable(bool reachable);
    [[nodiscard]] QLabel *connectionState() const { return m_connection; }

public slots:
    void refresh();
    void createFromCurrentBuild();
    void editSelected();
    void markSelected(np::QuoteStatus status);
    void compareWithPreviousVersion();
    void exportSelected();
    void openSelectedInEditor();

signals:
    // The user asked to load a quote's build into the editor; the main window calls
    // BuildDocument::resetBuild(build) (and may ask to save the current build first).
    void openBuildRequested(const np::Build &build, const QString &title);

private:
    void updateButtons();
    void showError(const QString &message);

    CatalogStore *m_store = nullptr; // quotes, and the part numbers exports read
    BuildDocument *m_document = nullptr;
    QLineEdit *m_search;
    QTableWidget *m_table;
    QLabel *m_status;
    QLabel *m_connection;
    QPushButton *m_new;
    QPushButton *m_edit;
    QPushButton *m_sent;
    QPushButton *m_accepted;
    QPushButton *m_lost;
    QPushButton *m_compare;
    QPushButton *m_export;
    QPushButton *m_open;
    QPushButton *m_history;
};

} // namespace np
