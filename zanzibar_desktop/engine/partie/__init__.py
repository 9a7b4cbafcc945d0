"""Play for the partie, not the manche: exact heads-up solutions of whole parties.

The Expert (``engine.ai.expert``) maximises its chance of taking the *manche*. The Master
maximises its chance of winning the *partie*: its choices come from a solution of the whole
heads-up partie by dynamic programming over its states, solved to a fixed point where a
state can repeat (a throw-off, a fall-back, a décharge that can go either way).

- ``points``: points races (the Zanzibar family): both scores, who opens, every option that
  changes what a manche is worth or where it leads.
- ``tokens``: 421 (charge and décharge): tokens held, the pot, manches lost.

Each solver is pure Python and numpy (no Qt, no files); it reports its progress through a
callable and stops when asked to, so the session can run it in a worker and cache it.
"""
