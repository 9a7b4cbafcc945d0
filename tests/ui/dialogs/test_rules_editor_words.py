"""The rules editor as a player reads it: one name for saved rules, a name question whose
title shows whole, a choice the game rules out disabled with its reason before it is
picked, Save dialogs that open in Documents; and the French "Discard" of the question
before another game takes the table."""

import gc
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.custom_presets import CustomPresets
from zanzibar_desktop.ui.dialogs.variant_dialog import VariantDialog

pytestmark = pytest.mark.gui


def switch_to(language: str) -> None:
    # Windows of earlier tests, already closed, must not hear of the language change.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    install_language(language)


@pytest.fixture
def french():
    switch_to("fr")
    yield
    install_language("en")


def editor(qtbot, preset: str = "zanzibar") -> VariantDialog:  # noqa: ANN001
    dialog = VariantDialog(preset_rules(preset), CustomPresets())
    qtbot.addWidget(dialog)
    return dialog


def test_saved_rules_go_by_one_name(qtbot):
    dialog = editor(qtbot, "421")
    dialog.rows["tokens"].set_value(15)
    assert dialog.save_preset("Au Balto")
    assert dialog.start_box.currentText() == "My rules: Au Balto"
    assert dialog.saved_note.text() == "Saved in My rules: Au Balto."


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_name_question_shows_its_whole_title(qtbot, language):
    switch_to(language)
    try:
        dialog = editor(qtbot)
        title = dialog.tr("Save as my rules")
        question = dialog.name_dialog(title, "Au Balto")
        qtbot.addWidget(question)
        question.show()
        assert question.windowTitle() == title and question.textValue() == "Au Balto"
        # The title bar's font may be larger than the dialog's, and its buttons take room.
        needed = question.fontMetrics().horizontalAdvance(title) * 1.4 + 120
        assert question.width() >= needed
    finally:
        install_language("en")


def test_421_rules_out_scoring_but_tokens_before_it_is_picked(qtbot):
    dialog = editor(qtbot, "421")
    scoring = dialog.rows["scoring"].editor
    model = scoring.model()
    states = {scoring.itemData(index): model.item(index).isEnabled()
              for index in range(scoring.count())}
    assert states == {"hand-value": False, "one-point": False, "tokens": True}
    one_point = scoring.findData("one-point")
    assert scoring.itemData(one_point, Qt.ItemDataRole.ToolTipRole) == (
        "421 is always played with tokens.")
    assert "421 is always played with tokens." in scoring.toolTip()
    zanzibar = editor(qtbot)
    scoring = zanzibar.rows["scoring"].editor
    assert all(scoring.model().item(index).isEnabled() for index in range(scoring.count()))
    assert scoring.itemData(scoring.findData("one-point"), Qt.ItemDataRole.ToolTipRole) is None
    # Zanzibar by hand value turned into 421: the scoring gives way to the tokens, no error.
    zanzibar.rows["family"].set_value("421")
    assert zanzibar.rows["scoring"].value() == "tokens"
    assert zanzibar.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert not any(row.error.text() for row in zanzibar.rows.values())


def test_exporting_rules_starts_in_documents_even_before_it_exists(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    documents = tmp_path / "Mes documents"  # not made yet: a fresh account
    (tmp_path / "config" / "user-dirs.dirs").write_text(f'XDG_DOCUMENTS_DIR="{documents}"\n')
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, suggested, filters: asked.append(suggested)
                        or ("", ""))
    dialog = editor(qtbot)
    dialog.on_export()
    assert Path(asked[0]).parent == documents and documents.is_dir()
    # Qt opens a file dialog in the working directory when given a folder that is missing.
    assert QFileDialog(None, "", asked[0]).directory().absolutePath() == str(documents)


def test_the_ties_choices_name_the_games_own_throw_off(qtbot, french):
    """A tie goes to a barrage at Zanzibar and to a rampo at 421 (issue 25: the 421 editor
    said « puis barrage »); the choices follow the game picked in the editor."""
    def choices(dialog: VariantDialog) -> list[str]:
        box = dialog.rows["tie_break"].editor
        return [box.itemText(index) for index in range(box.count())]

    counter = editor(qtbot, "421")
    assert choices(counter) == ["le moins de lancers l’emporte, sinon un rampo",
                                "toujours un rampo"]
    family = editor(qtbot)
    assert choices(family) == ["le moins de lancers l’emporte, sinon un barrage",
                               "toujours un barrage"]
    family.rows["family"].set_value("421")
    assert choices(family) == ["le moins de lancers l’emporte, sinon un rampo",
                               "toujours un rampo"]
    assert family.rows["tie_break"].value() == "fewer-throws"


def test_the_question_before_another_game_reads_ne_pas_enregistrer_in_french(
        qtbot, monkeypatch, french):
    Button = QMessageBox.StandardButton  # noqa: N806
    seen = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: seen.append(
        [box.button(button).text() for button in (Button.Save, Button.Discard,
                                                  Button.Cancel)]) or Button.Cancel)
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    driver.throw()
    assert not driver.files.may_replace_game()
    assert seen[0][1] == "Ne pas enregistrer"
    window.close()

