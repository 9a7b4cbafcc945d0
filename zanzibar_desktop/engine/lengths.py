"""How long a game lasts: the lengths the rule texts name, set through the rules object.

000 names three scores to reach in a points race (200 for a short game, 500 for a classic
one, 1000 for a long one); 004 has the partie end when one player has lost two manches, and
La Boîte à dés plays a single one. A length is one option of :class:`~.rules.Rules`
(``target_score`` or ``manches_to_lose``): choosing one is choosing that option's value.
One point a manche names no length (first to 10, as 000 says); rules of one's own keep
theirs unless another is chosen.
"""

from dataclasses import dataclass

from .errors import RulesError
from .families import DEFAULT_LENGTH as DEFAULT_LENGTH  # named here too
from .families import HAND_VALUE, LENGTH_NAMES, TOKENS
from .presets import PRESETS, Preset
from .rules import Rules
from .text import QT_TRANSLATE_NOOP, Text


@dataclass(frozen=True)
class GameLength:
    name: str  # one of LENGTH_NAMES
    option: str  # the rules option it sets
    value: int
    title: Text  # as a list of lengths shows it


# 000: "Ce score peut être de 200 points pour une partie courte, 500 points pour une partie
# classique ou 1000 points pour une partie plus longue."
POINTS_LENGTHS = (
    GameLength("short", "target_score", 200,
               QT_TRANSLATE_NOOP("Lengths", "Short: first to 200 points")),
    GameLength("classic", "target_score", 500,
               QT_TRANSLATE_NOOP("Lengths", "Classic: first to 500 points")),
    GameLength("long", "target_score", 1000,
               QT_TRANSLATE_NOOP("Lengths", "Long: first to 1000 points")),
)
# 004: "Une partie se compose de plusieurs manches à l'issue desquelles un des joueurs doit
# perdre 2 manches."
TOKENS_LENGTHS = (
    GameLength("short", "manches_to_lose", 1,
               QT_TRANSLATE_NOOP("Lengths", "Short: one manche")),
    GameLength("classic", "manches_to_lose", 2,
               QT_TRANSLATE_NOOP("Lengths", "Classic: two manches to lose")),
)
NO_LENGTHS_REASON = QT_TRANSLATE_NOOP(
    "Lengths", "With one point a manche the game keeps its own target: the rule names no "
    "other length.")


def _option(rules: Rules) -> str | None:
    """The option that sets how long ``rules`` last, or None (one point a manche)."""
    if rules.scoring == TOKENS:
        return "manches_to_lose"
    return "target_score" if rules.scoring == HAND_VALUE else None


def _played_to(rules: Rules, length: GameLength) -> Rules | None:
    try:
        return rules.with_options(**{length.option: length.value})
    except RulesError:  # an exact finish the target cannot be reached by, a level above it
        return None


def lengths(rules: Rules) -> tuple[GameLength, ...]:
    """The named lengths ``rules`` can be played to, shortest first (none with one point a
    manche, nor those the other options forbid)."""
    option = _option(rules)
    named = {"target_score": POINTS_LENGTHS, "manches_to_lose": TOKENS_LENGTHS}.get(option, ())
    return tuple(length for length in named if _played_to(rules, length) is not None)


def length_of(rules: Rules) -> GameLength | None:
    """The named length ``rules`` are played to, or None when theirs has no name."""
    return next((length for length in lengths(rules)
                 if getattr(rules, length.option) == length.value), None)


def closest_length(rules: Rules, name: str) -> GameLength | None:
    """The length called ``name`` for ``rules``, else the longest of theirs that is shorter
    (the longest of all when none is), or None when they name no length."""
    available = lengths(rules)
    if not available:
        return None
    wanted = LENGTH_NAMES.index(name) if name in LENGTH_NAMES else 0
    shorter = [length for length in available if LENGTH_NAMES.index(length.name) <= wanted]
    return shorter[-1] if shorter else available[0]


def with_length(rules: Rules, length: GameLength | None) -> Rules:
    """``rules`` played to ``length`` (unchanged for None)."""
    if length is None:
        return rules
    played = _played_to(rules, length)
    return rules if played is None else played


def length_text(rules: Rules) -> Text:
    """How long ``rules`` last, in words: "first to 500 points", "two manches to lose"."""
    if not rules.uses_tokens:
        return QT_TRANSLATE_NOOP("Lengths", "first to {target} points").with_args(
            target=rules.target_score)
    if rules.manches_to_lose == 1:
        return QT_TRANSLATE_NOOP("Lengths", "the first manche lost loses the partie")
    return QT_TRANSLATE_NOOP(
        "Lengths", "the first player to lose {count} manches loses the partie").with_args(
        count=rules.manches_to_lose)


def length_line(rules: Rules) -> Text:
    """The sentence a summary of ``rules`` ends with."""
    return QT_TRANSLATE_NOOP("Lengths", "Length: {length}.").with_args(length=length_text(rules))


def preset_of(rules: Rules) -> Preset | None:
    """The preset ``rules`` are, whatever length they are played to: same name, and the
    same options but the one that sets the length."""
    preset = PRESETS.get(rules.name)
    if preset is None:
        return None
    option = _option(rules)
    same = {key: value for key, value in rules.options().items() if key != option}
    theirs = {key: value for key, value in preset.rules.options().items() if key != option}
    return preset if same == theirs else None
