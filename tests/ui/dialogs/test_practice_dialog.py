"""Game ▸ Practice (issue 35): the player's costliest decisions come back as positions
(the same dice, dice held, throws, hand to beat, scores); the player decides; the coach
shows every choice's figures as the review had them and the choice made in the game; the
answer is scheduled and kept; a drill never touches the records."""

import shutil
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from tests.storage.test_drills import BEFORE_REVIEWS
from tests.ui.cut_text import cut_texts
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.coach import kept_faces
from zanzibar_desktop.engine.decision_kinds import KINDS
from zanzibar_desktop.engine.drills import DAY_S
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.tournament import play_seats
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.i18n.numbers import decimal
from zanzibar_desktop.storage.drills import Drills
from zanzibar_desktop.storage.record_reviews import review_pending
from zanzibar_desktop.storage.records import open_records, records_file
from zanzibar_desktop.ui.dialogs.practice_dialog import PracticeDialog, make_drills, options_of
from zanzibar_desktop.ui.table.hint_panel import sentence_start
from zanzibar_desktop.ui.texts import tr_text

pytestmark = pytest.mark.gui


@pytest.fixture
def reviewed():
    """The player's records of games kept before reviews were, reviewed."""
    path = records_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(BEFORE_REVIEWS, path)
    records, _ = open_records(path)
    review_pending(records)
    games = records.count()
    records.close()
    return games


def test_practice_brings_a_mistake_back_and_the_coach_shows_the_reviews_figures(qtbot, reviewed):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    seen = {}

    def practise(dialog):  # noqa: ANN001, ANN202
        assert isinstance(dialog, PracticeDialog)
        due = dialog.due()
        assert due and dialog.due_list.count() == len(due)
        drill = dialog.drill
        assert drill is due[0]
        decision = drill.decision
        game = drill.game()
        lines = dialog.position_lines()
        assert lines[0] == "Dice: " + "-".join(map(str, game.dice))
        assert any(line.startswith(("Scores: ", "Tokens: ")) for line in lines)
        assert any(line.startswith(("Hand to beat: ", "You open: ")) for line in lines)
        buttons = dialog.choice_buttons()
        assert len(buttons) == len(decision.options)
        verdict = coach.judged(options_of(drill), decision.chosen, decision.phase)
        assert (verdict.best.keep, verdict.lost) == (decision.best, pytest.approx(decision.lost))
        made = next(button for button in buttons  # the very mistake made in the game
                    if button.text().lower() == coach_words(dialog, decision.chosen))
        made.click()
        rows = dialog.coach_rows()
        assert len(rows) == len(decision.options)
        for row, keep in zip(rows, [o.keep for o in decision.options], strict=True):  # best first
            lost = coach.judged(options_of(drill), keep, decision.phase).lost
            assert row[3] == decimal(lost if decision.terms == "tokens" else 100 * lost, 2)
        ours = next(row[0].splitlines() for row in rows if "your choice in the game" in row[0])
        assert "your answer now" in ours and "best" not in ours
        assert rows[0][0].splitlines()[1] == "best"
        assert dialog.verdict.text().startswith("The best was to ")
        seen["wrong"] = drill.key
        dialog.next_button.click()  # the next one due; the one answered is no longer
        assert dialog.drill.key != drill.key
        assert drill.key not in [each.key for each in dialog.due()]
        best = dialog.drill.decision.best
        next(button for button in dialog.choice_buttons()
             if button.text().lower() == coach_words(dialog, best)).click()
        assert dialog.verdict.text().startswith("Right: ")
        seen["right"] = dialog.drill.key
        dialog.close()

    driver.dialog(lambda: driver.trigger("practice"), practise)
    kept = Drills().drills  # the answers kept: each due again the next day
    wrong, right = kept[seen["wrong"]].schedule, kept[seen["right"]].schedule
    assert (wrong.wrong, wrong.streak, right.right, right.streak) == (1, 0, 1, 1)
    for schedule in (wrong, right):
        assert time.time() < schedule.due <= time.time() + DAY_S
    records, _ = open_records(records_file())
    assert records.count() == reviewed  # no game kept for a drill
    records.close()
    window.close()


