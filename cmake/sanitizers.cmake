# Reliability builds (issue 14). Both are off in the normal build; scripts/test.sh builds a second
# tree, build-asan, with clang and both on, and runs every CTest test there.
#
# NODEPLAN_SANITIZE: AddressSanitizer + UndefinedBehaviorSanitizer on every target. Undefined
# behaviour aborts (no recovery) so a test cannot pass while UBSan prints a report.
# NODEPLAN_FUZZ: libFuzzer harnesses under tests/fuzz (clang only). Every library gets coverage
# instrumentation (fuzzer-no-link) so the fuzzer sees the parser's branches, not only the harness.
option(NODEPLAN_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(NODEPLAN_FUZZ "Build the libFuzzer harnesses in tests/fuzz (clang only)" OFF)

if(NODEPLAN_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()

if(NODEPLAN_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "NODEPLAN_FUZZ needs clang (libFuzzer): configure with -DCMAKE_CXX_COMPILER=clang++")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()

# Environment for every CTest test (tests/CMakeLists.txt, tests/fuzz): leaks in Qt's and the
# system's own libraries are suppressed in tests/sanitizers/lsan.supp, each with its reason.
set(NODEPLAN_SANITIZER_ENV "")
if(NODEPLAN_SANITIZE)
  set(NODEPLAN_SANITIZER_ENV
      "ASAN_OPTIONS=detect_leaks=1:check_initialization_order=1:strict_init_order=1"
      "LSAN_OPTIONS=suppressions=${CMAKE_SOURCE_DIR}/tests/sanitizers/lsan.supp:print_suppressions=0"
      "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
endif()
