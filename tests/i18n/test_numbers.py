"""One way to write numbers in each language (issue 25): thousands grouped (a narrow no-break
space in French), a real minus sign, never a signed zero, a decimal's unit agreeing with it."""

import pytest

from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.i18n.numbers import amount, counted_share, decimal, percent, ratio, whole

pytestmark = pytest.mark.core

NARROW = "\u202f"
MINUS = "\u2212"


@pytest.fixture(params=["en", "fr"])
def language(request, qapp):
    del qapp
    assert install_language(request.param)
    yield request.param
    install_language("en")


def by_language(language: str, english: str, french: str) -> str:
    return english if language == "en" else french


def test_thousands_are_grouped(language):
    assert whole(199443) == by_language(language, "199,443", f"199{NARROW}443")
    assert whole(999) == "999"
    assert ratio(753571, 10077696) == by_language(
        language, "753,571/10,077,696", f"753{NARROW}571/10{NARROW}077{NARROW}696")
    assert decimal(1234.5) == by_language(language, "1,234.50", f"1{NARROW}234,50")


def test_a_real_minus_sign_and_never_a_signed_zero(language):
    assert whole(-3) == f"{MINUS}3"
    assert decimal(-0.684) == by_language(language, f"{MINUS}0.68", f"{MINUS}0,68")
    assert decimal(0.4, signed=True) == by_language(language, "+0.40", "+0,40")
    for zero in (-0.001, -0.0, 0.0, 0.004):
        assert decimal(zero, signed=True) == by_language(language, "0.00", "0,00")
    assert decimal(-0.04, 1) == by_language(language, "0.0", "0,0")
    assert decimal(-1234.5, 1) == by_language(language, f"{MINUS}1,234.5", f"{MINUS}1{NARROW}234,5")
    assert "-" not in decimal(-5.5) + whole(-1000) + percent(-0.25)


def test_percentages(language):
    assert percent(0.306) == by_language(language, "30.6%", f"30,6{NARROW}%")
    assert percent(0.2070, 2) == by_language(language, "20.70%", f"20,70{NARROW}%")
    assert percent(-0.00001) == by_language(language, "0.0%", f"0,0{NARROW}%")


@pytest.mark.parametrize("value, decimals, english, french", [
    (0.31, 2, "0.31 tokens", "0,31 jeton"),
    (1.5, 2, "1.50 tokens", "1,50 jeton"),
    (1.996, 2, "2.00 tokens", "2,00 jetons"),  # rounded to 2: the plural, as written
    (2.5, 2, "2.50 tokens", "2,50 jetons"),
    (1, 0, "1 token", "1 jeton"),
    (1, 2, "1.00 tokens", "1,00 jeton"),
    (0, 0, "0 tokens", "0 jeton"),
    (-0.31, 2, f"{MINUS}0.31 tokens", f"{MINUS}0,31 jeton"),
    (1200, 0, "1,200 tokens", f"1{NARROW}200 jetons"),
])
def test_a_unit_after_a_decimal_agrees_with_it(language, value, decimals, english, french):
    assert amount(value, "tokens", decimals) == by_language(language, english, french)
    assert amount(value, "points", decimals) == by_language(language, english, french).replace(
        "tokens", "points").replace("token", "point").replace("jeton", "point")


def test_engine_texts_carry_numbers_written_at_display_time(language):
    """The engine keeps a target as a number; what the player reads groups its thousands
    (a custom points race may go up to 10 000)."""
    from dataclasses import replace

    from zanzibar_desktop.engine.lengths import length_text
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.i18n import tr_text

    rules = replace(preset_rules("zanzibar"), target_score=10000)
    assert by_language(language, "10,000", f"10{NARROW}000") in tr_text(length_text(rules))


def test_a_count_of_games_and_its_share_are_written_at_display(language):
    """Statistics' « 1 204/2 000 » (issue 25): the count out of the games is grouped like any
    number past 999, then the share and its 95% interval."""
    assert counted_share(1204, 2000, (0.58, 0.623)) == by_language(
        language, "1,204/2,000 60.2% (58.0%–62.3%)",
        f"1{NARROW}204/2{NARROW}000 60,2{NARROW}% (58,0{NARROW}%–62,3{NARROW}%)")
    assert counted_share(3, 8, (0.137, 0.694)) == by_language(
        language, "3/8 37.5% (13.7%–69.4%)", f"3/8 37,5{NARROW}% (13,7{NARROW}%–69,4{NARROW}%)")
    assert counted_share(0, 0, None) == "—"


def test_a_whole_number_of_any_size_is_written(language):
    """Past what Qt writes (2**63 − 1): a damaged file's number, quoted in its refusal
    (issue 32), grouped as the language groups."""
    group = by_language(language, ",", NARROW)
    assert whole(2**63 - 1) == group.join(["9", "223", "372", "036", "854", "775", "807"])
    assert whole(2**64 + 7) == group.join(["18", "446", "744", "073", "709", "551", "623"])
    assert whole(-(10**30)) == MINUS + "1" + (group + "000") * 10
