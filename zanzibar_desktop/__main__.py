from .interrupt import desktop

desktop()
