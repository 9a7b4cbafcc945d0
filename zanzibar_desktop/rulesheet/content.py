"""The rule sheet as HTML, from a rules object, in the installed language.

Nothing here restates a rule by hand: every figure comes from the rules object and the
engine (values and ranks from ``hand_chart`` and ``evaluate``, options from ``Rules``), and
every sentence is picked by the option values. Text a user typed (a custom rules name,
player names) is escaped. The sentences live in QObject classes so that ``self.tr`` gives
lupdate their plural forms; the dice are pictures the document registers
(:mod:`.dice_pictures`).

Three kinds of sheet: a points race (Zanzibar), a token game (421, or Zanzibar with
tokens) and the children's sheet for the children's preset, each in its own module over
the pieces here; :mod:`.sheet` picks the one for the rules.
"""

import re
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.lengths import preset_of
from ..engine.players import MAX_PLAYERS, MIN_PLAYERS
from ..engine.presets import PRESETS, Preset
from ..engine.rules import Rules
from ..engine.text import Translate
from ..i18n.numbers import decimal

GUTTER_PX = 24  # between the two columns: 18 pt on paper, whatever the type size
COLUMN_GAP_PX = 16  # at least between the columns of a table: 12 pt on paper


@dataclass(frozen=True)
class Columns:
    """How the two columns of a sheet share the page: the left one's share of the width, in
    percent (the right one takes the rest beside the gutter), and how many blocks of the end
    of the left column are carried to the top of the right one (a long left column flows
    on, as in a newspaper; a heading never leaves its first paragraph)."""

    left_share: int = 44
    carried: int = 0


# What the layout tries, the plainest first: it keeps the first that sets the sheet in the
# largest type (a long left column flows on only when that lets the type grow).
COLUMN_CHOICES = tuple(Columns(share, carried) for carried in range(3) for share in (44, 40))
PLAIN_COLUMNS = COLUMN_CHOICES[0]
STYLE = """
body {{ font-family: sans-serif; font-size: {body}pt; color: #1a1a1a; white-space: pre-wrap; }}
p.title {{ font-size: {h1}pt; font-weight: bold; margin-bottom: 0px; color: #0f4d31; }}
p.heading {{ font-size: {h2}pt; font-weight: bold; margin-top: {gap}px; margin-bottom: 2px;
             color: #0f4d31; }}
p {{ margin-top: 0px; margin-bottom: {para}px; }}
th {{ background: #dbe7dd; text-align: left; font-weight: bold; }}
.sub {{ color: #4a4a4a; font-style: italic; }}
.muted {{ color: #555555; }}
.shade {{ background: #f0f4ef; }}
.num {{ text-align: right; }}
"""


def fill(template: str, **html: str) -> str:
    """``template`` (translated plain text) escaped, its ``{fields}`` filled with HTML."""
    return escape(template, quote=False).format(**html)


def text(value: str) -> str:
    return escape(value, quote=False)


def number(value: float, decimals: int = 0) -> str:
    """A number as the installed language writes it (``0,46`` in French)."""
    return decimal(value, decimals)


def matching_preset(rules: Rules) -> Preset | None:
    """The preset these rules are (whatever their name), if any."""
    for preset in PRESETS.values():
        if preset.rules.options() == rules.options():
            return preset
    return None


def sheet_title(rules: Rules, translate: Translate) -> str:
    preset = preset_of(rules)  # a preset at any of its lengths keeps its title
    if preset is not None:
        return preset.title.render(translate)
    return rules.name


class SheetFrame(QObject):
    """The parts every sheet shares: the page's style, the title block and two columns."""

    def style(self, scale: float) -> str:
        return STYLE.format(body=round(9.5 * scale, 2), h1=round(20 * scale, 2),
                            h2=round(11.5 * scale, 2), gap=round(7 * scale), para=round(3 * scale))

    def players_line(self, players: list[str]) -> str:
        return fill(self.tr("At this table: {names}"), names=text(", ".join(players)))

    def needs_line(self, tokens: int | None) -> str:
        """What the game needs: dice and a score sheet, or dice and tokens."""
        players = self.tr("{low} to {high} players").format(low=MIN_PLAYERS, high=MAX_PLAYERS)
        if tokens is None:
            return fill(self.tr("Three dice, a sheet of paper and a pencil for the score; "
                                "{players}."), players=text(players))
        return fill(self.tr("Three dice and %n token(s) in a pot; {players}.", "", tokens),
                    players=text(players))

    def page(self, rules: Rules, players: list[str] | None, scale: float, left: list[str],
             right: str | None = None, columns: Columns = PLAIN_COLUMNS) -> str:
        """The title block over the blocks of ``left`` and ``right`` side by side as
        ``columns`` says (``left`` alone across the page without ``right``)."""
        preset = preset_of(rules)
        subtitle = ""
        if preset is not None:
            subtitle = f"<p class='sub'>{text(preset.description.render(QCoreApplication.translate))}</p>"
        else:
            base = matching_preset(rules)
            if base is not None:
                subtitle = "<p class='sub'>" + fill(self.tr("The rules of {preset}."),
                                                   preset=text(base.title.render(
                                                       QCoreApplication.translate))) + "</p>"
        if players:
            subtitle += f"<p class='muted'>{self.players_line(players)}</p>"
        title = text(sheet_title(rules, QCoreApplication.translate))
        head = f"<html><head><style>{self.style(scale)}</style></head><body>"
        body = f"<p class='title'>{title}</p>{subtitle}"
        if right is None:
            return f"{head}{numbers_kept_with_words(body + ''.join(left))}</body></html>"
        kept = len(left) - min(columns.carried, len(left) - 1)
        right = "".join(left[kept:]) + right
        return (f"{head}{numbers_kept_with_words(body)}"
                "<table width='100%' cellspacing='0' cellpadding='0'><tr>"
                f"<td width='{columns.left_share}%' valign='top'>"
                f"{numbers_kept_with_words(''.join(left[:kept]))}</td><td width='{GUTTER_PX}'></td>"
                f"<td width='{100 - columns.left_share}%' valign='top'>"
                f"{numbers_kept_with_words(right)}</td></tr></table></body></html>")


_TAG = re.compile(r"(<[^>]*>)")
_NUMBER_THEN_WORD = re.compile(r"(?<=\d) (?=[^\W\d_])")
_FROM_TO = re.compile(r"(?<=\d\u00a0)(\w{1,2}) (?=\d)")  # "2 to 8", « 2 à 8 »


def numbers_kept_with_words(html: str) -> str:
    """``html`` with each number tied to the word after it by a no-break space (« 3 lancers »,
    "500 points" never split at a line's end), and "2 to 8" kept on one line, in the text
    only: tags keep their spaces."""
    return "".join(part if part.startswith("<")
                   else _FROM_TO.sub("\\1\u00a0", _NUMBER_THEN_WORD.sub("\u00a0", part))
                   for part in _TAG.split(html))


def section_blocks(heading: str, *paragraphs: str) -> list[str]:
    """A heading and its paragraphs (already HTML) as the blocks a column may end after: the
    heading with its first paragraph, then each other paragraph; none without paragraphs."""
    kept = [f"<p>{paragraph}</p>" for paragraph in paragraphs if paragraph]
    if not kept:
        return []
    return [f"<p class='heading'>{text(heading)}</p>{kept[0]}", *kept[1:]]


def section(heading: str, *paragraphs: str) -> str:
    """A heading and its paragraphs (already HTML); nothing at all without paragraphs."""
    return "".join(section_blocks(heading, *paragraphs))
