"""View ▸ Sound: a checkable entry, remembered in the settings; the demo is silent."""

import pytest

from tests.ui.driver import TableDriver
from tests.ui.helpers import fast_settings, open_window
from zanzibar_desktop import app
from zanzibar_desktop.storage.settings import load_settings

pytestmark = pytest.mark.gui


def test_view_sound_turns_the_sounds_off_and_on_and_is_remembered(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    action = driver.action("sound")
    assert action.isCheckable() and action.isChecked()
    assert action.text() == "S&ound" and driver.sounds.enabled
    action.trigger()
    assert not driver.settings.sound and not driver.sounds.enabled
    assert load_settings()[0].sound is False
    action.trigger()
    assert driver.settings.sound and driver.sounds.enabled
    assert load_settings()[0].sound is True


def test_a_window_opens_with_sound_as_last_chosen(qtbot):
    settings = fast_settings()
    settings.sound = False
    window = open_window(qtbot, settings)
    driver = TableDriver(window)
    window.ensure_ready()
    assert not driver.action("sound").isChecked() and not driver.sounds.enabled


def test_the_demo_is_silent_unless_asked(qapp, monkeypatch):
    assert app.parse_arguments(["--demo"]).sound is False
    assert app.parse_arguments(["--demo", "--sound"]).sound is True
    made = []

    class Window:
        def __init__(self, settings, autosave, demo) -> None:  # noqa: ANN001
            made.append(settings)

        def show(self) -> None:
            pass

        def new_game(self, rules, specs) -> None:  # noqa: ANN001
            pass

    class App:
        def setWindowIcon(self, icon) -> None:  # noqa: ANN001
            pass

        def exec(self) -> int:
            return 0

    monkeypatch.setattr("zanzibar_desktop.app.MainWindow", Window)
    for flags, heard in (([], False), (["--sound"], True)):
        assert app._run_demo(App(), app.parse_arguments(["--demo", *flags])) == 0
        assert made[-1].sound is heard
