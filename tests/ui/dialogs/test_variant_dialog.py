"""The variant dialog: options round-trip, live validation, custom presets, rules files."""

import json

import pytest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QMessageBox

from zanzibar_desktop.engine.presets import PRESETS, preset_rules
from zanzibar_desktop.engine.rules import OPTIONS
from zanzibar_desktop.storage.custom_presets import CustomPresets
from zanzibar_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from zanzibar_desktop.ui.dialogs.variant_dialog import VariantDialog

pytestmark = pytest.mark.gui


def ok_enabled(dialog: VariantDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


@pytest.fixture
def warnings(monkeypatch):
    seen = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: seen.append(args[2]))
    return seen


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_round_trips_through_the_editors(qtbot, preset):
    rules = preset_rules(preset)
    dialog = VariantDialog(rules, CustomPresets())
    qtbot.addWidget(dialog)
    assert dialog.rules() == rules and ok_enabled(dialog)


def test_every_option_value_reaches_the_rules_object(qtbot):
    base = preset_rules("zanzibar")
    dialog = VariantDialog(base, CustomPresets())
    qtbot.addWidget(dialog)
    for spec in OPTIONS:
        row = dialog.rows[spec.key]
        values = spec.values if spec.choices else (spec.minimum, spec.maximum)
        for value in values:
            dialog.set_rules(base)
            row.set_value(value)
            rules = dialog.rules()
            if rules is None:  # an impossible mix with the rest: the reason is shown
                assert not ok_enabled(dialog)
                assert any(r.error.text() for r in dialog.rows.values()) or \
                    dialog.name_error.text()
                continue
            assert getattr(rules, spec.key) == value
            expected = base.options() | {spec.key: value}
            if spec.key == "family" and value == "421":  # scoring gives way to the tokens
                expected["scoring"] = "tokens"
            assert rules.options() == expected
            # A preset copied into the editor is named by its title, not its id; left as it
            # was, or changed only in its length, it is the preset itself.
            same = value == getattr(base, spec.key) or spec.key == "target_score"
            assert rules.name == ("zanzibar" if same else "Zanzibar")


def test_options_that_do_not_apply_are_disabled_with_the_reason(qtbot):
    dialog = VariantDialog(preset_rules("zanzibar"), CustomPresets())
    qtbot.addWidget(dialog)
    assert dialog.name_edit.text() == "Zanzibar"  # the preset's title, not its id
    assert dialog.start_box.currentText() == "Zanzibar"  # Based on: the preset
    for key in ("value_421", "nenette", "tokens", "charge_rule", "token_values"):
        editor = dialog.rows[key].editor
        assert not editor.isEnabled() and editor.toolTip().startswith("Only"), key
    assert dialog.rows["target_score"].editor.isEnabled()
    dialog.rows["scoring"].set_value("tokens")
    assert dialog.rows["tokens"].editor.isEnabled()
    assert not dialog.rows["target_score"].editor.isEnabled()
    assert "points race" in dialog.rows["target_score"].editor.toolTip()
    assert dialog.rows["token_values"].editor.isEnabled()
    assert not dialog.rows["tokens_zanzi"].editor.isEnabled()
    dialog.rows["token_values"].set_value("table")
    assert dialog.rows["tokens_zanzi"].editor.isEnabled()


def test_saving_my_rules_says_so(qtbot):
    dialog = VariantDialog(preset_rules("421"), CustomPresets())
    qtbot.addWidget(dialog)
    dialog.rows["tokens"].set_value(15)
    assert dialog.save_preset("Au Balto")
    assert "Au Balto" in dialog.saved_note.text()
    assert dialog.start_box.currentText().endswith("Au Balto")


def test_an_impossible_combination_is_shown_next_to_its_option_and_blocks_ok(qtbot):
    dialog = VariantDialog(preset_rules("421"), CustomPresets())
    qtbot.addWidget(dialog)
    scoring = dialog.rows["scoring"]
    scoring.set_value("hand-value")
    assert not ok_enabled(dialog)
    assert scoring.error.isVisibleTo(dialog) and "tokens" in scoring.error.text()
    scoring.set_value("tokens")
    assert ok_enabled(dialog) and not scoring.error.isVisibleTo(dialog)
    dialog.name_edit.setText("")
    assert not ok_enabled(dialog) and "name" in dialog.name_error.text()


