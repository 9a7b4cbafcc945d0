"""No visible text is cut: ``cut_texts(widget)`` names every showing label, button and
table cell of ``widget`` whose words do not fit their room, unless the text is elided on
purpose (it ends with … and its whole text is the tooltip and the accessible name).

The same API as tests/ui/cut_text.py of the screens work (branch part-screens), which the
walker uses once both are merged (tests/journeys/invariants.py imports it in one place).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QLabel,
    QWidget,
)

from tests.journeys.texts import plain, showing, visible_cells

SLACK = 1  # a pixel of rounding between the font's measure and the layout's
CELL_MARGIN = 3  # the room a table's cell keeps each side of its words (Qt's item margin)


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
    """Each cell's words in its room: wrapped at its width when the view wraps them (then
    only the height can run short), on their lines otherwise."""
    cut = []
    wraps = getattr(view, "wordWrap", lambda: False)()
    for index, text in visible_cells(view):
        room = view.visualRect(index)
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font) if font is not None else view.fontMetrics()
        inner = room.adjusted(CELL_MARGIN, 0, -CELL_MARGIN, 0)
        if wraps:
            needed = metrics.boundingRect(QRect(0, 0, inner.width(), 100_000),
                                          int(Qt.TextFlag.TextWordWrap), text).size()
        else:
            needed = metrics.boundingRect(QRect(0, 0, 100_000, 100_000), 0, text).size()
        tip = index.data(Qt.ItemDataRole.ToolTipRole)
        if (needed.width() > inner.width() + SLACK or needed.height() > room.height() + SLACK) \
                and tip != text:
            cut.append(f"cell {text!r}: {needed.width()}×{needed.height()} px in "
                       f"{inner.width()}×{room.height()}")
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
