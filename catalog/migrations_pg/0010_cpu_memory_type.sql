-- SPDX-License-Identifier: MIT
-- Version 10 (catalog/migrations/0010_cpu_memory_type.sql): the DIMM generation a CPU drives.

ALTER TABLE cpus ADD COLUMN memory_type TEXT NOT NULL DEFAULT 'DDR5' CHECK (memory_type IN ('DDR4', 'DDR5'));
