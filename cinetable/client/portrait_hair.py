"""Hair (behind and in front of the face) and the accessory of a portrait's bust: methods
of portraits.Painter, which draws with them (self.poly, self.ell, self.circ, self.u...)."""
from __future__ import annotations

import math

import pygame

from cinetable.client.portrait_kit import GOLD, INK, shade, tint


class HairAndHats:
    def hair_back(self):
        L, c = self.L, self.L.hair_colour
        rx, ry = self.rx, self.ry
        if L.hair == "long_waves":
            pts = []
            for i in range(13):
                t = i / 12
                x = -rx * 1.35 + t * rx * 2.7
                wave = math.sin(t * math.pi * 4) * self.u * 0.02
                pts.append((self.hx + x + wave, self.hy + ry * 1.55 + abs(wave)))
            top = [(self.hx + rx * 1.35, self.hy - ry * 0.2), (self.hx + rx, self.hy - ry * 1.1),
                   (self.hx - rx, self.hy - ry * 1.1), (self.hx - rx * 1.35, self.hy - ry * 0.2)]
            self.poly(c, pts + top)
        elif L.hair == "updo":
            self.circ(c, (self.hx - self.turn * self.u * 1.2, self.hy - ry * 1.25), rx * 0.62)
        elif L.hair == "curls":
            for i in range(9):
                a = math.pi * (0.95 + i * 1.1 / 8)
                self.circ(c, (self.hx + math.cos(a) * rx * 1.08,
                              self.hy + math.sin(a) * ry * 1.0 + ry * 0.05), rx * 0.36)
        elif L.hair == "bob":
            r = pygame.Rect(0, 0, rx * 2.5, ry * 2.3)
            r.center = (int(self.hx), int(self.hy - ry * 0.05))
            self.ell(c, r)

    def hair_front(self):
        L, c = self.L, self.L.hair_colour
        rx, ry, hx, hy, u = self.rx, self.ry, self.hx, self.hy, self.u
        hi = tint(c, 0.35)
        if L.hair == "bald" or L.accessory in ("fedora", "cloche"):
            if L.hair == "bald" and L.accessory not in ("fedora", "cloche"):
                pygame.draw.arc(self.s, tint(L.skin, 0.6),
                                pygame.Rect(hx - rx * 0.6, hy - ry * 0.95, rx * 0.8, ry * 0.6),
                                math.pi * 0.5, math.pi * 0.95, max(1, self.lw * 2))
            return
        cap = pygame.Rect(0, 0, rx * 2.15, ry * 1.45)
        cap.midtop = (int(hx), int(hy - ry * 1.1))
        if L.hair == "pompadour":
            pts = [(hx - rx * 1.05, hy - ry * 0.2), (hx - rx * 1.0, hy - ry * 1.05),
                   (hx - rx * 0.3, hy - ry * 1.5), (hx + rx * 0.7, hy - ry * 1.35),
                   (hx + rx * 1.05, hy - ry * 0.9), (hx + rx * 1.05, hy - ry * 0.2),
                   (hx + rx * 0.8, hy - ry * 0.6), (hx - rx * 0.6, hy - ry * 0.7)]
            self.poly(c, pts)
            pygame.draw.arc(self.s, hi, pygame.Rect(hx - rx * 0.6, hy - ry * 1.4, rx * 1.2,
                                                    ry * 0.6), 0.3, 2.6, max(1, self.lw * 2))
        elif L.hair == "slick_part":
            part = hx - rx * 0.35 * L.facing
            pts = [(hx - rx * 1.04, hy - ry * 0.25), (hx - rx * 0.95, hy - ry * 0.95),
                   (part, hy - ry * 1.12), (hx + rx * 0.9, hy - ry * 0.98),
                   (hx + rx * 1.04, hy - ry * 0.25), (hx + rx * 0.85, hy - ry * 0.55),
                   (part, hy - ry * 0.78), (hx - rx * 0.85, hy - ry * 0.55)]
            self.poly(c, pts)
            pygame.draw.line(self.s, hi, (part, hy - ry * 1.08), (hx + rx * 0.8 * L.facing,
                                                                  hy - ry * 0.85), self.lw)
        elif L.hair == "finger_waves":
            self.s.set_clip(pygame.Rect(0, 0, self.W, int(hy - ry * 0.45)))
            pygame.draw.ellipse(self.s, c, cap.inflate(rx * 0.2, 0))
            pygame.draw.ellipse(self.s, INK, cap.inflate(rx * 0.2, 0), self.lw)
            self.s.set_clip(None)
            for k in range(3):   # the waves: S-curves across the crown
                y = hy - ry * (1.0 - k * 0.22)
                pts = [(hx - rx * 0.95 + i * rx * 0.19,
                        y + math.sin(i * 1.2 + k) * u * 0.015) for i in range(11)]
                pygame.draw.lines(self.s, hi, False, pts, self.lw)
            # a kiss curl on the forehead
            pygame.draw.arc(self.s, c, pygame.Rect(hx - rx * 0.5 * L.facing - u * 0.03,
                                                   hy - ry * 0.62, u * 0.06, u * 0.06),
                            0, math.pi * 1.6, max(1, self.lw * 2))
        elif L.hair == "curls":
            for i in range(6):
                a = math.pi * (1.08 + i * 0.84 / 5)
                self.circ(c, (hx + math.cos(a) * rx * 0.8, hy + math.sin(a) * ry * 0.88),
                          rx * 0.32)
            self.circ(hi, (hx - rx * 0.3, hy - ry * 0.95), rx * 0.08, outline=False)
        else:   # bob, updo, long_waves: a smooth cap with a side part and a sweep
            # the cap stops at the hairline: the forehead and eyes stay clear
            self.s.set_clip(pygame.Rect(0, 0, self.W, int(hy - ry * 0.5)))
            pygame.draw.ellipse(self.s, c, cap)
            pygame.draw.ellipse(self.s, INK, cap, self.lw)
            self.s.set_clip(None)
            for side in (-1, 1):     # locks down the temples, outside the face
                lock = pygame.Rect(0, 0, rx * 0.42, ry * 0.9)
                lock.midtop = (int(hx + side * rx * 0.86), int(hy - ry * 0.75))
                pygame.draw.ellipse(self.s, c, lock)
            sweep = [(hx + rx * 0.25 * L.facing, hy - ry * 1.05),
                     (hx - rx * 0.95 * L.facing, hy - ry * 0.35),
                     (hx - rx * 0.9 * L.facing, hy - ry * 0.85)]
            self.poly(c, sweep, outline=False)
            pygame.draw.arc(self.s, hi, cap.inflate(-rx * 0.5, -ry * 0.3), 0.6, 2.2,
                            max(1, self.lw * 2))
            if L.hair == "bob":   # a blunt fringe
                fr = pygame.Rect(hx - rx * 0.85, hy - ry * 0.82, rx * 1.7, ry * 0.3)
                pygame.draw.rect(self.s, c, fr, border_radius=int(rx * 0.15))
                pygame.draw.line(self.s, INK, fr.bottomleft, fr.bottomright, self.lw)

    def accessory(self):
        L, u, rx, ry, hx, hy = self.L, self.u, self.rx, self.ry, self.hx, self.hy
        a = L.accessory
        if a == "fedora":
            band_y = hy - ry * 0.62
            hat = shade(L.cloth, 0.9) if L.cloth not in ((240, 234, 220),) else (90, 80, 70)
            brim = pygame.Rect(0, 0, rx * 3.0, ry * 0.42)
            brim.center = (int(hx + rx * 0.1 * L.facing), int(band_y))
            self.ell(hat, brim)
            crown = [(hx - rx * 0.95, band_y), (hx - rx * 0.85, hy - ry * 1.45),
                     (hx, hy - ry * 1.32), (hx + rx * 0.85, hy - ry * 1.45),
                     (hx + rx * 0.95, band_y)]
            self.poly(hat, crown)
            pygame.draw.rect(self.s, (150, 30, 44) if hat != (150, 30, 44) else INK,
                             pygame.Rect(hx - rx * 0.93, band_y - ry * 0.2, rx * 1.86, ry * 0.18))
        elif a == "cloche":
            hat = L.cloth if L.cloth != L.background else (150, 30, 44)
            r = pygame.Rect(0, 0, rx * 2.35, ry * 1.6)
            r.midtop = (int(hx), int(hy - ry * 1.2))
            brim = pygame.Rect(hx - rx * 1.2, hy - ry * 0.55, rx * 2.4, ry * 0.22)
            self.s.set_clip(pygame.Rect(0, 0, self.W, brim.bottom))   # the eyes stay clear
            pygame.draw.ellipse(self.s, hat, r)
            pygame.draw.ellipse(self.s, INK, r, self.lw)
            self.s.set_clip(None)
            pygame.draw.rect(self.s, hat, brim, border_radius=int(ry * 0.1))
            pygame.draw.rect(self.s, INK, brim, self.lw, border_radius=int(ry * 0.1))
            self.circ(GOLD, (hx + rx * 0.6 * L.facing, hy - ry * 0.75), rx * 0.14)
        elif a == "pearls":
            y0 = self.H - u * 0.2
            for i in range(9):
                t = i / 8
                x = self.cx - u * 0.13 + t * u * 0.26
                y = y0 + math.sin(t * math.pi) * u * 0.06
                self.circ((248, 244, 236), (x, y), u * 0.011)
        elif a == "glasses":
            for x in ((-0.07, 0.07) if L.pose == "front" else
                      (-0.03, 0.095) if L.pose == "three_quarter" else (0.1,)):
                ex, ey = self.P(x, -0.02)
                pygame.draw.circle(self.s, INK, (ex, ey), u * 0.042, max(1, self.lw))
            if L.pose != "profile":
                pygame.draw.line(self.s, INK, self.P(-0.03 if L.pose == "front" else 0.012, -0.02),
                                 self.P(0.03 if L.pose == "front" else 0.053, -0.02), self.lw)
        elif a == "bow_tie":
            y = self.H - u * 0.2
            cx = self.cx
            self.poly(INK, [(cx, y), (cx - u * 0.07, y - u * 0.035), (cx - u * 0.07, y + u * 0.035)],
                      outline=False)
            self.poly(INK, [(cx, y), (cx + u * 0.07, y - u * 0.035), (cx + u * 0.07, y + u * 0.035)],
                      outline=False)
            self.circ(INK, (cx, y), u * 0.018, outline=False)
        elif a == "earrings":
            for side in ((-1, 1) if L.pose == "front" else (-1,)):
                ex = hx + side * rx * 0.98 * L.facing - self.turn * u * 0.6
                if L.pose == "profile":
                    ex = hx - rx * 0.35 * L.facing
                self.circ(GOLD, (ex, hy + ry * 0.42), u * 0.022)
        elif a == "cigarette_holder":
            mx, my = self.P({"front": 0.03, "three_quarter": 0.06, "profile": 0.12}[L.pose], 0.125)
            ex, ey = self.P(0.42, 0.05)
            pygame.draw.line(self.s, INK, (mx, my), (ex, ey), max(1, self.lw * 2))
            pygame.draw.line(self.s, (244, 240, 230), self.P(0.36, 0.066), (ex, ey),
                             max(1, self.lw * 2))
            pygame.draw.circle(self.s, (240, 120, 60), (ex, ey), max(1, self.lw * 1.2))
            smoke = [self.P(0.42 + 0.02 * math.sin(i), 0.04 - i * 0.05) for i in range(5)]
            pygame.draw.lines(self.s, tint(L.background, 0.6), False, smoke, self.lw)
