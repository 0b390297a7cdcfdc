#!/usr/bin/env bash
# README command 2: runs the test suite (reads ../shared/lostark-corpus when it is there).
#
# Serially: on a 2-core machine the cooperative thread pool has two threads, and the long
# CPU-bound tests (fuzzing, the corpus) would hold them while the fetch and fake-server
# tests wait on clocks and sockets, making their timing checks fail. Serial costs about
# a minute of mostly idle waiting on rate-limit windows.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
swift test --skip-build --no-parallel "$@"