def test_custom_presets_survive_a_restart_and_can_be_renamed_and_deleted(qtbot, warnings):
    dialog = VariantDialog(preset_rules("421"), CustomPresets())
    qtbot.addWidget(dialog)
    dialog.rows["tokens"].set_value(15)
    assert dialog.save_preset("Chez Marcel")
    assert not dialog.save_preset("421")  # a built-in name is refused
    assert warnings and "built-in" in warnings[-1]
    again = CustomPresets()  # as after a restart
    assert again.presets["Chez Marcel"].tokens == 15
    dialog.rename_preset("Chez Marcel", "Au Balto")
    assert list(CustomPresets().presets) == ["Au Balto"]
    new_game = NewGameDialog([], "Au Balto")
    qtbot.addWidget(new_game)
    assert new_game.rules().name == "Au Balto" and new_game.rules().tokens == 15
    dialog.store.delete("Au Balto")
    assert CustomPresets().presets == {}


def test_import_and_export_rules_files(qtbot, tmp_path, warnings):
    dialog = VariantDialog(preset_rules("zanzibar"), CustomPresets())
    qtbot.addWidget(dialog)
    dialog.rows["straight"].set_value("beats-all-points")
    exported = tmp_path / "house.json"
    assert dialog.export_file(str(exported))
    assert json.loads(exported.read_text())["straight"] == "beats-all-points"
    dialog.set_rules(preset_rules("421"))
    assert dialog.import_file(str(exported))
    assert dialog.rules().straight == "beats-all-points"
    before = dialog.rules()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "zanzibar-rules", "version": 1, "family": "yahtzee"}')
    assert not dialog.import_file(str(bad))
    assert warnings and dialog.rules() == before  # refused, nothing changed


def test_read_only_for_the_rules_in_play(qtbot):
    dialog = VariantDialog(preset_rules("421-boite"), CustomPresets(), read_only=True)
    qtbot.addWidget(dialog)
    assert all(not row.editor.isEnabled() for row in dialog.rows.values())
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok) is None
    assert isinstance(dialog.rows["charge_rule"].editor, QComboBox)


def test_a_corrupt_presets_file_is_set_aside(private_home):
    from zanzibar_desktop.storage.paths import presets_file

    path = presets_file()
    path.parent.mkdir(parents=True)
    path.write_text("[broken")
    store = CustomPresets()
    assert store.presets == {} and store.problem is not None
    assert path.with_name("custom-presets.json.bad").read_text() == "[broken"


def test_the_wheel_changes_a_field_only_when_it_has_the_focus(qtbot, qapp):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent

    # Nothing is installed on the application: the dialog's own fields do it.
    dialog = VariantDialog(preset_rules("zanzibar"), CustomPresets())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    scoring = dialog.rows["scoring"].editor
    target = dialog.rows["target_score"].editor
    assert scoring.focusPolicy() == Qt.FocusPolicy.StrongFocus  # a wheel never focuses it

    def wheel(widget) -> None:  # noqa: ANN001
        centre = QPointF(widget.rect().center())
        event = QWheelEvent(centre, QPointF(widget.mapToGlobal(QPoint(5, 5))), QPoint(),
                            QPoint(0, -120), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                            False)
        qapp.sendEvent(widget, event)

    from PySide6.QtWidgets import QScrollArea

    dialog.resize(dialog.width(), 300)  # a long list of rules to scroll through
    bar = dialog.findChild(QScrollArea).verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum() // 2)
    before = (scoring.currentIndex(), target.value())
    dialog.setFocus()
    position = bar.value()
    wheel(scoring)
    wheel(target)
    assert (scoring.currentIndex(), target.value()) == before  # scrolled past, unchanged
    assert bar.value() > position  # the list scrolled instead
    target.setFocus()
    qtbot.waitUntil(target.hasFocus)
    wheel(target)
    assert target.value() != before[1]  # the focused field does take the wheel
    dialog.close()
