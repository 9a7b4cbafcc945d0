"""The ``zanzibar`` command never shows a traceback.

Each case runs the real command in a subprocess: a refusal is exactly one line on stderr,
``zanzibar: error: …``, with exit status 2, and nothing printed comes raw from a file
(no terminal escape, no lone surrogate, no line break).
"""

import json
import os
import shlex
import subprocess
import sys

import pytest

from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.subprocess

COMMAND = [sys.executable, "-m", "zanzibar_desktop.cli.main"]
RED = "\x1b[31m"


def zanzibar(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, encoding="utf-8",
                          errors="backslashreplace", cwd=cwd, timeout=120)


def assert_refused(result: subprocess.CompletedProcess, *words: str) -> str:
    """Status 2 and one printable error line holding ``words``; the line."""
    assert "Traceback" not in result.stderr + result.stdout
    assert result.returncode == 2, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and result.stderr.endswith("\n"), result.stderr
    assert lines[0].startswith("zanzibar: error: ")
    assert "\x1b" not in lines[0] and "\\ud800" not in lines[0]
    for word in words:
        assert word in lines[0]
    return lines[0]


def rules_document(**changes) -> dict:
    document = json.loads(preset_rules("zanzibar").to_json())
    document.update(changes)
    return document


def write_rules(path, text: str) -> str:
    path.write_text(text, encoding="utf-8")
    return str(path)


# Every subcommand that takes --rules, with what else it needs to reach the rules.
WITH_RULES = {
    "rules": lambda rules: ["rules", "--check", rules],
    "hands": lambda rules: ["hands", "--rules", rules],
    "odds": lambda rules: ["odds", "--rules", rules, "--table"],
    "simulate": lambda rules: ["simulate", "--rules", rules, "--players", "expert,novice",
                               "--games", "1", "--seed", "1"],
    "rulesheet": lambda rules: ["rulesheet", "--rules", rules, "-o", "sheet.pdf"],
}


def deep_files(tmp_path) -> dict[str, str]:
    good = json.dumps(rules_document())
    return {
        "nested list": write_rules(tmp_path / "list.json", "[" * 100_000 + "]" * 100_000),
        "object inside rules": write_rules(tmp_path / "inside.json", good.replace(
            '"tokens": 21', '"tokens": ' + '{"a": ' * 100 + "1" + "}" * 100)),
        "deep object inside rules": write_rules(tmp_path / "deeper.json", good.replace(
            '"tokens": 21', '"tokens": ' + '{"a": ' * 100_000 + "1" + "}" * 100_000)),
    }


@pytest.mark.parametrize("command", WITH_RULES)
def test_deeply_nested_rules_files_are_refused_by_every_command(tmp_path, command):
    for path in deep_files(tmp_path).values():
        assert_refused(zanzibar(*WITH_RULES[command](path), cwd=tmp_path), "nested")
    assert not (tmp_path / "sheet.pdf").exists()


def test_an_integer_of_5000_digits_is_refused(tmp_path):
    text = json.dumps(rules_document()).replace('"tokens": 21', '"tokens": ' + "9" * 5000)
    path = write_rules(tmp_path / "big.json", text)
    for command in ("rules", "hands"):
        line = assert_refused(zanzibar(*WITH_RULES[command](path)), "number")
        assert len(line) < 400  # the digits are not echoed back


def test_a_name_with_a_lone_surrogate_is_refused(tmp_path):
    path = write_rules(tmp_path / "surrogate.json", json.dumps(rules_document(name="A\ud800")))
    assert '"A\\ud800"' in (tmp_path / "surrogate.json").read_text()
    for command in ("rules", "hands", "simulate"):
        assert_refused(zanzibar(*WITH_RULES[command](path)), "surrogate")


def test_a_name_with_terminal_escapes_never_reaches_the_terminal(tmp_path):
    path = write_rules(tmp_path / "red.json", json.dumps(rules_document(name=RED + "Red")))
    for command in ("rules", "hands", "simulate"):
        result = zanzibar(*WITH_RULES[command](path))
        assert_refused(result, "name")
        assert "\x1b" not in result.stdout


def test_paths_with_terminal_escapes_are_printed_without_them(tmp_path):
    good = write_rules(tmp_path / f"{RED}good.json", json.dumps(rules_document()))
    result = zanzibar("rules", "--check", good)
    assert result.returncode == 0 and result.stderr == ""
    assert "[31mgood.json: valid rules" in result.stdout and "\x1b" not in result.stdout
    bad = write_rules(tmp_path / f"{RED}bad\nname.json", "{")
    assert "[31mbad name.json" in assert_refused(zanzibar("hands", "--rules", bad), "not valid JSON")
    out = str(tmp_path / f"{RED}missing" / "sheet.pdf")
    assert "[31mmissing" in assert_refused(zanzibar("rulesheet", "--rules", "421", "-o", out))


@pytest.mark.parametrize("command", ["rules", "hands", "odds", "simulate", "rulesheet"])
def test_a_rules_argument_of_5000_characters_is_one_line(tmp_path, command):
    result = zanzibar(*WITH_RULES[command]("r" * 5000), cwd=tmp_path)
    assert len(assert_refused(result, "no preset or rules file")) < 400


