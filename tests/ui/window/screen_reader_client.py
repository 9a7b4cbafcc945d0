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

import sys
import time

import pyatspi
from gi.repository import Atspi, GLib

APP_NAME = "Zanzibar Desktop"
# The roles that must carry a name when they are on screen.
NAMED_ROLES = {"push button", "toggle button", "menu item", "check menu item", "radio menu item",
               "text", "password text", "list", "table", "combo box", "check box",
               "radio button", "page tab"}
DEADLINE_S = 60.0  # for the program to answer or to show what is awaited
GAME_DEADLINE_S = 240.0  # for the whole game, on a loaded machine


class FailedError(Exception):
    """What the client waited for did not come, or the program refused an action."""


def say(*words: str) -> None:
    print(" ".join(word.replace("\n", " ") for word in words), flush=True)


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


class Client:
    def __init__(self) -> None:
        self.app = None
        self.unnamed: set[str] = set()
        # What a screen reader hears, as it comes (read each time the client's loop turns).
        pyatspi.Registry.registerEventListener(
            self.hear, "object:announcement", "object:property-change:accessible-description")

    @staticmethod
    def hear(event) -> None:  # noqa: ANN001
        if event.type == "object:announcement":
            say("said", str(event.any_data))
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
        for entry, dock in (("Scoreboard", "Scoreboard"), ("Hands card", "What beats what"),
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
        """The node's action named ``action``, through the Action interface."""
        actions = node.queryAction()
        names = [actions.getName(index) for index in range(actions.nActions)]
        if action not in names:
            raise FailedError(f"{node.getRoleName()} {node.name!r} offers no {action} ({names})")
        actions.doAction(names.index(action))

    def press_opening_a_dialog(self, node) -> None:  # noqa: ANN001
        """A menu item whose action opens a modal dialog: Qt answers the call when the
        dialog closes, so the client does not wait for that answer."""
        Atspi.set_timeout(500, -1)
        try:
            self.press(node)
        except GLib.Error:
            pass  # no answer yet: the dialog is up (awaited next)
        finally:
            Atspi.set_timeout(-1, -1)

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
        self.press_opening_a_dialog(self.menu_item("Game", "New…"))
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

    def throw_said(self) -> str | None:
        """The message line once it tells the throw's result: "You have 6-6-4 · 16 points…"
        while the turn goes on, "Ann throws 6-6-4 · 16 points (throw 1 of 1)." when it ends."""
        message = self.message()
        landed = " throws " in message and not message.endswith("…")
        return message if message.startswith("You have") or landed else None

    def play(self) -> str:
        """Play until the end of the game is on screen; its announcement."""
        end = time.monotonic() + GAME_DEADLINE_S
        throws = 0  # the player's throws in this turn
        looked = False
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
                throws = 0
            elif throw is not None and enabled(throw):
                if throws == 1 and stop is not None and enabled(stop):
                    if not looked:
                        self.look_around()
                        looked = True
                    self.keep_one()
                self.throw(throw)
                throws += 1
                if throws == 2:
                    self.stop_here(stop)
                    throws = 0
            elif skip is not None and enabled(skip):
                self.press(skip)  # the computer's turn, at once
                throws = 0
            else:
                time.sleep(0.05)
        raise FailedError(f"no end of the game within {GAME_DEADLINE_S:g} s")

    def move_past(self, go_on) -> None:  # noqa: ANN001
        """A result on the felt: its title, then Continue."""
        say("result", go_on.parent.name)
        self.press(go_on)
        self.wait_for("the result put away", lambda: None if showing(go_on) else True)

    def throw(self, button) -> None:  # noqa: ANN001
        """Throw; the dice and the message once they tell the throw's result."""
        before = self.tray().description
        self.press(button)

        def landed() -> str | None:
            dice = self.tray().description
            return dice if dice != before and "not thrown" not in dice else None

        dice = self.wait_for("the dice after a throw", landed)
        say("thrown", dice, "|", self.wait_for("the throw's result said", self.throw_said))

    def stop_here(self, stop) -> None:  # noqa: ANN001
        """Stop after the second throw, unless the turn ended with it (its last throw)."""
        if stop is None:
            return
        self.wait_for("Stop here, or the turn over", lambda: True if enabled(stop) or not
                      self.message().startswith("You have") else None)
        if enabled(stop):
            self.press(stop)

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
