"""Sentences that tell the player what a round, a manche or a game came to."""

from PySide6.QtCore import QCoreApplication

from ..engine.events import RoundResolved
from ..engine.game import CHARGE, Game
from .texts import hand_text


def round_title(game: Game, result: RoundResolved) -> str:
    if result.phase == CHARGE:
        return QCoreApplication.translate("Summary", "Manche {manche}, charge, round {round}").format(
            manche=result.manche, round=result.round
        )
    if game.rules.uses_tokens:
        return QCoreApplication.translate("Summary", "Manche {manche}, décharge, round {round}").format(
            manche=result.manche, round=result.round
        )
    return QCoreApplication.translate("Summary", "Manche {manche}").format(manche=result.manche)


def round_lines(game: Game, result: RoundResolved) -> list[str]:
    names = [spec.name for spec in game.players]
    by_player = {played.player: played for played in result.ranking}
    best = by_player[result.strongest]
    lines = []
    if game.rules.uses_tokens:
        worst = by_player[result.weakest]
        lines.append(
            QCoreApplication.translate("Summary", "Strongest: {name} with {hand}.").format(
                name=names[result.strongest], hand=hand_text(best.hand, best.throws)
            )
        )
        lines.append(
            QCoreApplication.translate("Summary", "Weakest: {name} with {hand}.").format(
                name=names[result.weakest], hand=hand_text(worst.hand, worst.throws)
            )
        )
        if result.token_from is None:
            lines.append(
                QCoreApplication.translate(
                    "Summary",
                    "{name} takes %n token(s) from the pot ({pot} left).",
                    None,
                    result.tokens_moved,
                ).format(name=names[result.token_to], pot=result.pot)
            )
        else:
            lines.append(
                QCoreApplication.translate(
                    "Summary", "{giver} gives %n token(s) to {receiver}.", None, result.tokens_moved
                ).format(giver=names[result.token_from], receiver=names[result.token_to])
            )
            if result.tokens[result.token_from] == 0:
                lines.append(
                    QCoreApplication.translate("Summary", "{name} has no token left: sauvé!").format(
                        name=names[result.token_from]
                    )
                )
    else:
        lines.append(
            QCoreApplication.translate("Summary", "{name} takes the manche with {hand}.").format(
                name=names[result.strongest], hand=hand_text(best.hand, best.throws)
            )
        )
        if result.decisive:
            lines.append(
                QCoreApplication.translate("Summary", "A decisive zanzi d'as: the manche ends at once.")
            )
        gain = result.points[result.strongest]
        if result.bust:
            lines.append(
                QCoreApplication.translate("Summary", "Past the target: the score stays at {score}.").format(
                    score=result.scores[result.strongest]
                )
            )
        elif gain:
            lines.append(
                QCoreApplication.translate("Summary", "+{points} points, now {score}.").format(
                    points=gain, score=result.scores[result.strongest]
                )
            )
        if result.weakest is not None and result.points[result.weakest] < 0:
            lines.append(
                QCoreApplication.translate("Summary", "{name} loses {points} points (lowest hand).").format(
                    name=names[result.weakest], points=-result.points[result.weakest]
                )
            )
    if result.throw_offs:
        lines.append(
            QCoreApplication.translate(
                "Summary", "Decided by %n throw-off round(s).", None, len(result.throw_offs)
            )
        )
    return lines


def standings_lines(game: Game) -> list[str]:
    lines = []
    for place, player in enumerate(game.standings, start=1):
        spec = game.players[player]
        if game.rules.uses_tokens:
            figure = QCoreApplication.translate(
                "Summary", "%n manche(s) lost", None, game.manches_lost[player]
            )
        else:
            figure = QCoreApplication.translate("Summary", "{points} points").format(
                points=game.scores[player]
            )
        lines.append(f"{place}. {spec.name} — {figure}")
    return lines


def game_over_headline(game: Game) -> str:
    if game.winner is not None:
        return QCoreApplication.translate("Summary", "{name} wins the game!").format(
            name=game.players[game.winner].name
        )
    return QCoreApplication.translate("Summary", "{name} loses the partie and pays the round!").format(
        name=game.players[game.loser].name
    )