def test_rulesheet_refuses_a_folder_that_does_not_exist(tmp_path):
    out = tmp_path / "nowhere" / "sheet.pdf"
    assert_refused(zanzibar("rulesheet", "--rules", "421", "-o", str(out)), "does not exist")
    assert not out.parent.exists()


def test_rulesheet_refuses_to_write_over_a_folder(tmp_path):
    folder = tmp_path / "sheet.pdf"
    folder.mkdir()
    assert_refused(zanzibar("rulesheet", "--rules", "421", "-o", str(folder)), "is a folder")
    assert folder.is_dir() and not any(folder.iterdir())


def test_rulesheet_reports_an_output_it_cannot_write(tmp_path):
    (tmp_path / "somefile.txt").write_text("not a folder")
    out = str(tmp_path / "somefile.txt" / "out.pdf")
    assert_refused(zanzibar("rulesheet", "--rules", "421", "-o", out), "cannot write", "not a folder")
    assert_refused(zanzibar("rulesheet", "--rules", "421", "-o", "/dev/null"), "not a file")
    assert_refused(zanzibar("rulesheet", "--rules", "421", "-o", "o" * 5000 + ".pdf", cwd=tmp_path),
                   "could not write")


def test_rulesheet_still_writes_a_pdf(tmp_path):
    out = tmp_path / "sheet.pdf"
    result = zanzibar("rulesheet", "--rules", "421", "-o", str(out))
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert out.read_bytes().startswith(b"%PDF") and "rule sheet of 421" in result.stdout


def into_a_closed_pipe(*args: str) -> subprocess.CompletedProcess:
    reader, writer = os.pipe()
    os.close(reader)  # the reader is gone before the first line is written
    try:
        return subprocess.run([*COMMAND, *args], stdout=writer, stderr=subprocess.PIPE,
                               text=True, timeout=120)
    finally:
        os.close(writer)


@pytest.mark.parametrize("args", [["hands", "--rules", "zanzibar"],
                                  ["odds", "--rules", "zanzibar", "--table", "--json"]])
def test_a_closed_pipe_ends_quietly_with_status_141(args):
    result = into_a_closed_pipe(*args)
    assert result.stderr == "" and result.returncode == 141


def test_help_into_a_closed_pipe_is_quiet():
    result = into_a_closed_pipe("--help")  # argparse itself ignores its failed write
    assert result.stderr == "" and result.returncode in (0, 141)


def test_piping_into_head_shows_no_traceback():
    command = " ".join(shlex.quote(part) for part in COMMAND) + " hands --rules zanzibar"
    result = subprocess.run(["bash", "-c", command + ' | head -1; echo "status ${PIPESTATUS[0]}"'],
                            capture_output=True, text=True, timeout=120)
    assert result.stderr == ""
    first, status = result.stdout.splitlines()
    assert first.startswith("rank") and status in ("status 0", "status 141")


@pytest.mark.parametrize(("changes", "word"), [
    ({"format": None}, "format"),
    ({"version": None}, "version"),
    ({"name": None}, "name"),
    ({"version": True}, "version true"),
    ({"version": 1.0}, "version 1.0"),
])
def test_rules_files_need_an_integer_version_a_format_and_a_name(tmp_path, changes, word):
    document = rules_document()
    for key, value in changes.items():
        if value is None:
            del document[key]
        else:
            document[key] = value
    path = write_rules(tmp_path / "rules.json", json.dumps(document))
    for command in ("rules", "hands"):
        assert_refused(zanzibar(*WITH_RULES[command](path)), word)


def test_rules_check_refuses_a_folder_and_a_device(tmp_path):
    assert_refused(zanzibar("rules", "--check", str(tmp_path)), "folder")
    assert_refused(zanzibar("rules", "--check", "/dev/null"), "device")


@pytest.mark.parametrize("args", [
    ["odds", "--rules", "zanzibar", "--dice", "６-６-２", "--beat", "5-5-5"],
    ["odds", "--rules", "zanzibar", "--dice", "٣-٣-٣", "--beat", "5-5-5"],
    ["odds", "--rules", "zanzibar", "--dice", "²-1-1", "--beat", "5-5-5"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "５-５-５"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "5-5-5", "--throws-used", "１"],
    ["simulate", "--rules", "421", "--players", "expert,novice", "--games", "²", "--seed", "1"],
    ["simulate", "--rules", "421", "--players", "expert,novice", "--games", "1", "--seed", "٣"],
    ["simulate", "--rules", "421", "--players", "expert,novice", "--games", "1", "--seed", "9" * 5000],
])
def test_numbers_on_the_command_line_are_ascii_digits_only(args):
    assert_refused(zanzibar(*args), "argument --")


def test_the_console_script_runs_as_a_module():
    result = subprocess.run([sys.executable, "-m", "zanzibar_desktop.cli.main", "rules", "421"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and json.loads(result.stdout)["family"] == "421"
