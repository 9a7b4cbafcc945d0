"""A themed plot leaves no window behind: pyqtgraph's right-click menus, made parentless,
outlived the plot until the cycle collector freed them, at any allocation — once inside
``QApplication.topLevelWidgets()`` while it listed them, and the journey walker crashed
there whenever a Statistics window had been closed with its skill chart."""


import pytest
import shiboken6
from PySide6.QtWidgets import QWidget

from tests.ui.helpers import top_level_windows, windows_left
from zanzibar_desktop.ui.charts.plot_theme import themed_plot

pytestmark = pytest.mark.gui


def test_a_plots_menus_go_with_it(qapp):  # noqa: ANN001 - pytest-qt's application
    before = top_level_windows()
    parent = QWidget()
    plot, legend, room = themed_plot(parent)
    held = [plot, legend, room]
    held.append(held)  # as a window's objects hold one another: freed by the collector only
    del plot, legend, room, held
    assert windows_left(before, lambda: shiboken6.delete(parent)) == []
