"""The rules object: every option of both families, validated, frozen, and shareable as JSON.

One :class:`Rules` value describes a whole way of playing. The option table
:data:`OPTIONS` documents each key of a rules file (its group, choices or range and a
one-line explanation); the configuration dialog and the printed rule sheet read it
instead of restating any rule.
"""

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any

from .documents import DocumentError, parse_document
from .errors import RulesError
from .families import FAMILIES as FAMILIES  # the families and scoring modes, named here too
from .families import FOUR_TWO_ONE, HAND_VALUE, ONE_POINT, TOKENS, ZANZIBAR
from .hands import STRAIGHT_VALUE, reachable_scores, throw_off_name
from .text import QT_TRANSLATE_NOOP, Text, is_plain_text

RULES_FORMAT = "zanzibar-rules"
RULES_VERSION = 2
# Options added by version 2, with the values that keep a version-1 file playing as it did.
VERSION_1_DEFAULTS = {"simple_points": "score", "token_values": "value-tenths",
                      "tokens_ace_zanzi": 10, "tokens_zanzi": 4, "tokens_straight": 2,
                      "tokens_simple": 1, "first_opener": "die-each"}



@dataclass(frozen=True)
class OptionSpec:
    """One key of a rules file: its title, allowed choices (with the words shown for each)
    or integer range, and a one-line explanation."""

    key: str
    group: Text
    title: Text
    explanation: Text
    choices: tuple[tuple[Any, Text | None], ...] = ()  # None: the number speaks for itself
    minimum: int | None = None
    maximum: int | None = None

    @property
    def values(self) -> tuple[Any, ...]:
        return tuple(value for value, _ in self.choices)

    def label(self, value: Any, family: str = ZANZIBAR) -> Text:
        """The words for a value of this option (numbers stand for themselves), in the words
        of ``family``'s players: a tie goes to a barrage at Zanzibar, to a rampo at 421."""
        for choice, words in self.choices:
            if choice == value and words is not None:
                if "{throw_off}" in words.source:
                    return words.with_args(throw_off=throw_off_name(family))
                return words
        return Text("Rules", "{value}", {"value": value})


