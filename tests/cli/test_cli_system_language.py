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
    assert result.stderr.startswith("zanzibar: error: Il n’y a ni règle prédéfinie")


def test_rulesheet_takes_the_same_lang_and_defaults_to_the_system(tmp_path):
    out = tmp_path / "sheet.pdf"
    result = zanzibar("--lang", "fr", "rulesheet", "--rules", "421", "-o", str(out))
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert result.stdout == f"{out}{NBSP}: fiche de règles de 421 (fr)\n"
    result = zanzibar("rulesheet", "--rules", "421", "-o", str(out), LC_ALL="fr_FR.UTF-8")
    assert result.stdout.endswith("fiche de règles de 421 (fr)\n")
    result = zanzibar("rulesheet", "--rules", "421", "-o", str(out), "--lang", "en",
                      LC_ALL="fr_FR.UTF-8")
    assert result.stdout == f"{out}: rule sheet of 421 (en)\n"
    folder = zanzibar("rulesheet", "--rules", "421", "-o", str(tmp_path), "--lang", "fr")
    assert folder.stderr == f"zanzibar: error: {tmp_path} est un dossier\u202f; donnez le nom " \
                            "d’un fichier à écrire, comme regles.pdf\n"
