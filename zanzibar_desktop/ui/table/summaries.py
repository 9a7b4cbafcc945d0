"""Sentences that tell the player what a round, a manche or a game came to."""

from PySide6.QtCore import QObject

from ...engine.events import RoundResolved
from ...engine.game import CHARGE, Game
from ...engine.hands import throw_off_name
from ...engine.players import PlayerSpec
from ...i18n.numbers import whole
from ..texts import hand_text, isolated, tr_text


class Summary(QObject):
    """Builds the sentences; a QObject so that ``self.tr`` gives lupdate the plural forms."""

    def round_title(self, game: Game, result: RoundResolved) -> str:
        if result.phase == CHARGE:
            return self.tr("Manche {manche}, charge, round {round}").format(
                manche=whole(result.manche), round=whole(result.round)
            )
        if game.rules.uses_tokens:
            return self.tr("Manche {manche}, décharge, round {round}").format(
                manche=whole(result.manche), round=whole(result.round)
            )
        return self.tr("Manche {manche}").format(manche=whole(result.manche))

    def round_lines(self, game: Game, result: RoundResolved) -> list[str]:
        names = [isolated(spec.name) for spec in game.players]
        by_player = {played.player: played for played in result.ranking}
        best = by_player[result.strongest]
        lines = []
        if game.rules.uses_tokens:
            worst = by_player[result.weakest]
            lines.append(
                self.tr("Strongest: {name} with {hand}.").format(
                    name=names[result.strongest], hand=hand_text(best.hand, best.throws)
                )
            )
            lines.append(
                self.tr("Weakest: {name} with {hand}.").format(
                    name=names[result.weakest], hand=hand_text(worst.hand, worst.throws)
                )
            )
            if result.token_from is None:
                lines.append(
                    self.tr(
                        "{name} takes %n token(s) from the pot ({pot} left).",
                        "",
                        result.tokens_moved,
                    ).format(name=names[result.token_to], pot=result.pot)
                )
            else:
                lines.append(
                    self.tr("{giver} gives %n token(s) to {receiver}.", "", result.tokens_moved).format(
                        giver=names[result.token_from], receiver=names[result.token_to]
                    )
                )
                if result.tokens[result.token_from] == 0:
                    lines.append(
                        self.tr("{name} has no token left: sauvé!").format(name=names[result.token_from])
                    )
        else:
            lines.append(
                self.tr("{name} takes the manche with {hand}.").format(
                    name=names[result.strongest], hand=hand_text(best.hand, best.throws)
                )
            )
            if result.decisive:
                lines.append(self.tr("A decisive zanzi d'as: the manche ends at once."))
            gain = result.points[result.strongest]
            if result.bust:
                lines.append(
                    self.tr("Past the target: the score stays at {score}.").format(
                        score=whole(result.scores[result.strongest])
                    )
                )
            elif gain:
                lines.append(
                    self.tr("+%n point(s), {score} in all.", "", gain).format(
                        score=whole(result.scores[result.strongest])
                    )
                )
            if result.weakest is not None and result.points[result.weakest] < 0:
                lines.append(
                    self.tr("{name} loses %n point(s) (lowest hand).", "",
                            -result.points[result.weakest]).format(
                        name=names[result.weakest]
                    )
                )
        if result.throw_offs:
            lines.append(self.tr("Decided by %n {throw_off} round(s).", "", len(result.throw_offs))
                         .format(throw_off=tr_text(throw_off_name(game.rules.family))))
        return lines

    def manche_lines(self, players: list[PlayerSpec], result: RoundResolved) -> list[str]:
        """At the end of a manche: who lost it, and the tally of every seat."""
        if not result.manche_over:
            return []
        names = [isolated(spec.name) for spec in players]
        if result.manche_loser is not None:
            lines = [self.tr("{name} holds every token and loses manche {manche}.").format(
                name=names[result.manche_loser], manche=whole(result.manche))]
            tally = " · ".join(f"{name} {lost}" for name, lost in
                               zip(names, result.manches_lost, strict=True))
            lines.append(self.tr("Manches lost: {tally}").format(tally=tally))
            return lines
        tally = " · ".join(f"{name} {whole(score)}" for name, score in
                           zip(names, result.scores, strict=True))
        return [self.tr("Scores: {tally}").format(tally=tally)]

    def standings_lines(self, game: Game) -> list[str]:
        lines = []
        sauve = game.sauve_rounds() if game.rules.uses_tokens else {}
        for player in game.standings:
            place = game.places[player]  # players the rules cannot tell apart share a place
            spec = game.players[player]
            if game.rules.uses_tokens:
                figure = self._why(game, player, sauve)
            else:
                figure = self.tr("%n point(s)", "", game.scores[player])
            lines.append(f"{place}. {isolated(spec.name)} — {figure}")
        return lines

    def _why(self, game: Game, player: int, sauve: dict[int, int]) -> str:
        """Why a player of a token game is where the ranking puts them: the manches lost,
        then how the last manche ended for them (the engine ranks them so)."""
        if player == game.loser:
            why = self.tr("holds every token and pays the tournée")
        elif player in sauve:
            why = self.tr("sauvé in the décharge, round {round}").format(round=whole(sauve[player]))
        elif game.phase == CHARGE:  # the charge gave one player every token: the rest none
            why = self.tr("took no token in the charge")
        else:
            why = self.tr("no token after the charge: out of the décharge")
        if game.rules.manches_to_lose > 1:
            return self.tr("%n manche(s) lost", "", game.manches_lost[player]) + " · " + why
        return why

    def game_over_headline(self, game: Game) -> str:
        if game.winner is not None:
            return self.tr("{name} wins the partie!").format(
                name=isolated(game.players[game.winner].name))
        return self.tr("{name} loses the partie and pays the tournée!").format(
            name=isolated(game.players[game.loser].name)
        )
