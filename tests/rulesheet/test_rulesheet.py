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
from zanzibar_desktop.rulesheet.sheet import rule_sheet_html

pytestmark = pytest.mark.core

LOOKS_LIKE_HTML = "<b>Bob</b> & Co"
PAPER_POINTS = {"a4": (595, 842), "letter": (612, 792)}
MM = 72 / 25.4


def pdf_text(path: Path) -> str:
    """The words of a PDF, ligatures (ﬁ, ﬀ) undone and runs of blanks made one space."""
    text = " ".join(page.extract_text() for page in PdfReader(str(path)).pages)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


# What the tests of the .ts check (tests/i18n), checked again on the words as printed: a
# no-break space before « : » and inside « », a narrow one before ; ! ? and %, never a
# plain space before them, the typographic apostrophe.
FRENCH_TYPOGRAPHY = (r"(?<=\S)(?<![\u00a0\u202f]):(?=\s|$)", r"(?<=\S)(?<!\u202f)[;!?](?=\s|$)",
                     r"(?<!\u202f)%", r"[ \t\n][:;!?%]", r"«(?!\u00a0)|(?<!\u00a0)»", r"'")
# A number and the word after it on two lines (« 3 / lancers »), or free to be: the PDF's
# text keeps its no-break spaces (U+00A0, U+202F) and gives a tab for a space, a new line
# for a line's end.
NUMBER_APART = re.compile(r"\d[ \t\n]+(?=[^\W\d_])")


def printed_faults(path: Path, language: str) -> list[str]:
    """What reads wrong in the words of a sheet as printed, each with its neighbours."""
    text = PdfReader(str(path)).pages[0].extract_text()
    patterns = [NUMBER_APART] + ([re.compile(rule) for rule in FRENCH_TYPOGRAPHY]
                                 if language == "fr" else [])
    return [text[max(0, found.start() - 20):found.end() + 10]
            for pattern in patterns for found in pattern.finditer(text)]


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
    assert printed_faults(output, language) == []
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
            assert "pays the tournée: drinks for the whole table" in text and "sauvé (saved)" in text
        else:
            assert "qu’une seule fois" in text and "on ne relance rien" in text
            assert "se classent d’après leur plus gros dé" in text
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


OPENS_THE_DECHARGE = {  # (decharge_opener, next_opener): who opens it, then each round
    ("most-tokens", "in-turn"): ("holding most tokens opens the décharge",
                                 "each round is opened by the next player"),
    ("next-opener", "loser"): ("weakest hand in the charge's last round opens the décharge",
                               "weakest hand of each round opens the next"),
    ("next-opener", "winner"): ("strongest hand in the charge's last round opens the décharge",
                                "strongest hand of each round opens the next one; if sauvé"),
    ("next-opener", "in-turn"): ("next player around the table opens the décharge",
                                 "each round is opened by the next player"),
}


@pytest.mark.parametrize(("decharge_opener", "next_opener"), list(OPENS_THE_DECHARGE))
def test_the_decharge_says_who_opens_it_and_each_of_its_rounds(qapp, decharge_opener,
                                                              next_opener):
    """Issue 25: the opener was told under the charge only."""
    rules = PRESETS["421"].rules.with_options(name="house", decharge_opener=decharge_opener,
                                               next_opener=next_opener)
    html = rule_sheet_html(rules).replace("\u00a0", " ")
    decharge = html[html.index("2. The décharge"):html.index("Now each player may throw")]
    first, then = OPENS_THE_DECHARGE[decharge_opener, next_opener]
    assert first in decharge and then in decharge


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_421_sheets_name_the_decharges_opener_and_the_partie_loser(qapp, tmp_path,
                                                                      language):
    counter = pdf_text(write_sheet(tmp_path, "421", language, "a4"))
    boite = pdf_text(write_sheet(tmp_path, "421-boite", language, "letter"))
    assert PRESETS["421"].rules.manches_to_lose == 2
    assert PRESETS["421-boite"].rules.manches_to_lose == 1
    if language == "en":
        assert "weakest hand in the charge's last round opens the décharge" in counter
        assert "The first player to lose 2 manches loses the partie" in counter
        assert "holding most tokens opens the décharge" in boite
        assert "The loser of the manche loses the partie (the game) and pays the tournée" in boite
    else:
        assert ("Le joueur qui a fait la plus faible combinaison au dernier tour de table de la "
                "charge ouvre la décharge.") in counter
        assert "Le premier à perdre 2 manches perd la partie et paie la tournée." in counter
        assert "Le joueur qui a le plus de jetons ouvre la décharge." in boite
        assert "Le perdant de la manche perd la partie et paie la tournée." in boite
        assert "1 manche" not in boite
