"""The game's own words, explained once for each family: English players keep the French
names (zanzi, fiche, sauvé, tournée…), and a reader of either language learns what each
means. The hand chart shows them under its table. The coach's words (the figure the hint,
the coach line and the review give each choice, and its marks) are explained here too, once
for each family, in the unit that family's choices are valued in."""

from .rules import FOUR_TWO_ONE, ZANZIBAR
from .text import QT_TRANSLATE_NOOP, Text

# The marks a seat wears, which the seat says in these words too.
OPENER_MARK: dict[str, Text] = {
    ZANZIBAR: QT_TRANSLATE_NOOP("Glossary", "◆: beside a name, the player who opens the manche."),
    FOUR_TWO_ONE: QT_TRANSLATE_NOOP("Glossary", "◆: beside a name, the player who opens the "
                                                "round."),
}
LOST_RINGS = QT_TRANSLATE_NOOP("Glossary", "Red rings: on a seat, the manches that player has "
                                           "lost, one filled for each.")

PARTIE = QT_TRANSLATE_NOOP("Glossary", "Partie: the whole game, played over several manches.")

GLOSSARY: dict[str, tuple[Text, ...]] = {
    ZANZIBAR: (
        QT_TRANSLATE_NOOP("Glossary", "Zanzi: three dice alike; 1-1-1, the zanzi d'as, is the "
                                      "best hand."),
        QT_TRANSLATE_NOOP("Glossary", "Simple points: any other throw; add the dice, an ace "
                                      "counting 10 (6-1-1 is worth 26)."),
        QT_TRANSLATE_NOOP("Glossary", "Manche: one round in which everyone plays a turn."),
        PARTIE,
        QT_TRANSLATE_NOOP("Glossary", "Throw-off (barrage): tied players throw once more, "
                                      "until the tie is broken."),
        OPENER_MARK[ZANZIBAR],
        QT_TRANSLATE_NOOP("Glossary", "Chance to win the manche: the figure the hint and the "
                                      "coach put on each choice, playing as well as possible "
                                      "after it; a throw-off counts half."),
        QT_TRANSLATE_NOOP("Glossary", "Inaccuracy, mistake, blunder: the coach's marks for a "
                                      "choice that lowered the chance to win the manche by at "
                                      "least 2, 5 or 10 percentage points."),
    ),
    FOUR_TWO_ONE: (
        QT_TRANSLATE_NOOP("Glossary", "421: a 4, a 2 and an ace, the best hand."),
        QT_TRANSLATE_NOOP("Glossary", "Fiche: two aces and another die; the fiche of sixes is "
                                      "6-1-1."),
        QT_TRANSLATE_NOOP("Glossary", "Baraque: three dice alike; three aces are the best "
                                      "of them."),
        QT_TRANSLATE_NOOP("Glossary", "Tierce: three dice in a row, such as 6-5-4."),
        QT_TRANSLATE_NOOP("Glossary", "Nénette: 2-2-1."),
        QT_TRANSLATE_NOOP("Glossary", "Charge and décharge: first the tokens leave the pot, "
                                      "then the players pass them on."),
        QT_TRANSLATE_NOOP("Glossary", "Round: every player throws once, in turn; the charge "
                                      "and the décharge go on round after round."),
        QT_TRANSLATE_NOOP("Glossary", "Manche: a charge and a décharge, until one player holds "
                                      "every token and loses the manche; the partie goes on "
                                      "manche after manche until a player has lost as many "
                                      "as the rules say."),
        PARTIE,
        QT_TRANSLATE_NOOP("Glossary", "Sauvé: a player left with no token is out of the "
                                      "manche."),
        OPENER_MARK[FOUR_TWO_ONE],
        LOST_RINGS,
        QT_TRANSLATE_NOOP("Glossary", "Tournée: the drinks the loser of the partie pays for "
                                      "the whole table."),
        QT_TRANSLATE_NOOP("Glossary", "Rampo (throw-off): tied players throw once more, until "
                                      "the tie is broken."),
        QT_TRANSLATE_NOOP("Glossary", "Tokens to shed: the figure the hint and the "
                                      "coach put on each choice of a décharge, the tokens you "
                                      "can expect to give away minus those you can expect to "
                                      "receive; below zero, tokens at risk."),
        QT_TRANSLATE_NOOP("Glossary", "Inaccuracy, mistake, blunder: the coach's marks for a "
                                      "choice that cost at least 0.25, 0.5 or 1 token."),
    ),
}
