"""The coach's words, shared by the hint, the coach line and the review: a choice named by
its faces (the ace by name, never "1", which is a die's key) and by its dice's keys, and what
a choice is worth with its unit, in English and in French."""

import pytest

from zanzibar_desktop.engine.coach import Option, judged
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.ui.table.hint_panel import CoachWords

pytestmark = pytest.mark.core

NBSP, NNBSP = "\u00a0", "\u202f"
BEST = Option((6, 1), 0.52, 0.48, 0.08)  # lose: 44 %
WORSE = Option((6,), 0.47, 0.43, 0.08)


@pytest.fixture
def words(qapp):
    del qapp
    yield CoachWords()
    install_language("en")


def test_a_choice_names_its_faces_and_the_keys_of_its_dice(words):
    assert words.named(BEST, {0, 2}) == "Keep the 6 and the ace — keys 1 and 3"
    assert words.named(Option((1,), 0.3), {1}) == "Keep the ace — key 2"
    assert words.named(Option((1, 1), 0.3), {0, 1}) == "Keep both aces — keys 1 and 2"
    assert words.named(Option((5, 5), 0.3), {0, 1}) == "Keep both 5s — keys 1 and 2"
    assert words.named(Option((6, 4), 0.3), {1, 2}) == "Keep the 6 and the 4 — keys 2 and 3"
    assert words.named(Option((6,), 0.3), {2}) == "Keep the 6 — key 3"
    assert words.named(Option(None, 0.4), {0, 1, 2}, {0}) == "Stop here"  # no key to press
    assert words.named(Option((), 0.2), set()) == "Throw all three again"
    # a die held now that the choice throws again: say so
    assert words.named(BEST, {1, 2}, {0, 1}) == (
        "Keep the 6 and the ace — keys 2 and 3; release die 1")
    assert words.named(Option((), 0.2), set(), {0, 2}) == (
        "Throw all three again — release dice 1 and 3")


def test_what_a_choice_is_worth_carries_its_unit(words):
    assert words.describe(BEST, False, {0, 2}) == (
        "Keep the 6 and the ace — keys 1 and 3\n"
        "chance to win the manche: 52.0% (won outright 48.0%, throw-off 8.0%, lost 44.0%)")
    no_tie = Option((6,), 0.47, 0.47, 0.0)  # nothing to tie with: the chance says it all
    assert words.describe(no_tie, False, {0}) == (
        "Keep the 6 — key 1\nchance to win the manche: 47.0%")
    assert words.worth(Option((6,), 1.414), True) == "tokens to shed: 1.41"
    assert words.worth(Option((6,), -0.3), True) == "tokens at risk: 0.30"  # never "−0.30"
    assert words.worth(Option((6,), -0.001), True) == "tokens to shed: 0.00"
    assert words.judged("Ann", judged((BEST, WORSE), (6,), "points")) == (
        "Ann chose to keep the 6 — chance to win the manche: 47.0%. "
        "Best: keep the 6 and the ace — chance to win the manche: 52.0%. "
        "Mistake: lost 5.0 points of the manche's chance.")
    assert words.judged("Ann", judged((BEST, WORSE), (6, 1), "points")) == (
        "Ann chose to keep the 6 and the ace — chance to win the manche: 52.0%. Best choice.")
    shed = (Option((6,), 1.2), Option(None, 1.0))
    assert words.judged("Ann", judged(shed, None, "decharge")) == (
        "Ann chose to stop here — tokens to shed: 1.00. "
        "Best: keep the 6 — tokens to shed: 1.20. Close to the best: lost 0.20 tokens.")


def test_the_same_words_in_french(words):
    install_language("fr")
    assert words.describe(BEST, False, {0, 2}) == (
        "Garder le 6 et l’as — touches 1 et 3\n"
        f"chances de gagner la manche{NBSP}: 52,0{NNBSP}% (gagnée d’emblée 48,0{NNBSP}%, "
        f"barrage 8,0{NNBSP}%, perdue 44,0{NNBSP}%)")
    assert words.named(Option((5, 5), 0.3), {1, 2}, {0}) == (
        f"Garder les deux 5 — touches 2 et 3{NNBSP}; libérer le dé 1")
    assert words.worth(Option((6,), 1.414), True) == f"jetons à donner{NBSP}: 1,41"
    assert words.worth(Option((6,), -0.3), True) == f"jetons à recevoir{NBSP}: 0,30"
    assert words.judged("Ann", judged((BEST, Option(None, 0.47)), None, "points")) == (
        f"Ann a choisi de s’arrêter là — chances de gagner la manche{NBSP}: 47,0{NNBSP}%. "
        f"Meilleur choix{NBSP}: garder le 6 et l’as — chances de gagner la manche{NBSP}: 52,0{NNBSP}%. "
        f"Erreur{NBSP}: a coûté 5,0 points de chances de gagner la manche.")
    assert words.judged("Ann", judged((BEST, WORSE), (6, 1), "points")).endswith(
        f"{NNBSP}%. Meilleur choix.")
    # The hint says beforehand the coach's word for each choice.
    assert words.describe(WORSE, False, {0}, verdict=judged((BEST, WORSE), (6,), "points")) \
        .startswith("Garder le 6 — touche 1 (erreur)\n")
    assert words.describe(BEST, False, {0, 2}, verdict=judged((BEST, WORSE), (6, 1), "points")) \
        .startswith("Garder le 6 et l’as — touches 1 et 3 (meilleur choix)\n")


