"""The first-game guide: a short guided game of each game on a prepared deal.

    script.py    a guide as data (assets/guides/<game>.toml): the table, the chance
                 script, the steps (text key, target, expected actions)
    steps.py     where a guide is and what it lets through (no pygame)
    session.py   the guided game's session: chance from the script, no autosave
    callout.py   drawing a step: a callout box, a ring and an arrow on the target
    table.py     a game's table with the guide on it (a mixin), opening a guide
    first.py     the first New game of a game offers its guide (remembered in settings)

The player's moves go through the session as in any game, so the rules are enforced as
usual; a step may also ask for one move in particular and explain why when another is
tried.
"""
