"""The rule sheet for given rules: the children's sheet for the children's preset, else the
sheet of a token game or of a points race."""

from ..engine.rules import Rules
from .content import PLAIN_COLUMNS, Columns, matching_preset
from .kids_sheet import KidsSheet
from .points_sheet import PointsSheet
from .tokens_sheet import TokensSheet

KIDS_PRESET = "zanzibar-kids"


def two_columns(rules: Rules) -> bool:
    """Whether the sheet of ``rules`` is set in two columns (the children's is in one)."""
    preset = matching_preset(rules)
    return preset is None or preset.name != KIDS_PRESET


def rule_sheet_html(rules: Rules, players: list[str] | None = None, scale: float = 1.0,
                    columns: Columns = PLAIN_COLUMNS) -> str:
    """The whole sheet as one HTML document, its type at ``scale`` of the usual size, its
    two columns set as ``columns`` says."""
    if not two_columns(rules):
        return KidsSheet().html(rules, players, scale)
    if rules.uses_tokens:
        return TokensSheet().html(rules, players, scale, columns)
    return PointsSheet().html(rules, players, scale, columns)
