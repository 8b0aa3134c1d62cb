"""`cinetable gallery [--game ID] [--out DIR]`: every card face, in a window or as PNGs."""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from cinetable.window_size import window_size_arg


def main(argv: list[str]) -> int:
    from cinetable.engine.registry import GAME_IDS
    parser = argparse.ArgumentParser(prog="cinetable gallery",
                                     description="Show every card face of every game.")
    parser.add_argument("--game", default=None, choices=GAME_IDS, help="only this game")
    parser.add_argument("--out", default=None, metavar="DIR",
                        help="write one PNG per game into DIR instead of opening a window")
    parser.add_argument("--window-size", default=None, metavar="WxH", type=window_size_arg)
    args = parser.parse_args(argv)
    if args.out is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")   # no window for files
        import pygame

        from cinetable.client import gallery, services
        pygame.init()
        pygame.display.set_mode((1, 1))
        t = services.translator(services.load_settings())
        for path in gallery.write_pngs(Path(args.out), services.Fonts(), t,
                                       [args.game] if args.game else None):
            print(path)
        pygame.quit()
        return 0
    from cinetable.client.app import App
    app = App(windowed=True, size=args.window_size)
    app.run(app.scene("gallery", args.game))
    return 0
