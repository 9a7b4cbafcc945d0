"""The banner across the top of the felt: which game, which manche (and what ends the
partie), charge or décharge, the round, who opened it and how many throws a turn allows."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.game import CHARGE, DECHARGE
from ...engine.table import TableSnapshot


def banner_text(title: str, shown: TableSnapshot, scoring_one_point: bool = False) -> str:
    """``Zanzibar · Manche 3, first to 200 points · Marcel opened · up to 3 throws``."""
    parts = [title]
    if shown.over:
        parts.append(QCoreApplication.translate("Banner", "Game over"))
        return " · ".join(parts)
    if shown.uses_tokens:
        parts.append(QCoreApplication.translate(
            "Banner", "Manche {manche} (%n lost manche(s) lose the partie)", "",
            shown.manches_to_lose).format(manche=shown.manche))
        if shown.phase == CHARGE:
            parts.append(QCoreApplication.translate("Banner", "Charge, round {round}").format(
                round=shown.round))
        elif shown.phase == DECHARGE:
            parts.append(QCoreApplication.translate("Banner", "Décharge, round {round}").format(
                round=shown.round))
    elif scoring_one_point:
        parts.append(QCoreApplication.translate(
            "Banner", "Manche {manche}, first to win %n manche(s)", "",
            shown.target_score).format(manche=shown.manche))
    else:
        parts.append(QCoreApplication.translate(
            "Banner", "Manche {manche}, first to {target} points").format(
            manche=shown.manche, target=shown.target_score))
    opener = shown.seats[shown.opener].name
    parts.append(QCoreApplication.translate("Banner", "{name} opened").format(name=opener))
    if shown.in_throw_off:
        parts.append(QCoreApplication.translate("Banner", "Throw-off: one throw each"))
    else:
        parts.append(QCoreApplication.translate("Banner", "up to %n throw(s)", "", shown.limit))
    return " · ".join(parts)


class Banner(QLabel):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setObjectName("feltBanner")
        self.setStyleSheet("#feltBanner { background: rgba(0, 0, 0, 110); color: white; "
                           "border-radius: 6px; padding: 3px 8px; font-weight: bold; }")
