"""The rule "nothing covers the game", as geometry: what the player reads to play (each die,
the hand to beat, the result panel) lies inside the felt and clear of what can come over it
(the coach's line, the hint, the docks: History, Scoreboard, Hands card), and no die lies over the
hand to beat or the result panel. The tests and
``make screenshots`` both check it."""

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QDockWidget

from tests.ui.driver import TableDriver
from zanzibar_desktop.paint.dice_painter import CORNERS


def _in_window(window, widget) -> QRect:  # noqa: ANN001
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def die_rects(window) -> list[QRect]:  # noqa: ANN001
    """Each die on the felt, as drawn (its eight corners projected), in window coordinates."""
    tray = TableDriver(window).tray
    painter = tray.dice_painter
    tray._fit()  # noqa: SLF001 - the painter placed as for the next paint
    origin = tray.mapTo(window, QPoint(0, 0))
    rects = []
    for die in tray.dice:
        if not die.visible:
            continue
        points = [painter.project(painter.world_point(die, corner)) for corner in CORNERS]
        xs, ys = [point.x() for point in points], [point.y() for point in points]
        box = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).toAlignedRect()
        rects.append(box.translated(origin))
    return rects


def covering(driver) -> list[str]:  # noqa: ANN001 - a TableDriver
    """What covers the game now, in words (an empty list: nothing)."""
    window = driver.window
    felt = driver.felt
    read = [(f"die {index + 1}", rect) for index, rect in enumerate(die_rects(window))]
    if felt.beat.isVisible():
        read.append(("the hand to beat", _in_window(window, felt.beat)))
    if driver.summary_showing():
        read.append(("the result panel", _in_window(window, driver.summary_panel)))
    over = []
    if felt.coach_line.isVisible():
        over.append(("the coach's line", _in_window(window, felt.coach_line)))
    if felt.hint.isVisible():
        over.append(("the hint", _in_window(window, felt.hint)))
    for dock in window.findChildren(QDockWidget):  # History, Scoreboard, Hands card
        if dock.isVisible() and not dock.isFloating():
            over.append((dock.windowTitle(), dock.geometry()))
    tray = _in_window(window, driver.tray)
    problems = [f"{name} is off the felt {rect} ⊄ {tray}" for name, rect in read
                if not tray.contains(rect)]
    problems += [f"{name} {rect} is under {other} {place}" for name, rect in read
                 for other, place in over if rect.intersects(place)]
    dice = [(name, rect) for name, rect in read if name.startswith("die")]
    problems += [f"{name} {rect} is over {other} {place}" for name, rect in dice
                 for other, place in read if not other.startswith("die")
                 and rect.intersects(place)]
    return problems
