#!/usr/bin/env bash
# Kill -9 trials (issues 14, 23): kills NodePlan with SIGKILL at random moments during the first
# run (the catalog being created), `catalog import`, `quote create`, `export-pdf` and a build-file
# save, and checks after every kill that nothing was lost or half-written:
#   - a first run killed at any moment leaves no catalog or a complete one: the next run works;
#   - the catalog passes `nodeplan catalog check`;
#   - an import landed completely or not at all (its first and last part are both there or both not);
#   - a quote was created completely (it shows) or not at all (the count is unchanged);
#   - the PDF, its BOM CSV and the build file hold either their old bytes or a complete new file,
#     and the CSV beside the PDF is the one the PDF names (SHA-256 in its Creator field);
#   - `optimize -o DIR` leaves DIR holding exactly the files its front.json names (old set or new).
# A random moment is uniform between the start and the measured duration of an uninterrupted run.
# Temporary files a killed save leaves beside its target (QSaveFile's, which only the process that
# made them could remove) are counted and reported, not treated as damage.
#
#   scripts/kill9-trials.sh [--build-dir DIR] [--trials N]     (N per operation, default 25)
set -euo pipefail

build=build
trials=25
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build=$2; shift 2 ;;
    --trials) trials=$2; shift 2 ;;
    *) echo "usage: $0 [--build-dir DIR] [--trials N]" >&2; exit 2 ;;
  esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$build" && pwd)
