"""The translation sources are complete and current, and the game switches language live."""

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from html import escape
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.i18n import install_language

ROOT = Path(__file__).resolve().parents[2]
TS_FILES = sorted((ROOT / "translations").glob("*.ts"))
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"


def messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    found = {}
    for context in ET.parse(path).getroot():
        name = context.find("name").text
        for message in context.findall("message"):
            found[(name, message.find("source").text)] = message
    return found


@pytest.mark.core
def test_there_are_french_and_english_sources():
    assert {path.name for path in TS_FILES} == {"zanzibar_fr.ts", "zanzibar_en.ts"}


@pytest.mark.core
@pytest.mark.parametrize("path", TS_FILES, ids=lambda path: path.name)
def test_no_unfinished_or_obsolete_entries_and_placeholders_kept(path):
    for (context, source), message in messages(path).items():
        translation = message.find("translation")
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), (
            context, source)
        forms = [form.text or "" for form in translation.findall("numerusform")]
        texts = forms if message.get("numerus") == "yes" else [translation.text or ""]
        if message.get("numerus") == "yes":
            assert len(forms) == 2 and all(re.search("%L?n", form) for form in forms), source
        for text in texts:
            assert text.strip(), (context, source)
            assert set(re.findall(r"\{\w+\}", text)) == set(re.findall(r"\{\w+\}", source)), (
                context, source, text)


@pytest.mark.subprocess
@pytest.mark.parametrize("path", TS_FILES, ids=lambda path: path.name)
def test_lupdate_finds_no_string_missing_from_the_sources(tmp_path, path):
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    sources = sorted(str(p) for p in (ROOT / "zanzibar_desktop").rglob("*.py"))
    subprocess.run([str(LUPDATE), *sources, "-ts", str(copy), "-no-obsolete",
                    "-locations", "none"], check=True, capture_output=True, timeout=300)
    assert set(messages(copy)) == set(messages(path))


@pytest.mark.core
def test_no_formatted_string_is_passed_to_tr():
    pattern = re.compile(r"""(\btr|translate|QT_TRANSLATE_NOOP)\(\s*(f["']|["'][^"']*["']\s*,\s*f["'])""")
    for source in (ROOT / "zanzibar_desktop").rglob("*.py"):
        assert not pattern.search(source.read_text()), source


@pytest.fixture
def french():
    yield lambda: install_language("fr")
    install_language("en")


@pytest.mark.gui
def test_switching_language_live_in_both_directions(qtbot, french):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    from zanzibar_desktop.ui.charts.hand_chart import HandChartDialog

    dialog = HandChartDialog(TableDriver(window).game.rules, "421", window)
    qtbot.addWidget(dialog)
    scoreboard = driver.scoreboard_tables.scoreboard_model
    header = scoreboard.headerData(0, Qt.Orientation.Horizontal)
    assert (driver.menu("game").title(), driver.table_button("stop").text(), header) == (
        "&Game", "&Stop here", "Player")
    assert dialog.windowTitle().startswith("Hands")
    assert driver.language_action("fr").text() == "Français"
    driver.language_action("fr").trigger()
    qtbot.waitUntil(lambda: driver.menu("game").title() == "&Partie")
    assert driver.table_button("stop").text() == "&M’arrêter là"
    assert scoreboard.headerData(0, Qt.Orientation.Horizontal) == "Joueur"
    assert scoreboard.headerData(2, Qt.Orientation.Horizontal).startswith("Jetons")
    assert dialog.windowTitle().startswith("Combinaisons")
    assert dialog.model.headerData(1, Qt.Orientation.Horizontal) == "Combinaison"
    assert "Lancer" in driver.table_button("throw").text()
    assert "lancez" in driver.message().lower()
    driver.language_action("en").trigger()
    qtbot.waitUntil(lambda: driver.menu("game").title() == "&Game")
    assert scoreboard.headerData(0, Qt.Orientation.Horizontal) == "Player"
    assert dialog.windowTitle().startswith("Hands")
    assert driver.settings.language == "en"


