"""The "no visible text is cut" checks catch what they name: a label, a button, a wrapped
paragraph, a table cell and a painted title each cut on purpose, and leave alone what is
whole, scrolled, or deliberately elided with its whole text kept."""

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QScrollArea,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tests.ui.cut_text import cut_texts, painted_cuts

pytestmark = pytest.mark.gui

WORDS = "Marcel, fiche of fives, in 1 throw"


def _shown(qtbot, widget: QWidget, width: int, height: int) -> QWidget:  # noqa: ANN001
    holder = QWidget()
    qtbot.addWidget(holder)
    widget.setParent(holder)
    widget.setGeometry(0, 0, width, height)
    holder.resize(600, 400)  # room to grow into
    holder.show()
    qtbot.waitExposed(holder)
    return holder


def test_a_label_narrower_than_its_words_is_cut_and_a_wide_one_is_not(qtbot):
    label = QLabel(WORDS)
    holder = _shown(qtbot, label, 60, 30)
    assert len(cut_texts(holder)) == 1 and WORDS in cut_texts(holder)[0]
    label.resize(label.sizeHint().width(), 30)
    assert cut_texts(holder) == []


def test_a_wrapped_paragraph_shorter_than_its_lines_is_cut(qtbot):
    label = QLabel(" ".join([WORDS] * 6))
    label.setWordWrap(True)
    holder = _shown(qtbot, label, 150, 20)
    assert len(cut_texts(holder)) == 1
    label.resize(150, label.heightForWidth(150))
    assert cut_texts(holder) == []


def test_a_label_past_its_parents_edge_is_cut_there(qtbot):
    label = QLabel(WORDS)
    holder = _shown(qtbot, label, 400, 30)
    holder.resize(60, 30)  # the label keeps its width; the holder's edge cuts it
    qtbot.waitUntil(lambda: holder.width() == 60)
    assert len(cut_texts(holder)) == 1


def test_elided_words_with_the_whole_text_kept_are_not_cut(qtbot):
    label = QLabel(WORDS)
    holder = _shown(qtbot, label, 60, 30)
    label.setText("Marcel…")
    label.setToolTip(WORDS)
    label.setAccessibleName(WORDS)
    assert cut_texts(holder) == []


def test_a_button_narrower_than_its_words_is_cut(qtbot):
    button = QPushButton("Skip to my turn")
    holder = _shown(qtbot, button, 50, 36)
    assert len(cut_texts(holder)) == 1 and "Skip to my turn" in cut_texts(holder)[0]
    button.resize(button.sizeHint())
    assert cut_texts(holder) == []


def test_a_tab_narrower_than_its_words_is_cut_even_with_them_as_its_tooltip(qtbot):
    """Qt elides the tabs of docks stacked together ("H…" for History) and keeps each title
    as its tab's tooltip: a dock's name the player cannot read."""
    bar = QTabBar()
    bar.setElideMode(Qt.TextElideMode.ElideRight)
    for title in ("Scoreboard", "History", "Hands card"):
        bar.setTabToolTip(bar.addTab(title), title)
    holder = _shown(qtbot, bar, 120, 30)
    assert any('tab "History"' in problem for problem in cut_texts(holder))
    bar.resize(bar.sizeHint())
    assert cut_texts(holder) == []


def test_what_a_scroll_area_holds_scrolls_rather_than_cut(qtbot):
    area = QScrollArea()
    inner = QWidget()
    column = QVBoxLayout(inner)
    column.addWidget(QLabel(WORDS))
    area.setWidget(inner)
    holder = _shown(qtbot, area, 80, 60)
    assert cut_texts(holder) == []


def test_a_table_cell_narrower_than_its_words_is_cut(qtbot):
    model = QStandardItemModel(1, 1)
    model.setItem(0, 0, QStandardItem(WORDS))
    model.setHorizontalHeaderLabels(["Hand"])
    view = QTableView()
    view.setModel(model)
    view.setWordWrap(False)
    holder = _shown(qtbot, view, 300, 120)
    view.setColumnWidth(0, 40)
    assert any(WORDS in problem for problem in cut_texts(holder))
    view.resizeColumnsToContents()
    assert cut_texts(holder) == []


class _Titled(QWidget):
    """Paints a title into a box of ``room`` pixels."""

    def __init__(self, room: float) -> None:
        super().__init__()
        self.room = room

    def paintEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        del event
        painter = QPainter(self)
        painter.drawText(QRectF(0, 0, self.room, 20), Qt.AlignmentFlag.AlignLeft, WORDS)
        painter.end()


def test_a_painted_text_wider_than_its_box_is_cut(qtbot):
    narrow, wide = _Titled(40), _Titled(400)
    for widget in (narrow, wide):
        qtbot.addWidget(widget)
        widget.resize(420, 30)
    assert len(painted_cuts(narrow)) == 1 and painted_cuts(wide) == []