nodeplan=$build/app/nodeplan
saver=$build/tests/presentation/build_file_save_loop
for exe in "$nodeplan" "$saver"; do
  [ -x "$exe" ] || { echo "$exe is missing: build the nodeplan and build_file_save_loop targets" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
catalog=$work/catalog.sqlite
build_file=$root/resources/examples/reference-8x-rtx-pro-6000.nodeplan
export QT_QPA_PLATFORM=offscreen HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data

failures=0
strays=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
np() { "$nodeplan" --catalog "$catalog" "$@"; }
# For kill_after: the binary itself, not a shell function (killing a function's subshell would
# leave nodeplan running).
np_exe=("$nodeplan" --catalog "$catalog")
now_ms() { echo $(($(date +%s%N) / 1000000)); }
# A delay in milliseconds, uniform in [0, $1].
random_ms() { echo $((RANDOM * $1 / 32767)); }
# Runs the command (an executable) in the background and sends it SIGKILL after $1 milliseconds (if
# still running).
kill_after() {
  local delay=$1
  shift
  "$@" >/dev/null 2>&1 &
  local pid=$!
  sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}
# Milliseconds an uninterrupted run of the command takes (it must succeed).
duration_ms() {
  local t0
  t0=$(now_ms)
  "$@" >/dev/null 2>&1 || { echo "an uninterrupted run failed: $*" >&2; exit 1; }
  echo $(($(now_ms) - t0))
}
catalog_sound() {
  np catalog check >/dev/null 2>&1 || fail "$1: catalog check: $(np catalog check 2>&1 | head -3)"
}
# Counts and removes temporary files a killed save left beside $1.
count_strays() {
  local f
  for f in "$1".*; do
    [ -e "$f" ] || continue
    strays=$((strays + 1))
    rm -f "$f"
  done
}

# --- catalog import: 150 GPUs per file, new SKUs per trial -------------------------------------
import_file() {
  local file=$work/import-$1.csv j
  {
    echo "kind,sku,name,vendor,source,checked_date,memory_gb,memory_bandwidth_gb_per_s,tdp_w,form_factor"
    for j in $(seq 1 150); do
      echo "gpu,KILL-$1-$j,Kill trial GPU $1/$j,Acme,kill9 trial,2026-12-01,48,864,350,pcie"
    done
  } >"$file"
  echo "$file"
}
has_part() { np catalog show "$1" >/dev/null 2>&1 && echo yes || echo no; }

# --- first run: the catalog created from the seed data -------------------------------------------
first_run() { "$nodeplan" --catalog "$work/first-$1/catalog.sqlite" catalog list; }
limit=$(duration_ms first_run 0)
for i in $(seq 1 "$trials"); do
  kill_after "$(random_ms "$limit")" "$nodeplan" --catalog "$work/first-$i/catalog.sqlite" catalog list
  first_run "$i" >/dev/null 2>&1 || fail "first run $i: the next run fails: $(first_run "$i" 2>&1 | head -2)"
  rm -rf "$work/first-$i"
done
echo "first run: $trials kills, the next run worked each time"

np catalog check >/dev/null # creates the catalog from the seed data
limit=$(duration_ms np catalog import "$(import_file 0)")
imported=0
for i in $(seq 1 "$trials"); do
  kill_after "$(random_ms "$limit")" "${np_exe[@]}" catalog import "$(import_file "$i")"
  catalog_sound "import $i"
  first=$(has_part "KILL-$i-1")
  last=$(has_part "KILL-$i-150")
  [ "$first" = "$last" ] || fail "import $i: first part present=$first, last part present=$last"
  [ "$first" = yes ] && imported=$((imported + 1))
done
echo "catalog import: $trials kills, $imported imported completely, $((trials - imported)) not at all"

# --- quote create ---------------------------------------------------------------------------------
quote_count() { np quote list --format json | grep -c '"number"' || true; }
limit=$(duration_ms np quote create "$build_file" --customer "kill9")
created=0
for i in $(seq 1 "$trials"); do
  before=$(quote_count)
  kill_after "$(random_ms "$limit")" "${np_exe[@]}" quote create "$build_file" --customer "kill9 $i"
  catalog_sound "quote $i"
  after=$(quote_count)
  if [ "$after" -eq $((before + 1)) ]; then
    created=$((created + 1))
    number=$(np quote list --format json | grep -o '"number": *"[^"]*"' | head -1 | grep -o 'Q-[0-9-]*')
    np quote show "$number" >/dev/null 2>&1 || fail "quote $i: $number was created but does not show"
  elif [ "$after" -ne "$before" ]; then
    fail "quote $i: $before quotes before, $after after"
  fi
done
echo "quote create: $trials kills, $created created completely, $((trials - created)) not at all"

# --- export-pdf: a PDF and its BOM CSV -------------------------------------------------------------
pdf=$work/sheet.pdf
csv=$work/sheet.csv
limit=$(duration_ms np export-pdf "$build_file" -o "$pdf")
cp "$pdf" "$work/old.pdf"
cp "$csv" "$work/complete.csv"
renewed=0
for i in $(seq 1 "$trials"); do
  kill_after "$(random_ms "$limit")" "${np_exe[@]}" export-pdf "$build_file" -o "$pdf"
  count_strays "$pdf"
  count_strays "$csv"
  if ! cmp -s "$pdf" "$work/old.pdf"; then
    renewed=$((renewed + 1))
    tail -c 1024 "$pdf" | grep -q '%%EOF' && pdftotext "$pdf" - >/dev/null 2>&1 ||
      fail "export-pdf $i: the PDF is neither the old one nor a complete new one"
    cp "$pdf" "$work/old.pdf"
  fi
  # The BOM CSV of one build is the same every time: old or new, it must be complete.
  cmp -s "$csv" "$work/complete.csv" || fail "export-pdf $i: the BOM CSV is incomplete"
  pdfinfo "$pdf" 2>/dev/null | grep -q "SHA-256 $(sha256sum "$csv" | cut -d' ' -f1)" ||
    fail "export-pdf $i: the CSV beside the PDF is not the one the PDF was written with"
done
echo "export-pdf: $trials kills, $renewed wrote a new PDF, $((trials - renewed)) left the old one"

# --- optimize -o DIR: the result folder, alternately from two specs with fronts of different sizes --
spec_a=$root/resources/examples/optimize-70b-fp8-64-sessions.json
spec_b=$work/optimize-one.json
sed 's/"max_results": 20/"max_results": 1/' "$spec_a" >"$spec_b"
results=$work/results
# Every file in DIR is front.json or a result it names, and every result it names is there.
results_consistent() {
  local named present
  named=$( (echo front.json; grep -o 'result-[0-9]*\.nodeplan' "$results/front.json" | sort -u) | sort)
  present=$(ls -A "$results" | sort)
  [ "$named" = "$present" ]
}
limit=$(duration_ms np optimize "$spec_a" -o "$results")
for i in $(seq 1 "$trials"); do
  spec=$spec_a
  [ $((i % 2)) -eq 0 ] || spec=$spec_b
  kill_after "$(random_ms "$limit")" "${np_exe[@]}" optimize "$spec" -o "$results"
  for stray in "$results".tmp-*; do
    [ -e "$stray" ] || continue
    strays=$((strays + 1))
    rm -rf "$stray"
  done
  results_consistent || fail "optimize $i: $results holds $(ls -A "$results" | tr '\n' ' ')but front.json names others"
done
echo "optimize -o: $trials kills, the folder held one complete result set each time"

# --- build-file save (writeBuildFile, as the GUI's Save and autosave) ------------------------------
target=$work/saved.nodeplan
other=$root/resources/examples/xeon6-2dpc.nodeplan
"$saver" "$target" "$build_file" "$other" 1
cp "$target" "$work/a.nodeplan"
"$saver" "$target" "$build_file" "$other" 2
cp "$target" "$work/b.nodeplan"
limit=$(duration_ms "$saver" "$target" "$build_file" "$other" 200)
for i in $(seq 1 "$trials"); do
  kill_after "$(random_ms "$limit")" "$saver" "$target" "$build_file" "$other"
  count_strays "$target"
  cmp -s "$target" "$work/a.nodeplan" || cmp -s "$target" "$work/b.nodeplan" ||
    fail "build save $i: the file is neither of the two complete builds"
done
echo "build-file save: $trials kills, the file was one of the two complete builds each time"

echo "kill -9 trials: $((6 * trials)) kills, $failures failures, $strays temporary files left by killed saves"
[ "$failures" -eq 0 ]
