"""Screen Test, a fifth game that lives only in the tests (issue 30): it proves that a
game is one rules package (rules/, exporting GAME), one client package (client/,
exporting CLIENT) and its assets (assets/: locales, bot ratings), registered with
registry.register_game() and named by no shared module.

Rules. 2 to 4 actors audition for the roles of a film. The deck holds the numbers 1-9
twice; everyone is dealt a hand of as many cards as there are auditions (3, or 4 in the
long shoot). Each audition opens with a role drawn at random: an Extra (2 points), a
Supporting role (4) or the Lead (6). Everyone, from the audition's first seat on, plays
one card face down; when all have played the cards are shown and the highest takes the
role. Tied highest actors split its points (rounded down). After the last audition the
most points win (a tie shares the win)."""
from pathlib import Path

GAME_ID = "screen_test"
RULES = "screen_test.rules"
CLIENT = "screen_test.client"
ASSETS = Path(__file__).resolve().parent / "assets"
