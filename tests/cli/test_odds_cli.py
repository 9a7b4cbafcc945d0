"""``zanzibar odds`` and ``zanzibar simulate`` from the command line."""

import json
import re

import pytest

from zanzibar_desktop.cli.main import main

pytestmark = pytest.mark.core


def run_json(capsys, *args):
    assert main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def test_odds_options_best_first(capsys):
    result = run_json(capsys, "odds", "--rules", "zanzibar", "--dice", "6-6-2", "--throws-used",
                      "1", "--beat", "5-5-5", "--beat-throws", "2", "--json")
    options = result["options"]
    assert options[0]["keep"] == [6, 6]
    assert options[0]["take"] == pytest.approx(11 / 36)
    assert None in [option["keep"] for option in options]  # stopping is listed, as null
    assert [6, 6, 2] not in [option["keep"] for option in options]
    for option in options:
        assert option["win"] + option["tie"] + option["lose"] == pytest.approx(1)
        assert option["take"] == pytest.approx(option["win"] + option["tie"] / 2)
    takes = [option["take"] for option in options]
    assert all(a >= b - 1e-12 for a, b in zip(takes, takes[1:], strict=False))


def test_odds_table_and_duel(capsys):
    table = run_json(capsys, "odds", "--rules", "zanzibar", "--table", "--json")
    fractions = [row["fraction"] for row in table["rows"]]
    assert fractions[:3] == ["1/216", "1/36", "35/36"]
    assert any(abs(row["probability"] - 0.2070) < 5e-5 for row in table["rows"])
    duel = run_json(capsys, "odds", "--rules", "421", "--duel", "--json")
    assert 0 < duel["opener_take"] < 1 and len(duel["policy"]) == 56 * 3


TABLE_FRACTIONS = ["1/216", "1/36", "35/36", "1207/5832", "753571/10077696", "2539/11664"]


def test_odds_table_json_is_the_texts_table_with_exact_fractions(capsys):
    """The text's table, "Résultats favorables": "1 sur 216", "6 sur 216", "210 sur 216"; its
    "20,70 %" is the value chosen after the first throw, while "une valeur choisie dès le
    départ" gives 7.48 %; optimal play gives 2539/11664. No exact row has a null fraction."""
    rows = run_json(capsys, "odds", "--rules", "zanzibar", "--table", "--json")["rows"]
    assert [row["fraction"] for row in rows] == TABLE_FRACTIONS
    assert all(row["fraction"] is not None for row in rows)
    assert [(row["favourable"], row["out_of"]) for row in rows] == [
        (1, 216), (6, 216), (210, 216), (None, None), (None, None), (None, None)]
    for row in rows:
        numerator, denominator = map(int, row["fraction"].split("/"))
        assert row["probability"] == numerator / denominator
    assert [row["text_figure"] for row in rows] == [
        "0,46 %", "2,78 %", "97,22 %", "20,70 %", "20,70 %", None]
    assert [row["matches_text_figure"] for row in rows] == [True, True, True, True, False, None]
    after, before, optimal = rows[3:]
    assert "after throw 1" in after["label"] and "before throwing" in before["label"]
    assert "optimal" in optimal["label"]
    assert after["quote"].startswith("En visant un zanzi d'une valeur donnée")
    assert "viser un zanzi d'une valeur choisie dès le départ" in before["quote"]
    assert [row["quote"] for row in rows[:3]] == [None, None, None]


def test_odds_table_json_is_the_same_in_every_language(capsys, monkeypatch):
    args = ("odds", "--rules", "zanzibar", "--table", "--json")
    english = run_json(capsys, *args)
    for language in ("fr_FR.UTF-8", "de_DE.UTF-8", "C"):
        monkeypatch.setenv("LANG", language)
        monkeypatch.setenv("LC_ALL", language)
        monkeypatch.setenv("LANGUAGE", language.split("_")[0])
        assert run_json(capsys, *args) == english
    assert english["rows"][0]["label"] == "a given zanzi (e.g. 6-6-6) on the first throw"


