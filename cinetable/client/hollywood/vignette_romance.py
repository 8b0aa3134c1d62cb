"""Romance films' and the blockbusters' motifs: letters, seas, couples, roses, Paris, lockets, cafés, palms, premieres, hearts, umbrellas; chariots, tablets, mansions, obelisks, balloons.
Methods of vignettes.Scene (its drawing helpers: self.poly, self.rect...)."""
from __future__ import annotations

import math

import pygame

from cinetable.client.hollywood.vignette_kit import CREAM, GOLD, INK, mix


class RomanceMotifs:
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
