// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

// The database roles of a team catalog (catalog/migrations_pg/, docs/team.md). The server enforces
// them with GRANTs and row-level security; NodePlan only words a refusal so that it names the role
// the action needs.
//   nodeplan_viewer   reads parts, prices and quotes
//   nodeplan_sales    + creates and revises quotes (a draft belongs to its author until it is sent)
//   nodeplan_pricing  + imports parts and prices
//   nodeplan_admin    + the schema (migrations, push)
namespace np::catalog
{

inline constexpr const char *kViewerRole = "nodeplan_viewer";
inline constexpr const char *kSalesRole = "nodeplan_sales";
inline constexpr const char *kPricingRole = "nodeplan_pricing";
inline constexpr const char *kAdminRole = "nodeplan_admin";

// For a permission error of the server (42501): "the team catalog refused this for USER: it needs
// the role ROLE (what it allows); ask an administrator for `GRANT ROLE TO USER` (server: ...)";
// the role follows from the table the server names. Empty for any other error.
QString roleRefusal(const QSqlDatabase &db, const QSqlError &error);

} // namespace np::catalog
