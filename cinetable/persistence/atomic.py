"""Atomic file writes: a reader (or a crash) sees the old file or the new one, never half.

Temp file in the same folder (so os.replace is a rename on one file system), write,
flush, fsync, replace. Any OSError removes the temp file, leaves the old file untouched
and becomes a SaveError whose message a player understands.
"""
from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path


class SaveError(Exception):
    """A save or settings file could not be written or read; the message is for players."""


def describe_os_error(e: OSError, path: Path, verb: str = "save") -> str:
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


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open a folder, skip there.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_bytes_atomic(path: Path | str, data: bytes) -> Path:
    path = Path(path)
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise SaveError(describe_os_error(e, path)) from e
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
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
    _fsync_dir(folder)
    return path


def write_json_atomic(path: Path | str, obj) -> Path:
    try:
        # allow_nan=False: NaN/Infinity are not JSON and our loader refuses them.
        text = json.dumps(obj, indent=1, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise SaveError(f"Could not save: the data is not JSON ({e})") from e
    return write_bytes_atomic(path, (text + "\n").encode("utf-8"))
