"""Entry point of the ``zanzibar-desktop`` window (the table arrives with the table issue)."""

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication(list(sys.argv if argv is None else argv))
    app.setApplicationName("Zanzibar Desktop")
    app.setOrganizationName("Zanzibar Desktop")
    window = MainWindow()
    window.show()
    return app.exec()


def run() -> None:
    sys.exit(main())


if __name__ == "__main__":
    run()
