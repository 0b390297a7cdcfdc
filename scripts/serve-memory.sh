#!/usr/bin/env bash
# Peak memory (VmHWM) of `loas serve` holding a large static file (SIZE_MB, default 512) that is
# fetched whole, edited, fetched again, edited again and fetched a third time, each edit
# waited out until serve says it rebuilt. Figures only: it never fails on a high one.
#   scripts/serve-memory.sh [LOAS]      SIZE_MB=512 scripts/serve-memory.sh .build/release/loas
set -euo pipefail
cd "$(dirname "$0")/.."
loas="$(realpath "${1:-.build/debug/loas}")"
[ -x "$loas" ] || { echo "$loas is not an executable (swift build first)" >&2; exit 2; }
size="${SIZE_MB:-512}"
work="$(mktemp -d /tmp/loas-serve-memory-XXXXXX)"
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
mkdir "$work/static"
head -c "$((size << 20))" /dev/urandom >"$work/static/big.bin"
(cd "$work" && exec "$loas" serve --static static --port 0 >"$work/out" 2>"$work/err") &
pid=$!
for _ in $(seq 600); do grep -q serving "$work/out" 2>/dev/null && break; sleep 0.5; done
url="$(sed -n 's/^serving \([^ ]*\).*/\1/p' "$work/out")"
[ -n "$url" ] || { echo "serve did not start:" >&2; cat "$work/err" >&2; exit 1; }
rss() { awk '/^VmRSS/ { printf "%d", $2 / 1024 }' "/proc/$pid/status"; }
fetch() { curl -fsS -o /dev/null "${url}big.bin"; }
fetch
echo "after the first fetch: RSS $(rss) MB"
for edit in 1 2; do
  printf 'edit %d' "$edit" | dd of="$work/static/big.bin" conv=notrunc status=none
  touch "$work/static/big.bin"
  for _ in $(seq 600); do [ "$(grep -c '^rebuilt' "$work/err" || true)" -ge "$edit" ] && break; sleep 0.5; done
  fetch
  echo "after edit $edit, its rebuild and a fetch: RSS $(rss) MB"
done
awk -v mb="$size" '/^VmHWM/ { printf "peak (VmHWM) with a %d MB static file edited twice: %d MB\n", mb, $2 / 1024 }' "/proc/$pid/status"
