-- SPDX-License-Identifier: MIT
-- Version 9: measured achievable rates per GPU (issue 24, item 1).
-- A GPU's datasheet peak is not what its matmuls or memory reach. Each row is one published
-- measurement of a microbenchmark ceiling: quantity 'dense_tflops' (a dense matmul at `precision`,
-- e.g. ml-engineering's maximum achievable matmul FLOPS) or 'memory_bandwidth_gb_per_s' (a copy
-- kernel; precision ''), measured under `engine` ('' = any serving engine; else a workload engine
-- key such as 'vllm'), with its source and the date of the publication or table revision.
-- A GPU without a row keeps its datasheet figures at the default ceilings (assumptions
-- default_matmul_ceiling_*, default_bandwidth_ceiling). A new table, not new columns: catalogs of
-- schema 8 gain it empty; `catalog import catalog/seed/achievable_rates.json` fills it.

CREATE TABLE gpu_achievable_rates (
    gpu_sku TEXT NOT NULL REFERENCES gpus(sku) ON DELETE CASCADE,
    quantity TEXT NOT NULL CHECK (quantity IN ('dense_tflops', 'memory_bandwidth_gb_per_s')),
    precision TEXT NOT NULL DEFAULT '' CHECK (precision IN ('', 'fp32', 'bf16', 'fp16', 'fp8', 'int8', 'fp4')),
    engine TEXT NOT NULL DEFAULT '' CHECK (length(engine) <= 40),
    value REAL NOT NULL CHECK (value > 0 AND value <= 100000),
    source TEXT NOT NULL CHECK (source <> ''),
    source_date TEXT NOT NULL CHECK (source_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    notes TEXT NOT NULL DEFAULT '',
    CHECK ((quantity = 'dense_tflops') = (precision <> '')),
    PRIMARY KEY (gpu_sku, quantity, precision, engine)
);
