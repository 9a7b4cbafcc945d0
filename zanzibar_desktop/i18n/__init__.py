"""Loading the game's translations (compiled ``.qm`` files beside this module) and Qt's own.

The ``.ts`` sources live in ``translations/``; building the package (``pip install``, see
``setup.py``) and ``make translations`` compile them here with ``lrelease``. English needs no
compiled file: its sources are English, and without ``zanzibar_en.qm`` a count's ``(s)`` is
resolved by ``EnglishPlurals``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..engine.text import LANGUAGES, QT_TRANSLATE_NOOP, Text
from .numbers import whole

if TYPE_CHECKING:  # the window imports this before its first paint; the engine waits
    from ..engine.hands import Hand

HERE = Path(__file__).resolve().parent
_installed: list[QTranslator] = []  # Qt does not own translators: keep them referenced

# Qt's own words that its French catalogue (qtbase_fr.qm, Qt 6.11) lacks, in the file, print
# and page set-up dialogs the game opens: ours carries them (Qt asks it first).
QT_WORDS_NOT_IN_QTBASE = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),  # the file list's Type column
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:"),
    QT_TRANSLATE_NOOP("QPageSetupWidget", "Page &order:"),
    QT_TRANSLATE_NOOP("QPageSetupWidget", "Pages &per sheet:"),
)


def system_language() -> str:
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


class EnglishPlurals(QTranslator):
    """English without its compiled file: every text is its source, and in a counted one
    ``(s)`` becomes nothing for one and ``s`` otherwise (``%n token(s)``: 1 token, 2 tokens)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if n < 0 or "(s)" not in source:
            return None  # Qt then shows the source
        return source.replace("(s)", "" if n == 1 else "s")

    def isEmpty(self) -> bool:
        return False


def install_language(language: str) -> bool:
    """Replace the installed translators by those of ``language``; False if its file is missing."""
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator()  # English too: it carries the plural forms ("1 token", "2 tokens")
    if not ours.load(str(HERE / f"zanzibar_{language}.qm")):
        if language != "en":
            return False
        ours = EnglishPlurals()
    qt = QTranslator()
    qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if language != "en" and qt.load(f"qtbase_{language}", qt_path):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    QLocale.setDefault(QLocale(language))  # numbers as the language writes them: 30,6 %
    return True


def hand_words(hand: Hand) -> str:
    """A hand as the game writes it: ``6-6-5 · 17 points``, ``1-1-1 · zanzi d'as`` (the
    dice, then its name as written inside a sentence, where these words mostly go)."""
    return f"{hand.label} · {tr_text(hand.name_in_sentence)}"


def tr_text(text: Text) -> str:
    """An engine text (a hand name, a message) in the installed language, its whole numbers
    written the language's way (``first to 10 000 points``: see ``numbers.py``)."""
    return _numbers_written(text).render(QCoreApplication.translate)


def _numbers_written(text: Text) -> Text:
    """``text`` with each whole-number argument (in it or in a text it holds) written by
    ``numbers.whole``: the engine keeps numbers as numbers, the display writes them."""
    args = {key: (_numbers_written(value) if isinstance(value, Text)
                  else whole(value) if isinstance(value, int) and not isinstance(value, bool)
                  else value) for key, value in text.args.items()}
    return replace(text, args=args)
