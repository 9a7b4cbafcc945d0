"""Issue 25: with ``--lang fr`` everything ``zanzibar`` prints is French, argparse's own
words (usage, help headings, errors) and every option's help included; English stays
English. The commands run in this process (test_cli_system_language.py starts the real
command in both languages)."""

import argparse
import ast
import inspect
import re

import pytest

from zanzibar_desktop.cli import argparse_words
from zanzibar_desktop.cli.argparse_words import argparse_speaking
from zanzibar_desktop.cli.arguments import pair_argument
from zanzibar_desktop.cli.language import read_language, speaking
from zanzibar_desktop.cli.main import build_parser, main

pytestmark = pytest.mark.core

NBSP = "\u00a0"
FRENCH_ERROR = f"zanzibar{NBSP}: erreur{NBSP}: "
SUBCOMMANDS = ("rules", "hands", "odds", "simulate", "rulesheet", "review", "stats", "practice")
# What argparse writes in English, which no French output may hold.
ENGLISH_WORDS = ("usage:", "error:", "options:", "positional arguments", "show this help message",
                 "invalid choice", "required", "unrecognized", "expected one argument")


def run(capsys, *args):
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def english_words_in(text: str) -> list[str]:
    return [word for word in ENGLISH_WORDS if word in text]


@pytest.mark.parametrize("command", [(), *((name,) for name in SUBCOMMANDS)],
                         ids=lambda command: " ".join(command) or "zanzibar")
def test_help_is_french_with_lang_fr(capsys, command):
    status, out, err = run(capsys, "--lang", "fr", *command, "--help")
    assert status == 0 and err == ""
    assert english_words_in(out) == [], out
    assert out.startswith(f"utilisation{NBSP}: zanzibar")
    assert f"options{NBSP}:\n" in out and "afficher cette aide et quitter" in out
    assert not re.search(r" [:;!?]( |$)", out, re.MULTILINE), out  # French spaces, not plain ones


@pytest.mark.parametrize("command", [(), *((name,) for name in SUBCOMMANDS)],
                         ids=lambda command: " ".join(command) or "zanzibar")
def test_help_stays_english_with_lang_en(capsys, command):
    status, out, _ = run(capsys, "--lang", "en", *command, "--help")
    assert status == 0
    assert out.startswith("usage: zanzibar") and "options:\n" in out
    assert "show this help message and exit" in out
    assert "utilisation" not in out and NBSP not in out


def test_lang_after_help_still_chooses_the_help_language(capsys):
    """argparse prints the help when it meets --help, before it reads a later --lang: the
    language is read from the whole line first."""
    for args in (("odds", "--help", "--lang", "fr"), ("odds", "--help", "--lang=fr")):
        out = run(capsys, *args)[1]
        assert out.startswith(f"utilisation{NBSP}: zanzibar odds"), args


def test_top_level_help_lists_the_commands_in_french(capsys):
    out = run(capsys, "--lang", "fr", "--help")[1]
    assert f"arguments positionnels{NBSP}:" in out and "COMMANDE" in out
    assert "écrire la règle à imprimer en PDF" in out
    assert "les chiffres de toutes les parties jouées, par joueur" in out


def every_help(language: str) -> dict[tuple[str, str], str]:
    """Each option's help (by command and option) as the parser built in ``language`` has it."""
    with speaking(language), argparse_speaking():
        parser = build_parser()
    helps = {}
    subparsers = next(action for action in parser._actions
                      if isinstance(action, argparse._SubParsersAction))
    for name, subparser in [("", parser), *subparsers.choices.items()]:
        helps[(name, "")] = subparser.description
        for action in subparser._actions:
            if not isinstance(action, argparse._SubParsersAction):
                helps[(name, action.dest)] = action.help
    return helps


def test_every_option_has_a_help_and_it_is_translated():
    english, french = every_help("en"), every_help("fr")
    assert set(english) == set(french)
    missing = [key for key, words in english.items() if not words]
    assert missing == []
    untranslated = [key for key in english if french[key] == english[key]]
    assert untranslated == []
    assert "000's probability table" not in " ".join(english.values())


