"""The rule "no visible text is cut", as geometry: every showing label, button, tab, dock
title, table heading and table cell has the room its words need (word-wrap aware), unless
it is deliberately elided with its whole text in its tooltip and its accessible name (a
cell: its tooltip; a tab never: its words are all a player sees of a dock's name). A widget
that paints its own words says how high they are at a width (``words_height(width)``).
Room is what the player sees: a widget pushed past its parent's edge is cut there, except
inside a scroll area, which scrolls to it.

``cut_texts(widget)`` walks ``widget`` and every showing widget under it and returns one
line per cut text (an empty list: nothing is cut); the window tests and the journey walker
share it. ``painted_cuts(widget)`` looks inside one widget that paints its own words: each
text it draws into a box too small for it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QPainter, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QDockWidget,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QTabBar,
    QTableView,
    QWidget,
)

SLACK = 1  # a pixel of rounding between the font's metrics and the drawn text
UNBOUNDED = 100_000


def cut_texts(widget: QWidget) -> list[str]:
    """Each text showing in ``widget`` (or under it) that its room cuts, described as
    ``'<kind> "<text>": needs W×H, has W×H'``."""
    problems: list[str] = []
    for each in [widget, *widget.findChildren(QWidget)]:
        if not each.isVisible() or each.window() is not widget.window():
            continue
        room = _visible_rect(each)
        if room.isEmpty():
            continue
        if isinstance(each, QLabel):
            problems += _label(each, room)
        elif isinstance(each, QAbstractButton):
            problems += _button(each, room)
        elif isinstance(each, QTabBar):
            problems += _tabs(each)
        elif isinstance(each, QHeaderView):
            problems += _header(each)
        elif isinstance(each, QTableView):
            problems += _cells(each)
        elif callable(getattr(each, "words_height", None)):
            problems += _painted(each, room)
        if isinstance(each, QDockWidget) and not each.titleBarWidget():
            problems += _dock_title(each)
    return problems


# ------------------------------------------------------------------ room
def _visible_rect(widget: QWidget) -> QRect:
    """The part of ``widget`` its ancestors leave in view, in its own coordinates; a scroll
    area's contents are in view (they scroll)."""
    rect = widget.rect()
    child, parent = widget, widget.parentWidget()
    offset = QPoint(0, 0)
    while parent is not None and not child.isWindow():
        offset += child.pos()
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and \
                parent is parent.parentWidget().viewport():
            return rect
        rect = rect.intersected(parent.rect().translated(-offset))
        child, parent = parent, parent.parentWidget()
    return rect


def _whole_text_kept(widget: QWidget, text: str) -> bool:
    """Deliberately elided: the whole text is the tooltip and the accessible name."""
    return bool(text) and text in widget.toolTip() and text in widget.accessibleName()


def _describe(kind: str, text: str, needed: tuple[int, int], room: tuple[int, int]) -> str:
    return f'{kind} "{text}": needs {needed[0]}×{needed[1]}, has {room[0]}×{room[1]}'


# ------------------------------------------------------------------ widgets
def _label(label: QLabel, visible: QRect) -> list[str]:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return []
    inner = label.contentsRect().intersected(visible)
    margin = label.margin()
    inner = inner.adjusted(margin, margin, -margin, -margin)
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        plain = document.toPlainText()
        if label.wordWrap():
            document.setTextWidth(inner.width())
            needed = (int(document.idealWidth()), int(document.size().height()))
        else:
            needed = (int(document.idealWidth()), int(document.size().height()))
    else:
        plain = text.replace("&&", "\0").replace("&", "").replace("\0", "&") \
            if label.buddy() is not None else text
        metrics = QFontMetrics(label.font())
        flags = int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0
        width = inner.width() if label.wordWrap() else UNBOUNDED
        box = metrics.boundingRect(QRect(0, 0, max(1, width), UNBOUNDED), flags, plain)
        needed = (box.width(), box.height())
    if needed[0] <= inner.width() + SLACK and needed[1] <= inner.height() + SLACK:
        return []
    if _whole_text_kept(label, plain) and label.text() != plain:
        return []
    return [_describe("label", plain, needed, (inner.width(), inner.height()))]


def _painted(widget: QWidget, visible: QRect) -> list[str]:
    """A widget that paints its own words says how high they are at a width
    (``words_height(width)``); it is cut when shorter."""
    needed = widget.words_height(widget.width())
    if needed <= visible.height() + SLACK:
        return []
    text = widget.accessibleDescription() or widget.accessibleName()
    return [_describe(type(widget).__name__, text, (widget.width(), int(needed)),
                      (visible.width(), visible.height()))]


