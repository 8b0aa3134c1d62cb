"""The title's picture: a cinema façade at night in flat Art Deco, framed by the velvet
curtain. A marquee with chasing bulbs holds the logo; searchlights sweep the sky behind
the building; a ticket booth, a poster case and a red carpet with brass posts and ropes
stand at the entrance, where the menu sits.

Painted once per window size (cached): the sky (stars, a skyline) with the front on it
(everything before the sky, bulbs unlit), and the front's own TILE-pixel tiles where
the sky shows through. A frame copies the still picture, blends the beams onto it, puts
the front back on the tiles the beams crossed, and adds the lit bulbs: a few polygons
and small blits, the rest copied (one window-sized surface kept, as before).
Lengths are in units of the 1280×800 design (viewport.py); `drop` moves the building
down in a taller window, as the menu does.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame
import pygame.gfxdraw

from cinetable.client import art, palette, portraits, viewport, widgets

SKY_TOP, SKY_LOW = (10, 12, 30), (46, 28, 62)
BUILDING, BUILDING_LIT = (66, 40, 66), (92, 58, 88)
SKYLINE = (22, 19, 36)
MARQUEE_RED = (112, 20, 34)
CARPET, CARPET_DARK = (156, 30, 42), (110, 18, 30)
LOBBY, GLASS = (74, 44, 38), (98, 62, 46)
BULB_OFF, BULB_ON = (110, 80, 44), (255, 238, 170)
BEAM = (255, 246, 214)
CHASE_HZ = 7.0                   # bulb steps per second
SWEEP_RAD_S = 0.32               # how fast the beams swing (radians of phase per second)

MARQUEE = (340, 96, 288)        # half-width, top and bottom (units) around the logo
TOWER_STEPS = ((210, 94), (160, 80), (100, 66))   # half-widths and tops of the tower
LINTEL = (350, 288, 326)         # the tagline's band
WING = 440                       # half-width of the building
DOOR = 200                       # half-width of the lit entrance
BULB_STEP, BULB_R = 24, 5
SPREAD, LAMP = 0.07, 16          # a beam's half-angle (radians) and its lamp's half-width
VALANCE = 40                     # the curtain's valance, scallops included
TILE = 64                        # pixels: the front is put back over the beams by tiles


class Scene:
    """One window size's painting: the cached layers and where the lights are."""

    def __init__(self, size: tuple[int, int], u: float, drop: int,
                 logo: pygame.Surface):
        self.size = size
        self.u = u
        self.drop = drop
        w, h = size
        self.cx = w // 2
        self.ground = h - self.p(widgets.STRIP + 58)
        self.bulbs = self._bulb_places()
        front = self._paint_front(logo)
        self.still = self._paint_sky()               # the sky with the front on it
        self.still.blit(front, (0, 0))
        self.tiles = self._front_tiles(front)        # the front is kept by tiles only
        self.lit = _lit_bulb(max(2, self.p(BULB_R)))
        self.beams = self._beam_origins()

    def p(self, n: float) -> int:
        return round(n * self.u)

    def y(self, n: float) -> int:
        """A height in the building's units, moved down with the menu."""
        return self.p(n + self.drop)

    # -- layers ------------------------------------------------------------------------
    def _paint_sky(self) -> pygame.Surface:
        w, h = self.size
        column = pygame.Surface((2, 64))            # the sky's shading, smoothed up
        for k in range(64):
            column.fill([round(a + (b - a) * k / 63) for a, b in zip(SKY_TOP, SKY_LOW,
                                                                      strict=True)],
                        (0, k, 2, 1))
        sky = pygame.transform.smoothscale(column, (w, h))
        rng = random.Random(29)
        for _ in range(w * h // 9000):             # stars, a few brighter
            x, y = rng.randrange(w), rng.randrange(int(self.ground * 0.8))
            v = rng.choice((90, 120, 160, 220))
            r = 1 if v < 200 else max(1, self.p(1.4))
            pygame.draw.circle(sky, (v, v, min(255, v + 20)), (x, y), r)
        x = 0
        while x < w:                                # the town behind the cinema
            bw = self.p(rng.randrange(60, 150))
            top = self.ground - self.p(rng.randrange(70, 250))
            pygame.draw.rect(sky, SKYLINE, (x, top, bw, self.ground - top))
            for wy in range(top + self.p(14), self.ground - self.p(10), self.p(22)):
                for wx in range(x + self.p(10), x + bw - self.p(12), self.p(20)):
                    if rng.random() < 0.22:
                        sky.fill((96, 78, 46), (wx, wy, self.p(6), self.p(9)))
            x += bw + self.p(rng.randrange(0, 24))
        return sky

    def _paint_front(self, logo: pygame.Surface) -> pygame.Surface:
        w, h = self.size
        front = pygame.Surface((w, h), pygame.SRCALPHA)
        self._street(front)
        self._building(front)
        self._marquee(front, logo)
        self._booth(front)
        self._poster(front)
        self._carpet(front)
        self._curtains(front)
        strip = self.p(widgets.STRIP)
        widgets.film_strip(front, 0, strip)
        widgets.film_strip(front, h - strip, strip)
        return front

    def _street(self, s: pygame.Surface) -> None:
        w, h = self.size
        s.fill((34, 28, 38), (0, self.ground, w, h - self.ground))
        s.fill((70, 60, 66), (0, self.ground, w, max(1, self.p(3))))

    def _building(self, s: pygame.Surface) -> None:
        cx, p, y, g = self.cx, self.p, self.y, self.ground
        # the stepped tower behind the marquee, as many steps as clear the valance
        steps = [(half, top) for half, top in TOWER_STEPS
                 if y(top) >= p(widgets.STRIP + VALANCE + 8)] or TOWER_STEPS[:1]
        for half, top in steps:
            pygame.draw.rect(s, BUILDING, (cx - p(half), y(top), 2 * p(half), g - y(top)))
            pygame.draw.line(s, art.GOLD_DARK, (cx - p(half), y(top)),
                             (cx + p(half) - 1, y(top)), max(1, p(2)))
        top = y(steps[-1][1])
        for k in range(-4, 5):                      # a fan of rays on the tower's crown
            a = math.pi / 2 + k * 0.2
            tip = (cx + math.cos(a) * p(90), top + p(38) - math.sin(a) * p(32))
            pygame.draw.line(s, art.GOLD_DARK, (cx, top + p(38)), tip, max(1, p(2)))
        wing_top, under = y(LINTEL[1] + 4), y(LINTEL[2])
        pygame.draw.rect(s, BUILDING, (cx - p(WING), wing_top, 2 * p(WING), g - wing_top))
        for i in range(-WING + 30, WING - 20, 60):  # pilasters, gold-capped
            if abs(i + 10) < DOOR + 20:
                continue
            r = pygame.Rect(cx + p(i), under + p(44), p(20), g - under - p(44))
            s.fill(BUILDING_LIT, r)
            s.fill(art.GOLD_DARK, (r.x - p(3), r.y - p(6), r.w + p(6), max(1, p(4))))
        for side in (-1, 1):                        # chevrons under the cornice
            for k in range(7):
                x0 = cx + side * p(DOOR + 28 + k * 32)
                pts = [(x0 - p(11), under + p(10)), (x0, under + p(21)),
                       (x0 + p(11), under + p(10))]
                pygame.draw.lines(s, art.GOLD, False, pts, max(1, p(2)))
        pygame.draw.line(s, art.GOLD, (cx - p(WING), wing_top), (cx + p(WING), wing_top),
                         max(1, p(2)))
        lobby = pygame.Rect(cx - p(DOOR), y(LINTEL[2]), 2 * p(DOOR), g - y(LINTEL[2]))
        s.fill(LOBBY, lobby)
        for k in range(4):                          # glass doors, lit from inside
            d = pygame.Rect(lobby.x + p(16 + k * 94), lobby.y + p(40), p(74),
                            lobby.h - p(40))
            s.fill(GLASS, d)
            pygame.draw.rect(s, LOBBY, d, max(1, p(3)))
        pygame.draw.rect(s, art.GOLD, lobby, max(1, p(3)))
        band = pygame.Rect(cx - p(LINTEL[0]), y(LINTEL[1]), 2 * p(LINTEL[0]),
                           y(LINTEL[2]) - y(LINTEL[1]))
        s.fill(palette.INK, band)
        for yy in (band.top + p(4), band.bottom - p(5)):
            pygame.draw.line(s, art.GOLD, (band.left, yy), (band.right - 1, yy), 1)

    def _marquee(self, s: pygame.Surface, logo: pygame.Surface) -> None:
        cx, p, y = self.cx, self.p, self.y
        half, top, bottom = MARQUEE
        outer = pygame.Rect(cx - p(half), y(top), 2 * p(half), y(bottom) - y(top))
        _stepped(s, outer, art.GOLD_DARK, p(16))
        _stepped(s, outer.inflate(-p(6), -p(6)), art.GOLD, p(14))
        inner = outer.inflate(-p(44), -p(44))
        _stepped(s, inner, MARQUEE_RED, p(8))
        pygame.draw.rect(s, art.GOLD, inner.inflate(-p(10), -p(10)), 1)
        for c in self.bulbs:                        # unlit bulbs; the chase lights them
            pygame.draw.circle(s, BULB_OFF, c, max(2, p(BULB_R)))
            pygame.draw.circle(s, art.GOLD_DARK, c, max(2, p(BULB_R)), 1)
        s.blit(logo, logo.get_rect(center=(cx, y((top + bottom) / 2 + 2))))

    def _bulb_places(self) -> list[tuple[int, int]]:
        """Bulbs around the marquee's frame, clockwise from the top left."""
        half, top, bottom = MARQUEE
        x0, x1, y0, y1 = -half + 11, half - 11, top + 11, bottom - 11
        path = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)]
        out = []
        for (ax, ay), (bx, by) in zip(path, path[1:], strict=False):
            n = max(1, round(math.hypot(bx - ax, by - ay) / BULB_STEP))
            for i in range(n):
                k = i / n
                out.append((self.cx + self.p(ax + (bx - ax) * k), self.y(ay + (by - ay) * k)))
        return out

    def _booth(self, s: pygame.Surface) -> None:
        """The ticket booth left of the doors: a round-topped glass kiosk."""
        p, g = self.p, self.ground
        r = pygame.Rect(self.cx - p(DOOR + 170), g - p(250), p(130), p(250))
        pygame.draw.rect(s, CARPET_DARK, r, border_top_left_radius=p(65),
                         border_top_right_radius=p(65))
        glass = pygame.Rect(r.x + p(14), r.y + p(40), r.w - p(28), p(110))
        pygame.draw.rect(s, GLASS, glass, border_top_left_radius=p(50),
                         border_top_right_radius=p(50))
        seller = portraits.portrait("the ticket seller", glass.w, glass.h, top=0.08)
        seller = seller.convert_alpha() if seller.get_alpha() is None else seller.copy()
        arch = pygame.Surface(glass.size, pygame.SRCALPHA)   # the window's round top
        pygame.draw.rect(arch, (255, 255, 255, 255), arch.get_rect(),
                         border_top_left_radius=p(50), border_top_right_radius=p(50))
        seller.blit(arch, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        s.blit(seller, glass)
        s.fill(LOBBY, (glass.x, glass.bottom - p(20), glass.w, p(20)))   # the counter
        s.fill(art.GOLD, (r.x, glass.bottom, r.w, max(1, p(6))))
        ticket = pygame.Rect(0, 0, p(54), p(30))
        ticket.center = (r.centerx, glass.bottom + p(50))
        pygame.draw.rect(s, art.GOLD, ticket, border_radius=p(4))
        for x in (ticket.left, ticket.right):       # a ticket's notched ends
            pygame.draw.circle(s, CARPET_DARK, (x, ticket.centery), p(6))
        pygame.draw.rect(s, art.GOLD, r, max(1, p(3)), border_top_left_radius=p(65),
                         border_top_right_radius=p(65))

    def _poster(self, s: pygame.Surface) -> None:
        """The poster case right of the doors: a premiere, a star and the statuette."""
        p, g = self.p, self.ground
        r = pygame.Rect(self.cx + p(DOOR + 40), g - p(262), p(130), p(200))
        _stepped(s, r, art.GOLD, p(10))
        inner = r.inflate(-p(14), -p(14))
        _stepped(s, inner, (38, 70, 96), p(7))
        s.set_clip(inner)
        for k in range(-3, 4):                      # sunburst
            a = -math.pi / 2 + k * 0.28
            pygame.draw.polygon(s, (58, 98, 126), [
                (inner.centerx, inner.bottom - p(40)),
                (inner.centerx + math.cos(a - 0.08) * p(150),
                 inner.bottom - p(40) + math.sin(a - 0.08) * p(150)),
                (inner.centerx + math.cos(a + 0.08) * p(150),
                 inner.bottom - p(40) + math.sin(a + 0.08) * p(150))])
        s.set_clip(None)
        _stepped(s, r, art.GOLD, p(10), width=max(1, p(7)))
        art.draw_star(s, (inner.centerx, inner.y + p(34)), p(18), art.GOLD)
        art.draw_statuette(s, pygame.Rect(inner.centerx - p(22), inner.y + p(64), p(44), p(96)))

    def _carpet(self, s: pygame.Surface) -> None:
        w, h = self.size
        cx, p, g = self.cx, self.p, self.ground
        bottom = h - p(widgets.STRIP)
        far, near = p(DOOR - 30), p(DOOR + 70)
        pygame.draw.polygon(s, CARPET, [(cx - far, g), (cx + far, g), (cx + near, bottom),
                                        (cx - near, bottom)])
        for side in (-1, 1):
            pygame.draw.line(s, art.GOLD, (cx + side * far, g), (cx + side * near, bottom),
                             max(1, p(3)))
            posts = [(cx + side * (far + p(22)), g + p(6)),
                     (cx + side * (near + p(30)), bottom - p(2))]
            for (ax, ay), (bx, by) in zip(posts, posts[1:], strict=False):
                sag = p(14)                             # the rope hangs between the posts
                pts = [(ax + (bx - ax) * k / 12,
                        ay - p(34) + (by - ay) * k / 12 + sag * math.sin(math.pi * k / 12))
                       for k in range(13)]
                pygame.draw.lines(s, CARPET_DARK, False, pts, max(2, p(6)))
            for x, yb in posts:
                pygame.draw.rect(s, art.GOLD_DARK, (x - p(10), yb - p(6), p(20), p(6)))
                s.fill(art.GOLD, (x - p(3), yb - p(40), p(6), p(36)))
                pygame.draw.circle(s, art.GOLD, (x, yb - p(40)), p(6))

    def _curtains(self, s: pygame.Surface) -> None:
        """Velvet drapes tied back at both edges and a scalloped valance on top."""
        w, h = self.size
        p = self.p
        cw = max(p(90), min(p(220), (w - p(2 * WING)) // 2 - p(40)))
        top, bottom = p(widgets.STRIP), h - p(widgets.STRIP)
        tie = top + int((bottom - top) * 0.6)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        for side in (-1, 1):
            edge = 0 if side < 0 else w
            pts: list[tuple[float, float]] = [(edge, top)]
            for k in range(21):                     # the drape's inner edge, tied back
                t = k / 20
                yy = top + (bottom - top) * t
                width = cw * (1 - 0.55 * math.sin(math.pi * min(1.0, t / 0.6) / 2)) \
                    if t <= 0.6 else cw * (0.45 + 0.4 * (t - 0.6) / 0.4)
                pts.append((edge - side * width, yy))
            pts.append((edge, bottom))
            pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
        valance, scallop = p(14), p(VALANCE - 14)
        mask.fill((255, 255, 255, 255), (0, top, w, valance))
        for x in range(0, w + 2 * scallop, 2 * scallop):     # scallops
            pygame.draw.circle(mask, (255, 255, 255, 255), (x + scallop, top + valance), scallop,
                               draw_top_left=False, draw_top_right=False,
                               draw_bottom_left=True, draw_bottom_right=True)
        drape = widgets.velvet((w, h)).convert_alpha()
        drape.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        s.blit(drape, (0, 0))
        for side in (-1, 1):                        # gold tie-backs
            tx = (cw * 0.45) if side < 0 else w - cw * 0.45
            pygame.draw.ellipse(s, art.GOLD, (tx - p(14), tie - p(7), p(28), p(14)))
        for x in range(0, w + 2 * scallop, 2 * scallop):     # a gold fringe under them
            pygame.draw.arc(s, art.GOLD_DARK, (x, top + valance - scallop, 2 * scallop,
                                               2 * scallop),
                            math.pi, 2 * math.pi, max(1, p(2)))

    # -- the moving lights ---------------------------------------------------------------
    def _beam_origins(self) -> list[tuple[int, int, float]]:
        """(x, y, phase) of each searchlight: two behind the building, two more from
        the street in a wide window (each lamp hidden by what stands before it)."""
        w = self.size[0]
        base = self.y(LINTEL[1] + 24)                  # lamps hidden behind the roof
        out = [(self.cx - self.p(WING - 70), base, 0.0), (self.cx + self.p(WING - 70), base, 2.1)]
        if w > self.p(1700):
            out += [(self.cx - int(w * 0.34), self.ground + self.p(6), 4.0),
                    (self.cx + int(w * 0.34), self.ground + self.p(6), 1.2)]
        return out

    def _front_tiles(self, front: pygame.Surface
                     ) -> dict[tuple[int, int], tuple[pygame.Rect, pygame.Surface | None]]:
        """The front's TILE-pixel squares that hide something: (rect, the tile's own
        copy where the sky shows through it, None where it is opaque: the still
        picture has it)."""
        out = {}
        w, h = self.size
        for j in range(0, h, TILE):
            for i in range(0, w, TILE):
                r = pygame.Rect(i, j, min(TILE, w - i), min(TILE, h - j))
                alpha = pygame.transform.average_color(front, r, consider_alpha=False)[3]
                if alpha > 0:
                    own = None if alpha >= 255 else front.subsurface(r).copy()
                    out[(i // TILE, j // TILE)] = (r, own)
        return out

    def tiles_lit(self, t: float) -> set[tuple[int, int]]:
        """The front's tiles a beam crosses at time t (the wide cone, a tile's margin)."""
        out: set[tuple[int, int]] = set()
        w, h = self.size
        margin = TILE * 0.71 + 2
        for x, y, a in self._beam_axes(t):
            dx, dy = math.cos(a), math.sin(a)
            reach = [(x, y)] + [(x + math.cos(a + d) * w * 2, y + math.sin(a + d) * w * 2)
                                for d in (-SPREAD, SPREAD)]
            box = _bounds(reach).inflate(2 * self.p(LAMP), 2 * self.p(LAMP))
            box = box.clip(pygame.Rect(0, 0, w, h))
            for j in range(box.top // TILE, (box.bottom - 1) // TILE + 1):
                for i in range(box.left // TILE, (box.right - 1) // TILE + 1):
                    if (i, j) not in self.tiles:
                        continue
                    px, py = (i + 0.5) * TILE - x, (j + 0.5) * TILE - y
                    along = px * dx + py * dy
                    across = abs(px * dy - py * dx)
                    if along > -margin and across < (self.p(LAMP) + max(0.0, along)
                                                     * math.tan(SPREAD) + margin):
                        out.add((i, j))
        return out

    def _beam_axes(self, t: float) -> list[tuple[int, int, float]]:
        out = []
        for i, (x, y, phase) in enumerate(self.beams):
            lean = (-0.42 if i % 2 == 0 else 0.42)
            out.append((x, y, -math.pi / 2 + lean + 0.32 * math.sin(t * SWEEP_RAD_S + phase)))
        return out

    def beam_polygons(self, t: float) -> list[tuple[list[tuple[float, float]], int]]:
        """Each beam at time t as (polygon, alpha): a wide faint cone and a narrow core."""
        length = self.size[1] * 1.5
        out = []
        for x, y, a in self._beam_axes(t):
            for spread, lamp, alpha in ((SPREAD, LAMP, 34), (SPREAD * 0.4, LAMP // 2, 48)):
                nx, ny = -math.sin(a) * self.p(lamp), math.cos(a) * self.p(lamp)
                pts = [(x - nx, y - ny), (x + nx, y + ny)]      # the lamp's width
                for da in (spread, -spread):
                    pts.append((x + math.cos(a + da) * length, y + math.sin(a + da) * length))
                out.append((pts, alpha))
        return out

    def draw(self, surface: pygame.Surface, t: float, still: bool,
             lights: float = 1.0) -> None:
        """The frame at time t (seconds). `lights` (0–1) come up after the first frame:
        the bulbs switch on around the frame, the beams brighten, then the chase
        starts. `still`: every bulb lit, the beams at rest."""
        lights = 1.0 if still else lights
        surface.blit(self.still, (0, 0))
        when = 0.0 if still else t
        for pts, alpha in self.beam_polygons(when):
            pygame.gfxdraw.filled_polygon(surface, [(round(x), round(y)) for x, y in pts],
                                          (*BEAM, round(alpha * lights)))
        # the building and drapes back over the beams, only on the tiles they crossed
        for key in self.tiles_lit(when):
            rect, own = self.tiles[key]
            if own is None:
                surface.blit(self.still, rect.topleft, area=rect)
            else:
                surface.blit(own, rect.topleft)
        half = self.lit.get_width() // 2
        step = int(t * CHASE_HZ) % 3
        on = lights * len(self.bulbs)
        for i, (x, y) in enumerate(self.bulbs):
            if i < on if lights < 1 else (still or (i + 3 - step) % 3 == 0):
                surface.blit(self.lit, (x - half, y - half))


def _bounds(pts) -> pygame.Rect:
    xs, ys = [q[0] for q in pts], [q[1] for q in pts]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1,
                       int(max(ys) - min(ys)) + 1)


def _stepped(s: pygame.Surface, r: pygame.Rect, colour, step: int, width: int = 0) -> None:
    """An Art Deco panel: a rectangle whose corners are cut in two steps."""
    k = max(1, step // 2)
    pts = [(r.left + step, r.top), (r.right - step, r.top), (r.right - step, r.top + k),
           (r.right - k, r.top + k), (r.right - k, r.top + step), (r.right, r.top + step),
           (r.right, r.bottom - step), (r.right - k, r.bottom - step),
           (r.right - k, r.bottom - k), (r.right - step, r.bottom - k),
           (r.right - step, r.bottom), (r.left + step, r.bottom),
           (r.left + step, r.bottom - k), (r.left + k, r.bottom - k),
           (r.left + k, r.bottom - step), (r.left, r.bottom - step), (r.left, r.top + step),
           (r.left + k, r.top + step), (r.left + k, r.top + k), (r.left + step, r.top + k)]
    pygame.draw.polygon(s, colour, pts, width)


@lru_cache(maxsize=2)
def _lit_bulb(r: int) -> pygame.Surface:
    """A lit bulb with its glow, drawn at SS× and smoothed down."""
    size = r * 6
    big = pygame.Surface((size * art.SS, size * art.SS), pygame.SRCALPHA)
    c = size * art.SS // 2
    for k in range(12):                             # the glow, fading outwards
        rr = c * (1 - k / 12)
        pygame.draw.circle(big, (*BULB_ON, int(10 + 60 * (k / 12) ** 2)), (c, c), rr)
    pygame.draw.circle(big, BULB_ON, (c, c), r * art.SS)
    pygame.draw.circle(big, (255, 255, 240), (c - r * art.SS // 3, c - r * art.SS // 3),
                       max(1, r * art.SS // 3))
    return pygame.transform.smoothscale(big, (size, size))


def stand_in(surface: pygame.Surface) -> None:
    """The first frame's picture, quick to draw: the night sky between the film strips."""
    w, h = surface.get_size()
    surface.fill(SKY_TOP)
    strip = viewport.px(widgets.STRIP)
    widgets.film_strip(surface, 0, strip)
    widgets.film_strip(surface, h - strip, strip)


@lru_cache(maxsize=1)
def painted(size: tuple[int, int], u: float, drop: int, logo_font: pygame.font.Font) -> Scene:
    """The scene for this window size (one kept: the window has one size at a time)."""
    logo = widgets.gradient_text(logo_font, "cinetable", (255, 236, 170), (176, 132, 58))
    logo = widgets.shadowed(logo, offset=viewport.pt(4, 6), alpha=170)
    return Scene(size, u, drop, logo)