@pytest.mark.parametrize(("args", "french", "english"), [
    (("odds", "--rules", "421", "--table", "--bogus"),
     "arguments non reconnus : --bogus", "unrecognized arguments: --bogus"),
    (("odds", "--rules", "421", "--table", "--phase", "x"),
     "argument --phase : choix non valable : « x » (au choix : « points », « decharge »)",
     "argument --phase: invalid choice: 'x' (choose from 'points', 'decharge')"),
    (("simulate", "--rules", "421"),
     "arguments obligatoires manquants : --players, --games, --seed",
     "the following arguments are required: --players, --games, --seed"),
    ((), "arguments obligatoires manquants : COMMANDE",
     "the following arguments are required: COMMAND"),
    (("dice",), "argument COMMANDE : choix non valable : « dice »", "argument COMMAND: invalid choice"),
    (("odds", "--rules", "421"), "dites ce qu’il faut calculer : --dice, --table, --duel ou "
     "--partie", "say what to work out: --dice, --table, --duel or --partie"),
    (("odds", "--rules", "421", "--table", "--duel"),
     "argument --duel : incompatible avec l’argument --table",
     "argument --duel: not allowed with argument --table"),
    (("hands", "--rules"), "argument --rules : une valeur est attendue",
     "argument --rules: expected one argument"),
    (("odds", "--rules", "421", "--dice", "6-6"),
     "argument --dice : « 6-6 » : il faut trois dés de 1 à 6, comme 6-6-2",
     "argument --dice: '6-6' is not three dice from 1 to 6 such as 6-6-2"),
    (("simulate", "--rules", "421", "--players", "novice,genius", "--games", "1", "--seed", "1"),
     "argument --players : joueur inconnu « genius » ; au choix : novice, regular, expert, master, random",
     "argument --players: unknown player 'genius'; choose among novice, regular, expert, master, random"),
    (("simulate", "--rules", "421", "--players", "novice", "--games", "0", "--seed", "1"),
     "argument --players : une partie se joue de 2 à", "argument --players: a game needs 2 to"),
])
def test_errors_are_one_french_line_or_one_english_line(capsys, args, french, english):
    for language, prefix, words in (("fr", FRENCH_ERROR, french), ("en", "zanzibar: error: ", english)):
        status, out, err = run(capsys, "--lang", language, *args)
        assert status == 2 and out == "" and err.count("\n") == 1, err
        spaced = err.replace(NBSP, " ").replace("\u202f", " ")
        assert spaced.startswith(prefix.replace(NBSP, " ") + words), err
        if language == "fr":
            assert english_words_in(err) == [], err


def test_the_language_is_read_from_the_whole_line():
    assert read_language(["--lang", "fr", "odds"]) == ("fr", "odds")
    assert read_language(["odds", "--rules", "421", "--lang", "fr"]) == ("fr", "odds")
    assert read_language(["odds", "--lang=fr", "--lang", "en"]) == ("en", "odds")
    assert read_language(["--lan", "fr", "rulesheet"]) == ("fr", "rulesheet")
    assert read_language(["--lang", "de", "hands"]) == (None, "hands")  # argparse refuses it
    assert read_language(["hands", "--", "--lang", "fr"]) == (None, "hands")
    assert read_language([]) == (None, None)


# argparse's message ids: a new Python that changes one is noticed here


def argparse_message_ids() -> set[str]:
    """Every literal message id the running Python's argparse passes to ``_``/``ngettext``."""
    ids = set()
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("_", "ngettext"):
            ids.update(argument.value for argument in node.args
                       if isinstance(argument, ast.Constant) and isinstance(argument.value, str))
    return ids


def test_every_argparse_message_is_translated_or_known_not_to_reach_players():
    """A message argparse may print to a player is in MESSAGES (or COUNTED); the others are
    mistakes in building a parser. An id missing from both, or one argparse no longer has,
    means Python changed its words: the table must follow."""
    catalogued = set(argparse_words.MESSAGES) | set(argparse_words.COUNTED) \
        | argparse_words.NOT_FOR_PLAYERS
    assert argparse_message_ids() == catalogued


def test_each_translated_message_gives_back_argparses_template():
    for message_id, text in argparse_words.MESSAGES.items():
        fields = {name: f"<{name}>" for name in re.findall(r"%\((\w+)\)", message_id)}
        if fields:
            assert argparse_words.template(message_id, text.source) % fields == \
                message_id % fields, message_id
        elif "%" in message_id:
            assert argparse_words.template(message_id, text.source) % "<x>" == \
                message_id % "<x>", message_id
        else:
            assert argparse_words.template(message_id, text.source) == message_id, message_id
    assert argparse_words.template("invalid choice: %(value)r (choose from %(choices)s)",
                                   "choix «{value}» 100 %") == "choix «%(value)s» 100 %%"