def test_a_choice_says_what_it_does_to_the_partie(words):
    heads_up = Option((6, 1), 0.52, 0.48, 0.08, partie=0.61)
    assert words.describe(heads_up, False, {0, 2}).endswith(
        "\nchance to win the partie: 61.0%")
    tokens = Option((6,), 1.41, partie=0.75)  # a token game counts the partie lost
    assert words.describe(tokens, True, {0}).endswith("\nchance to lose the partie: 25.0%")
    assert words.describe(BEST, False, {0, 2}, computing=True).endswith(
        "\npartie: computing…")
    assert "partie" not in words.describe(BEST, False, {0, 2})  # no solve: nothing said
    install_language("fr")
    assert words.describe(heads_up, False, {0, 2}).endswith(
        f"\nchances de gagner la partie{NBSP}: 61,0{NNBSP}%")
    assert words.describe(tokens, True, {0}).endswith(
        f"\nrisque de perdre la partie{NBSP}: 25,0{NNBSP}%")


def test_in_a_token_game_the_hint_gives_the_manche_s_risk_beside_the_partie_s(words):
    option = Option((6,), 1.41, partie=0.75, manche_lost=0.4)
    assert words.describe(option, True, {0}).endswith(
        "\nchance to lose the manche: 40.0%; chance to lose the partie: 25.0%")
    install_language("fr")
    assert words.describe(option, True, {0}).endswith(
        f"\nrisque de perdre la manche{NBSP}: 40,0{NNBSP}%{NNBSP}; "
        f"risque de perdre la partie{NBSP}: 25,0{NNBSP}%")


def test_the_coach_s_verdict_in_partie_terms(words):
    chosen = Option(None, 0.78, 0.7, 0.16, partie=0.521)
    best = Option((1, 1), 0.748, 0.7, 0.1, partie=0.582)
    assert words.judged("Ann", judged((chosen, best), None, "points")) == (
        "Ann chose to stop here — chance to win the partie: 52.1% (chance to win the manche: "
        "78.0%). Best for the partie: keep both aces — chance to win the partie: 58.2%. "
        "Mistake: lost 6.1 points of the partie's chance.")
    # Nothing that can pass 100 is a percentage: a chance lost is in points of it.
    close = Option((1,), 0.7, 0.6, 0.2, partie=0.5816)
    assert words.judged("Ann", judged((close, best), (1,), "points")).endswith(
        "Close to the best: lost 0.04 points of the partie's chance.")
    in_tokens = (Option((6,), 1.4, partie=0.75), Option(None, 1.5, partie=0.7))
    assert words.judged("Ann", judged(in_tokens, None, "decharge")).endswith(
        "Mistake: lost 5.0 points of the chance not to lose the partie.")


# Three players or more: the partie's figure is worked out heads-up against one rival.
SEATS = ("Ann", "Bob", "Cleo")
ISOLATED_CLEO = "\u2068Cleo\u2069"


def test_with_three_players_the_partie_figure_names_the_rival_it_is_estimated_against(words):
    """At 0–0–0 a player expects a third of the parties, and the hint said "chance to win
    the partie, estimated: 48.2%": the figure is the chance to beat one rival, as if
    heads-up, and says so, naming that rival."""
    estimated = Option((6, 1), 0.52, 0.48, 0.08, partie=0.482, partie_exact=False,
                       partie_rival=2)
    assert words.describe(estimated, False, {0, 2}, names=SEATS).endswith(
        f"\nchance to win the partie against {ISOLATED_CLEO} (best placed), estimated: 48.2%")
    tokens = Option((6,), 1.41, partie=0.75, partie_exact=False, partie_rival=2,
                    manche_lost=0.4)
    assert words.describe(tokens, True, {0}, names=SEATS).endswith(
        f"; chance to lose the partie against {ISOLATED_CLEO} (best placed), estimated: 25.0%")
    # A choice that does not say which seat (a drill's, read back) still says what it is.
    unknown = Option((6, 1), 0.52, partie=0.482, partie_exact=False)
    assert words.partie(unknown, False, False, SEATS) == (
        "chance to win the partie against the best placed, estimated: 48.2%")
    chosen = Option(None, 0.78, 0.7, 0.16, partie=0.40, partie_exact=False, partie_rival=1)
    best = Option((1, 1), 0.748, 0.7, 0.1, partie=0.45, partie_exact=False, partie_rival=1)
    assert words.judged("Ann", judged((chosen, best), None, "points"), SEATS) == (
        "Ann chose to stop here — chance to win the partie against \u2068Bob\u2069 (best "
        "placed), estimated: 40.0% (chance to win the manche: 78.0%). Best for the partie: "
        "keep both aces — chance to win the partie against \u2068Bob\u2069 (best placed), "
        "estimated: 45.0%. Mistake: lost 5.0 points of the partie's chance.")
    install_language("fr")
    assert words.describe(estimated, False, {0, 2}, names=SEATS).endswith(
        f"\nchances de gagner la partie contre {ISOLATED_CLEO} (le mieux placé), "
        f"estimées{NBSP}: 48,2{NNBSP}%")
    assert words.describe(tokens, True, {0}, names=SEATS).endswith(
        f"{NNBSP}; risque de perdre la partie contre {ISOLATED_CLEO} (le mieux placé), "
        f"estimé{NBSP}: 25,0{NNBSP}%")
    assert words.partie(unknown, False, False, SEATS) == (
        f"chances de gagner la partie contre le mieux placé, estimées{NBSP}: 48,2{NNBSP}%")
