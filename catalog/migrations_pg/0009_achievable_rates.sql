-- SPDX-License-Identifier: MIT
-- Version 9 (catalog/migrations/0009_achievable_rates.sql): measured achievable rates per GPU.

CREATE TABLE gpu_achievable_rates (
    gpu_sku TEXT NOT NULL REFERENCES gpus(sku) ON DELETE CASCADE,
    quantity TEXT NOT NULL CHECK (quantity IN ('dense_tflops', 'memory_bandwidth_gb_per_s')),
    precision TEXT NOT NULL DEFAULT '' CHECK (precision IN ('', 'fp32', 'bf16', 'fp16', 'fp8', 'int8', 'fp4')),
    engine TEXT NOT NULL DEFAULT '' CHECK (length(engine) <= 40),
    value DOUBLE PRECISION NOT NULL CHECK (value > 0 AND value <= 100000),
    source TEXT NOT NULL CHECK (source <> ''),
    source_date TEXT NOT NULL CHECK (source_date ~ '^[0-9]{4}-[0-1][0-9]-[0-3][0-9]$'),
    notes TEXT NOT NULL DEFAULT '',
    CHECK ((quantity = 'dense_tflops') = (precision <> '')),
    PRIMARY KEY (gpu_sku, quantity, precision, engine)
);
GRANT INSERT, UPDATE, DELETE ON gpu_achievable_rates TO nodeplan_pricing;
CREATE TRIGGER gpu_achievable_rates_change_log AFTER INSERT OR UPDATE OR DELETE ON gpu_achievable_rates FOR EACH ROW EXECUTE FUNCTION nodeplan_log_change('gpu_sku');
