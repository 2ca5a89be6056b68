-- SPDX-License-Identifier: MIT
-- Version 4: every price says what kind of figure it is, an estimate says how it was derived, and a
-- part without any public price says why (so "no price" is a stated fact, not a gap).
--   price_kind  list = vendor list/MSRP/RCP price; street = distributor or shop listing, or a
--               published street price; estimate = derived from other figures (see derivation).
--   derivation  for an estimate: the arithmetic and the figures it starts from.
-- Prices stored before version 4 did not say their kind: they become estimates whose derivation says
-- so, keeping their notes. The importer requires a derivation for every new estimate.

ALTER TABLE prices ADD COLUMN price_kind TEXT NOT NULL DEFAULT 'street' CHECK (price_kind IN ('list', 'street', 'estimate'));
ALTER TABLE prices ADD COLUMN derivation TEXT NOT NULL DEFAULT '';
UPDATE prices SET price_kind = 'estimate', derivation = 'kind not recorded (price stored before catalog schema 4)' || CASE WHEN notes <> '' THEN ': ' || notes ELSE '' END;
ALTER TABLE parts ADD COLUMN no_price_reason TEXT NOT NULL DEFAULT '';
