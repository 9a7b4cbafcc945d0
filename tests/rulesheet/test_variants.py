"""The variants in play: only the optional rules that differ from the family's base rule,
in sentences; and a house rule with every variant still prints on one page."""

import pytest

from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.pdf import sheet_document
from zanzibar_desktop.rulesheet.variants import Variants, differing

pytestmark = pytest.mark.core

ZANZIBAR = PRESETS["zanzibar"].rules
EVERY_POINTS_VARIANT = ZANZIBAR.with_options(
    name="Every variant, a long name for a house rule", straight="beats-lower-points",
    exact_finish="fall-back", exact_finish_level=250, low_hand_malus=5, ace_zanzi="wins-game",
    throw_limit="follow-opener", tie_break="throw-off", next_opener="loser", max_throws=2)
EVERY_TOKENS_VARIANT = ZANZIBAR.with_options(
    name="Zanzibar with tokens", scoring="tokens", token_values="table", tokens_ace_zanzi=8,
    tokens_zanzi=3, straight="beats-all-points", decharge_opener="most-tokens",
    charge_rule="strongest-takes", manches_to_lose=3)


def test_the_presets_play_no_variant_of_their_own_family(qapp):
    assert differing(PRESETS["zanzibar"].rules) == differing(PRESETS["421"].rules) == []
    assert differing(PRESETS["421-boite"].rules) == []  # its differences are in the body
    assert differing(EVERY_POINTS_VARIANT) == ["straight", "exact_finish", "low_hand_malus",
                                               "ace_zanzi"]


def test_each_variant_in_a_sentence(qapp):
    install_language("en")
    lines = Variants().sentences(EVERY_POINTS_VARIANT, 14)
    assert lines[0] == "The straight is played: see the hands."
    assert "falls back to 250 points" in lines[1] and "from the target" in lines[2]
    assert "loses 5 points (never below zero)" in lines[3]
    assert "wins the partie at once" in lines[4] and 'src="dice:1-1-1"' in lines[4]
    tokens = Variants().sentences(EVERY_TOKENS_VARIANT, 14)
    assert tokens[-1] == ("Tokens by hand: the zanzi d'as 8, any other zanzi 3, a straight 2, "
                          "any other hand 1.")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("rules", [EVERY_POINTS_VARIANT, EVERY_TOKENS_VARIANT],
                         ids=["points", "tokens"])
def test_a_house_rule_with_every_variant_fits_one_page(qapp, rules, language):
    install_language(language)
    try:
        for paper in ("a4", "letter"):
            document = sheet_document(rules, paper, ["Ann", "Bob", "Chloé", "Dominique"])
            assert document.pageCount() == 1
            assert rules.name in document.toPlainText()
    finally:
        install_language("en")
