#!/usr/bin/env bash
# The README's run command: install what is missing, build, and open NodePlan with the embedded
# catalog and the reference build. Without a display, nodeplan says so and writes the reference
# build sheet (PDF) instead, printing where it went.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
exec ./build/app/nodeplan "$@"
