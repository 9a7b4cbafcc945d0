"""The desktop window opens with the game's name (offscreen)."""

from zanzibar_desktop.main_window import MainWindow


def test_the_window_is_titled_zanzibar(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Zanzibar"
