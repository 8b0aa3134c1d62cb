"""Errors a player or a save file can trigger, with messages a player understands."""


class IllegalActionError(ValueError):
    """An action that is not legal now, or notation that names no action."""


class OptionError(ValueError):
    """A bad option or player count given to load_game."""
