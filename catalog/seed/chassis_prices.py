# SPDX-License-Identifier: MIT
"""Chassis prices for gen_chassis.py (issue 22). No chassis vendor publishes a barebone price: each one is an
estimate from a published bill of materials, or from a system listing minus its baseboard, dated by its
newest figure, with a derivation that says which way it errs."""

BOM_SOURCE = ("SemiAnalysis 'AI Server Cost Analysis - Memory Is the Biggest Loser' (May 2023), DGX H100 bill of "
              "materials as itemised in https://github.com/epoch-research/training-cost-trends")
BOM_DERIVATION = ("DGX H100 chassis, motherboard and other parts $4,586 ($563 + $875 + $463 + $1,200 + $1,485) minus "
                  "its six power supplies ($1,200) = $3,386. Bill-of-materials cost; it holds no PCIe switches, so for "
                  "a switched PCIe chassis it is a lower bound")
SYSTEM_SOURCE = ("dihuni listing of the 8x H100 HGX system AS-8125GS-TNHR, $296,644 (archived 2024-03-21); HGX H100 "
                 "8-GPU baseboard $255,237 (archive.ph/miFcW, 2025-01-31)")
SYSTEM_DERIVATION = ("8x H100 HGX system street price $296,644 (2024-03-21) minus the HGX H100 8-GPU baseboard street "
                     "price $255,237 (2025-01-31) = $41,407. The difference still holds the system's CPUs, memory and "
                     "drives, which a build prices separately, so it over-states the chassis")

PCIE_CHASSIS = ["AS-4125GS-TNRT", "4U8G-TURIN2", "GENERIC-4U8G-XEON6700P", "GENERIC-4U8G-XEON6900P-NVL",
                "ESC8000A-E13P", "ESC8000A-E13", "POWEREDGE-XE7745", "POWEREDGE-XE7740"]
# Platforms without a listing of their own take the H100 system's figure; the reason says which system it is.
PLATFORM_ANALOGUES = {"SYS-821GE-TNHR": "", "AS-8125GS-TNHR": "", "POWEREDGE-XE9680": "",
                      "POWEREDGE-XE9680-MI300X": "the same 8U XE9680 system with the AMD OAM baseboard",
                      "AS-8125GS-TNMR2": "the AMD OAM sibling of the AS-8125GS-TNHR",
                      "SYS-A21GE-NBRT": "an air-cooled 10U HGX B200 system of the same class",
                      "AS-4124GO-NART-PLUS": "the 4U HGX A100 system of the generation before (likely an over-statement)"}


def _price(sku, usd, date, source, derivation, notes=""):
    price = {"sku": sku, "price_usd": usd, "price_date": date, "source": source, "verified": False}
    if notes:
        price["notes"] = notes
    price.update(price_kind="estimate", derivation=derivation)
    return price


PRICES = [_price(sku, 3386, "2023-05-01", BOM_SOURCE, BOM_DERIVATION, "May 2023 (day not on the copy, stored as the 1st)")
          for sku in PCIE_CHASSIS]
PRICES += [_price(sku, 41407, "2025-01-31", SYSTEM_SOURCE,
                  SYSTEM_DERIVATION + (f"; applied to {analogue}: no listing of this system without its GPUs was "
                                       "found" if analogue else ""))
           for sku, analogue in PLATFORM_ANALOGUES.items()]
