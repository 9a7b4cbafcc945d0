"""The variants in play, in plain sentences: the optional rules of the rule texts (the
straight, the nénette worth 4, an exact finish, the malus, a decisive zanzi d'as, tokens per
hand) that differ from the family's base rule. Everything else the sheet's body says as it
is played, so it is not repeated here."""

from PySide6.QtCore import QObject

from ..engine.hands import evaluate
from ..engine.presets import PRESETS
from ..engine.round_end import exact_finish_reading
from ..engine.rules import FOUR_TWO_ONE, Rules, option_applies
from ..i18n import tr_text
from .content import fill, number, text
from .dice_pictures import dice_html

OPTIONAL = ("straight", "nenette", "exact_finish", "low_hand_malus", "ace_zanzi", "token_values",
            "tokens_ace_zanzi", "tokens_zanzi", "tokens_straight", "tokens_simple")
ACE_ZANZI = (1, 1, 1)


def base_rules(rules: Rules) -> Rules:
    """The plain rule of the family: the Zanzibar preset, or 421 at the counter."""
    return PRESETS["421" if rules.family == FOUR_TWO_ONE else "zanzibar"].rules


def differing(rules: Rules) -> list[str]:
    base = base_rules(rules)
    return [key for key in OPTIONAL
            if option_applies(key, rules) and getattr(rules, key) != getattr(base, key)]


class Variants(QObject):
    def sentences(self, rules: Rules, die: float) -> list[str]:
        keys = differing(rules)
        lines = []
        if "straight" in keys:
            lines.append(text(self.tr("The straight is played: see the hands.")))
        if "nenette" in keys:
            lines.append(fill(self.tr("The nénette {dice} is worth %n token(s): see the hands.",
                                      "", evaluate((2, 2, 1), rules).value),
                              dice=dice_html((2, 2, 1), die)))
        if rules.exact_finish != "off" and option_applies("exact_finish", rules):
            lines.extend(self._exact(rules))
        if "low_hand_malus" in keys:
            lines.append(text(self.tr(
                "Malus: once everyone has played, the weakest hand of the manche loses %n "
                "point(s) (never below zero).", "", rules.low_hand_malus)))
        if "ace_zanzi" in keys:
            ace = dice_html(ACE_ZANZI, die)
            lines.append(fill(self.tr("A zanzi d'as {dice} wins the manche at once.")
                              if rules.ace_zanzi == "wins-manche" else
                              self.tr("A zanzi d'as {dice} wins the partie at once."), dice=ace))
        if any(key.startswith("token") for key in keys):
            lines.append(self._tokens(rules, die))
        return lines

    def _exact(self, rules: Rules) -> list[str]:
        if rules.exact_finish == "keep-previous":
            first = self.tr("Exact finish: the target must be reached exactly; a winner who "
                            "would go past keeps the previous score.")
        else:
            first = self.tr("Exact finish: the target must be reached exactly; a winner who "
                            "would go past falls back to {level} points, or keeps the previous "
                            "score if it is lower.").format(level=number(rules.exact_finish_level))
        reading = exact_finish_reading(rules)
        return [text(first)] + ([] if reading is None else [text(tr_text(reading))])

    def _tokens(self, rules: Rules, die: float) -> str:
        if rules.token_values == "one":
            return text(self.tr("Every hand is worth 1 token, whatever it is."))
        if rules.token_values == "table" and rules.straight == "off":  # no straight to name
            return text(self.tr("Tokens by hand: the zanzi d'as {ace}, any other zanzi {zanzi}, "
                                "any other hand {simple}.").format(
                ace=number(rules.tokens_ace_zanzi), zanzi=number(rules.tokens_zanzi),
                simple=number(rules.tokens_simple)))
        if rules.token_values == "table":
            return text(self.tr("Tokens by hand: the zanzi d'as {ace}, any other zanzi {zanzi}, a "
                                "straight {straight}, any other hand {simple}.").format(
                ace=number(rules.tokens_ace_zanzi), zanzi=number(rules.tokens_zanzi),
                straight=number(rules.tokens_straight), simple=number(rules.tokens_simple)))
        return text(self.tr("A hand is worth a tenth of its points in tokens, at least 1."))
