#!/usr/bin/env python3
"""How long `loas serve` takes to answer index.html while slow clients fetch a big static file.

    scripts/slow-readers.py [path/to/loas] [--clients 140] [--size-mb 4] [--chunk 4096]
                            [--pause 0.1] [--never-read]

Starts `loas serve --port 0` in a scratch folder holding the demo (no config, no store) and a
`static/big.bin` of --size-mb, opens --clients connections that each GET /big.bin and read
--chunk bytes every --pause seconds (--never-read: read nothing), waits until every one has its
answer begun (or 10 s), then fetches /index.html on a fresh connection and prints how long it
took, with the server's resident memory (VmRSS) before and after the slow clients came.
"""
import argparse, os, re, select, shutil, socket, subprocess, sys, tempfile, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("loas", nargs="?", default=".build/debug/loas")
parser.add_argument("--clients", type=int, default=140)
parser.add_argument("--size-mb", type=float, default=4)
parser.add_argument("--chunk", type=int, default=4096)
parser.add_argument("--pause", type=float, default=0.1)
parser.add_argument("--never-read", action="store_true")
args = parser.parse_args()


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def fetch(port, path, timeout):
    """Seconds until the whole answer to GET `path` arrived, and its status line."""
    start = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as client:
        client.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        reply = b""
        while True:
            chunk = client.recv(65536)
            if not chunk:
                break
            reply += chunk
    return time.monotonic() - start, reply.split(b"\r\n", 1)[0].decode()


folder = tempfile.mkdtemp(prefix="loas-slow-readers-")
os.makedirs(f"{folder}/static")
with open(f"{folder}/static/big.bin", "wb") as big:
    big.write(os.urandom(int(args.size_mb * 1024 * 1024)))
server = subprocess.Popen(
    [os.path.abspath(args.loas), "serve", "--port", "0"], cwd=folder,
    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
stop = threading.Event()
try:
    line = server.stdout.readline()
    match = re.search(r"serving http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        sys.exit(f"no address printed: {line!r}")
    port = int(match.group(1))
    fetch(port, "/index.html", 30)
    before = rss_mb(server.pid)

    clients, started = [], []
    for _ in range(args.clients):
        client = socket.socket()
        # A small window, so the kernel's buffers cannot take the whole file off the server's hands.
        client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 8192)
        client.connect(("127.0.0.1", port))
        client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
        clients.append(client)

    received = [0] * len(clients)

    def trickle():
        while not stop.is_set():
            ready = select.select(clients, [], [], args.pause)[0]
            for client in ready:
                if not args.never_read:
                    received[clients.index(client)] += len(client.recv(args.chunk))
            time.sleep(args.pause)

    if args.never_read:
        # Each answer begins: the head and the first bytes wait in the client's socket.
        deadline = time.monotonic() + 10
        pending = list(clients)
        while pending and time.monotonic() < deadline:
            ready = select.select(pending, [], [], 0.2)[0]
            pending = [c for c in pending if c not in ready]
        begun = len(clients) - len(pending)
    else:
        reader = threading.Thread(target=trickle, daemon=True)
        reader.start()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not all(received):
            time.sleep(0.05)
        begun = sum(1 for count in received if count)
    during = rss_mb(server.pid)
    try:
        took, status = fetch(port, "/index.html", 60)
        answered = f"index.html: {status!r} in {took * 1000:.0f} ms"
    except OSError as error:
        answered = f"index.html: not answered ({error})"
    print(f"{args.clients} clients on a {args.size_mb:g} MB file, {begun} answers begun; {answered}")
    print(f"server VmRSS: {before:.0f} MB before, {during:.0f} MB with the clients connected")
    stop.set()
    for client in clients:
        client.close()
finally:
    stop.set()
    server.terminate()
    server.wait()
    shutil.rmtree(folder, ignore_errors=True)
