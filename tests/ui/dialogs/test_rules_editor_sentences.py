"""The rules editor says an exact finish and a straight as the rule sheet does: one
sentence each, from the engine, with the figures of the rules being edited (issue 25)."""

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.round_end import exact_finish_reading
from zanzibar_desktop.i18n import install_language, tr_text
from zanzibar_desktop.rulesheet.sheet import rule_sheet_html
from zanzibar_desktop.storage.custom_presets import CustomPresets
from zanzibar_desktop.ui.dialogs.variant_dialog import VariantDialog

pytestmark = pytest.mark.gui


@pytest.fixture(params=["en", "fr"])
def language(request, qapp):
    # Windows of earlier tests, already closed, must not hear of the language change.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    install_language(request.param)
    yield request.param
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    install_language("en")


def choose(dialog: VariantDialog, key: str, value) -> None:
    dialog.rows[key].set_value(value)
    assert dialog.rows[key].value() == value


def test_the_exact_finish_reads_as_on_the_sheet_in_the_explanation_and_tooltip(qtbot, language):
    dialog = VariantDialog(preset_rules("zanzibar"), CustomPresets())
    qtbot.addWidget(dialog)
    row = dialog.rows["exact_finish"]
    choose(dialog, "exact_finish", "keep-previous")
    rules = dialog.rules()
    reading = tr_text(exact_finish_reading(rules))
    assert row.explanation.text().endswith(reading) and reading in row.editor.toolTip()
    sheet = rule_sheet_html(rules).replace("\u00a0", " ")
    assert reading.replace("\u00a0", " ") in sheet  # the same words on the sheet
    if language == "fr":
        assert reading == ("À moins de 15\u00a0points du score cible, le gagnant d’une manche "
                           "marque ses points, même en dépassant.")
    # Only zanzis score: the figure follows, and the gaps no sum closes are named.
    choose(dialog, "simple_points", "zero")
    choose(dialog, "target_score", 200)
    zanzis = dialog.rules()
    assert zanzis is not None
    other = tr_text(exact_finish_reading(zanzis))
    assert other != reading and row.explanation.text().endswith(other)
    assert other in row.editor.toolTip()
    assert ("no sum of hands can close the gap" if language == "en"
            else "aucune somme de combinaisons ne peut combler l’écart") in other


def test_the_exact_finish_is_explained_while_it_is_off(qtbot, language):
    """The explanation tells what turning it on would do: the reading is shown then too."""
    dialog = VariantDialog(preset_rules("zanzibar"), CustomPresets())
    qtbot.addWidget(dialog)
    assert dialog.rows["exact_finish"].value() == "off"
    reading = tr_text(exact_finish_reading(dialog.rules()))
    assert dialog.rows["exact_finish"].explanation.text().endswith(reading)


def test_the_straights_choice_is_the_sheets_words(qtbot, language):
    dialog = VariantDialog(preset_rules("zanzibar"), CustomPresets())
    qtbot.addWidget(dialog)
    editor = dialog.rows["straight"].editor
    choose(dialog, "straight", "beats-lower-points")
    words = editor.currentText()
    assert words == ("beats simple points of 15 or less" if language == "en"
                     else "bat les points simples de 15 ou moins")
    assert words in rule_sheet_html(dialog.rules()).replace("\u00a0", " ")
