-- SPDX-License-Identifier: MIT
-- NodePlan catalog schema, version 1. Column names are the JSON/CSV keys (snake_case ending in
-- their unit). Every part has one row in `parts` and one row in its kind's table.
-- Statements are separated by ';' at the end of a line (see docs/catalog.md, "Migrations").

CREATE TABLE parts (
    sku TEXT PRIMARY KEY NOT NULL CHECK (length(sku) BETWEEN 1 AND 80),
    kind TEXT NOT NULL CHECK (kind IN ('chassis', 'gpu', 'cpu', 'memory', 'drive', 'nic', 'psu', 'model')),
    name TEXT NOT NULL CHECK (name <> ''),
    vendor TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CHECK (source <> ''),
    checked_date TEXT NOT NULL CHECK (checked_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
    notes TEXT NOT NULL DEFAULT ''
);

CREATE TABLE prices (
    id INTEGER PRIMARY KEY,
    sku TEXT NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    amount REAL NOT NULL CHECK (amount >= 0 AND amount <= 10000000),
    currency TEXT NOT NULL CHECK (currency IN ('USD', 'EUR')),
    price_date TEXT NOT NULL CHECK (price_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    source TEXT NOT NULL CHECK (source <> ''),
    UNIQUE (sku, price_date, currency)
);

CREATE TABLE gpus (
    sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    architecture TEXT NOT NULL DEFAULT '',
    memory_type TEXT NOT NULL DEFAULT '',
    memory_gb REAL NOT NULL CHECK (memory_gb > 0 AND memory_gb <= 1024),
    memory_usable_mib REAL NOT NULL DEFAULT 0 CHECK (memory_usable_mib >= 0 AND memory_usable_mib <= 1048576),
    memory_bandwidth_gb_per_s REAL NOT NULL CHECK (memory_bandwidth_gb_per_s > 0 AND memory_bandwidth_gb_per_s <= 100000),
    fp32_tflops REAL NOT NULL DEFAULT 0 CHECK (fp32_tflops >= 0 AND fp32_tflops <= 100000),
    bf16_dense_tflops REAL NOT NULL DEFAULT 0 CHECK (bf16_dense_tflops >= 0 AND bf16_dense_tflops <= 100000),
    fp8_dense_tflops REAL NOT NULL DEFAULT 0 CHECK (fp8_dense_tflops >= 0 AND fp8_dense_tflops <= 100000),
    fp4_dense_tflops REAL NOT NULL DEFAULT 0 CHECK (fp4_dense_tflops >= 0 AND fp4_dense_tflops <= 100000),
    int8_dense_tops REAL NOT NULL DEFAULT 0 CHECK (int8_dense_tops >= 0 AND int8_dense_tops <= 100000),
    tdp_w REAL NOT NULL CHECK (tdp_w > 0 AND tdp_w <= 3000),
    idle_w REAL NOT NULL DEFAULT 0 CHECK (idle_w >= 0 AND idle_w <= 500),
    form_factor TEXT NOT NULL DEFAULT 'pcie' CHECK (form_factor IN ('pcie', 'sxm', 'oam')),
    cooling TEXT NOT NULL DEFAULT 'passive' CHECK (cooling IN ('passive', 'active_blower', 'active_open_air')),
    slot_width INTEGER NOT NULL DEFAULT 2 CHECK (slot_width BETWEEN 1 AND 4),
    pcie_gen INTEGER NOT NULL DEFAULT 5 CHECK (pcie_gen BETWEEN 3 AND 6),
    pcie_lanes INTEGER NOT NULL DEFAULT 16 CHECK (pcie_lanes IN (1, 2, 4, 8, 16)),
    gpu_link TEXT NOT NULL DEFAULT 'none' CHECK (gpu_link IN ('none', 'nvlink_bridge', 'nvlink_switch', 'infinity_fabric')),
    gpu_link_gb_per_s REAL NOT NULL DEFAULT 0 CHECK (gpu_link_gb_per_s >= 0 AND gpu_link_gb_per_s <= 10000),
    gpu_link_group_size INTEGER NOT NULL DEFAULT 0 CHECK (gpu_link_group_size BETWEEN 0 AND 8),
    mig_instances_max INTEGER NOT NULL DEFAULT 0 CHECK (mig_instances_max BETWEEN 0 AND 7)
);

CREATE TABLE cpus (
    sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    socket TEXT NOT NULL CHECK (socket <> ''),
    family TEXT NOT NULL DEFAULT '',
    cores INTEGER NOT NULL CHECK (cores BETWEEN 1 AND 512),
    base_ghz REAL NOT NULL DEFAULT 0 CHECK (base_ghz >= 0 AND base_ghz <= 10),
    boost_ghz REAL NOT NULL DEFAULT 0 CHECK (boost_ghz >= 0 AND boost_ghz <= 10),
    tdp_w REAL NOT NULL CHECK (tdp_w > 0 AND tdp_w <= 1000),
    l3_mb REAL NOT NULL DEFAULT 0 CHECK (l3_mb >= 0 AND l3_mb <= 4096),
    memory_channels INTEGER NOT NULL CHECK (memory_channels BETWEEN 1 AND 16),
    ddr5_1dpc_mt_per_s INTEGER NOT NULL CHECK (ddr5_1dpc_mt_per_s BETWEEN 3200 AND 12800),
    ddr5_2dpc_mt_per_s INTEGER NOT NULL DEFAULT 0 CHECK (ddr5_2dpc_mt_per_s = 0 OR ddr5_2dpc_mt_per_s BETWEEN 3200 AND 12800),
    pcie_lanes_1p INTEGER NOT NULL CHECK (pcie_lanes_1p BETWEEN 0 AND 256),
    pcie_lanes_per_socket_2p INTEGER NOT NULL DEFAULT 0 CHECK (pcie_lanes_per_socket_2p BETWEEN 0 AND 256),
    pcie_lanes_per_socket_2p_3xgmi INTEGER NOT NULL DEFAULT 0 CHECK (pcie_lanes_per_socket_2p_3xgmi BETWEEN 0 AND 256),
    max_sockets INTEGER NOT NULL DEFAULT 2 CHECK (max_sockets BETWEEN 1 AND 8),
    avx512 INTEGER NOT NULL DEFAULT 0 CHECK (avx512 IN (0, 1))
);

CREATE TABLE memory_modules (
    sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    memory_type TEXT NOT NULL DEFAULT 'DDR5 RDIMM',
    capacity_gib REAL NOT NULL CHECK (capacity_gib > 0 AND capacity_gib <= 1024),
    speed_mt_per_s INTEGER NOT NULL CHECK (speed_mt_per_s BETWEEN 1600 AND 12800),
    ranks INTEGER NOT NULL DEFAULT 2 CHECK (ranks BETWEEN 1 AND 8),
    ecc INTEGER NOT NULL DEFAULT 1 CHECK (ecc IN (0, 1)),
    power_w REAL NOT NULL DEFAULT 0 CHECK (power_w >= 0 AND power_w <= 50)
);

CREATE TABLE drives (
    sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    form_factor TEXT NOT NULL CHECK (form_factor IN ('U.2', 'U.3', 'E3.S', 'E1.S', 'M.2')),
    interface TEXT NOT NULL DEFAULT 'NVMe',
    capacity_tb REAL NOT NULL CHECK (capacity_tb > 0 AND capacity_tb <= 1000),
    seq_read_gb_per_s REAL NOT NULL DEFAULT 0 CHECK (seq_read_gb_per_s >= 0 AND seq_read_gb_per_s <= 100),
    seq_write_gb_per_s REAL NOT NULL DEFAULT 0 CHECK (seq_write_gb_per_s >= 0 AND seq_write_gb_per_s <= 100),
    random_read_kiops REAL NOT NULL DEFAULT 0 CHECK (random_read_kiops >= 0 AND random_read_kiops <= 100000),
    power_w REAL NOT NULL DEFAULT 0 CHECK (power_w >= 0 AND power_w <= 100),
    idle_w REAL NOT NULL DEFAULT 0 CHECK (idle_w >= 0 AND idle_w <= 100),
    pcie_gen INTEGER NOT NULL DEFAULT 5 CHECK (pcie_gen BETWEEN 3 AND 6),
    pcie_lanes INTEGER NOT NULL DEFAULT 4 CHECK (pcie_lanes IN (1, 2, 4, 8))
);

CREATE TABLE nics (
    sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    ports INTEGER NOT NULL CHECK (ports BETWEEN 1 AND 8),
    port_speed_gbit_per_s REAL NOT NULL CHECK (port_speed_gbit_per_s > 0 AND port_speed_gbit_per_s <= 1600),
    roce INTEGER NOT NULL DEFAULT 0 CHECK (roce IN (0, 1)),
    infiniband INTEGER NOT NULL DEFAULT 0 CHECK (infiniband IN (0, 1)),
    form_factor TEXT NOT NULL DEFAULT 'PCIe' CHECK (form_factor IN ('PCIe', 'OCP3')),
    pcie_gen INTEGER NOT NULL DEFAULT 5 CHECK (pcie_gen BETWEEN 3 AND 6),
    pcie_lanes INTEGER NOT NULL DEFAULT 16 CHECK (pcie_lanes IN (1, 2, 4, 8, 16)),
    power_w REAL NOT NULL DEFAULT 0 CHECK (power_w >= 0 AND power_w <= 300)
);

CREATE TABLE psus (
    sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    output_low_line_w REAL NOT NULL DEFAULT 0 CHECK (output_low_line_w >= 0 AND output_low_line_w <= 10000),
    output_high_line_w REAL NOT NULL CHECK (output_high_line_w > 0 AND output_high_line_w <= 10000),
    efficiency_rating TEXT NOT NULL DEFAULT '',
    efficiency_10pct_load REAL NOT NULL DEFAULT 0 CHECK (efficiency_10pct_load >= 0 AND efficiency_10pct_load <= 1),
    efficiency_20pct_load REAL NOT NULL DEFAULT 0 CHECK (efficiency_20pct_load >= 0 AND efficiency_20pct_load <= 1),
    efficiency_50pct_load REAL NOT NULL DEFAULT 0 CHECK (efficiency_50pct_load >= 0 AND efficiency_50pct_load <= 1),
    efficiency_100pct_load REAL NOT NULL DEFAULT 0 CHECK (efficiency_100pct_load >= 0 AND efficiency_100pct_load <= 1)
);

CREATE TABLE chassis (
    sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    rack_units INTEGER NOT NULL DEFAULT 4 CHECK (rack_units BETWEEN 1 AND 10),
    cpu_socket TEXT NOT NULL CHECK (cpu_socket <> ''),
    width_mm REAL NOT NULL DEFAULT 447 CHECK (width_mm > 0 AND width_mm <= 600),
    depth_mm REAL NOT NULL DEFAULT 900 CHECK (depth_mm > 0 AND depth_mm <= 1300),
    airflow_limit_w REAL NOT NULL CHECK (airflow_limit_w > 0 AND airflow_limit_w <= 50000),
    max_inlet_temp_c REAL NOT NULL DEFAULT 35 CHECK (max_inlet_temp_c BETWEEN 10 AND 60),
    fan_power_max_w REAL NOT NULL DEFAULT 0 CHECK (fan_power_max_w >= 0 AND fan_power_max_w <= 5000),
    base_power_w REAL NOT NULL DEFAULT 0 CHECK (base_power_w >= 0 AND base_power_w <= 5000)
);

CREATE TABLE chassis_slots (
    chassis_sku TEXT NOT NULL REFERENCES chassis(sku) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    id TEXT NOT NULL CHECK (id <> ''),
    kind TEXT NOT NULL CHECK (kind IN ('gpu', 'cpu', 'dimm', 'drive', 'nic', 'psu')),
    label TEXT NOT NULL DEFAULT '',
    socket INTEGER NOT NULL DEFAULT -1 CHECK (socket BETWEEN -1 AND 7),
    uplink TEXT NOT NULL DEFAULT '',
    pcie_lanes INTEGER NOT NULL DEFAULT 0 CHECK (pcie_lanes IN (0, 1, 2, 4, 8, 16)),
    pcie_gen INTEGER NOT NULL DEFAULT 5 CHECK (pcie_gen BETWEEN 3 AND 6),
    max_width_slots INTEGER NOT NULL DEFAULT 0 CHECK (max_width_slots BETWEEN 0 AND 4),
    max_power_w REAL NOT NULL DEFAULT 0 CHECK (max_power_w >= 0 AND max_power_w <= 3000),
    memory_channel INTEGER NOT NULL DEFAULT -1 CHECK (memory_channel BETWEEN -1 AND 15),
    dimm_in_channel INTEGER NOT NULL DEFAULT -1 CHECK (dimm_in_channel BETWEEN -1 AND 2),
    form_factor TEXT NOT NULL DEFAULT '',
    x_mm REAL NOT NULL CHECK (x_mm >= 0),
    y_mm REAL NOT NULL CHECK (y_mm >= 0),
    width_mm REAL NOT NULL CHECK (width_mm > 0),
    height_mm REAL NOT NULL CHECK (height_mm > 0),
    PRIMARY KEY (chassis_sku, id)
);

CREATE TABLE pcie_switches (
    chassis_sku TEXT NOT NULL REFERENCES chassis(sku) ON DELETE CASCADE,
    id TEXT NOT NULL CHECK (id <> ''),
    model TEXT NOT NULL DEFAULT '',
    uplink TEXT NOT NULL CHECK (uplink <> ''),
    uplink_lanes INTEGER NOT NULL DEFAULT 16 CHECK (uplink_lanes BETWEEN 1 AND 64),
    uplink_gen INTEGER NOT NULL DEFAULT 5 CHECK (uplink_gen BETWEEN 3 AND 6),
    downstream_lanes INTEGER NOT NULL DEFAULT 0 CHECK (downstream_lanes BETWEEN 0 AND 256),
    power_w REAL NOT NULL DEFAULT 0 CHECK (power_w >= 0 AND power_w <= 500),
    PRIMARY KEY (chassis_sku, id)
);

CREATE TABLE models (
    sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE,
    family TEXT NOT NULL DEFAULT '',
    hf_repo TEXT NOT NULL DEFAULT '',
    layers INTEGER NOT NULL CHECK (layers BETWEEN 1 AND 1000),
    hidden_size INTEGER NOT NULL CHECK (hidden_size BETWEEN 1 AND 131072),
    attention_heads INTEGER NOT NULL CHECK (attention_heads BETWEEN 1 AND 1024),
    kv_heads INTEGER NOT NULL CHECK (kv_heads BETWEEN 1 AND 1024),
    head_dim INTEGER NOT NULL DEFAULT 0 CHECK (head_dim BETWEEN 0 AND 4096),
    ffn_size INTEGER NOT NULL CHECK (ffn_size BETWEEN 0 AND 1048576),
    vocab_size INTEGER NOT NULL CHECK (vocab_size BETWEEN 1 AND 10000000),
    tied_embeddings INTEGER NOT NULL DEFAULT 0 CHECK (tied_embeddings IN (0, 1)),
    qkv_bias INTEGER NOT NULL DEFAULT 0 CHECK (qkv_bias IN (0, 1)),
    gated_mlp INTEGER NOT NULL DEFAULT 1 CHECK (gated_mlp IN (0, 1)),
    experts INTEGER NOT NULL DEFAULT 0 CHECK (experts BETWEEN 0 AND 4096),
    active_experts INTEGER NOT NULL DEFAULT 0 CHECK (active_experts BETWEEN 0 AND 4096),
    shared_experts INTEGER NOT NULL DEFAULT 0 CHECK (shared_experts BETWEEN 0 AND 64),
    expert_ffn_size INTEGER NOT NULL DEFAULT 0 CHECK (expert_ffn_size BETWEEN 0 AND 1048576),
    first_dense_layers INTEGER NOT NULL DEFAULT 0 CHECK (first_dense_layers BETWEEN 0 AND 1000),
    q_lora_rank INTEGER NOT NULL DEFAULT 0 CHECK (q_lora_rank BETWEEN 0 AND 65536),
    kv_lora_rank INTEGER NOT NULL DEFAULT 0 CHECK (kv_lora_rank BETWEEN 0 AND 65536),
    qk_nope_head_dim INTEGER NOT NULL DEFAULT 0 CHECK (qk_nope_head_dim BETWEEN 0 AND 4096),
    qk_rope_head_dim INTEGER NOT NULL DEFAULT 0 CHECK (qk_rope_head_dim BETWEEN 0 AND 4096),
    v_head_dim INTEGER NOT NULL DEFAULT 0 CHECK (v_head_dim BETWEEN 0 AND 4096),
    sliding_window INTEGER NOT NULL DEFAULT 0 CHECK (sliding_window BETWEEN 0 AND 100000000),
    sliding_window_layers INTEGER NOT NULL DEFAULT 0 CHECK (sliding_window_layers BETWEEN 0 AND 1000),
    max_context_tokens INTEGER NOT NULL DEFAULT 0 CHECK (max_context_tokens BETWEEN 0 AND 100000000)
);
