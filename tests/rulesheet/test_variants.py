"""The variants in play: only the optional rules that differ from the family's base rule,
in sentences; and a house rule with every variant still prints on one page."""

import pytest

from zanzibar_desktop.engine.hands import median_scoring_value, reachable_scores
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.engine.round_end import exact_finish_reading
from zanzibar_desktop.i18n import install_language, tr_text
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
    assert "falls back to 250 points" in lines[1]
    assert lines[2] == ("Less than 15 points short of the target, the winner of a manche scores "
                        "their points even going past it.")
    assert "loses 5 points (never below zero)" in lines[3]
    assert "wins the partie at once" in lines[4] and 'src="dice:1-1-1"' in lines[4]
    tokens = Variants().sentences(EVERY_TOKENS_VARIANT, 14)
    assert tokens[-1] == ("Tokens by hand: the zanzi d'as 8, any other zanzi 3, a straight 2, "
                          "any other hand 1.")
    no_straight = Variants().sentences(EVERY_TOKENS_VARIANT.with_options(straight="off"), 14)
    assert no_straight[-1] == ("Tokens by hand: the zanzi d'as 8, any other zanzi 3, any "
                               "other hand 1.")  # no straight named where none is played


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


FRENCH_EXACT_FINISH = ("À moins de 15\u00a0points du score cible, le gagnant d’une manche marque "
                       "ses points, même en dépassant.")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("exact_finish", ["off", "keep-previous", "fall-back"])
def test_the_exact_finish_is_said_whenever_it_is_played_in_the_engines_words(
        qapp, language, exact_finish):
    """The house reading of an exact finish, one sentence from the engine (the rules editor
    and its tooltip show the same), on the sheet whenever the option is on."""
    install_language(language)
    try:
        rules = ZANZIBAR.with_options(name="exact", exact_finish=exact_finish,
                                      exact_finish_level=100 if exact_finish == "fall-back" else 0)
        words = sheet_document(rules, "a4").toRawText()
        reading = tr_text(exact_finish_reading(rules))
        assert (reading.replace(" ", "\u00a0") in words.replace(" ", "\u00a0")) == (
            exact_finish != "off")
        if language == "fr":
            assert reading == FRENCH_EXACT_FINISH
    finally:
        install_language("en")


def test_where_only_zanzis_score_the_reading_names_the_gaps_no_sum_closes(qapp):
    rules = ZANZIBAR.with_options(name="zanzis", simple_points="zero", target_score=200,
                                  exact_finish="keep-previous")
    install_language("fr")
    try:
        reading = tr_text(exact_finish_reading(rules))
        words = sheet_document(rules, "a4").toRawText()
    finally:
        install_language("en")
    median = median_scoring_value(rules)
    assert median > 15 and not all(reachable_scores(rules, rules.target_score)[median:])
    assert reading == (f"À moins de {median}\u00a0points du score cible, le gagnant d’une manche "
                       "marque ses points, même en dépassant\u202f; de même quand aucune somme "
                       "de combinaisons ne peut combler l’écart.")
    assert reading.replace(" ", "\u00a0") in words.replace(" ", "\u00a0")
    assert "n’est aucune somme" not in words
