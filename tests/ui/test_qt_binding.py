"""Guards against a broken Qt binding: PySide6 6.12.0 loses a reference to None on each
void method call, which aborts Python 3.11 mid-game while the dice are drawn."""

import sys

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

pytestmark = pytest.mark.core


def test_void_methods_keep_none_alive():
    before = sys.getrefcount(None)
    path = QPainterPath()
    for _ in range(2000):
        path.moveTo(QPointF(1, 2))
        path.lineTo(QPointF(2, 3))
    assert sys.getrefcount(None) >= before - 100
