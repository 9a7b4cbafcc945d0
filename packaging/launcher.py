"""The frozen app's entry point (PyInstaller runs this file)."""

from zanzibar_desktop.entry import desktop

desktop()
