"""The New game dialog: 2 to 8 seats (name, human or computer level) and the rules preset.

Names are checked by the engine's own seating rules; the message appears under the table
and OK stays disabled until the table can be seated.
"""

from PySide6.QtCore import Qt, QTimer
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
from ...engine.players import (
    COMPUTER_NAMES,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PlayerSpec,
    seat_players,
)
from ...engine.presets import PRESETS
from ...engine.rules import Rules, family_title
from ...storage.custom_presets import CustomPresets
from ...storage.settings import TableSeat
from ..texts import tr_text
from ..wheel_guard import ComboBox
from .variant_dialog import VariantDialog


class NewGameDialog(QDialog):
    def __init__(self, seats: list[TableSeat], rules_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(520)
        self.store = CustomPresets()
        self.rules_box = ComboBox()
        for preset in PRESETS.values():
            self.rules_box.addItem(tr_text(preset.title), preset.rules)
        for name, rules in self.store.presets.items():
            self.rules_box.addItem(self.tr("My rules: {name}").format(name=name), rules)
        names = [self.rules_box.itemData(index).name for index in range(self.rules_box.count())]
        self.rules_box.setCurrentIndex(names.index(rules_name) if rules_name in names else 0)
        self.rules_description = QLabel()
        self.rules_description.setTextFormat(Qt.TextFormat.PlainText)
        self.rules_description.setWordWrap(True)
        self.rules_box.currentIndexChanged.connect(self._describe_rules)
        self.customize_button = QPushButton(self.tr("&Customize…"))
        self.customize_button.clicked.connect(self.on_customize)
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules_box, 1)
        rules_row.addWidget(self.customize_button)
        form = QFormLayout()
        rules_label = QLabel(self.tr("&Rules:"))
        rules_label.setBuddy(self.rules_box)  # Alt+R goes to the rules
        form.addRow(rules_label, rules_row)
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
        self._describe_rules()
        self.validate()

    def add_computer(self) -> None:
        """Add a Regular computer seat, named after the first computer name not yet taken."""
        taken = {name.text().strip().casefold() for name, _, _ in self.rows}
        name = next((name for name in COMPUTER_NAMES if name.casefold() not in taken),
                    self.tr("Player {number}").format(number=len(self.rows) + 1))
        self.add_seat(TableSeat(name, "regular"))
        # The dialog grows with its rows, never squashes them (once the new row is shown).
        QTimer.singleShot(0, self.adjustSize)

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
        self.validate()

    def _describe_rules(self) -> None:
        rules = self.rules()
        preset = PRESETS.get(rules.name)
        if preset is not None and preset.rules == rules:
            self.rules_description.setText(tr_text(preset.description))
        else:
            self.rules_description.setText(self.tr("Your own rules, based on {family}.").format(
                family=tr_text(family_title(rules.family))))

    def rules(self) -> Rules:
        return self.rules_box.currentData()

    def on_customize(self) -> None:
        dialog = VariantDialog(self.rules(), self.store, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.use_rules(dialog.rules())

    def use_rules(self, rules: Rules) -> None:
        """Pick these rules for the new game (listed as your own if they are not a preset)."""
        for index in range(self.rules_box.count()):
            if self.rules_box.itemData(index) == rules:
                self.rules_box.setCurrentIndex(index)
                return
        self.rules_box.addItem(self.tr("Custom: {name}").format(name=rules.name), rules)
        self.rules_box.setCurrentIndex(self.rules_box.count() - 1)

    def specs(self) -> list[PlayerSpec]:
        return [PlayerSpec(name.text(), kind.currentData()) for name, kind, _ in self.rows]

    def seats(self) -> list[TableSeat]:
        return [TableSeat(spec.name, spec.level) for spec in seat_players(self.specs())]

    def rules_name(self) -> str:
        return self.rules().name

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
