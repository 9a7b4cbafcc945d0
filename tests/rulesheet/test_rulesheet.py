"""The printed rule sheet: every preset, both languages, read back from the PDF."""

import re
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QCoreApplication

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.hands import hand_chart
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.engine.rules import OPTIONS, option_applies
from zanzibar_desktop.i18n import install_language

LOOKS_LIKE_HTML = "<b>Bob</b> & Co"


def pdf_text(path: Path) -> str:
    """The words of a PDF, ligatures (ﬁ, ﬀ) undone and runs of blanks made one space."""
    text = " ".join(page.extract_text() for page in PdfReader(str(path)).pages)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_sheet_holds_the_hand_order_and_every_option(qapp, tmp_path, preset, language):
    output = tmp_path / "sheet.pdf"
    status = main(["rulesheet", "--rules", preset, "--lang", language,
                   "--players", f"Ann,{LOOKS_LIKE_HTML}", "-o", str(output)])
    assert status == 0
    reader = PdfReader(str(output))
    assert 1 <= len(reader.pages) <= 2  # one or two pages
    text = pdf_text(output)
    assert LOOKS_LIKE_HTML in text  # printed literally, not as bold markup
    rules = PRESETS[preset].rules
    positions = []
    for row in hand_chart(rules):
        if row.hand.category == "plain":
            continue  # the plain hands of 421 share one row, checked by its ends below
        positions.append(text.index(row.hand.label))
    assert positions == sorted(positions)
    install_language(language)
    try:
        translate = QCoreApplication.translate
        for spec in OPTIONS:
            if option_applies(spec.key, rules):
                assert re.sub(r"\s+", " ", spec.title.render(translate)) in text
                assert spec.label(getattr(rules, spec.key)).render(translate) in text
        title = PRESETS[preset].title.render(translate)
        assert title in text
    finally:
        install_language("en")
    if language == "fr":
        assert "Combinaison" in text and "manche" in text


def test_letter_paper_and_a_rules_file(qapp, tmp_path):
    rules_file = tmp_path / "house.json"
    rules_file.write_text(PRESETS["zanzibar"].rules.with_options(
        name="<i>Chez nous</i>", straight="beats-all-points", low_hand_malus=5).to_json())
    output = tmp_path / "sheet.pdf"
    assert main(["rulesheet", "--rules", str(rules_file), "--page", "letter", "--lang", "en",
                 "-o", str(output)]) == 0
    page = PdfReader(str(output)).pages[0]
    assert round(float(page.mediabox.width)) == 612  # 8.5 in
    text = pdf_text(output)
    assert "<i>Chez nous</i>" in text and "Straight" in text and "5 points" in text
