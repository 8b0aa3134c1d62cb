"""Where a table's shared parts go (the log, its expanded form, notices, banners), in
pixels for the window as it is now: read from the game's layout module when it names one
(`LAYOUT`), else made from the window. A mixin of BaseTableScene."""
from __future__ import annotations

import pygame

from cinetable.client import viewport


class TablePlaces:
    # a game's layout module (client/<game>/layout.py), read each time: its LOG,
    # LOG_EXPANDED, NOTICES and CENTRE (else BOARD's centre) as they are now
    LAYOUT = None

    # the table's layout, in pixels: the game's, else one made from the window
    @property
    def LOG_RECT(self) -> pygame.Rect:          # noqa: N802 (the games' names)
        if self.LAYOUT is not None:
            return self.LAYOUT.LOG
        dw, dh = viewport.design()
        return viewport.rect(12, dh - 150, min(556 * dw / 1280, 900), 138)

    @property
    def LOG_EXPANDED(self) -> pygame.Rect | None:     # noqa: N802
        return getattr(self.LAYOUT, "LOG_EXPANDED", None)

    @property
    def NOTICE_AREA(self) -> pygame.Rect:       # noqa: N802
        if self.LAYOUT is not None:
            return self.LAYOUT.NOTICES
        top = viewport.px(50)
        return pygame.Rect(0, top, viewport.width(), viewport.height() - top)

    @property
    def BANNER_CENTRE(self) -> tuple[int, int]:   # noqa: N802
        layout = self.LAYOUT
        if layout is not None:
            centre = getattr(layout, "CENTRE", None)
            return tuple(centre) if centre is not None else layout.BOARD.center
        return viewport.width() // 2, viewport.height() // 2
