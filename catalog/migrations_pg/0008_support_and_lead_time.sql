-- SPDX-License-Identifier: MIT
-- Version 8 (catalog/migrations/0008_support_and_lead_time.sql): quote lines a customer expects.

ALTER TABLE parts ADD COLUMN lead_time_weeks DOUBLE PRECISION NOT NULL DEFAULT 0
    CHECK (lead_time_weeks >= 0 AND lead_time_weeks <= 104);
ALTER TABLE parts ADD COLUMN lead_time_date TEXT NOT NULL DEFAULT '';
ALTER TABLE parts ADD COLUMN lead_time_source TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN support_years INTEGER NOT NULL DEFAULT 0 CHECK (support_years BETWEEN 0 AND 10);
ALTER TABLE chassis ADD COLUMN support_kind TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN support_included INTEGER NOT NULL DEFAULT 0 CHECK (support_included IN (0, 1));
ALTER TABLE chassis ADD COLUMN support_price DOUBLE PRECISION NOT NULL DEFAULT 0
    CHECK (support_price >= 0 AND support_price <= 10000000);
ALTER TABLE chassis ADD COLUMN support_currency TEXT NOT NULL DEFAULT ''
    CHECK (support_currency IN ('', 'USD', 'EUR'));
ALTER TABLE chassis ADD COLUMN support_price_date TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN support_no_price_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN support_source TEXT NOT NULL DEFAULT '';
