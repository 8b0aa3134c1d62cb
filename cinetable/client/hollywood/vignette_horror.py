"""Horror films' motifs: houses, masks, brides, wolves, stairs, coffins, graves, eyes, towers, creatures, asylums, clocks.
Methods of vignettes.Scene (its drawing helpers: self.poly, self.rect...)."""
from __future__ import annotations

import math

import pygame

from cinetable.client.hollywood.vignette_kit import CREAM, GOLD, INK, mix


class HorrorMotifs:
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