_G_THROWS = QT_TRANSLATE_NOOP("Rules", "Throws")
_G_HANDS = QT_TRANSLATE_NOOP("Rules", "Hands and values")
_G_SCORING = QT_TRANSLATE_NOOP("Rules", "Scoring and end of game")
_G_TOKENS = QT_TRANSLATE_NOOP("Rules", "Tokens")
_G_TIES = QT_TRANSLATE_NOOP("Rules", "Ties and turn order")

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("family", _G_HANDS, QT_TRANSLATE_NOOP("Rules", "Game"), QT_TRANSLATE_NOOP(
        "Rules", "Which game: Zanzibar (zanzis and points) or 421 (fiches, baraques, tierces)."),
        choices=((ZANZIBAR, QT_TRANSLATE_NOOP("Rules", "Zanzibar")),
                 (FOUR_TWO_ONE, QT_TRANSLATE_NOOP("Rules", "421")))),
    OptionSpec("max_throws", _G_THROWS, QT_TRANSLATE_NOOP("Rules", "Throws per turn"),
               QT_TRANSLATE_NOOP("Rules", "The most throws a player may make in a turn."),
               choices=((2, QT_TRANSLATE_NOOP("Rules", "2 throws")),
                        (3, QT_TRANSLATE_NOOP("Rules", "3 throws")))),
    OptionSpec("throw_limit", _G_THROWS, QT_TRANSLATE_NOOP("Rules", "Throw limit"),
               QT_TRANSLATE_NOOP(
        "Rules", "Free: everyone may use every throw. Follow the opener: nobody may throw more "
        "often than the first player of the round did."),
        choices=(("free", QT_TRANSLATE_NOOP("Rules", "free for everyone")),
                 ("follow-opener", QT_TRANSLATE_NOOP("Rules", "set by the opener")))),
    # What a straight beats is said once, by its choice's words: the rule sheet says it with them.
    OptionSpec("straight", _G_HANDS, QT_TRANSLATE_NOOP("Rules", "Straight"), QT_TRANSLATE_NOOP(
        "Rules", "Zanzibar: three faces in a row are a straight worth {value}, beaten by every "
        "zanzi.").with_args(value=STRAIGHT_VALUE),
        choices=(("off", QT_TRANSLATE_NOOP("Rules", "not played")),
                 ("beats-all-points", QT_TRANSLATE_NOOP("Rules", "beats every simple point")),
                 ("beats-lower-points", QT_TRANSLATE_NOOP(
                     "Rules", "beats simple points of {value} or less").with_args(
                         value=STRAIGHT_VALUE)))),
    OptionSpec("value_421", _G_HANDS, QT_TRANSLATE_NOOP("Rules", "Value of 421"),
               QT_TRANSLATE_NOOP("Rules", "421: what the hand 4-2-1 is worth."),
               choices=((8, None), (10, None), (11, None))),
    OptionSpec("nenette", _G_HANDS, QT_TRANSLATE_NOOP("Rules", "Nénette"), QT_TRANSLATE_NOOP(
        "Rules", "421: the nénette 2-2-1 is the lowest hand, or is worth 4 and ranks just above "
        "the plain hands."),
        choices=(("lowest", QT_TRANSLATE_NOOP("Rules", "the lowest hand")),
                 ("worth-4", QT_TRANSLATE_NOOP("Rules", "worth 4, above the plain hands")))),
    OptionSpec("scoring", _G_SCORING, QT_TRANSLATE_NOOP("Rules", "Scoring"), QT_TRANSLATE_NOOP(
        "Rules", "Hand value: the winner of a manche scores its hand. One point: the winner scores "
        "1. Tokens: the counter game with charge and décharge."),
        choices=((HAND_VALUE, QT_TRANSLATE_NOOP("Rules", "the winning hand's value")),
                 (ONE_POINT, QT_TRANSLATE_NOOP("Rules", "one point a manche")),
                 (TOKENS, QT_TRANSLATE_NOOP("Rules", "tokens (charge and décharge)")))),
    OptionSpec("simple_points", _G_SCORING, QT_TRANSLATE_NOOP("Rules", "Simple points"),
               QT_TRANSLATE_NOOP(
        "Rules", "Zanzibar points race: a winning hand that is not a zanzi scores its value, or "
        "scores nothing (only zanzis score; it still wins the manche)."),
        choices=(("score", QT_TRANSLATE_NOOP("Rules", "score their value")),
                 ("zero", QT_TRANSLATE_NOOP("Rules", "score nothing: only zanzis score")))),
    OptionSpec("target_score", _G_SCORING, QT_TRANSLATE_NOOP("Rules", "Target score"),
               QT_TRANSLATE_NOOP("Rules", "Points race: the score that wins the partie."),
               minimum=1, maximum=10000),
    OptionSpec("exact_finish", _G_SCORING, QT_TRANSLATE_NOOP("Rules", "Exact finish"),
               QT_TRANSLATE_NOOP(
        "Rules", "Points race: the target must be hit exactly; a winner who would go past keeps "
        "the previous score, or falls back to a set level (never up to it)."),
        choices=(("off", QT_TRANSLATE_NOOP("Rules", "no exact finish")),
                 ("keep-previous", QT_TRANSLATE_NOOP("Rules", "going past keeps the previous score")),
                 ("fall-back", QT_TRANSLATE_NOOP("Rules", "going past falls back to a level")))),
    OptionSpec("exact_finish_level", _G_SCORING, QT_TRANSLATE_NOOP("Rules", "Fall-back level"),
               QT_TRANSLATE_NOOP(
        "Rules", "Points race with exact finish: the level a player who goes past falls back to, "
        "if below the previous score."),
        minimum=0, maximum=9999),
    OptionSpec("low_hand_malus", _G_SCORING, QT_TRANSLATE_NOOP("Rules", "Malus"),
               QT_TRANSLATE_NOOP(
        "Rules", "Points race: the points the weakest hand of a manche loses (never below zero), "
        "when everyone has played; 0 turns the malus off; at most 20, a few points as the rule "
        "says."), minimum=0, maximum=20),
    OptionSpec("ace_zanzi", _G_SCORING, QT_TRANSLATE_NOOP("Rules", "Zanzi d'as"), QT_TRANSLATE_NOOP(
        "Rules", "Zanzibar points race: the zanzi d'as 1-1-1 scores its points, or wins the manche "
        "at once, or wins the partie at once."),
        choices=(("points", QT_TRANSLATE_NOOP("Rules", "scores 100 points")),
                 ("wins-manche", QT_TRANSLATE_NOOP("Rules", "wins the manche at once")),
                 ("wins-game", QT_TRANSLATE_NOOP("Rules", "wins the partie at once")))),
    OptionSpec("tokens", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Tokens"), QT_TRANSLATE_NOOP(
        "Rules", "Tokens in the pot at the start of each manche."), minimum=2, maximum=99),
    OptionSpec("token_values", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Tokens a hand is worth"),
               QT_TRANSLATE_NOOP(
        "Rules", "Zanzibar with tokens: a hand is worth a tenth of its value (at least 1), or "
        "1 token whatever it is, or the tokens set in the table below."),
        choices=(("value-tenths", QT_TRANSLATE_NOOP("Rules", "a tenth of its value")),
                 ("one", QT_TRANSLATE_NOOP("Rules", "1 token each")),
                 ("table", QT_TRANSLATE_NOOP("Rules", "as set below")))),
    OptionSpec("tokens_ace_zanzi", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Tokens: zanzi d'as"),
               QT_TRANSLATE_NOOP("Rules", "Zanzibar with tokens set by table: the zanzi d'as 1-1-1."),
               minimum=1, maximum=20),
    OptionSpec("tokens_zanzi", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Tokens: other zanzis"),
               QT_TRANSLATE_NOOP("Rules", "Zanzibar with tokens set by table: every other zanzi."),
               minimum=1, maximum=20),
    OptionSpec("tokens_straight", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Tokens: straight"),
               QT_TRANSLATE_NOOP("Rules", "Zanzibar with tokens set by table: a straight."),
               minimum=1, maximum=20),
    OptionSpec("tokens_simple", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Tokens: simple points"),
               QT_TRANSLATE_NOOP("Rules", "Zanzibar with tokens set by table: any other hand."),
               minimum=1, maximum=20),
    OptionSpec("charge_rule", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Charge"), QT_TRANSLATE_NOOP(
        "Rules", "Charge: the weakest hand takes what the strongest is worth, or the strongest "
        "hand takes its own value."),
        choices=(("weakest-takes", QT_TRANSLATE_NOOP(
                     "Rules", "the weakest takes what the strongest is worth")),
                 ("strongest-takes", QT_TRANSLATE_NOOP(
                     "Rules", "the strongest takes its own value")))),
    OptionSpec("decharge_opener", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Décharge opener"),
               QT_TRANSLATE_NOOP(
        "Rules", "Who opens the décharge: the next opener as usual, or the player holding most "
        "tokens."),
        choices=(("next-opener", QT_TRANSLATE_NOOP("Rules", "the next opener as usual")),
                 ("most-tokens", QT_TRANSLATE_NOOP("Rules", "the player with most tokens")))),
    OptionSpec("manches_to_lose", _G_TOKENS, QT_TRANSLATE_NOOP("Rules", "Manches to lose"),
               QT_TRANSLATE_NOOP(
        "Rules", "Tokens: the partie is lost by the first player to lose this many manches."),
        minimum=1, maximum=9),
    OptionSpec("tie_break", _G_TIES, QT_TRANSLATE_NOOP("Rules", "Ties"), QT_TRANSLATE_NOOP(
        "Rules", "Equal hands: the one made in fewer throws wins, then a throw-off; or equal hands "
        "always go to a throw-off."),
        choices=(("fewer-throws", QT_TRANSLATE_NOOP(
                     "Rules", "fewer throws wins, else a {throw_off}")),
                 ("throw-off", QT_TRANSLATE_NOOP("Rules", "always a {throw_off}")))),
    OptionSpec("first_opener", _G_TIES, QT_TRANSLATE_NOOP("Rules", "First opener"),
               QT_TRANSLATE_NOOP(
        "Rules", "Who opens the game: each player throws one die, the highest opens (ties throw "
        "again); or the player in the first seat (the youngest, in a family game)."),
        choices=(("die-each", QT_TRANSLATE_NOOP("Rules", "the highest of one die each")),
                 ("first-seat", QT_TRANSLATE_NOOP("Rules", "the first seat")))),
    OptionSpec("next_opener", _G_TIES, QT_TRANSLATE_NOOP("Rules", "Next opener"),
               QT_TRANSLATE_NOOP(
        "Rules", "Who opens the next round: the next player in turn, the loser, or the winner."),
        choices=(("in-turn", QT_TRANSLATE_NOOP("Rules", "the next player in turn")),
                 ("loser", QT_TRANSLATE_NOOP("Rules", "the loser")),
                 ("winner", QT_TRANSLATE_NOOP("Rules", "the winner")))),
)

