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

from cinetable.client.hollywood.vignette_action import ActionMotifs
from cinetable.client.hollywood.vignette_horror import HorrorMotifs
from cinetable.client.hollywood.vignette_kit import INK, SS, mix
from cinetable.client.hollywood.vignette_romance import RomanceMotifs
from cinetable.client.surface_cache import SurfaceCache

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


class Scene(ActionMotifs, HorrorMotifs, RomanceMotifs):
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







































