"""Bring translations/*.ts in step with the sources, keeping every translation already made.

    .venv/bin/python tools/sync_translations.py [--french NEW.json] [--check]

``pyside6-lupdate`` reads the sources; what it no longer finds is dropped, and what is new
gets a translation:
- a message whose source text is already translated keeps that translation: first from a
  context that is gone (a class renamed, or a string moved to another class), else from any;
- otherwise the English file takes the source itself (both plural forms made from it:
  "(s)" dropped for one, kept as "s" for many), and the French file takes it from
  ``--french``, a JSON object {source: translation, or [singular, plural]}. A new French
  string missing from it stops the tool, naming it: nothing is written half-translated.
``--reword`` takes a JSON object of the same shape whose French replaces the French
already there, for every message with that source (one French wording per English source):
a rewording that only changes the French stays a file the lead can re-apply after merging.
In the French file, a count is tied to the word after it by a no-break space (U+00A0:
« %n lancers » never split at a line's end), in every translation, old or new, but the
command line's (its Cli… contexts: a terminal breaks lines anywhere).
``--check`` writes nothing and exits 1 when a file would change (what the test suite's
lupdate test checks too). The files keep their layout, so a change reads well in a diff.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"


_COUNT_THEN_WORD = re.compile(r"(%L?n) (?=[^\W\d_])")


def _key(message: ET.Element) -> str:
    return message.find("source").text or ""


def _known(root: ET.Element, contexts: set[str]) -> dict[str, ET.Element]:
    """Each source text's finished translation element, taken first from a context the
    sources no longer have (a class renamed takes its words with it), else from any."""
    known: dict[str, ET.Element] = {}
    for gone_first in (True, False):
        for context in root:
            if (context.find("name").text not in contexts) != gone_first:
                continue
            for message in context.findall("message"):
                translation = message.find("translation")
                if translation.get("type") is None:
                    known.setdefault(_key(message), translation)
    return known


def _english_forms(source: str) -> list[str]:
    return [re.sub(r"\((\w+)\)", "", source), re.sub(r"\((\w+)\)", r"\1", source)]


def _fill(message: ET.Element, translation: ET.Element, known: dict[str, ET.Element],
          english: bool, french: dict[str, str | list[str]]) -> bool:
    """Give ``message`` a translation; False when none is to be had."""
    source = _key(message)
    plural = message.get("numerus") == "yes"
    for child in list(translation):
        translation.remove(child)
    translation.attrib.pop("type", None)
    if source in known and bool(list(known[source])) == plural:
        translation.text = known[source].text
        for form in known[source]:
            ET.SubElement(translation, "numerusform").text = form.text
        return True
    if english:
        wanted: str | list[str] = _english_forms(source) if plural else source
    elif source in french:
        wanted = french[source]
    else:
        return False
    if plural:
        for form in wanted:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = wanted
    return True


def _reword(root: ET.Element, reword: dict[str, str | list[str]]) -> list[str]:
    """Put ``reword``'s French in place of every translation of its sources; the sources
    whose plural shape differs from the file's (the sources it does not hold are said on
    stderr and passed over: a merge may have changed or removed them)."""
    found = set()
    wrong = []
    for message in root.iter("message"):
        source = _key(message)
        if source not in reword:
            continue
        found.add(source)
        wanted = reword[source]
        plural = message.get("numerus") == "yes"
        if plural != isinstance(wanted, list):
            wrong.append(source)
            continue
        translation = message.find("translation")
        for child in list(translation):
            translation.remove(child)
        translation.attrib.pop("type", None)
        if plural:
            translation.text = None
            for form in wanted:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = wanted
    for source in sorted(set(reword) - found):
        print(f"--reword: no message has the source {source!r}; passed over", file=sys.stderr)
    return wrong


def sync(path: Path, french: dict[str, str | list[str]],
         reword: dict[str, str | list[str]] | None = None) -> tuple[bytes, list[str]]:
    """The file's new contents, and the sources still lacking a translation (or, with
    ``reword``, named there but not held by the file as such)."""
    original = ET.parse(path).getroot()
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / path.name
        shutil.copy(path, copy)
        sources = sorted(str(source) for source in (ROOT / "zanzibar_desktop").rglob("*.py"))
        subprocess.run([str(LUPDATE), *sources, "-ts", str(copy), "-no-obsolete",
                        "-locations", "none"], check=True, capture_output=True, timeout=300)
        tree = ET.parse(copy)
    root = tree.getroot()
    known = _known(original, {context.find("name").text for context in root})
    english = root.get("language", "").startswith("en")
    missing = []
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation.get("type") in ("unfinished", "obsolete", "vanished") and not _fill(
                message, translation, known, english, french):
            missing.append(_key(message))
    if reword and not english:
        missing += _reword(root, reword)
    if not english:  # where a line may break: not the command line (a terminal cuts anywhere)
        for context in root:
            if context.find("name").text.startswith("Cli"):
                continue
            for element in context.iter():
                if element.tag in ("translation", "numerusform") and element.text:
                    element.text = _COUNT_THEN_WORD.sub("\\1\u00a0", element.text)
    root.text = "\n"
    for context in root:
        ET.indent(context, space="    ", level=0)
        context.tail = "\n"
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n", missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--french", type=Path, help="new French strings, as JSON")
    parser.add_argument("--reword", type=Path,
                        help="French that replaces the French of these sources, as JSON")
    parser.add_argument("--check", action="store_true", help="only say whether a file would change")
    arguments = parser.parse_args(argv)
    french = json.loads(arguments.french.read_text(encoding="utf-8")) if arguments.french else {}
    reword = json.loads(arguments.reword.read_text(encoding="utf-8")) if arguments.reword else {}
    changed = False
    for path in sorted(TRANSLATIONS.glob("*.ts")):
        contents, missing = sync(path, french, reword)
        if missing:
            print(f"{path.name}: no translation for " + "; ".join(map(repr, missing)),
                  file=sys.stderr)
            return 2
        if contents != path.read_bytes():
            changed = True
            print(f"{path.name}: {'would change' if arguments.check else 'updated'}")
            if not arguments.check:
                path.write_bytes(contents)
    return 1 if changed and arguments.check else 0


if __name__ == "__main__":
    sys.exit(main())
