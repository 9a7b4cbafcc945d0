"""The variant configuration dialog: every option of the rules object, grouped, explained,
validated as you type by the engine itself; custom presets saved, renamed, deleted,
imported and exported. Read-only for the rules in play."""

from dataclasses import replace
from types import SimpleNamespace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine.errors import RulesError
from ...engine.lengths import preset_of
from ...engine.presets import PRESETS, rules_title
from ...engine.round_end import exact_finish_reading
from ...engine.rules import (
    OPTIONS,
    OptionSpec,
    Rules,
    choice_reason,
    make_rules,
    option_reason,
)
from ...storage.atomic import write_text_atomically
from ...storage.custom_presets import CustomPresets
from ...storage.errors import StorageError
from ...storage.rules_files import read_rules_file
from ..folders import in_start_folder, start_folder
from ..message_boxes import ask, warn
from ..modal import modal
from ..screen_room import fit_to_screen
from ..texts import tr_text
from ..wheel_guard import ComboBox, SpinBox


class OptionRow:
    """The editor, explanation and error line of one option."""

    def __init__(self, spec: OptionSpec) -> None:
        self.spec = spec
        if spec.choices:
            self.editor = ComboBox()
            for value in spec.values:
                self.editor.addItem(tr_text(spec.label(value)), value)
            self.changed = self.editor.currentIndexChanged
        else:
            self.editor = SpinBox()
            self.editor.setRange(spec.minimum, spec.maximum)
            self.changed = self.editor.valueChanged
        self.editor.setAccessibleName(tr_text(spec.title))
        self.editor.setToolTip(tr_text(spec.explanation))
        self.explanation = QLabel(tr_text(spec.explanation))
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation.setWordWrap(True)
        self.explanation.setStyleSheet("color: palette(placeholder-text);")
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.error.hide()

    def value(self):
        if isinstance(self.editor, QComboBox):
            return self.editor.currentData()
        return self.editor.value()

    def set_value(self, value) -> None:
        if isinstance(self.editor, QComboBox):
            self.editor.setCurrentIndex(self.editor.findData(value))
        else:
            self.editor.setValue(value)

    def limit_choices(self, values: SimpleNamespace) -> list[str]:
        """Name each choice in the words of the game in ``values`` (a rampo at 421) and
        disable the choices the other options rule out, each with its reason as its tooltip;
        the reasons, for the editor's own tooltip."""
        if not isinstance(self.editor, QComboBox):
            return []
        reasons = []
        model = self.editor.model()
        for index, value in enumerate(self.spec.values):
            self.editor.setItemText(index, tr_text(self.spec.label(value, values.family)))
            reason = choice_reason(self.spec.key, value, values)
            model.item(index).setEnabled(reason is None)
            words = None if reason is None else tr_text(reason)
            self.editor.setItemData(index, words, Qt.ItemDataRole.ToolTipRole)
            if words is not None and words not in reasons:
                reasons.append(words)
        return reasons

    def first_allowed(self, values: SimpleNamespace):
        """The current choice if the other options allow it, else the first they do."""
        allowed = [value for value in self.spec.values
                   if choice_reason(self.spec.key, value, values) is None]
        current = self.value()
        return current if current in allowed or not allowed else allowed[0]

    def show_error(self, text: str | None) -> None:
        self.error.setText(text or "")
        self.error.setVisible(bool(text))


