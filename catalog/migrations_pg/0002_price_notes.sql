-- SPDX-License-Identifier: MIT
-- Version 2 (catalog/migrations/0002_price_notes.sql): how sure a price is, and the index of the
-- "newest price on or before a date" query.

ALTER TABLE prices ADD COLUMN verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1));
ALTER TABLE prices ADD COLUMN notes TEXT NOT NULL DEFAULT '';
CREATE INDEX prices_by_sku_date ON prices (sku, price_date);
