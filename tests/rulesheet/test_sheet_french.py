"""The sheet's French follows French typography: a no-break space before « : » and inside
« », a narrow one before ; ! ? and %; numbers written the French way."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.pdf import sheet_document

pytestmark = pytest.mark.core

FRENCH = Path(__file__).resolve().parents[2] / "translations" / "zanzibar_fr.ts"
SHEET_CONTEXTS = {"HandTable", "KidsSheet", "PointsSheet", "TokensSheet", "Variants",
                  "SheetFrame", "RuleSheet"}


def sheet_translations() -> list[str]:
    found = []
    for context in ET.parse(FRENCH).getroot():
        if context.findtext("name") in SHEET_CONTEXTS:
            for message in context.findall("message"):
                translation = message.find("translation")
                forms = translation.findall("numerusform")
                found.extend(form.text for form in forms) if forms else found.append(
                    translation.text)
    return found


def test_every_french_sentence_of_the_sheet_spaces_its_punctuation():
    texts = sheet_translations()
    assert len(texts) > 90
    for text in (re.sub("%L?n", "", text) for text in texts):
        assert not re.search(r"[^\u00a0]:", text), text
        assert not re.search(r"[^\u202f][;!?%]", text), text
        assert "«\u00a0" in text if "«" in text else True, text
        assert "\u00a0»" in text if "»" in text else True, text


def test_french_numbers_in_the_sheet(qapp):
    install_language("fr")
    try:
        # toRawText: toPlainText makes no-break spaces plain ones
        plain = sheet_document(PRESETS["421"].rules, "a4").toRawText()
    finally:
        install_language("en")
    assert "0,46\u202f%" in plain and "75,00\u202f%" in plain and "0.46" not in plain
