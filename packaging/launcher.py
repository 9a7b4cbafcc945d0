"""The frozen app's entry point (PyInstaller runs this file)."""

from zanzibar_desktop.interrupt import desktop

desktop()
