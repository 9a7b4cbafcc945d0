"""Learn to play: a guided first game of each family, as data.

A lesson is a game under real rules, at the real table, whose dice come from a script: a
list of steps, each with the sentence shown beside the dice, what the player must do (throw,
keep some dice, stop, watch a computer play, read and press Next, read a result), the
throws the step brings, the hand it teaches and the game words it explains. A step that
explains waits for the player: a computer's turn is only watched, with a word on whom to
watch, and a word of the game is explained at or before the first step that uses it.

The steps' throws make :class:`ScriptedDice`, the game's one source of dice (it stands where
:class:`~.chance.Chance` stands, and draws nothing of its own): each throw shows the dice
the script names, whatever the player kept, so every step happens.
The game itself is the engine's, untouched: a lesson only chooses its dice, and
:func:`refusal` says which of the player's moves a step does not ask for.

Where the player left a lesson is kept by step name; it resumes at the start of that
step's manche (:func:`resume_index`), the game brought there by :func:`play_through`,
which plays the steps as asked (the computer players deciding for themselves).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .ai.base import apply_decision, keep_positions
from .ai.levels import make_player
from .ai.view import table_view
from .chance import Chance
from .game import Game
from .hands import Dice
from .players import PlayerSpec
from .presets import preset_rules
from .rules import Rules
from .text import QT_TRANSLATE_NOOP, Text

# What a step asks of the player.
THROW = "throw"  # throw (with exactly ``keep`` kept)
KEEP = "keep"  # keep exactly the dice ``keep`` names
STOP = "stop"  # stop here
WATCH = "watch"  # a computer plays its turn (``seat``)
READ = "read"  # read the words, then Next: the game waits meanwhile
CONTINUE = "continue"  # read the result, then Continue
FINISH = "finish"  # the last words: the lesson is over

HUMAN = 0  # the player sits first
COMPUTER = 1

# The game's own words, and the marks on the seats, that a lesson explains before using them
# (``Step.explains``).
MANCHE = "manche"
PARTIE = "partie"
TOURNEE = "tournée"
CHARGE = "charge"
DECHARGE = "décharge"
OPENER_MARK = "◆"  # beside the name of who opens
LOST_RINGS = "rings"  # a seat's manches lost, in a token game


@dataclass(frozen=True)
class Step:
    name: str  # kept in the settings: where the player left the lesson
    text: Text  # one or two sentences beside the dice
    do: str
    keep: tuple[int, ...] = ()  # KEEP, THROW: the faces kept
    shows: tuple[Dice, ...] = ()  # the dice of each throw this step brings
    new_turn: bool = False  # ``shows`` starts a turn (a seat's, or its throw in a throw-off)
    seat: int = HUMAN  # WATCH: who plays
    manche: bool = False  # the first step of a manche: a lesson resumes there
    teaches: Dice | None = None  # the hand on the table once the step is done
    explains: tuple[str, ...] = ()  # the game words this step's text explains


@dataclass(frozen=True)
class Lesson:
    family: str
    title: Text
    rules: Rules
    computer: str  # the opponent's name
    level: str  # and level
    steps: tuple[Step, ...]

    def turns(self) -> list[list[Dice]]:
        """The throws of each turn, in the order turns are played."""
        turns: list[list[Dice]] = []
        for step in self.steps:
            if step.new_turn:
                turns.append([])
            if step.shows:
                turns[-1].extend(step.shows)
        return turns

    def dice(self) -> ScriptedDice:
        return ScriptedDice(self.turns())

    def players(self, name: str) -> list[PlayerSpec]:
        return [PlayerSpec(name), PlayerSpec(self.computer, self.level)]

    def new_game(self, name: str) -> Game:
        """The lesson's game from its start, with ``name`` at the first seat."""
        return Game(self.rules, self.players(name), seed=0, chance=self.dice())

    def index(self, name: str) -> int:
        """The step called ``name`` (0 for a name this lesson does not have)."""
        return next((index for index, step in enumerate(self.steps) if step.name == name), 0)


def scripted_throw(target: Dice, previous: Dice | None, held: list[bool]) -> Dice:
    """The dice after a throw that is to show ``target``: the kept dice stay, the thrown
    ones show the faces of ``target`` the kept ones do not already make."""
    if previous is None:
        return target
    rest = list(target)
    for index in range(3):
        if held[index] and previous[index] in rest:
            rest.remove(previous[index])
    faces = iter(rest)
    return tuple(previous[index] if held[index] else next(faces) for index in range(3))