OPTION_BY_KEY: dict[str, OptionSpec] = {spec.key: spec for spec in OPTIONS}


def family_title(family: str) -> Text:
    """A game family's name as players read it: Zanzibar, 421."""
    return dict(OPTION_BY_KEY["family"].choices)[family]


@dataclass(frozen=True)
class Rules:
    """A complete, validated set of rules. Build with :func:`make_rules` or a preset."""

    name: str
    family: str
    max_throws: int
    throw_limit: str
    straight: str
    value_421: int
    nenette: str
    scoring: str
    simple_points: str
    target_score: int
    exact_finish: str
    exact_finish_level: int
    low_hand_malus: int
    ace_zanzi: str
    tokens: int
    token_values: str
    tokens_ace_zanzi: int
    tokens_zanzi: int
    tokens_straight: int
    tokens_simple: int
    charge_rule: str
    decharge_opener: str
    manches_to_lose: int
    tie_break: str
    first_opener: str
    next_opener: str

    def __post_init__(self) -> None:
        _validate(self)

    @property
    def uses_tokens(self) -> bool:
        return self.scoring == TOKENS

    # Each rule fact the game, the computer players, the solvers and the command line
    # read is worked out here once (tests/engine/test_rule_facts.py holds them to it).
    @property
    def follows_opener(self) -> bool:
        """The throw limit "follow the opener": nobody may throw more often than the
        round's opener did, so where the opener stops sets the others' limit."""
        return self.throw_limit == "follow-opener"

    def follower_limit(self, opener_throws: int) -> int:
        """The most throws a player after the opener may make, the opener having made
        ``opener_throws`` (a round of the charge, one throw each, is the game's own)."""
        return opener_throws if self.follows_opener else self.max_throws

    def later_limit(self, opener: bool, limit: int) -> int | None:
        """The throws the players after this one may make, this turn allowing ``limit``:
        None (as many as this player ends up using) when it opens and they follow the
        opener, else ``limit``."""
        return None if opener and self.follows_opener else limit

    @property
    def zanzibar_with_tokens(self) -> bool:
        """Zanzibar played with tokens: a hand is worth tokens (as ``token_values`` says)
        beside its points, which still rank the simple points."""
        return self.family == ZANZIBAR and self.uses_tokens

    @property
    def decisive_ace_zanzi(self) -> bool:
        """Whether a zanzi d'as ends the turn and wins the manche (or the game) at once."""
        return self.ace_zanzi != "points"

    def is_decisive(self, dice: tuple[int, ...]) -> bool:
        """Whether ``dice`` end the turn and the manche at once: a decisive zanzi d'as."""
        return self.decisive_ace_zanzi and tuple(dice) == (1, 1, 1)

    def with_options(self, **changes: Any) -> "Rules":
        """A copy with some options changed (validated like any other rules)."""
        return replace(self, **changes)

    def options(self) -> dict[str, Any]:
        """The option values by key, in the order of :data:`OPTIONS`."""
        values = asdict(self)
        return {spec.key: values[spec.key] for spec in OPTIONS}

    def to_json(self) -> str:
        document = {"format": RULES_FORMAT, "version": RULES_VERSION, "name": self.name}
        document.update(self.options())
        return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def option_reason(key: str, rules: Any) -> Text | None:
    """Why the option ``key`` means nothing under ``rules`` (any object with the options as
    attributes, such as a dialog's values), or None when it applies. The rule sheet prints
    only the options that apply; the rules editor disables the others with this reason."""
    tokens = rules.scoring == TOKENS
    zanzibar = rules.family == ZANZIBAR
    if key in {"target_score", "exact_finish", "low_hand_malus"} and tokens:
        return QT_TRANSLATE_NOOP("Rules", "Only in a points race: scoring is tokens.")
    if key == "exact_finish_level" and (tokens or rules.exact_finish != "fall-back"):
        return QT_TRANSLATE_NOOP(
            "Rules", "Only when going past the target falls back to a level (exact finish).")
    if key in {"tokens", "charge_rule", "decharge_opener", "manches_to_lose"} and not tokens:
        return QT_TRANSLATE_NOOP("Rules", "Only when scoring is tokens.")
    if key in {"value_421", "nenette"} and zanzibar:
        return QT_TRANSLATE_NOOP("Rules", "Only in 421.")
    if key == "straight" and not zanzibar:
        return QT_TRANSLATE_NOOP("Rules", "Only in Zanzibar: 421 has its tierces.")
    if key == "ace_zanzi" and (not zanzibar or tokens):
        return QT_TRANSLATE_NOOP("Rules", "Only in a Zanzibar points race.")
    if key == "simple_points" and (not zanzibar or rules.scoring != HAND_VALUE):
        return QT_TRANSLATE_NOOP(
            "Rules", "Only in a Zanzibar points race scored by hand value.")
    if key == "token_values" and (not zanzibar or not tokens):
        return QT_TRANSLATE_NOOP("Rules", "Only in Zanzibar with tokens: 421 hands are worth "
                                 "their value.")
    if key in {"tokens_ace_zanzi", "tokens_zanzi", "tokens_straight", "tokens_simple"} and (
            not zanzibar or not tokens or rules.token_values != "table"):
        return QT_TRANSLATE_NOOP(
            "Rules", "Only in Zanzibar with tokens, when tokens per hand are set as below.")
    return None


