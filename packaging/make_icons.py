"""Writes the icon set (PNG sizes, .ico, .icns) from the one drawing in ui/app_icon.py.

Usage: ``python packaging/make_icons.py OUTPUT_DIR`` (``make icons`` writes build/icons).
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage  # noqa: E402

from zanzibar_desktop.ui.app_icon import SIZES, draw_icon  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10", 32: b"ic11", 64: b"ic12"}


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def write_ico(path: Path, images: dict[int, QImage]) -> None:
    """A Windows icon holding PNG-compressed images (valid since Windows Vista)."""
    entries = [(size, png_bytes(images[size])) for size in ICO_SIZES]
    header = (0).to_bytes(2, "little") + (1).to_bytes(2, "little") + len(entries).to_bytes(2, "little")
    offset = 6 + 16 * len(entries)
    directory, blobs = b"", b""
    for size, blob in entries:
        side = 0 if size >= 256 else size
        directory += bytes([side, side, 0, 0]) + (1).to_bytes(2, "little") + \
            (32).to_bytes(2, "little") + len(blob).to_bytes(4, "little") + \
            offset.to_bytes(4, "little")
        offset += len(blob)
        blobs += blob
    path.write_bytes(header + directory + blobs)


def write_icns(path: Path, images: dict[int, QImage]) -> None:
    """A macOS icon: PNG entries under their icns type codes."""
    body = b""
    for size, code in ICNS_TYPES.items():
        blob = png_bytes(images[size])
        body += code + (len(blob) + 8).to_bytes(4, "big") + blob
    path.write_bytes(b"icns" + (len(body) + 8).to_bytes(4, "big") + body)


def main() -> None:
    output = Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons")
    output.mkdir(parents=True, exist_ok=True)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    images = {size: draw_icon(size) for size in SIZES}
    for size, image in images.items():
        image.save(str(output / f"zanzibar-desktop-{size}.png"))
    write_ico(output / "zanzibar-desktop.ico", images)
    write_icns(output / "zanzibar-desktop.icns", images)
    del app
    print(f"icons written to {output}")


if __name__ == "__main__":
    main()
