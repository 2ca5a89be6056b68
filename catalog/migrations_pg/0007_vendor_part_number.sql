-- SPDX-License-Identifier: MIT
-- Version 7 (catalog/migrations/0007_vendor_part_number.sql): a part's vendor part number.

ALTER TABLE parts ADD COLUMN vendor_part_number TEXT NOT NULL DEFAULT '';
