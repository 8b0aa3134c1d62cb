"""One copy of the app plays from a saves folder at a time.

Two copies on one folder would each rewrite the autosaves and the history the other
writes, silently losing moves and finished games. The first copy to start or resume a
game takes an OS lock on `<saves>/.cinetable.lock` (fcntl.flock on Linux and macOS,
msvcrt.locking on Windows) and keeps it until it exits; a second copy is refused and
can only look (Load game, Statistics). The OS drops the lock when a process dies, so a
crashed copy leaves no stale lock to clear; the file holds the owner's pid for the
message only.
"""
from __future__ import annotations

import os
from pathlib import Path

LOCK_NAME = ".cinetable.lock"
_held: dict[str, int] = {}          # folder -> fd of the lock this process holds


class FolderBusy(Exception):
    """Another process holds the folder; `pid` is its process id (0 if unknown)."""

    def __init__(self, folder: Path, pid: int):
        super().__init__(f"{folder} is in use by process {pid or '?'}")
        self.folder, self.pid = folder, pid


def _try_lock(fd: int) -> bool:
    if os.name == "nt":
        import msvcrt
        try:
            os.lseek(fd, 64, os.SEEK_SET)      # a byte past the pid, which stays readable
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    import fcntl
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def _holder(path: Path) -> int:
    try:
        text = path.read_text(encoding="ascii", errors="replace").strip()
    except OSError:
        return 0
    return int(text) if text.isdigit() and len(text) < 12 else 0


def acquire(folder: Path | str) -> None:
    """Hold the folder for this process (again is fine); FolderBusy if another holds it.
    A folder that cannot be created or written is left to the save code's own errors."""
    folder = Path(folder)
    key = os.path.abspath(folder)
    if key in _held:
        return
    path = folder / LOCK_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    except OSError:
        return
    if not _try_lock(fd):
        os.close(fd)
        raise FolderBusy(folder, _holder(path))
    try:
        os.lseek(fd, 0, os.SEEK_SET)        # fixed width: covers an older pid
        os.write(fd, f"{os.getpid():<11}\n".encode("ascii"))
    except OSError:
        pass
    _held[key] = fd                  # kept open (so locked) until the process exits


def release(folder: Path | str) -> None:
    """Let go of a folder this process holds (tests; the OS does it at exit)."""
    fd = _held.pop(os.path.abspath(Path(folder)), None)
    if fd is not None:
        os.close(fd)
