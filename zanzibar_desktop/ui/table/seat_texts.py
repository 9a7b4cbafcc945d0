"""The words for a seat, shared by the seat plates and the scoreboard: who plays it, what it
is doing, its tokens or score, and the whole seat in one sentence for screen readers."""

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import table
from ...engine.ai.levels import LEVELS
from ...engine.hands import throw_off_name
from ...engine.table import SeatSnapshot, TableSnapshot
from ..texts import hand_text, isolated, tr_text


class Seat(QObject):
    """Words with a count: a QObject so ``self.tr`` gives lupdate their plural forms (the
    context is "Seat", as for the other words here)."""

    def tokens(self, count: int) -> str:
        return self.tr("%n token(s)", "", count)

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def manches_lost(self, count: int) -> str:
        return self.tr("%n manche(s) lost", "", count)


def list_separator() -> str:
    """Between the parts of a sentence read aloud ("; ", with French spacing in French)."""
    return QCoreApplication.translate("Seat", "; ")


def level_text(seat: SeatSnapshot) -> str:
    if seat.level is None:
        return QCoreApplication.translate("Seat", "Human")
    level = LEVELS.get(seat.level)
    return tr_text(level.title) if level else seat.level


def state_text(seat: SeatSnapshot, shown: TableSnapshot) -> str:
    state = seat.state
    if state == table.PLAYING and seat.throws:
        return QCoreApplication.translate("Seat", "Throw {throws} of {limit}").format(
            throws=seat.throws, limit=seat.limit)
    if state == table.FINISHED:  # the game is over: where the seat ended
        return QCoreApplication.translate("Seat", "Place {place}").format(place=seat.place)
    if state == table.LOSER:
        # A token game's loser pays the round, as the game-over headline says.
        return (QCoreApplication.translate("Seat", "Pays the tournée") if shown.uses_tokens
                else QCoreApplication.translate("Seat", "Lost the partie"))
    return {
        table.PLAYING: QCoreApplication.translate("Seat", "Playing"),
        table.THROW_OFF: tr_text(throw_off_name(shown.family, capital=True)),
        table.PLAYED: QCoreApplication.translate("Seat", "Played"),
        table.WAITING: QCoreApplication.translate("Seat", "Waiting"),
        table.OUT: QCoreApplication.translate("Seat", "Sauvé (out)"),
        table.WINNER: QCoreApplication.translate("Seat", "Winner"),
    }[state]


def holding_text(seat: SeatSnapshot, shown: TableSnapshot) -> str:
    """``7 tokens`` or ``120 points``."""
    if shown.uses_tokens:
        return Seat().tokens(seat.tokens)
    return Seat().points(seat.score)


def manches_lost_text(seat: SeatSnapshot) -> str:
    return Seat().manches_lost(seat.manches_lost)


def shown_hand(seat: SeatSnapshot):  # noqa: ANN201 - Played | None
    """The hand the seat shows: this round's, else the last settled round's."""
    return seat.hand or seat.previous


def seat_sentence(seat: SeatSnapshot, shown: TableSnapshot) -> str:
    """The seat in words: ``Marcel, Regular: waiting; 7 tokens; 1 manche lost; last hand …``."""
    parts = [f"{isolated(seat.name)}, {level_text(seat)}", state_text(seat, shown),
             holding_text(seat, shown)]
    if shown.uses_tokens and seat.manches_lost:
        parts.append(manches_lost_text(seat))
    if seat.seat == shown.opener and not shown.over:
        parts.append(QCoreApplication.translate("Seat", "opens this round"))
    played = shown_hand(seat)
    if played is not None:
        words = hand_text(played.hand, played.throws)
        parts.append(QCoreApplication.translate("Seat", "this round: {hand}").format(hand=words)
                     if seat.hand else
                     QCoreApplication.translate("Seat", "last round: {hand}").format(hand=words))
    return list_separator().join(parts)
