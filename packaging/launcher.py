"""The frozen app's entry point (PyInstaller runs this file)."""

from zanzibar_desktop.app import run

run()