class ScriptedDice(Chance):
    """The dice of a lesson: each turn's throws as the script names them; a turn that throws
    more than its script repeats the script's last throw (its hand stays). Past the script,
    the dice of the seeded source (a lesson game played on)."""

    def __init__(self, turns: list[list[Dice]]) -> None:
        super().__init__(0)
        self.turns = turns
        self.turn = -1
        self.throws = 0

    def throw(self, previous: Dice | None, held: list[bool]) -> Dice:
        if previous is None:
            self.turn += 1
            self.throws = 0
        else:
            self.throws += 1
        if not 0 <= self.turn < len(self.turns) or not self.turns[self.turn]:
            return super().throw(previous, held)
        script = self.turns[self.turn]
        self.draws += 3 if previous is None else held.count(False)
        return scripted_throw(script[min(self.throws, len(script) - 1)], previous, held)


# ------------------------------------------------------------------ the steps' checks
def held_faces(game: Game) -> list[int]:
    if game.dice is None:
        return []
    return sorted(face for face, held in zip(game.dice, game.held, strict=True) if held)


def refusal(step: Step, action: str, game: Game) -> Text | None:
    """Why the player's ``action`` ("throw", "stop" or "hold") is not what ``step`` asks
    (None: it may be played)."""
    if action == "hold":
        return None
    if step.do == THROW and action == "throw":
        if game.dice is not None and held_faces(game) != sorted(step.keep):
            return QT_TRANSLATE_NOOP(
                "Lesson", "Keep exactly the dice the lesson names, then throw.")
        return None
    if step.do == STOP and action == "stop":
        return None
    if step.do == STOP:
        return QT_TRANSLATE_NOOP("Lesson", "This time, stop: press Enter or Stop here.")
    if step.do == KEEP:
        return QT_TRANSLATE_NOOP("Lesson", "First keep the dice the lesson names, then throw.")
    if step.do == THROW:
        return QT_TRANSLATE_NOOP("Lesson", "Not yet: this step asks you to throw (Space).")
    if step.do == READ:
        return QT_TRANSLATE_NOOP("Lesson", "First read the lesson, then press Next (Space).")
    return QT_TRANSLATE_NOOP("Lesson", "Not yet: do what the lesson asks first.")


# What happened at the table, for :func:`completes`.
ROLLED = "rolled"
HELD = "held"
TURN_ENDED = "turn-ended"
DISMISSED = "dismissed"  # the round's result was put away
NEXT = "next"  # the player pressed Next
FINISHED = "finished"  # the player closed the last step


def completes(step: Step, happened: str, player: int | None, game: Game) -> bool:
    """Whether what ``happened`` (by ``player``) does what ``step`` asks."""
    if step.do == THROW:
        return happened == ROLLED and player == HUMAN
    if step.do == KEEP:
        return happened == HELD and held_faces(game) == sorted(step.keep)
    if step.do == STOP:
        return happened == TURN_ENDED and player == HUMAN
    if step.do == WATCH:
        return happened == TURN_ENDED and player == step.seat
    if step.do == CONTINUE:
        return happened == DISMISSED
    if step.do == READ:
        return happened == NEXT
    return happened == FINISHED


def resume_index(lesson: Lesson, name: str) -> int:
    """Where a lesson left at step ``name`` starts again: the first step of its manche."""
    index = lesson.index(name)
    while index > 0 and not lesson.steps[index].manche:
        index -= 1
    return index


def play_through(lesson: Lesson, game: Game, count: int) -> None:
    """Play the first ``count`` steps of ``lesson`` on ``game`` as they ask: the player's
    moves as the step names them, the computers' own choices on their turns."""
    ended: list[int] = []
    game.events.turn_did_end.connect(lambda event: ended.append(event.player))
    computer = make_player(lesson.level, game.seed, COMPUTER)
    for step in lesson.steps[:count]:
        if step.do in (THROW, KEEP):
            if game.dice is not None:
                wanted = keep_positions(game.dice, step.keep)
                for die in range(3):
                    game.set_hold(die, die in wanted)
            if step.do == THROW:
                game.throw()
        elif step.do == STOP:
            game.stop()
        elif step.do == WATCH:
            ended.clear()
            while step.seat not in ended and not game.over:
                apply_decision(game, computer.decide(table_view(game)))


