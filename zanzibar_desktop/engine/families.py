"""The untranslated names rules files give the game families and the scoring modes, and
the names the settings keep for the lengths of a game (:mod:`.lengths` says what they are).

They sit below both :mod:`.rules` (which declares and checks every option) and :mod:`.hands`
(which values hands under them): the rules check an exact finish with hands, so neither
may import the other's names from it both ways.
"""

ZANZIBAR = "zanzibar"
FOUR_TWO_ONE = "421"
FAMILIES = (ZANZIBAR, FOUR_TWO_ONE)

# Scoring modes.
HAND_VALUE = "hand-value"
ONE_POINT = "one-point"
TOKENS = "tokens"

# The lengths of a game, shortest first; a first game is a short one.
LENGTH_NAMES = ("short", "classic", "long")
DEFAULT_LENGTH = "short"
