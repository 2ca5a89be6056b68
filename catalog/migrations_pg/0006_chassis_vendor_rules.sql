-- SPDX-License-Identifier: MIT
-- Version 6 (catalog/migrations/0006_chassis_vendor_rules.sql): what the chassis vendor sells, and a
-- NIC's auxiliary power.

ALTER TABLE chassis ADD COLUMN psu_sku TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN psu_count INTEGER NOT NULL DEFAULT 0 CHECK (psu_count BETWEEN 0 AND 16);
ALTER TABLE chassis ADD COLUMN psu_redundancy TEXT NOT NULL DEFAULT ''
    CHECK (psu_redundancy IN ('', 'none', 'n+1', 'n+n'));
ALTER TABLE chassis ADD COLUMN qualified_gpus TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN cpu_tdp_limit_w DOUBLE PRECISION NOT NULL DEFAULT 0
    CHECK (cpu_tdp_limit_w >= 0 AND cpu_tdp_limit_w <= 2000);
ALTER TABLE chassis ADD COLUMN max_system_power_w DOUBLE PRECISION NOT NULL DEFAULT 0
    CHECK (max_system_power_w >= 0 AND max_system_power_w <= 50000);
ALTER TABLE chassis ADD COLUMN vendor_rules_source TEXT NOT NULL DEFAULT '';
ALTER TABLE nics ADD COLUMN aux_power_w DOUBLE PRECISION NOT NULL DEFAULT 0 CHECK (aux_power_w >= 0 AND aux_power_w <= 600);
