#!/usr/bin/env bash
# README command 1: builds the demo site from the snapshots compiled into loas, into ./site/,
# and says which file to open. The first run compiles loas: about 7 minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --no-browser  # the demo needs no browser; the tests do
swift build -c release --product loas
.build/release/loas build "$@"
# The folder the site went to: ./site, unless --out named another.
out=site
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="${2:-site}"; shift ;;
    --out=*) out="${1#--out=}" ;;
  esac
  shift
done
echo "Done. Open this file in a browser: $(cd "$out" && pwd)/index.html"
