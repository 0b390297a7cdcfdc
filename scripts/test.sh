#!/usr/bin/env bash
# README command 2: runs the test suite (reads ../shared/lostark-corpus when it is there).
#
# In parallel: no test measures time. The rate limiter, retries, deadlines and the fake
# API's quota windows run on a manual clock the tests drive, and every wait for another
# thread or process is bounded by a count of tries, not by how fast the machine is.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Unformatted code fails the suite (.swift-format; CONTRIBUTING.md says how to format).
swift format lint --strict --recursive --parallel Sources Tests Plugins Package.swift
swift build --build-tests
swift test --skip-build "$@"
