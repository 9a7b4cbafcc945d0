"""Dice drawn as dice: a throw is one picture with each face's pips, and a document gets the
pictures its HTML names."""

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QTextDocument

from zanzibar_desktop.paint.mini_dice import ACE, IVORY, PIP
from zanzibar_desktop.rulesheet.dice_pictures import (
    GAP,
    PIXELS,
    add_dice_pictures,
    dice_html,
    throw_picture,
)

pytestmark = pytest.mark.core

pytestmark = pytest.mark.core


def test_a_throw_is_one_picture_with_its_pips(qapp):
    image = throw_picture((1, 6, 5))
    assert image.width() > 3 * PIXELS and image.height() == PIXELS
    step = PIXELS * (1 + GAP)
    middle = PIXELS // 2
    assert QColor(image.pixel(middle, middle)) == ACE  # the ace's one red pip
    assert QColor(image.pixel(round(step + middle), middle)) == IVORY  # a six has no middle pip
    assert QColor(image.pixel(round(2 * step + middle), middle)) == PIP  # a five has one
    assert image.pixelColor(round(PIXELS * (1 + GAP / 2)), middle).alpha() == 0  # the gap


def test_a_document_gets_the_pictures_its_html_names(qapp):
    html = f"<p>{dice_html((6, 1, 1), 14)} beats {dice_html((2, 2, 2), 14)}</p>"
    document = QTextDocument()
    add_dice_pictures(document, html)
    image = QTextDocument.ResourceType.ImageResource.value
    assert document.resource(image, QUrl("dice:6-1-1")) is not None
    assert document.resource(image, QUrl("dice:2-2-2")) is not None
    assert document.resource(image, QUrl("dice:4-2-1")) is None
