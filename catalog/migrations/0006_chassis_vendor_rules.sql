-- SPDX-License-Identifier: MIT
-- Version 6: what the chassis vendor sells (issue 22). A chassis ships its own PSU set (psu_sku x
-- psu_count, with the redundancy the vendor ships it in, which a build on it defaults to), names the
-- GPUs it is qualified for (space-separated GPU SKUs; empty = the vendor list is not in the catalog),
-- the highest CPU TDP its cooling takes and the vendor's maximum system power (what PSU sizing and
-- circuits must plan for when it exceeds NodePlan's own sum). vendor_rules_source says where these
-- figures come from and when they were read. Zero / empty means "not stated": no rule is applied.
-- A NIC may draw more than its slot gives over an auxiliary cable (BlueField-3: up to 150 W over an
-- 8-pin cable): aux_power_w, which power sums count when it is larger than power_w.

ALTER TABLE chassis ADD COLUMN psu_sku TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN psu_count INTEGER NOT NULL DEFAULT 0 CHECK (psu_count BETWEEN 0 AND 16);
ALTER TABLE chassis ADD COLUMN psu_redundancy TEXT NOT NULL DEFAULT ''
    CHECK (psu_redundancy IN ('', 'none', 'n+1', 'n+n'));
ALTER TABLE chassis ADD COLUMN qualified_gpus TEXT NOT NULL DEFAULT '';
ALTER TABLE chassis ADD COLUMN cpu_tdp_limit_w REAL NOT NULL DEFAULT 0
    CHECK (cpu_tdp_limit_w >= 0 AND cpu_tdp_limit_w <= 2000);
ALTER TABLE chassis ADD COLUMN max_system_power_w REAL NOT NULL DEFAULT 0
    CHECK (max_system_power_w >= 0 AND max_system_power_w <= 50000);
ALTER TABLE chassis ADD COLUMN vendor_rules_source TEXT NOT NULL DEFAULT '';
ALTER TABLE nics ADD COLUMN aux_power_w REAL NOT NULL DEFAULT 0 CHECK (aux_power_w >= 0 AND aux_power_w <= 600);
