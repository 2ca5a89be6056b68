#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Lists NodePlan's actionable controls that have no accessible name, read from the AT-SPI tree.

A screen reader and GUI test tools find a control by its accessible name; a button, field, tab or
table without one is read as "button" or "edit text". Run with NodePlan open on an accessibility
bus, for example:

    xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- bash -c \
      'QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 build/app/nodeplan & sleep 15; scripts/a11y-audit.py; kill %1'

Needs python3-pyatspi (Debian: apt-get install python3-pyatspi), hence the system Python in the first line. Prints every unnamed control with
its role and where it sits, then the counts; exits 1 if any control has no name.
"""
import argparse
import sys
import time

import pyatspi

ACTIONABLE = {
    pyatspi.ROLE_PUSH_BUTTON,
    pyatspi.ROLE_TOGGLE_BUTTON,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_PAGE_TAB,
    pyatspi.ROLE_TABLE,
    pyatspi.ROLE_TREE,
    pyatspi.ROLE_TREE_TABLE,
    pyatspi.ROLE_LIST,
    pyatspi.ROLE_MENU,
    pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM,
    pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_CANVAS,
}


def is_actionable(node, states):
    role = node.getRole()
    if role in ACTIONABLE:
        return True
    # Text is a control when the user can type into it or move through it (not a plain label).
    return role == pyatspi.ROLE_TEXT and (
        states.contains(pyatspi.STATE_EDITABLE) or states.contains(pyatspi.STATE_FOCUSABLE)
    )


def find_app(name, timeout):
    deadline = time.time() + timeout
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name and name.lower() in app.name.lower():
                return app
        if time.time() > deadline:
            return None
        time.sleep(1)


def walk(node, path, out, depth=0):
    if node is None or depth > 60:
        return
    try:
        states = node.getState()
        label = node.name or ""
        role = node.getRoleName()
    except Exception:  # an object that went away while walking
        return
    if is_actionable(node, states):
        out.append((label.strip(), role, " > ".join(path), states.contains(pyatspi.STATE_SHOWING)))
    here = path + [f"{role} '{label}'" if label else role]
    for i in range(node.childCount):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        walk(child, here, out, depth + 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", default="nodeplan", help="application name on the bus (default nodeplan)")
    parser.add_argument("--wait", type=float, default=30, help="seconds to wait for the application")
    parser.add_argument("--all", action="store_true", help="also list the named controls")
    args = parser.parse_args()

    app = find_app(args.app, args.wait)
    if app is None:
        print(f"a11y-audit: no application named '{args.app}' on the accessibility bus", file=sys.stderr)
        return 2
    controls = []
    walk(app, [], controls)
    unnamed = [c for c in controls if not c[0]]
    for name, role, where, showing in controls if args.all else unnamed:
        mark = "" if showing else " (hidden)"
        print(f"{'UNNAMED' if not name else 'named  '} {role}{mark}: {name or '-'}    in {where}")
    print(f"{len(controls)} actionable controls, {len(unnamed)} without an accessible name "
          f"({sum(1 for c in unnamed if c[3])} of them on screen)")
    return 1 if unnamed else 0


if __name__ == "__main__":
    sys.exit(main())
