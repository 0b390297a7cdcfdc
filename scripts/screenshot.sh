#!/usr/bin/env bash
# Renders a page of a built site with headless Chromium (Debian's chromium + fonts-nanum).
# usage: scripts/screenshot.sh site/characters/NAME.html docs/screenshot.png [WIDTHxHEIGHT]
set -euo pipefail
page=$(realpath "$1"); out=$2; size=${3:-1100,1600}
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --window-size="$size" --screenshot="$(realpath -m "$out")" "file://$page" 2>/dev/null
