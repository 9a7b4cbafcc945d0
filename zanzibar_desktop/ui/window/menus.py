"""The window's menus, and what the View and Help entries do.

Game entries (new, open, save…) and the history are the window's to connect; View entries
change the player's settings (animation, pace, sound, coach, language) and say so with
``settings_changed``; Help entries open the rule sheet, the hand chart, the keyboard
shortcuts and the About box over the game in ``session``. Every entry's words are set in
:meth:`WindowMenus.retranslate_ui`, again on each language change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenuBar, QWidget

from ...i18n import install_language, system_language
from ..modal import run_modal
from ..retranslate import translate_ui
from . import later

if TYPE_CHECKING:
    from ...session.game_session import GameSession
    from ...sound import SoundPlayer
    from ...storage.settings import Settings

# Each language named in its own words (never translated).
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
SPEEDS = ("normal", "fast", "instant")
DELAYS_MS = (1400, 700, 250)  # slow, normal, quick


def open_after(action: QAction, slot: Callable[[], object], owner: QObject) -> None:
    """Connect a menu entry whose ``slot`` opens a modal dialog: the entry returns to its
    caller at once — a screen reader's action call, a shortcut, a click — and the dialog
    opens from the event loop just after (``owner`` gone by then, it never opens). Run inside
    the entry, the dialog's own loop would keep the caller waiting until it closed."""
    action.triggered.connect(lambda: QTimer.singleShot(0, owner, slot))


