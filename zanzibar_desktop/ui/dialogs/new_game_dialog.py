"""The New game dialog: 2 to 8 seats (name, human or computer level), the rules (a preset,
the player's saved rules or rules edited for this game) and the game's length.

Names are checked by the engine's own seating rules; the message appears under the table
and OK stays disabled until the table can be seated.
"""

from dataclasses import dataclass
from typing import Self

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.ai.levels import LEVELS
from ...engine.errors import PlayersError
from ...engine.families import DEFAULT_LENGTH, LENGTH_NAMES
from ...engine.lengths import (
    NO_LENGTHS_REASON,
    GameLength,
    closest_length,
    length_line,
    length_of,
    length_text,
    lengths,
    preset_of,
    with_length,
)
from ...engine.players import (
    COMPUTER_NAMES,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PlayerSpec,
    seat_players,
)
from ...engine.presets import PRESETS, rules_title
from ...engine.rules import Rules, family_title
from ...storage.custom_presets import CustomPresets
from ...storage.settings import Settings, TableSeat
from ..modal import modal
from ..texts import tr_text
from ..wheel_guard import ComboBox
from .variant_dialog import VariantDialog


@dataclass(frozen=True)
class RulesEntry:
    """One entry of the rules list: a preset, the player's saved rules ("mine") or rules
    edited for this game only ("unsaved")."""

    kind: str
    rules: Rules


def _index_of(box: QComboBox, data: object) -> int:
    """The first entry of ``box`` holding ``data`` (compared as Python values), or -1."""
    return next((index for index in range(box.count()) if box.itemData(index) == data), -1)