def _shown(text: str) -> str:
    """A button's words as drawn: mnemonics' ampersands gone, a doubled one kept."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _button(button: QAbstractButton, visible: QRect) -> list[str]:
    text = _shown(button.text())
    if not text:
        return []
    metrics = QFontMetrics(button.font())
    box = metrics.boundingRect(QRect(0, 0, UNBOUNDED, UNBOUNDED), 0, text)
    needed = [box.width(), box.height()]
    if not button.icon().isNull():
        needed[0] += button.iconSize().width() + 4
    element = {QPushButton: QStyle.SubElement.SE_PushButtonContents,
               QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
               QRadioButton: QStyle.SubElement.SE_RadioButtonContents}
    kind = next((kind for kind in element if isinstance(button, kind)), None)
    if kind is not None:
        option = QStyleOptionButton()
        button.initStyleOption(option)
        inner = button.style().subElementRect(element[kind], option, button)
        if kind is QPushButton:  # the frame's own padding, as the style draws the label
            pad = button.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, button)
            inner = inner.adjusted(pad // 2, 0, -(pad // 2), 0)
    else:  # a tool button or another kind: as wide as its size hint asks
        hint = button.sizeHint()
        inner = button.rect().adjusted(0, 0, box.width() - hint.width(),
                                       box.height() - hint.height())
    inner = inner.intersected(visible)
    if needed[0] <= inner.width() + SLACK and needed[1] <= inner.height() + SLACK:
        return []
    if _whole_text_kept(button, text):
        return []
    return [_describe("button", text, tuple(needed), (inner.width(), inner.height()))]


def _tabs(bar: QTabBar) -> list[str]:
    """A tab narrower than its words: cut, whatever its tooltip says (Qt elides the tabs of
    docks stacked together, "H…" for History, and keeps each title as its tab's tooltip)."""
    problems = []
    for tab in range(bar.count()):
        text = _shown(bar.tabText(tab))
        rect = bar.tabRect(tab)
        wanted = bar.tabSizeHint(tab)
        if rect.width() + SLACK < wanted.width():
            problems.append(_describe("tab", text, (wanted.width(), wanted.height()),
                                      (rect.width(), rect.height())))
    return problems


def _dock_title(dock: QDockWidget) -> list[str]:
    title = _shown(dock.windowTitle())
    if not title or dock.isFloating():
        return []
    metrics = QFontMetrics(dock.font())
    buttons = sum(button.width() for button in dock.findChildren(QAbstractButton)
                  if button.parentWidget() is dock and button.isVisible())
    margin = dock.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin, None, dock)
    room = dock.width() - buttons - 2 * margin - 4
    needed = metrics.horizontalAdvance(title)
    if needed <= room + SLACK:
        return []
    return [_describe("dock title", title, (needed, metrics.height()), (room, metrics.height()))]


def _header(header: QHeaderView) -> list[str]:
    model = header.model()
    if model is None:
        return []
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    problems = []
    for logical in range(header.count()):
        if header.isSectionHidden(logical) or header.sectionSize(logical) == 0:
            continue
        text = model.headerData(logical, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not text:
            continue
        wanted = header.sectionSizeFromContents(logical)
        size = header.sectionSize(logical)
        needed, room = (wanted.width(), size) if horizontal else (wanted.height(), size)
        tip = model.headerData(logical, header.orientation(), Qt.ItemDataRole.ToolTipRole)
        if needed > room + SLACK and not (tip and str(text) in str(tip)):
            problems.append(_describe("heading", str(text), (wanted.width(), wanted.height()),
                                      (size, header.height()) if horizontal
                                      else (header.width(), size)))
    return problems


def _cells(view: QTableView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    viewport = view.viewport().rect()
    problems = []
    for row in range(model.rowCount(QModelIndex())):
        if view.isRowHidden(row):
            continue
        for column in range(model.columnCount(QModelIndex())):
            if view.isColumnHidden(column):
                continue
            index = model.index(row, column)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            rect = view.visualRect(index)
            if text in (None, "") or not rect.intersects(viewport):
                continue
            wanted = view.itemDelegateForIndex(index).sizeHint(_view_option(view, index), index)
            width_cut = wanted.width() > rect.width() + SLACK and not view.wordWrap()
            height_cut = wanted.height() > rect.height() + SLACK
            tip = index.data(Qt.ItemDataRole.ToolTipRole)
            if (width_cut or height_cut) and not (tip and str(text) in str(tip)):
                problems.append(_describe(f"cell ({row}, {column})", str(text),
                                          (wanted.width(), wanted.height()),
                                          (rect.width(), rect.height())))
    return problems


def _view_option(view: QTableView, index: QModelIndex):  # noqa: ANN202 - QStyleOptionViewItem
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(index)
    if view.wordWrap():
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    return option


def painted_cuts(widget: QWidget) -> list[str]:
    """Each text ``widget`` paints (``QPainter.drawText`` into a box, from Python) that its
    box cuts: wider than the box on one line, or taller than it wrapped. The box's own
    transformation is the painter's: an upright title is measured along its box."""
    drawn: list[tuple[QRectF, int, str, QFontMetricsF, QRectF, bool]] = []
    draw = QPainter.drawText

    def recorded(painter: QPainter, *args):  # noqa: ANN002, ANN202
        if len(args) >= 3 and isinstance(args[0], (QRect, QRectF)) and isinstance(args[2], str):
            flags = args[1] if isinstance(args[1], int) else int(args[1])
            transform = painter.transform()
            drawn.append((QRectF(args[0]), flags, args[2], QFontMetricsF(painter.font()),
                          transform.mapRect(QRectF(args[0])), transform.m12() != 0))
        return draw(painter, *args)

    QPainter.drawText = recorded
    try:
        widget.grab()
    finally:
        QPainter.drawText = draw
    problems = []
    bounds = QRectF(widget.rect()).adjusted(-SLACK, -SLACK, SLACK, SLACK)
    for box, flags, text, metrics, placed, turned in drawn:
        wrap = bool(flags & int(Qt.TextFlag.TextWordWrap))
        needed = metrics.boundingRect(QRectF(0, 0, box.width() if wrap else UNBOUNDED,
                                             UNBOUNDED), flags, text)
        shown = placed.intersected(bounds)  # the widget's edge cuts what lies beyond it
        if turned:  # drawn upright (a quarter turn): the box's sides swap on screen
            shown = QRectF(0, 0, shown.height(), shown.width())
        room = (min(box.width(), shown.width()), min(box.height(), shown.height()))
        if text.strip() and (needed.width() > room[0] + SLACK
                             or needed.height() > room[1] + SLACK):
            problems.append(_describe(f"{type(widget).__name__} text", text,
                                      (round(needed.width()), round(needed.height())),
                                      (round(room[0]), round(room[1]))))
    return problems