@pytest.mark.core
@pytest.mark.parametrize("language, one, two", [
    ("en", "1 manche lost", "2 manches lost"),
    ("fr", "1\u00a0manche perdue", "2\u00a0manches perdues"),  # a count keeps its word
])
def test_plurals_are_right_in_both_languages(qapp, language, one, two):
    from zanzibar_desktop.ui.table.summaries import Summary

    install_language(language)
    try:
        words = Summary()
        assert words.tr("%n manche(s) lost", "", 1) == one
        assert words.tr("%n manche(s) lost", "", 2) == two
        tokens = words.tr("{giver} gives %n token(s) to {receiver}.", "", 2)
        assert ("2 tokens" if language == "en" else "2\u00a0jetons") in tokens
        assert QCoreApplication.translate("Hands", "Zanzi of sixes") == (
            "Zanzi of sixes" if language == "en" else "Zanzi de 6")
    finally:
        install_language("en")


@pytest.mark.core
def test_french_typography_uses_the_right_spaces():
    """French puts a no-break space before « : » and inside « », a narrow one before ; ! ?
    and % (issue 16): never a plain space, never none, so « ? » never starts a line alone."""
    french = ROOT / "translations" / "zanzibar_fr.ts"
    wrong = []
    for (context, source), message in messages(french).items():
        translation = message.find("translation")
        forms = translation.findall("numerusform") or [translation]
        for text in (form.text or "" for form in forms):
            if (re.search(r"(?<=\S)(?<![\u00a0\u202f]):(?=\s|$)", text)
                    or re.search(r"(?<=\S)(?<!\u202f)[;!?](?=\s|$)", text)
                    or re.search(r"(?<![\u202f{n])%", re.sub(r"%L?[np]", "{n}", text))
                    or re.search(r" [:;!?](?=\s|$)", text)
                    or re.search(r"«(?!\u00a0)|(?<!\u00a0)»", text)):
                wrong.append((context, source, text))
    assert wrong == []


@pytest.mark.core
def test_french_writes_the_typographic_apostrophe():
    """One apostrophe in French, the typographic ’ (U+2019), never the typewriter ' (issue
    25): « l’as », « d’après ». No French string carries markup with quoted attributes, so
    there is no ASCII quote to keep."""
    french = ROOT / "translations" / "zanzibar_fr.ts"
    wrong = []
    for (context, source), message in messages(french).items():
        translation = message.find("translation")
        forms = translation.findall("numerusform") or [translation]
        wrong += [(context, source, form.text) for form in forms if "'" in (form.text or "")]
    assert wrong == []


@pytest.mark.core
def test_the_coach_speaks_in_plain_words():
    """Issue 24: no "take" in what the hint, the coach line, the review and the glossary say
    (a chance to win the manche, tokens to shed or at risk instead), and no « prise » in
    French (issue 25's vocabulary)."""
    coach_contexts = {"CoachWords", "HintPanel", "Hints", "ReviewDialog", "Glossary", "Coach",
                      "CliReview", "Help"}
    wrong = []
    for (context, source), message in messages(ROOT / "translations" / "zanzibar_fr.ts").items():
        forms = [message.find("translation")] + message.findall("translation/numerusform")
        french = " ".join(form.text or "" for form in forms)
        if re.search(r"\bprises?\b", french, re.IGNORECASE):
            wrong.append(f"{context}: {french}")
        if context in coach_contexts and re.search(r"\btake\b", source, re.IGNORECASE):
            wrong.append(f"{context}: {source}")
    assert not wrong, "\n".join(wrong)


# Words a French player would not write, or that say another thing at the table (issue 25),
# with what to write instead: whole words, any case, singular or plural.
NOT_FRENCH_AT_THE_TABLE = {
    r"courses? aux points": "« partie aux points » (000 says « score cumulé » for the score)",
    r"prises?": "« chances de gagner la manche », or « jetons à rendre »",
    r"fiches? de règles": "« règle à imprimer »: a fiche is a 421 hand",
    r"basée?s? sur": "« d’après »",
    r"scores? à atteindre": "« score cible », the text's word for the target",
    r"chances? exactes?": "« probabilité exacte », the chance of an outcome",
    r"aucune décision n’a rien": "a double negative",
    r"par fois": "heard as « parfois » (sometimes): « en moyenne »",
}
# Players act, hands don't: « le joueur qui a la plus forte combinaison marque… ».
HAND_AS_SUBJECT = re.compile(
    r"(?<!\ba )(?<!\bfait )"  # « le joueur qui a (fait) la plus forte combinaison » acts
    r"(la plus (forte|faible) combinaison|la combinaison la plus (forte|faible))"
    r"( de la manche| du tour de table)? (remporte|marque|prend|donne|perd|gagne)\b",
    re.IGNORECASE)


