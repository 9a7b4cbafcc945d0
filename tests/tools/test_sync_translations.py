"""tools/sync_translations.py --reword: a French rewording is kept as a file the lead can
apply again after a merge, and it replaces the French of its source wherever it appears."""

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytestmark = pytest.mark.core

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("sync_translations",
                                              ROOT / "tools" / "sync_translations.py")
sync_translations = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sync_translations)

FRENCH = """<TS language="fr_FR">
<context><name>Help</name>
<message><source>Rule sheet</source><translation>Fiche de règles</translation></message>
<message><source>Keep</source><translation>Garder</translation></message>
</context>
<context><name>RuleSheetDialog</name>
<message><source>Rule sheet</source><translation>Fiche de règles</translation></message>
<message numerus="yes"><source>%n token(s)</source>
<translation><numerusform>%n jeton</numerusform><numerusform>%n jetons</numerusform></translation>
</message>
</context>
</TS>"""


def translations(root: ET.Element) -> list[list[str]]:
    return [[form.text for form in message.find("translation").findall("numerusform")]
            or [message.find("translation").text] for message in root.iter("message")]


def test_reword_replaces_the_french_of_a_source_in_every_context(capsys):
    root = ET.fromstring(FRENCH)
    wrong = sync_translations._reword(root, {
        "Rule sheet": "Règle à imprimer", "%n token(s)": ["%n fiche", "%n fiches"],
        "Gone since the merge": "Parti"})
    assert wrong == []
    assert translations(root) == [["Règle à imprimer"], ["Garder"], ["Règle à imprimer"],
                                  ["%n fiche", "%n fiches"]]
    assert "Gone since the merge" in capsys.readouterr().err  # said, and passed over


def test_reword_refuses_a_plural_given_as_one_string():
    root = ET.fromstring(FRENCH)
    assert sync_translations._reword(root, {"%n token(s)": "%n jetons"}) == ["%n token(s)"]
    assert translations(root)[3] == ["%n jeton", "%n jetons"]