def choice_reason(key: str, value: Any, rules: Any) -> Text | None:
    """Why ``value`` cannot be chosen for the option ``key`` under the other options of
    ``rules`` (as :func:`option_reason` takes them), or None when it can. The rules editor
    disables such a choice with this reason, before it is picked."""
    if key == "scoring" and value != TOKENS and rules.family == FOUR_TWO_ONE:
        return QT_TRANSLATE_NOOP("Rules", "421 is always played with tokens.")
    return None


def option_applies(key: str, rules: Rules) -> bool:
    """Whether the option ``key`` means something under ``rules``."""
    return option_reason(key, rules) is None


def rules_warnings(rules: Rules) -> list[Text]:
    """Settings that are allowed but change nothing, as the player may not expect."""
    warnings = []
    if rules.exact_finish_level and rules.exact_finish != "fall-back":
        warnings.append(QT_TRANSLATE_NOOP(
            "Rules", "The fall-back level is set to {level}, but going past the target does not "
            "fall back (exact finish is {exact}): the level changes nothing.").with_args(
            level=rules.exact_finish_level,
            exact=OPTION_BY_KEY["exact_finish"].label(rules.exact_finish)))
    return warnings


def _check_value(spec: OptionSpec, value: Any) -> None:
    if spec.choices:
        if not any(type(value) is type(choice) and value == choice for choice in spec.values):
            raise RulesError(spec.key, QT_TRANSLATE_NOOP(
                "Rules", "The option {option} cannot be {value}: choose one of {choices}.").with_args(
                option=spec.key, value=json.dumps(value), choices=", ".join(map(str, spec.values))))
        return
    if not isinstance(value, int) or isinstance(value, bool):
        raise RulesError(spec.key, QT_TRANSLATE_NOOP(
            "Rules", "The option {option} must be a whole number, not {value}.").with_args(
            option=spec.key, value=json.dumps(value)))
    if not spec.minimum <= value <= spec.maximum:
        raise RulesError(spec.key, QT_TRANSLATE_NOOP(
            "Rules", "The option {option} must be between {minimum} and {maximum}, not {value}.")
            .with_args(option=spec.key, minimum=spec.minimum, maximum=spec.maximum, value=value))


