"""Action films' motifs: roads, vaults, ships, trains, alleys, cars, skylines, convoys, storms.
Methods of vignettes.Scene (its drawing helpers: self.poly, self.rect...)."""
from __future__ import annotations

import math

from cinetable.client.hollywood.vignette_kit import CREAM, GOLD, INK, mix


class ActionMotifs:
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
