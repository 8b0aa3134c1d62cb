"""The portraits' ink and gold, and the shading of a colour (client/portraits.py)."""
from __future__ import annotations

INK = (30, 24, 30)
GOLD = (226, 186, 84)


def shade(c, k):
    return tuple(max(0, min(255, int(v * k))) for v in c[:3])


def tint(c, k):
    return tuple(int(v + (255 - v) * k) for v in c[:3])
