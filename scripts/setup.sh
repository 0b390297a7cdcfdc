#!/usr/bin/env bash
# Installs what building LOAS needs on Debian when it is missing: libcmark-dev (Markdown)
# and libsqlite3-dev (the snapshot store, through GRDB).
set -euo pipefail
missing=()
if ! pkg-config --exists libcmark 2>/dev/null && [ ! -f /usr/include/cmark.h ]; then missing+=(libcmark-dev); fi
if [ ! -f /usr/include/sqlite3.h ]; then missing+=(libsqlite3-dev); fi
if ! command -v pkg-config >/dev/null; then missing+=(pkg-config); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
