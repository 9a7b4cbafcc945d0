"""The banner across the top of the felt: which game, which manche (and what ends the
partie), charge or décharge, the round, who opened it and how many throws a turn allows."""

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.game import CHARGE, DECHARGE
from ...engine.hands import throw_off_name
from ...engine.table import TableSnapshot
from ...i18n.numbers import whole
from ..texts import isolated, tr_text
from .game_words import GameWords


class BannerWords(QObject):
    """Words with a count: ``self.tr`` gives lupdate their plural forms."""

    def manche_of_partie(self, manche: int, to_lose: int) -> str:
        return self.tr("Manche {manche} (%n lost manche(s) lose the partie)", "",
                       to_lose).format(manche=whole(manche))

    def manche_of_race(self, manche: int, to_win: int) -> str:
        return self.tr("Manche {manche}, first to win %n manche(s)", "", to_win).format(
            manche=whole(manche))

    def throws(self, limit: int) -> str:
        return self.tr("up to %n throw(s)", "", limit)


def banner_text(title: str, shown: TableSnapshot, scoring_one_point: bool = False,
                opening: bool = False) -> str:
    """``Zanzibar · Manche 3, first to 200 points · Marcel opens · up to 3 throws``; while
    the players throw for the opener, only the game and that."""
    words = BannerWords()
    parts = [isolated(title)]  # the rules' name, perhaps the player's: shown as typed
    if opening:
        parts.append(QCoreApplication.translate(
            "Banner", "Throw for the opener: the highest die opens"))
        return " · ".join(parts)
    if shown.over:
        parts.append(QCoreApplication.translate("Banner", "Game over"))
        return " · ".join(parts)
    if shown.uses_tokens:
        parts.append(words.manche_of_partie(shown.manche, shown.manches_to_lose))
        if shown.phase == CHARGE:
            parts.append(QCoreApplication.translate("Banner", "Charge, round {round}").format(
                round=whole(shown.round)))
        elif shown.phase == DECHARGE:
            parts.append(QCoreApplication.translate("Banner", "Décharge, round {round}").format(
                round=whole(shown.round)))
    elif scoring_one_point:
        parts.append(words.manche_of_race(shown.manche, shown.target_score))
    else:
        parts.append(QCoreApplication.translate(
            "Banner", "Manche {manche}, first to {target} points").format(
            manche=whole(shown.manche), target=whole(shown.target_score)))
    opener = isolated(shown.seats[shown.opener].name)
    parts.append(QCoreApplication.translate("Banner", "{name} opens").format(name=opener))
    if shown.in_throw_off:
        parts.append(QCoreApplication.translate("Banner", "{throw_off}: one throw each").format(
            throw_off=tr_text(throw_off_name(shown.family, capital=True))))
    else:
        parts.append(words.throws(shown.limit))
    return " · ".join(parts)


class Banner(QLabel):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.words = GameWords(self, "white")  # the game's words explained; names shown as typed
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setObjectName("feltBanner")
        # Its words in bold come with its font (the felt's, Felt.place): a style sheet's
        # font would not be the one its height is measured in.
        self.setStyleSheet("#feltBanner { background: rgba(0, 0, 0, 110); color: white; "
                           "border-radius: 6px; padding: 3px 8px; }")

    def show_text(self, text: str, family: str) -> None:
        """``text`` on the banner, the game words of ``family`` marked and explained."""
        self.words.show(text, family)
