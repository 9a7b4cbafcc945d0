"""The skill figure (issue 35): the average chance lost per decision, in points of chance,
with its interval over games, kept apart by terms; the recent games; the costliest kinds."""

import math

import pytest

from zanzibar_desktop.engine.decision_kinds import KINDS
from zanzibar_desktop.engine.skill import (
    Figure,
    JudgedDecision,
    ReviewedGame,
    between,
    computer_averages,
    costliest_kinds,
    figure,
    recent,
    skill_report,
    trend,
)
from zanzibar_desktop.engine.verdict import MANCHE, PARTIE, TOKENS

pytestmark = pytest.mark.core

STOP_LOW = "opener-low/stop"
RETHROW_BEHIND = "behind/rethrow"


def game(number, losses, terms=PARTIE, family="zanzibar", kind=STOP_LOW):
    return ReviewedGame.of(number, family, float(number),
                           tuple(JudgedDecision(terms, lost, kind) for lost in losses))


def test_the_figure_is_the_average_lost_in_points_of_chance_with_the_interval_over_games():
    games = [game(1, [0.0, 0.02]), game(2, [0.01]), game(3, [0.0, 0.0, 0.03])]
    found = figure(games, PARTIE)
    assert (found.games, found.decisions) == (3, 6)
    assert found.average == pytest.approx(1.0)  # 6 points over 6 decisions
    # by hand: each game's lost minus the average times its decisions, in points
    deviations = [2 - 1 * 2, 1 - 1 * 1, 3 - 1 * 3]
    error = math.sqrt(3 / 2 * sum(d * d for d in deviations)) / 6
    assert deviations == [0, 0, 0] and error == 0  # every game lost one point a decision
    assert (found.low, found.high) == pytest.approx((1.0, 1.0))
    spread = figure([game(1, [0.0, 0.0]), game(2, [0.04, 0.02])], PARTIE)
    error = math.sqrt(2 / 1 * ((0 - 1.5 * 2) ** 2 + (6 - 1.5 * 2) ** 2)) / 4
    assert spread.average == pytest.approx(1.5)
    assert spread.low == pytest.approx(max(0.0, 1.5 - 1.959964 * error))
    assert spread.high == pytest.approx(1.5 + 1.959964 * error)


def test_one_game_has_no_interval_and_the_terms_are_never_added_together():
    games = [game(1, [0.1]), game(2, [0.5, 0.5], terms=MANCHE), game(3, [2.0], terms=TOKENS)]
    partie = figure(games, PARTIE)
    assert (partie.games, partie.average, partie.low, partie.high) == (1, pytest.approx(10.0),
                                                                       None, None)
    assert figure(games, MANCHE).average == pytest.approx(50.0)
    assert figure(games, TOKENS).average == pytest.approx(2.0)  # tokens stay tokens
    assert figure([game(1, [0.1])], MANCHE) is None


def test_the_recent_figure_counts_the_last_fifty_games_of_each_family():
    games = [game(number, [0.0 if number > 10 else 0.5]) for number in range(1, 61)]
    games += [game(100 + number, [0.2], family="421") for number in range(3)]
    last = recent(games, "zanzibar")
    assert len(last) == 50 and {g.number for g in last} == set(range(11, 61))
    report = skill_report(games)
    assert report.recent["zanzibar"][PARTIE].average == pytest.approx(0.0)
    assert report.recent["421"][PARTIE].average == pytest.approx(20.0)
    assert report.all_time[PARTIE].games == 63


