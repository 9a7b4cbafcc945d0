"""No visible text is cut: ``cut_texts(widget)`` names every showing label, button and
table cell of ``widget`` whose words do not fit their room, unless the text is elided on
purpose (it ends with … and its whole text is the tooltip and the accessible name).

The same API as tests/ui/cut_text.py of the screens work (branch part-screens), which the
walker uses once both are merged (tests/journeys/invariants.py imports it in one place).
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QLabel,
    QWidget,
)

from tests.journeys.texts import plain, showing, visible_cells

SLACK = 1  # a pixel of rounding between the font's measure and the layout's


def _elided_on_purpose(widget: QWidget, text: str) -> bool:
    return text.endswith("…") and bool(widget.toolTip()) and \
        widget.accessibleName() == widget.toolTip()


def _scrolled(widget: QWidget, root: QWidget) -> bool:
    """Inside a scroll area's viewport: what it does not show, it scrolls to."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _clipped(widget: QWidget, root: QWidget, needed: QRect) -> bool:
    """Part of the room the words need is hidden by a parent (the window too small)."""
    if _scrolled(widget, root):
        return False
    shown = widget.visibleRegion().boundingRect()
    return shown.width() + SLACK < min(needed.width(), widget.width()) or \
        shown.height() + SLACK < min(needed.height(), widget.height())


def _unmarked(text: str) -> str:
    """The words as drawn: a mnemonic's & is an underline, && one &."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_cut(label: QLabel, root: QWidget) -> str | None:
    text = _unmarked(plain(label)) if label.buddy() is not None else plain(label)
    if not text.strip() or _elided_on_purpose(label, text) or label.pixmap() and \
            not label.pixmap().isNull():
        return None
    room = label.contentsRect()
    metrics = label.fontMetrics()
    if label.wordWrap():
        needed_height = label.heightForWidth(label.width())
        if needed_height > label.height() + SLACK:
            return f"{needed_height} px high in {label.height()}"
        needed = QRect(0, 0, label.width(), needed_height)
    else:
        width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        width += 2 * label.margin() + max(label.indent(), 0)
        if width > room.width() + SLACK:
            return f"{width} px wide in {room.width()}"
        needed = QRect(0, 0, width, label.sizeHint().height())
    if _clipped(label, root, needed):
        return f"shown {label.visibleRegion().boundingRect().size().toTuple()} of " \
               f"{needed.size().toTuple()}"
    return None


def _button_cut(button: QAbstractButton, root: QWidget) -> str | None:
    text = _unmarked(button.text())
    if not text.strip() or _elided_on_purpose(button, text):
        return None
    width = button.fontMetrics().horizontalAdvance(text)
    if not button.icon().isNull():
        width += button.iconSize().width()
    if width > button.width() + SLACK:
        return f"{width} px wide in {button.width()}"
    if _clipped(button, root, QRect(0, 0, width, button.fontMetrics().height())):
        return f"shown {button.visibleRegion().boundingRect().size().toTuple()}"
    return None


def _cells_cut(view: QAbstractItemView) -> list[str]:
    cut = []
    metrics = view.fontMetrics()
    for index, text in visible_cells(view):
        room = view.visualRect(index)
        font = index.data(6)  # FontRole
        if font is not None:
            from PySide6.QtGui import QFontMetrics

            metrics = QFontMetrics(font)
        lines = text.split("\n")
        width = max(metrics.horizontalAdvance(line) for line in lines) + 6
        height = metrics.height() * len(lines)
        tip = index.data(3)  # ToolTipRole
        if (width > room.width() + SLACK or height > room.height() + SLACK) and tip != text:
            cut.append(f"cell {text!r}: {width}×{height} px in {room.width()}×{room.height()}")
        metrics = view.fontMetrics()
    return cut


def cut_texts(widget: QWidget) -> list[str]:
    """Every showing text of ``widget`` that does not fit, each with where and by how much."""
    cut = []
    for child in [widget, *widget.findChildren(QWidget)]:
        if not showing(child, widget):
            continue
        where = f"{type(child).__name__} {child.objectName() or ''}".strip()
        if isinstance(child, QLabel):
            problem = _label_cut(child, widget)
            if problem:
                cut.append(f"{where} {plain(child)!r}: {problem}")
        elif isinstance(child, QAbstractButton):
            problem = _button_cut(child, widget)
            if problem:
                cut.append(f"{where} {child.text()!r}: {problem}")
        elif isinstance(child, QAbstractItemView):
            cut += [f"{where} {line}" for line in _cells_cut(child)]
    return cut
