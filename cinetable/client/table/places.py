"""Where a table's shared parts go (the log, its expanded form, notices, banners), in
pixels for the window as it is now: read from the game's layout module when it names one
(`LAYOUT`), else made from the window. A mixin of BaseTableScene."""
from __future__ import annotations

import pygame

from cinetable.client import viewport


class TablePlaces:
    # a game's layout module (client/<game>/layout.py), read each time: its LOG,
    # LOG_EXPANDED (None: the log does not grow), NOTICES and CENTRE as they are now
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
        return self.LAYOUT.LOG_EXPANDED if self.LAYOUT is not None else None

    @property
    def NOTICE_AREA(self) -> pygame.Rect:       # noqa: N802
        if self.LAYOUT is not None:
            return self.LAYOUT.NOTICES
        top = viewport.px(50)
        return pygame.Rect(0, top, viewport.width(), viewport.height() - top)

    @property
    def BANNER_CENTRE(self) -> tuple[int, int]:   # noqa: N802
        if self.LAYOUT is not None:
            return tuple(self.LAYOUT.CENTRE)
        return viewport.width() // 2, viewport.height() // 2
