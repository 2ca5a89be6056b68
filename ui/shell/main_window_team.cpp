// SPDX-License-Identifier: MIT
// MainWindow on a team catalog: changes other desktops made, and the server's reachability.
#include "ui/shell/main_window.h"

#include "ui/pricing/quotes_dock.h"

#include <QLabel>
#include <QStatusBar>

namespace np
{

namespace
{

// How many SKUs the status bar names before "…".
constexpr int kNamedSkus = 3;

} // namespace

void MainWindow::catalogChangedElsewhere(const QStringList &skus)
{
    if (!m_store)
        return;
    reloadCatalog(*m_store);
    // The Prices column marks a quote "newer in catalog" against the catalog just re-read.
    if (m_quotes)
        m_quotes->refresh();
    if (skus.isEmpty()) {
        statusBar()->showMessage(tr("Re-read the team catalog: it may have changed while this window was not "
                                    "connected"),
                                 10000);
        return;
    }
    QString named = skus.mid(0, kNamedSkus).join(QLatin1String(", "));
    if (skus.size() > kNamedSkus)
        named += QStringLiteral(", …");
    statusBar()->showMessage(
        tr("New prices on the team catalog for %n part(s) (%1); the build and the quotes "
           "use them now",
           nullptr, static_cast<int>(skus.size()))
            .arg(named),
        10000);
}

void MainWindow::setTeamCatalogReachable(bool reachable)
{
    if (!m_teamCatalogState) {
        m_teamCatalogState = new QLabel(this);
        m_teamCatalogState->setObjectName(QStringLiteral("teamCatalogState"));
        m_teamCatalogState->setAccessibleName(tr("Team catalog connection"));
        m_teamCatalogState->setText(tr("Team catalog unreachable — reconnecting"));
        m_teamCatalogState->setStyleSheet(QStringLiteral("QLabel { color: #b00020; font-weight: bold; }"));
        statusBar()->insertPermanentWidget(0, m_teamCatalogState);
        m_teamCatalogState->hide();
    }
    const bool wasReachable = m_teamCatalogState->isHidden();
    m_teamCatalogState->setVisible(!reachable);
    if (reachable && !wasReachable)
        statusBar()->showMessage(tr("Team catalog reachable again"), 5000);
    if (m_quotes)
        m_quotes->setCatalogReachable(reachable);
}

} // namespace np
