#!/usr/bin/env python3
"""Draws Templates/assets/icon.png, the site's icon for link previews (og:image), from the
same shapes as favicon.svg: previews show PNG where many ignore SVG. Standard library only."""
import os, struct, zlib

SIZE, SAMPLES = 256, 4
BACKGROUND, STAR = (0x1B, 0x1D, 0x23), (0xE3, 0xC7, 0xA1)
# favicon.svg's star on its 32-unit grid.
POINTS = [(16, 4), (19.2, 12.4), (28, 16), (19.2, 19.6), (16, 28), (12.8, 19.6), (4, 16), (12.8, 12.4)]


def inside_star(x, y):
    hit = False
    for (x1, y1), (x2, y2) in zip(POINTS, POINTS[1:] + POINTS[:1]):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            hit = not hit
    return hit


def inside_square(x, y, r=6):
    """The favicon's rounded square (32 units, corners of radius 6)."""
    cx, cy = min(max(x, r), 32 - r), min(max(y, r), 32 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def pixel(px, py):
    star = square = 0
    for sy in range(SAMPLES):
        for sx in range(SAMPLES):
            x = (px + (sx + 0.5) / SAMPLES) * 32 / SIZE
            y = (py + (sy + 0.5) / SAMPLES) * 32 / SIZE
            if inside_square(x, y):
                square += 1
                star += inside_star(x, y)
    n = SAMPLES * SAMPLES
    color = [round(b + (s - b) * star / max(square, 1)) for b, s in zip(BACKGROUND, STAR)]
    return bytes(color + [round(255 * square / n)])


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


rows = b"".join(b"\x00" + b"".join(pixel(x, y) for x in range(SIZE)) for y in range(SIZE))
png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0))
       + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Templates", "assets", "icon.png")
with open(out, "wb") as f:
    f.write(png)
print("wrote", os.path.normpath(out), len(png), "bytes")
