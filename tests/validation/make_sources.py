#!/usr/bin/env python3
"""Regenerate SOURCES.md from cases.json (one line per source, plus counts)."""
import collections, json, os

here = os.path.dirname(os.path.abspath(__file__))
c = json.load(open(os.path.join(here, "cases.json")))
src = collections.OrderedDict()
for x in c:
    src.setdefault(x["source_url"], (x["source_title"], x["published"], []))[2].append(x["id"])
out = ["# Validation sources", "",
       "One line per source read: URL, title, publication date, and the case ids in `cases.json` taken from it.",
       "Generated from `cases.json` by `make_sources.py`; regenerate rather than edit by hand.", ""]
for u, (t, d, ids) in src.items():
    out.append(f"- <{u}> — {t} — {d} — {len(ids)} case(s): {', '.join(ids)}")

def table(title, counter, key=None):
    rows = sorted(counter.items(), key=key or (lambda kv: -kv[1]))
    return ["", f"| {title} | cases |", "|---|---:|"] + [f"| {k} | {n} |" for k, n in rows]

out += ["", "## Counts", "", f"{len(c)} cases from {len(src)} sources."]
out += table("kind", collections.Counter(x["kind"] for x in c), key=lambda kv: kv[0])
out += table("gpu", collections.Counter(x["gpu"] for x in c))
out += table("tp", collections.Counter(x.get("tp") for x in c), key=lambda kv: (kv[0] is None, kv[0] or 0))
out += table("confidence", collections.Counter(x.get("confidence") for x in c), key=lambda kv: kv[0])
open(os.path.join(here, "SOURCES.md"), "w").write("\n".join(out) + "\n")
