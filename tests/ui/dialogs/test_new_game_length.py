"""The New game dialog's game length: the lengths the rule texts name, short on a first
start, the last choice remembered, rules of one's own keeping theirs; and one name for the
rules the player saved."""

import itertools

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QLabel

from tests.ui.cut_text import cut_texts
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.lengths import closest_length, with_length
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.content import sheet_title
from zanzibar_desktop.storage.custom_presets import CustomPresets
from zanzibar_desktop.storage.settings import TableSeat
from zanzibar_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from zanzibar_desktop.ui.dialogs.variant_dialog import VariantDialog

pytestmark = pytest.mark.gui

TABLE = [TableSeat("Ann", None), TableSeat("Marcel", "regular")]


def dialog_for(qtbot, rules_name: str = "zanzibar", **kwargs) -> NewGameDialog:  # noqa: ANN001
    dialog = NewGameDialog(TABLE, rules_name, **kwargs)
    qtbot.addWidget(dialog)
    return dialog


def lengths_offered(dialog: NewGameDialog) -> list[str]:
    return [dialog.length_box.itemText(index) for index in range(dialog.length_box.count())]


def choose_length(dialog: NewGameDialog, text: str) -> None:
    """Pick a length as the player does (the box's activated signal, which code never sends)."""
    index = dialog.length_box.findText(text)
    assert index >= 0, text
    dialog.length_box.setCurrentIndex(index)
    dialog.length_box.activated.emit(index)


def choose_rules(dialog: NewGameDialog, text: str) -> None:
    index = dialog.rules_box.findText(text)
    assert index >= 0, text
    dialog.rules_box.setCurrentIndex(index)


def test_a_first_start_offers_000s_lengths_and_starts_short(qtbot):
    dialog = dialog_for(qtbot)
    # 000: "200 points pour une partie courte, 500 points pour une partie classique ou 1000
    # points pour une partie plus longue."
    assert lengths_offered(dialog) == ["Short: first to 200 points",
                                       "Classic: first to 500 points",
                                       "Long: first to 1000 points"]
    assert dialog.length_box.currentText() == "Short: first to 200 points"
    assert dialog.rules().target_score == 200 and dialog.rules_name() == "zanzibar"
    assert "Length: first to 200 points." in dialog.rules_description.text()
    assert "500" not in dialog.rules_description.text()  # the summary never says two things
    label = next(label for label in dialog.findChildren(QLabel) if label.text() == "&Length:")
    assert label.buddy() is dialog.length_box


def test_421_is_one_or_two_manches(qtbot):
    dialog = dialog_for(qtbot, "421")
    # 004: "un des joueurs doit perdre 2 manches"; one manche for a short partie.
    assert lengths_offered(dialog) == ["Short: one manche", "Classic: two manches to lose"]
    assert dialog.rules().manches_to_lose == 1
    assert "Length: the first manche lost loses the partie." in dialog.rules_description.text()
    choose_length(dialog, "Classic: two manches to lose")
    assert dialog.rules().manches_to_lose == 2 and dialog.length_name() == "classic"
    assert "lose 2 manches loses the partie" in dialog.rules_description.text()


def test_the_length_chosen_is_kept_across_the_presets(qtbot):
    dialog = dialog_for(qtbot, length="long")
    assert dialog.rules().target_score == 1000
    choose_rules(dialog, "421 at the counter")  # 421 has no long game: its longest
    assert dialog.rules().manches_to_lose == 2
    choose_rules(dialog, "Zanzibar")
    assert dialog.rules().target_score == 1000 and dialog.length_name() == "long"
    choose_length(dialog, "Classic: first to 500 points")
    assert dialog.length_name() == "classic" and dialog.rules().target_score == 500
    assert dialog.rules() == preset_rules("zanzibar")


def test_one_point_a_manche_keeps_its_own_target_with_the_reason(qtbot):
    dialog = dialog_for(qtbot, "zanzibar-kids", length="long")
    assert not dialog.length_box.isEnabled()
    assert lengths_offered(dialog) == ["As these rules say: first to 10 points"]
    assert "one point a manche" in dialog.length_box.toolTip()
    assert dialog.rules() == preset_rules("zanzibar-kids")
    assert dialog.length_name() == "long"  # nothing chosen here: the last choice stays


def test_my_rules_keep_their_own_length_unless_another_is_picked(qtbot):
    store = CustomPresets()
    store.add("Au Balto", preset_rules("zanzibar").with_options(target_score=750,
                                                                 max_throws=2))
    store.add("Chez Lulu", preset_rules("zanzibar").with_options(target_score=1000,
                                                                  max_throws=2))
    dialog = dialog_for(qtbot)  # the short game was the last one chosen
    choose_rules(dialog, "My rules: Au Balto")
    assert dialog.length_box.currentText() == "As these rules say: first to 750 points"
    assert dialog.rules().target_score == 750 and dialog.rules().name == "Au Balto"
    assert "Length: first to 750 points." in dialog.rules_description.text()
    choose_rules(dialog, "My rules: Chez Lulu")
    assert dialog.length_box.currentText() == "Long: first to 1000 points"
    choose_length(dialog, "Short: first to 200 points")
    assert dialog.rules().target_score == 200 and dialog.rules().max_throws == 2
    choose_rules(dialog, "Zanzibar")
    assert dialog.rules().target_score == 200