@pytest.mark.parametrize(("language", "one", "two"), [("en", "expected %s argument",
                                                        "expected %s arguments"),
                                                       ("fr", "%s valeur attendue",
                                                        "%s valeurs attendues")])
def test_the_counted_argparse_message_keeps_its_count_for_argparse(language, one, two):
    with speaking(language):
        assert argparse_words.ngettext(*argparse_words.COUNTED, 1) == one
        assert argparse_words.ngettext(*argparse_words.COUNTED, 2) == two
        assert argparse_words.ngettext(*argparse_words.COUNTED, 2) % 2 == two % 2


def test_argparse_is_left_as_it_was_after_the_command(capsys):
    before = argparse._, argparse.ngettext
    run(capsys, "--lang", "fr", "hands", "--bogus")
    assert (argparse._, argparse.ngettext) == before


# Issue 34: the wrong arguments and files a player may give, each answered in French alone

# English words the errors' own English (argparse's, Python's, the system's, SQLite's) holds.
ENGLISH = {"the", "is", "not", "no", "such", "file", "of", "and", "to", "or", "expecting",
           "value", "cannot", "database", "directory", "invalid", "choice", "error", "usage",
           "required", "expected", "unrecognized", "property", "enclosed", "double", "quotes",
           "line", "column", "must", "should", "choose", "from", "allowed", "with", "there"}


def wrong_arguments(folder) -> list[tuple[str, ...]]:  # noqa: ANN001
    bad_json, garbage = folder / "bad.json", folder / "games.sqlite"
    bad_json.write_text("{")
    garbage.write_bytes(bytes(range(256)) * 20)
    return [
        (), ("dice",), ("odds", "--rules", "421"), ("odds", "--rules", "421", "--table", "--bogus"),
        ("odds", "--rules", "421", "--table", "--phase", "x"),
        ("odds", "--rules", "421", "--table", "--duel"), ("odds", "--rules", "421", "--dice", "6-6"),
        ("odds", "--rules", "zanzibar", "--dice", "6-6-2", "--partie", "--scores", "120,95,3"),
        ("hands", "--rules"), ("hands", "--rules", "nope"), ("hands", "--rules", str(bad_json)),
        ("hands", "--rules", str(folder)), ("simulate", "--rules", "421"),
        ("simulate", "--rules", "421", "--players", "novice,genius", "--games", "1", "--seed", "1"),
        ("simulate", "--rules", "421", "--players", "novice,novice", "--games", "x", "--seed", "1"),
        ("review", str(folder / "missing.zanzibar")), ("review", str(bad_json)),
        ("stats", "--db", str(garbage)),
    ]


def test_every_wrong_argument_is_one_french_line_without_an_english_word(capsys, tmp_path):
    cases = wrong_arguments(tmp_path)
    assert len(cases) == 18
    for args in cases:
        status, out, err = run(capsys, "--lang", "fr", *args)
        assert status == 2 and out == "" and err.count("\n") == 1, (args, err)
        assert err.startswith(FRENCH_ERROR), err
        said = err[len(FRENCH_ERROR):]
        for typed in sorted(args, key=len, reverse=True):  # what the player typed is theirs
            said = said.replace(typed, "")
        assert "'" not in said, err  # Python's quotes, where French writes « »
        assert said[:1] == said[:1].lower(), err  # one rule: lower case after « erreur : »
        english = ENGLISH & {word.lower() for word in re.findall(r"[^\W\d_]+", said)}
        assert english == set(), (err, english)


def test_scores_are_typed_with_a_slash_or_a_comma():
    """« 120,95 » reads as a French decimal: 120/95 is the form the help gives; the comma
    still works."""
    assert pair_argument("120/95") == pair_argument("120,95") == (120, 95)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_lang_names_json_only_where_the_command_has_it(language):
    helps = every_help(language)
    for command in SUBCOMMANDS:
        has_json = (command, "json") in helps
        assert ("--json" in helps[(command, "lang")]) == has_json, (command, helps[(command, "lang")])
