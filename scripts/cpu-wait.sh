#!/usr/bin/env bash
# CPU time spent per second of waiting on the network, for `loas notify`, `loas check --online`
# and `loas fetch`, each against a stand-in on 127.0.0.1 that answers every request after
# DELAY seconds (default 5): user + system time over wall time, from /usr/bin/time. A client
# that waits well spends almost nothing (the target is under 0.1 s per second); one that
# polls spends a core. Figures only: it never fails on a high one.
#   scripts/cpu-wait.sh [LOAS]       DELAY=5 scripts/cpu-wait.sh .build/release/loas
set -euo pipefail
cd "$(dirname "$0")/.."
loas="$(realpath "${1:-.build/debug/loas}")"
[ -x "$loas" ] || { echo "$loas is not an executable (swift build first)" >&2; exit 2; }
delay="${DELAY:-5}"
work="$(mktemp -d /tmp/loas-cpu-wait-XXXXXX)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
cat >"$work/stand-in.py" <<'PY'
import http.server, json, sys, time
delay = float(sys.argv[1])
class Slow(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def answer(self, body):
        time.sleep(delay)
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def do_GET(self):
        self.answer([] if self.path.startswith("/news") else None)
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.answer({"id": "1"})
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Slow)
print(server.server_address[1], flush=True)
server.serve_forever()
PY
python3 "$work/stand-in.py" "$delay" >"$work/port" &
server=$!
for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.1; done
port="$(cat "$work/port")"
base="http://127.0.0.1:$port"
mkdir "$work/project"
printf 'title: cpu-wait\ncharacters: [별빛수호자]\n' >"$work/project/loas.yml"
"$loas" import Demo --store "$work/project/loas.sqlite" >/dev/null 2>&1

# NAME COMMAND...: runs it in the project folder and prints its CPU per second waited.
measure() {
  local name="$1"; shift
  (cd "$work/project" && /usr/bin/time -o "$work/time" -f "%U %S %e" "$@" >"$work/log" 2>&1) || true
  if [ "${VERBOSE:-}" = 1 ]; then cat "$work/log" >&2; fi
  read -r user system wall < <(tail -n 1 "$work/time")
  awk -v n="$name" -v u="$user" -v s="$system" -v w="$wall" \
    'BEGIN { printf "%-15s CPU %.2f s (user %.2f, system %.2f) in %.1f s: %.3f s per second waited\n", n, u + s, u, s, w, (u + s) / w }'
}
export LOSTARK_API_KEY=cpu-wait-key LOSTARK_API_BASE_URL="$base" LOSTARK_IMAGE_BASE_URL="$base/images"
measure "notify" env LOAS_DISCORD_WEBHOOK="$base/api/webhooks/1/token" "$loas" notify --store loas.sqlite
measure "check --online" "$loas" check --online
measure "fetch" "$loas" fetch --store fetched.sqlite --no-images
