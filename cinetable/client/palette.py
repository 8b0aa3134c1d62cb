"""Colours shared by every scene: a night-time cinema palette (velvet, brass, cream)."""

BACKGROUND = (24, 20, 30)          # behind everything
FELT = (34, 52, 58)                # the table cloth
FELT_DARK = (26, 40, 45)
PANEL = (40, 34, 48)               # side panels, dialogs
PANEL_EDGE = (92, 78, 104)
BRASS = (214, 178, 96)             # titles, highlights
BRASS_DIM = (150, 124, 70)
CREAM = (244, 236, 214)            # card faces
INK = (36, 30, 34)                 # text on cards
TEXT = (236, 230, 220)             # text on dark
TEXT_DIM = (168, 160, 156)
GOOD = (120, 196, 120)
BAD = (222, 96, 88)
HIGHLIGHT = (255, 226, 130)

# Player colours, chosen to stay apart for the common colour-blindnesses; the table also
# writes each player's initial on their tokens.
PLAYERS = [
    (66, 133, 244),    # blue
    (240, 160, 40),    # orange
    (236, 236, 236),   # white
    (170, 90, 200),    # purple
    (60, 180, 170),    # teal
    (230, 90, 120),    # pink
    (150, 150, 60),    # olive
    (120, 120, 120),   # grey
    (200, 120, 80),    # copper
]
PLAYER_NAMES = ["Blue", "Orange", "White", "Purple", "Teal", "Pink", "Olive", "Grey", "Copper"]
