"""The player's settings at the table: saved when they change (saying so when they cannot
be), the animation settings on the dice and the chips, the View menu checked as they are.
A demo's settings are the player's own: it plays with them and never saves them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...storage.errors import StorageError
from ...storage.settings import save_settings
from ..texts import tr_text

if TYPE_CHECKING:
    from ...storage.settings import Settings
    from ..table.dice_tray import DiceTray
    from ..table.felt import Felt
    from .menus import WindowMenus


class SettingsKeeper(QObject):
    said = Signal(object)  # a message for the player (a function that makes it)

    def __init__(self, settings: Settings, demo: bool, tray: DiceTray, menus: WindowMenus,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.demo = demo
        self.tray = tray
        self.menus = menus
        self.felt: Felt | None = None  # the chips' felt, once made (``attach_felt``)
        menus.settings_changed.connect(self._changed)
        self.apply()

    def attach_felt(self, felt: Felt) -> None:
        self.felt = felt
        self.apply()

    def computer_delay(self) -> int:
        """The computers' pace: at once in a demo shown at the instant speed."""
        settings = self.settings
        instant = settings.animation_speed == "instant" and self.demo
        return 0 if instant else settings.computer_delay_ms

    def save(self) -> None:
        if self.demo:
            return
        try:
            save_settings(self.settings)
        except StorageError as error:
            reason = error.text
            self.said.emit(lambda: self.tr("Your settings could not be saved: {reason}.").format(
                reason=tr_text(reason)))

    def apply(self) -> None:
        """The animation settings on the dice and the chips; the View menu checked so."""
        settings = self.settings
        self.tray.speed = settings.animation_speed
        self.tray.reduced_motion = settings.reduced_motion
        if self.felt is not None:
            self.felt.set_motion(settings.animation_speed, settings.reduced_motion)
        self.menus.show_settings()

    def _changed(self) -> None:
        """A View entry changed the settings: they take effect, and are saved."""
        self.apply()
        if not self.settings.coach and self.felt is not None:
            self.felt.show_coach(None)
        self.save()
