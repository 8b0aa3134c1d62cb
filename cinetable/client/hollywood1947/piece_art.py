"""Hollywood 1947's small pieces drawn smooth: the die's two faces (a gold star on a
sunburst, or blank with the studio's ivory pip) and the trophy coin with its statuette.
Drawn at SS times the size and scaled down; the painter caches them."""
from __future__ import annotations

import pygame

from cinetable.client.art import GOLD, GOLD_DARK, draw_statuette, star_points
from cinetable.client.hollywood1947 import deco as D

SS = 4
IVORY = (246, 242, 232)


def die_face(size: int, star: bool) -> pygame.Surface:
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    S = size * SS
    rad = S // 5
    pygame.draw.rect(big, IVORY, big.get_rect(), border_radius=rad)
    if star:
        rays = pygame.Surface((S, S), pygame.SRCALPHA)
        D.rays(rays, (S / 2, S / 2), S, (236, 214, 160), 16, 0.5)
        mask = pygame.Surface((S, S), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
        rays.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(rays, (0, 0))
        pts = star_points(S / 2, S / 2 + SS, S * 0.38)
        pygame.draw.polygon(big, GOLD, pts)
        pygame.draw.polygon(big, (120, 84, 24), pts, max(SS, S // 28))
    else:
        pygame.draw.circle(big, (90, 84, 80), (S / 2, S / 2), max(2 * SS, S // 9))
    pygame.draw.rect(big, (60, 50, 40), big.get_rect(), max(2 * SS, S // 10), border_radius=rad)
    return pygame.transform.smoothscale(big, (size, size))


def trophy(r: int) -> pygame.Surface:
    R = r * SS
    big = pygame.Surface((2 * R, 2 * R), pygame.SRCALPHA)
    pygame.draw.circle(big, GOLD, (R, R), R)
    pygame.draw.circle(big, (140, 100, 30), (R, R), R, max(2 * SS, R // 6))
    pygame.draw.circle(big, (238, 206, 120), (R, R), R * 0.72, max(SS, R // 16))
    draw_statuette(big, pygame.Rect(R * 0.62, R * 0.38, R * 0.76, R * 1.3), (120, 84, 20),
                   GOLD_DARK)
    return pygame.transform.smoothscale(big, (2 * r, 2 * r))
