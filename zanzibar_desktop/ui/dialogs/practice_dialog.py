"""Game ▸ Practice (issue 35): the positions where the player lost most, from their own
reviewed games, come back — the same dice, the dice held, the throws left, the hand to beat
and the scores — and the player decides, with the buttons or as at the table (a click on a
die or its key keeps or releases it, Space throws keeping the dice kept, Enter stops; once
answered, Space or Enter goes to the next position); the coach then shows every choice's figures as the
review had them, the best, and the player's choice in the game. The answer moves the drill's
schedule on (``engine/drills.py``: right comes back later and later, wrong the next day) and
is kept (``storage/drills.py``). The list shows what is due.

A drill is never a game: nothing here touches the records, which are only read to make new
drills from the games reviewed (``Drills.add_from``)."""

import sqlite3
import time
from collections.abc import Callable
from datetime import date
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.ai.master import partie_view
from ...engine.ai.view import table_view
from ...engine.coach import judged, kept_faces
from ...engine.decision_kinds import KINDS
from ...engine.drills import RETIRE_AFTER
from ...engine.errors import EngineError
from ...engine.game import DECHARGE
from ...engine.hands import dice_label
from ...engine.verdict import EXACT, TOKENS, Option
from ...i18n.numbers import whole
from ...storage.drills import Drill, Drills
from ...storage.errors import StorageError
from ...storage.record_reviews import reviewed_players
from ...storage.records import with_records
from ..message_boxes import warn
from ..modal import run_modal
from ..playing_keys import add_playing_keys, press_focused_button
from ..screen_room import fit_to_screen
from ..table.dice_tray import DiceTray
from ..table.hint_panel import CoachWords, sentence_start
from ..texts import tr_text
from .practice_choices import ChoicesTable, amount

Clock = Callable[[], float]


def options_of(drill: Drill) -> list[Option]:
    """The drill's choices with the figures its review kept, best first, as the coach
    judges them."""
    return list(drill.decision.options)


def choice_order(option: Option) -> tuple:
    """The choices as buttons, in an order that gives nothing away: stop, then the most dice
    kept first, the highest faces first."""
    return (option.keep is not None, -len(option.keep or ()), tuple(-face for face in
                                                                     option.keep or ()))


