"""A number past what a machine word holds, read from a file (issue 32, point 3):
18446744073709551623 as a rules option or a die index is refused as any out-of-range value
is, in one line with status 2 and in the player's language, the number quoted as written
the language's way. Before, writing it (``i18n/numbers.whole``) raised ``OverflowError``
while the refusal was reported: a traceback and status 1."""

import json
from pathlib import Path

import pytest

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.save import dumps_game

pytestmark = pytest.mark.core

HUGE = 18446744073709551623  # 2**64 + 7
WRITTEN = {"en": "18,446,744,073,709,551,623",
           "fr": "18\u202f446\u202f744\u202f073\u202f709\u202f551\u202f623"}
OPTIONS = ("exact_finish_level", "tokens_ace_zanzi", "manches_to_lose")


def refusal(capsys, language: str, *args: str) -> str:
    """The one line a refused command prints (status 2, nothing on stdout)."""
    assert main(["--lang", language, *args]) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert captured.out == "" and len(lines) == 1, captured.err
    return lines[0]


def rules_file(tmp_path, key: str) -> str:
    document = json.loads(preset_rules("zanzibar").to_json())
    document[key] = HUGE
    path = tmp_path / f"{key}.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


def saved_game(tmp_path, change) -> str:  # noqa: ANN001
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")],
                seed=3)
    game.throw()
    document = json.loads(dumps_game(game))
    change(document)
    path = tmp_path / "game.zanzibar"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("key", OPTIONS)
def test_a_huge_option_in_a_rules_file_is_refused_in_one_line(capsys, tmp_path, key, language):
    path = rules_file(tmp_path, key)
    before = Path(path).read_bytes()
    for command in (["rules", "--check", path], ["hands", "--rules", path]):
        line = refusal(capsys, language, *command)
        assert key in line and WRITTEN[language] in line
    assert Path(path).read_bytes() == before


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_huge_option_or_die_in_a_saved_game_is_refused_in_one_line(capsys, tmp_path,
                                                                     language):
    def huge_option(document):  # noqa: ANN001, ANN202
        document["rules"]["manches_to_lose"] = HUGE

    def huge_die(document):  # noqa: ANN001, ANN202
        document["actions"].append(["hold", HUGE, True])

    for change in (huge_option, huge_die):
        path = saved_game(tmp_path, change)
        before = Path(path).read_bytes()
        assert WRITTEN[language] in refusal(capsys, language, "review", path)
        assert Path(path).read_bytes() == before
