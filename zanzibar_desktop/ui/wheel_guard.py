"""The mouse wheel changes a choice only where the player has put the keyboard focus.

Scrolling a long dialog (the rules editor) over a combo box or a spin box would otherwise
change whatever passes under the pointer. Installed once on the application: such fields
take focus only by click or Tab, and a wheel over one that has no focus scrolls what holds
it instead.
"""

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget

_FIELDS = (QComboBox, QAbstractSpinBox)


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(watched, _FIELDS):
            return False
        if event.type() == QEvent.Type.Polish and watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a wheel never takes focus
        elif event.type() == QEvent.Type.Wheel and not watched.hasFocus():
            area = _scroll_area_of(watched)
            if area is not None:
                QCoreApplication.sendEvent(area.viewport(), event)
            return True  # the field keeps its value
        return False


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def install_wheel_guard(app: QCoreApplication) -> WheelGuard:
    """Guard every combo box and spin box of ``app`` (keep the returned object alive)."""
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    return guard
