#!/usr/bin/env bash
# README command 1: builds the demo site from the snapshots compiled into loas, into ./site/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --no-browser  # the demo needs no browser; the tests do
swift build -c release --product loas
.build/release/loas build "$@"
