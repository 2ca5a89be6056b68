# Read by cpack for each generator (CPACK_PROJECT_CONFIG_FILE). Without dpkg-shlibdeps, CPack only
# prints a note and writes a package whose Depends lack Qt and QCustomPlot, which then installs on
# a fresh machine and fails to start: refuse to build such a package instead.
if(CPACK_GENERATOR STREQUAL "DEB")
  find_program(NODEPLAN_DPKG_SHLIBDEPS dpkg-shlibdeps)
  if(NOT NODEPLAN_DPKG_SHLIBDEPS)
    message(FATAL_ERROR "cpack -G DEB needs dpkg-shlibdeps (Debian package dpkg-dev) to list the "
                        "libraries nodeplan links as Depends; scripts/install-deps.sh installs it.")
  endif()
endif()
