-- SPDX-License-Identifier: MIT
-- Version 2: a price can say how sure it is (estimate, derived, other edition) and the
-- "newest price on or before a date" query gets an index.

ALTER TABLE prices ADD COLUMN verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1));
ALTER TABLE prices ADD COLUMN notes TEXT NOT NULL DEFAULT '';
CREATE INDEX prices_by_sku_date ON prices (sku, price_date);
