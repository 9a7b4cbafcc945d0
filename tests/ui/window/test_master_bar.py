"""A Master at the table (issue 26): the first time under some rules the window works the
partie out in a worker process, with a bar that shows how far it is and a Stop button; the Master
plays as the Expert until then and says so; next time the solution is simply there. At a
preset's table it is there from the start: the presets' solutions ship with the game."""

import pytest
import shiboken6
from PySide6.QtCore import Qt

from tests.partie_solutions import solved
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.ai.master import MasterPlayer, partie_choices
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.partie import cost, solvers
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.solutions import SolutionCache, digest, framed

pytestmark = pytest.mark.gui

SMALL = preset_rules("zanzibar").with_options(target_score=60)
TABLE = [PlayerSpec("Ann"), PlayerSpec("Maître", "master")]


def test_the_bar_shows_the_solve_then_says_the_master_plays_for_the_partie(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(SMALL, TABLE)
    bar = driver.master.bar
    assert bar.isVisible() and bar.stop_button.isVisible()
    assert "Working out the partie" in bar.text.text() and "plays as the Expert" in bar.toolTip()
    held = TableDriver(window).session.solutions
    qtbot.waitUntil(lambda: bar.progress.value() > 0 or held.known(SMALL) is not None,
                    timeout=60000)
    qtbot.waitUntil(lambda: TableDriver(window).session.solutions.known(SMALL) is not None, timeout=60000)
    qtbot.waitUntil(lambda: "the hint gives the partie's figures" in bar.text.text())
    assert not bar.stop_button.isVisible()
    window.close()
    again = open_window(qtbot)  # a later start: the cache folder has it, no bar, no wait
    assert TableDriver(again).session.solutions.known(SMALL) is None  # nothing in hand but its own
    again.new_game(SMALL, TABLE)
    assert TableDriver(again).session.solutions.known(SMALL) is not None
    master = TableDriver(again).master
    assert master is None or not master.bar.isVisible()
    again.close()


def test_at_a_presets_table_the_master_plays_for_the_partie_from_its_first_move(qtbot,
                                                                              monkeypatch):
    """The ``zanzibar`` preset to 500: a minute's solve on this machine, none at all with
    the table shipped: no bar, and every choice of the Master's the partie's best."""
    decided = []
    decide = MasterPlayer.decide

    def watched(self, view):  # noqa: ANN001, ANN202
        decision = decide(self, view)
        decided.append((view, decision, self.exact))
        return decision

    monkeypatch.setattr(MasterPlayer, "decide", watched)
    rules = preset_rules("zanzibar")
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", TABLE)
    assert driver.session.solutions.known(rules) is not None
    assert not driver.master.bar.isVisible() and not driver.master.computing
    controller = driver.controller
    while sum(not view.must_throw for view, _, _ in decided) < 3:
        qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                        timeout=20000)
        if driver.summary_showing():
            driver.summary_panel.dismiss()
        elif controller.game.dice is None:
            driver.throw()
        else:
            driver.stop()
    for view, decision, exact in decided:
        if not view.must_throw:
            best = partie_choices(TableDriver(window).session.solutions.known(rules), view)[0]
            assert exact and decision.stop == (len(best.keep) == 3)
    assert not driver.master.bar.isVisible()
    solver = solvers.solver_for(rules)
    kept = SolutionCache().path(digest(solver.kind, solver.format_version, rules))
    assert not kept.exists()  # nothing solved, nothing kept
    window.close()