def shown(qtbot, drills: Drills | None = None, now=time.time, size=None) -> PracticeDialog:  # noqa: ANN001
    """The Practice window shown, over ``drills`` (those the records make, when None)."""
    if drills is None:
        drills = Drills()
        make_drills(drills, time.time())
    dialog = PracticeDialog(drills, now=now)
    qtbot.addWidget(dialog)
    if size is not None:
        dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def coach_words(dialog, keep) -> str:  # noqa: ANN001
    return dialog.words.choice(next(option for option in options_of(dialog.drill)
                                    if option.keep == keep)).lower()


def test_the_coach_shows_whole_in_french(qtbot, reviewed):
    """At its size, beside the list of what is due, the coach's four columns show whole in
    French, the choices' words wrapped under their own heading (the last heading was cut to
    half of "Perdu (points de chance)")."""
    install_language("fr")
    try:
        dialog = shown(qtbot)
        dialog.choice_buttons()[0].click()
        assert dialog.coach.isVisible()
        qtbot.waitUntil(lambda: cut_texts(dialog) == [])
        dialog.close()
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_shows_whole_on_a_screen_of_800_by_600(qtbot, reviewed, language):
    """On a screen of 800×600 the answered position's coach shows every choice and figure
    whole: its figures' headings on two lines, the choice buttons gone once answered (the
    table lists them). Its choices' column was crushed to a few letters a line, its rows
    scrolled."""
    install_language(language)
    try:
        dialog = shown(qtbot, size=(800, 600))
        dialog.choice_buttons()[0].click()
        coach = dialog.coach

        def whole() -> bool:
            rows = sum(coach.rowHeight(row) for row in range(coach.rowCount()))
            return cut_texts(dialog) == [] and rows <= coach.viewport().height()

        qtbot.waitUntil(whole)
        dialog.close()
    finally:
        install_language("en")


NOW = 1_800_000_000.0


def test_with_nothing_due_the_window_says_when_the_next_position_comes_back(qtbot, reviewed):
    """Nothing due: the window says so where the position would be, and when the next one
    comes back (it said only that positions come back "when they are due", beside an empty
    list and a blank window); with no position at all, how they come."""
    drills = Drills()
    dialog = shown(qtbot, drills, now=lambda: NOW)
    assert dialog.nothing.isVisible()
    assert dialog.nothing.text().startswith("Nothing to practise yet. Once a game you played "
                                            "is reviewed")
    dialog.close()
    make_drills(drills, NOW)
    for drill in drills.due(NOW):
        drills.answer(drill.key, True, NOW)
    for later, when in ((0, "tomorrow"), (DAY_S, "in 2 days")):  # (the next due in 1 day)
        dialog = shown(qtbot, drills, now=lambda later=later: NOW - later)
        assert dialog.due_text.text() == "No position due now."
        assert not dialog.heading.isVisible() and dialog.nothing.isVisible()
        assert dialog.nothing.text().startswith(
            f"Nothing to practise now: the next position comes back {when}.")
        dialog.close()


def test_a_position_asked_does_not_say_the_choice_made_in_the_game(qtbot, reviewed):
    """Asked, a position does not give its answer away: the kind of the decision (« stopping
    on a strong hand as the opener ») says what was chosen in the game, a mistake, so the
    list and the heading said which choice to avoid. The kind is said once answered."""
    dialog = shown(qtbot)
    kinds = {tr_text(kind.name) for kind in KINDS.values()}
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.isVisible()]
    texts += [dialog.due_list.item(row).text() for row in range(dialog.due_list.count())]
    assert [text for text in texts if any(kind in text for kind in kinds)] == []
    dialog.choice_buttons()[0].click()
    assert dialog.heading.text().endswith(tr_text(KINDS[dialog.drill.decision.kind].name))
    dialog.close()


