"""``zanzibar odds --partie`` (issue 26): a heads-up position stated in full, every choice
with its chance to win the partie beside the manche's, from the same solution the Master
plays; ``--json`` the same in every language."""

import json
import re

import pytest

from tests.partie_solutions import solved
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.solutions import Solutions

pytestmark = pytest.mark.core

SMALL = preset_rules("zanzibar").with_options(name="petite", target_score=60)


@pytest.fixture
def rules_file(tmp_path, private_home):
    del private_home
    path = tmp_path / "petite.json"
    path.write_text(SMALL.to_json(), encoding="utf-8")
    return str(path)


def odds(capsys, *args: str) -> str:
    assert main(["odds", *args]) == 0
    return capsys.readouterr().out


def test_every_choice_with_its_partie_chance_best_first(capsys, rules_file):
    out = odds(capsys, "--rules", rules_file, "--partie", "--scores", "30,50", "--dice", "6-1-1",
               "--json")
    result = json.loads(out)
    partie = [option["partie"] for option in result["options"]]
    assert partie == sorted(partie, reverse=True)
    solution = solved(SMALL)
    expected = solution.opener_choices(30, 50, (6, 1, 1), 1)
    assert partie[0] == pytest.approx(expected[0].partie, abs=1e-12)
    assert {None if o["keep"] is None else tuple(o["keep"]) for o in result["options"]} == {
        None if c.stops else tuple(c.keep) for c in expected} | {None} - {(6, 1, 1)}
    assert all(0 <= option["take"] <= 1 for option in result["options"])
    text = odds(capsys, "--rules", rules_file, "--partie", "--scores", "30,50", "--dice", "6-1-1")
    assert "partie won" in text and "manche won" in text and "to 60" in text


def test_the_json_is_the_same_in_french(capsys, rules_file):
    args = ("--rules", rules_file, "--partie", "--scores", "10,40", "--dice", "5-5-2",
            "--beat", "6-6-3", "--beat-throws", "2", "--json")
    english = odds(capsys, *args)
    french = odds(capsys, "--lang", "fr", *args)
    assert json.loads(english) == json.loads(french)
    text = odds(capsys, "--lang", "fr", *args[:-1])
    assert "partie gagnée" in text and "manche gagnée" in text


def test_before_the_manche_the_chance_of_the_partie(capsys, rules_file):
    result = json.loads(odds(capsys, "--rules", rules_file, "--partie", "--scores", "0,0",
                             "--opener", "them", "--json"))
    assert result["partie"] == pytest.approx(solved(SMALL).partie_chance(0, 0, False))
    text = odds(capsys, "--rules", rules_file, "--partie", "--scores", "0,0")
    assert "your chance to win the partie is" in text


