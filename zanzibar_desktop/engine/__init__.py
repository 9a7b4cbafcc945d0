"""The pure-Python game engine: rules, hands, game state machine and save format.

Nothing in this package imports Qt, so the command line, the simulator, the tests
and the desktop table all share exactly the same rules.
"""
