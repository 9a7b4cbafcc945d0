"""Each die as its own accessible child of the tray, for screen readers: an invisible button
laid over the die, named "Die 2" and described by its face and whether it is kept. Its Press
action (AT-SPI's Action interface) keeps the die or throws it again, as a click on it does."""

from PySide6 import QtGui
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QWidget


class DieProxy(QAbstractButton):
    """Stands for one painted die; it draws nothing and lets clicks through to the tray (a
    mouse click reaches the tray's hit test; an assistive tool's Press says ``clicked``)."""

    def __init__(self, index: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.index = index
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event) -> None:  # noqa: ANN001 - the tray paints the die
        del event

    def tell(self, name: str, description: str) -> None:
        """New words for the die; screen readers are told when they change."""
        if name != self.accessibleName():
            self.setAccessibleName(name)
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
            self.setToolTip(description)
            if self.isVisible():  # heard by a screen reader; before the first frame, by none
                accessible = QtGui.QAccessible
                accessible.updateAccessibility(
                    QtGui.QAccessibleEvent(self, accessible.Event.DescriptionChanged))

    def place(self, centre_x: float, centre_y: float, size: float) -> None:
        half = max(8, int(size / 2))
        self.setGeometry(QRect(int(centre_x) - half, int(centre_y) - half, 2 * half, 2 * half))