class VariantDialog(QDialog):
    def __init__(self, rules: Rules, store: CustomPresets | None = None, read_only: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store if store is not None else CustomPresets()
        self.read_only = read_only
        self.setWindowTitle(self.tr("Rules in play") if read_only else self.tr("Customize the rules"))
        fit_to_screen(self, 760, 720)
        self._rules: Rules | None = rules
        self._loading = False

        self.start_box = ComboBox()
        self.start_box.setAccessibleName(self.tr("Based on"))
        self.name_edit = QLineEdit(rules.name)
        self.name_edit.setMaxLength(80)
        self.name_error = QLabel()
        self.name_error.setTextFormat(Qt.TextFormat.PlainText)
        self.name_error.setStyleSheet("color: #c0392b; font-weight: bold;")
        top = QFormLayout()
        top.addRow(self.tr("&Based on:"), self.start_box)
        top.addRow(self.tr("&Name:"), self.name_edit)
        top.addRow("", self.name_error)

        self.rows: dict[str, OptionRow] = {}
        groups: dict[str, QGridLayout] = {}
        body = QWidget()
        body_layout = QVBoxLayout(body)
        for spec in OPTIONS:
            group_name = tr_text(spec.group)
            if group_name not in groups:
                box = QGroupBox(group_name)
                groups[group_name] = QGridLayout(box)
                groups[group_name].setColumnStretch(2, 1)
                body_layout.addWidget(box)
            grid = groups[group_name]
            row = OptionRow(spec)
            self.rows[spec.key] = row
            line = grid.rowCount()
            label = QLabel(tr_text(spec.title))
            label.setBuddy(row.editor)
            grid.addWidget(label, line, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(row.editor, line, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(row.explanation, line, 2)
            grid.addWidget(row.error, line + 1, 1, 1, 2)
            row.changed.connect(self.validate)
            row.editor.setEnabled(not read_only)
        # Another game: a choice it rules out gives way to the first it allows (421 and
        # the tokens), before the rules are checked.
        self.rows["family"].changed.disconnect(self.validate)
        self.rows["family"].changed.connect(self._family_changed)
        body_layout.addStretch()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close if read_only else
                                        QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.save_button = QPushButton(self.tr("Sa&ve as my rules…"))
        self.rename_button = QPushButton(self.tr("&Rename…"))
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.export_button = QPushButton(self.tr("&Export…"))
        tools = QHBoxLayout()
        for button in (self.save_button, self.rename_button, self.delete_button,
                       self.import_button, self.export_button):
            tools.addWidget(button)
            button.setVisible(not read_only or button is self.export_button)
        tools.addStretch()
        self.saved_note = QLabel()  # says where the rules were just saved
        self.saved_note.setTextFormat(Qt.TextFormat.PlainText)
        self.saved_note.setStyleSheet("color: #1d6b2a;")
        tools.addWidget(self.saved_note)
        self.save_button.clicked.connect(self.on_save_preset)
        self.rename_button.clicked.connect(self.on_rename_preset)
        self.delete_button.clicked.connect(self.on_delete_preset)
        self.import_button.clicked.connect(self.on_import)
        self.export_button.clicked.connect(self.on_export)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addLayout(tools)
        layout.addWidget(self.buttons)
        self.name_edit.textChanged.connect(self.validate)
        self.name_edit.setReadOnly(read_only)
        self.start_box.setEnabled(not read_only)
        self._fill_start_box()
        self.start_box.currentIndexChanged.connect(self._start_from_choice)
        self.set_rules(rules)

    # ------------------------------------------------------------ rules in and out
    def _fill_start_box(self, select: str | None = None) -> None:
        """The presets the rules can be based on; the one they come from is selected (rules
        from elsewhere, a file, are listed first under their own name)."""
        base = select if select is not None else (self._rules.name if self._rules else "")
        self.start_box.blockSignals(True)
        self.start_box.clear()
        if base not in PRESETS and base not in self.store.presets:
            self.start_box.addItem(base, None)
        for name, preset in PRESETS.items():
            self.start_box.addItem(tr_text(preset.title), ("builtin", name))
        for name in self.store.presets:
            self.start_box.addItem(self.tr("My rules: {name}").format(name=name), ("custom", name))
        chosen = ("builtin" if base in PRESETS else "custom", base)
        index = next((index for index in range(self.start_box.count())
                      if self.start_box.itemData(index) == chosen), 0)
        self.start_box.setCurrentIndex(index)
        self.start_box.blockSignals(False)
        self._update_preset_buttons()

    def _start_from_choice(self) -> None:
        choice = self.start_box.currentData()
        self._update_preset_buttons()
        if choice is None:
            return
        kind, name = choice
        self.set_rules(PRESETS[name].rules if kind == "builtin" else self.store.presets[name])

    def _update_preset_buttons(self) -> None:
        choice = self.start_box.currentData()
        custom = choice is not None and choice[0] == "custom"
        self.rename_button.setEnabled(custom and not self.read_only)
        self.delete_button.setEnabled(custom and not self.read_only)

    def set_rules(self, rules: Rules) -> None:
        self._loading = True
        # a preset is named by its title, not its id
        self.name_edit.setText(rules_title(rules.name, QCoreApplication.translate))
        for key, row in self.rows.items():
            row.set_value(getattr(rules, key))
        self._loading = False
        self.validate()

    def _family_changed(self) -> None:
        if not self._loading:
            values = SimpleNamespace(**self.options())
            self._loading = True
            for row in self.rows.values():
                row.set_value(row.first_allowed(values))
            self._loading = False
        self.validate()

    def options(self) -> dict:
        return {key: row.value() for key, row in self.rows.items()}

    def rules(self) -> Rules | None:
        """The rules as edited, or None while they cannot be played (a preset left as it
        was but maybe its length, under its own title, is that preset)."""
        if self._rules is not None:
            for preset in PRESETS.values():  # at any of its lengths
                if tr_text(preset.title) == self._rules.name:
                    named = replace(self._rules, name=preset.name)
                    if preset_of(named) is preset:
                        return named
        return self._rules

    def validate(self) -> bool:
        if self._loading:
            return False
        for row in self.rows.values():
            row.show_error(None)
        self.name_error.setText("")
        try:
            self._rules = make_rules(self.name_edit.text().strip(), **self.options())
        except RulesError as error:
            self._rules = None
            message = tr_text(error.text)
            if error.option in self.rows:
                self.rows[error.option].show_error(message)
            else:
                self.name_error.setText(message)
        values = SimpleNamespace(**self.options())
        for key, row in self.rows.items():
            reason = option_reason(key, values)
            row.editor.setEnabled(not self.read_only and reason is None)
            explanation = self.explanation(row.spec)
            row.explanation.setText(explanation)
            tip = [tr_text(reason) if reason is not None else explanation]
            row.editor.setToolTip("\n".join(tip + row.limit_choices(values)))
        ok = self._rules is not None
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if button is not None:
            button.setEnabled(ok)
        self.save_button.setEnabled(ok and not self.read_only)
        self.export_button.setEnabled(ok)
        return ok

    def explanation(self, spec: OptionSpec) -> str:
        """What an option does; an exact finish's with the house reading the rule sheet prints,
        its figures those of the rules being edited (the target, the hands that score)."""
        words = tr_text(spec.explanation)
        if spec.key != "exact_finish":
            return words
        try:  # the reading holds whether the option is on or not, and whatever its level
            rules = make_rules("rules", **{**self.options(), "exact_finish": "off",
                                           "exact_finish_level": 0})
        except RulesError:
            return words
        reading = exact_finish_reading(rules)
        return words if reading is None else f"{words} {tr_text(reading)}"

    # ------------------------------------------------------------ custom presets
    def name_dialog(self, title: str, current: str) -> QInputDialog:
        """The question for a name, wide enough that the window's title bar shows all of
        ``title`` (a title bar's font is often larger, and its buttons take room)."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle(title)
        dialog.setLabelText(self.tr("Name:"))
        dialog.setTextValue(current)
        # The dialog takes its size from its layout: the field sets the width.
        dialog.findChild(QLineEdit).setMinimumWidth(
            max(320, dialog.fontMetrics().horizontalAdvance(title) * 3 // 2 + 120))
        return dialog

    def _ask_name(self, title: str, current: str) -> str | None:
        dialog = self.name_dialog(title, current)
        with modal(dialog) as answer:
            return dialog.textValue().strip() if answer == QDialog.DialogCode.Accepted else None

    def on_save_preset(self) -> None:
        name = self._ask_name(self.tr("Save as my rules"), self.name_edit.text())
        if name is not None:
            self.save_preset(name)

    def save_preset(self, name: str) -> bool:
        try:
            stored = self.store.add(name, self._rules)
        except (RulesError, StorageError) as error:
            warn(self, self.tr("Cannot save these rules"), tr_text(error.text))
            return False
        self._fill_start_box(select=stored.name)
        self.set_rules(stored)
        self.saved_note.setText(self.tr("Saved in My rules: {name}.").format(name=stored.name))
        return True

    def on_rename_preset(self) -> None:
        _, old = self.start_box.currentData()
        name = self._ask_name(self.tr("Rename my rules"), old)
        if name is not None:
            self.rename_preset(old, name)

    def rename_preset(self, old: str, new: str) -> bool:
        try:
            self.store.rename(old, new)
        except (RulesError, StorageError) as error:
            warn(self, self.tr("Cannot rename"), tr_text(error.text))
            return False
        self._fill_start_box(select=new.strip())
        self.set_rules(self.store.presets[new.strip()])
        return True

    def on_delete_preset(self) -> None:
        _, name = self.start_box.currentData()
        if ask(self, self.tr("Delete"), self.tr("Delete My rules: {name}?").format(name=name)):
            try:
                self.store.delete(name)
            except StorageError as error:
                warn(self, self.tr("Cannot delete"), tr_text(error.text))
            self._fill_start_box()

    def on_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a rules file"), start_folder(),
                                              self.tr("Rules files (*.json)"))
        if path:
            self.import_file(path)

    def import_file(self, path: str) -> bool:
        """Load a rules file into the editors; a bad file is refused and nothing changes."""
        try:
            rules = read_rules_file(path)
        except RulesError as error:
            warn(self, self.tr("Cannot import this file"), tr_text(error.text))
            return False
        self.set_rules(rules)
        self._fill_start_box(select=rules.name)
        return True

    def on_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the rules"),
                                              in_start_folder(f"{self._rules.name}.json"),
                                              self.tr("Rules files (*.json)"))
        if path:
            self.export_file(path)

    def export_file(self, path: str) -> bool:
        try:
            write_text_atomically(path, self._rules.to_json())
        except StorageError as error:
            warn(self, self.tr("Cannot export"), tr_text(error.text))
            return False
        return True
