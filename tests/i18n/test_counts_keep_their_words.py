"""French never leaves a count at a line's end and its word at the next (« 3 / lancers »):
the count %n is tied to the word after it by a no-break space in every French string, as
tools/sync_translations.py writes it (issue 25; run it after editing the .ts by hand)."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytestmark = pytest.mark.core

FRENCH = Path(__file__).resolve().parents[2] / "translations" / "zanzibar_fr.ts"


def test_every_french_count_keeps_its_word():
    apart = [text for context in ET.parse(FRENCH).getroot()
             if not context.findtext("name").startswith("Cli")  # a terminal cuts anywhere
             for element in context.iter() if element.tag in ("translation", "numerusform")
             for text in [element.text or ""] if re.search(r"%L?n (?=[^\W\d_])", text)]
    assert apart == []
    assert len([element for element in ET.parse(FRENCH).getroot().iter()
                if "%n\u00a0" in (element.text or "")]) > 50
