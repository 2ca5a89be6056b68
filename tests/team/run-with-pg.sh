#!/usr/bin/env bash
# Runs a test program against a throw-away PostgreSQL cluster: Debian's pg_virtualenv creates it
# (in a temporary folder: -t), sets PGHOST, PGPORT, PGUSER, PGPASSWORD and drops it when the
# program exits. Exit 77 (CTest: skipped) only when pg_virtualenv is not installed.
set -euo pipefail
if ! command -v pg_virtualenv >/dev/null 2>&1; then
  echo "SKIP: pg_virtualenv is not installed (Debian: postgresql-15 postgresql-common;" \
       "bash scripts/install-deps.sh installs them)"
  exit 77
fi
# pg_virtualenv as root runs the cluster as the postgres user, which must be able to reach it.
exec pg_virtualenv -t "$@"
