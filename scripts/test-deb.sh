#!/usr/bin/env bash
# Proves the Debian package on a Debian 12 machine, as root: builds it (Release, cpack -G DEB),
# removes every package the build installed, then installs the .deb with dpkg -i and only what its
# Depends pull in, and checks that the installed nodeplan runs `evaluate` headless and opens a
# build file given on its command line in the GUI (offscreen and on X11), and that the desktop
# entry, icon, MIME type and AppStream metadata are installed and valid.
# Meant for a fresh root: ../shared/tools/fresh-machine.sh CHECKOUT 'bash scripts/test-deb.sh'
# (it purges packages, so do not run it on a machine you work on). Not part of scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive

step() { printf "\n=== %s  [%s]\n" "$*" "$(date -u +%T)"; }
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
installed_packages() { dpkg-query -W -f='${Package}\n' | sort; }

step "packages before the build"
installed_packages >/tmp/np-packages-before
wc -l </tmp/np-packages-before

step "build dependencies, Release build, cpack -G DEB"
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
# The package holds the application only; the tests need not be built for it.
cmake --build build --parallel "$(nproc)" --target nodeplan
(cd build && cpack -G DEB)
deb=$(ls build/nodeplan-*.deb)
cp "$deb" /tmp/nodeplan.deb
dpkg-deb --field /tmp/nodeplan.deb Depends Recommends

step "remove everything the build installed, so only the package's Depends can make it run"
installed_packages >/tmp/np-packages-built
comm -13 /tmp/np-packages-before /tmp/np-packages-built >/tmp/np-packages-added
echo "$(wc -l </tmp/np-packages-added) packages to remove"
xargs apt-get purge -y -qq </tmp/np-packages-added >/dev/null
installed_packages >/tmp/np-packages-after-purge
diff /tmp/np-packages-before /tmp/np-packages-after-purge || fail "the purge left packages behind"
# (grep without -q reads to the end: with pipefail, -q could make ldconfig fail on SIGPIPE)
if ldconfig -p | grep libQt6Core; then fail "Qt is still installed"; fi
echo "back to the $(wc -l </tmp/np-packages-before) packages of the fresh root; no Qt"

step "dpkg -i, then apt-get -f install for the Depends (no Recommends)"
if dpkg -i /tmp/nodeplan.deb; then
  echo "dpkg -i succeeded without missing dependencies"
else
  echo "dpkg -i left nodeplan unconfigured for missing dependencies (expected on a fresh root)"
fi
apt-get update -qq
apt-get -f install -y -qq --no-install-recommends >/dev/null
dpkg-query -W -f='${Package} ${Version}: ${Status}\n' nodeplan
dpkg-query -W -f='${Status}' nodeplan | grep -q "install ok installed" || fail "nodeplan is not installed"
command -v nodeplan

examples=/usr/share/nodeplan/examples
step "nodeplan evaluate, headless (no display)"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM nodeplan evaluate "$examples/reference-8x-rtx-pro-6000.nodeplan") ||
  fail "nodeplan evaluate exited with $?"
echo "$out" | head -n 12
grep -q "^Key figures" <<<"$out" || fail "no assessment printed"

# A build whose name exists nowhere else: the window showing it proves the file on the command line
# was read (and not the last build or the reference build NodePlan falls back to).
name="Fresh machine check build"
sed "0,/\"name\": \"[^\"]*\"/s//\"name\": \"$name\"/" "$examples/hgx-h200-8gpu.nodeplan" >/tmp/fresh-check.nodeplan
grep -q "\"name\": \"$name\"" /tmp/fresh-check.nodeplan || fail "could not write the test build"

# gui_opens CHECK [ENV-COMMAND...]: runs nodeplan on the test build in the background and waits (at
# most 120 s) until the shell condition CHECK holds, then ends it.
gui_opens() {
  local check=$1 pid
  shift
  "$@" nodeplan /tmp/fresh-check.nodeplan &
  pid=$!
  for _ in $(seq 120); do
    if eval "$check"; then
      kill "$pid"
      wait "$pid" 2>/dev/null || true
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || fail "nodeplan FILE exited before opening the build"
    sleep 1
  done
  kill "$pid"
  return 1
}

step "nodeplan FILE.nodeplan opens the build in the GUI (offscreen)"
# The window lists a build it opened under Open Recent, kept in its settings file.
export HOME=/tmp/np-home-offscreen XDG_RUNTIME_DIR=/tmp/np-run
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
settings_file=$HOME/.config/NodePlan/nodeplan.conf
# shellcheck disable=SC2016 # the condition is evaluated inside gui_opens
gui_opens 'grep -qs /tmp/fresh-check.nodeplan "$settings_file"' env QT_QPA_PLATFORM=offscreen ||
  fail "the GUI did not open /tmp/fresh-check.nodeplan"
grep -m1 fresh-check "$settings_file"

step "Recommends and test tools: shared-mime-info, hicolor, X server, xwininfo, validators, xdg-mime"
apt-get install -y -qq --no-install-recommends shared-mime-info hicolor-icon-theme xvfb xauth x11-utils \
  desktop-file-utils appstream xdg-utils libfile-mimeinfo-perl >/dev/null

step "nodeplan FILE.nodeplan on X11 (xcb): the window title names the build"
export HOME=/tmp/np-home-x11
mkdir -p "$HOME"
# -displayfd: the server takes the first free display and writes its number once it accepts clients.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>/tmp/np-xvfb-display &
xvfb_pid=$!
for _ in $(seq 60); do
  if [ -s /tmp/np-xvfb-display ]; then break; fi
  sleep 1
done
DISPLAY=:$(head -n1 /tmp/np-xvfb-display)
export DISPLAY
# Without a window manager the title is the window's WM_NAME, which xwininfo lists.
# shellcheck disable=SC2016 # the condition is evaluated inside gui_opens
gui_opens 'xwininfo -root -tree | grep -F "$name"' env -u QT_QPA_PLATFORM ||
  fail "no NodePlan window titled \"$name\""
kill "$xvfb_pid"
unset DISPLAY

step "desktop entry, icon, MIME type, AppStream metadata"
desktop-file-validate /usr/share/applications/nodeplan.desktop
echo "desktop-file-validate: ok"
test -f /usr/share/icons/hicolor/scalable/apps/nodeplan.svg || fail "no application icon"
test -f /usr/share/icons/hicolor/scalable/mimetypes/application-x-nodeplan.svg || fail "no file icon"
grep -q '^application/x-nodeplan:' /usr/share/mime/globs || fail "update-mime-database did not register *.nodeplan"
type=$(XDG_CURRENT_DESKTOP='' xdg-mime query filetype /tmp/fresh-check.nodeplan)
echo "xdg-mime query filetype: $type"
[ "$type" = application/x-nodeplan ] || fail "*.nodeplan is $type, not application/x-nodeplan"
grep -q 'application/x-nodeplan=nodeplan.desktop' /usr/share/applications/mimeinfo.cache ||
  fail "nodeplan.desktop is not listed for application/x-nodeplan"
appstreamcli validate --no-net /usr/share/metainfo/io.github.nodeplan.nodeplan.metainfo.xml

step "PASS: the package installs on a fresh Debian 12 root with its own Depends, evaluates headless and opens a build file in the GUI"
