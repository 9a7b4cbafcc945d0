"""Without ``--lang`` the ``zanzibar`` command speaks the system's language: each case starts
the real command under a locale (LANG, LC_ALL), which a process reads when it starts."""

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.subprocess

NBSP = "\u00a0"
COMMAND = [sys.executable, "-m", "zanzibar_desktop.cli.main"]


def zanzibar(*args: str, **environment: str) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items()
           if key not in ("LANG", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LANGUAGE")}
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, encoding="utf-8",
                          env={**env, **environment}, timeout=120)


def test_the_default_follows_the_system_language():
    french = zanzibar("hands", "--rules", "zanzibar", LC_ALL="fr_FR.UTF-8")
    assert french.returncode == 0 and french.stderr == "", french.stderr  # no Qt locale warning
    assert french.stdout.splitlines()[0].startswith("rang") and "Zanzi de 6" in french.stdout
    assert zanzibar("hands", "--rules", "zanzibar", LANG="fr_FR.UTF-8").stdout == french.stdout
    for environment in ({"LANG": "C"}, {"LC_ALL": "C"}, {"LANG": "de_DE.UTF-8"}, {}):
        english = zanzibar("hands", "--rules", "zanzibar", **environment)
        assert english.returncode == 0 and english.stderr == "", (environment, english.stderr)
        assert english.stdout.splitlines()[0].startswith("rank")
        assert "Zanzi of sixes" in english.stdout
    assert zanzibar("hands", "--rules", "zanzibar", "--lang", "en",
                    LC_ALL="fr_FR.UTF-8").stdout == english.stdout


def test_a_system_error_message_follows_the_system_language():
    result = zanzibar("hands", "--rules", "nope", LC_ALL="fr_FR.UTF-8")
    assert result.returncode == 2
    assert result.stderr.startswith(f"zanzibar{NBSP}: erreur{NBSP}: il n’y a ni règle prédéfinie")


def test_rulesheet_takes_the_same_lang_and_defaults_to_the_system(tmp_path):
    out = tmp_path / "sheet.pdf"
    result = zanzibar("--lang", "fr", "rulesheet", "--rules", "421", "-o", str(out))
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert result.stdout == f"{out}{NBSP}: règle à imprimer de 421 au comptoir (fr)\n"
    result = zanzibar("rulesheet", "--rules", "421", "-o", str(out), LC_ALL="fr_FR.UTF-8")
    assert result.stdout.endswith("règle à imprimer de 421 au comptoir (fr)\n")
    result = zanzibar("rulesheet", "--rules", "421", "-o", str(out), "--lang", "en",
                      LC_ALL="fr_FR.UTF-8")
    assert result.stdout == f"{out}: rule sheet of 421 at the counter (en)\n"
    folder = zanzibar("rulesheet", "--rules", "421", "-o", str(tmp_path), "--lang", "fr")
    assert folder.stderr == f"zanzibar{NBSP}: erreur{NBSP}: {tmp_path} est un dossier\u202f; donnez le nom " \
                            "d’un fichier à écrire, comme regles.pdf\n"


ENGLISH_USAGE = ("usage:", "error:", "options:", "positional arguments", "show this help message",
                 "invalid choice", "required")


def test_the_real_command_speaks_french_from_its_first_word():
    """Issue 25, what a user sees: argparse's usage, help and errors in French with ``--lang
    fr`` (anywhere on the line) or on a French system, in English otherwise; one error line
    and status 2, never a traceback."""
    for run in (zanzibar("odds", "--help", "--lang", "fr"),
                zanzibar("odds", "--help", LC_ALL="fr_FR.UTF-8")):
        assert run.returncode == 0 and run.stderr == "", run.stderr
        assert run.stdout.startswith(f"utilisation{NBSP}: zanzibar odds")
        assert f"options{NBSP}:" in run.stdout and "afficher cette aide et quitter" in run.stdout
        assert [word for word in ENGLISH_USAGE if word in run.stdout] == []
    for run in (zanzibar("--lang", "fr", "odds", "--rules", "421", "--phase", "x", "--table"),
                zanzibar("odds", "--rules", "421", "--phase", "x", "--table", LC_ALL="fr_FR.UTF-8")):
        assert run.returncode == 2 and run.stdout == ""
        assert run.stderr == (f"zanzibar{NBSP}: erreur{NBSP}: argument --phase{NBSP}: choix non "
                              f"valable{NBSP}: «{NBSP}x{NBSP}» (au choix{NBSP}: «{NBSP}points{NBSP}», "
                              f"«{NBSP}decharge{NBSP}»)\n")
    english = zanzibar("odds", "--help", "--lang", "en", LC_ALL="fr_FR.UTF-8")
    assert english.stdout.startswith("usage: zanzibar odds") and "options:" in english.stdout
    error = zanzibar("simulate", "--rules", "421")
    assert error.returncode == 2 and error.stderr == (
        "zanzibar: error: the following arguments are required: --players, --games, --seed\n")
