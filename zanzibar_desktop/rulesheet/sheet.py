"""The rule sheet for given rules: the children's sheet for the children's preset, else the
sheet of a token game or of a points race."""

from ..engine.rules import Rules
from .content import matching_preset
from .kids_sheet import KidsSheet
from .points_sheet import PointsSheet
from .tokens_sheet import TokensSheet

KIDS_PRESET = "zanzibar-kids"


def rule_sheet_html(rules: Rules, players: list[str] | None = None, scale: float = 1.0) -> str:
    """The whole sheet as one HTML document, its type at ``scale`` of the usual size."""
    preset = matching_preset(rules)
    if preset is not None and preset.name == KIDS_PRESET:
        return KidsSheet().html(rules, players, scale)
    if rules.uses_tokens:
        return TokensSheet().html(rules, players, scale)
    return PointsSheet().html(rules, players, scale)
