"""Atomic file writes: a reader (or a crash) sees the old file or the new one, never half.

Temp file in the same folder (so os.replace is a rename on one file system), write,
flush, fsync, replace. Any OSError removes the temp file, leaves the old file untouched
and becomes a SaveError whose message a player understands.
"""
from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


class SaveError(Exception):
    """A save or settings file could not be written or read; the message is for players."""


def describe_os_error(e: OSError, path: Path, verb: str = "save") -> str:
    # a folder or file name that is not valid UTF-8 holds lone surrogates: not drawable
    path = Path(str(path).encode("utf-8", "replace").decode("utf-8"))
    code = e.errno
    if code == errno.ENOSPC:
        return f"Could not {verb}: the disk is full"
    if code == getattr(errno, "EDQUOT", None):
        return f"Could not {verb}: the disk quota is used up"
    if code == errno.EROFS:
        return f"Could not {verb}: the folder {path.parent} is read-only"
    if code in (errno.EACCES, errno.EPERM):
        return f"Could not {verb}: no permission to write in {path.parent}"
    if code == errno.ENOENT:
        return f"Could not {verb}: the folder {path.parent} does not exist"
    reason = e.strerror or str(e) or type(e).__name__
    return f"Could not {verb}: {reason} ({path})"


def fsync_path(path: Path, flags: int = os.O_RDONLY) -> None:
    """fsync the file or folder `path` names, at best (a missing one is skipped)."""
    try:
        fd = os.open(path, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def fsync_dir(folder: Path) -> None:
    # Makes a rename or a new name durable on POSIX; Windows cannot open a folder.
    if os.name == "posix":
        fsync_path(folder)



def write_bytes_atomic(path: Path | str, data: bytes, durable: bool = True) -> Path:
    """`data` as the whole of `path`, atomically; `durable`: fsynced before it returns
    (otherwise the caller syncs it later, as the server's journal does)."""
    path = Path(path)
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise SaveError(describe_os_error(e, path)) from e
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.",
                                        suffix=TEMP_SUFFIX)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp_name, path)
        tmp_name = None
    except OSError as e:
        raise SaveError(describe_os_error(e, path)) from e
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass
    if durable:
        fsync_dir(folder)
    return path


def write_json_atomic(path: Path | str, obj, durable: bool = True) -> Path:
    try:
        # allow_nan=False: NaN/Infinity are not JSON and our loader refuses them.
        text = json.dumps(obj, indent=1, ensure_ascii=False, allow_nan=False)
        data = (text + "\n").encode("utf-8")
    except UnicodeEncodeError:
        # a lone surrogate in some text: never written as invalid UTF-8
        raise SaveError("Could not save: some text holds characters that cannot be "
                        "written (a damaged name?)") from None
    except (TypeError, ValueError) as e:
        raise SaveError(f"Could not save: the data is not JSON ({e})") from e
    return write_bytes_atomic(path, data, durable)


def read_regular_file(path: Path | str, limit: int) -> bytes:
    """Up to `limit` + 1 bytes of a regular file (OSError otherwise).

    A FIFO, device or folder named like a save or the settings file is refused without
    waiting: the file is opened non-blocking (a FIFO with no writer would block a plain
    open for ever) and checked to be a regular file before a byte is read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def remove_stale_temp_files(folder: Path | str, is_target, max_age_s: float = 60.0
                            ) -> list[Path]:
    """Remove the temp files that writes killed half-way left in `folder`:
    ".<target>.<random>.tmp" where is_target(<target>) holds, older than `max_age_s` (a
    younger one may be another running copy's write in progress)."""
    removed: list[Path] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    now = time.time()
    for name in names:
        if not (name.startswith(".") and name.endswith(TEMP_SUFFIX)):
            continue
        target, dot, _random = name[1:-len(TEMP_SUFFIX)].rpartition(".")
        if not dot or not is_target(target):
            continue
        path = Path(folder) / name
        try:
            st = os.lstat(path)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > max_age_s:
                os.unlink(path)
                removed.append(path)
        except OSError:
            continue
    return removed
