# SPDX-License-Identifier: MIT
"""The support each seed chassis is sold with (issue 22, item 6), for gen_chassis.py. Only vendors' published
terms: a price only where one is public, else the reason why not, which the quote prints as "price on request"
and which leaves the quote's total incomplete rather than counting the line at 0."""

READ = "2026-12-05"

SUPERMICRO_TERMS = ("https://www.supermicro.com/en/support/warranty (standard warranty for complete systems); "
                    "terms as announced in https://www.servethehome.com/supermicro-upgrades-superserver-system-"
                    "warranties/ (in force since 2012-09-01): three years labour, three years parts, one year "
                    f"cross-shipment (read {READ})")
SUPERMICRO = dict(support_years=3, support_included=True, support_source=SUPERMICRO_TERMS,
                  support_kind="parts and labour, return to base, first-year advance replacement "
                               "(Supermicro standard warranty)")

DELL_REASON = ("Dell sells PowerEdge support (ProSupport term and response time) with each configuration and "
               "publishes no price for it")
DELL = dict(support_kind="ProSupport, term and response time chosen with the configuration",
            support_no_price_reason=DELL_REASON,
            support_source=f"https://www.dell.com/support (ProSupport service descriptions; read {READ})")

ASUS = dict(support_kind="ASUS server warranty, term and on-site service chosen with the order",
            support_no_price_reason="ASUS publishes no price for its server warranty extensions",
            support_source=f"https://servers.asus.com/support/rmaservice (onsite service, warranty extension "
                           f"packages; read {READ})")

ASROCK = dict(support_kind="ASRock Rack system warranty through the reseller",
              support_no_price_reason="ASRock Rack publishes no support terms or price for this system",
              support_source=f"no public terms found (searched {READ})")

# A planning template is not a system anyone sells: it has no vendor whose support terms could be stated, so
# it carries no support line (the vendor system chosen for it brings its own).
GENERIC = {}

SUPPORT = {
    "AS-4125GS-TNRT": SUPERMICRO, "SYS-821GE-TNHR": SUPERMICRO, "AS-8125GS-TNHR": SUPERMICRO,
    "AS-8125GS-TNMR2": SUPERMICRO, "SYS-A21GE-NBRT": SUPERMICRO, "AS-4124GO-NART-PLUS": SUPERMICRO,
    "POWEREDGE-XE7745": DELL, "POWEREDGE-XE7740": DELL, "POWEREDGE-XE9680": DELL, "POWEREDGE-XE9680-MI300X": DELL,
    "ESC8000A-E13P": ASUS, "ESC8000A-E13": ASUS,
    "4U8G-TURIN2": ASROCK,
    "GENERIC-4U8G-XEON6700P": GENERIC, "GENERIC-4U8G-XEON6900P-NVL": GENERIC,
}

# Lead times as a vendor stated them, dated (they move with supply). Every other chassis: on request.
LEAD_TIMES = {
    "POWEREDGE-XE9680": dict(
        lead_time_weeks=12, lead_time_date="2024-04-12",
        lead_time_source=("Dell Taiwan (Terence Liao, United Daily News) as reported by The Register, 'Dell shaves "
                          "months off lead times for GPU-powered AI servers', 2024-04-12: 8 to 12 weeks for "
                          "H100 servers; the upper end")),
}
