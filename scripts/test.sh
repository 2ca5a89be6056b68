#!/usr/bin/env bash
# The README's test command: install what is missing, check the formatting, build, run every test,
# then build again with AddressSanitizer + UndefinedBehaviorSanitizer and libFuzzer and run every
# test there too, the fuzz harnesses among them (scripts/test-sanitized.sh; its CTest summary last).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# The team catalog tests run PostgreSQL as the postgres user and a read-only catalog check runs as nobody;
# both need to reach files under /. A Debian install has / at 0755; a root unpacked into a directory made
# by mktemp -d (a chroot) keeps that directory's 0700, where no other user can run anything.
if [ "$(id -u)" -eq 0 ] && [ -z "$(find / -maxdepth 0 -perm -o+x)" ]; then
  echo "note: / is mode $(stat -c %a /), not searchable by other users; setting 0755 as a Debian install has it"
  chmod 0755 /
fi
bash scripts/check-format.sh
bash scripts/check-layers.sh
bash scripts/build.sh -DNODEPLAN_WERROR=ON
ctest --test-dir build --output-on-failure --parallel "$(nproc)"
bash scripts/test-sanitized.sh
