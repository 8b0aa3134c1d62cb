"""One copy of the app plays from a saves folder at a time.

Two copies on one folder would each rewrite the autosaves and the history the other
writes, silently losing moves and finished games. The first copy to start or resume a
game takes an OS lock on `<saves>/.cinetable.lock` (fcntl.flock on Linux and macOS,
msvcrt.locking on Windows) and keeps it until it exits; a second copy is refused and
can only look (Load game, Statistics). The OS drops the lock when a process dies, so a
crashed copy leaves no stale lock to clear; the file holds the owner's pid for the
message only.

`exclusive(lock_file)` is the short lock of one read-modify-write (an autosave, a review
stored into a save, an entry added to the history): any process may take it, even one
refused the folder, and every writer of those files does, so a write never replaces
what another process or thread wrote meanwhile.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

LOCK_NAME = ".cinetable.lock"
WRITE_LOCK_NAME = ".cinetable-write.lock"     # the saves folder's read-modify-write lock
WAIT_S = 10.0                # a writer that holds it longer is stuck: give up, say so
_held: dict[str, int] = {}          # folder -> fd of the lock this process holds


class FolderBusy(Exception):
    """Another process holds the folder; `pid` is its process id (0 if unknown)."""

    def __init__(self, folder: Path, pid: int):
        super().__init__(f"{folder} is in use by process {pid or '?'}")
        self.folder, self.pid = folder, pid


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":
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


def _unlock(fd: int) -> None:
    try:
        if sys.platform == "win32":
            import msvcrt
            os.lseek(fd, 64, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl
            fcntl.flock(fd, fcntl.LOCK_UN)
    except OSError:
        pass                         # closing the file lets go of it anyway


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


class _Exclusive:
    """One lock file's holder in this process: threads take turns on the RLock (so one
    thread may nest), the OS lock is held while the outermost turn lasts."""

    def __init__(self):
        self.turn = threading.RLock()
        self.depth = 0
        self.fd: int | None = None


_exclusive: dict[str, _Exclusive] = {}
_exclusive_guard = threading.Lock()


def _lock_file(path: Path, deadline: float) -> int | None:
    """The OS lock on `path`, waited for until `deadline`; None when the file cannot be
    made (a read-only folder: the write that follows says why)."""
    from cinetable.persistence.atomic import SaveError
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    except OSError:
        return None
    pause = 0.002
    while not _try_lock(fd):
        if time.monotonic() >= deadline:
            os.close(fd)
            raise SaveError(f"Could not save: another program kept {path.parent} busy "
                            f"for over {WAIT_S:.0f} s")
        time.sleep(pause)
        pause = min(pause * 2, 0.05)
    return fd


@contextmanager
def exclusive(path: Path | str, timeout: float = WAIT_S):
    """Hold the lock file `path` (created if needed) for a read-modify-write: other
    threads and processes taking it wait; SaveError after `timeout` seconds."""
    from cinetable.persistence.atomic import SaveError
    path = Path(path)
    with _exclusive_guard:
        holder = _exclusive.setdefault(os.path.abspath(path), _Exclusive())
    if not holder.turn.acquire(timeout=timeout):
        raise SaveError(f"Could not save: {path.parent} stayed busy for over {timeout:.0f} s")
    try:
        if holder.depth == 0:
            holder.fd = _lock_file(path, time.monotonic() + timeout)
        holder.depth += 1
        try:
            yield
        finally:
            holder.depth -= 1
            if holder.depth == 0 and holder.fd is not None:
                _unlock(holder.fd)
                os.close(holder.fd)
                holder.fd = None
    finally:
        holder.turn.release()


def writing(folder: Path | str, timeout: float = WAIT_S):
    """The saves folder's read-modify-write lock (see exclusive)."""
    return exclusive(Path(folder) / WRITE_LOCK_NAME, timeout)
