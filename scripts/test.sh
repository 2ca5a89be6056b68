#!/usr/bin/env bash
# The README's test command: install what is missing, check the formatting, build, run every test,
# then build again with AddressSanitizer + UndefinedBehaviorSanitizer and libFuzzer and run every
# test there too, the fuzz harnesses among them (scripts/test-sanitized.sh; its CTest summary last).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/check-format.sh
bash scripts/check-layers.sh
bash scripts/build.sh -DNODEPLAN_WERROR=ON
ctest --test-dir build --output-on-failure --parallel "$(nproc)"
bash scripts/test-sanitized.sh
