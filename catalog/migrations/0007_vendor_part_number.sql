-- SPDX-License-Identifier: MIT
-- Version 7: a part's vendor part number (issue 22). The catalog's SKU is its own key and may be an
-- internal code (PSU-3200W-TITANIUM); the vendor part number is the manufacturer's orderable number
-- (MCX75310AAS-NEAT), which customer documents print. Empty when the part has none or none is public.

ALTER TABLE parts ADD COLUMN vendor_part_number TEXT NOT NULL DEFAULT '';
