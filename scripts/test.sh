#!/usr/bin/env bash
# README command 2: runs the test suite (reads ../shared/lostark-corpus when it is there).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