def test_stop_leaves_the_master_playing_as_the_expert_in_this_game(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    big = preset_rules("zanzibar").with_options(target_score=1000)
    window.new_game(big, TABLE)
    bar = driver.master.bar
    qtbot.waitUntil(lambda: driver.master.solving.working)
    qtbot.mouseClick(bar.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Stopped" in bar.text.text(), timeout=60000)
    assert TableDriver(window).session.solutions.known(big) is None
    window.close()


def test_the_review_opened_during_the_solve_says_the_partie_is_being_worked_out(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    big = preset_rules("zanzibar").with_options(target_score=1000)
    window.new_game(big, TABLE)
    qtbot.waitUntil(lambda: driver.master.solving.working)
    window.on_review()
    dialog = driver.review_window
    assert dialog.computing
    assert "The partie is being worked out" in dialog.explanation.text()
    dialog.close()
    window.on_review()  # again: the closed one goes, so the solve's end refills only this one
    assert driver.review_window is not dialog and driver.review_window.computing
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog))
    driver.review_window.close()
    driver.master.stop()
    window.close()


def test_the_bar_says_how_long_the_solve_takes_before_it_is_done(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    race = preset_rules("zanzibar").with_options(target_score=200)
    window.new_game(race, TABLE)
    master = driver.master
    bar = master.bar
    # What the bar says as the estimate comes (its own slot runs first): read then, since
    # the time left at this machine's pace may replace it before the next look.
    said: list[str] = []
    master.estimated.connect(lambda _seconds: said.append(bar.text.text()))
    qtbot.waitUntil(lambda: bool(said), timeout=60000)
    estimate = f"(about {round(cost.solve_seconds(race))} s)"
    assert "Working out the partie" in said[0] and estimate in said[0], said
    assert bar.stop_button.isVisible()
    master.stop()
    window.close()


def test_a_solve_estimated_past_five_minutes_is_not_started_and_the_bar_says_so(qtbot):
    """The issue's race to 300 with a malus of 20, still being worked out after ten minutes:
    its estimate is said and the Master plays as the Expert, in the player's language."""
    window = open_window(qtbot)
    driver = TableDriver(window)
    long_race = preset_rules("zanzibar").with_options(target_score=300, low_hand_malus=20)
    window.new_game(long_race, TABLE)
    bar = driver.master.bar
    minutes = round(cost.solve_seconds(long_race) / 60)
    qtbot.waitUntil(lambda: "could not be worked out" in bar.text.text(), timeout=60000)
    assert (f"(working it out would take about {minutes} min, more than 5 minutes): a Master "
            "plays as the Expert") in bar.text.text()
    assert (not driver.master.solving.working
            and driver.session.solutions.known(long_race) is None)
    try:
        install_language("fr")
        qtbot.waitUntil(lambda: f"environ {minutes}\u00a0min, plus de 5\u00a0minutes)"
                                "\u00a0: un Maître joue comme l’Expert" in bar.text.text())
    finally:
        install_language("en")
    window.close()


def test_past_the_longest_race_the_master_plays_as_the_expert_and_the_bar_says_why(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(preset_rules("zanzibar").with_options(target_score=5000), TABLE)
    bar = driver.master.bar
    assert bar.isVisible() and not driver.master.solving.working
    assert "would take too long" in bar.text.text() and "plays as the Expert" in bar.text.text()
    window.new_game(SMALL, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")])
    assert not bar.isVisible()  # what it said was of the last game
    window.close()


def test_a_table_without_a_master_solves_nothing(qtbot):
    window = open_window(qtbot)
    window.new_game(SMALL, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")])
    assert TableDriver(window).master is None
    window.close()


def test_the_hint_asks_for_the_partie_and_shows_its_figures_once_worked_out(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(SMALL, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")])
    controller = driver.controller
    qtbot.waitUntil(lambda: controller.human_may_act(), timeout=20000)
    while controller.game.dice is None or controller.game.throws >= controller.game.limit:
        driver.throw()
        qtbot.waitUntil(lambda: controller.human_may_act(), timeout=20000)
    driver.hints.show()
    panel = driver.felt.hint
    assert driver.master is not None and driver.master.computing
    assert "partie: computing…" in panel.list.item(0).text()
    qtbot.waitUntil(lambda: TableDriver(window).session.solutions.known(SMALL) is not None, timeout=60000)
    qtbot.waitUntil(lambda: "chance to win the partie: " in panel.list.item(0).text())
    figures = [option.partie for option in panel.options]
    assert figures == sorted(figures, reverse=True)  # the best for the partie first, ringed
    assert panel.list.currentRow() == 0
    window.close()


def test_the_coach_counts_the_partie_once_it_is_worked_out(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    driver.session.solutions.remember(SMALL, solved(SMALL))  # worked out by this session
    driver.action("coach").trigger()  # View ▸ Coach
    window.new_game(SMALL, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")])
    controller = driver.controller
    for _ in range(60):  # a turn of Ann's where the choices differ for the partie
        qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                        timeout=20000)
        if driver.summary_showing():
            driver.summary_panel.dismiss()
            continue
        game = controller.game
        if game.dice is None or game.throws >= game.limit:
            driver.throw() if game.dice is None else driver.stop()
            continue
        choices = coach.partie_options(table_view(game), TableDriver(window).session.solutions.known(SMALL))
        if choices[0].partie - choices[-1].partie > 0.01:
            break
        driver.stop()
    worst = choices[-1]
    if worst.keep is None:
        driver.stop()
    else:
        keep = coach.keep_dice(game.dice, game.held, worst.keep)
        for die in range(3):
            if game.held[die] != (die in keep):
                driver.keep(die)
        driver.throw()
    text = driver.coach_line()
    assert "Best for the partie: " in text and "chance to win the partie: " in text
    assert "chance to win the manche: " in text  # the manche's figure kept beside
    window.close()


def test_a_kept_solution_for_other_rules_is_said_once_and_the_partie_worked_out_again(qtbot):
    """Issue 32: another race's solution under this one's name and header was played
    without a word. The bar says it was set aside, while the partie is worked out again."""
    other = SMALL.with_options(low_hand_malus=5)
    cache = SolutionCache()
    solver = solvers.solver_for(SMALL)
    key = digest(solver.kind, solver.format_version, SMALL)
    cache.folder.mkdir(parents=True)
    cache.path(key).write_bytes(framed(key, solver.to_bytes(solver.solve(other, None, None))))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(SMALL, TABLE)
    bar = driver.master.bar
    assert bar.text.text().startswith(
        f"The solution kept for these rules was set aside as {key}.solution.bad: it was "
        "worked out for other rules. Working out the partie…")
    assert bar.stop_button.isVisible() and cache.path(key).with_suffix(".solution.bad").exists()
    qtbot.waitUntil(lambda: "the hint gives the partie's figures" in bar.text.text(),
                    timeout=60000)
    assert "set aside" not in bar.text.text()
    assert TableDriver(window).session.solutions.known(SMALL).partie_chance(0, 0, True) == pytest.approx(
        solver.solve(SMALL, None, None).partie_chance(0, 0, True), abs=1e-12)
    window.close()


def test_once_progress_comes_the_bar_shows_the_time_left_at_this_machines_pace(qtbot):
    """The recorded rate's estimate first (what decides refusal, alike everywhere); once
    the session says this machine's pace, the time left, in both languages."""
    from zanzibar_desktop.ui.window.master_bar import MasterBar

    bar = MasterBar()
    qtbot.addWidget(bar)
    bar.working()
    bar.estimate(20 * 60.0)
    bar.advance(0.1)
    assert bar.text.text() == "Working out the partie (about 20 min)… 10%"
    bar.pace(42.4)
    assert bar.text.text() == "Working out the partie (about 42 s left)… 10%"
    bar.advance(0.5)
    bar.pace(3 * 3600.0)
    assert bar.text.text() == "Working out the partie (about 3 h left)… 50%"
    install_language("fr")
    try:
        bar.retranslate_ui()  # what a language change does
        assert bar.text.text() == "Calcul de la partie (encore environ 3\u00a0h)… 50\u202f%"
    finally:
        install_language("en")
    bar.working()  # the next solve: its own estimate first
    assert bar.text.text() == "Working out the partie… 0%"
    bar.close()


def test_a_solve_stopped_stays_stopped_when_the_game_comes_back_after_a_lesson(qtbot):
    """A lesson between is no new game: the Stop asked in the game holds when it comes
    back (no solve started again), and the bar still says the Master plays as the Expert."""
    driver = TableDriver.open(qtbot)
    big = preset_rules("zanzibar").with_options(target_score=1000)
    driver.window.new_game(big, TABLE)
    master = driver.master
    qtbot.waitUntil(lambda: master.solving.working)
    driver.click(master.bar.stop_button)
    qtbot.waitUntil(lambda: "Stopped" in master.bar.text.text(), timeout=60000)
    game = driver.game
    driver.window.lesson_guide().start("zanzibar")
    driver.escape()
    qtbot.waitUntil(lambda: not driver.in_lesson())
    assert driver.game is game
    driver.settle()
    assert not master.solving.working and driver.session.solutions.known(big) is None
    assert master.bar.isVisible() and "Stopped" in master.bar.text.text()
    driver.close()
