"""The printed rule sheet: every preset, in both languages, on both papers, read back from
the PDF the command writes — one page, our margins, a translated title."""

import re
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QCoreApplication

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.pdf import MARGIN_MM

pytestmark = pytest.mark.core

LOOKS_LIKE_HTML = "<b>Bob</b> & Co"
PAPER_POINTS = {"a4": (595, 842), "letter": (612, 792)}
MM = 72 / 25.4


def pdf_text(path: Path) -> str:
    """The words of a PDF, ligatures (ﬁ, ﬀ) undone and runs of blanks made one space."""
    text = " ".join(page.extract_text() for page in PdfReader(str(path)).pages)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def text_extent(page) -> tuple[float, float, float, float]:
    """The least and greatest x and y at which the page's text starts, in points."""
    xs, ys = [], []

    def visit(text, cm, tm, font, size):
        if text.strip():
            xs.append(cm[4] + tm[4] * cm[0])
            ys.append(cm[5] + tm[5] * cm[3])

    page.extract_text(visitor_text=visit)
    return min(xs), max(xs), min(ys), max(ys)


def write_sheet(tmp_path: Path, preset: str, language: str, paper: str, *more: str) -> Path:
    output = tmp_path / f"{preset}-{language}-{paper}.pdf"
    assert main(["rulesheet", "--rules", preset, "--lang", language, "--page", paper,
                 "-o", str(output), *more]) == 0
    return output


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_sheet_is_one_page_within_our_margins(qapp, tmp_path, preset, language, paper):
    output = write_sheet(tmp_path, preset, language, paper, "--players", f"Ann,{LOOKS_LIKE_HTML}")
    reader = PdfReader(str(output))
    assert len(reader.pages) == 1
    assert len(re.findall(rb"/Type\s*/Page(?!s)", output.read_bytes())) == 1  # one page object
    page = reader.pages[0]
    width, height = (round(float(page.mediabox.width)), round(float(page.mediabox.height)))
    assert (width, height) == PAPER_POINTS[paper]
    left, right, bottom, top = text_extent(page)
    # The text starts at our margin, not 2 cm further in (Qt's own margin added to ours).
    assert MARGIN_MM * MM - 1 <= left <= MARGIN_MM * MM + 3
    assert height - top >= MARGIN_MM * MM and bottom >= MARGIN_MM * MM - 1
    assert right < width - MARGIN_MM * MM
    text = pdf_text(output)
    assert LOOKS_LIKE_HTML in text  # printed literally, not as bold markup
    install_language(language)
    try:
        title = PRESETS[preset].title.render(QCoreApplication.translate)
        assert title in text
        metadata = reader.metadata.title
        assert title in metadata and metadata != title  # names the preset, in the language
        assert ("règle à imprimer" in metadata) == (language == "fr")
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_counter_sheets_tell_the_charge_the_ranks_and_the_tournee(qapp, tmp_path, language):
    for preset in ("421", "421-boite"):
        text = pdf_text(write_sheet(tmp_path, preset, language, "a4"))
        if language == "en":
            assert "one single throw" in text and "nothing is thrown again" in text
            assert "Plain hands rank by their highest die" in text
            assert "pays the tournée: a round of drinks" in text and "sauvé (saved)" in text
        else:
            assert "qu’une seule fois" in text and "on ne relance rien" in text
            assert "se classent par leur plus haut dé" in text
            assert "paie la tournée" in text and "rampo" in text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_zanzibar_sheet_tells_how_simple_points_count_and_a_manche_runs(qapp, tmp_path,
                                                                            language):
    text = pdf_text(write_sheet(tmp_path, "zanzibar", language, "letter"))
    if language == "en":
        assert "add the dice, the ace counting 10" in text and "is worth 26, the best" in text
        assert "Then each player plays one turn" in text and "wins the manche" in text
        assert "throw-off" in text and "Variants in play" not in text
    else:
        assert "l’as comptant 10" in text and "vaut 26, le meilleur" in text
        assert "chacun joue son tour" in text and "remporte la manche" in text
        assert "barrage" in text and "rampo" not in text and "Variantes" not in text


def test_letter_paper_and_a_rules_file(qapp, tmp_path):
    rules_file = tmp_path / "house.json"
    rules_file.write_text(PRESETS["zanzibar"].rules.with_options(
        name="<i>Chez nous</i>", straight="beats-all-points", low_hand_malus=5).to_json())
    output = tmp_path / "sheet.pdf"
    assert main(["rulesheet", "--rules", str(rules_file), "--page", "letter", "--lang", "en",
                 "-o", str(output)]) == 0
    reader = PdfReader(str(output))
    assert len(reader.pages) == 1
    assert round(float(reader.pages[0].mediabox.width)) == 612  # 8.5 in
    assert reader.metadata.title == "<i>Chez nous</i> — rule sheet"
    text = pdf_text(output)
    assert "<i>Chez nous</i>" in text and "Variants in play" in text
    assert "The straight is played" in text and "loses 5 points" in text
