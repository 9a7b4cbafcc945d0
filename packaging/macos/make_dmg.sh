#!/bin/sh
# The macOS download: the app in a compressed disk image beside a link to /Applications,
# signed and notarised when the release pipeline has the secrets for it (skipped, and said,
# otherwise). Run on macOS after `make dist`:
#     sh packaging/macos/make_dmg.sh "dist/Zanzibar Desktop.app" VERSION ARCH OUTPUT_DIR
# Signing reads MACOS_SIGN_IDENTITY (a "Developer ID Application: …" identity already in the
# keychain); notarisation reads APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD.
set -eu
if [ "$#" -ne 4 ]; then
    echo "usage: make_dmg.sh APP VERSION ARCH OUTPUT_DIR" >&2
    exit 2
fi
app=$1
version=$2
arch=$3
output=$4
[ -d "$app" ] || { echo "no app at $app: run make dist first" >&2; exit 2; }
identity=${MACOS_SIGN_IDENTITY:-}

if [ -n "$identity" ]; then
    codesign --force --deep --options runtime --timestamp --sign "$identity" "$app"
    codesign --verify --deep --strict "$app"
else
    echo "not signed: MACOS_SIGN_IDENTITY is not set"
fi

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
mkdir -p "$output"
dmg="$output/zanzibar-desktop-$version-macos-$arch.dmg"
# ULMO: LZMA-compressed, the smallest read-only image (macOS 10.15 and later).
hdiutil create -volname "Zanzibar Desktop" -srcfolder "$staging" -fs HFS+ -format ULMO \
    -ov "$dmg"

if [ -n "$identity" ]; then
    codesign --force --timestamp --sign "$identity" "$dmg"
fi
if [ -n "$identity" ] && [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] \
        && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
    xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
        --password "$APPLE_APP_PASSWORD" --wait
    xcrun stapler staple "$dmg"
else
    echo "not notarised: signing identity or Apple ID secrets missing"
fi
echo "$dmg"