class PracticeDialog(QDialog):
    def __init__(self, drills: Drills, now: Clock = time.time,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.drills = drills
        self.now = now
        self.words = CoachWords()
        self.drill: Drill | None = None
        self.game = None  # the drill's game replayed to the decision; the player keeps dice on it
        self.asked = False  # a position is shown and not answered yet: the keys answer it
        self.buttons: dict[tuple[int, ...] | None, QPushButton] = {}  # each choice's, by keep
        self.setWindowTitle(self.tr("Practice"))
        fit_to_screen(self, 980, 620)  # the coach's four columns whole in French beside the list
        layout = QHBoxLayout(self)
        side = QVBoxLayout()
        self.due_text = QLabel()
        self.due_text.setWordWrap(True)
        self.due_list = QListWidget()
        self.due_list.setAccessibleName(self.tr("Positions due"))
        self.due_list.setWordWrap(True)  # a kind's name whole, on two lines if need be
        self.due_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.due_list.currentItemChanged.connect(self._pick)
        side.addWidget(self.due_text)
        side.addWidget(self.due_list, 1)
        layout.addLayout(side, 1)
        main = QVBoxLayout()
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.nothing = QLabel()  # what a player sees when nothing is due, and when it will be
        self.nothing.setWordWrap(True)
        self.tray = DiceTray(self)  # the table's own dice, at rest, the held ones marked KEPT
        self.tray.setMinimumSize(300, 150)
        self.tray.setFixedHeight(150)
        self.tray.die_clicked.connect(self.hold)  # a click, the arrows, a screen reader's Press
        self.keys = QLabel()  # the table's keys, and what Space does with the dice kept
        self.keys.setWordWrap(True)
        self.keys.setTextFormat(Qt.TextFormat.PlainText)
        self.position = QLabel()
        self.position.setWordWrap(True)
        self.position.setTextFormat(Qt.TextFormat.PlainText)
        self.question = QLabel(self.tr("What do you do?"))
        self.choices = QGridLayout()  # two columns: the coach's table keeps its room
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.coach = ChoicesTable(self.words)
        self.next_button = QPushButton(self.tr("&Next position"))
        self.next_button.clicked.connect(self._next)
        self.next_keys = QLabel(self.tr("Space or Enter: the next position."))  # as at the table
        for widget in (self.nothing, self.heading):
            main.addWidget(widget)
        main.addWidget(self.tray)
        main.addWidget(self.position)
        main.addWidget(self.question)
        main.addLayout(self.choices)
        main.addWidget(self.keys)
        main.addWidget(self.verdict)
        main.addWidget(self.coach, 1)
        next_row = QHBoxLayout()
        next_row.addStretch(1)
        next_row.addWidget(self.next_keys)
        next_row.addWidget(self.next_button)
        main.addLayout(next_row)
        main.addStretch(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        main.addWidget(buttons)
        layout.addLayout(main, 3)
        add_playing_keys(self, self.hold, self._space, self._enter)
        self._fill_list()

    # -- the list of what is due

    def due(self) -> list[Drill]:
        return self.drills.due(self.now())

    def _fill_list(self, keep: str | None = None) -> None:
        due = self.due()
        self.due_text.setText(self.tr("%n position(s) due now", "", len(due)) if due else
                              self.tr("No position due now."))
        self.nothing.setText("" if due else self.nothing_due())
        self.due_list.blockSignals(True)
        self.due_list.clear()
        for drill in due:  # (not its kind, which says the choice made: said once answered)
            item = QListWidgetItem(self.tr("{player}: {dice}, manche {manche} (lost {lost} "
                                           "{unit})").format(
                player=drill.player, dice=dice_label(drill.decision.dice),
                manche=whole(drill.decision.manche),
                lost=amount(drill.decision.lost, drill.decision.terms),
                unit=self._unit(drill.decision.terms)))
            item.setData(Qt.ItemDataRole.UserRole, drill.key)
            self.due_list.addItem(item)
        self.due_list.blockSignals(False)
        keys = [drill.key for drill in due]
        row = keys.index(keep) if keep in keys else 0
        if due:
            self.due_list.setCurrentRow(row)  # shows it
        else:
            self._show(None)

    def nothing_due(self) -> str:
        """What the window says when no position is due: when the next one comes back, or
        why there is none."""
        waiting = [drill.schedule.due for drill in self.drills.drills.values()
                   if not drill.schedule.retired]
        if waiting:
            days = (date.fromtimestamp(min(waiting)) - date.fromtimestamp(self.now())).days
            when = (self.tr("later today") if days <= 0 else self.tr("tomorrow") if days == 1
                    else self.tr("in %n day(s)", "", days))
            return self.tr("Nothing to practise now: the next position comes back {when}. A "
                           "position answered right comes back later and later, one answered "
                           "wrong the next day.").format(when=when)
        if self.drills.drills:
            return self.tr("Nothing to practise now: you answered every position right %n "
                           "time(s) in a row. The mistakes of your next games will come here.",
                           "", RETIRE_AFTER)
        return self.tr("Nothing to practise yet. Once a game you played is reviewed, the "
                       "decisions that cost you most come here, on the dice, for you to decide "
                       "again.")

    def _pick(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._show(self.drills.drills[item.data(Qt.ItemDataRole.UserRole)])

    def _next(self) -> None:
        self._fill_list()
        if self.asked:  # the keys' place, as at the table (Next, which had it, is gone)
            self.tray.setFocus()

    # -- one position

    def _show(self, drill: Drill | None) -> None:
        self.drill = drill
        self.game = None if drill is None else drill.game()  # replayed to the decision
        while self.choices.count():
            self.choices.takeAt(0).widget().deleteLater()
        self.buttons = {}
        self.verdict.clear()
        self.coach.hide()
        self.next_button.hide()
        self.next_keys.hide()
        self.nothing.setVisible(drill is None)
        for widget in (self.heading, self.tray, self.position, self.question):
            widget.setVisible(drill is not None)
        self._ask(drill is not None)
        if drill is None:
            return
        decision = drill.decision
        self.heading.setText(self.tr("{player}, manche {manche}").format(
            player=drill.player, manche=whole(decision.manche)))
        self.tray.show_dice(*self.table_dice())
        for index, option in enumerate(sorted(options_of(drill), key=choice_order)):
            button = QPushButton(sentence_start(self.words.choice(option)))
            button.setAccessibleName(button.text())
            button.setCheckable(not option.stops)  # checked: the throw the dice kept make
            button.clicked.connect(lambda _=False, keep=option.keep: self.answer(keep))
            self.choices.addWidget(button, index // 2, index % 2)
            self.buttons[option.keep] = button
        self._show_held()
        order = [self.due_list, self.tray, *self.choice_buttons(), self.coach,
                 self.next_button, self.close_button]  # the choices, made last, before Close
        for first, then in pairwise(order):
            QWidget.setTabOrder(first, then)

    def _ask(self, asked: bool) -> None:
        """The position asked (the dice and the keys answer it), or not (answered, or none):
        the keys then only go to the next position."""
        self.asked = asked
        self.tray.set_interactive(asked)
        self.tray.setFocusPolicy(Qt.FocusPolicy.StrongFocus if asked else Qt.FocusPolicy.NoFocus)
        self.keys.setVisible(asked)

    # -- answered as at the table

    def hold(self, die: int) -> None:
        """Die ``die`` clicked or its key pressed: kept or released, as at the table, while
        the position is asked."""
        if not self.asked or not self.game.can_hold(die):
            return
        self.tray.set_focus_die(die)
        self.game.toggle_hold(die)
        self._show_held()

    def _show_held(self) -> None:
        """The dice kept on the tray and in the position's words; the choice they make
        checked and named by the keys' line."""
        self.tray.set_held(list(self.game.held))
        self.position.setText("\n".join(self.position_lines()))
        self.position.setAccessibleName(self.position.text())
        made = self.held_option()
        for keep, button in self.buttons.items():
            button.setChecked(made is not None and keep == made.keep)
        self.keys.setText(self._keys_line())

    def held_option(self) -> Option | None:
        """The throw keeping the dice kept now, as the review judges a throw at the table:
        what Space answers. None when no throw may be made (every die kept)."""
        if not self.game.can_throw():
            return None
        keep = kept_faces(tuple(self.game.dice), self.game.held)
        return next((option for option in options_of(self.drill) if option.keep == keep), None)

    def _keys_line(self) -> str:
        """The keys, and what Space answers with the dice kept."""
        made = self.held_option()
        if made is None:
            return self.tr("Keys as at the table: 1, 2, 3 or a click on a die keeps it or "
                           "releases it; every die is kept: release one to throw again; "
                           "Enter: stop here.")
        return self.tr("Keys as at the table: 1, 2, 3 or a click on a die keeps it or releases "
                       "it; Space: {choice} (the choice checked); Enter: stop here.").format(
            choice=self.words.choice(made))

    def _space(self) -> None:
        """Space presses the button that has the keyboard focus, as everywhere; else, asked,
        it throws keeping the dice kept (the choice checked); answered, the next position."""
        if press_focused_button(self):
            return
        if self.asked:
            made = self.held_option()
            if made is not None:
                self.buttons[made.keep].click()
        elif self.next_button.isVisible():
            self._next()

    def _enter(self) -> None:
        """Enter stops here while the position is asked; answered, the next position."""
        if self.asked:
            self.buttons[None].click()  # (a decision is made on dice thrown: it may stop)
        elif self.next_button.isVisible():
            self._next()

    def table_dice(self) -> tuple[tuple[int, ...], list[bool]]:
        """The dice as they lay on the table at the drill's decision, and those held: the
        game replayed to it."""
        game = self.game
        return tuple(game.dice), list(game.held)

    def position_lines(self) -> list[str]:
        """The position in words: the dice and those held, the throws, the hand to beat,
        the scores (or tokens)."""
        decision = self.drill.decision
        dice, held = self.table_dice()
        held = [face for face, kept in zip(dice, held, strict=True) if kept]
        lines = [self.tr("Dice: {dice}").format(dice=dice_label(dice)),
                 self.tr("Held: {dice}").format(dice=dice_label(held)) if held
                 else self.tr("No die held")]
        left = decision.limit - decision.throws_used
        lines.append(self.tr("Throw {used} of {limit} made: %n left", "", left).format(
            used=whole(decision.throws_used), limit=whole(decision.limit)))
        if decision.beat is None:
            lines.append(self.tr("You open: no hand to beat"))
        else:
            dice, throws = decision.beat
            lines.append(self.tr("Hand to beat: {dice} in %n throw(s)", "", throws).format(
                dice=dice_label(dice)))
        names = [name for name, _ in self.drill.players]
        if decision.phase == DECHARGE:
            standing = self.tr("Tokens: {list}")
            counts = decision.tokens
        else:
            standing = self.tr("Scores: {list}")
            counts = decision.scores
        lines.append(standing.format(list=", ".join(
            self.tr("{name} {count}").format(name=name, count=whole(count))
            for name, count in zip(names, counts, strict=False))))
        return lines

    def choice_buttons(self) -> list[QPushButton]:
        return [self.choices.itemAt(index).widget() for index in range(self.choices.count())]

    def answer(self, keep: tuple[int, ...] | None) -> bool:
        """The player chose ``keep`` (None: stop): the coach's figures shown, the drill's
        schedule moved on and kept; whether it was right."""
        drill = self.drill
        decision = drill.decision
        options = options_of(drill)
        verdict = judged(options, keep, decision.phase)
        right = verdict.lost <= EXACT
        self._ask(False)
        try:
            self.drills.answer(drill.key, right, self.now())
        except StorageError as error:
            warn(self, self.tr("Practice"), self.tr(
                "Your answer could not be kept: {reason}.").format(reason=tr_text(error.text)))
        self.question.hide()  # the coach's table below lists every choice, and this answer
        for button in self.choice_buttons():
            button.hide()
        unit = self._unit(verdict.terms)
        best = self.words.choice(verdict.best)
        if right:
            words = self.tr("Right: the best here is to {choice}.").format(choice=best)
        else:
            words = self.tr("The best was to {best}; yours lost {lost} {unit}.").format(
                best=best, lost=amount(verdict.lost, verdict.terms), unit=unit)
        original = next(option for option in options if option.keep == decision.chosen)
        words += " " + self.tr("In the game you chose to {choice}.").format(
            choice=self.words.choice(original))
        self.heading.setText(self.tr("{player}, manche {manche}: {kind}").format(
            player=drill.player, manche=whole(decision.manche),
            kind=tr_text(KINDS[decision.kind].name)))  # the choice made in the game's kind
        self.verdict.setText(words)
        self.verdict.setAccessibleName(words)
        self._fill_coach(options, keep)
        self.coach.show()
        self.next_button.show()
        self.next_keys.show()
        self.next_button.setFocus()
        return right

    def _fill_coach(self, options: list[Option], keep: tuple[int, ...] | None) -> None:
        decision = self.drill.decision
        rival = None if all(option.partie_exact for option in options) else self.words.rival(
            partie_view(table_view(self.game)).rival, [name for name, _ in self.drill.players])
        self.coach.show_choices(options, decision.phase, decision.chosen, keep, self.tr(
            "Lost ({unit})").format(unit=self._unit(decision.terms)), rival)

    def coach_rows(self) -> list[list[str]]:
        """The coach's table as shown (for the driver and the tests)."""
        return self.coach.rows()

    def _unit(self, terms: str) -> str:
        return self.tr("tokens") if terms == TOKENS else self.tr("points of chance")


def make_drills(drills: Drills, now: float):  # noqa: ANN201 - the records' note, or None
    """New drills from every player's reviewed games (the records only read); the note of
    a records file set aside, if any."""
    def make(records) -> None:  # noqa: ANN001 - the records
        for name in reviewed_players(records):
            drills.add_from(records, name, now)

    return with_records(make)[1]


def open_practice(parent: QWidget) -> None:
    """Game ▸ Practice: the drills made from the games reviewed so far, then the window,
    modal; a drills file that could not be read is set aside and said."""
    def say(text: Callable[[], str]) -> None:
        warn(parent, QCoreApplication.translate("PracticeDialog", "Practice"), text())

    drills = Drills()
    if drills.problem is not None:
        problem = drills.problem
        say(lambda: tr_text(problem))
    try:
        note = make_drills(drills, time.time())
    except (sqlite3.Error, OSError, EngineError) as error:  # the records unreadable, or the
        reason = tr_text(error.text) if isinstance(error, EngineError) else str(error)
        say(lambda: QCoreApplication.translate(  # drills unwritable: those kept still come
            "PracticeDialog", "No new position could be made: {reason}.").format(reason=reason))
    else:
        if note is not None:  # the records were damaged, set aside for a fresh file
            say(lambda: tr_text(note))
    run_modal(PracticeDialog(drills, parent=parent))  # its dice tray and drills go with it
