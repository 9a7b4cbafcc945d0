"""Named rule presets, registered under untranslated names (the names used in files and CLI).

Each preset follows one of the rule texts; where the texts disagree, the difference is an
option and the preset picks the text's reading.
"""

from dataclasses import dataclass

from .errors import RulesError
from .rules import HAND_VALUE, ONE_POINT, TOKENS, Rules, make_rules
from .text import QT_TRANSLATE_NOOP, Text, Translate

_ZANZIBAR_FAMILY_RULE = dict(
    family="zanzibar", max_throws=3, throw_limit="free", straight="off", value_421=8,
    nenette="lowest", scoring=HAND_VALUE, simple_points="score", target_score=500,
    exact_finish="off", exact_finish_level=0, low_hand_malus=0, ace_zanzi="points", tokens=21,
    token_values="value-tenths", tokens_ace_zanzi=10, tokens_zanzi=4, tokens_straight=2,
    tokens_simple=1, charge_rule="weakest-takes", decharge_opener="next-opener",
    manches_to_lose=2, tie_break="fewer-throws", first_opener="die-each", next_opener="in-turn",
)

_COUNTER_421 = dict(
    _ZANZIBAR_FAMILY_RULE, family="421", throw_limit="follow-opener", scoring=TOKENS,
    next_opener="loser",
)


@dataclass(frozen=True)
class Preset:
    """A built-in way of playing: its rules and the words shown to players about it."""

    name: str
    title: Text
    description: Text
    rules: Rules


PRESETS: dict[str, Preset] = {}


def _register(name: str, title: Text, description: Text, **options: object) -> None:
    PRESETS[name] = Preset(name, title, description, make_rules(name, **options))


_register(
    "zanzibar",
    QT_TRANSLATE_NOOP("Presets", "Zanzibar"),
    QT_TRANSLATE_NOOP("Presets", "The family rule: three throws, zanzis and simple points, "
                      "the winner of each manche scores its hand."),
    **_ZANZIBAR_FAMILY_RULE,
)
_register(
    "zanzibar-kids",
    QT_TRANSLATE_NOOP("Presets", "Zanzibar for children"),
    QT_TRANSLATE_NOOP("Presets", "The family rule with easy scoring: the winner of a manche "
                      "scores 1 point."),
    **dict(_ZANZIBAR_FAMILY_RULE, scoring=ONE_POINT, target_score=10, first_opener="first-seat"),
)
_register(
    "421",
    QT_TRANSLATE_NOOP("Presets", "421 at the counter"),
    QT_TRANSLATE_NOOP("Presets", "The bar rule: 21 tokens, charge then décharge, 421 worth 8."),
    **_COUNTER_421,
)
_register(
    "421-boite",
    QT_TRANSLATE_NOOP("Presets", "421, La Boîte à dés"),
    QT_TRANSLATE_NOOP("Presets", "11 tokens, 421 worth 11; in the charge the strongest hand "
                      "takes its value, the player with most tokens opens the décharge."),
    **dict(_COUNTER_421, tokens=11, value_421=11, charge_rule="strongest-takes",
           decharge_opener="most-tokens", manches_to_lose=1),
)


def rules_title(name: str, translate: Translate) -> str:
    """What a rules' name is shown as: its preset's title, or the player's own name."""
    preset = PRESETS.get(name)
    return name if preset is None else preset.title.render(translate)


def preset_rules(name: str) -> Rules:
    try:
        return PRESETS[name].rules
    except KeyError:
        raise RulesError("preset", QT_TRANSLATE_NOOP(
            "Rules", "There is no preset or rules file called {name}; the presets are {names}.")
            .with_args(name=name if len(name) <= 40 else name[:40] + "…",
                       names=", ".join(PRESETS))) from None

