"""A screen reader's view of the game: an AT-SPI client that plays a whole 2-player game of
Zanzibar Desktop through the accessibility tree only, as assistive tools reach it on Linux
(``test_screen_reader.py`` starts the program and runs this in the system's Python, which has
Debian's ``pyatspi``).

It answers the first start's offer to learn, opens Game ▸ New…, checks the New game dialog
seats two players and accepts it, then plays: reads the dice from the die buttons' names and
descriptions and the message line from its description, keeps a die, throws, stops, moves
past each result with Continue, and lets the computer's turns go by with "Skip to my turn",
until the end of the game is announced. Each visible button, menu item, field, list and table
it meets must have a name. It prints one line per fact the test checks:

    unnamed ROLE PATH            a visible control without a name
    menu entries N               the menus' entries, every one checked for a name
    dialog N-SEATS               the New game dialog, its seats
    looked around                the hint, the Scoreboard, Hands card and History docks seen
    kept DIE DESCRIPTION         a die kept through its button, as the die then reads
    thrown DICE | MESSAGE        the dice after one of the player's throws, and the message
    result TITLE                 a result panel (round, manche), its title
    dice DESCRIPTION             the dice tray told screen readers its new description
    said TEXT                    the program announced TEXT (what a screen reader speaks)
    over TITLE | DESCRIPTION     the end of the game, as the result panel announces it

and ends with ``done`` (status 0), or ``failed: WHY`` (status 1).

    /usr/bin/python3 tests/ui/window/screen_reader_client.py
"""

import re
import sys
import time

import pyatspi
from gi.repository import Atspi, GLib

APP_NAME = "Zanzibar Desktop"
# The roles that must carry a name when they are on screen.
NAMED_ROLES = {"push button", "toggle button", "menu item", "check menu item", "radio menu item",
               "text", "password text", "list", "table", "combo box", "check box",
               "radio button", "page tab"}
# The dice in words, as the die buttons describe them.
FACES = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
DEADLINE_S = 60.0  # for the program to answer or to show what is awaited
GAME_DEADLINE_S = 240.0  # for the whole game, on a loaded machine


class FailedError(Exception):
    """What the client waited for did not come, or the program refused an action."""


def say(*words: str) -> None:
    print(" ".join(word.replace("\n", " ") for word in words), flush=True)


def _hand(dice: str) -> str:
    """``Die 1: four; Die 2: six, kept; Die 3: six`` as the hand's faces, high first: 6-6-4."""
    faces = [FACES[die.split(": ")[1].split(",")[0]] for die in dice.split("; ")]
    return "-".join(str(face) for face in sorted(faces, reverse=True))