def _validate(rules: Rules) -> None:
    for spec in OPTIONS:
        _check_value(spec, getattr(rules, spec.key))
    if (not isinstance(rules.name, str) or not rules.name.strip() or len(rules.name) > 60
            or not is_plain_text(rules.name)):
        raise RulesError("name", QT_TRANSLATE_NOOP(
            "Rules", "The rules need a name of 1 to 60 characters, without control characters."))
    if rules.family == FOUR_TWO_ONE:
        if rules.scoring != TOKENS:
            raise RulesError("scoring", QT_TRANSLATE_NOOP(
                "Rules", "421 is always played with tokens: set scoring to tokens."))
        if rules.straight != "off":
            raise RulesError("straight", QT_TRANSLATE_NOOP(
                "Rules", "The straight is a Zanzibar variant; 421 has its own tierces."))
    if rules.decisive_ace_zanzi and (rules.family != ZANZIBAR or rules.uses_tokens):
        raise RulesError("ace_zanzi", QT_TRANSLATE_NOOP(
            "Rules", "A decisive zanzi d'as only exists in a Zanzibar points race."))
    if rules.uses_tokens:
        if rules.exact_finish != "off":
            raise RulesError("exact_finish", QT_TRANSLATE_NOOP(
                "Rules", "An exact finish needs a points race, not tokens."))
        if rules.low_hand_malus:
            raise RulesError("low_hand_malus", QT_TRANSLATE_NOOP(
                "Rules", "A malus in points needs a points race, not tokens."))
    if rules.scoring == ONE_POINT and rules.low_hand_malus:
        raise RulesError("low_hand_malus", QT_TRANSLATE_NOOP(
            "Rules", "A malus needs hands scored by their value: with one point a manche, "
            "the game would hardly ever end."))
    if rules.simple_points != "score" and (rules.family != ZANZIBAR or rules.scoring != HAND_VALUE):
        raise RulesError("simple_points", QT_TRANSLATE_NOOP(
            "Rules", "Only zanzis scoring needs a Zanzibar points race scored by hand value."))
    if rules.simple_points == "zero" and rules.low_hand_malus:
        raise RulesError("low_hand_malus", QT_TRANSLATE_NOOP(
            "Rules", "A malus needs simple points to score: when only zanzis score, most manches "
            "score nothing and the malus would hardly ever let the game end."))
    if rules.token_values != "value-tenths" and not rules.zanzibar_with_tokens:
        raise RulesError("token_values", QT_TRANSLATE_NOOP(
            "Rules", "Tokens per hand are set for Zanzibar with tokens; 421 hands are worth "
            "their value."))
    if (rules.exact_finish != "off"
            and not reachable_scores(rules, rules.target_score)[rules.target_score]):
        raise RulesError("target_score", QT_TRANSLATE_NOOP(
            "Rules", "With an exact finish, the target {target} must be a sum of hand values, "
            "and no sum of scoring hands makes it.").with_args(target=rules.target_score))
    if rules.exact_finish == "fall-back" and rules.exact_finish_level >= rules.target_score:
        raise RulesError("exact_finish_level", QT_TRANSLATE_NOOP(
            "Rules", "The fall-back level ({level}) must be below the target score ({target}).")
            .with_args(level=rules.exact_finish_level, target=rules.target_score))


