-- SPDX-License-Identifier: MIT
-- Version 8: quote lines a customer expects (issue 22, item 6).
-- Every part may carry its lead time as a distributor or vendor stated it, dated, since lead times move
-- with supply: lead_time_weeks (0 = not known; documents say "on request"), lead_time_date (ISO date
-- the figure was stated) and lead_time_source (who stated it).
-- A chassis states the support or warranty its system is sold with: support_years, support_kind (the
-- vendor's terms, "parts and labour, return to base, first-year advance replacement"), and its price:
-- support_included = 1 when the system price includes it, else support_price in support_currency for
-- the whole term (0 = no public price; support_no_price_reason then says why). support_source says
-- where the terms come from and when they were read. years 0 and an empty kind: not stated.

ALTER TABLE parts ADD COLUMN lead_time_weeks REAL NOT NULL DEFAULT 0
    CHECK (lead_time_weeks >= 0 AND lead_time_weeks <= 104);
ALTER TABLE parts ADD COLUMN lead_time_date TEXT NOT NULL DEFAULT '';
ALTER TABLE parts ADD COLUMN lead_time_source TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN support_years INTEGER NOT NULL DEFAULT 0 CHECK (support_years BETWEEN 0 AND 10);
ALTER TABLE chassis ADD COLUMN support_kind TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN support_included INTEGER NOT NULL DEFAULT 0 CHECK (support_included IN (0, 1));
ALTER TABLE chassis ADD COLUMN support_price REAL NOT NULL DEFAULT 0
    CHECK (support_price >= 0 AND support_price <= 10000000);
ALTER TABLE chassis ADD COLUMN support_currency TEXT NOT NULL DEFAULT ''
    CHECK (support_currency IN ('', 'USD', 'EUR'));
ALTER TABLE chassis ADD COLUMN support_price_date TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN support_no_price_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN support_source TEXT NOT NULL DEFAULT '';
