"""Zanzibar Desktop: the French bar dice games Zanzibar and 421 on the desktop."""

__version__ = "0.1.0"