def test_rules_from_the_editor_keep_their_length_and_saved_rules_one_name(qtbot):
    dialog = dialog_for(qtbot)
    dialog.use_rules(preset_rules("zanzibar").with_options(target_score=1000))
    assert dialog.rules_box.currentText() == "Zanzibar"  # still the preset, played long
    assert dialog.length_box.currentText() == "Long: first to 1000 points"
    assert dialog.length_name() == "long"
    edited = preset_rules("zanzibar").with_options(name="Zanzibar", max_throws=2,
                                                   target_score=300)
    dialog.use_rules(edited)
    assert dialog.rules_box.currentText() == "For this game: Zanzibar"
    assert dialog.rules() == edited
    assert dialog.length_box.currentText() == "As these rules say: first to 300 points"
    # Rules saved in the editor read as every saved rules do, never under another name.
    saved = dialog.store.add("Au Balto", edited.with_options(name="Au Balto"))
    dialog._fill_rules_box(dialog.rules_name())
    dialog.use_rules(saved)
    assert dialog.rules_box.currentText() == "My rules: Au Balto"
    texts = [dialog.rules_box.itemText(index) for index in range(dialog.rules_box.count())]
    assert not any(text.startswith("Custom") for text in texts)


def test_the_window_plays_the_length_chosen_and_remembers_it(qtbot, monkeypatch):
    seen = []

    def accept(dialog: NewGameDialog) -> int:
        seen.append(dialog.length_box.currentText())
        choose_length(dialog, "Classic: first to 500 points")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    window.on_new_game()
    assert seen == ["Short: first to 200 points"]  # the settings' first length
    assert driver.settings.game_length == "classic"
    assert driver.session.game.rules.target_score == 500
    window.on_new_game()
    assert seen[-1] == "Classic: first to 500 points"
    window.close()


def test_a_preset_played_to_another_length_keeps_its_title_on_the_rule_sheet():
    zanzibar = preset_rules("zanzibar")
    long_game = with_length(zanzibar, closest_length(zanzibar, "long"))
    assert sheet_title(long_game, QCoreApplication.translate) == "Zanzibar"
    own = long_game.with_options(name="Au Balto")
    assert sheet_title(own, QCoreApplication.translate) == "Au Balto"


def test_the_editor_cancelled_leaves_the_rules_and_length_as_they_were(qtbot, monkeypatch):
    CustomPresets().add("Au Balto", preset_rules("zanzibar").with_options(target_score=750,
                                                                          max_throws=2))
    monkeypatch.setattr(VariantDialog, "exec", lambda editor: QDialog.DialogCode.Rejected)
    dialog = dialog_for(qtbot)
    choose_rules(dialog, "My rules: Au Balto")
    choose_length(dialog, "Long: first to 1000 points")
    dialog.on_customize()
    assert dialog.rules_box.currentText() == "My rules: Au Balto"
    assert dialog.rules().target_score == 1000


def test_the_editor_opens_on_the_rules_at_the_length_shown_and_brings_them_back(
        qtbot, monkeypatch):
    seen = []

    def accept(editor: VariantDialog) -> int:
        seen.append(editor.rows["target_score"].value())
        editor.rows["target_score"].set_value(1000)  # the preset, played long
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(VariantDialog, "exec", accept)
    dialog = dialog_for(qtbot)
    dialog.on_customize()
    assert seen == [200]
    assert dialog.rules_box.currentText() == "Zanzibar"
    assert dialog.length_box.currentText() == "Long: first to 1000 points"
    assert dialog.rules() == preset_rules("zanzibar").with_options(target_score=1000)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_rules_description_shows_whole_as_the_player_switches(qtbot, language):
    """The journey walker, in French: from Zanzibar pour les enfants to 421, La Boîte à dés
    in a shown dialog, the longer description had the room of the shorter ("needs 420×56,
    has 444×42"). The dialog grows to the words of each rules and length the player picks."""
    install_language(language)
    try:
        rules_count = dialog_for(qtbot).rules_box.count()
        for first, then in itertools.product(range(rules_count), repeat=2):
            dialog = dialog_for(qtbot)
            dialog.rules_box.setCurrentIndex(first)
            dialog.show()
            qtbot.waitExposed(dialog)
            dialog.rules_box.setCurrentIndex(then)
            for length in range(dialog.length_box.count()):
                dialog.length_box.setCurrentIndex(length)
                qtbot.waitUntil(lambda: cut_texts(dialog) == [])  # noqa: B023 - waited here
            dialog.close()
    finally:
        install_language("en")