def french_words_at_fault(path: Path) -> list[str]:
    wrong = []
    for (context, _source), message in messages(path).items():
        translation = message.find("translation")
        forms = translation.findall("numerusform") or [translation]
        for text in (form.text or "" for form in forms):
            for words, instead in NOT_FRENCH_AT_THE_TABLE.items():
                if re.search(rf"\b{words}\b", text, re.IGNORECASE):
                    wrong.append(f"{context}: « {words} » ({instead}): {text}")
            if HAND_AS_SUBJECT.search(text):
                wrong.append(f"{context}: a hand acts, not its player: {text}")
    return wrong


@pytest.mark.core
def test_french_says_each_thing_with_the_tables_own_words():
    """One word per idea, the bar's words (issue 25): no « course aux points », « prise »,
    « fiche de règles », « Basé sur »…, and the player, not the hand, wins, scores, takes
    and gives."""
    wrong = french_words_at_fault(ROOT / "translations" / "zanzibar_fr.ts")
    assert not wrong, "\n".join(wrong)


@pytest.mark.core
def test_the_french_words_check_finds_what_issue_25_found(tmp_path):
    """The check above reads what it should: each fault the review of issue 25 found, put
    back into a French file, is named."""
    faults = ["gagnées (course aux points)", "Courses aux points gagnées",
              "Exporter la fiche de règles", "&Basé sur\u00a0:",
              "Score à atteindre", "Chance exacte", "prise de la manche",
              "Quand tout le monde a joué, la plus forte combinaison remporte la manche.",
              "à la charge, la combinaison la plus forte prend sa valeur"]
    body = "".join(f"<message><source>s{index}</source><translation>{escape(text)}</translation>"
                   "</message>" for index, text in enumerate(faults))
    path = tmp_path / "faults_fr.ts"
    path.write_text(f"<TS><context><name>Faults</name>{body}</context></TS>", encoding="utf-8")
    found = french_words_at_fault(path)
    assert len(found) == len(faults), "\n".join(found)


@pytest.mark.core
def test_a_hands_name_is_lower_case_inside_a_french_sentence(qapp):
    """« Dédé, zanzi d’as, en 2 lancers », not « Dédé, Zanzi d’as, … » (issue 25): a hand's
    name keeps its capital where it stands alone (the hands chart's cell) and takes a small
    letter inside a sentence, in the words the rules object gives it."""
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.hands import evaluate
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.engine.table import snapshot
    from zanzibar_desktop.i18n import hand_words, tr_text
    from zanzibar_desktop.ui.table.hand_to_beat import BeatWords
    from zanzibar_desktop.ui.texts import hand_text

    install_language("fr")
    try:
        ace = evaluate((1, 1, 1), preset_rules("zanzibar"))
        assert tr_text(ace.name) == "Zanzi d’as"
        assert hand_words(ace) == "1-1-1 · zanzi d’as"
        assert hand_text(ace, 2) == "1-1-1 · zanzi d’as en 2\u00a0lancers"  # never split
        game = Game(preset_rules("421"), [PlayerSpec("Dédé"), PlayerSpec("Bob")], seed=3)
        while snapshot(game).to_beat is None:  # the opener's die, then Dédé's charge throw
            game.stop() if game.can_stop() else game.throw()
        played = snapshot(game).to_beat
        name = tr_text(played.hand.name)
        words = BeatWords().hand(snapshot(game), played)
        assert words.endswith(f", {name[0].lower()}{name[1:]}, en 1\u00a0lancer"), words
        assert name[0].isupper() and name not in words
    finally:
        install_language("en")


# English sources that stand for different things in different places, each with its French:
# a sheet's heading and the table's prompt, a review's column and a round's, each game's
# name for its throw-off, a speed (feminine) and a pace (masculine).
MEANS_TWO_THINGS = {"Your turn", "The end", "Throw-off", "throw-off", "&Normal"}


@pytest.mark.core
def test_french_gives_one_wording_to_each_english_source():
    """One choice per source string (issue 25 found "Chance exacte" beside "Probabilité
    exacte" for "Exact chance"): the same English reads the same in French wherever it
    appears, unless it means two things."""
    wordings: dict[str, set[tuple[str, ...]]] = {}
    for message in ET.parse(ROOT / "translations" / "zanzibar_fr.ts").getroot().iter("message"):
        translation = message.find("translation")
        forms = tuple(form.text for form in translation.findall("numerusform"))
        wordings.setdefault(message.find("source").text, set()).add(forms or (translation.text,))
    assert {source for source, found in wordings.items() if len(found) > 1} == MEANS_TWO_THINGS