def pump() -> None:
    """Let the client's own loop read what the program sent (events, replies)."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def showing(node) -> bool:  # noqa: ANN001
    try:
        return node.getState().contains(pyatspi.STATE_SHOWING)
    except GLib.Error:  # gone while we looked
        return False


def enabled(node) -> bool:  # noqa: ANN001
    return node.getState().contains(pyatspi.STATE_ENABLED)


def children(node):  # noqa: ANN001, ANN201
    try:
        return [child for child in node if child is not None]
    except GLib.Error:
        return []


def shown_nodes(node, path=()):  # noqa: ANN001, ANN201
    """Every node on screen under ``node``, depth first, with its path of roles."""
    for child in children(node):
        if showing(child):
            here = (*path, child.getRoleName())
            yield child, here
            yield from shown_nodes(child, here)


# "Ann throws 6-6-4 · 16 points (throw 2 of 3).": a throw announced once its dice landed.
LANDED = re.compile(r".+ throws (\d)-(\d)-(\d) · .+ \(throw (\d+) of (\d+)\)\.")


class Client:
    def __init__(self) -> None:
        self.app = None
        self.unnamed: set[str] = set()
        self.landed: list[re.Match] = []  # every throw announced as it landed, in order
        # What a screen reader hears, as it comes (read each time the client's loop turns).
        pyatspi.Registry.registerEventListener(
            self.hear, "object:announcement", "object:property-change:accessible-description")

    def hear(self, event) -> None:  # noqa: ANN001
        if event.type == "object:announcement":
            said = str(event.any_data)
            say("said", said)
            if (landed := LANDED.fullmatch(said)) is not None:
                self.landed.append(landed)
        elif event.source.getRoleName() == "filler" and event.source.name.startswith("Dice tray"):
            say("dice", str(event.any_data))

    # ------------------------------------------------------------ finding
    def wait_for(self, what: str, find, deadline: float = DEADLINE_S):  # noqa: ANN001, ANN201
        """``find()``'s answer once it is not None; fails after ``deadline`` seconds."""
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            pump()
            found = find()
            if found is not None:
                return found
            time.sleep(0.05)
        raise FailedError(f"no {what} within {deadline:g} s")

    def find_app(self):  # noqa: ANN201
        desktop = pyatspi.Registry.getDesktop(0)
        return next((app for app in children(desktop) if app.name == APP_NAME
                     and any(showing(window) for window in children(app))), None)

    def windows(self) -> list:
        return [window for window in children(self.app) if showing(window)]

    def find(self, role: str, name: str | None = None, start=None, prefix: bool = False):  # noqa: ANN001, ANN201
        """The first node on screen with this role (and name, or name prefix)."""
        roots = [start] if start is not None else self.windows()
        for root in roots:
            for node, _ in shown_nodes(root):
                if node.getRoleName() != role:
                    continue
                if name is None or node.name == name or (prefix and node.name.startswith(name)):
                    return node
        return None

    def window(self, role: str, name: str):  # noqa: ANN201
        return next((window for window in self.windows()
                     if window.getRoleName() == role and window.name == name), None)

    # ------------------------------------------------------------ names
    def check_menus(self) -> None:
        """Every entry of every menu has a name, opened or not."""
        frame = self.window("frame", self.find_frame().name)
        bar = next(child for child in children(frame) if child.getRoleName() == "menu bar")

        def entries(node, path):  # noqa: ANN001, ANN202
            for child in children(node):
                here = f"{path} > {child.name or child.getRoleName()}"
                if child.getRoleName() in NAMED_ROLES and not child.name.strip():
                    say("unnamed", child.getRoleName(), here)
                yield from [None, *entries(child, here)]

        count = sum(1 for _ in entries(bar, "menu bar"))
        say("menu entries", str(count))

    def look_around(self) -> None:
        """On the player's turn, what a player opens: the hint, the Scoreboard, the Hands card
        and the History; each has its names, and is put away again."""
        self.press(self.find("push button", "Hint"))
        hint = self.wait_for("the Hint panel", lambda: self.find("panel", "Hint"))
        if self.find("list", "Every choice, best first", hint) is None:
            raise FailedError("the Hint panel holds no list of the choices")
        self.check_names()
        self.press(self.find("push button", "Close hint"))
        for entry, dock in (("Scoreboard", "Scoreboard"), ("Hands card", "Hands card"),
                            ("History", "History")):
            self.press(self.menu_item("View", entry))
            self.wait_for(f"the {dock} dock", lambda dock=dock: self.find("panel", dock))
            self.check_names()
            self.press(self.menu_item("View", entry))
            self.wait_for(f"the {dock} dock put away", lambda dock=dock: None if self.find(
                "panel", dock) else True)
        say("looked around")

    def find_frame(self):  # noqa: ANN201
        return self.wait_for("main window", lambda: next(
            (window for window in self.windows() if window.getRoleName() == "frame"), None))

    def check_names(self) -> None:
        """Every control on screen has a name; each one missing is said once."""
        for window in self.windows():
            for node, path in shown_nodes(window, (window.getRoleName(),)):
                if node.getRoleName() in NAMED_ROLES and not node.name.strip():
                    where = " > ".join(path)
                    if where not in self.unnamed:
                        self.unnamed.add(where)
                        say("unnamed", node.getRoleName(), where)

    # ------------------------------------------------------------ acting
    def press(self, node, action: str = "Press") -> None:  # noqa: ANN001
        """The node's action named ``action``, through the Action interface. The call must
        come back at once: an action that opens a dialog opens it after answering."""
        actions = node.queryAction()
        names = [actions.getName(index) for index in range(actions.nActions)]
        if action not in names:
            raise FailedError(f"{node.getRoleName()} {node.name!r} offers no {action} ({names})")
        actions.doAction(names.index(action))

    def press_answering(self, node) -> None:  # noqa: ANN001
        """A menu entry that opens a modal dialog, pressed: the call must come back before
        the dialog closes (a screen reader waits on it), the dialog then awaited."""
        Atspi.set_timeout(10_000, -1)  # ten times what a busy machine needs to answer
        try:
            self.press(node)
        except GLib.Error as error:
            raise FailedError(f"{node.name!r} kept the caller waiting: {error}") from None
        finally:
            Atspi.set_timeout(-1, -1)

    def press_if_enabled(self, node) -> bool:  # noqa: ANN001
        """Press a button of the table if it is still enabled as the client comes to it
        (the game may have moved on since it was read); whether it was pressed."""
        if node is None or not showing(node) or not enabled(node):
            return False
        try:
            self.press(node)
        except FailedError:  # disabled between the look and the press: no action offered
            if enabled(node):
                raise
            return False
        return True

    def menu_item(self, *names: str):  # noqa: ANN201
        """A menu's entry by its path of names (the menus need not be open)."""
        frame = self.find_frame()
        node = next(child for child in children(frame) if child.getRoleName() == "menu bar")
        for name in names:
            node = next((item for item in children(node) if item.name == name), None) \
                or next((item for popup in children(node) for item in children(popup)
                         if item.name == name), None)
            if node is None:
                raise FailedError(f"no menu entry {name!r} in {names}")
        return node

    # ------------------------------------------------------------ the game
    def start(self) -> None:
        self.app = self.wait_for(f"{APP_NAME} on the accessibility bus", self.find_app)
        offer = self.wait_for("main window or the offer to learn", lambda: self.window(
            "alert", "Learn to play") or self.find("push button", "New game…"))
        self.check_names()
        self.check_menus()
        if offer.getRoleName() == "alert":
            self.press(self.find("push button", "Not now", offer))
            self.wait_for("the offer put away", lambda: None if self.window(
                "alert", "Learn to play") else True)
        # The computer's turns at their quickest: a menu entry, as a player sets it.
        self.press(self.menu_item("View", "Computer pace", "Quick"))
        self.press_answering(self.menu_item("Game", "New…"))
        dialog = self.wait_for("New game dialog", lambda: self.window("dialog", "New game"))
        self.check_names()
        names = [node for node, _ in shown_nodes(dialog) if node.getRoleName() == "text"]
        say("dialog", str(len(names)))
        if len(names) != 2:
            raise FailedError(f"the New game dialog seats {len(names)} players, not 2")
        self.press(self.find("push button", "OK", dialog))
        self.wait_for("the dialog closed", lambda: None if self.window(
            "dialog", "New game") else True)

    def tray(self):  # noqa: ANN201
        return self.find("filler", "Dice tray", prefix=True)

    def dice(self) -> list:
        tray = self.tray()
        return [self.find("push button", f"Die {number}", tray) for number in (1, 2, 3)]

    def message(self) -> str:
        return self.find("label", "Message").description

    def play(self) -> str:
        """Play until the end of the game is on screen; its announcement. Each turn of the
        loop reads the table afresh and acts on what it reads; each action waits for the state
        it leads to (the throw announced as landed, the die read as kept, the result put
        away), never for time: on a busy machine the table may move on between two looks."""
        end = time.monotonic() + GAME_DEADLINE_S
        looked = False
        thrown = None  # the player's last throw in this turn: (its number, the turn's limit)
        while time.monotonic() < end:
            pump()
            self.check_names()
            over = self.find("push button", "Play again")
            if over is not None:
                panel = over.parent
                say("over", panel.name, "|", panel.description)
                return panel.name
            go_on = self.find("push button", "Continue")
            throw = self.find("push button", "Throw", prefix=True)
            stop = self.find("push button", "Stop here")
            skip = self.find("push button", "Skip to my turn")
            if go_on is not None and enabled(go_on):
                self.move_past(go_on)
                thrown = None
            elif throw is not None and enabled(throw):
                dice_thrown = "not thrown" not in self.tray().description
                if not dice_thrown:
                    thrown = None  # a new turn of the player's
                if thrown is not None and thrown[0] >= 2 and stop is not None:
                    if self.press_if_enabled(stop):  # stop after the second throw
                        self.wait_for("the turn over", lambda stop=stop: None if enabled(
                            stop) else True)
                        thrown = None
                    continue
                if thrown is not None and thrown[0] == 1 and stop is not None and enabled(
                        stop) and "kept" not in self.tray().description:
                    if not looked:
                        self.look_around()
                        looked = True
                    self.keep_one()
                thrown = self.throw(throw) or thrown
                if thrown is not None and thrown[0] == thrown[1]:
                    thrown = None  # the turn's last throw: it ends by itself
            elif skip is not None and enabled(skip):
                self.press_if_enabled(skip)  # the computer's turn, at once
                thrown = None
            else:
                time.sleep(0.05)
        raise FailedError(f"no end of the game within {GAME_DEADLINE_S:g} s")

    def move_past(self, go_on) -> None:  # noqa: ANN001
        """A result on the felt: its title, then Continue."""
        title = go_on.parent.name
        if self.press_if_enabled(go_on):
            say("result", title)
            self.wait_for("the result put away", lambda: None if showing(go_on) else True)

    def throw(self, button) -> tuple[int, int] | None:  # noqa: ANN001
        """Throw, and wait for the throw announced as it landed; the dice and the message
        once both tell that throw, and its (number, limit). None: the button was no longer
        enabled when pressed."""
        pump()  # every throw announced so far, heard: the next one is this throw
        heard = len(self.landed)
        if not self.press_if_enabled(button):
            return None
        landed = self.wait_for("the throw announced as it landed", lambda: (
            self.landed[heard] if len(self.landed) > heard else None))
        hand = "-".join(sorted(landed.groups()[:3], reverse=True))

        def read(text: str) -> str | None:
            return text if "not thrown" not in text and _hand(text) == hand else None

        dice = self.wait_for("the dice as the throw was announced",
                             lambda: read(self.tray().description))
        message = self.wait_for("the message line telling the throw", lambda: (
            message if (message := self.message()).startswith(f"You have {hand} · ")
            or f" throws {hand} · " in message else None))
        say("thrown", dice, "|", message)
        return int(landed.group(4)), int(landed.group(5))

    def keep_one(self) -> None:
        """Keep the highest die through its button; the die then reads "kept"."""
        dice = self.dice()
        faces = ("one", "two", "three", "four", "five", "six")
        best = max(dice, key=lambda die: faces.index(die.description.split(",")[0]))
        self.press(best)
        described = self.wait_for("a die kept", lambda: (
            best.description if best.description.endswith(", kept") else None))
        say("kept", best.name, described)


def main() -> int:
    client = Client()
    try:
        client.start()
        client.play()
    except FailedError as problem:
        say("failed:", str(problem))
        return 1
    say("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
