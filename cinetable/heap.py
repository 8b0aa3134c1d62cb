"""Giving freed memory back to the system (the app after a table closes, the server after
a burst of connections): glibc's malloc keeps freed pages in its arenas until
`malloc_trim` returns them, so a process that once held much looks as if it still did.
No pygame: the client and the server both use it."""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

_libc = None


def _malloc_trim():
    """glibc's malloc_trim, or None (another C library, another system)."""
    global _libc
    if not sys.platform.startswith("linux"):
        return None
    if _libc is None:
        try:
            _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        except OSError:
            _libc = False
    return getattr(_libc, "malloc_trim", None) if _libc else None


def trim_heap() -> bool:
    """Return the allocator's free pages to the system; True when it could."""
    trim = _malloc_trim()
    if trim is None:
        return False
    try:
        trim(0)
    except (OSError, ValueError):
        return False
    return True
