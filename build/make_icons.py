"""Writes the packaged app's icon files into assets/icons/ from the app's own painting
(cinetable/client/app_icon.py): cinetable.png (the window's icon), cinetable.ico
(Windows: the executable and the taskbar) and cinetable.icns (the macOS .app bundle).
Both containers hold PNG images, which Windows Vista+ and macOS 10.7+ read, so no image
library is needed. Run once after changing the painting, and commit the results:

    SDL_VIDEODRIVER=dummy .venv/bin/python build/make_icons.py
"""
from __future__ import annotations

import io
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from cinetable.client.app_icon import paint_icon  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# the PNG-holding ICNS types: icp4 16, icp5 32, icp6 64, ic07 128, ic08 256, ic09 512,
# ic10 1024 (512@2x)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024))


def png_bytes(size: int) -> bytes:
    out = io.BytesIO()
    pygame.image.save(paint_icon(size), out, "icon.png")
    return out.getvalue()


def ico(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR, one ICONDIRENTRY per size (256 is written 0), then the PNGs."""
    sizes = sorted(pngs)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(head) + 16 * len(sizes)
    entries, data = b"", b""
    for s in sizes:
        body = pngs[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(body), offset)
        offset += len(body)
        data += body
    return head + entries + data


def icns(pngs: dict[int, bytes]) -> bytes:
    chunks = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s]
                      for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    pygame.display.init()
    pygame.display.set_mode((1, 1))          # smoothscale and PNG export want a display
    folder = ROOT / "assets" / "icons"
    folder.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {s: png_bytes(s) for s in sizes}
    (folder / "cinetable.png").write_bytes(pngs[256])
    (folder / "cinetable.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (folder / "cinetable.icns").write_bytes(icns(pngs))
    pygame.quit()
    for name in ("cinetable.png", "cinetable.ico", "cinetable.icns"):
        print(folder / name, (folder / name).stat().st_size, "bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
