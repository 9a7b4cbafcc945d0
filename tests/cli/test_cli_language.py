"""``--lang en|fr`` on every command: the text output in that language (the system's by
default), numbers written its way, and ``--json`` the same in every language. The commands
run in this process; tests/cli/test_cli_system_language.py starts them under a system locale."""

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from zanzibar_desktop import i18n
from zanzibar_desktop.cli import odds_command
from zanzibar_desktop.cli.language import plural
from zanzibar_desktop.cli.main import build_parser, main
from zanzibar_desktop.engine.odds.zanzi_table import zanzi_table
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

NBSP = "\u00a0"
NNBSP = "\u202f"  # before ; ! ? and %
FRENCH_ERROR = f"zanzibar{NBSP}: erreur{NBSP}: "
SIMULATE = ("simulate", "--rules", "421", "--players", "expert,regular,novice", "--games", "6",
            "--seed", "3")


def run(capsys, *args):
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def output(capsys, *args) -> str:
    status, out, err = run(capsys, *args)
    assert status == 0 and err == "", err
    return out


# --lang is one option, taken before or after the subcommand


def test_lang_is_taken_before_and_after_every_subcommand():
    parser = build_parser()
    for command in (["rules", "421"], ["hands", "--rules", "421"], ["odds", "--rules", "421", "--table"],
                    ["simulate", *SIMULATE[1:]], ["rulesheet", "--rules", "421", "-o", "x.pdf"]):
        assert parser.parse_args(["--lang", "fr", *command]).lang == "fr"
        assert parser.parse_args([*command, "--lang", "fr"]).lang == "fr"
        assert parser.parse_args(["--lang", "fr", *command, "--lang", "en"]).lang == "en"
        assert not hasattr(parser.parse_args(command), "lang")  # then the system's


def test_an_unknown_language_is_a_usage_error(capsys):
    status, out, err = run(capsys, "hands", "--rules", "421", "--lang", "de")
    assert status == 2 and out == "" and err.startswith("zanzibar: error: argument --lang")


@pytest.mark.parametrize("args", [("--lang", "fr", "hands", "--rules", "zanzibar"),
                                  ("hands", "--rules", "zanzibar", "--lang", "fr")])
def test_hands_in_french(capsys, args):
    lines = output(capsys, *args).splitlines()
    assert lines[0].split() == ["rang", "dés", "valeur", "en", "un", "lancer", "combinaison"]
    assert lines[1].split()[-2:] == ["Zanzi", "d’as"]
    assert lines[2].split()[-3:] == ["Zanzi", "de", "6"]


def test_hands_in_english(capsys):
    lines = output(capsys, "hands", "--rules", "zanzibar", "--lang", "en").splitlines()
    assert lines[0].split() == ["rank", "dice", "value", "one", "throw", "name"]
    assert lines[2].endswith("Zanzi of sixes")
    assert output(capsys, "hands", "--rules", "zanzibar") == "\n".join(lines) + "\n"


def test_hands_columns_line_up_in_both_languages(capsys):
    for language, heading in (("en", "one throw"), ("fr", "en un lancer")):
        lines = output(capsys, "hands", "--rules", "421", "--lang", language).splitlines()
        assert len(lines) == 57
        ends = {re.search(r"[0-9]+/[0-9]+", line).end() for line in lines[1:]}  # right-aligned
        assert ends == {lines[0].index(heading) + len(heading)}


def test_odds_table_in_french_writes_numbers_the_french_way(capsys):
    out = output(capsys, "odds", "--rules", "zanzibar", "--table", "--lang", "fr")
    header = out.splitlines()[0].split()
    assert header == ["cas", "favorables", "probabilité", "exacte", "le", "texte"]
    for shown in ("1 sur 216", "210 sur 216", f"0,46{NNBSP}%", f"20,70{NNBSP}%", f"7,48{NNBSP}%",
                  f"21,77{NNBSP}%", f"1{NNBSP}207/5{NNBSP}832", f"753{NNBSP}571/10{NNBSP}077{NNBSP}696",
                  "un zanzi donné (par ex. 6-6-6) au premier lancer",
                  f"«{NBSP}En visant un zanzi", f"(cette lecture donne les 20,70{NNBSP}% du texte)"):
        assert shown in out, shown
    assert "20.70" not in out and " of 216" not in out


