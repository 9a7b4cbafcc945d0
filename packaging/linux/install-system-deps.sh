#!/bin/sh
# Install the Debian packages Qt needs to run (offscreen in the tests), when missing.
# Does nothing on systems without apt-get; asks for nothing when all are present.
set -e
# Offscreen tests need the first line; a real window (xcb, Wayland) the next three; the build and its
# checks (strip, desktop-file-validate, appstreamcli) the next; the installers (makensis for
# the Windows one, the MIME and icon caches the .deb's triggers refresh) and the workflows'
# shell steps (shellcheck, which actionlint runs) the next; the screen reader's test
# (tests/ui/window/test_screen_reader.py: an X display, a D-Bus session, the AT-SPI bus and
# its Python client) the last.
packages="libgl1 libegl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3
  libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0
  libxcb1 libx11-xcb1 libfreetype6 libwayland-client0 libwayland-cursor0 libwayland-egl1
  binutils desktop-file-utils appstream
  nsis shared-mime-info hicolor-icon-theme shellcheck
  xvfb dbus at-spi2-core python3-pyatspi"
command -v dpkg-query >/dev/null 2>&1 || exit 0
missing=""
for package in $packages; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing="$missing $package"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
    echo "Qt needs these Debian packages:$missing — install them with: sudo apt-get install$missing" >&2
    exit 0
fi
apt-get update -qq
# shellcheck disable=SC2086 # one word per package: the split is wanted
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