# ------------------------------------------------------------------ Zanzibar
def _zanzibar() -> Lesson:
    rules = replace(preset_rules("zanzibar"), first_opener="first-seat", target_score=200)
    steps = (
        Step("welcome", QT_TRANSLATE_NOOP(
            "Lesson", "Welcome to Zanzibar! A partie, the whole game, is played in manches: in "
            "each manche every player makes a hand with three dice, in up to three throws, and "
            "the best hand wins it. The ◆ beside a name marks who opens the manche: you, this "
            "time. Next (Space)."), READ, manche=True,
            explains=(PARTIE, MANCHE, OPENER_MARK)),
        Step("first-throw", QT_TRANSLATE_NOOP(
            "Lesson", "Throw the dice: press Space, or Throw."),
            THROW, shows=((6, 2, 6),), new_turn=True),
        Step("keep", QT_TRANSLATE_NOOP(
            "Lesson", "Two sixes! Keep them: click each six, or press its key, 1 and 3. A kept "
            "die stays put when you throw again."), KEEP, keep=(6, 6)),
        Step("rethrow", QT_TRANSLATE_NOOP(
            "Lesson", "Now throw again (Space): only the free die rolls."),
            THROW, keep=(6, 6), shows=((6, 6, 4),)),
        Step("last-throw", QT_TRANSLATE_NOOP(
            "Lesson", "A 4. You have one throw left: keep your sixes and throw once more."),
            THROW, keep=(6, 6), shows=((6, 6, 6),), teaches=(6, 6, 6)),
        Step("zanzi", QT_TRANSLATE_NOOP(
            "Lesson", "Three dice alike make a zanzi: a zanzi of 6 is worth 60 points. Only "
            "the zanzi of aces, 1-1-1, is worth more: 100. Next (Space)."), READ),
        Step("marcel-plays", QT_TRANSLATE_NOOP(
            "Lesson", "Now Marcel plays; watch him."),
            WATCH, seat=COMPUTER, shows=((1, 5, 3),), new_turn=True, teaches=(1, 5, 3)),
        Step("zanzi-wins", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel has no zanzi: simple points, the sum of his dice with the ace "
            "worth 10: 10 + 5 + 3 = 18. Any zanzi beats any simple points: the manche is "
            "yours, 60 points. Continue (Enter)."), CONTINUE),
        Step("marcel-opens", QT_TRANSLATE_NOOP(
            "Lesson", "Manche 2: Marcel opens, the ◆ beside his name. Watch his throw."),
            WATCH, seat=COMPUTER, shows=((3, 3, 3),), new_turn=True, manche=True,
            teaches=(3, 3, 3)),
        Step("tie-throw", QT_TRANSLATE_NOOP(
            "Lesson", "A zanzi of 3 at his first throw: Marcel stops there. Your turn: throw."),
            THROW, shows=((3, 3, 3),), new_turn=True, teaches=(3, 3, 3)),
        Step("tie-stop", QT_TRANSLATE_NOOP(
            "Lesson", "A zanzi of 3 too! Between equal hands, the one made in fewer throws "
            "wins. You both took one throw: stop here (Enter), and it is a tie."), STOP),
        Step("throw-off", QT_TRANSLATE_NOOP(
            "Lesson", "A tie that the throws do not break is settled by a throw-off: one throw "
            "each, the best hand wins. You throw first (Space)."),
            THROW, shows=((6, 5, 2),), new_turn=True, teaches=(6, 5, 2)),
        Step("throw-off-read", QT_TRANSLATE_NOOP(
            "Lesson", "6 + 5 + 2 = 13 simple points. Marcel throws next, once: he must beat 13. "
            "Next (Space)."), READ),
        Step("throw-off-watch", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel's throw-off: watch him."),
            WATCH, seat=COMPUTER, shows=((4, 2, 3),), new_turn=True, teaches=(4, 3, 2)),
        Step("throw-off-won", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel makes 9: you win the throw-off, and the manche scores the hand you "
            "tied with, your zanzi of 3: 30 points. Continue (Enter)."), CONTINUE),
        Step("stop-throw", QT_TRANSLATE_NOOP(
            "Lesson", "Manche 3: you open. Throw."),
            THROW, shows=((5, 5, 5),), new_turn=True, manche=True, teaches=(5, 5, 5)),
        Step("stop-early", QT_TRANSLATE_NOOP(
            "Lesson", "A zanzi of 5 at your first throw, 50 points: a hand to keep. Stop early "
            "(Enter): made in one throw, it wins any tie."), STOP),
        Step("follower", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel may still take his three throws: he must beat your zanzi of 5, "
            "as a zanzi of 5 in more throws than yours loses. Next (Space)."), READ),
        Step("follower-watch", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel plays; watch him."),
            WATCH, seat=COMPUTER, shows=((1, 4, 2),), new_turn=True, teaches=(4, 2, 1)),
        Step("points-won", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel ends on 10 + 4 + 2 = 16, simple points: your zanzi of 5 wins the "
            "manche, 50 points. Continue (Enter)."), CONTINUE),
        Step("done", QT_TRANSLATE_NOOP(
            "Lesson", "That is Zanzibar: the first to the target score (200, 500 or 1000) wins "
            "the partie. Help ▸ Hands shows what beats what; Game ▸ New starts a real game."),
            FINISH),
    )
    return Lesson("zanzibar", QT_TRANSLATE_NOOP("Lesson", "Learn Zanzibar"), rules, "Marcel",
                  "novice", steps)