def make_rules(name: str, **options: Any) -> Rules:
    """Rules from keyword options; every option must be given."""
    missing = [spec.key for spec in OPTIONS if spec.key not in options]
    if missing:
        raise RulesError(missing[0], QT_TRANSLATE_NOOP(
            "Rules", "The option {option} is missing.").with_args(option=missing[0]))
    return Rules(name=name, **options)


def rules_from_mapping(document: Mapping[str, Any]) -> Rules:
    """Rules from a decoded rules file: ``format``, ``version`` (an integer) and ``name`` are
    required like every option; unknown keys and bad values are refused."""
    if not isinstance(document, Mapping):
        raise RulesError("format", QT_TRANSLATE_NOOP(
            "Rules", "This is not a rules file: it should hold a JSON object."))
    if document.get("format") != RULES_FORMAT:
        raise RulesError("format", QT_TRANSLATE_NOOP(
            "Rules", "This is not a rules file (its format is {format}, not {expected}).")
            .with_args(format=json.dumps(document.get("format")), expected=RULES_FORMAT))
    version = document.get("version")
    if type(version) is not int or not 1 <= version <= RULES_VERSION:
        raise RulesError("version", QT_TRANSLATE_NOOP(
            "Rules", "This rules file has version {version}; this program reads versions 1 to "
            "{expected}.").with_args(version=json.dumps(version), expected=RULES_VERSION))
    known = {"format", "version", "name"} | set(OPTION_BY_KEY)
    if version == 1:  # the options version 2 added play as version 1 did
        known -= set(VERSION_1_DEFAULTS)
    for key in document:
        if key not in known:
            raise RulesError(str(key), QT_TRANSLATE_NOOP(
                "Rules", "The rules file has an unknown option {option}.").with_args(
                option=json.dumps(key)))
    if "name" not in document:
        raise RulesError("name", QT_TRANSLATE_NOOP("Rules", "The rules file has no name."))
    options = {key: document[key] for key in OPTION_BY_KEY if key in document}
    if version == 1:
        options.update(VERSION_1_DEFAULTS)
    return make_rules(document["name"], **options)


def rules_from_json(text: str) -> Rules:
    try:
        document = parse_document(text)
    except DocumentError as error:
        raise RulesError("format", QT_TRANSLATE_NOOP(
            "Rules", "The rules file cannot be read: {reason}.").with_args(
            reason=error.text)) from None
    return rules_from_mapping(document)