class NewGameDialog(QDialog):
    """``length`` is the length last chosen (short, classic or long): the presets are played
    to it, or to the closest they have; rules of the player's own keep theirs unless the
    player picks another. :meth:`length_name` is the one to remember."""

    @classmethod
    def offering(cls, settings: Settings, parent: QWidget | None = None) -> Self:
        """The dialog as Game ▸ New opens it: the player's last rules, length and table."""
        return cls(settings.last_table, settings.last_rules, parent, length=settings.game_length)

    def __init__(self, seats: list[TableSeat], rules_name: str,
                 parent: QWidget | None = None, length: str = DEFAULT_LENGTH) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(520)
        self.store = CustomPresets()
        self.chosen_length = length if length in LENGTH_NAMES else DEFAULT_LENGTH
        self.unsaved: list[Rules] = []  # rules edited for this game and not saved
        self.rules_box = ComboBox()
        self.length_box = ComboBox()
        self._fill_rules_box(rules_name)
        self.rules_description = QLabel()
        self.rules_description.setTextFormat(Qt.TextFormat.PlainText)
        self.rules_description.setWordWrap(True)
        self.rules_box.currentIndexChanged.connect(lambda _: self._show_lengths())
        self.length_box.activated.connect(self._on_length_chosen)
        self.length_box.currentIndexChanged.connect(self._describe_rules)
        self.customize_button = QPushButton(self.tr("&Customize…"))
        self.customize_button.clicked.connect(self.on_customize)
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules_box, 1)
        rules_row.addWidget(self.customize_button)
        form = QFormLayout()
        rules_label = QLabel(self.tr("&Rules:"))
        rules_label.setBuddy(self.rules_box)  # Alt+R goes to the rules
        form.addRow(rules_label, rules_row)
        length_label = QLabel(self.tr("&Length:"))
        length_label.setBuddy(self.length_box)
        self.length_box.setAccessibleName(self.tr("Length"))
        form.addRow(length_label, self.length_box)
        form.addRow("", self.rules_description)
        if self.store.problem is not None:  # the player's saved rules file was bad
            self.presets_problem = QLabel(tr_text(self.store.problem))
            self.presets_problem.setTextFormat(Qt.TextFormat.PlainText)
            self.presets_problem.setWordWrap(True)
            self.presets_problem.setStyleSheet("color: #c0392b;")
            form.addRow("", self.presets_problem)

        self.grid = QGridLayout()
        self.grid.addWidget(QLabel(self.tr("Name")), 0, 0)
        self.grid.addWidget(QLabel(self.tr("Played by")), 0, 1)
        self.rows: list[tuple[QLineEdit, QComboBox, QPushButton]] = []
        self.add_button = QPushButton(self.tr("&Add a player"))
        self.add_button.clicked.connect(self.add_computer)
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: palette(highlight); font-weight: bold;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(self.grid)
        buttons_row = QHBoxLayout()
        buttons_row.addWidget(self.add_button)
        buttons_row.addStretch()
        layout.addLayout(buttons_row)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        for seat in seats[:MAX_PLAYERS]:
            self.add_seat(seat)
        while len(self.rows) < MIN_PLAYERS:
            self.add_computer()
        self._show_lengths()
        self.validate()

    def add_computer(self) -> None:
        """Add a Regular computer seat, named after the first computer name not yet taken."""
        taken = {name.text().strip().casefold() for name, _, _ in self.rows}
        name = next((name for name in COMPUTER_NAMES if name.casefold() not in taken),
                    self.tr("Player {number}").format(number=len(self.rows) + 1))
        self.add_seat(TableSeat(name, "regular"))
        self._grow_later()

    def add_seat(self, seat: TableSeat) -> None:
        if len(self.rows) >= MAX_PLAYERS:
            return
        name = QLineEdit(seat.name)
        name.setMaxLength(MAX_NAME_LENGTH + 10)  # longer names get the clear message
        name.setPlaceholderText(self.tr("Player name"))
        kind = ComboBox()
        kind.addItem(self.tr("Human"), None)
        for level in LEVELS.values():
            kind.addItem(self.tr("Computer: {level}").format(level=tr_text(level.title)),
                         level.name)
        kind.setCurrentIndex(max(0, kind.findData(seat.level)))
        remove = QPushButton(self.tr("Remove"))
        row = len(self.rows) + 1
        self.grid.addWidget(name, row, 0)
        self.grid.addWidget(kind, row, 1)
        self.grid.addWidget(remove, row, 2)
        entry = (name, kind, remove)
        self.rows.append(entry)
        self._name_rows()
        name.textChanged.connect(self.validate)
        kind.currentIndexChanged.connect(self.validate)
        remove.clicked.connect(lambda: self.remove_seat(entry))
        self.validate()

    def remove_seat(self, entry: tuple[QLineEdit, QComboBox, QPushButton]) -> None:
        if len(self.rows) <= MIN_PLAYERS:
            return
        self.rows.remove(entry)
        for widget in entry:
            self.grid.removeWidget(widget)
            widget.deleteLater()
        for row, widgets in enumerate(self.rows, start=1):
            for column, widget in enumerate(widgets):
                self.grid.addWidget(widget, row, column)
        self._name_rows()
        self.validate()

    def _name_rows(self) -> None:
        """Each seat's fields named for screen readers by its number (the column headings
        above them are plain labels, which name nothing)."""
        for number, (name, kind, remove) in enumerate(self.rows, start=1):
            name.setAccessibleName(self.tr("Name of player {number}").format(number=number))
            kind.setAccessibleDescription(
                self.tr("Who plays player {number}").format(number=number))
            remove.setAccessibleDescription(
                self.tr("Remove player {number}").format(number=number))

    # ------------------------------------------------------------ rules and length
    def _fill_rules_box(self, select: str) -> None:
        """The presets, the player's saved rules (My rules) and the rules edited for this
        game only; the entry named ``select`` is chosen (the first when none is)."""
        self.rules_box.blockSignals(True)
        self.rules_box.clear()
        for preset in PRESETS.values():
            self.rules_box.addItem(tr_text(preset.title), RulesEntry("preset", preset.rules))
        for name, rules in self.store.presets.items():
            self.rules_box.addItem(self.tr("My rules: {name}").format(name=name),
                                   RulesEntry("mine", rules))
        for rules in self.unsaved:
            self.rules_box.addItem(self.tr("For this game: {name}").format(
                name=rules_title(rules.name, QCoreApplication.translate)), RulesEntry("unsaved", rules))
        names = [self.rules_box.itemData(index).rules.name
                 for index in range(self.rules_box.count())]
        self.rules_box.setCurrentIndex(names.index(select) if select in names else 0)
        self.rules_box.blockSignals(False)

    def base_rules(self) -> Rules:
        """The rules chosen in the list, before the length."""
        return self.rules_box.currentData().rules

    def _show_lengths(self, length: GameLength | None = None) -> None:
        """The lengths the chosen rules can be played to: a preset is played to the length
        last chosen (or ``length``); other rules to their own."""
        entry = self.rules_box.currentData()
        rules = entry.rules
        named = lengths(rules)
        own = length_of(rules)
        self.length_box.blockSignals(True)
        self.length_box.clear()
        for named_length in named:
            self.length_box.addItem(tr_text(named_length.title), named_length)
        if own is None:  # a length of their own, without a name: theirs stays on offer
            self.length_box.addItem(self.tr("As these rules say: {length}").format(
                length=tr_text(length_text(rules))), None)
        if length is None:
            length = closest_length(rules, self.chosen_length) if entry.kind == "preset" else own
        self.length_box.setCurrentIndex(max(0, _index_of(self.length_box, length)))
        self.length_box.blockSignals(False)
        self.length_box.setEnabled(bool(named))
        self.length_box.setToolTip("" if named else tr_text(NO_LENGTHS_REASON))
        self._describe_rules()

    def _on_length_chosen(self, index: int) -> None:
        length = self.length_box.itemData(index)
        if length is not None:  # the player's choice: kept for the next game
            self.chosen_length = length.name

    def _describe_rules(self) -> None:
        rules = self.rules()
        preset = preset_of(rules)
        if preset is not None:
            summary = tr_text(preset.description)
        else:
            summary = self.tr("Your own rules, based on {family}.").format(
                family=tr_text(family_title(rules.family)))
        self.rules_description.setText(f"{summary}\n{tr_text(length_line(rules))}")
        self._grow_later()

    def _grow_later(self) -> None:
        """The dialog grows to a new row or to longer words, never squashes them, once they
        are laid out (a shown top-level window keeps its size when its contents need more)."""
        QTimer.singleShot(0, self, self._grow_to_contents)

    def _grow_to_contents(self) -> None:
        layout = self.layout()
        layout.activate()
        needed = (layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth()
                  else layout.totalSizeHint().height())
        width = max(self.width(), layout.totalSizeHint().width())
        if needed > self.height() or width > self.width():
            self.resize(width, max(needed, self.height()))

    def rules(self) -> Rules:
        """The rules the game will be played by, at the length shown."""
        return with_length(self.base_rules(), self.length_box.currentData())

    def length_name(self) -> str:
        """The length to offer first next time: the last one the player chose."""
        return self.chosen_length

    def on_customize(self) -> None:
        base, length = self.base_rules(), self.length_box.currentData()
        dialog = VariantDialog(self.rules(), self.store, parent=self)
        with modal(dialog) as answer:
            rules = dialog.rules() if answer == QDialog.DialogCode.Accepted else None
        # Rules may have been saved, renamed or deleted there, accepted or not.
        self._fill_rules_box(base.name)
        if rules is not None:
            self.use_rules(rules)
        else:  # as it was, length included, unless those rules are gone
            self._show_lengths(length if self.base_rules() == base else None)

    def use_rules(self, rules: Rules) -> None:
        """Pick these rules for the new game: a preset at one of its lengths, the player's
        saved rules, or else rules for this game only (listed as such)."""
        preset = preset_of(rules)
        length = length_of(rules)
        if preset is not None and length is not None:
            self.chosen_length = length.name  # chosen in the editor: kept like any choice
            self._select(RulesEntry("preset", preset.rules), length)
            return
        for index in range(self.rules_box.count()):
            if self.rules_box.itemData(index).rules == rules:
                self._select(self.rules_box.itemData(index), length)
                return
        self.unsaved.append(rules)
        self._fill_rules_box(rules.name)
        self._select(RulesEntry("unsaved", rules), length)

    def _select(self, entry: RulesEntry, length: GameLength | None) -> None:
        self.rules_box.blockSignals(True)
        self.rules_box.setCurrentIndex(_index_of(self.rules_box, entry))
        self.rules_box.blockSignals(False)
        self._show_lengths(length)

    def specs(self) -> list[PlayerSpec]:
        return [PlayerSpec(name.text(), kind.currentData()) for name, kind, _ in self.rows]

    def seats(self) -> list[TableSeat]:
        return [TableSeat(spec.name, spec.level) for spec in seat_players(self.specs())]

    def rules_name(self) -> str:
        return self.base_rules().name

    def validate(self) -> bool:
        try:
            seat_players(self.specs())
        except PlayersError as problem:
            self.error.setText(tr_text(problem.text))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            ok = False
        else:
            self.error.setText("")
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
            ok = True
        self.add_button.setEnabled(len(self.rows) < MAX_PLAYERS)
        for _, _, remove in self.rows:
            remove.setEnabled(len(self.rows) > MIN_PLAYERS)
        return ok


def offered_game(settings: Settings) -> tuple[Rules, list[PlayerSpec]]:
    """What Game ▸ New offers first, as if OK were pressed at once: the player's last rules
    at the length last chosen, the players of the last table (read from the dialog itself,
    so the two never differ)."""
    dialog = NewGameDialog.offering(settings)
    try:
        return dialog.rules(), dialog.specs()
    finally:
        shiboken6.delete(dialog)
