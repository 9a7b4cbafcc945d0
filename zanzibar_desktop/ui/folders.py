"""Where file dialogs open: the last folder the player used, else their documents folder
(never the program's working directory, which means nothing to a player)."""

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_folder() -> str:
    """The player's documents folder, made if it is not there yet (a file dialog given a
    folder that does not exist opens in the working directory); the home folder when it
    cannot be."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if not folder:
        return str(Path.home())
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
    except OSError:  # a file in the way, a read-only home: the home folder, as it is
        return str(Path.home())
    return folder


def start_folder(last: str = "") -> str:
    """``last`` if it is still a folder, else the documents folder."""
    return last if last and Path(last).is_dir() else documents_folder()


def in_start_folder(file_name: str, last: str = "") -> str:
    """A suggested file name in the start folder, for a Save dialog."""
    return str(Path(start_folder(last)) / file_name)
