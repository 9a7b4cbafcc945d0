"""``pip install .`` carries the translations and the sounds: the wheel, built from a clean
copy of the sources (no .qm in it), holds both compiled files, matching the .ts sources, and
the command line speaks French and English from it; it holds the sounds' WAV files too, and
the presets' solved parties. About ten seconds."""

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from zanzibar_desktop.storage.solutions import SHIPPED, SUFFIX

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]


def clean_copy(target: Path) -> Path:
    """The sources as a fresh clone has them (tracked and new files, nothing ignored)."""
    names = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                           cwd=ROOT, check=True, capture_output=True, timeout=60).stdout.decode().split("\0")
    for name in filter(None, names):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            (target / name).write_bytes(source.read_bytes())
    return target


@pytest.fixture(scope="module")
def unpacked_wheel(tmp_path_factory) -> Path:
    if subprocess.run(["git", "--version"], capture_output=True, timeout=60).returncode != 0:
        pytest.skip("git is needed to copy the sources")
    work = tmp_path_factory.mktemp("wheel")
    source = clean_copy(work / "source")
    assert not list(source.rglob("*.qm"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w",
                    str(work / "out"), str(source)], check=True, capture_output=True, timeout=600)
    [wheel] = (work / "out").glob("zanzibar_desktop-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(work / "unpacked")
    return work / "unpacked"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_wheel_carries_every_translation_of_the_sources(unpacked_wheel, language):
    qm = unpacked_wheel / "zanzibar_desktop" / "i18n" / f"zanzibar_{language}.qm"
    translator = QTranslator()
    assert translator.load(str(qm))
    checked = 0
    for context in ET.parse(ROOT / "translations" / f"zanzibar_{language}.ts").getroot():
        name = context.findtext("name")
        for message in context.findall("message"):
            source, comment = message.findtext("source"), message.findtext("comment")
            translation = message.find("translation")
            if message.get("numerus") == "yes":
                forms = [form.text for form in translation.findall("numerusform")]
                got = [translator.translate(name, source, comment, count) for count in (1, 2)]
                assert got == forms, (name, source)
            else:
                assert translator.translate(name, source, comment) == translation.text, source
            checked += 1
    assert checked > 500


def test_the_wheel_carries_the_sounds_and_plays_them_from_itself(unpacked_wheel):
    """The clips are committed, not built: the wheel has each, as the sources have it, and
    the installed player reads them from the wheel's folder."""
    shipped = sorted((ROOT / "zanzibar_desktop" / "sound" / "clips").glob("*.wav"))
    in_wheel = unpacked_wheel / "zanzibar_desktop" / "sound" / "clips"
    assert shipped and sorted(path.name for path in in_wheel.glob("*.wav")) == [
        path.name for path in shipped]
    for path in shipped:
        assert (in_wheel / path.name).read_bytes() == path.read_bytes(), path.name
    environment = dict(os.environ, PYTHONPATH=str(unpacked_wheel))
    program = ("from zanzibar_desktop.sound import clips; print(clips.FOLDER); "
               "print(sum(len(clips.read(name)) for name in clips.names()))")
    result = subprocess.run([sys.executable, "-c", program], cwd=unpacked_wheel,
                            env=environment, capture_output=True, text=True, timeout=120)
    folder, samples = result.stdout.split()
    assert Path(folder) == in_wheel.resolve()
    assert int(samples) == sum((path.stat().st_size - 44) // 2 for path in shipped)


def test_the_wheel_carries_the_presets_solutions_and_a_master_plays_from_them(unpacked_wheel,
                                                                              tmp_path):
    """Every shipped table, byte for byte; the installed package finds the ``zanzibar``
    preset's in its own folder, with an empty cache folder, and keeps nothing there."""
    shipped = sorted(SHIPPED.glob(f"*{SUFFIX}"))
    in_wheel = unpacked_wheel / "zanzibar_desktop" / "storage" / "preset_solutions"
    assert len(shipped) == 4 and sorted(path.name for path in in_wheel.iterdir()) == [
        path.name for path in shipped]
    for path in shipped:
        assert (in_wheel / path.name).read_bytes() == path.read_bytes(), path.name
    environment = dict(os.environ, PYTHONPATH=str(unpacked_wheel),
                       ZANZIBAR_DESKTOP_HOME=str(tmp_path))
    program = ("from zanzibar_desktop.engine.presets import preset_rules; "
               "from zanzibar_desktop.storage import solutions; print(solutions.SHIPPED); "
               "solution = solutions.cached_solution(preset_rules('zanzibar')); "
               "print(solution.rules.target_score)")
    result = subprocess.run([sys.executable, "-c", program], cwd=unpacked_wheel,
                            env=environment, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    folder, target = result.stdout.split()
    assert Path(folder) == in_wheel.resolve() and target == "500"
    assert not list(tmp_path.rglob(f"*{SUFFIX}"))


def run_cli(unpacked: Path, *arguments: str) -> subprocess.CompletedProcess:
    environment = dict(os.environ, PYTHONPATH=str(unpacked), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "zanzibar_desktop.cli.main", *arguments],
                          cwd=unpacked, env=environment, capture_output=True, text=True,
                          timeout=120)


def test_the_installed_command_speaks_both_languages(unpacked_wheel, tmp_path):
    environment = dict(os.environ, PYTHONPATH=str(unpacked_wheel))
    where = subprocess.run([sys.executable, "-c",
                            "import zanzibar_desktop; print(zanzibar_desktop.__file__)"],
                           cwd=unpacked_wheel, env=environment, capture_output=True, text=True,
                           timeout=120)
    assert Path(where.stdout.strip()).is_relative_to(unpacked_wheel)  # the wheel's, not the checkout's
    french = run_cli(unpacked_wheel, "--lang", "fr", "hands", "--rules", "421")
    english = run_cli(unpacked_wheel, "--lang", "en", "hands", "--rules", "421")
    assert french.returncode == 0 and english.returncode == 0, french.stderr + english.stderr
    assert "dés" in french.stdout and "dés" not in english.stdout
    for language in ("en", "fr"):
        sheet = tmp_path / f"sheet-{language}.pdf"
        result = run_cli(unpacked_wheel, "rulesheet", "--rules", "421", "--lang", language,
                         "-o", str(sheet))
        assert result.returncode == 0, result.stderr
        assert sheet.read_bytes()[:5] == b"%PDF-"
