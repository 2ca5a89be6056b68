#!/usr/bin/env bash
# The sanitizer half of the test command (issue 14): builds ./build-asan with clang,
# AddressSanitizer + UndefinedBehaviorSanitizer (any report fails the test) and the libFuzzer
# harnesses, then runs every CTest test there; the fuzz harnesses run for NODEPLAN_FUZZ_SECONDS
# (60) each, from their seed corpora in tests/fuzz/corpus/. -O1 -g1: the usual sanitizer setting,
# fast enough to build on two cores and with file:line in every report. No benchmarks here.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1" \
  -DCMAKE_CXX_COMPILER=clang++ -DNODEPLAN_WERROR=ON -DNODEPLAN_SANITIZE=ON -DNODEPLAN_FUZZ=ON "$@" >/dev/null
cmake --build build-asan --parallel "$(nproc)"
ctest --test-dir build-asan --output-on-failure --parallel "$(nproc)"
