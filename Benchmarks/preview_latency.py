#!/usr/bin/env python3
"""How soon `autolayout preview` shows a save, and how soon it stops: what a developer waits for.

    swift build -c release --product autolayout
    python3 Benchmarks/preview_latency.py .build/release/autolayout [--saves 20] [--stops 10]

For each shipped example (a layout document and a storyboard) it starts `autolayout preview` on
a copy, connects to the page's WebSocket (`/api/events`) as the page does, and saves the copy
again and again (each save appends a comment, so the layout is made anew). For each save it
times, from the write:
- **told**: the WebSocket message announcing the new version;
- **answered**: the full answer of `/api/screen` (the layout, the picture and the issues), which
  the page fetches when told. The browser's own drawing comes after and is not counted.
Then it starts and stops the server `--stops` times with pages connected and times SIGTERM to
exit. It prints the median and the worst of each, and the machine's load average beside them:
wall times mean little on a machine other programs keep busy.
"""
import argparse
import base64
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = [("layout document", os.path.join(ROOT, "Examples", "Cookbook", "SimpleLabelAndTextField.yaml"), "# save %d\n"),
            ("storyboard", os.path.join(ROOT, "Examples", "InterfaceBuilder", "SignIn.storyboard"), "<!-- save %d -->\n")]


class Preview:
    """`autolayout preview` of a copy of a file, on a free port."""

    def __init__(self, binary, example):
        self.folder = tempfile.mkdtemp(prefix="preview-latency-")
        self.path = os.path.join(self.folder, os.path.basename(example))
        shutil.copy(example, self.path)
        with open(self.path, encoding="utf-8") as f:
            self.original = f.read()
        self.process = subprocess.Popen([binary, "preview", self.path, "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        address = self.process.stdout.readline().strip()
        if not address.startswith("http://127.0.0.1:"):
            raise SystemExit("preview printed %r, not its address" % address)
        self.port = int(address.rstrip("/").rsplit(":", 1)[1])

    def stop(self):
        """SIGTERM; the seconds until the process exited, and its status."""
        started = time.perf_counter()
        self.process.send_signal(signal.SIGTERM)
        status = self.process.wait(timeout=60)
        seconds = time.perf_counter() - started
        self.process.stdout.close()
        shutil.rmtree(self.folder, ignore_errors=True)
        return seconds, status


class Events:
    """A WebSocket client of `/api/events` (RFC 6455, text frames only, as the server sends them)."""

    def __init__(self, port):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall(("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                             "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
                             % key).encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self.receive()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 101"):
            raise SystemExit("the WebSocket was refused: %r" % head[:80])
        self.message()  # the greeting: the current version

    def receive(self):
        chunk = self.socket.recv(65536)
        if not chunk:
            raise SystemExit("the WebSocket closed")
        return chunk

    def take(self, count):
        while len(self.buffer) < count:
            self.buffer += self.receive()
        taken, self.buffer = self.buffer[:count], self.buffer[count:]
        return taken

    def message(self):
        """The next text frame's payload."""
        first, second = self.take(2)
        length = second & 0x7F
        if length == 126:
            length = int.from_bytes(self.take(2), "big")
        elif length == 127:
            length = int.from_bytes(self.take(8), "big")
        payload = self.take(length)
        if first & 0x0F != 1:
            raise SystemExit("expected a text frame, got opcode %d" % (first & 0x0F))
        return payload.decode()


def fetch(port, target):
    """The whole body of a GET, over a connection of its own (as a page's fetch may)."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        s.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n" % target).encode())
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    if not data.startswith(b"HTTP/1.1 200"):
        raise SystemExit("%s answered %r" % (target, data[:80]))
    return len(data)


def saves(binary, example, comment, count):
    """(told, answered) seconds for each of `count` saves."""
    preview = Preview(binary, example)
    events = Events(preview.port)
    fetch(preview.port, "/api/screen")  # the first layout, as the page makes on opening
    times = []
    for k in range(count):
        started = time.perf_counter()
        with open(preview.path, "w", encoding="utf-8") as f:
            f.write(preview.original + comment % k)
        message = events.message()
        told = time.perf_counter() - started
        if '"error":null' not in message.replace(" ", ""):
            raise SystemExit("the save was reported as an error: %s" % message)
        fetch(preview.port, "/api/screen")
        times.append((told, time.perf_counter() - started))
    preview.stop()
    return times


def stops(binary, example, count):
    """Seconds from SIGTERM to exit with two pages connected, `count` times; fails on a non-zero status."""
    times = []
    for _ in range(count):
        preview = Preview(binary, example)
        pages = [Events(preview.port) for _ in range(2)]
        seconds, status = preview.stop()
        if status != 0:
            raise SystemExit("preview exited %d after SIGTERM" % status)
        for page in pages:
            page.socket.close()
        times.append(seconds)
    return times


def milliseconds(values):
    return "median %6.1f ms, worst %6.1f ms" % (statistics.median(values) * 1000, max(values) * 1000)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--stops", type=int, default=10)
    options = parser.parse_args()
    if options.saves < 1 or options.stops < 1:
        parser.error("--saves and --stops must be at least 1")
    print("load average %.1f, %.1f, %.1f" % os.getloadavg())
    for name, example, comment in EXAMPLES:
        times = saves(options.binary, example, comment, options.saves)
        print("%-15s %d saves: told %s; answered %s" % (name, len(times), milliseconds([t for t, _ in times]),
                                                       milliseconds([a for _, a in times])))
    print("%-15s %d stops: SIGTERM to exit %s" % ("stop", options.stops, milliseconds(stops(options.binary, EXAMPLES[0][1],
                                                                                          options.stops))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
