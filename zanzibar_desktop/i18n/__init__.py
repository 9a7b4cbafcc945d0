"""Loading the game's translations (compiled ``.qm`` files beside this module) and Qt's own.

The ``.ts`` sources live in ``translations/``; ``make translations`` (run by ``make run`` and
``make test``) compiles them here with ``pyside6-lrelease``.
"""

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..engine.text import Text

HERE = Path(__file__).resolve().parent
LANGUAGES = ("en", "fr")
_installed: list[QTranslator] = []  # Qt does not own translators: keep them referenced


def system_language() -> str:
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_language(language: str) -> bool:
    """Replace the installed translators by those of ``language``; False if its file is missing."""
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator()  # English too: it carries the plural forms ("1 token", "2 tokens")
    if not ours.load(str(HERE / f"zanzibar_{language}.qm")):
        return False
    qt = QTranslator()
    qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if language != "en" and qt.load(f"qtbase_{language}", qt_path):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    QLocale.setDefault(QLocale(language))  # numbers as the language writes them: 30,6 %
    return True


def tr_text(text: Text) -> str:
    """An engine text (a hand name, a message) in the installed language."""
    return text.render(QCoreApplication.translate)
