#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generates chassis.json: the seed PCIe chassis and HGX/OAM platforms with every slot, its PCIe
wiring and its place in a top-down outline (mm from the front-left corner, y grows from the front to
the rear).

Run: python3 catalog/seed/gen_chassis.py > catalog/seed/chassis.json
The importer re-checks what this script asserts (slots inside the outline, no overlaps, uplinks
that exist), so a hand edit of chassis.json is held to the same rules.

Layout, front to rear: NVMe bays | fan wall (not a slot) | CPU sockets with a DIMM bank either
side | one row of double-width GPUs | rear: PSU pairs left and right, NIC slots between them.
Platforms (build_platform) put two rows of four module sites where the GPU row is; see there.
"""
import json
import sys

from chassis_prices import PRICES  # dated estimates with their derivations (issue 22)
from chassis_support import LEAD_TIMES, SUPPORT  # the support each system is sold with (issue 22, item 6)

# The model numbers vendors sell these systems under (what a customer's BOM prints). Dell orders
# PowerEdge systems by configuration and the generic chassis are planning models: those stay empty.
VENDOR_PART_NUMBERS = {"AS-4125GS-TNRT": "AS -4125GS-TNRT", "4U8G-TURIN2": "4U8G-TURIN2",
                       "ESC8000A-E13P": "ESC8000A-E13P", "ESC8000A-E13": "ESC8000A-E13",
                       "SYS-821GE-TNHR": "SYS-821GE-TNHR", "AS-8125GS-TNHR": "AS -8125GS-TNHR",
                       "AS-8125GS-TNMR2": "AS -8125GS-TNMR2", "SYS-A21GE-NBRT": "SYS-A21GE-NBRT",
                       "AS-4124GO-NART-PLUS": "AS -4124GO-NART+"}

CHECKED = "2026-12-02"
WIDTH = 447.0
DEPTH = 900.0

DIMM_PITCH = 7.6       # DIMM slot pitch (0.3 in)
DIMM_W = 6.0           # top-down width of a DIMM with its latches
DIMM_LEN = 133.35      # DIMM length, along the airflow
GPU_LEN = 266.7        # FHFL card, 10.5 in
GPU_W2 = 40.64         # double-width card, 2 x 0.8 in
NIC_LEN = 167.65       # FHHL card, 6.6 in
NIC_W = 20.32          # single-width card
PSU_W, PSU_LEN = 73.5, 185.0  # CRPS-style 3 kW module
BAY_LEN = {"U.2": 100.45, "E3.S": 112.75}
BAY_W = {"U.2": 15.0, "E3.S": 7.5}


def r(v):
    return round(v, 2)


def geometry(x, y, w, h):
    return {"x_mm": r(x), "y_mm": r(y), "width_mm": r(w), "height_mm": r(h)}


def front_bays(spec):
    """Front: drive bays, centred."""
    slots = []
    gen = spec.get("pcie_gen", 5)
    ff = spec["bay_form_factor"]
    bay_pitch = BAY_W[ff] + 3.0
    bays = spec["bays"]  # list of (uplink, socket)
    x0 = (WIDTH - (len(bays) - 1) * bay_pitch - BAY_W[ff]) / 2
    for i, (uplink, socket) in enumerate(bays):
        slots.append(dict(id=f"bay{i}", kind="drive", label=f"NVMe bay {i}", socket=socket, uplink=uplink,
                          pcie_lanes=4, pcie_gen=gen, form_factor=ff,
                          **geometry(x0 + i * bay_pitch, 5, BAY_W[ff], BAY_LEN[ff])))
    return slots


def cpu_zone(spec):
    """CPU zone: y 185 onwards (the fan wall, not a slot, sits at about y 120-180)."""
    slots = []
    channels, dpc = spec["channels"], spec["dpc"]
    per_side = channels // 2 * dpc
    bank_w = per_side * DIMM_PITCH
    cpu_w, cpu_h = spec["cpu_size"]
    block_w = 2 * bank_w + 2 * 6 + cpu_w
    gap = (WIDTH - 2 * block_w) / 3
    y_dimm = 185.0
    letters = "ABCDEFGHIJKLMNOP"
    for s in range(2):
        bx = gap + s * (block_w + gap)
        slots.append(dict(id=f"cpu{s}", kind="cpu", label=f"CPU{s + 1}", socket=s,
                          **geometry(bx + bank_w + 6, y_dimm + (DIMM_LEN - cpu_h) / 2, cpu_w, cpu_h)))
        for side in range(2):
            xs = bx if side == 0 else bx + bank_w + 6 + cpu_w + 6
            for k in range(per_side):
                ch = side * (channels // 2) + k // dpc
                d = k % dpc
                slots.append(dict(id=f"dimm{s}.{letters[ch]}{d + 1}", kind="dimm",
                                  label=f"P{s + 1}-DIMM{letters[ch]}{d + 1}", socket=s,
                                  memory_channel=ch, dimm_in_channel=d,
                                  **geometry(xs + k * DIMM_PITCH + (DIMM_PITCH - DIMM_W) / 2, y_dimm, DIMM_W, DIMM_LEN)))
    return slots


def build(spec):
    slots = front_bays(spec) + cpu_zone(spec)

    # --- GPU row: y 335 to 601.7, 8 double-width FHFL cards (optionally in bridged pairs).
    gpus = spec["gpus"]  # list of (uplink, socket)
    if spec.get("gpu_pairs"):
        pair_gap, inner = 14.0, 2.0
        span = 4 * (2 * GPU_W2 + inner) + 3 * pair_gap
        xg = (WIDTH - span) / 2
        xs = []
        for p in range(4):
            base = xg + p * (2 * GPU_W2 + inner + pair_gap)
            xs += [base, base + GPU_W2 + inner]
    else:
        pitch = 52.0
        xg = (WIDTH - (7 * pitch + GPU_W2)) / 2
        xs = [xg + i * pitch for i in range(8)]
    for i, (uplink, socket) in enumerate(gpus):
        slots.append(dict(id=f"gpu{i}", kind="gpu", label=f"GPU slot {i + 1} (PCIe 5.0 x16)", socket=socket,
                          uplink=uplink, pcie_lanes=16, pcie_gen=5, max_width_slots=2,
                          max_power_w=spec["gpu_slot_power_w"], **geometry(xs[i], 335, GPU_W2, GPU_LEN)))

    # --- Rear: PSUs in a pair on each side, NIC slots in between. Eight PSUs sit stacked two high in
    # 4U; the top-down drawing shows them as two half-depth rows so every one has its own outline.
    psu_x = [8, 8 + PSU_W + 2, WIDTH - 8 - 2 * PSU_W - 2, WIDTH - 8 - PSU_W]
    rows = 2 if spec["psus"] > 4 else 1
    psu_len = PSU_LEN / rows
    for i in range(spec["psus"]):
        y_psu = DEPTH - 5 - (i // 4 + 1) * psu_len - (i // 4) * 2
        slots.append(dict(id=f"psu{i}", kind="psu", label=f"PSU{i + 1}",
                          **geometry(psu_x[i % 4], y_psu, PSU_W, psu_len)))
    nics = spec["nics"]  # list of (uplink, socket)
    mid_l, mid_r = psu_x[1] + PSU_W, psu_x[2]
    nic_pitch = 24.0
    xn = (mid_l + mid_r - ((len(nics) - 1) * nic_pitch + NIC_W)) / 2
    for i, (uplink, socket) in enumerate(nics):
        slots.append(dict(id=f"nic{i}", kind="nic", label=f"NIC slot {i + 1} (PCIe 5.0 x16, FHHL)", socket=socket,
                          uplink=uplink, pcie_lanes=16, pcie_gen=5, max_width_slots=1, max_power_w=75,
                          form_factor="PCIe", **geometry(xn + i * nic_pitch, DEPTH - NIC_LEN - 15, NIC_W, NIC_LEN)))
    return finish(spec, slots)


# --- HGX / OAM platforms: the GPUs are modules on a baseboard, not cards in PCIe slots. Layout, front to
# rear: NVMe bays | fan wall | CPU zone as above | baseboard: two rows of four module sites with the
# NVSwitch strip (HGX) or nothing (OAM mesh) between them | a row of rear NIC slots | one row of PSUs.
SITE_W, SITE_H = 100.0, 130.0  # schematic module site (the drawing, not the module's outline)
SITE_GAP = 8.0                 # between sites across the width
SWITCH_STRIP = 40.0            # between the two rows: the NVSwitch chips on HGX, the mesh on OAM
BOARD_Y = 340.0
REAR_NIC_W, REAR_NIC_LEN = NIC_W, 50.0  # a low-profile slot, drawn by its rear end only
PLATFORM_PSU_W = 70.0


def build_platform(spec):
    slots = front_bays(spec) + cpu_zone(spec)
    x0 = (WIDTH - (4 * SITE_W + 3 * SITE_GAP)) / 2
    form = spec["module_form"]
    gen = spec.get("pcie_gen", 5)  # the host side: Gen4 on HGX A100 / EPYC 7003, Gen5 on the later platforms
    for i, (uplink, socket) in enumerate(spec["gpus"]):
        row, col = divmod(i, 4)
        y = BOARD_Y + row * (SITE_H + SWITCH_STRIP)
        slots.append(dict(id=f"gpu{i}", kind="gpu", label=f"GPU {i} ({form} site)", socket=socket, uplink=uplink,
                          pcie_lanes=16, pcie_gen=gen, max_power_w=spec["gpu_slot_power_w"], form_factor=form,
                          **geometry(x0 + col * (SITE_W + SITE_GAP), y, SITE_W, SITE_H)))
    board_rear = BOARD_Y + 2 * SITE_H + SWITCH_STRIP
    nics = spec["nics"]
    nic_pitch = 24.0
    xn = (WIDTH - ((len(nics) - 1) * nic_pitch + REAR_NIC_W)) / 2
    for i, (uplink, socket) in enumerate(nics):
        slots.append(dict(id=f"nic{i}", kind="nic", label=f"NIC slot {i + 1} (PCIe {gen}.0 x16, low-profile)",
                          socket=socket, uplink=uplink, pcie_lanes=16, pcie_gen=gen, max_width_slots=1,
                          max_power_w=75, form_factor="PCIe",
                          **geometry(xn + i * nic_pitch, board_rear + 10, REAR_NIC_W, REAR_NIC_LEN)))
    n = spec["psus"]
    pitch = PLATFORM_PSU_W + 2
    xp = (WIDTH - (n * pitch - 2)) / 2
    for i in range(n):
        slots.append(dict(id=f"psu{i}", kind="psu", label=f"PSU{i + 1}",
                          **geometry(xp + i * pitch, DEPTH - PSU_LEN - 5, PLATFORM_PSU_W, PSU_LEN)))
    return finish(spec, slots)


def finish(spec, slots):
    check(spec["sku"], slots)
    part = {k: v for k, v in spec.items() if k in (
        "kind", "sku", "name", "vendor", "source", "checked_date", "verified", "notes", "rack_units", "cpu_socket",
        "airflow_limit_w", "max_inlet_temp_c", "fan_power_max_w", "base_power_w", "no_price_reason")}
    part.update(VENDOR_RULES.get(spec["sku"], {}))
    part.update(SUPPORT[spec["sku"]])
    part.update(LEAD_TIMES.get(spec["sku"], {}))
    if spec["sku"] in VENDOR_PART_NUMBERS:
        part["vendor_part_number"] = VENDOR_PART_NUMBERS[spec["sku"]]
    part["width_mm"] = WIDTH
    part["depth_mm"] = DEPTH
    part["switches"] = spec.get("switches", [])
    part["slots"] = slots
    return part


def check(sku, slots):
    rects = []
    for s in slots:
        x, y, w, h = s["x_mm"], s["y_mm"], s["width_mm"], s["height_mm"]
        assert x >= 0 and y >= 0 and x + w <= WIDTH and y + h <= DEPTH, (sku, s["id"], "outside")
        for oid, (ox, oy, ow, oh) in rects:
            assert x + w <= ox or ox + ow <= x or y + h <= oy or oy + oh <= y, (sku, s["id"], "overlaps", oid)
        rects.append((s["id"], (x, y, w, h)))


def lanes(spec):
    """CPU lanes each socket wires (switch uplinks counted once)."""
    per = {0: 0, 1: 0}
    for group in ("gpus", "nics"):
        for uplink, socket in spec[group]:
            if uplink.startswith("cpu"):
                per[int(uplink[3:])] += 16
    for uplink, socket in spec["bays"]:
        if uplink.startswith("cpu"):
            per[int(uplink[3:])] += 4
    for sw in spec.get("switches", []):
        per[int(sw["uplink"][3:])] += sw["uplink_lanes"]
    return per


COMMON = {"kind": "chassis", "checked_date": CHECKED, "rack_units": 4}
# Chassis added for issue 12 (checked 2026-12-03).
ADDED = dict(COMMON, checked_date="2026-12-03")

CHASSIS = [
    dict(COMMON, sku="AS-4125GS-TNRT", name="Supermicro A+ Server AS-4125GS-TNRT (4U, 2x SP5, 8x DW GPU)",
         vendor="Supermicro", source="https://grokipedia.com/page/4U_Rackmount_GPU_Server_Chassis (S36, secondary)",
         verified=False,
         notes=("Sourced (secondary, S36): 2x EPYC, 8 double-width FHFL GPUs, 24 DIMMs (6 TB). Unverified: slot wiring, "
                "bay count, NIC slots, PSU count/rating, airflow limit, fan and base power. Wiring modelled as GPUs "
                "direct-attached (gpu0-3 on cpu0, gpu4-7 on cpu1, x16 each = 128 lanes) plus one small Broadcom "
                "PEX89048 I/O switch per socket (x16 uplink) carrying one x16 NIC slot and four x4 NVMe bays: 160 CPU "
                "lanes wired, which 2P EPYC gives only with 3 xGMI links (hardware-facts S19). 24 DIMM slots = 12 "
                "channels x 1 DPC per socket. airflow_limit_w 6500, fan_power_max_w 800, base_power_w 150 and "
                "max_inlet_temp_c 35 are planning values."),
         cpu_socket="SP5", airflow_limit_w=6500, max_inlet_temp_c=35, fan_power_max_w=800, base_power_w=150,
         channels=12, dpc=1, cpu_size=(80, 80), bay_form_factor="U.2",
         gpus=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, gpu_slot_power_w=600,
         nics=[("sw0", 0), ("sw1", 1)],
         bays=[("sw0", 0)] * 4 + [("sw1", 1)] * 4, psus=4,
         switches=[dict(id="sw0", model="Broadcom PEX89048", uplink="cpu0", uplink_lanes=16, uplink_gen=5,
                        downstream_lanes=32, power_w=25),
                   dict(id="sw1", model="Broadcom PEX89048", uplink="cpu1", uplink_lanes=16, uplink_gen=5,
                        downstream_lanes=32, power_w=25)]),
    dict(COMMON, sku="4U8G-TURIN2", name="ASRock Rack 4U8G-TURIN2 (4U, 2x SP5, 8x GPU behind Broadcom PCIe switches)",
         vendor="ASRock Rack", source="https://servethehome.com/asrock-rack-4u8g-turin2-amd-nvidia-broadcom-classic-ai-8-gpu/4 (S34)",
         verified=False,
         notes=("Sourced (S34): 2x EPYC 9005, 8 GPUs behind Broadcom PCIe switches, 2.7 kW 80 PLUS Titanium PSUs, "
                "measured >5 kW with mixed accelerators. Unverified: PSU count (4 modelled), switch model and uplink "
                "width (2x PEX89144 with x32 uplinks modelled), DIMM count (24 = 12 ch x 1 DPC modelled), bays, NIC "
                "slots. Wiring: sw0 (cpu0) carries gpu0-3 and nic0, sw1 (cpu1) gpu4-7 and nic1; nic2/nic3 and the "
                "bays are direct: 64 CPU lanes per socket, fits 2P EPYC with 4 xGMI links (128). Switch power 45 W, "
                "airflow_limit_w 6500, fan_power_max_w 800, base_power_w 150 are planning values."),
         cpu_socket="SP5", airflow_limit_w=6500, max_inlet_temp_c=35, fan_power_max_w=800, base_power_w=150,
         channels=12, dpc=1, cpu_size=(80, 80), bay_form_factor="U.2",
         gpus=[("sw0", 0)] * 4 + [("sw1", 1)] * 4, gpu_slot_power_w=600,
         nics=[("sw0", 0), ("sw1", 1), ("cpu0", 0), ("cpu1", 1)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=4,
         switches=[dict(id="sw0", model="Broadcom PEX89144", uplink="cpu0", uplink_lanes=32, uplink_gen=5,
                        downstream_lanes=112, power_w=45),
                   dict(id="sw1", model="Broadcom PEX89144", uplink="cpu1", uplink_lanes=32, uplink_gen=5,
                        downstream_lanes=112, power_w=45)]),
    dict(COMMON, sku="GENERIC-4U8G-XEON6700P", name="Generic 4U 8-GPU, 2x Xeon 6700P (LGA 4710), 32 DIMMs (2 DPC)",
         vendor="Generic (planning template)",
         source="hardware-facts.md section 2 and S23 (Xeon 6700P platform: 8 channels, 88 lanes per socket in 2S)",
         verified=False,
         notes=("Planning template, not a vendor product (modelled on 4U 8-GPU Xeon 6 systems such as the HPE "
                "ProLiant DL380a Gen12, not checked). 8 channels x 2 DPC x 2 sockets = 32 DIMM slots; DDR5-6400 at "
                "1DPC, 5200 at 2DPC (S23). All direct-attached: per socket 4 GPUs x16 + 1 NIC x16 + 2 bays x4 = 88 "
                "lanes, the 6700P's 2S count. All power, airflow and geometry figures are planning values."),
         cpu_socket="LGA4710", airflow_limit_w=6000, max_inlet_temp_c=30, fan_power_max_w=800, base_power_w=150,
         channels=8, dpc=2, cpu_size=(76, 76), bay_form_factor="U.2",
         gpus=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, gpu_slot_power_w=600,
         nics=[("cpu0", 0), ("cpu1", 1)],
         bays=[("cpu0", 0)] * 2 + [("cpu1", 1)] * 2, psus=4),
    dict(COMMON, sku="GENERIC-4U8G-XEON6900P-NVL", name="Generic 4U 8-GPU, 2x Xeon 6900P (LGA 7529), GPU slots in NVLink-bridge pairs",
         vendor="Generic (planning template)",
         source="hardware-facts.md section 2 and S20/S21 (Xeon 6900P: 12 channels, 96 PCIe 5.0 lanes per socket)",
         verified=False,
         notes=("Planning template, not a vendor product. GPU slots come in adjacent pairs on the same socket "
                "(gpu0+1, gpu2+3 on cpu0; gpu4+5, gpu6+7 on cpu1) so 2-way NVLink bridges fit H100 NVL / H200 NVL "
                "cards. 12 channels x 1 DPC x 2 sockets = 24 DIMM slots (6900P 2DPC unverified). All direct-attached: "
                "per socket 4 GPUs x16 + 1 NIC x16 + 4 bays x4 = 96 lanes, the 6900P's count. E3.S bays. All power, "
                "airflow and geometry figures are planning values."),
         cpu_socket="LGA7529", airflow_limit_w=6500, max_inlet_temp_c=30, fan_power_max_w=850, base_power_w=160,
         channels=12, dpc=1, cpu_size=(80, 90), bay_form_factor="E3.S",
         gpus=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, gpu_slot_power_w=600, gpu_pairs=True,
         nics=[("cpu0", 0), ("cpu1", 1)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=4),
    dict(ADDED, sku="ESC8000A-E13P", name="ASUS ESC8000A-E13P (4U, 2x SP5, 8x DW GPU behind PCIe switches)",
         vendor="ASUS", source="https://servethehome.com/asus-esc8000a-e13p-review-an-8x-pcie-gpu-nvidia-amd-epyc-server/3 (S35)",
         verified=False,
         notes=("Sourced (S35, STH review): 2x SP5 (EPYC 9004/9005) on the ASUS K15PG-D24 board, 12 DIMMs per CPU (24), "
                "8 double-width GPUs (reviewed with 8x L40S), PCIe-switched ('P' variant), five GPU fan modules. "
                "Unverified: switch model and uplinks (2x PEX89144 with x32 uplinks modelled, after the review's "
                "comment of 32 Gen5 lanes back to each CPU), NIC slots (2 on the switches + 2 direct modelled), 8 U.2 "
                "bays direct, PSU count (4 modelled). airflow_limit_w 6500, fan_power_max_w 800, base_power_w 150 and "
                "switch power 45 W are planning values."),
         cpu_socket="SP5", airflow_limit_w=6500, max_inlet_temp_c=35, fan_power_max_w=800, base_power_w=150,
         channels=12, dpc=1, cpu_size=(80, 80), bay_form_factor="U.2",
         gpus=[("sw0", 0)] * 4 + [("sw1", 1)] * 4, gpu_slot_power_w=600,
         nics=[("sw0", 0), ("sw1", 1), ("cpu0", 0), ("cpu1", 1)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=4,
         switches=[dict(id="sw0", model="Broadcom PEX89144", uplink="cpu0", uplink_lanes=32, uplink_gen=5,
                        downstream_lanes=112, power_w=45),
                   dict(id="sw1", model="Broadcom PEX89144", uplink="cpu1", uplink_lanes=32, uplink_gen=5,
                        downstream_lanes=112, power_w=45)]),
    dict(ADDED, sku="ESC8000A-E13", name="ASUS ESC8000A-E13 (4U, 2x SP5, 8x DW GPU direct-attached)",
         vendor="ASUS", source="https://servethehome.com/asus-esc8000a-e13p-review-an-8x-pcie-gpu-nvidia-amd-epyc-server/3 (S35)",
         verified=False,
         notes=("Sourced (S35): the non-'P' sibling of the ESC8000A-E13P exists with fewer lanes for cards (no PCIe "
                "switches). Everything else is modelled, unverified: 8 GPUs direct x16 (gpu0-3 on cpu0, gpu4-7 on "
                "cpu1), one x16 NIC slot on cpu0 and four x4 U.2 bays on cpu1 = 160 CPU lanes, which 2P EPYC gives only "
                "with 3 xGMI links; 24 DIMMs, 4 PSUs; airflow, fan and base power are planning values."),
         cpu_socket="SP5", airflow_limit_w=6500, max_inlet_temp_c=35, fan_power_max_w=800, base_power_w=150,
         channels=12, dpc=1, cpu_size=(80, 80), bay_form_factor="U.2",
         gpus=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, gpu_slot_power_w=600,
         nics=[("cpu0", 0)], bays=[("cpu1", 1)] * 4, psus=4),
    dict(ADDED, sku="POWEREDGE-XE7745", name="Dell PowerEdge XE7745 (4U, 2x SP5, 8x DW GPU)",
         vendor="Dell", source="hardware-facts.md section 7 (unverified row); Dell XE7740 sibling: https://aireviewirush.com/?p=23075 (secondary)",
         verified=False,
         notes=("Sourced: 4U, 2x EPYC 9005, RTX PRO 6000 Server Edition support; the Xeon sibling XE7740 has E3.S "
                "Gen5 NVMe and 8 rear Gen5 x16 networking slots (secondary). Corrected 2026-12-04 (Dell XE7745 "
                "specification as summarised in the issue-22 fact check, secondary): up to 8 PSUs (was modelled as "
                "4) and DDR5 up to 6000 MT/s, so DDR5-6400 DIMMs run at 6000 here (the catalog has no chassis "
                "memory-speed field yet: the CPU's 1DPC speed applies). Unverified and modelled: 8 double-width GPU "
                "slots behind two PCIe switches with x32 uplinks, 4 NIC slots (the outline holds 4 between the "
                "PSUs, not 8), 8 E3.S bays direct, 24 DIMMs (12 ch x 1 DPC). Airflow, fan, base and switch power "
                "are planning values."),
         cpu_socket="SP5", airflow_limit_w=7000, max_inlet_temp_c=35, fan_power_max_w=900, base_power_w=160,
         channels=12, dpc=1, cpu_size=(80, 80), bay_form_factor="E3.S",
         gpus=[("sw0", 0)] * 4 + [("sw1", 1)] * 4, gpu_slot_power_w=600,
         nics=[("sw0", 0), ("sw1", 1), ("cpu0", 0), ("cpu1", 1)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=8,
         switches=[dict(id="sw0", model="Broadcom PEX89144", uplink="cpu0", uplink_lanes=32, uplink_gen=5,
                        downstream_lanes=112, power_w=45),
                   dict(id="sw1", model="Broadcom PEX89144", uplink="cpu1", uplink_lanes=32, uplink_gen=5,
                        downstream_lanes=112, power_w=45)]),
    dict(ADDED, sku="POWEREDGE-XE7740", name="Dell PowerEdge XE7740 (4U, 2x Xeon 6700P, 8x DW GPU)",
         vendor="Dell", source="https://aireviewirush.com/?p=23075 (secondary copy of a Dell XE7740 review)",
         verified=False,
         notes=("Sourced (secondary): Xeon 6 host, PCIe Gen5 accelerators (RTX PRO 6000, H100/H200 NVL, L40S, L4, "
                "Gaudi 3 PCIe), E3.S Gen5 NVMe, 8 rear Gen5 x16 networking slots, dual-zone cooling. Unverified and "
                "modelled: Xeon 6700P (LGA 4710), 32 DIMMs (8 ch x 2 DPC), 8 double-width GPU slots behind two "
                "PCIe switches with x32 uplinks, 4 NIC slots (the outline holds 4, not 8), 8 E3.S bays direct: per "
                "socket 32 + 16 + 16 = 64 of the 6700P's 88 lanes. Airflow, fan, base and switch power are planning values."),
         cpu_socket="LGA4710", airflow_limit_w=7000, max_inlet_temp_c=35, fan_power_max_w=900, base_power_w=160,
         channels=8, dpc=2, cpu_size=(76, 76), bay_form_factor="E3.S",
         gpus=[("sw0", 0)] * 4 + [("sw1", 1)] * 4, gpu_slot_power_w=600,
         nics=[("sw0", 0), ("sw1", 1), ("cpu0", 0), ("cpu1", 1)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=4,
         switches=[dict(id="sw0", model="Broadcom PEX89144", uplink="cpu0", uplink_lanes=32, uplink_gen=5,
                        downstream_lanes=112, power_w=45),
                   dict(id="sw1", model="Broadcom PEX89144", uplink="cpu1", uplink_lanes=32, uplink_gen=5,
                        downstream_lanes=112, power_w=45)]),
]


# --- HGX / OAM platforms (issue 10, checked 2026-12-03; facts in docs/sources/platform-chassis.json and
# baseboards.json, every one from a secondary source). Host wiring modelled as on HGX systems: four PCIe
# switches, two per socket, each with a x16 uplink and two GPUs and two NICs below it (GPU:NIC 1:1 for
# GPUDirect RDMA); bays direct on the CPUs.
PLATFORM = dict(ADDED, width_mm=WIDTH, depth_mm=DEPTH)
SWITCHED_GPUS = [("sw0", 0), ("sw0", 0), ("sw1", 0), ("sw1", 0), ("sw2", 1), ("sw2", 1), ("sw3", 1), ("sw3", 1)]
SWITCHED_NICS = SWITCHED_GPUS


def host_switches(model, power_w, gen=5):
    return [dict(id=f"sw{i}", model=model, uplink=f"cpu{i // 2}", uplink_lanes=16, uplink_gen=gen,
                 downstream_lanes=64, power_w=power_w) for i in range(4)]


WIRING_NOTE = ("Unverified and modelled: host wiring (four PCIe switches, two per socket, x16 uplink each, two GPUs "
               "and two NIC slots below each), switch model and power, bay wiring (direct, half per socket), the "
               "drawn layout, airflow_limit_w, fan_power_max_w and base_power_w (planning values; base power "
               "includes the baseboard's switch chips).")

PLATFORMS = [
    dict(PLATFORM, sku="SYS-821GE-TNHR",
         name="Supermicro SYS-821GE-TNHR (8U, 2x Xeon LGA 4677, NVIDIA HGX H100/H200 8-GPU)", vendor="Supermicro",
         source=("https://www.servethehome.com/supermicro-sys-821ge-tnhr-8x-nvidia-h200-gpu-air-cooled-ai-server/ "
                 "(STH review, secondary); 32 DIMMs: Cisco/Supermicro platform list (secondary); "
                 "docs/sources/platform-chassis.json"),
         verified=False, rack_units=8, module_form="SXM5",
         notes=("Sourced (secondary): 8U, 2x Intel Xeon (4th/5th gen, LGA 4677), HGX H100 or H200 8-GPU baseboard "
                "(NVSwitch), 16x 2.5in U.2 NVMe bays, 8 low-profile NIC slots in the rear tray (one per GPU) plus a "
                "BlueField-3 slot, 6x 3000 W PSUs (4+2 standard, 4+4 optional), 32 DIMM slots (8 ch x 2 DPC x 2 "
                "sockets, stated jointly with the SYS-A21GE-NBRT), air cooled (5 front + 5 rear fan modules). "
                "4+2 redundancy is not a build option: N+1 keeps 5 of 6 PSUs, N+N 3 of 6. GPU sites take SXM5 "
                "modules up to 700 W. " + WIRING_NOTE),
         cpu_socket="LGA4677", airflow_limit_w=11000, max_inlet_temp_c=30, fan_power_max_w=1500, base_power_w=450,
         channels=8, dpc=2, cpu_size=(76, 76), bay_form_factor="U.2",
         gpus=SWITCHED_GPUS, gpu_slot_power_w=700, nics=SWITCHED_NICS + [("cpu0", 0)],
         bays=[("cpu0", 0)] * 8 + [("cpu1", 1)] * 8, psus=6,
         switches=host_switches("Broadcom PEX89104", 50)),
    dict(PLATFORM, sku="AS-8125GS-TNHR",
         name="Supermicro A+ Server AS-8125GS-TNHR (8U, 2x EPYC SP5, NVIDIA HGX H100/H200 8-GPU)", vendor="Supermicro",
         source=("https://www.supermicro.com/en/products/system/gpu/8u/as-8125gs-tnhr (via a third-party table "
                 "transcription, secondary; docs/sources/platform-chassis.json FA-GPU-SERVER-TABLE); HGX H100 in "
                 "MLPerf Training v4.0 Supermicro configs"),
         verified=False, rack_units=8, module_form="SXM5",
         notes=("Sourced (secondary): 8U, 2x AMD EPYC 9004 (SP5), HGX H100/H200 8-GPU baseboard (NVSwitch), 24 DIMM "
                "slots (12 ch x 1 DPC x 2), 16 NVMe bays, 6x 3000 W PSUs (redundancy not stated), air cooled. "
                "Unverified: NIC slot count (8 + 1 modelled like the Intel sibling SYS-821GE-TNHR; the table lists "
                "only onboard 2x 10G), bay form factor (U.2 as on the sibling). GPU sites take SXM5 modules up to "
                "700 W. Per socket: two x16 switch uplinks + 8 bays x4 (+ the x16 DPC slot on cpu0) = 64-80 lanes, "
                "which 2P EPYC gives only with 3 xGMI links on cpu0's side. " + WIRING_NOTE),
         cpu_socket="SP5", airflow_limit_w=11000, max_inlet_temp_c=30, fan_power_max_w=1500, base_power_w=450,
         channels=12, dpc=1, cpu_size=(80, 80), bay_form_factor="U.2",
         gpus=SWITCHED_GPUS, gpu_slot_power_w=700, nics=SWITCHED_NICS + [("cpu0", 0)],
         bays=[("cpu0", 0)] * 8 + [("cpu1", 1)] * 8, psus=6,
         switches=host_switches("Broadcom PEX89104", 50)),
    dict(PLATFORM, sku="POWEREDGE-XE9680",
         name="Dell PowerEdge XE9680 (6U, 2x Xeon LGA 4677, NVIDIA HGX H100/H200 8-GPU)", vendor="Dell",
         source=("https://www.storagereview.com/it/review/dell-poweredge-xe9680-the-ultimate-ai-powerhouse (review, "
                 "secondary); https://huggingface.co/datasets/howdi2000/dell_v1 (Q&A paraphrasing Dell docs, weak); "
                 "docs/sources/platform-chassis.json"),
         verified=False, rack_units=6, module_form="SXM5",
         notes=("Sourced (secondary): 6U (2U compute node + 4U GPU drawer), 2x Xeon 4th/5th gen (LGA 4677), HGX "
                "H100/H200 8-GPU (NVSwitch; an MI300X OAM variant is a separate row), 32 DDR5 DIMM slots (8 ch x 2 "
                "DPC), up to 10 PCIe Gen5 FHHL slots, 8x U.2 or 16x E3.S bays (8 U.2 modelled), 6x 2800 W Titanium "
                "PSUs (3+3 FTR or 5+1; a review says 6 totalling 19.2 kW - conflict), 16 fans (6 mid + 10 rear), "
                "N+1. With two or more PSUs failed the GPU power brake cuts GPU clocks (review). GPU sites take "
                "SXM5 modules up to 700 W. NIC slots: 8 under the switches + 2 direct. " + WIRING_NOTE),
         cpu_socket="LGA4677", airflow_limit_w=11000, max_inlet_temp_c=35, fan_power_max_w=1400, base_power_w=450,
         channels=8, dpc=2, cpu_size=(76, 76), bay_form_factor="U.2",
         gpus=SWITCHED_GPUS, gpu_slot_power_w=700, nics=SWITCHED_NICS + [("cpu0", 0), ("cpu1", 1)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=6,
         switches=host_switches("Broadcom PEX89104", 50)),
    dict(PLATFORM, sku="POWEREDGE-XE9680-MI300X",
         name="Dell PowerEdge XE9680 (6U, 2x Xeon LGA 4677, AMD Instinct MI300X 8-OAM)", vendor="Dell",
         source=("https://www.storagereview.com/it/review/dell-poweredge-xe9680-the-ultimate-ai-powerhouse (review, "
                 "secondary: 'MI300X 750 W OAM, fully interconnected with Infinity Fabric links'); "
                 "https://huggingface.co/datasets/howdi2000/dell_v1 (weak); docs/sources/platform-chassis.json"),
         verified=False, rack_units=6, module_form="OAM",
         notes=("Sourced (secondary): the XE9680 with the AMD Instinct MI300X 8-OAM baseboard (750 W modules, full "
                "Infinity Fabric mesh); host as the HGX XE9680 row: 2x Xeon LGA 4677, 32 DIMM slots, up to 10 Gen5 "
                "slots, 8x U.2 modelled, 6x 2800 W Titanium PSUs. GPU sites take OAM modules up to 750 W "
                "(MI300X; the MI325X's 1000 W is not listed for this variant). " + WIRING_NOTE),
         cpu_socket="LGA4677", airflow_limit_w=11000, max_inlet_temp_c=35, fan_power_max_w=1400, base_power_w=350,
         channels=8, dpc=2, cpu_size=(76, 76), bay_form_factor="U.2",
         gpus=SWITCHED_GPUS, gpu_slot_power_w=750, nics=SWITCHED_NICS + [("cpu0", 0), ("cpu1", 1)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=6,
         switches=host_switches("Broadcom PEX89104", 50)),
    dict(PLATFORM, sku="AS-8125GS-TNMR2",
         name="Supermicro A+ Server AS-8125GS-TNMR2 (8U, 2x EPYC SP5, AMD Instinct MI300X/MI325X 8-OAM)",
         vendor="Supermicro",
         source=("AMD ROCm blog system-configuration footnotes naming the AS-8125GS-TNMR2 (2025-08-18, 2026-01-29); "
                 "Supermicro page quoted by a third-party catalog (PSUs, fans); docs/sources/platform-chassis.json"),
         verified=False, rack_units=8, module_form="OAM",
         notes=("Sourced (secondary): 8U, 2x AMD EPYC 9004/9005 (SP5; AMD test systems: 2x EPYC 9654 or 9575F), AMD "
                "Instinct MI300X (750 W) or MI325X (1000 W) 8-OAM baseboard (full Infinity Fabric mesh), 6x 3000 W "
                "Titanium PSUs 3+3, 10 heavy-duty fans, air cooled. Unverified: DIMM slots (24 = 12 ch x 1 DPC "
                "modelled; an AMD test system with 32 DIMMs implies 2 DPC slots exist), NIC slots (8 + 1 modelled), "
                "bays (8 U.2 modelled). GPU sites take OAM modules up to 1000 W. " + WIRING_NOTE),
         cpu_socket="SP5", airflow_limit_w=12000, max_inlet_temp_c=30, fan_power_max_w=1500, base_power_w=350,
         channels=12, dpc=1, cpu_size=(80, 80), bay_form_factor="U.2",
         gpus=SWITCHED_GPUS, gpu_slot_power_w=1000, nics=SWITCHED_NICS + [("cpu0", 0)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=6,
         switches=host_switches("Broadcom PEX89104", 50)),
    dict(PLATFORM, sku="SYS-A21GE-NBRT",
         name="Supermicro SYS-A21GE-NBRT (10U, 2x Xeon LGA 4677, NVIDIA HGX B200 8-GPU)", vendor="Supermicro",
         source=("Cisco Secure AI Factory with Supermicro platform list (secondary: 10U, 2x 5th gen Xeon, 32 DIMMs); "
                 "B200 node cost-research note quoting the Supermicro page (6x 5250 W Titanium 3+3, secondary); "
                 "docs/sources/platform-chassis.json"),
         verified=False, rack_units=10, module_form="SXM6",
         notes=("Sourced (secondary): 10U, 2x 5th gen Intel Xeon (LGA 4677), HGX B200 8-GPU baseboard (two NVLink 5 "
                "switch chips, 1.8 TB/s per GPU), 32 DIMM slots (8 ch x 2 DPC), 6x 5250 W Titanium PSUs 3+3, air "
                "cooled. Unverified: NIC slots (8 + 1 modelled), bays (8 U.2 modelled), the 14.5 kW system figure "
                "of one planning tool (airflow_limit_w 15000 is a planning value). GPU sites take SXM6 modules up "
                "to 1000 W. " + WIRING_NOTE),
         cpu_socket="LGA4677", airflow_limit_w=15000, max_inlet_temp_c=30, fan_power_max_w=2000, base_power_w=400,
         channels=8, dpc=2, cpu_size=(76, 76), bay_form_factor="U.2",
         gpus=SWITCHED_GPUS, gpu_slot_power_w=1000, nics=SWITCHED_NICS + [("cpu0", 0)],
         bays=[("cpu0", 0)] * 4 + [("cpu1", 1)] * 4, psus=6,
         switches=host_switches("Broadcom PEX89104", 50)),
    # HGX A100 (issue 24 item 3): the platform generation before Hopper, on EPYC 7003 (SP3, PCIe Gen4, DDR4).
    dict(PLATFORM, sku="AS-4124GO-NART-PLUS",
         name="Supermicro A+ Server AS-4124GO-NART+ (4U, 2x EPYC SP3, NVIDIA HGX A100 8-GPU)", vendor="Supermicro",
         source=("https://aijishu.com/a/1060000000329691 (hands-on review of the AS-4124GO-NART+, 2022-06, secondary); "
                 "MLPerf Inference configs 'AS-4124GO-NART_8_A100-SXM-80GB' (Supermicro submissions); "
                 "https://devblogs.nvidia.com/introducing-hgx-a100-most-powerful-accelerated-server-platform-for-ai-hpc/ "
                 "(HGX A100 8-GPU: six NVSwitch chips)"),
         checked_date="2026-12-06", verified=False, rack_units=4, module_form="SXM4", pcie_gen=4,
         notes=("Sourced (review, secondary): 4U in three nodes (1U dual-socket CPU node, a PCIe switch node behind it, "
                "a 3U GPU node), 2x AMD EPYC 7003/7002 (SP3) up to the 280 W EPYC 7763, HGX A100 8-GPU baseboard (8 "
                "SXM4 A100 and 6 NVSwitch chips, NVLink 3 600 GB/s per GPU), four PCIe switch chips with eight PCIe 4.0 "
                "x16 NIC slots, one PCIe 4.0 x16 and one x8 low-profile slot on CPU2, an AIOM (OCP 3.0) slot on CPU1, six "
                "front U.2 bays (four more optional on the switch node), two M.2, 900 mm deep. PSUs: the NART+ ships "
                "4x 3000 W Titanium as 2+2, the NART 4x 2200 W Platinum as 3+1. The review puts the A100 80 GB SXM "
                "module at up to 500 W, so the sites take 500 W. Unverified: 32 DIMM slots (8 ch x 2 DPC x 2, as "
                "Supermicro lists; not read), switch model (Broadcom PEX88096 modelled) and power, bay wiring (three "
                "per socket modelled; the x8 slot, the AIOM slot and the optional bays are not modelled). NVIDIA's "
                "DGX A100 (6U, 6x 3 kW as 3+3) states 6.5 kW maximum; it is a different host and is not applied here. "
                + WIRING_NOTE),
         cpu_socket="SP3", airflow_limit_w=7000, max_inlet_temp_c=30, fan_power_max_w=1000, base_power_w=350,
         channels=8, dpc=2, cpu_size=(76, 76), bay_form_factor="U.2",
         gpus=SWITCHED_GPUS, gpu_slot_power_w=500, nics=SWITCHED_NICS + [("cpu1", 1)],
         bays=[("cpu0", 0)] * 3 + [("cpu1", 1)] * 3, psus=4,
         switches=host_switches("Broadcom PEX88096", 35, gen=4)),
]

# --- What each vendor sells (issue 22, catalog migration 0006, read 2026-12-04): the PSU set the chassis
# ships with and its redundancy, the GPUs it is qualified for, its CPU TDP limit and the vendor's maximum
# system power. Only what a source states; anything else stays empty and no rule reads it. The generic
# planning templates are no vendor's product and get nothing.
VENDOR_CHECKED = "2026-12-04"
# PCIe chassis: the passively cooled data-centre cards of the catalog. Vendors list server cards only;
# workstation cards (blower or open-air coolers) are not qualified in a server's front-to-back airflow.
PCIE_SERVER_CARDS = ("NVIDIA-RTX-PRO-6000-SE NVIDIA-L40S NVIDIA-L4 NVIDIA-A100-80G-PCIE NVIDIA-H100-80G-PCIE "
                     "NVIDIA-H100-NVL NVIDIA-H200-NVL INTEL-GAUDI3-HL338")
HGX_HOPPER = "NVIDIA-H100-SXM5 NVIDIA-H200-SXM5"
DGX_H100_MAX = ("max_system_power_w 10200: NVIDIA DGX H100/H200 maximum system power (hardware-facts.md S39 and "
                "'Facts that disagree'), the same HGX 8-GPU baseboard; the OEM's own figure was not found")
# The accelerators a review of the Dell XE7740 lists: RTX PRO 6000, H100/H200 NVL, L40S, L4, Gaudi 3 PCIe.
XE7740_ACCELERATORS = ("NVIDIA-RTX-PRO-6000-SE NVIDIA-H100-NVL NVIDIA-H200-NVL NVIDIA-L40S NVIDIA-L4 "
                       "INTEL-GAUDI3-HL338")
PCIE_LIST_NOTE = ("qualified_gpus modelled: the catalog's passively cooled data-centre cards (the vendor's own "
                  "list was not read; workstation cards left out)")


def vendor(source, read=VENDOR_CHECKED, **fields):
    return dict(fields, vendor_rules_source=f"{source} (read {read})")


VENDOR_RULES = {
    "AS-4125GS-TNRT": vendor("cpu_tdp_limit_w 400: Supermicro manual MNL-2614 via hardware-facts.md "
                             "'Facts that disagree'; " + PCIE_LIST_NOTE,
                             qualified_gpus=PCIE_SERVER_CARDS, cpu_tdp_limit_w=400),
    "4U8G-TURIN2": vendor("PSUs: 2.7 kW 80 PLUS Titanium (S34; count 4 as modelled, redundancy not stated); "
                          + PCIE_LIST_NOTE,
                          psu_sku="PSU-2700W-TITANIUM", psu_count=4, qualified_gpus=PCIE_SERVER_CARDS),
    "ESC8000A-E13P": vendor(PCIE_LIST_NOTE, qualified_gpus=PCIE_SERVER_CARDS),
    "ESC8000A-E13": vendor(PCIE_LIST_NOTE, qualified_gpus=PCIE_SERVER_CARDS),
    "POWEREDGE-XE7745": vendor("qualified_gpus: the XE7740 sibling's accelerator list (secondary review: RTX PRO "
                               "6000, H100/H200 NVL, L40S, L4, Gaudi 3 PCIe)",
                               qualified_gpus=XE7740_ACCELERATORS),
    "POWEREDGE-XE7740": vendor("qualified_gpus: https://aireviewirush.com/?p=23075 (secondary review: RTX PRO 6000, "
                               "H100/H200 NVL, L40S, L4, Gaudi 3 PCIe)",
                               qualified_gpus=XE7740_ACCELERATORS),
    "SYS-821GE-TNHR": vendor("PSUs: 6x 3000 W, 4+2 standard (STH review); NodePlan has no 4+2 mode and ships it "
                             "as N+N, which counts 3 PSUs, not more than the vendor's 4; cpu_tdp_limit_w 350: the "
                             "LGA 4677 parts the platform takes (unverified); " + DGX_H100_MAX,
                             psu_sku="PSU-3000W-TITANIUM-HGX", psu_count=6, psu_redundancy="n+n",
                             qualified_gpus=HGX_HOPPER, cpu_tdp_limit_w=350, max_system_power_w=10200),
    "AS-8125GS-TNHR": vendor("PSUs: 6x 3000 W, redundancy not stated (FA-GPU-SERVER-TABLE, secondary); "
                             "cpu_tdp_limit_w 400: EPYC 9004 up to 400 W (unverified); " + DGX_H100_MAX,
                             psu_sku="PSU-3000W-TITANIUM-HGX", psu_count=6, qualified_gpus=HGX_HOPPER,
                             cpu_tdp_limit_w=400, max_system_power_w=10200),
    "POWEREDGE-XE9680": vendor("PSUs: 6x 2800 W Titanium, 5+1 or 3+3 (StorageReview; hardware-facts.md 'Facts "
                               "that disagree'): 5+1 = N+1; cpu_tdp_limit_w 350: the LGA 4677 parts it takes "
                               "(unverified); " + DGX_H100_MAX,
                               psu_sku="PSU-2800W-TITANIUM-DELL", psu_count=6, psu_redundancy="n+1",
                               qualified_gpus=HGX_HOPPER, cpu_tdp_limit_w=350, max_system_power_w=10200),
    "POWEREDGE-XE9680-MI300X": vendor("PSUs as the HGX XE9680 row (5+1 = N+1); the MI300X OAM variant "
                                      "(StorageReview); no maximum system power found",
                                      psu_sku="PSU-2800W-TITANIUM-DELL", psu_count=6, psu_redundancy="n+1",
                                      qualified_gpus="AMD-MI300X", cpu_tdp_limit_w=350),
    "AS-8125GS-TNMR2": vendor("PSUs: 6x 3000 W Titanium 3+3 = N+N (Supermicro page quoted by a third-party "
                              "catalog); MI300X or MI325X (AMD ROCm blog footnotes); cpu_tdp_limit_w 400: AMD's "
                              "test systems run the 400 W EPYC 9575F; no maximum system power found",
                              psu_sku="PSU-3000W-TITANIUM-HGX", psu_count=6, psu_redundancy="n+n",
                              qualified_gpus="AMD-MI300X AMD-MI325X", cpu_tdp_limit_w=400),
    "SYS-A21GE-NBRT": vendor("PSUs: 6x 5250 W Titanium 3+3 = N+N (B200 cost-research note quoting Supermicro); "
                             "max_system_power_w 14300: NVIDIA DGX B200 maximum (hardware-facts.md 'Facts that "
                             "disagree'), the same HGX B200 baseboard; cpu_tdp_limit_w 350 (unverified)",
                             psu_sku="PSU-5250W-TITANIUM-HGX", psu_count=6, psu_redundancy="n+n",
                             qualified_gpus="NVIDIA-B200-SXM", cpu_tdp_limit_w=350, max_system_power_w=14300),
    "AS-4124GO-NART-PLUS": vendor("PSUs: 4x 3000 W Titanium as 2+2 = N+N (aijishu.com review of the NART+; the module "
                                  "is 12 V only and its model was not found: stored as the catalog's 3000 W Titanium "
                                  "system module, same rating and class); qualified_gpus: the HGX A100 8-GPU board's "
                                  "SXM4 modules; cpu_tdp_limit_w 280: the review names the 280 W EPYC 7763 as the "
                                  "top CPU; no maximum system power: Supermicro states none and the DGX A100's 6.5 kW "
                                  "belongs to a 6U system with 6 PSUs", read="2026-12-06",
                                  psu_sku="PSU-3000W-TITANIUM-HGX", psu_count=4, psu_redundancy="n+n",
                                  qualified_gpus="NVIDIA-A100-SXM4-80G NVIDIA-A100-SXM4-40G", cpu_tdp_limit_w=280),
}

EXPECTED_LANES = {"AS-4125GS-TNRT": 160, "4U8G-TURIN2": 128, "GENERIC-4U8G-XEON6700P": 176,
                  "GENERIC-4U8G-XEON6900P-NVL": 192, "ESC8000A-E13P": 128, "ESC8000A-E13": 160,
                  "POWEREDGE-XE7745": 128, "POWEREDGE-XE7740": 128,
                  # Platforms: 4 switch uplinks x16 + bays x4 + direct NIC slots x16.
                  "SYS-821GE-TNHR": 144, "AS-8125GS-TNHR": 144, "POWEREDGE-XE9680": 128,
                  "POWEREDGE-XE9680-MI300X": 128, "AS-8125GS-TNMR2": 112, "SYS-A21GE-NBRT": 112,
                  "AS-4124GO-NART-PLUS": 104}

if __name__ == "__main__":
    parts = []
    for spec in CHASSIS + PLATFORMS:
        per = lanes(spec)
        assert per[0] + per[1] == EXPECTED_LANES[spec["sku"]], (spec["sku"], per)
        parts.append(build_platform(spec) if "module_form" in spec else build(spec))
    assert {p["sku"] for p in PRICES} == {p["sku"] for p in parts}, "every chassis needs a price"
    assert set(SUPPORT) == {p["sku"] for p in parts}, "every chassis states its support"
    json.dump({"description": "NodePlan seed chassis, generated by gen_chassis.py", "parts": parts, "prices": PRICES},
              sys.stdout, indent=1)
    sys.stdout.write("\n")
