"""The little poster scene on each Hollywood! film card: one motif per title.

A title's words pick its subject (a train for "Midnight Express Mail", the Eiffel tower
for "Two Tickets to Paris"); the title's hash picks the sky and the moon's place, so two
films of a genre never share a picture. Flat shapes in the genre's colours, ink
silhouettes, one soft light: the style of client/portraits.py.

    img, motif = vignette("horror", "The Crawling Fog", 108, 90)
"""
from __future__ import annotations

import hashlib
import math

import pygame

from cinetable.client.surface_cache import SurfaceCache

SS = 3
INK = (24, 20, 28)
CREAM = (244, 236, 214)
GOLD = (226, 186, 84)

# genre -> (keyword, motif) in order; the first keyword found in the title wins
KEYWORDS = {
    "action": (("reckoning", "road"), ("heist", "vault"), ("vault", "vault"),
               ("lights", "lighthouse"), ("harbour", "ship"), ("express", "train"), ("tracks", "train"),
               ("gunsmoke", "alley"), ("getaway", "car"), ("skyline", "skyline"),
               ("convoy", "convoy"), ("rooftop", "skyline"), ("reno", "storm")),
    "horror": (("fog", "hand"), ("house", "house"), ("wax", "mask"), ("mask", "mask"),
               ("bride", "bride"), ("moon", "wolf"), ("marsh", "creature"), ("stair", "stair"),
               ("cabinet", "coffin"), ("crypt", "graves"), ("dark", "eyes"),
               ("asylum", "asylum"), ("bell", "tower")),
    "romance": (("lisbon", "letter"), ("letters", "letter"), ("capri", "sea"),
                ("waltz", "couple"), ("summer", "sea"), ("roses", "rose"),
                ("kiss", "couple"), ("paris", "eiffel"), ("evelyn", "locket"),
                ("café", "cafe"), ("midnight", "clock"), ("paper", "hearts"),
                ("sunset", "palms"), ("violets", "umbrella")),
}
# the epics: each blockbuster its own spectacle, the premiere for any other
BLOCKBUSTER_WORDS = (("ben-", "chariot"), ("confession", "tablets"), ("gale", "mansion"),
                     ("cleopatra", "obelisk"), ("globe", "balloon"))
MOTIFS = {
    "action": ("road", "vault", "ship", "train", "alley", "car", "skyline", "convoy", "storm",
               "lighthouse"),
    "horror": ("hand", "house", "mask", "bride", "wolf", "stair", "coffin", "graves", "eyes",
               "tower", "creature", "asylum"),
    "romance": ("letter", "sea", "couple", "rose", "eiffel", "locket", "cafe", "palms", "clock",
                "hearts", "umbrella"),
}
SKIES = {
    "action": ((52, 34, 44), (196, 96, 52), (40, 48, 74), (120, 40, 36)),
    "horror": ((26, 40, 38), (44, 30, 56), (30, 52, 44), (20, 24, 40)),
    "romance": ((70, 36, 74), (214, 128, 120), (40, 44, 86), (150, 60, 100)),
    "blockbuster": ((40, 34, 70), (70, 30, 50), (28, 44, 72), (60, 44, 30)),
}


def _hash(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:4], "big")


def motif_for(genre_id: str, title: str) -> str:
    low = title.lower()
    if genre_id == "blockbuster":
        for word, motif in BLOCKBUSTER_WORDS:
            if word in low:
                return motif
        return "premiere"
    for word, motif in KEYWORDS.get(genre_id, ()):
        if word in low:
            return motif
    options = MOTIFS.get(genre_id, ("sea",))
    return options[_hash(title) % len(options)]


_cache = SurfaceCache(limit=200, max_bytes=24 << 20)


def variant_of(genre_id: str, title: str, titles) -> int:
    """Which of the genre's titles sharing this title's motif it is (0 for the first): the
    second gets another sky and the picture mirrored, so no two cards look alike."""
    motif = motif_for(genre_id, title)
    same = [t for t in titles if motif_for(genre_id, t) == motif]
    return same.index(title) if title in same else 0


def vignette(genre_id: str, title: str, w: int, h: int, colour=(200, 80, 60), top=0.0,
             variant: int = 0):
    """(surface of exactly w x h, the motif drawn), cached per size. The sky fills it all;
    the subject keeps below `top` (a fraction of h: the title's plate lies above)."""
    motif = motif_for(genre_id, title)
    key = (genre_id, title, w, h, tuple(colour), round(top, 3), variant)
    img = _cache.get_or_make(key, lambda: _paint(genre_id, title, motif, max(1, w), max(1, h),
                                                 tuple(colour), top, variant))
    return img, motif


def _paint(genre_id, title, motif, w, h, colour, top=0.0, variant=0):
    big = pygame.Surface((w * SS, h * SS))
    Scene(big, genre_id, title, colour, top, variant).draw(motif)
    if variant % 2:
        big = pygame.transform.flip(big, True, False)
    return pygame.transform.smoothscale(big, (w, h))


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


