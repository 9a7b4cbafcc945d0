"""The mouse wheel changes a choice only where the player has put the keyboard focus.

Scrolling a long dialog (the rules editor) over a combo box or a spin box would otherwise
change whatever passes under the pointer (over a chart, zoom it: ``charts/plot_theme.py``
makes its plots with :class:`WheelWhenFocused` too). The dialogs use these fields instead of Qt's:
they take focus only by click or Tab, and a wheel over one that has no focus scrolls what
holds it while the field keeps its value. Each field does it
in its own wheel handler, so nothing watches the rest of the program's events.
"""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QComboBox, QSpinBox, QWidget


def _pass_on(field: QWidget, event: QWheelEvent) -> None:
    """The wheel scrolls what holds ``field`` (if anything scrolls); the field keeps its value."""
    parent = field.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    if parent is not None:
        QCoreApplication.sendEvent(parent.viewport(), event)
    event.accept()


class WheelWhenFocused:
    """What the fields do, mixed in before the Qt class: focus only by click or Tab, and the
    wheel only when focused."""

    def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003 - the Qt class's
        super().__init__(*args, **kwargs)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a wheel never takes the focus

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            _pass_on(self, event)


class ComboBox(WheelWhenFocused, QComboBox):
    """A combo box the wheel changes only when it has the focus."""


class SpinBox(WheelWhenFocused, QSpinBox):
    """A spin box the wheel changes only when it has the focus."""
