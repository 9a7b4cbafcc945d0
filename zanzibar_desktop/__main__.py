from .entry import desktop

desktop()
