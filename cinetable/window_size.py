"""A window size typed on a command line ("1920x1080"), for `cinetable`, `cinetable
gallery` and `cinetable bench`: the range the app's windows support."""
from __future__ import annotations

import argparse

SMALLEST, LARGEST = (960, 600), (7680, 4320)


def parse_window_size(text: str) -> tuple[int, int]:
    """(width, height) of "WIDTHxHEIGHT"; ValueError says what is wrong."""
    w, x, h = text.lower().partition("x")
    if not (x and w.isdigit() and h.isdigit() and SMALLEST[0] <= int(w) <= LARGEST[0]
            and SMALLEST[1] <= int(h) <= LARGEST[1]):
        raise ValueError(f"WIDTHxHEIGHT from {SMALLEST[0]}x{SMALLEST[1]} to "
                         f"{LARGEST[0]}x{LARGEST[1]}, not {text!r}")
    return int(w), int(h)


def window_size_arg(text: str) -> tuple[int, int]:
    """parse_window_size for argparse (its error becomes the usage message)."""
    try:
        return parse_window_size(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
