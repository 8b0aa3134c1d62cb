"""What the film-card vignettes share: their supersampling, ink, cream and gold, and
mixing two colours."""
from __future__ import annotations

SS = 3
INK = (24, 20, 28)
CREAM = (244, 236, 214)
GOLD = (226, 186, 84)


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))
