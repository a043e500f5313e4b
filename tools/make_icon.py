"""Draw the game's icon (``game.ui.art.app_icon``) into the committed files in ``assets/icon/``.

Run ``python tools/make_icon.py`` to (re)write them: ``forty-fives-<N>.png`` at every size in
``game.resources.ICON_SIZES`` (the window, the desktop entry and the wheel use these), and the
two container files the standalone build hands PyInstaller: ``forty-fives.ico`` for Windows and
``forty-fives.icns`` for macOS.  Both are written here from the PNGs with the standard library
(each format is a small table of contents in front of embedded PNGs), so no Pillow is needed.

Progress goes to stderr; the files written, one a line, to stdout.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402  (after the SDL drivers are chosen: no window may open)

from game.resources import ICON_NAME, ICON_SIZES  # noqa: E402
from game.ui.art.app_icon import draw_icon  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "assets" / "icon"
ICO_SIZES = tuple(size for size in ICON_SIZES if size <= 256)   # Windows' largest icon is 256
# macOS's icon types that hold a PNG, and the pixels each wants (the @2x ones reuse a size).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def say(message: str) -> None:
    """Progress, on stderr: stdout names only the files written."""
    print(f"make_icon: {message}", file=sys.stderr, flush=True)


def png_name(size: int) -> str:
    return f"{ICON_NAME}-{size}.png"


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the PNGs (allowed since Vista): a 6-byte header, a 16-byte entry
    per image (width and height 0 mean 256), then the PNGs themselves."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico holds images of 1 to 256 pixels, not {size}")
        data = pngs[size]
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: ``icns`` and the file's length, then per image its four-letter type, its
    length (with these 8 bytes) and a PNG; all numbers big-endian."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header chunk (IHDR comes first, right after the signature)."""
    if not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def write_all(out: Path, sizes: Sequence[int] = ICON_SIZES) -> list[Path]:
    """Draw every size, save the PNGs, then build the .ico and .icns from them."""
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    written: list[Path] = []
    pngs: dict[int, bytes] = {}
    for size in sizes:
        path = out / png_name(size)
        say(f"drawing {size}x{size}")
        pygame.image.save(draw_icon(size), str(path))
        pngs[size] = path.read_bytes()
        written.append(path)
    if all(size in pngs for size in ICO_SIZES):
        ico = out / f"{ICON_NAME}.ico"
        ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
        written.append(ico)
    if all(size in pngs for _, size in ICNS_TYPES):
        icns = out / f"{ICON_NAME}.icns"
        icns.write_bytes(icns_bytes(pngs))
        written.append(icns)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Draw the game's icon into assets/icon/ (PNGs, .ico, .icns).")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: assets/icon/)")
    args = parser.parse_args(argv)
    for path in write_all(args.out):
        print(path)
    say(f"wrote {len(ICON_SIZES)} PNGs, an .ico and an .icns in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
