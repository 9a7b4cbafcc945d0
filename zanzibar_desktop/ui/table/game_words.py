"""The game's own words (manche, charge, tournée, the ◆…) marked where the felt shows them,
each explained in place from the one glossary (``engine/glossary.py``): a dotted underline
under the word, its glossary line as a tooltip when the pointer rests on it or Tab reaches
it, and every marked word's line in the label's accessible description.

The words are found in the text as the player reads it, in the language shown: a glossary
line's term is what stands before its colon ("Charge and décharge", "Throw-off (barrage)").
Only the game's words become markup; everything else, a player's name above all, is escaped
and never read as a term (names come isolated, ``engine/text.isolated``)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QCursor, QTextDocumentFragment
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QToolTip

from ...engine.glossary import GLOSSARY
from ...engine.text import FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE
from ..texts import tr_text

ANCHOR = "glossary:"
LINE_SEPARATOR, PARAGRAPH_SEPARATOR = "\u2028", "\u2029"  # a rich text's line and paragraph
# What joins two terms under one glossary line: "Charge and décharge", "Throw-off (barrage)".
JOINS = re.compile(r"\s*(?:[,()]|\band\b|\bet\b)\s*")
NAME = re.compile(f"{FIRST_STRONG_ISOLATE}[^{POP_DIRECTIONAL_ISOLATE}]*{POP_DIRECTIONAL_ISOLATE}")


def glossary_lines(family: str) -> list[str]:
    """The family's glossary, in the player's language."""
    return [tr_text(line) for line in GLOSSARY[family]]


def _terms(family: str) -> dict[str, str]:
    """Each term as written (lower case) and the glossary line that explains it."""
    terms: dict[str, str] = {}
    for line in glossary_lines(family):
        heading = line.partition(":")[0]
        for term in JOINS.split(heading):
            if term.strip():
                terms.setdefault(term.strip().lower(), line)
    return terms


def _pattern(terms: dict[str, str]) -> re.Pattern[str]:
    """A term as a whole word (its plural too: manches, zanzis), the longest first."""
    words = sorted(terms, key=len, reverse=True)
    return re.compile(r"(?<!\w)(" + "|".join(re.escape(word) for word in words) + r")(?:s|x)?(?!\w)",
                      re.IGNORECASE)


def explained_words(text: str, family: str) -> list[tuple[int, int, str]]:
    """Where the game's words stand in ``text``: (start, end, glossary line), outside names."""
    terms = _terms(family)
    names = [match.span() for match in NAME.finditer(text)]
    found = []
    for match in _pattern(terms).finditer(text):
        if not any(start <= match.start() < end for start, end in names):
            found.append((match.start(), match.end(), terms[match.group(1).lower()]))
    return found


def explanations(text: str, family: str) -> list[str]:
    """The glossary's lines for the game's words in ``text``, each once, in their order."""
    return list(dict.fromkeys(line for _, _, line in explained_words(text, family)))


def marked_html(text: str, family: str, colour: str) -> str:
    """``text`` as rich text: its game words underlined with dots, each a link to its glossary
    line, everything else escaped and shown as typed."""
    parts, at = [], 0
    for start, end, line in explained_words(text, family):
        parts.append(html.escape(text[at:start]))
        parts.append(f'<a href="{ANCHOR}{html.escape(line, quote=True)}" style="color: {colour}; '
                     'text-decoration: none"><span style="text-underline-style: dotted">'
                     f'{html.escape(text[start:end])}</span></a>')
        at = end
    parts.append(html.escape(text[at:]))
    return ('<p style="white-space: pre-wrap">' + "".join(parts).replace("\n", "<br/>")
            + "</p>")


def shown_words(label: QLabel) -> str:
    """The words ``label`` shows, without their markup: what its height is measured on."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    raw = QTextDocumentFragment.fromHtml(text).toRawText()  # non-breaking spaces kept
    return raw.replace(LINE_SEPARATOR, "\n").replace(PARAGRAPH_SEPARATOR, "\n").strip("\n")


class GameWords(QObject):
    """Makes ``label`` show its words with the game's words explained: ``show`` sets them.
    The marked words keep the label's colour (``colour`` where a style sheet sets it)."""

    def __init__(self, label: QLabel, colour: str | None = None) -> None:
        super().__init__(label)
        self.label = label
        self.colour = colour
        self.lines: dict[str, str] = {}  # each word marked (lower case), its glossary line
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                      | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        label.linkHovered.connect(self._explain)
        label.linkActivated.connect(self._explain)
        label.installEventFilter(self)

    def show(self, text: str, family: str) -> None:
        label = self.label
        colour = self.colour or label.palette().color(label.foregroundRole()).name()
        label.setText(marked_html(text, family, colour))
        words = explained_words(text, family)
        self.lines = {text[start:end].lower(): line for start, end, line in words}
        lines = explanations(text, family)
        label.setAccessibleName(text)
        label.setAccessibleDescription("\n".join(lines))
        # Tab reaches a label only while it has a word to explain, and never by a click: the
        # dice keep the keys.
        label.setFocusPolicy(Qt.FocusPolicy.TabFocus if lines else Qt.FocusPolicy.NoFocus)

    def _explain(self, anchor: str) -> None:
        if not anchor.startswith(ANCHOR):
            QToolTip.hideText()
            return
        QToolTip.showText(self.label.mapToGlobal(self._pointer()), anchor[len(ANCHOR):],
                          self.label)

    def _pointer(self) -> QPoint:
        """Under the pointer when it is on the label, else under the label."""
        inside = self.label.mapFromGlobal(QCursor.pos())
        if self.label.rect().contains(inside):
            return inside
        return QPoint(0, self.label.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The word that Tab reaches is explained as the one the pointer rests on; Tab onto
        the label, before its first word, explains them all."""
        if event.type() == QEvent.Type.KeyRelease and self.label.hasFocus():
            words = self.focused_line() or self.label.accessibleDescription()
            if words:
                QToolTip.showText(self.label.mapToGlobal(QPoint(0, self.label.height())),
                                  words, self.label)
        elif event.type() == QEvent.Type.FocusOut:
            QToolTip.hideText()
        return False

    def focused_line(self) -> str | None:
        """The glossary line of the word the keyboard is on, if it is on one."""
        if not self.label.hasFocus() or not self.label.hasSelectedText():
            return None
        return self.lines.get(self.label.selectedText().lower())