def test_odds_table_in_english(capsys):
    out = output(capsys, "odds", "--rules", "zanzibar", "--table", "--lang", "en")
    assert "20.70%" in out and "1 of 216" in out and "20,70" + NNBSP not in out


def test_the_table_labels_in_english_are_the_engines_words():
    rows = zanzi_table().rows()
    assert [odds_command.TABLE_LABELS[row.key].source for row in rows] == [row.label for row in rows]
    assert all(odds_command.TABLE_READINGS[row.key].source == row.reading
               for row in rows if row.reading is not None)


def test_odds_options_in_french(capsys):
    args = ("odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "5-5-5", "--beat-throws")
    lines = output(capsys, *args, "2", "--lang", "fr").splitlines()
    assert lines[0] == f"6-6-2 au lancer 1 sur 3, contre 5-5-5 fait en 2 lancers{NBSP}:"
    assert lines[1].split() == ["choix", "victoire", "égalité", "défaite", "manche", "gagnée", "valeur",
                                "moyenne"]
    assert lines[2].split()[:4] == ["garder", "6-6", "30,56", f"%{NBSP}0,00".split(NBSP)[0]]
    assert f"30,56{NNBSP}%" in lines[2] and lines[2].endswith("30,00")
    assert any(line.split()[0] == "s’arrêter" for line in lines[2:])
    first = output(capsys, *args, "1", "--lang", "fr").splitlines()[0]
    assert first.endswith(f"fait en 1 lancer{NBSP}:")
    english = output(capsys, *args, "1", "--lang", "en").splitlines()
    assert english[0] == "6-6-2 after throw 1 of 3, against 5-5-5 made in 1 throw:"
    assert english[1].split()[0] == "choice" and "30.56%" in english[2]


def test_odds_duel_in_french(capsys):
    lines = output(capsys, "--lang", "fr", "odds", "--rules", "421", "--duel").splitlines()
    assert lines[0].startswith(f"Manche à deux, chacun jouant au mieux{NBSP}: le premier")
    assert f"{NNBSP}% des cas" in lines[0]
    assert lines[1].startswith("Meilleur choix du premier à jouer")
    assert lines[2].startswith(f"  après 1 lancer{NBSP}: ") and f"1-1-1{NBSP}: s’arrêter" in lines[2]
    assert lines[3].startswith(f"  après 2 lancers{NBSP}: ")
    english = output(capsys, "odds", "--rules", "421", "--duel").splitlines()
    assert english[2].startswith("  after 1 throw: ") and english[3].startswith("  after 2 throws: ")


def test_simulate_in_french(capsys):
    lines = output(capsys, *SIMULATE, "--lang", "fr").splitlines()
    assert lines[0] == ("6 parties de 421 au comptoir, graine 3, décompte des défaites "
                        f"(tournées payées){NBSP}:")
    seats = [line.split() for line in lines if line.startswith("  place ")]
    assert [row[:4] for row in seats] == [["place", "1", "Expert", "défaites"],
                                          ["place", "2", "Habitué", "défaites"],
                                          ["place", "3", "Débutant", "défaites"]]
    assert all(f"intervalle à 95{NNBSP}%" in line for line in lines[1:4])
    assert lines[4].startswith(f"  durée moyenne d’une partie{NBSP}: ") and "," in lines[4]
    assert lines[5].startswith("  premiers lancers (")
    assert any(line.split()[:2] == ["Combinaison", "simple"] for line in lines)
    assert lines[-1].endswith(" parties par seconde")
    one = output(capsys, "simulate", "--rules", "zanzibar-kids", "--players", "expert,novice",
                 "--games", "1", "--seed", "1", "--lang", "fr").splitlines()[0]
    assert one == f"1 partie de Zanzibar pour les enfants, graine 1, décompte des victoires{NBSP}:"


def test_simulate_in_english(capsys):
    lines = output(capsys, *SIMULATE, "--lang", "en").splitlines()
    assert lines[0] == "6 games of 421 at the counter, seed 3, counting losses (tournées paid):"
    assert lines[4].startswith("  mean game length: ") and "." in lines[4]
    assert any(line.split()[:2] == ["Plain", "hand"] for line in lines)
    one = output(capsys, "simulate", "--rules", "zanzibar-kids", "--players", "expert,novice",
                 "--games", "1", "--seed", "1").splitlines()[0]
    assert one == "1 game of Zanzibar for children, seed 1, counting wins:"


def test_rules_check_and_its_warning_in_french(capsys, tmp_path):
    path = tmp_path / "house.json"
    path.write_text(preset_rules("zanzibar").with_options(exact_finish_level=150).to_json())
    status, out, err = run(capsys, "rules", "--check", str(path), "--lang", "fr")
    assert status == 0
    assert out == f"{path}{NBSP}: règles valides (zanzibar, zanzibar)\n"
    assert err.startswith(f"zanzibar{NBSP}: avertissement{NBSP}: Le palier est fixé à 150")


# Errors: the prefix stays, the message is in the chosen language


@pytest.mark.parametrize(("args", "french", "english"), [
    (("hands", "--rules", "nope"), "il n’y a ni règle prédéfinie", "there is no preset"),
    (("odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "5-5-5", "--limit", "9"),
     "--limit doit être entre 1 et 3 avec ces règles, pas 9", "--limit must be between 1 and 3"),
    (("odds", "--rules", "zanzibar", "--dice", "6-6-2"), "--dice demande --beat", "--dice needs --beat"),
])
def test_errors_in_the_chosen_language(capsys, args, french, english):
    for language, prefix, words in (("fr", FRENCH_ERROR, french), ("en", "zanzibar: error: ", english)):
        status, out, err = run(capsys, *args, "--lang", language)
        assert status == 2 and out == "" and len(err.splitlines()) == 1
        assert err.startswith(f"{prefix}{words}"), err


def test_a_log_that_cannot_be_written_is_reported_in_french(capsys, tmp_path):
    status, _, err = run(capsys, *SIMULATE, "--log", str(tmp_path), "--lang", "fr")
    assert status == 2 and err.startswith(f"{FRENCH_ERROR}--log {tmp_path}{NBSP}: ")


# --json and the rules file are the same in every language


JSON_COMMANDS = {
    "rules": ("rules", "421-boite"),
    "hands": ("hands", "--rules", "zanzibar", "--json"),
    "odds --dice": ("odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "5-5-5", "--json"),
    "odds --table": ("odds", "--rules", "zanzibar", "--table", "--json"),
    "odds --table 421": ("odds", "--rules", "421", "--table", "--json"),
    "odds --duel": ("odds", "--rules", "421", "--duel", "--json"),
}


@pytest.mark.parametrize("command", JSON_COMMANDS)
def test_json_is_byte_identical_in_every_language(capsys, command):
    args = JSON_COMMANDS[command]
    english, french = (output(capsys, "--lang", language, *args) for language in ("en", "fr"))
    assert french == english == output(capsys, *args)
    assert "ê" not in english and NBSP not in english


def test_simulate_json_is_the_same_in_every_language(capsys):
    english, french = (json.loads(output(capsys, *SIMULATE, "--json", "--lang", language))
                       for language in ("en", "fr"))
    english.pop("games_per_second"), french.pop("games_per_second")  # a timing
    assert english == french
    assert english["counts"] == "losses" and english["hand_frequencies"][0]["category"] == "plain"


# English needs no compiled translation


def test_english_works_without_any_compiled_translation(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "HERE", tmp_path)  # no .qm file there
    lines = output(capsys, "--lang", "en", "hands", "--rules", "zanzibar").splitlines()
    assert lines[0].startswith("rank") and lines[2].endswith("Zanzi of sixes")
    one = output(capsys, "simulate", "--rules", "zanzibar-kids", "--players", "expert,novice",
                 "--games", "1", "--seed", "1").splitlines()[0]
    assert one == "1 game of Zanzibar for children, seed 1, counting wins:"
    duel = output(capsys, "odds", "--rules", "421", "--duel").splitlines()
    assert duel[2].startswith("  after 1 throw: ") and duel[3].startswith("  after 2 throws: ")
    status, out, err = run(capsys, "--lang", "fr", "hands", "--rules", "zanzibar")
    assert status == 2 and out == ""
    assert err == "zanzibar: error: the fr translation is not built: run make translations\n"


def test_plural_mends_the_english_source_only():
    assert plural("1 game(s) of 421", 1) == "1 game of 421"
    assert plural("2 game(s) of 421", 2) == "2 games of 421"
    assert plural("2 parties de 421", 2) == "2 parties de 421"


def cli_messages(language: str) -> dict[tuple[str, str], ET.Element]:
    path = Path(__file__).resolve().parents[2] / "translations" / f"zanzibar_{language}.ts"
    return {(context.find("name").text, message.find("source").text): message.find("translation")
            for context in ET.parse(path).getroot() if context.find("name").text.startswith("Cli")
            for message in context.findall("message")}


def test_the_commands_texts_are_translated_with_french_typography():
    french, english = cli_messages("fr"), cli_messages("en")
    assert set(french) == set(english)
    assert {context for context, _ in french} == {
        "Cli", "CliArgparse", "CliHands", "CliOdds", "CliReview", "CliRules", "CliRulesheet",
        "CliSimulate", "CliStats", "CliSkill", "CliPractice"}
    before = {":": NBSP, "»": NBSP, "%": NNBSP, ";": "\u202f", "!": "\u202f", "?": "\u202f"}
    for key, translation in french.items():
        forms = [form.text for form in translation.findall("numerusform")] or [translation.text]
        for form in forms:
            assert form and form != key[1], key
            for match in re.finditer(r"(.)([:;!?»%])(.?)", form):
                if match.group(2) == "%" and match.group(3) in ("n", "L"):
                    continue  # the plural's count (%n, or %Ln in the language's digits)
                assert match.group(1) == before[match.group(2)], (key, form)
            assert all(match.group(1) == NBSP for match in re.finditer("«(.)", form)), (key, form)
    for (_, source), translation in english.items():
        forms = [form.text for form in translation.findall("numerusform")]
        if forms:
            assert forms == [source.replace("(s)", ""), source.replace("(s)", "s")], source
        else:
            assert translation.text == source


@pytest.mark.parametrize("language", ["en", "fr"])
def test_review_writes_tokens_and_signs_the_languages_way(capsys, tmp_path, language):
    """Issue 25: in the review's text, a decimal count of tokens agrees with its noun as the
    language counts (French: singular below 2, « 1,47 jeton »; English: « 1.47 tokens »),
    and a negative figure has a real minus sign, never a hyphen nor « −0,00 »."""
    output(capsys, "simulate", "--rules", "421", "--players", "novice,regular", "--games", "1",
           "--seed", "3", "--save-games", str(tmp_path))
    out = output(capsys, "review", str(tmp_path / "game-0001.zanzibar"), "--lang", language)
    amounts = re.findall(r"\((\u2212?)(\d+)[.,](\d\d) (jetons?|tokens?)\)", out)
    assert amounts, out
    for sign, units, hundredths, noun in amounts:
        if language == "fr":
            assert noun == ("jeton" if int(units) < 2 else "jetons"), out
        else:
            assert noun == "tokens", out
        assert not (sign and units == "0" and hundredths == "00"), out
    assert any(sign for sign, *_ in amounts), out  # the décharge has figures below zero
    assert not re.search(r"-\d", re.sub(r"\b\d(-\d)+\b", "", out)), out  # dice aside: 6-4-1


@pytest.mark.parametrize(("language", "names"), [("fr", ["Débutant 1", "Habitué 2"]),
                                                 ("en", ["Novice 1", "Regular 2"])])
def test_review_names_the_levels_as_the_window_does(capsys, tmp_path, language, names):
    """Issue 25: a seat a tournament named after its level (``novice 1`` in the file) is
    printed with the level's name, « Débutant », « Habitué », « Expert »; the JSON keeps the
    file's data, the same in every language."""
    output(capsys, "simulate", "--rules", "421", "--players", "novice,regular", "--games", "1",
           "--seed", "3", "--save-games", str(tmp_path))
    game = str(tmp_path / "game-0001.zanzibar")
    lines = output(capsys, "review", game, "--lang", language).splitlines()
    assert [line.split("  ")[0] for line in lines[1:3]] == [f"0 {names[0]}", f"1 {names[1]}"]
    out = "\n".join(lines)
    assert "novice" not in out and "regular" not in out
    assert output(capsys, "review", game, "--json", "--lang", "fr") == output(
        capsys, "review", game, "--json", "--lang", "en")


def test_simulate_names_the_levels_in_french(capsys):
    out = output(capsys, "simulate", "--rules", "zanzibar", "--players", "expert,regular,novice",
                 "--games", "2", "--seed", "1", "--lang", "fr")
    assert "Expert" in out and "Habitué" in out and "Débutant" in out
    assert "novice" not in out and "regular" not in out
