#!/usr/bin/env bash
# Installs what NodePlan needs to build, test and run on Debian 12 (bookworm), as root.
# Skips apt entirely when everything is already there, so repeated runs are fast.
set -euo pipefail

packages=(
  # toolchain
  g++ cmake ninja-build ccache git ca-certificates clang-format
  # the sanitizer and fuzz build (scripts/test-sanitized.sh): clang, its sanitizer and libFuzzer
  # runtimes, llvm-symbolizer for readable stack traces
  clang libclang-rt-14-dev llvm
  # Qt 6.4 and QCustomPlot
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libqt6svg6-dev libqcustomplot-dev libgl-dev
  # team catalogs on PostgreSQL (docs/team.md): Qt's QPSQL driver, and the server with Debian's
  # pg_virtualenv (postgresql-common) that gives tests/team a throw-away cluster per run
  libqt6sql6-psql postgresql postgresql-15 postgresql-common
  # translations: lupdate/lrelease (qt6-l10n-tools), CMake's Qt6LinguistTools (qt6-tools-dev) and
  # Qt's own German for its standard dialogs and buttons (qt6-translations-l10n)
  qt6-l10n-tools qt6-tools-dev qt6-translations-l10n
  # benchmarks (bench/), tests of the PDF (pdftotext, pdffonts), fonts for offscreen rendering
  libbenchmark-dev poppler-utils fonts-dejavu-core fontconfig
  # running the GUI on a headless box (xvfb-run) and taking screenshots
  xvfb xauth imagemagick
  # the Debian package (cpack -G DEB): CPack finds the binaries with `file` and lists the shared
  # libraries they need as Depends with dpkg-shlibdeps (dpkg-dev)
  file dpkg-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
