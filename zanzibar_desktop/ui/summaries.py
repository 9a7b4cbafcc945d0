"""Sentences that tell the player what a round, a manche or a game came to."""

from PySide6.QtCore import QCoreApplication

from ..engine.events import RoundResolved
from ..engine.game import CHARGE, Game
from .texts import hand_text


def _tr(source: str) -> str:
    return QCoreApplication.translate("Summary", source)


def round_title(game: Game, result: RoundResolved) -> str:
    if result.phase == CHARGE:
        return _tr("Manche {manche}, charge, round {round}").format(
            manche=result.manche, round=result.round)
    if game.rules.uses_tokens:
        return _tr("Manche {manche}, décharge, round {round}").format(
            manche=result.manche, round=result.round)
    return _tr("Manche {manche}").format(manche=result.manche)


def round_lines(game: Game, result: RoundResolved) -> list[str]:
    names = [spec.name for spec in game.players]
    by_player = {played.player: played for played in result.ranking}
    best = by_player[result.strongest]
    lines = []
    if game.rules.uses_tokens:
        worst = by_player[result.weakest]
        lines.append(_tr("Strongest: {name} with {hand}.").format(
            name=names[result.strongest], hand=hand_text(best.hand, best.throws)))
        lines.append(_tr("Weakest: {name} with {hand}.").format(
            name=names[result.weakest], hand=hand_text(worst.hand, worst.throws)))
        if result.token_from is None:
            lines.append(_tr("{name} takes {count} token(s) from the pot ({pot} left).").format(
                name=names[result.token_to], count=result.tokens_moved, pot=result.pot))
        else:
            lines.append(_tr("{giver} gives {count} token(s) to {receiver}.").format(
                giver=names[result.token_from], count=result.tokens_moved,
                receiver=names[result.token_to]))
            if result.tokens[result.token_from] == 0:
                lines.append(_tr("{name} has no token left: sauvé!").format(
                    name=names[result.token_from]))
    else:
        lines.append(_tr("{name} takes the manche with {hand}.").format(
            name=names[result.strongest], hand=hand_text(best.hand, best.throws)))
        if result.decisive:
            lines.append(_tr("A decisive zanzi d'as: the manche ends at once."))
        gain = result.points[result.strongest]
        if result.bust:
            lines.append(_tr("Past the target: the score stays at {score}.").format(
                score=result.scores[result.strongest]))
        elif gain:
            lines.append(_tr("+{points} points, now {score}.").format(
                points=gain, score=result.scores[result.strongest]))
        if result.weakest is not None and result.points[result.weakest] < 0:
            lines.append(_tr("{name} loses {points} points (lowest hand).").format(
                name=names[result.weakest], points=-result.points[result.weakest]))
    if result.throw_offs:
        lines.append(_tr("Decided by {count} throw-off round(s).").format(
            count=len(result.throw_offs)))
    return lines


def standings_lines(game: Game) -> list[str]:
    lines = []
    for place, player in enumerate(game.standings, start=1):
        spec = game.players[player]
        if game.rules.uses_tokens:
            figure = _tr("{count} manche(s) lost").format(count=game.manches_lost[player])
        else:
            figure = _tr("{points} points").format(points=game.scores[player])
        lines.append(f"{place}. {spec.name} — {figure}")
    return lines


def game_over_headline(game: Game) -> str:
    if game.winner is not None:
        return _tr("{name} wins the game!").format(name=game.players[game.winner].name)
    return _tr("{name} loses the partie and pays the round!").format(
        name=game.players[game.loser].name)
