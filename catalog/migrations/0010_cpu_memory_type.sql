-- SPDX-License-Identifier: MIT
-- Version 10: the DIMM generation a CPU's memory controller drives (issue 24, item 3: HGX A100 on
-- EPYC 7003). A DDR4 controller (EPYC 7003, socket SP3) takes no DDR5 module and a DDR5 controller
-- no DDR4 one; a memory module's memory_type ('DDR4 RDIMM', 'DDR5 MRDIMM') starts with the generation
-- it must match. Every CPU before this version drives DDR5, so that is the default; the
-- ddr5_1dpc/2dpc_mt_per_s columns hold the speed limits of whichever generation this names.

ALTER TABLE cpus ADD COLUMN memory_type TEXT NOT NULL DEFAULT 'DDR5' CHECK (memory_type IN ('DDR4', 'DDR5'));
