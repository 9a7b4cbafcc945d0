"""Numbers as the installed language writes them, for everything a player reads: the window,
the rule sheets and the command line's text (``--json``, CSV and argument values never come
here: they are the same in every language).

``install_language`` sets ``QLocale``'s default, and every function here reads it:

- thousands grouped, ``199,443`` in English and ``199 443`` in French (a narrow no-break
  space, U+202F, so that a number never breaks across two lines);
- a real minus sign, U+2212, in every language (``QLocale`` writes the hyphen ``-``, which is
  shorter than ``+`` and can break a line after it): ``−0.68``, ``−0,68``;
- never a signed zero: a value that rounds to nothing is written ``0.00``, not ``−0.00``;
- a decimal followed by its unit agrees with it as the language counts: French takes the
  singular below 2 (``0,31 jeton``, ``1,50 jeton``, ``2,00 jetons``), English only for exactly
  one (``1 token``, but ``0.31 tokens`` and ``1.00 tokens``). A whole count shown with its
  noun goes through Qt's own plurals instead (``tr("%n token(s)", "", n)``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine.text import QT_TRANSLATE_NOOP

MINUS = "\u2212"

# The words a decimal takes after it, singular then plural, by unit.
UNITS = {
    "tokens": (QT_TRANSLATE_NOOP("Numbers", "{number} token"),
               QT_TRANSLATE_NOOP("Numbers", "{number} tokens")),
    "points": (QT_TRANSLATE_NOOP("Numbers", "{number} point"),
               QT_TRANSLATE_NOOP("Numbers", "{number} points")),
}


# The largest whole number QLocale writes (a C++ ``qlonglong``).
QT_LARGEST = 2**63 - 1


def whole(value: int) -> str:
    """A whole number: ``199,443`` in English, ``199 443`` in French, ``−3``. Any size: one
    past what Qt writes (a damaged file's, quoted in the refusal) is grouped by threes with
    the language's separator."""
    size = abs(int(value))
    if size <= QT_LARGEST:
        return _signed(QLocale().toString(size), value < 0)
    return _signed(f"{size:,}".replace(",", QLocale().groupSeparator()), value < 0)


def decimal(value: float, decimals: int = 2, *, signed: bool = False) -> str:
    """``value`` with ``decimals`` places: ``1,234.50`` / ``1 234,50``; below zero with a
    minus sign ``−0.68``, with ``signed`` above zero with a plus ``+0.40``; a value that rounds
    to zero has no sign at all (``0.00``, never ``−0.00``)."""
    text = QLocale().toString(abs(float(value)), "f", decimals)
    if not any(digit in text for digit in "123456789"):
        return text
    if value > 0:
        return "+" + text if signed else text
    return _signed(text, True)


def percent(fraction: float, decimals: int = 1, *, signed: bool = False) -> str:
    """A share as a percentage: ``30.6%`` in English, ``30,6 %`` in French; with
    ``signed`` a gain shows its plus (``+3.2%``), as :func:`decimal` does."""
    return QCoreApplication.translate("Numbers", "{number}%").format(
        number=decimal(100 * fraction, decimals, signed=signed))


def ratio(numerator: int, denominator: int) -> str:
    """A count out of a count: ``753,571/10,077,696``, ``753 571/10 077 696``."""
    return f"{whole(numerator)}/{whole(denominator)}"


def counted_share(counted: int, games: int, interval: tuple[float, float] | None,
                  decimals: int = 1) -> str:
    """A count out of a number of games, its share and the share's 95% interval:
    ``3/8 37.5% (13.7%–69.4%)``, ``1 204/2 000 60,2 % (…)``; "—" where there is no game."""
    if games == 0 or interval is None:
        return "—"
    low, high = interval
    return (f"{ratio(counted, games)} {percent(counted / games, decimals)} "
            f"({percent(low, decimals)}–{percent(high, decimals)})")


def amount(value: float, unit: str, decimals: int = 2) -> str:
    """A decimal and its unit (``tokens`` or ``points``), agreeing as the language counts:
    ``0,31 jeton``, ``2,50 jetons``; ``0.31 tokens``, ``1 token``."""
    text = decimal(value, decimals)
    singular, plural = UNITS[unit]
    words = singular if is_singular(value, decimals) else plural
    return words.with_args(number=text).render(QCoreApplication.translate)


def is_singular(value: float, decimals: int) -> bool:
    """Whether ``value``, written with ``decimals`` places, takes the singular: in French
    when its whole part is 0 or 1 (below 2), in English when it is written exactly ``1``."""
    shown = round(abs(float(value)), decimals)
    if QLocale().language() == QLocale.Language.French:
        return shown < 2
    return shown == 1 and decimals == 0


def _signed(text: str, negative: bool) -> str:
    return MINUS + text if negative and text.strip("0") else text
