"""Where the desktop app keeps its files: settings, the autosave, and bad files set aside."""
