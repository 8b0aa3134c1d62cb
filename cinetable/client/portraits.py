"""Portraits of stars and people, drawn by code from a seed (a name): shared by every game.

A 1940s poster bust, shoulders up: flat shapes with an ink outline, one highlight, a soft
light behind the head and faint sunburst rays. The seed picks a Look (face shape, pose,
hair style and colour, skin, costume, accessory, background); the same seed always gives
the same face on every machine (hashlib, not Python's salted hash).

    img = portrait("Veronica Lake-Shore", 90, 110)          # a cached Surface of that size
    looks = cast(["Ana", "Bob", ...])                      # no two alike in one deck
    img = portrait("Ana", 90, 110, looks["Ana"])
"""
from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass

import pygame

from cinetable.client.portrait_hair import HairAndHats
from cinetable.client.portrait_kit import GOLD, INK, shade, tint
from cinetable.client.surface_cache import SurfaceCache

SS = 3   # drawn at 3x and smooth-scaled down: faces are small and need clean curves

HAIR_STYLES = ("bob", "finger_waves", "pompadour", "slick_part", "curls", "updo",
               "long_waves", "bald")
COSTUMES = ("tuxedo", "gown", "trench", "suit_tie", "boa", "cowboy")
ACCESSORIES = ("fedora", "cloche", "pearls", "glasses", "bow_tie", "earrings",
               "cigarette_holder", "none")
FACES = ("oval", "round", "square", "long")
POSES = ("front", "three_quarter", "profile")
SKINS = ((250, 218, 190), (236, 196, 160), (214, 166, 124), (190, 136, 96),
         (156, 104, 70), (120, 80, 56), (244, 206, 176), (200, 152, 116))
HAIR_COLOURS = ((30, 24, 26), (84, 52, 34), (150, 64, 36), (236, 216, 160),
                (204, 160, 82), (150, 146, 144), (122, 40, 30), (60, 40, 30))
BACKGROUNDS = ((38, 70, 96), (120, 36, 48), (44, 92, 80), (96, 60, 120), (176, 120, 48),
               (32, 40, 64), (150, 74, 52), (70, 96, 60), (134, 52, 96), (48, 108, 124))
CLOTH = ((28, 26, 34), (240, 234, 220), (150, 30, 44), (40, 60, 110), (196, 160, 110),
         (66, 90, 70), (110, 60, 130), (190, 80, 120))
FEMININE = {"finger_waves", "updo", "long_waves", "bob", "curls"}


@dataclass(frozen=True)
class Look:
    face: str
    pose: str
    facing: int          # +1 looks to the right, -1 to the left
    hair: str
    hair_colour: tuple
    skin: tuple
    costume: str
    cloth: tuple
    accessory: str
    background: tuple

    def signature(self) -> tuple:
        """What makes two portraits look different at a glance."""
        return (self.hair, self.costume, self.accessory, self.background)