def tab_order(dialog) -> list[str]:  # noqa: ANN001
    """What Tab reaches in turn from the list of positions, by name or words."""
    reached = []
    widget = dialog.due_list.nextInFocusChain()
    while widget is not dialog.due_list:
        if (widget.isVisible() and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            reached.append(widget.accessibleName() or widget.text())
        widget = widget.nextInFocusChain()
    return reached


def test_tab_goes_from_the_positions_to_the_dice_and_the_choices_then_to_close(qtbot, reviewed):
    """Tab from the list of positions reaches the dice (the arrows keep one, as at the
    table), the choices, then Close; once answered, the coach's table, Next position, Close
    (the choices, made with each position, came after Close)."""
    dialog = shown(qtbot)
    dice = dialog.tray.accessibleName()
    assert dice.startswith("Dice tray: ")
    choices = [button.text() for button in dialog.choice_buttons()]
    assert tab_order(dialog) == [dice, *choices, "Close"]
    dialog.choice_buttons()[0].click()
    assert tab_order(dialog) == ["Every choice's figures", "&Next position", "Close"]
    dialog.next_button.click()  # (its choices shown at the loop's next turn)
    qtbot.waitUntil(lambda: tab_order(dialog) == [
        dice, *[button.text() for button in dialog.choice_buttons()], "Close"])
    dialog.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_position_of_three_players_heads_the_partie_s_column_with_the_rival(qtbot, language):
    """A drill from a game of three: its partie's figures are the chances against the best
    placed rival, as if heads-up, and the column's heading names that rival (it said
    "Chance to win the partie, estimated", where a player expects a third); all still
    shows whole."""
    path = records_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    records, _ = open_records(path)
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert"), PlayerSpec("Cy", "regular")]
    records.store(play_seats(preset_rules("zanzibar"), specs, 11), 0.0, 60.0)
    review_pending(records)
    records.close()
    install_language(language)
    try:
        dialog = shown(qtbot)
        dialog.choice_buttons()[0].click()
        scores = dialog.drill.decision.scores  # Ann's rival: the leader, Bob on a tie
        rival = "\u2068Bob\u2069" if scores[1] >= scores[2] else "\u2068Cy\u2069"
        heading = dialog.coach.horizontalHeaderItem(2).text().replace("\n", " ")
        assert heading == {
            "en": f"Chance to win the partie against {rival} (best placed), estimated",
            "fr": f"Chances de gagner la partie contre {rival} (le mieux placé), estimées",
        }[language]
        qtbot.waitUntil(lambda: cut_texts(dialog) == [])
        dialog.close()
    finally:
        install_language("en")


# -- answered as at the table: a click on a die or its key keeps it, Space throws, Enter stops


def press(dialog, key) -> None:  # noqa: ANN001 - Qt.Key or str
    """A key pressed as a player does, through the dialog's window (its shortcuts hear it)."""
    QTest.keyClick(dialog.windowHandle(), key)


def click_die(dialog, die: int) -> None:  # noqa: ANN001
    """A click on die ``die`` of the Practice tray, through the dialog's window."""
    tray = dialog.tray
    point = tray.mapTo(dialog, tray.die_centre(die).toPoint())
    QTest.mouseClick(dialog.windowHandle(), Qt.MouseButton.LeftButton, pos=point)


def twins(qtbot, tmp_path) -> tuple[PracticeDialog, PracticeDialog]:  # noqa: ANN001
    """Two Practice windows over drills made alike (each its own file), on the same
    position: one to answer with the keys, the other with the buttons."""
    made = []
    for name in ("keys", "buttons"):
        drills = Drills(tmp_path / f"{name}.json")
        make_drills(drills, NOW)
        made.append(shown(qtbot, drills, now=lambda: NOW))
    keys, buttons = made
    assert keys.drill.key == buttons.drill.key
    keys.activateWindow()
    qtbot.waitUntil(keys.isActiveWindow)
    return keys, buttons


def answered(dialog) -> tuple:  # noqa: ANN001
    """What the window says once answered, and the schedule the answer gave the drill."""
    return (dialog.heading.text(), dialog.verdict.text(), dialog.coach_rows(),
            dialog.drills.drills[dialog.drill.key].schedule)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_die_is_kept_by_its_key_or_a_click_and_space_throws_as_its_button(qtbot, reviewed,
                                                                            tmp_path, language):
    """As at the table: 1 (the list of positions focused) keeps die 1 or releases it, a
    click on die 2 the same; the tray shows them kept, the position says so, the choice they
    make is checked and the keys' line names it; Space then answers that choice, judged as
    its button's click is (Practice answered only with its buttons: the keys and the dice
    did nothing)."""
    install_language(language)
    try:
        keys, buttons = twins(qtbot, tmp_path)
        held, position = list(keys.game.held), keys.position.text()
        assert not all(held[:2]) or not held[2]  # (a throw left to make once both change)
        keys.due_list.setFocus()
        press(keys, Qt.Key.Key_1)
        click_die(keys, 1)
        held[0], held[1] = not held[0], not held[1]
        assert [die.held for die in keys.tray.dice] == held == keys.game.held
        keep = kept_faces(tuple(keys.game.dice), held)
        checked = [button.text() for button in keys.choice_buttons() if button.isChecked()]
        assert checked == [keys.buttons[keep].text()]
        option = next(option for option in options_of(keys.drill) if option.keep == keep)
        assert keys.words.choice(option) in keys.keys.text()
        assert keys.keys.text().startswith("Keys as at the table: " if language == "en"
                                           else "Touches comme à la table\u00a0: ")
        assert keys.position.text() != position  # its dice held, said
        press(keys, Qt.Key.Key_Space)
        assert not keys.asked and keys.next_button.isVisible()
        buttons.buttons[keep].click()
        assert answered(keys) == answered(buttons)
        ours = next(row[0] for row in keys.coach_rows()
                    if sentence_start(keys.words.choice(option)) == row[0].splitlines()[0])
        assert ("your answer now" if language == "en" else "votre réponse") in ours
        keys.close()
        buttons.close()
    finally:
        install_language("en")


def test_enter_stops_as_the_stop_button_does_on_every_position(qtbot, reviewed, tmp_path):
    """Enter, the table's stop key, answers "stop here", judged as the button's click is; on
    the next position too, whose keys are on the dice (after Next, the keyboard was on Close,
    and Enter closed Practice)."""
    keys, buttons = twins(qtbot, tmp_path)
    for _ in range(2):
        press(keys, Qt.Key.Key_Return)
        assert keys.isVisible() and not keys.asked
        buttons.buttons[None].click()
        assert answered(keys) == answered(buttons)
        stop = next(row[0] for row in keys.coach_rows() if row[0].startswith("Stop here"))
        assert "your answer now" in stop
        for dialog in (keys, buttons):
            dialog.next_button.click()
        assert keys.drill.key == buttons.drill.key
    keys.close()
    buttons.close()


@pytest.mark.parametrize("next_key", [Qt.Key.Key_Space, Qt.Key.Key_Return])
def test_once_answered_the_keys_only_go_to_the_next_position(qtbot, reviewed, tmp_path,
                                                             next_key):
    """Answered, a die's key or a click on it keeps nothing and the answer stands (kept
    once); Space or Enter goes to the next position, as they move the table on past a
    result, and the keys answer that one."""
    keys, _ = twins(qtbot, tmp_path)
    first = keys.drill.key
    keys.buttons[None].click()
    held = list(keys.game.held)
    said = answered(keys)
    press(keys, Qt.Key.Key_2)
    click_die(keys, 0)
    assert [die.held for die in keys.tray.dice] == held == keys.game.held
    assert answered(keys) == said
    assert not keys.keys.isVisible() and keys.next_keys.isVisible()
    assert keys.next_keys.text() == "Space or Enter: the next position."
    press(keys, next_key)
    assert keys.asked and keys.drill.key != first
    schedule = keys.drills.drills[first].schedule
    assert schedule.right + schedule.wrong == 1
    before = keys.game.held[2]
    press(keys, Qt.Key.Key_3)
    assert keys.game.held[2] != before
    keys.close()


def test_a_screen_reader_keeps_a_die_by_its_name(qtbot, reviewed):
    """The Practice tray is named as the table's is, each die by its number and face; a
    screen reader's Press on die 3 keeps it (or releases it), and its description says so."""
    dialog = shown(qtbot)
    die = dialog.tray.proxies[2]
    assert dialog.tray.accessibleName().startswith("Dice tray: ")
    assert die.accessibleName() == "Die 3"
    kept = dialog.game.held[2]
    die.click()
    assert dialog.game.held[2] is not kept
    assert die.accessibleDescription().endswith(", kept") is not kept
    dialog.close()


def test_with_every_die_kept_space_throws_nothing(qtbot, reviewed, tmp_path):
    """Every die kept, no throw is left to make, as at the table: no choice is checked, the
    keys' line says to release one, and Space answers nothing."""
    keys, buttons = twins(qtbot, tmp_path)
    for die in range(3):
        if not keys.game.held[die]:
            press(keys, str(die + 1))
    assert keys.game.held == [True, True, True]
    assert not any(button.isChecked() for button in keys.choice_buttons())
    assert "every die is kept: release one to throw again" in keys.keys.text()
    press(keys, Qt.Key.Key_Space)
    assert keys.asked and not keys.next_button.isVisible()
    keys.close()
    buttons.close()