class Scene:
    """Draws in unit coordinates: (0, 0) top left, (1, 1) bottom right of the picture."""

    def __init__(self, surf, genre_id, title, colour, top=0.0, variant=0):
        self.s = surf
        self.W, full = surf.get_size()
        self.oy = full * top              # the subject's unit square starts below the plate
        self.H = full - self.oy
        self.g = genre_id
        hsh = _hash(title)
        skies = SKIES.get(genre_id, SKIES["romance"])
        # titles sharing a motif take the skies in turn from the motif's own
        self.sky = skies[(_hash(motif_for(genre_id, title)) + variant) % len(skies)]
        self.variant = variant
        self.colour = colour
        self.moon_x = 0.2 + (hsh >> 8) % 60 / 100
        self.horizon = 0.68 + (hsh >> 16) % 10 / 100
        self.lw = max(1, round(min(self.W, self.H) * 0.014))
        self.light = mix(self.sky, (255, 236, 190), 0.45)

    def p(self, x, y):
        return (x * self.W, self.oy + y * self.H)

    def pts(self, seq):
        return [self.p(x, y) for x, y in seq]

    def poly(self, colour, seq, outline=False):
        pygame.draw.polygon(self.s, colour, self.pts(seq))
        if outline:
            pygame.draw.polygon(self.s, INK, self.pts(seq), self.lw)

    def rect(self, colour, x, y, w, h, radius=0.0):
        pygame.draw.rect(self.s, colour, pygame.Rect(x * self.W, self.oy + y * self.H,
                                                     w * self.W, h * self.H),
                         border_radius=int(radius * self.W))

    def circle(self, colour, x, y, r):
        pygame.draw.circle(self.s, colour, self.p(x, y), r * self.W)

    def ellipse(self, colour, x, y, w, h, width=0):
        pygame.draw.ellipse(self.s, colour, pygame.Rect((x - w / 2) * self.W,
                                                        self.oy + (y - h / 2) * self.H,
                                                        w * self.W, h * self.H), width)

    # -- the picture ---------------------------------------------------------------------
    def draw(self, motif: str):
        self.backdrop()
        getattr(self, f"m_{motif}")()

    def backdrop(self):
        """Flat sky bands, faint sunburst rays from the light, the one soft glow."""
        self.s.fill(self.sky)
        W, H = self.s.get_size()
        lx, ly = self.p(self.moon_x, 0.3)
        rays = pygame.Surface((W, H), pygame.SRCALPHA)
        reach = math.hypot(W, H)
        for k in range(0, 28, 2):
            a0, a1 = k * math.pi / 14, (k + 1) * math.pi / 14
            pygame.draw.polygon(rays, (*self.light, 26), [
                (lx, ly), (lx + reach * math.cos(a0), ly + reach * math.sin(a0)),
                (lx + reach * math.cos(a1), ly + reach * math.sin(a1))])
        for i in range(8, 0, -1):
            pygame.draw.circle(rays, (*self.light, 14), (lx, ly), min(W, self.H) * 0.08 * i)
        self.s.blit(rays, (0, 0))

    def moon(self, r=0.11, colour=None):
        self.circle(colour or (240, 230, 196), self.moon_x, 0.3, r)

    def ground(self, colour=None, y=None):
        y = self.horizon if y is None else y
        self.rect(colour or mix(self.sky, INK, 0.7), 0, y, 1, 1.01 - y)

    def hills(self, colour):
        seq = [(0, 1.01), (0, self.horizon)]
        for i in range(9):
            x = i / 8
            seq.append((x, self.horizon - 0.06 * math.sin(x * math.pi * 1.5 + self.moon_x * 4)))
        seq.append((1, 1.01))
        self.poly(colour, seq)

    # -- action ----------------------------------------------------------------------------
    def m_road(self):
        self.moon(0.14, mix(self.light, self.colour, 0.3))
        self.ground(mix(self.colour, INK, 0.55))
        hz = self.horizon
        self.poly(INK, [(0.47, hz), (0.53, hz), (0.95, 1.01), (0.05, 1.01)])
        for k in range(4):
            y0 = hz + (1 - hz) * (k / 4) ** 1.2
            y1 = hz + (1 - hz) * ((k + 0.5) / 4) ** 1.2
            self.poly(GOLD, [(0.497, y0), (0.503, y0), (0.51 + 0.01 * k, y1),
                             (0.49 - 0.01 * k, y1)])
        for x in (0.14, 0.84):            # telegraph poles
            self.rect(INK, x, hz - 0.3, 0.015, 0.3)
            self.rect(INK, x - 0.04, hz - 0.28, 0.095, 0.012)

    def m_vault(self):
        self.ground(mix(self.sky, INK, 0.5), 0.8)
        door = mix(self.colour, (150, 150, 160), 0.6)
        self.circle(mix(door, INK, 0.4), 0.5, 0.5, 0.3)
        self.circle(door, 0.5, 0.5, 0.27)
        self.circle(mix(door, INK, 0.3), 0.5, 0.5, 0.13)
        for k in range(6):
            a = k * math.pi / 3
            self.poly(INK, [(0.5, 0.5), (0.5 + 0.2 * math.cos(a) - 0.01, 0.5 + 0.2 * math.sin(a)
                                         * self.W / self.H),
                            (0.5 + 0.2 * math.cos(a) + 0.01, 0.5 + 0.2 * math.sin(a)
                             * self.W / self.H)])
        self.circle(GOLD, 0.5, 0.5, 0.045)
        for x in (0.14, 0.2, 0.8):        # sacks of loot
            self.ellipse((140, 120, 80), x, 0.83, 0.12, 0.14)
            self.circle(INK, x, 0.77, 0.01)

    def m_ship(self):
        self.moon(0.09)
        sea = mix(self.colour, (30, 50, 90), 0.6)
        self.ground(sea)
        self.poly(INK, [(0.12, 0.62), (0.88, 0.62), (0.78, 0.78), (0.2, 0.78)])
        self.rect(INK, 0.3, 0.5, 0.34, 0.12)
        self.rect(self.colour, 0.38, 0.34, 0.07, 0.17)
        self.rect(self.colour, 0.52, 0.38, 0.07, 0.13)
        for x in (0.34, 0.44, 0.54):
            self.circle(GOLD, x, 0.56, 0.014)
        for k in range(3):               # beams of the harbour lights
            self.poly(mix(self.light, self.sky, 0.5), [(0.92, 0.6), (0.3 + k * 0.1, 0.0),
                                                      (0.38 + k * 0.1, 0.0)])
        self.rect(mix(sea, CREAM, 0.3), 0.1, 0.84, 0.3, 0.012)
        self.rect(mix(sea, CREAM, 0.3), 0.55, 0.9, 0.3, 0.012)

    def m_train(self):
        self.moon(0.1)
        self.hills(mix(self.sky, INK, 0.55))
        y = self.horizon + 0.1
        self.rect(INK, 0.0, y + 0.13, 1, 0.02)
        self.rect(INK, 0.15, y - 0.1, 0.5, 0.2, 0.02)           # the boiler
        self.rect(INK, 0.6, y - 0.22, 0.22, 0.32, 0.01)          # the cab
        self.rect(GOLD, 0.64, y - 0.17, 0.13, 0.08)
        self.poly(INK, [(0.2, y - 0.1), (0.2, y - 0.28), (0.26, y - 0.28), (0.25, y - 0.1)])
        self.poly(self.colour, [(0.04, y + 0.1), (0.15, y - 0.02), (0.15, y + 0.1)])
        for x in (0.27, 0.42, 0.7):
            self.circle(self.colour, x, y + 0.11, 0.06)
            self.circle(INK, x, y + 0.11, 0.02)
        for k in range(3):               # smoke
            self.circle(mix(self.light, self.sky, 0.35), 0.3 + k * 0.13, y - 0.34 - k * 0.05,
                        0.06 + k * 0.02)
        self.circle(GOLD, 0.12, y + 0.0, 0.025)

    def m_alley(self):
        self.ground(mix(self.sky, INK, 0.5), 0.86)
        wall = mix(self.sky, INK, 0.45)
        self.poly(wall, [(0, 0), (0.3, 0.1), (0.3, 0.86), (0, 1)])
        self.poly(wall, [(1, 0), (0.7, 0.1), (0.7, 0.86), (1, 1)])
        self.rect(GOLD, 0.08, 0.3, 0.08, 0.12)
        self.circle(self.light, 0.5, 0.18, 0.05)                # the street lamp
        self.rect(INK, 0.495, 0.2, 0.01, 0.66)
        # the gunman: hat, coat, pistol
        self.poly(INK, [(0.42, 0.86), (0.45, 0.55), (0.55, 0.55), (0.58, 0.86)])
        self.circle(INK, 0.5, 0.5, 0.05)
        self.rect(INK, 0.43, 0.46, 0.14, 0.02)
        self.poly(INK, [(0.55, 0.6), (0.7, 0.58), (0.7, 0.62), (0.55, 0.64)])
        self.circle(mix(self.light, self.colour, 0.3), 0.74, 0.6, 0.035)

    def m_car(self):
        self.moon(0.08)
        self.ground(mix(self.sky, INK, 0.6))
        y = self.horizon + 0.12
        body = self.colour
        self.poly(body, [(0.1, y), (0.12, y - 0.1), (0.3, y - 0.12), (0.4, y - 0.25),
                         (0.68, y - 0.25), (0.78, y - 0.12), (0.92, y - 0.1), (0.94, y)],
                  outline=True)
        self.poly(mix(self.light, self.sky, 0.3), [(0.43, y - 0.22), (0.53, y - 0.22),
                                                   (0.53, y - 0.13), (0.37, y - 0.13)])
        self.poly(mix(self.light, self.sky, 0.3), [(0.56, y - 0.22), (0.66, y - 0.22),
                                                   (0.73, y - 0.13), (0.56, y - 0.13)])
        for x in (0.25, 0.76):
            self.circle(INK, x, y, 0.08)
            self.circle((180, 180, 190), x, y, 0.035)
        self.poly(mix(self.light, GOLD, 0.5), [(0.94, y - 0.07), (1.0, y - 0.14), (1.0, y)])
        for k in range(3):               # speed lines
            self.rect(mix(self.sky, CREAM, 0.5), 0.0, y - 0.2 + k * 0.07, 0.08 - k * 0.015, 0.012)

    def m_skyline(self):
        self.moon(0.07)
        hs = (0.5, 0.3, 0.62, 0.42, 0.7, 0.36, 0.55)
        for k, hh in enumerate(hs):
            x = k / len(hs)
            self.rect(INK, x, 1 - hh, 1 / len(hs) + 0.005, hh)
            for r in range(int(hh * 10)):
                if (k + r) % 3:
                    self.rect(GOLD, x + 0.03, 1 - hh + 0.05 + r * 0.09, 0.025, 0.035)
        self.poly(INK, [(0.57, 0.3), (0.6, 0.12), (0.63, 0.3)])       # the spire
        for a in (-0.25, 0.2):            # searchlights
            self.poly(mix(self.light, self.sky, 0.45),
                      [(0.3, 1), (0.3 + a - 0.05, 0), (0.3 + a + 0.05, 0)])
        # the running man on the roof
        self.circle(self.colour, 0.3, 0.46, 0.035)
        self.poly(self.colour, [(0.27, 0.5), (0.33, 0.5), (0.38, 0.62), (0.33, 0.62),
                                (0.3, 0.56), (0.24, 0.66), (0.2, 0.64)])

    def m_convoy(self):
        self.moon(0.1, mix(self.light, self.colour, 0.4))
        self.ground(mix(self.colour, INK, 0.6))
        for k, (x, sc) in enumerate(((0.62, 1.0), (0.32, 0.7), (0.1, 0.45))):
            y = self.horizon + 0.14 * sc
            self.rect(INK, x, y - 0.22 * sc, 0.26 * sc, 0.2 * sc, 0.01)
            self.rect(INK, x + 0.27 * sc, y - 0.14 * sc, 0.1 * sc, 0.12 * sc, 0.01)
            self.circle(GOLD, x + 0.36 * sc, y - 0.05 * sc, 0.018 * sc)
            for wx in (0.05, 0.2, 0.32):
                self.circle(mix(self.sky, INK, 0.3), x + wx * sc, y, 0.035 * sc)

    def m_storm(self):
        self.ground(mix(self.colour, INK, 0.55))
        for x, r in ((0.2, 0.16), (0.42, 0.2), (0.66, 0.17), (0.86, 0.14)):
            self.circle(mix(self.sky, INK, 0.35), x, 0.16, r)
        self.poly(GOLD, [(0.52, 0.24), (0.4, 0.52), (0.5, 0.5), (0.42, 0.78), (0.62, 0.42),
                         (0.52, 0.44), (0.6, 0.24)])
        for x in (0.1, 0.78):             # neon casino sign and roofs of Reno
            self.rect(INK, x, self.horizon - 0.14, 0.14, 0.14)
        self.rect(self.colour, 0.78, self.horizon - 0.22, 0.14, 0.06)

    # -- horror ----------------------------------------------------------------------------
    def m_hand(self):
        self.moon(0.12)
        self.hills(mix(self.colour, INK, 0.7))
        fog = mix(self.colour, CREAM, 0.35)
        for k in range(4):
            self.ellipse(fog, 0.1 + k * 0.28, self.horizon + 0.05 + (k % 2) * 0.05, 0.45, 0.12)
        x, y = 0.5, 0.98                  # a hand rising out of the fog
        g = mix(self.colour, INK, 0.15)
        self.poly(g, [(x - 0.08, y), (x - 0.07, y - 0.3), (x + 0.07, y - 0.3), (x + 0.08, y)])
        for k, (dx, hh) in enumerate(((-0.06, 0.17), (-0.02, 0.21), (0.02, 0.2), (0.06, 0.16))):
            self.rect(g, x + dx - 0.018, y - 0.3 - hh, 0.036, hh + 0.02, 0.015)
        self.poly(g, [(x + 0.07, y - 0.24), (x + 0.16, y - 0.36), (x + 0.18, y - 0.33),
                      (x + 0.08, y - 0.18)])

    def m_house(self):
        self.moon(0.13)
        self.hills(INK)
        hz = self.horizon
        self.poly(INK, [(0.3, hz), (0.3, hz - 0.3), (0.5, hz - 0.5), (0.7, hz - 0.3), (0.7, hz)])
        self.poly(INK, [(0.6, hz - 0.3), (0.6, hz - 0.55), (0.66, hz - 0.62), (0.72, hz - 0.55),
                        (0.72, hz - 0.3)])
        for x, y in ((0.38, hz - 0.22), (0.55, hz - 0.22), (0.47, hz - 0.36), (0.64, hz - 0.48)):
            self.rect(GOLD, x, y, 0.05, 0.07)
        self.rect(INK, 0.14, hz - 0.3, 0.015, 0.3)            # the gallows tree
        self.rect(INK, 0.14, hz - 0.3, 0.1, 0.015)
        self.rect(mix(self.light, self.sky, 0.4), 0.23, hz - 0.3, 0.004, 0.09)

    def m_mask(self):
        face = mix(CREAM, self.colour, 0.2 + 0.4 * (self.variant % 2))   # a second mask greener
        self.ellipse(face, 0.5, 0.52, 0.5, 0.72)
        self.ellipse(INK, 0.5, 0.52, 0.5, 0.72, self.lw)
        for x in (0.4, 0.6):
            self.ellipse(INK, x, 0.45, 0.11, 0.08)
            self.circle(self.colour, x, 0.45, 0.015)
        self.poly(mix(face, INK, 0.25), [(0.5, 0.47), (0.47, 0.6), (0.53, 0.6)])
        self.ellipse(INK, 0.5, 0.72, 0.14, 0.04)
        for k in range(3):                # drips of wax
            self.rect(face, 0.36 + k * 0.12, 0.8, 0.03, 0.08 + k * 0.03, 0.015)

    def m_bride(self):
        self.moon(0.16)
        self.hills(mix(self.colour, INK, 0.75))
        veil = mix(CREAM, self.sky, 0.25)
        self.poly(veil, [(0.5, 0.2), (0.26, 0.98), (0.74, 0.98)])
        self.poly(INK, [(0.5, 0.34), (0.38, 0.98), (0.62, 0.98)])
        self.circle(INK, 0.5, 0.28, 0.05)
        self.circle(mix(self.colour, CREAM, 0.4), 0.44, 0.55, 0.03)   # the bouquet
        self.circle(mix(self.colour, CREAM, 0.4), 0.47, 0.52, 0.025)

    def m_wolf(self):
        self.moon(0.2, (236, 226, 176))
        self.hills(INK)
        hz = self.horizon
        self.poly(INK, [(0.36, hz), (0.4, hz - 0.2), (0.44, hz - 0.34), (0.48, hz - 0.4),
                        (0.49, hz - 0.5), (0.52, hz - 0.43), (0.6, hz - 0.36), (0.55, hz - 0.3),
                        (0.56, hz - 0.15), (0.62, hz)])

    def m_stair(self):
        wall = mix(self.sky, self.colour, 0.25)
        self.s.fill(wall)
        for k in range(13):               # thirteen steps climbing to a door
            x = 0.08 + k * 0.06
            y = 0.95 - k * 0.055
            self.rect(mix(INK, wall, 0.2), x, y, 0.08, 1 - y)
        self.rect(INK, 0.8, 0.12, 0.14, 0.2)
        self.rect(GOLD, 0.82, 0.14, 0.1, 0.16)
        self.poly(mix(INK, wall, 0.05), [(0.7, 0.4), (0.74, 0.18), (0.8, 0.18), (0.8, 0.4)])

    def m_coffin(self):
        self.ground(mix(self.sky, INK, 0.4), 0.85)
        self.poly(mix(self.colour, INK, 0.6), [(0.5, 0.08), (0.68, 0.22), (0.62, 0.9),
                                              (0.38, 0.9), (0.32, 0.22)], outline=True)
        self.rect(GOLD, 0.485, 0.3, 0.03, 0.3)
        self.rect(GOLD, 0.43, 0.38, 0.14, 0.03)
        for x in (0.16, 0.84):            # candles
            self.rect(CREAM, x - 0.02, 0.6, 0.04, 0.25)
            self.ellipse(GOLD, x, 0.56, 0.04, 0.07)

    def m_graves(self):
        self.moon(0.1)
        self.hills(mix(self.colour, INK, 0.7))
        stone = mix(self.sky, CREAM, 0.3)
        for x, hh in ((0.15, 0.2), (0.42, 0.3), (0.7, 0.22)):
            y = self.horizon + 0.15
            self.rect(stone, x, y - hh, 0.16, hh + 0.2, 0.08)
            self.rect(INK, x + 0.07, y - hh + 0.05, 0.02, 0.1)
            self.rect(INK, x + 0.045, y - hh + 0.08, 0.07, 0.02)
        self.rect(INK, 0.0, self.horizon + 0.22, 1, 0.2)

    def m_eyes(self):
        self.s.fill(mix(self.sky, INK, 0.5))
        for x, y, s in ((0.3, 0.35, 1), (0.68, 0.55, 0.7), (0.2, 0.75, 0.5), (0.8, 0.22, 0.5)):
            for dx in (-0.06, 0.06):
                self.ellipse(mix(GOLD, self.colour, 0.3), x + dx * s, y, 0.08 * s, 0.05 * s)
                self.ellipse(INK, x + dx * s, y, 0.015 * s, 0.045 * s)

    def m_tower(self):
        self.moon(0.1)
        self.hills(INK)
        hz = self.horizon
        self.rect(INK, 0.42, hz - 0.45, 0.16, 0.45)
        self.poly(INK, [(0.4, hz - 0.45), (0.5, hz - 0.7), (0.6, hz - 0.45)])
        self.ellipse(GOLD, 0.5, hz - 0.34, 0.08, 0.1)
        for k in range(5):                # bats
            x, y = 0.15 + k * 0.17, 0.12 + (k % 2) * 0.1
            self.poly(INK, [(x - 0.05, y), (x, y + 0.03), (x + 0.05, y), (x, y + 0.015)])

    # -- romance ---------------------------------------------------------------------------
    def m_letter(self):
        paper = mix(CREAM, self.sky, 0.1)
        self.poly(paper, [(0.15, 0.3), (0.85, 0.3), (0.85, 0.8), (0.15, 0.8)], outline=True)
        self.poly(mix(paper, INK, 0.12), [(0.15, 0.3), (0.5, 0.58), (0.85, 0.3)], outline=True)
        self.circle(self.colour, 0.46, 0.56, 0.055)
        self.circle(self.colour, 0.54, 0.56, 0.055)
        self.poly(self.colour, [(0.41, 0.58), (0.59, 0.58), (0.5, 0.7)])
        self.rect(self.colour, 0.68, 0.36, 0.12, 0.13)      # the stamp

    def m_sea(self):
        self.circle(mix(GOLD, self.colour, 0.2), self.moon_x, self.horizon, 0.2)
        sea = mix(self.colour, (40, 70, 120), 0.7)
        self.ground(sea)
        for k in range(4):
            self.rect(mix(sea, GOLD, 0.5), self.moon_x - 0.12 + k * 0.03, self.horizon + 0.05 +
                      k * 0.05, 0.24 - k * 0.06, 0.012)
        self.poly(INK, [(0.78, self.horizon + 0.02), (0.78, self.horizon - 0.3),
                        (0.94, self.horizon - 0.02)])            # a sail
        self.poly(INK, [(0.72, self.horizon + 0.02), (0.96, self.horizon + 0.02),
                        (0.92, self.horizon + 0.06), (0.75, self.horizon + 0.06)])

    def m_couple(self):
        self.moon(0.16, mix((240, 230, 196), self.colour, 0.2))
        self.ground(mix(self.sky, INK, 0.6), 0.9)
        # two silhouettes leaning into a kiss: he in a hat, her dress flaring
        self.poly(INK, [(0.34, 0.9), (0.36, 0.5), (0.46, 0.46), (0.47, 0.9)])
        self.circle(INK, 0.43, 0.38, 0.055)
        self.rect(INK, 0.36, 0.32, 0.14, 0.025)
        self.poly(INK, [(0.4, 0.33), (0.42, 0.25), (0.47, 0.25), (0.48, 0.33)])
        self.circle(INK, 0.53, 0.4, 0.05)
        self.poly(self.colour, [(0.5, 0.46), (0.58, 0.46), (0.7, 0.9), (0.46, 0.9)])
        self.poly(INK, [(0.52, 0.37), (0.6, 0.36), (0.62, 0.5), (0.57, 0.44)])

    def m_rose(self):
        petal = self.colour
        for k in range(6):
            a = k * math.pi / 3
            self.circle(mix(petal, INK, 0.15), 0.5 + 0.08 * math.cos(a), 0.38 + 0.06 * math.sin(a),
                        0.09)
        self.circle(petal, 0.5, 0.38, 0.09)
        pygame.draw.arc(self.s, mix(petal, INK, 0.4),
                        pygame.Rect(*self.p(0.45, 0.33), 0.1 * self.W, 0.1 * self.H), 0, 4.5,
                        self.lw * 2)
        self.rect((60, 110, 60), 0.49, 0.46, 0.02, 0.5)
        self.poly((60, 110, 60), [(0.5, 0.7), (0.68, 0.6), (0.62, 0.72)])
        self.poly((60, 110, 60), [(0.5, 0.62), (0.32, 0.54), (0.38, 0.66)])
        for k in range(12):               # rain
            x = (k * 0.37) % 1
            y = (k * 0.23) % 0.9
            pygame.draw.line(self.s, mix(self.sky, CREAM, 0.4), self.p(x, y),
                             self.p(x - 0.02, y + 0.07), self.lw)

    def m_eiffel(self):
        self.moon(0.08)
        self.ground(mix(self.sky, INK, 0.6), 0.9)
        self.poly(INK, [(0.3, 0.92), (0.47, 0.35), (0.49, 0.08), (0.51, 0.08), (0.53, 0.35),
                        (0.7, 0.92), (0.6, 0.92), (0.5, 0.6), (0.4, 0.92)])
        self.rect(INK, 0.39, 0.6, 0.22, 0.025)
        self.rect(INK, 0.44, 0.35, 0.12, 0.02)
        for x in (0.15, 0.82):            # two tickets
            self.rect(self.colour, x - 0.08, 0.7, 0.16, 0.1, 0.01)
            self.rect(CREAM, x - 0.06, 0.73, 0.12, 0.012)

    def m_locket(self):
        self.circle(GOLD, 0.5, 0.55, 0.28)
        self.circle(mix(GOLD, INK, 0.3), 0.5, 0.55, 0.24)
        self.circle(CREAM, 0.5, 0.55, 0.21)
        self.circle(INK, 0.5, 0.48, 0.06)                    # her silhouette in profile
        self.poly(INK, [(0.4, 0.72), (0.46, 0.54), (0.56, 0.54), (0.62, 0.72)])
        pygame.draw.lines(self.s, GOLD, False, self.pts([(0.5, 0.29), (0.4, 0.0)]), self.lw * 2)
        pygame.draw.lines(self.s, GOLD, False, self.pts([(0.5, 0.29), (0.6, 0.0)]), self.lw * 2)

    def m_cafe(self):
        self.moon(0.08)
        self.ground(mix(self.sky, INK, 0.55), 0.8)
        self.poly(self.colour, [(0.1, 0.18), (0.9, 0.18), (0.84, 0.32), (0.16, 0.32)])
        for k in range(8):                # the awning's stripes
            if k % 2:
                self.poly(CREAM, [(0.1 + k * 0.1, 0.18), (0.2 + k * 0.1, 0.18),
                                  (0.19 + k * 0.09, 0.32), (0.1 + k * 0.09, 0.32)])
        self.ellipse(CREAM, 0.5, 0.66, 0.34, 0.06)
        self.rect(INK, 0.49, 0.66, 0.02, 0.26)
        for x in (0.44, 0.56):            # two cups and a candle
            self.rect(CREAM, x - 0.025, 0.6, 0.05, 0.05)
        self.ellipse(GOLD, 0.5, 0.55, 0.03, 0.06)

    def m_palms(self):
        self.circle(mix(GOLD, self.colour, 0.3), 0.5, self.horizon, 0.22)
        self.ground(mix(self.colour, INK, 0.6))
        for x, hh in ((0.2, 0.5), (0.78, 0.42)):
            base = self.horizon + 0.05
            self.poly(INK, [(x - 0.02, base), (x + 0.02, base), (x + 0.05, base - hh),
                            (x + 0.03, base - hh)])
            top = (x + 0.04, base - hh)
            for a in (-2.6, -2.0, -1.2, -0.5, 0.1):
                pygame.draw.line(self.s, INK, self.p(*top),
                                 self.p(top[0] + 0.16 * math.cos(a), top[1] + 0.12 *
                                        math.sin(a) + 0.05), self.lw * 3)

    # -- the blockbuster's premiere ------------------------------------------------------
    def m_premiere(self):
        for a in (-0.35, -0.1, 0.15, 0.4):  # searchlights crossing over the theatre
            self.poly(mix(self.light, self.sky, 0.35),
                      [(0.5 + a * 0.3, 0.62), (0.5 + a * 1.6 - 0.05, 0), (0.5 + a * 1.6 + 0.05, 0)])
        self.rect(INK, 0.1, 0.42, 0.8, 0.6)                       # the facade
        self.poly(INK, [(0.3, 0.42), (0.5, 0.22), (0.7, 0.42)])   # its deco gable
        self.rect(GOLD, 0.47, 0.28, 0.06, 0.1)
        self.rect((142, 30, 42), 0.16, 0.5, 0.68, 0.12)            # the marquee
        for k in range(12):
            self.circle((255, 224, 140), 0.18 + k * 0.058, 0.5, 0.01)
            self.circle((255, 224, 140), 0.18 + k * 0.058, 0.62, 0.01)
        self.rect(GOLD, 0.36, 0.68, 0.28, 0.34)                    # the lit doors
        self.poly((170, 30, 40), [(0.42, 0.76), (0.58, 0.76), (0.74, 1.01), (0.26, 1.01)])

    def m_chariot(self):
        self.circle(mix(GOLD, self.colour, 0.3), 0.75, 0.3, 0.14)
        self.ground(mix((196, 150, 90), INK, 0.3), 0.8)
        for x in (0.08, 0.9):                                        # the arena's columns
            self.rect(mix(CREAM, self.sky, 0.3), x - 0.04, 0.3, 0.08, 0.5)
        y = 0.8
        self.poly(INK, [(0.16, y - 0.16), (0.3, y - 0.24), (0.38, y - 0.2), (0.3, y - 0.02),
                        (0.16, y - 0.02)])                           # the horse
        self.poly(INK, [(0.34, y - 0.22), (0.42, y - 0.36), (0.46, y - 0.3), (0.39, y - 0.18)])
        for x in (0.19, 0.3):
            self.rect(INK, x, y - 0.04, 0.02, 0.06)
        self.poly(GOLD, [(0.46, y - 0.18), (0.7, y - 0.2), (0.72, y - 0.04), (0.5, y - 0.04)])
        self.circle(INK, 0.6, y - 0.02, 0.07)
        self.circle(GOLD, 0.6, y - 0.02, 0.02)
        self.circle(INK, 0.6, y - 0.34, 0.04)                        # the charioteer
        self.poly(INK, [(0.56, y - 0.3), (0.64, y - 0.3), (0.66, y - 0.18), (0.54, y - 0.18)])
        self.poly(self.colour if self.colour != (200, 80, 60) else (142, 30, 42),
                  [(0.6, y - 0.3), (0.86, y - 0.4), (0.84, y - 0.3)])  # his cape

    def m_tablets(self):
        for a in (-0.3, 0.0, 0.3):                                   # rays from the mountain
            self.poly(mix(GOLD, self.sky, 0.4), [(0.5, 0.3), (0.5 + a - 0.08, 0), (0.5 + a + 0.08, 0)])
        self.poly(INK, [(0.0, 1.01), (0.5, 0.3), (1.0, 1.01)])
        stone = mix(CREAM, (150, 140, 130), 0.4)
        for x in (0.36, 0.64):
            self.rect(stone, x - 0.11, 0.45, 0.22, 0.36, 0.1)
            for k in range(4):
                self.rect(mix(stone, INK, 0.5), x - 0.07, 0.56 + k * 0.055, 0.14, 0.015)

    def m_mansion(self):
        self.ground(mix((150, 60, 30), INK, 0.3), 0.78)
        self.circle(mix((240, 130, 60), self.sky, 0.2), 0.5, 0.45, 0.4)   # a burning sky
        self.ground(mix((150, 60, 30), INK, 0.5), 0.78)
        self.rect(INK, 0.18, 0.45, 0.64, 0.33)
        self.poly(INK, [(0.14, 0.46), (0.5, 0.3), (0.86, 0.46)])
        for k in range(6):                                           # the white columns
            self.rect(mix(CREAM, self.sky, 0.2), 0.22 + k * 0.11, 0.48, 0.03, 0.3)
        for x in (0.06, 0.92):                                       # oaks bent by the gale
            self.circle(INK, x, 0.5, 0.12)
            self.rect(INK, x - 0.015, 0.55, 0.03, 0.25)

    def m_obelisk(self):
        self.circle(mix(GOLD, (240, 140, 60), 0.3), 0.5, 0.52, 0.3)    # the desert sun
        sand = (206, 160, 92)
        self.ground(mix(sand, INK, 0.2), 0.78)
        self.poly(mix(sand, INK, 0.4), [(0.02, 0.78), (0.2, 0.5), (0.38, 0.78)])
        self.poly(mix(sand, INK, 0.55), [(0.66, 0.78), (0.82, 0.56), (0.98, 0.78)])
        self.poly(INK, [(0.45, 0.9), (0.47, 0.22), (0.5, 0.15), (0.53, 0.22), (0.55, 0.9)])
        for k in range(4):
            self.rect(GOLD, 0.485, 0.3 + k * 0.12, 0.03, 0.05)

    def m_balloon(self):
        self.circle(mix(CREAM, self.sky, 0.3), 0.5, 0.42, 0.34)      # the globe behind
        for k in range(1, 4):
            self.ellipse(mix(CREAM, self.sky, 0.55), 0.5, 0.42, 0.68, 0.22 * k, max(1, self.lw))
        self.ellipse(mix(CREAM, self.sky, 0.55), 0.5, 0.42, 0.3, 0.68 * self.W / self.H,
                     max(1, self.lw))
        self.circle(self.colour if self.colour != (200, 80, 60) else (142, 30, 42),
                    0.62, 0.5, 0.16)                                  # the balloon
        for k in range(3):
            self.rect(GOLD, 0.52 + k * 0.07, 0.38, 0.025, 0.24)
        self.rect(INK, 0.57, 0.86, 0.1, 0.07, 0.01)                    # its basket
        pygame.draw.line(self.s, INK, self.p(0.5, 0.58), self.p(0.57, 0.86), self.lw)
        pygame.draw.line(self.s, INK, self.p(0.74, 0.58), self.p(0.67, 0.86), self.lw)

    # -- the second motif of a shared idea ----------------------------------------------
    def m_lighthouse(self):
        sea = mix(self.colour, (30, 50, 90), 0.6)
        self.ground(sea)
        for a in (-0.5, 0.35):                                        # its sweeping beams
            self.poly(mix(self.light, self.sky, 0.3), [(0.7, 0.25), (0.7 + a * 1.6, 0.0),
                                                       (0.7 + a * 1.6, 0.3)])
        self.poly(CREAM, [(0.64, self.horizon), (0.67, 0.3), (0.73, 0.3), (0.76, self.horizon)])
        for k in range(3):
            self.rect(self.colour, 0.645 + k * 0.008, 0.4 + k * 0.1, 0.11 - k * 0.016, 0.04)
        self.rect(GOLD, 0.665, 0.22, 0.07, 0.08)
        self.poly(INK, [(0.655, 0.22), (0.7, 0.15), (0.745, 0.22)])
        self.poly(INK, [(0.08, self.horizon + 0.1), (0.38, self.horizon + 0.1),
                        (0.33, self.horizon + 0.17), (0.12, self.horizon + 0.17)])   # the raiders
        self.rect(INK, 0.2, self.horizon + 0.02, 0.02, 0.08)

    def m_creature(self):
        self.moon(0.1)
        water = mix(self.colour, INK, 0.55)
        self.ground(water, 0.62)
        for k in range(5):                                           # reeds
            x = 0.06 + k * 0.05
            self.poly(INK, [(x, 0.66), (x + 0.01, 0.36 + k % 2 * 0.08), (x + 0.02, 0.66)])
        skin = mix(self.colour, INK, 0.25)
        self.ellipse(skin, 0.6, 0.62, 0.36, 0.42)                     # head out of the water
        self.ground(water, 0.64)
        for dx in (-0.07, 0.07):
            self.ellipse(GOLD, 0.6 + dx, 0.52, 0.07, 0.05)
            self.ellipse(INK, 0.6 + dx, 0.52, 0.02, 0.045)
        for k in range(3):                                           # its fin
            self.poly(skin, [(0.48 + k * 0.08, 0.44), (0.52 + k * 0.08, 0.3 - (k == 1) * 0.05),
                             (0.56 + k * 0.08, 0.44)])
        self.rect(mix(water, CREAM, 0.3), 0.4, 0.7, 0.4, 0.012)

    def m_asylum(self):
        wall = mix(self.sky, INK, 0.35)
        self.s.fill(wall)
        self.rect(mix(self.sky, self.light, 0.3), 0.25, 0.12, 0.5, 0.62)   # the window
        self.circle((240, 230, 196), 0.6, 0.3, 0.1)
        for k in range(5):                                           # its bars
            self.rect(INK, 0.27 + k * 0.1, 0.12, 0.025, 0.62)
        self.rect(INK, 0.25, 0.42, 0.5, 0.025)
        self.poly(INK, [(0.0, 1.01), (0.0, 0.8), (0.25, 0.74), (0.75, 0.74), (1.0, 0.8),
                        (1.0, 1.01)])
        for x in (0.36, 0.46):                                       # hands on the bars
            self.ellipse(mix(CREAM, self.colour, 0.3), x, 0.5, 0.05, 0.07)

    def m_clock(self):
        self.ground(mix(self.sky, INK, 0.6), 0.9)
        self.circle(GOLD, 0.5, 0.45, 0.3)
        self.circle(CREAM, 0.5, 0.45, 0.26)
        for k in range(12):
            a = k * math.pi / 6
            x, y = 0.5 + 0.22 * math.cos(a), 0.45 + 0.22 * math.sin(a) * self.W / self.H
            self.circle(INK, x, y, 0.012)
        pygame.draw.line(self.s, INK, self.p(0.5, 0.45), self.p(0.49, 0.45 - 0.2 * self.W / self.H),
                         self.lw * 3)                                   # five to midnight
        pygame.draw.line(self.s, INK, self.p(0.5, 0.45), self.p(0.5, 0.45 - 0.14 * self.W / self.H),
                         self.lw * 4)
        self.circle(self.colour, 0.5, 0.45, 0.025)
        for x, c in ((0.14, INK), (0.86, self.colour)):              # the dancers beneath
            self.circle(c, x, 0.7, 0.04)
            self.poly(c, [(x - 0.06, 0.92), (x, 0.73), (x + 0.06, 0.92)])

    def m_hearts(self):
        pygame.draw.line(self.s, GOLD, self.p(0.0, 0.2), self.p(1.0, 0.3), self.lw)
        for k in range(5):                                           # a garland of paper hearts
            x = 0.1 + k * 0.2
            y = 0.24 + k * 0.02 + (k % 2) * 0.15
            pygame.draw.line(self.s, GOLD, self.p(x, 0.2 + k * 0.02), self.p(x, y), self.lw)
            r = 0.055 if k % 2 else 0.075
            c = self.colour if k % 2 == 0 else CREAM
            self.circle(c, x - r * 0.6, y + r, r * 0.75)
            self.circle(c, x + r * 0.6, y + r, r * 0.75)
            self.poly(c, [(x - r * 1.3, y + r * 1.3), (x + r * 1.3, y + r * 1.3), (x, y + r * 3.4)])
        self.poly(CREAM, [(0.3, 0.95), (0.7, 0.95), (0.62, 0.8), (0.38, 0.8)])   # scissors' cut
        self.circle(INK, 0.45, 0.88, 0.03)
        self.circle(INK, 0.55, 0.88, 0.03)

    def m_umbrella(self):
        for k in range(16):                                          # rain
            x = (k * 0.37) % 1
            y = (k * 0.23) % 0.8
            pygame.draw.line(self.s, mix(self.sky, CREAM, 0.4), self.p(x, y),
                             self.p(x - 0.02, y + 0.08), self.lw)
        self.ground(mix(self.sky, INK, 0.6), 0.9)
        canopy = [(0.2, 0.45)]
        for k in range(9):
            a = math.pi + k * math.pi / 8
            canopy.append((0.5 + 0.3 * math.cos(a), 0.45 + 0.25 * math.sin(a)))
        self.poly(self.colour, canopy)
        self.rect(INK, 0.495, 0.45, 0.012, 0.35)
        self.circle(INK, 0.48, 0.8, 0.02)
        for x in (0.38, 0.44):                                       # a bunch of violets
            self.circle((110, 70, 170), x, 0.82, 0.03)
        self.rect((60, 110, 60), 0.405, 0.84, 0.01, 0.06)