def _rng(seed) -> random.Random:
    digest = hashlib.sha256(str(seed).encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def look_for(seed, feminine: bool | None = None) -> Look:
    """The look a seed gives (deterministic); `feminine` picks among the hair styles,
    costumes and accessories of a leading lady (True) or man (False), any when None."""
    r = _rng(seed)
    if feminine is None:
        hair = r.choice(HAIR_STYLES)
    else:
        hair = r.choice(sorted(FEMININE) if feminine else
                        [h for h in HAIR_STYLES if h not in FEMININE] + ["slick_part"])
    costume = r.choice(("gown", "boa", "trench", "tuxedo", "cowboy") if hair in FEMININE
                       else ("tuxedo", "trench", "suit_tie", "cowboy", "suit_tie"))
    acc = r.choice(("pearls", "earrings", "cloche", "glasses", "cigarette_holder", "none")
                   if hair in FEMININE else
                   ("fedora", "glasses", "bow_tie", "cigarette_holder", "none", "fedora"))
    if acc == "bow_tie" and costume != "tuxedo":
        costume = "tuxedo"
    return Look(face=r.choice(FACES), pose=r.choice(POSES), facing=r.choice((-1, 1)),
                hair=hair, hair_colour=r.choice(HAIR_COLOURS), skin=r.choice(SKINS),
                costume=costume, cloth=r.choice(CLOTH), accessory=acc,
                background=r.choice(BACKGROUNDS))


def cast(seeds, feminine=None) -> dict:
    """seed -> Look for a whole deck, no two alike: a seed whose look repeats another's
    signature draws again (deterministic: the order of `seeds` decides who keeps it).
    The seeds in `feminine` are drawn as leading ladies, the others as leading men
    (every look allowed when `feminine` is None)."""
    seeds = list(seeds)
    out: dict = {}
    taken: set = set()
    worn: dict = {}
    most = len(seeds) // len(ACCESSORIES) + 1     # an accessory is spread over the deck
    for seed in seeds:
        k = 0
        fem = None if feminine is None else seed in feminine
        look = look_for(seed, fem)
        # hair and costume differ too while the deck is small enough (37 pairs exist)
        while look.signature() in taken or k < 200 and (
                (look.hair, look.costume) in taken or worn.get(look.accessory, 0) >= most):
            k += 1
            look = look_for(f"{seed}#{k}", fem)
        taken.add(look.signature())
        taken.add((look.hair, look.costume))
        worn[look.accessory] = worn.get(look.accessory, 0) + 1
        out[seed] = look
    return out


_cache = SurfaceCache(limit=300, max_bytes=24 << 20)


def portrait(seed, w: int, h: int, look: Look | None = None, top: float = 0.0
             ) -> pygame.Surface:
    """The portrait of `seed` at exactly (w, h) pixels, cached per size. The background
    fills it all; the bust keeps below `top` (a fraction of h: words may lie above)."""
    look = look or look_for(seed)
    key = (look, w, h, round(top, 3))
    return _cache.get_or_make(key, lambda: _paint(look, max(1, w), max(1, h), top))


def _paint(look: Look, w: int, h: int, top: float = 0.0) -> pygame.Surface:
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    Painter(big, look, top).draw()
    return pygame.transform.smoothscale(big, (w, h))






class Painter(HairAndHats):
    """Draws one bust on a surface: the head's unit `u` is set by the surface's smaller
    side, the shoulders sit on the bottom edge."""

    def __init__(self, surf: pygame.Surface, look: Look, top: float = 0.0):
        self.s = surf
        self.L = look
        W, H = surf.get_size()
        self.W, self.H = W, H
        self.u = min(W, H * (1 - top) * 0.95)
        self.lw = max(1, round(self.u * 0.018))
        u = self.u
        self.cx = W / 2
        self.turn = 0.0 if look.pose == "front" else (0.05 if look.pose == "three_quarter"
                                                      else 0.09) * look.facing
        self.hx = self.cx + self.turn * u          # the head's centre
        self.hy = H - u * 0.58
        rx, ry = {"oval": (0.2, 0.25), "round": (0.215, 0.235), "square": (0.21, 0.24),
                  "long": (0.185, 0.265)}[look.face]
        self.rx, self.ry = rx * u, ry * u

    # -- helpers ---------------------------------------------------------------------
    def P(self, x, y):
        """A point in head units (x mirrored by facing), from the head's centre."""
        return (self.hx + x * self.u * self.L.facing, self.hy + y * self.u)

    def poly(self, colour, pts, outline=True):
        pygame.draw.polygon(self.s, colour, pts)
        if outline:
            pygame.draw.polygon(self.s, INK, pts, self.lw)

    def ell(self, colour, rect, outline=True):
        rect = pygame.Rect(rect)
        pygame.draw.ellipse(self.s, colour, rect)
        if outline:
            pygame.draw.ellipse(self.s, INK, rect, self.lw)

    def circ(self, colour, c, r, outline=True):
        pygame.draw.circle(self.s, colour, c, r)
        if outline:
            pygame.draw.circle(self.s, INK, c, r, self.lw)

    # -- the picture -------------------------------------------------------------------
    def draw(self):
        self.background()
        self.hair_back()
        self.neck()
        self.costume()
        self.head()
        self.features()
        self.hair_front()
        self.accessory()

    def background(self):
        bg = self.L.background
        self.s.fill(bg)
        W, H = self.W, self.H
        cx, cy = self.hx, self.hy
        rays = pygame.Surface((W, H), pygame.SRCALPHA)
        reach = math.hypot(W, H)
        for k in range(0, 24, 2):                      # sunburst: every other wedge lighter
            a0 = k * math.pi / 12
            a1 = a0 + math.pi / 12
            pygame.draw.polygon(rays, (*tint(bg, 0.25), 70), [
                (cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                (cx + reach * math.cos(a1), cy + reach * math.sin(a1))])
        self.s.blit(rays, (0, 0))
        glow = pygame.Surface((W, H), pygame.SRCALPHA)  # the one soft light behind the head
        r0 = self.u * 0.55
        for i in range(10, 0, -1):
            pygame.draw.circle(glow, (*tint(bg, 0.55), 16), (cx, cy), r0 * i / 10)
        self.s.blit(glow, (0, 0))


    def neck(self):
        u = self.u
        w = self.rx * 0.55
        top = self.hy + self.ry * 0.6
        bot = self.H - u * 0.12
        self.poly(shade(self.L.skin, 0.86), [(self.hx - w, top), (self.hx + w, top),
                                            (self.hx + w * 1.1, bot), (self.hx - w * 1.1, bot)])

    def costume(self):
        L, u, H = self.L, self.u, self.H
        cx = self.cx
        sh_y = H - u * 0.2                     # shoulder line
        half = u * 0.44
        body = [(cx - half - u * 0.1, H + 2), (cx - half, sh_y + u * 0.04),
                (cx - half * 0.6, sh_y - u * 0.03), (cx + half * 0.6, sh_y - u * 0.03),
                (cx + half, sh_y + u * 0.04), (cx + half + u * 0.1, H + 2)]
        cloth = L.cloth
        if L.costume == "gown":
            # bare shoulders, a sweetheart neckline
            skin = shade(L.skin, 0.95)
            self.poly(skin, body)
            neck_y = sh_y + u * 0.1
            gown = [(cx - half - u * 0.12, H + 2), (cx - half * 0.8, neck_y),
                    (cx - u * 0.1, neck_y - u * 0.02), (cx, neck_y + u * 0.05),
                    (cx + u * 0.1, neck_y - u * 0.02), (cx + half * 0.8, neck_y),
                    (cx + half + u * 0.12, H + 2)]
            self.poly(cloth, gown)
            return
        self.poly(cloth, body)
        v_bot = H - u * 0.02
        if L.costume in ("tuxedo", "suit_tie", "trench"):
            shirt = (244, 240, 230) if L.costume != "trench" else shade(cloth, 0.8)
            self.poly(shirt, [(cx - u * 0.1, sh_y - u * 0.03), (cx + u * 0.1, sh_y - u * 0.03),
                              (cx, v_bot)])
            lapel = shade(cloth, 0.75) if L.costume != "trench" else tint(cloth, 0.15)
            for d in (-1, 1):
                self.poly(lapel, [(cx + d * u * 0.1, sh_y - u * 0.03),
                                  (cx + d * u * (0.24 if L.costume == "trench" else 0.17),
                                   sh_y + u * 0.06),
                                  (cx + d * u * 0.1, sh_y + u * 0.1), (cx, v_bot)])
            if L.costume == "suit_tie":
                tie = (150, 30, 44) if cloth != (150, 30, 44) else GOLD
                self.poly(tie, [(cx - u * 0.025, sh_y), (cx + u * 0.025, sh_y),
                                (cx + u * 0.04, v_bot - u * 0.02), (cx, v_bot + u * 0.01),
                                (cx - u * 0.04, v_bot - u * 0.02)])
            if L.costume == "tuxedo" and L.accessory != "bow_tie":
                self.circ(INK, (cx, sh_y + u * 0.05), u * 0.012, outline=False)
        elif L.costume == "boa":
            neck_y = sh_y + u * 0.05
            self.poly(shade(L.skin, 0.95), [(cx - u * 0.16, sh_y - u * 0.03),
                                           (cx + u * 0.16, sh_y - u * 0.03), (cx, neck_y + u * 0.1)])
            feather = tint(L.cloth, 0.35) if L.cloth != (28, 26, 34) else (236, 140, 170)
            # a fluffy stole: many soft tufts in two tints, no outline (not a pearl string)
            for row, col in ((0, shade(feather, 0.8)), (1, feather)):
                for i in range(23):
                    t = i / 22
                    x = cx - half * 1.1 + t * half * 2.2
                    y = sh_y + u * (0.0 + 0.02 * row) + math.sin(t * math.pi) * u * 0.1
                    k = 1 + 0.35 * math.sin(i * 2.3 + row)
                    pygame.draw.ellipse(self.s, col, pygame.Rect(
                        x - u * 0.05 * k, y - u * 0.035 * k, u * 0.1 * k, u * 0.07 * k))
        elif L.costume == "cowboy":
            yoke = tint(cloth, 0.3)
            for d in (-1, 1):
                self.poly(yoke, [(cx + d * u * 0.08, sh_y - u * 0.03),
                                 (cx + d * half, sh_y + u * 0.04),
                                 (cx + d * half * 0.9, sh_y + u * 0.1),
                                 (cx + d * u * 0.05, sh_y + u * 0.13)])
            # the bandana knotted at the throat
            self.poly((200, 40, 40), [(cx - u * 0.1, sh_y - u * 0.03), (cx + u * 0.1, sh_y - u * 0.03),
                                      (cx, sh_y + u * 0.1)])
            for d in (-1, 1):
                self.circ(GOLD, (cx + d * u * 0.25, sh_y + u * 0.12), u * 0.012, outline=False)

    def head(self):
        L = self.L
        skin = L.skin
        # ears (the far one hidden when turned)
        for side in (-1, 1):
            if L.pose == "profile" and side == 1:
                continue
            ex = self.hx + side * self.rx * 0.98 * L.facing - self.turn * self.u * 0.6
            if L.pose == "profile":
                ex = self.hx - self.rx * 0.35 * L.facing
            self.ell(shade(skin, 0.9), pygame.Rect(ex - self.rx * 0.18, self.hy - self.ry * 0.1,
                                                   self.rx * 0.36, self.ry * 0.45))
        r = pygame.Rect(0, 0, self.rx * 2, self.ry * 2)
        r.center = (int(self.hx), int(self.hy))
        if L.face == "square":
            pygame.draw.rect(self.s, skin, r, border_radius=int(self.rx * 0.8))
            pygame.draw.rect(self.s, INK, r, self.lw, border_radius=int(self.rx * 0.8))
        else:
            self.ell(skin, r)
        if L.pose == "profile":      # the nose and chin stand out of the silhouette
            self.poly(skin, [self.P(0.14, -0.04), self.P(0.215, 0.055), self.P(0.15, 0.07)])
        # the highlight: a light crescent on the lit cheek
        hl = pygame.Surface(self.s.get_size(), pygame.SRCALPHA)
        hr = pygame.Rect(0, 0, self.rx * 0.36, self.ry * 0.7)
        hr.center = (int(self.hx - self.rx * 0.45 * self.L.facing), int(self.hy - self.ry * 0.1))
        pygame.draw.ellipse(hl, (*tint(skin, 0.35), 40), hr)
        self.s.blit(hl, (0, 0))

    def features(self):
        L, u = self.L, self.u
        eye_y = -0.02
        eyes = [(-0.07, eye_y), (0.07, eye_y)]
        if L.pose == "three_quarter":
            eyes = [(-0.03, eye_y), (0.095, eye_y)]
        elif L.pose == "profile":
            eyes = [(0.1, eye_y)]
        fem = L.hair in FEMININE
        for (x, y) in eyes:
            ex, ey = self.P(x, y)
            pygame.draw.ellipse(self.s, INK, pygame.Rect(ex - u * 0.022, ey - u * 0.013,
                                                         u * 0.044, u * 0.026))
            if fem:   # lashes
                pygame.draw.line(self.s, INK, (ex - u * 0.028, ey - u * 0.01),
                                 (ex + u * 0.03, ey - u * 0.02), self.lw)
            bx0, by0 = self.P(x - 0.035, y - 0.05)
            bx1, by1 = self.P(x + 0.035, y - 0.058 if fem else y - 0.05)
            pygame.draw.line(self.s, shade(L.hair_colour, 0.8) if L.hair != "bald" else INK,
                             (bx0, by0), (bx1, by1), max(1, int(self.lw * (1.1 if fem else 1.8))))
        # nose: a shadow stroke on the far side
        nx = 0.02 if L.pose == "front" else 0.06
        if L.pose != "profile":
            pygame.draw.lines(self.s, shade(L.skin, 0.7), False,
                              [self.P(nx, 0.0), self.P(nx + 0.02, 0.06), self.P(nx - 0.005, 0.07)],
                              self.lw)
        # lips
        mx = {"front": 0.0, "three_quarter": 0.035, "profile": 0.11}[L.pose]
        lip = (176, 36, 52) if fem else shade(L.skin, 0.62)
        mw = 0.05 if L.pose != "profile" else 0.03
        a, b = self.P(mx - mw, 0.12), self.P(mx + mw, 0.12)
        mid_top, mid_bot = self.P(mx, 0.105 if fem else 0.115), self.P(mx, 0.14)
        if fem:
            pygame.draw.polygon(self.s, lip, [a, mid_top, b, mid_bot])
        else:
            pygame.draw.line(self.s, lip, a, b, max(1, self.lw))
        if L.hair in ("slick_part", "pompadour", "bald") and L.face == "square":
            cx, cy = self.P(mx - 0.015, 0.175)
            pygame.draw.arc(self.s, shade(L.skin, 0.75),   # a cleft chin
                            pygame.Rect(cx, cy, u * 0.03, u * 0.025),
                            0, math.pi, self.lw)



