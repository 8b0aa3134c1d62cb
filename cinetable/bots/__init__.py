"""Game-agnostic bots: random, heuristic (easy, normal) and ISMCTS (hard). No pygame here."""
from cinetable.bots.base import Bot, choose_for_seat, run_to_end, think_for_seat
from cinetable.bots.levels import DEFAULT_TIME_BUDGET, LEVELS, make_bot

__all__ = ["Bot", "DEFAULT_TIME_BUDGET", "LEVELS", "choose_for_seat", "make_bot", "run_to_end",
           "think_for_seat"]