def test_a_position_the_partie_cannot_hold_is_one_line_and_status_2(capsys, rules_file):
    assert main(["odds", "--rules", rules_file, "--partie", "--dice", "6-1-1"]) == 2
    assert "--scores" in capsys.readouterr().err
    assert main(["odds", "--rules", rules_file, "--partie", "--scores", "60,0"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "60" in err


def test_a_token_game_counts_the_partie_lost(capsys, private_home):
    del private_home
    result = json.loads(odds(capsys, "--rules", "421-boite", "--partie", "--scores", "6,5",
                             "--dice", "6-5-1", "--json"))
    lost = [option["partie"] for option in result["options"]]
    assert result["position"]["counts"] == "losses" and lost == sorted(lost)
    options = Solutions().at_hand(preset_rules("421-boite")).options_at((6, 5), (0, 0), (6, 5, 1), 1)
    assert lost[0] == pytest.approx(options[0].lose_partie, abs=1e-12)
    assert main(["odds", "--rules", "421-boite", "--partie", "--scores", "6,4"]) == 2
    assert "11 tokens" in capsys.readouterr().err


def test_one_token_is_said_in_the_singular(capsys, private_home):
    """A player holding one token of the 421's eleven: "1 token" (« 1 jeton »); it said
    "you holding 1 tokens"."""
    del private_home
    before = odds(capsys, "--rules", "421-boite", "--partie", "--scores", "1,10")
    assert "you holding 1 token and the other player 10 tokens;" in before
    heading = odds(capsys, "--rules", "421-boite", "--partie", "--scores", "1,10", "--dice",
                   "6-5-1")
    assert heading.startswith("Heads-up décharge, you holding 1 token, the other player "
                              "10 tokens:")
    french = odds(capsys, "--lang", "fr", "--rules", "421-boite", "--partie", "--scores", "1,10")
    assert "vous avec 1 jeton et l’autre joueur avec 10 jetons\u202f;" in french


def test_review_partie_values_each_decision_in_the_partie(capsys, tmp_path, rules_file):
    from zanzibar_desktop.engine.ai.base import apply_decision
    from zanzibar_desktop.engine.ai.levels import make_player
    from zanzibar_desktop.engine.ai.view import table_view
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.storage.saves import write_game

    game = Game(SMALL, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")], seed=3)
    players = [make_player("regular", 3, 0), make_player("expert", 3, 1)]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    path = tmp_path / "partie.zanzibar"
    write_game(game, path)
    plain = json.loads(odds_like(capsys, "review", str(path), "--json"))
    assert all(d["partie"] is None for d in plain["decisions"])
    result = json.loads(odds_like(capsys, "review", str(path), "--partie", "--json"))
    decisions = result["decisions"]
    assert decisions and all(d["partie"] is not None and d["partie_exact"] for d in decisions)
    for d in decisions:
        assert d["partie_loss"] == pytest.approx(max(d["partie"]) - d["partie"][d["chosen"]])
    assert result["seats"][0]["partie_lost"] == pytest.approx(
        sum(d["partie_loss"] for d in decisions))
    assert result["seats"][0]["partie_luck"] is not None
    assert plain["seats"][0]["partie_luck"] is None
    text = odds_like(capsys, "review", str(path), "--partie")
    assert "partie: points of chance lost" in text and "partie: luck in points" in text
    # A sum over decisions, in points of the partie's chance: never a percentage of one.
    header, ann = text.splitlines()[:2]
    lost = ann.split()[header.split("  ").index("partie: points of chance lost") + 1]
    assert "%" not in lost and float(lost) == pytest.approx(
        100 * result["seats"][0]["partie_lost"], abs=0.05)


def odds_like(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def test_past_the_longest_race_the_master_plays_as_the_expert_and_says_why(capsys, tmp_path,
                                                                           private_home):
    del private_home
    path = tmp_path / "long.json"
    path.write_text(SMALL.with_options(target_score=5000).to_json(), encoding="utf-8")
    assert main(["simulate", "--rules", str(path), "--players", "master,expert", "--games",
                 "1", "--seed", "3", "--json"]) == 0
    said = capsys.readouterr()
    assert json.loads(said.out)  # the parties are played all the same
    assert "the Master plays as the Expert under these rules: working out a race to more " \
           "than 1,000 points would take too long" in said.err


def test_review_partie_of_three_players_names_the_rival_it_is_estimated_against(
        capsys, tmp_path, rules_file):
    """Three players: each decision's partie figure is the chance against the best placed
    rival, as if heads-up; the text says so and names the rival (it said "partie: chance to
    win it 40.0%", where a player expects about a third), the JSON gives the rival's seat."""
    del rules_file  # (its private home: the solution worked out there)
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.tournament import play_seats
    from zanzibar_desktop.storage.saves import write_game

    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert"), PlayerSpec("Cy", "regular")]
    path = tmp_path / "three.zanzibar"
    write_game(play_seats(SMALL, specs, seed=12, human_level="regular"), path)
    result = json.loads(odds_like(capsys, "review", str(path), "--partie", "--json"))
    decisions = [d for d in result["decisions"] if d["partie"] is not None]
    assert decisions and not any(d["partie_exact"] for d in decisions)
    for d in decisions:
        others = [seat for seat in range(3) if seat != d["seat"]]
        assert d["partie_rival"] in others
    text = odds_like(capsys, "review", str(path), "--partie")
    said = [line.strip() for line in text.splitlines() if line.strip().startswith("partie")]
    assert said and all(re.fullmatch(
        "partie against \u2068(Ann|Bob|Cy)\u2069 \\(best placed\\), estimated: chance to "
        r"win it \d+\.\d+%, best \d+\.\d+%", line) for line in said), said
    french = odds_like(capsys, "review", str(path), "--partie", "--lang", "fr")
    said = [line.strip() for line in french.splitlines() if line.strip().startswith("partie")]
    assert said and all(re.fullmatch(
        "partie contre \u2068(Ann|Bob|Cy)\u2069 \\(le mieux placé\\), estimée\u00a0: chances "
        "de la gagner \\d+,\\d+\u202f%, au mieux \\d+,\\d+\u202f%", line) for line in said), said
