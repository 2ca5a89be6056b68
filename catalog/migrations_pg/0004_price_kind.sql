-- SPDX-License-Identifier: MIT
-- Version 4 (catalog/migrations/0004_price_kind.sql): what kind of figure a price is, how an
-- estimate was derived, and why a part has no public price.

ALTER TABLE prices ADD COLUMN price_kind TEXT NOT NULL DEFAULT 'street' CHECK (price_kind IN ('list', 'street', 'estimate'));
ALTER TABLE prices ADD COLUMN derivation TEXT NOT NULL DEFAULT '';
UPDATE prices SET price_kind = 'estimate', derivation = 'kind not recorded (price stored before catalog schema 4)' || CASE WHEN notes <> '' THEN ': ' || notes ELSE '' END;
ALTER TABLE parts ADD COLUMN no_price_reason TEXT NOT NULL DEFAULT '';