class WindowMenus(QObject):
    """The menus of ``bar``. The menus exist at once (the first frame shows their titles);
    their entries are made by :meth:`build`, right after the first frame. ``parent`` owns the
    dialogs the Help entries open."""

    settings_changed = Signal()  # a View entry changed the settings: apply and save them
    hands_card_wanted = Signal()  # Help ▸ Hands asked for the card beside the felt

    def __init__(self, bar: QMenuBar, settings: Settings, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.settings = settings
        self.session: GameSession | None = None  # the game the entries act on (build)
        self.sounds: SoundPlayer | None = None  # the View ▸ Sound entry's player (build)
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.built = False
        translate_ui(self)

    def _action(self, menu, shortcut, slot, dialog: bool = False) -> QAction:  # noqa: ANN001
        """An entry of ``menu``; ``dialog``: its ``slot`` opens a modal dialog (open_after)."""
        action = menu.addAction("")
        if shortcut is not None:
            action.setShortcut(shortcut)
        if slot is not None and dialog:
            open_after(action, slot, self)
        elif slot is not None:
            action.triggered.connect(slot)
        return action

    def build(self, session: GameSession) -> None:
        """The entries, acting on the game in ``session``, and the sound player; the Game
        entries, the history and the hint are the window's to connect."""
        self.session = session
        # The device opens at the first sound, never here.
        self.sounds = later.sound.SoundPlayer(enabled=self.settings.sound)
        game_menu = self.game_menu
        self.new_action = self._action(game_menu, QKeySequence.StandardKey.New, None)
        self.open_action = self._action(game_menu, QKeySequence.StandardKey.Open, None)
        self.save_action = self._action(game_menu, QKeySequence.StandardKey.Save, None)
        self.save_as_action = self._action(game_menu, QKeySequence.StandardKey.SaveAs, None)
        game_menu.addSeparator()
        self.rules_action = self._action(game_menu, None, self.on_rules_in_play, dialog=True)
        self.review_action = self._action(game_menu, QKeySequence("Ctrl+R"), None)
        self.statistics_action = self._action(game_menu, None, None)
        self.practice_action = self._action(game_menu, None, self.on_practice, dialog=True)
        game_menu.addSeparator()
        self.quit_action = self._action(game_menu, QKeySequence.StandardKey.Quit, None)
        view_menu = self.view_menu
        self.history_action = self._action(view_menu, QKeySequence("Ctrl+Shift+H"), None)
        self.history_action.setCheckable(True)
        self._docks_end = view_menu.addSeparator()  # the docks' own entries come before it
        self.speed_menu = view_menu.addMenu("")
        self.speed_group = QActionGroup(self)  # one of three: radio items
        self.speed_actions = {}
        for speed in SPEEDS:
            action = self._action(self.speed_menu, None,
                                  lambda _=False, speed=speed: self.set_speed(speed))
            action.setCheckable(True)
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.reduced_motion_action = self._action(view_menu, None, None)
        self.reduced_motion_action.setCheckable(True)
        self.reduced_motion_action.toggled.connect(self.set_reduced_motion)
        self.pace_menu = view_menu.addMenu("")
        self.pace_group = QActionGroup(self)
        self.delay_actions = {}
        for delay in DELAYS_MS:
            action = self._action(self.pace_menu, None,
                                  lambda _=False, delay=delay: self.set_computer_delay(delay))
            action.setCheckable(True)
            self.pace_group.addAction(action)
            self.delay_actions[delay] = action
        self.sound_action = self._action(view_menu, None, self.set_sound)  # the player's click
        self.sound_action.setCheckable(True)
        self.coach_action = self._action(view_menu, None, self.set_coach)
        self.coach_action.setCheckable(True)
        view_menu.addSeparator()
        self.language_menu = view_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for code in ("", *LANGUAGE_NAMES):
            action = self._action(self.language_menu, None,
                                  lambda _=False, code=code: self.set_language(code))
            action.setCheckable(True)
            action.setChecked(code == self.settings.language)
            self.language_group.addAction(action)
            self.language_actions[code] = action
        help_menu = self.help_menu
        self.rule_sheet_action = self._action(help_menu, QKeySequence(Qt.Key.Key_F1),
                                              self.on_rule_sheet, dialog=True)
        self.hint_action = self._action(help_menu, QKeySequence(Qt.Key.Key_H), None)
        self.hands_action = self._action(help_menu, QKeySequence("Ctrl+H"), self.on_hand_chart,
                                         dialog=True)
        self.keys_action = self._action(help_menu, None, self.on_keyboard_help, dialog=True)
        self.learn_action = self._action(help_menu, None, None)  # the window's: the table
        help_menu.addSeparator()
        self.about_action = self._action(help_menu, None, self.on_about, dialog=True)
        self.built = True
        self.retranslate_ui()  # the entries' words, now that they exist
        self.show_settings()

    def add_dock_entries(self, *actions: QAction) -> None:
        """The docks' own entries (View ▸ Scoreboard, Hands card), after History, in order."""
        self.view_menu.insertActions(self._docks_end, list(actions))

    def retranslate_ui(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        if not self.built:
            return
        texts = (
            (self.new_action, self.tr("&New…")), (self.open_action, self.tr("&Open…")),
            (self.save_action, self.tr("&Save")), (self.save_as_action, self.tr("Save &As…")),
            (self.rules_action, self.tr("&Rules in play…")), (self.quit_action, self.tr("&Quit")),
            (self.review_action, self.tr("Re&view…")),
            (self.statistics_action, self.tr("S&tatistics…")),
            (self.practice_action, self.tr("&Practice…")),
            (self.history_action, self.tr("&History")),
            (self.speed_actions["normal"], self.tr("&Normal", "animation speed")),
            (self.speed_actions["fast"], self.tr("&Fast", "animation speed")),
            (self.speed_actions["instant"], self.tr("&Instant", "animation speed")),
            (self.reduced_motion_action, self.tr("&Reduced motion")),
            (self.delay_actions[1400], self.tr("&Slow", "computer pace")),
            (self.delay_actions[700], self.tr("&Normal", "computer pace")),
            (self.delay_actions[250], self.tr("&Quick", "computer pace")),
            (self.sound_action, self.tr("S&ound")),
            (self.coach_action, self.tr("&Coach")),
            (self.language_actions[""], self.tr("&System language")),
            (self.rule_sheet_action, self.tr("&Rule sheet…")),
            (self.hint_action, self.tr("H&int")),
            (self.hands_action, self.tr("&Hands")),
            (self.keys_action, self.tr("&Keyboard shortcuts")),
            (self.learn_action, self.tr("&Learn to play…")),
            (self.about_action, self.tr("&About Zanzibar Desktop")),
        )
        for action, text in texts:
            action.setText(text)
        for code, name in LANGUAGE_NAMES.items():
            self.language_actions[code].setText(name)  # each language in its own words
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        self.pace_menu.setTitle(self.tr("Computer &pace"))
        self.language_menu.setTitle(self.tr("&Language"))

    def enable_for_game(self, has_game: bool, demo: bool) -> None:
        """Saving needs a game (and is not offered in the demo); so do the rules in play."""
        if not self.built:
            return
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(has_game and not demo)
        self.rules_action.setEnabled(has_game)
        self.review_action.setEnabled(has_game)

    # ------------------------------------------------------------ View
    def show_settings(self) -> None:
        """The View entries checked as the settings are."""
        if not self.built:
            return
        settings = self.settings
        for speed, action in self.speed_actions.items():
            action.setChecked(speed == settings.animation_speed)
        self.reduced_motion_action.setChecked(settings.reduced_motion)
        for delay, action in self.delay_actions.items():
            action.setChecked(delay == settings.computer_delay_ms)
        self.sound_action.setChecked(settings.sound)
        self.coach_action.setChecked(settings.coach)

    def _change(self, **values: object) -> None:
        for name, value in values.items():
            setattr(self.settings, name, value)
        self.show_settings()
        self.settings_changed.emit()

    def set_speed(self, speed: str) -> None:
        self._change(animation_speed=speed)

    def set_reduced_motion(self, on: bool) -> None:
        self._change(reduced_motion=on)  # the dice and the chips alike

    def set_sound(self, on: bool) -> None:
        """View ▸ Sound: the dice and chips heard or not, from the next sound on."""
        self.sounds.enabled = on
        self._change(sound=on)

    def set_coach(self, on: bool) -> None:
        """View ▸ Coach: after each of the player's choices, a line when it cost something."""
        self._change(coach=on)

    def set_computer_delay(self, delay: int) -> None:
        if self.session.controller is not None:
            self.session.controller.computer_delay_ms = delay
        self._change(computer_delay_ms=delay)

    def set_language(self, code: str) -> None:
        """View ▸ Language: switch at once; every window follows through LanguageChange."""
        self._change(language=code)
        install_language(code or system_language())

    # ------------------------------------------------------------ Game ▸ Rules in play, Help
    def _rules_in_play(self):  # noqa: ANN202
        game = self.session.game
        return None if game is None else game.rules

    def on_rules_in_play(self) -> None:
        if self.session.game is None:
            return
        run_modal(later.variant_dialog.VariantDialog(self._rules_in_play(), read_only=True,
                                                     parent=self.parent_widget))

    def on_rule_sheet(self) -> None:
        game = self.session.game
        players = [] if game is None else [spec.name for spec in game.players]
        run_modal(later.rule_sheet_dialog.RuleSheetDialog(self._rules_in_play(), players,
                                                          self.parent_widget))

    def on_hand_chart(self) -> None:
        presets = later.presets.PRESETS
        preset = presets.get(self.settings.last_rules, presets["zanzibar"])
        rules = self._rules_in_play() or preset.rules
        dialog = later.hand_chart.HandChartDialog(
            rules, later.rule_sheet.sheet_title(rules, QCoreApplication.translate),
            self.parent_widget)
        dialog.keep_beside.connect(self.hands_card_wanted)
        run_modal(dialog)

    def on_practice(self) -> None:
        later.practice_dialog.open_practice(self.parent_widget)

    def on_keyboard_help(self) -> None:
        later.help_dialogs.show_keyboard_shortcuts(self.parent_widget)

    def on_about(self) -> None:
        later.help_dialogs.show_about(self.parent_widget)