# ------------------------------------------------------------------ 421
def _four_two_one() -> Lesson:
    rules = replace(preset_rules("421"), first_opener="first-seat", tokens=11)
    steps = (
        Step("welcome", QT_TRANSLATE_NOOP(
            "Lesson", "Welcome to 421! A partie, the whole game, is played in manches, and "
            "here tokens are a burden: whoever ends a manche holding them all loses it. The ◆ "
            "beside a name marks who opens: you, this time. Next (Space)."), READ, manche=True,
            explains=(PARTIE, MANCHE, OPENER_MARK)),
        Step("rings", QT_TRANSLATE_NOOP(
            "Lesson", "The red rings on each seat count its manches lost, one filled for each. "
            "The first to lose two manches loses the partie and pays the tournée: drinks for "
            "the whole table. Next (Space)."), READ, explains=(LOST_RINGS, TOURNEE)),
        Step("charge", QT_TRANSLATE_NOOP(
            "Lesson", "A manche starts with the charge: the 11 tokens of the pot go out round "
            "by round, one throw each. Throw (Space)."),
            THROW, shows=((4, 2, 1),), new_turn=True, teaches=(4, 2, 1), explains=(CHARGE,)),
        Step("best-hand", QT_TRANSLATE_NOOP(
            "Lesson", "4-2-1, the 421: the best hand, worth 8 tokens. In the charge, the weakest "
            "hand of the round takes from the pot what the strongest is worth. Next (Space)."),
            READ),
        Step("charge-watch", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel throws now; watch him."),
            WATCH, seat=COMPUTER, shows=((6, 5, 3),), new_turn=True, teaches=(6, 5, 3)),
        Step("charge-taken", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel's 6-5-3 is a plain hand, worth 1, the weakest: he takes 8 tokens "
            "from the pot. Who took tokens opens the next round: Marcel throws first. Continue "
            "(Enter)."), CONTINUE),
        Step("loser-opens", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel opens; watch him."),
            WATCH, seat=COMPUTER, shows=((1, 1, 5),), new_turn=True, teaches=(5, 1, 1)),
        Step("nenette", QT_TRANSLATE_NOOP(
            "Lesson", "1-1-5 is a fiche, two aces and a 5: worth 5 tokens. Your turn: throw."),
            THROW, shows=((2, 2, 1),), new_turn=True, teaches=(2, 2, 1)),
        Step("charge-over", QT_TRANSLATE_NOOP(
            "Lesson", "2-2-1, the nénette: the lowest hand of all. You take 5 tokens, but only "
            "3 are left: the pot is empty, the charge is over. Continue (Enter)."), CONTINUE),
        Step("decharge", QT_TRANSLATE_NOOP(
            "Lesson", "Now the décharge: each round, the strongest hand gives its value in "
            "tokens to the weakest. Up to three throws, keeping dice; you open. Throw."),
            THROW, shows=((1, 1, 6),), new_turn=True, manche=True, teaches=(6, 1, 1),
            explains=(DECHARGE,)),
        Step("decharge-stop", QT_TRANSLATE_NOOP(
            "Lesson", "1-1-6, a fiche worth 6: stop here (Enter), after one throw. The opener "
            "sets the limit: Marcel may then throw once only."), STOP),
        Step("follower", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel has one throw, no more than you took. Watch."),
            WATCH, seat=COMPUTER, shows=((5, 3, 2),), new_turn=True, teaches=(5, 3, 2)),
        Step("saved", QT_TRANSLATE_NOOP(
            "Lesson", "Marcel's 5-3-2 is the weakest: you give him 6 tokens, and you had 3. "
            "With none left you are out, saved: Marcel holds all 11 and loses the manche, "
            "a red ring filled on his seat. Continue (Enter)."), CONTINUE),
        Step("done", QT_TRANSLATE_NOOP(
            "Lesson", "That is 421: the first to lose two manches loses the partie and pays the "
            "tournée. Help ▸ Hands shows what beats what; Game ▸ New starts a real game."),
            FINISH),
    )
    return Lesson("421", QT_TRANSLATE_NOOP("Lesson", "Learn 421"), rules, "Marcel", "novice",
                  steps)


LESSONS: dict[str, Lesson] = {"zanzibar": _zanzibar(), "421": _four_two_one()}
