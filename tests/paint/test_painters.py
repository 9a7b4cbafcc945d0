"""The die and chip painters, on a picture: no widget is needed to draw a die, a flat die or
a stack of chips (the table, the rule sheet and the icon all use them)."""

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from zanzibar_desktop.paint.chips import chip_thickness, paint_stack
from zanzibar_desktop.paint.dice_motion import resting
from zanzibar_desktop.paint.dice_painter import DicePainter, DieState
from zanzibar_desktop.paint.mini_dice import ACE, IVORY, PIP, paint_mini_dice, paint_mini_die

pytestmark = pytest.mark.core


def picture(width: int, height: int) -> tuple[QImage, QPainter]:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image, QPainter(image)


def is_red(colour: QColor) -> bool:
    return colour.red() > 120 and colour.green() < 80 and colour.blue() < 80


def die_on_top(value: int) -> tuple[QImage, DicePainter, DieState]:
    image, painter = picture(300, 220)
    dice = DicePainter()
    dice.resize(300, 220)
    die = DieState(orientation=resting(value))
    dice.paint_dice(painter, [die])
    painter.end()
    return image, dice, die


def test_a_die_shows_its_red_ace_on_top_and_a_six_none(qapp):
    ace, dice, die = die_on_top(1)
    top = dice.project(dice.world_point(die, (0.0, 0.0, 0.5))).toPoint()
    assert is_red(ace.pixelColor(top))
    six, _, _ = die_on_top(6)
    centre = six.pixelColor(top)
    assert centre.alpha() == 255 and not is_red(centre) and centre.lightness() > 150  # ivory


def test_a_click_finds_the_die_under_it(qapp):
    _, dice, die = die_on_top(3)
    centre = dice.project(dice.world_point(die, (0.0, 0.0, 0.0)))
    assert dice.hit_test([die], centre) == 0
    assert dice.hit_test([die], QPointF(2, 2)) is None
    die.visible = False
    assert dice.hit_test([die], centre) is None


@pytest.mark.parametrize(("face", "colour"), [(1, ACE), (5, PIP), (6, IVORY)])
def test_a_flat_die_has_its_middle_pip_or_none(qapp, face, colour):
    image, painter = picture(64, 64)
    paint_mini_die(painter, QRectF(0, 0, 64, 64), face)
    painter.end()
    assert image.pixelColor(32, 32) == colour


def test_flat_dice_in_a_row_end_where_they_say(qapp):
    image, painter = picture(200, 40)
    right = paint_mini_dice(painter, 10, 5, 20, (6, 5, 4))
    painter.end()
    assert right == pytest.approx(10 + 3 * 20 + 2 * 5)
    assert image.pixelColor(int(right) + 3, 15).alpha() == 0  # nothing drawn past the last die


def test_a_stack_grows_with_its_chips_and_every_stack_shares_one_scale(qapp):
    thickness = chip_thickness(60, 20)
    assert thickness == chip_thickness(60, 20) == 3.0
    assert chip_thickness(60, 1000) == 1.2 and chip_thickness(60, 1) == 4.0  # within bounds
    image, painter = picture(80, 120)
    one = paint_stack(painter, QPointF(40, 110), 1, 30, thickness)
    five = paint_stack(painter, QPointF(40, 110), 5, 30, thickness)
    painter.end()
    assert five.height() - one.height() == pytest.approx(4 * thickness)
    assert five.bottom() == one.bottom() == 110
    assert image.pixelColor(40, 105).alpha() == 255