def test_odds_table_text(capsys):
    """Columns what / favorable / probability / exact, and beside the strategy rows the
    text's words: "En visant un zanzi d'une valeur donnée et en relançant les dés non conformes
    sur 3 lancers, cette probabilité atteint environ 20,70 %." and "… viser un zanzi d'une
    valeur choisie dès le départ, puis relancer les dés non conformes lors des 2 relances
    suivantes." """
    assert main(["odds", "--rules", "zanzibar", "--table"]) == 0
    out = capsys.readouterr().out
    header = out.splitlines()[0].split()
    assert header[:4] == ["what", "favorable", "probability", "exact"]
    for shown in ("1 of 216", "6 of 216", "210 of 216", "0.46%", "2.78%", "97.22%",
                  "20.70%", "7.48%", "21.77%", "1,207/5,832", "753,571/10,077,696", "2,539/11,664"):
        assert shown in out
    flat = " ".join(out.split())  # quotes may be wrapped over lines
    assert ("En visant un zanzi d'une valeur donnée et en relançant les dés non conformes sur "
            "3 lancers, cette probabilité atteint environ 20,70 %.") in flat
    assert ("viser un zanzi d'une valeur choisie dès le départ, puis relancer les dés non "
            "conformes lors des 2 relances suivantes.") in flat
    lines = out.splitlines()
    after = next(i for i, line in enumerate(lines) if "20.70%" in line)
    before = next(i for i, line in enumerate(lines) if "7.48%" in line)
    assert "1,207/5,832" in lines[after] and "753,571/10,077,696" in lines[before]
    assert "gives the text's 20,70 %" in " ".join(lines[after:before])
    assert "not the text's 20,70 %" in " ".join(lines[before:])


def test_simulate_json_is_reproducible(capsys):
    args = ("simulate", "--rules", "421-boite", "--players", "expert,novice", "--games", "40",
            "--seed", "9", "--json")
    first = run_json(capsys, *args)
    second = run_json(capsys, *args)
    assert first["games"] == 40
    assert [seat["player"] for seat in first["seats"]] == ["expert", "novice"]
    assert first["counts"] == "losses"  # a token game: what it decides is who pays
    assert sum(seat["losses"] for seat in first["seats"]) == 40
    for seat in first["seats"]:
        low, high = seat["ci95"]
        assert low <= seat["rate"] <= high
    first.pop("games_per_second"), second.pop("games_per_second")
    assert first == second


@pytest.mark.parametrize("args", [
    ["odds", "--rules", "nope", "--table"],
    ["odds", "--rules", "zanzibar", "--dice", "7-1-1", "--beat", "5-5-5"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6", "--beat", "5-5-5"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "5-5-5", "--limit", "4"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "5-5-5", "--throws-used", "0"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6-2"],
    ["simulate", "--rules", "421", "--players", "expert,wizard", "--games", "5", "--seed", "1"],
    ["simulate", "--rules", "421", "--players", "expert", "--games", "5", "--seed", "1"],
    ["simulate", "--rules", "421", "--players", "expert,novice", "--games", "0", "--seed", "1"],
])
def test_bad_arguments_give_one_line_and_status_2(capsys, args):
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1


def test_odds_table_of_421_is_421s_own_hands_with_their_tokens(capsys):
    """Issue 25: Zanzibar's table (000's figures about zanzis) says nothing of 421: under 421
    rules the table is 421's hands, strongest first, with the tokens each charges (from the
    rules: the Boîte's 421 charges 11) and its chance in one throw."""
    rows = run_json(capsys, "odds", "--rules", "421", "--table", "--json")["rows"]
    assert [row["dice"] for row in rows[:3]] == [[[4, 2, 1]], [[1, 1, 1]], [[6, 1, 1]]]
    assert [row["tokens"] for row in rows[:3]] == [[8], [7], [6]]
    assert rows[0]["fraction"] == "1/36" and rows[0]["favourable"] == 6
    assert rows[-1]["name"] == "Nénette" and rows[-1]["at_least"] == pytest.approx(1)
    assert sum(row["favourable"] for row in rows) == 216
    assert sum(len(row["dice"]) for row in rows) == 56
    assert not any("zanzi" in json.dumps(row).lower() for row in rows)
    boite = run_json(capsys, "odds", "--rules", "421-boite", "--table", "--json")["rows"]
    assert boite[0]["tokens"] == [11]


@pytest.mark.parametrize(("language", "heading", "first", "plain"), [
    ("en", "The hands of 421 at the counter, strongest first, in one throw of the three dice:",
     ["4-2-1", "421", "8", "6", "of", "216", "2.78%", "2.78%"], "plain hands: any other throw"),
    ("fr", "Les combinaisons de 421 au comptoir, de la plus forte à la plus faible, en un "
           "lancer des trois dés\u00a0:",
     ["4-2-1", "421", "8", "6", "sur", "216", "2,78\u202f%", "2,78\u202f%"],
     "combinaisons simples\u00a0: tout autre lancer"),
])
def test_odds_table_of_421_in_text(capsys, language, heading, first, plain):
    assert main(["odds", "--rules", "421", "--table", "--lang", language]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == heading
    assert re.split(" +", lines[2].strip()) == [word for cell in first for word in cell.split(" ")]
    assert any(plain in line and "162" in line for line in lines)
    assert "zanzi" not in "\n".join(lines).lower() and "000" not in "\n".join(lines)