def test_the_costliest_kinds_say_how_often_and_how_much():
    games = [ReviewedGame.of(1, "zanzibar", 1.0, (
        JudgedDecision(PARTIE, 0.05, STOP_LOW), JudgedDecision(PARTIE, 0.0, STOP_LOW),
        JudgedDecision(PARTIE, 0.01, RETHROW_BEHIND), JudgedDecision(PARTIE, 0.01, RETHROW_BEHIND),
        JudgedDecision(PARTIE, 0.0, "ahead/stop"), JudgedDecision(MANCHE, 0.9, "ahead/stop")))]
    costs = costliest_kinds(games, PARTIE)
    assert [cost.kind for cost in costs] == [KINDS[STOP_LOW], KINDS[RETHROW_BEHIND]]
    assert (costs[0].decisions, costs[0].lost_count) == (2, 1)
    assert costs[0].lost == pytest.approx(5.0) and costs[0].average == pytest.approx(2.5)
    assert (costs[1].decisions, costs[1].lost_count, costs[1].lost) == (2, 2, pytest.approx(2.0))
    assert len(costliest_kinds([game(n, [0.01], kind=key) for n, key in enumerate(KINDS)],
                               PARTIE)) == 5


def test_a_figure_stands_between_two_computers():
    computers = {"novice": 3.0, "regular": 1.5, "expert": 0.4, "master": 0.0}
    assert between(0.9, computers) == ("expert", "regular")
    assert between(5.0, computers) == ("novice", None)
    assert between(0.0, computers) == (None, "master")


def test_a_family_figure_stands_among_that_familys_computers_and_one_over_both_among_none():
    def level(average, terms=PARTIE):
        return {terms: Figure(terms, 100, 3000, average, average - 0.1, average + 0.1)}

    computers = {"zanzibar": {"novice": level(1.0), "master": level(0.0)},
                 "421": {"novice": level(2.0), "master": level(0.03, TOKENS)}}
    assert computer_averages(computers, "421", PARTIE) == {"novice": 2.0}
    assert computer_averages(computers, "421", TOKENS) == {"master": 0.03}
    assert computer_averages(computers, "zanzibar", PARTIE) == {"novice": 1.0, "master": 0.0}
    assert computer_averages(computers, None, PARTIE) == {}  # the all-time figure
    assert computer_averages({}, "zanzibar", PARTIE) == {}  # the shipped ones unreadable


def test_the_costliest_kinds_are_those_of_the_recent_games():
    old = [game(number, [0.5], kind=RETHROW_BEHIND) for number in range(1, 11)]
    latest = [game(number, [0.01]) for number in range(11, 61)]
    report = skill_report(old + latest)
    assert [cost.kind.key for cost in report.costliest[PARTIE]] == [STOP_LOW]
    assert report.all_time[PARTIE].games == 60  # the figure over all time counts them all


def test_the_trend_is_the_figure_over_the_last_games_up_to_each_in_the_order_they_ended():
    games = [game(3, [0.03]), game(1, [0.01, 0.01]), game(2, [0.04], terms=MANCHE),
             game(4, [0.0, 0.0, 0.0, 0.06])]
    assert trend(games, PARTIE, last=2) == [(1, pytest.approx(1.0)), (2, pytest.approx(5 / 3)),
                                            (3, pytest.approx(1.8))]  # 3 and 4: 9 over 5
    assert trend(games, MANCHE) == [(1, pytest.approx(4.0))]  # the terms never mixed
    assert trend(games, TOKENS) == []


def test_only_an_exact_partie_is_counted_in_the_partie_a_estimate_in_the_manche():
    from zanzibar_desktop.engine.game import DECHARGE, POINTS
    from zanzibar_desktop.engine.skill import counted_verdict
    from zanzibar_desktop.engine.verdict import Option

    # Stopping is best for the manche (0.6 against 0.5), throwing again for the partie.
    def options(exact):
        return [Option(None, 0.6, partie=0.40, partie_exact=exact),
                Option((6,), 0.5, partie=0.45, partie_exact=exact)]

    exact = counted_verdict(options(True), None, POINTS)
    assert (exact.terms, exact.lost) == (PARTIE, pytest.approx(0.05))
    estimated = counted_verdict(options(False), None, POINTS)
    assert (estimated.terms, estimated.lost, estimated.best.keep) == (MANCHE, 0.0, None)
    assert counted_verdict(options(False), (6,), POINTS).lost == pytest.approx(0.1)
    assert counted_verdict(options(False), (6,), DECHARGE).terms == TOKENS
    assert counted_verdict([Option(None, 0.6), Option((6,), 0.5)], None, POINTS).terms == MANCHE
