#!/usr/bin/env bash
# Installs what building LOAS needs on Debian when it is missing: libcmark-dev.
set -euo pipefail
if ! pkg-config --exists libcmark 2>/dev/null && [ ! -f /usr/include/cmark.h ]; then
  echo "installing libcmark-dev" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libcmark-dev pkg-config >/dev/null
fi
