"""Continue / Load of a game this app hosted (issue 22): the table is reopened for the same
players instead of being resumed as a local game. The host's own seat token (kept by the
Host screen in seat_tokens) sits this app back down; the others rejoin with theirs.

[designed] The reopened table listens as it did before (local network or this machine
only). The app waits for the first update of its own server for at most a few seconds
(a server on this machine answers at once); a failure is said in a dialog.
"""
from __future__ import annotations

import time
from pathlib import Path

FIRST_UPDATE_S = 8.0


def hosted_entry(path) -> tuple[str, dict] | None:
    """(table code, this machine's host seat) when `path` is the autosave of a table this
    app hosted and still holds the key to; None for any other save."""
    from cinetable.net import seat_tokens
    from cinetable.net.table import SIDE_PREFIX
    from cinetable.persistence.saves import read_save_dict
    path = Path(path)
    if not path.name.startswith("autosave-"):
        return None
    side = path.parent / f"{SIDE_PREFIX}{path.stem.removeprefix('autosave-')}.json"
    if not side.exists():
        return None
    try:
        code = read_save_dict(side).get("code")
    except Exception:                     # a damaged side file: resumed as a local game
        return None
    if not isinstance(code, str):
        return None
    entry = seat_tokens.find(path.parent, seat_tokens.host_key(code))
    return (code, entry) if entry is not None else None


def say_forgotten(app, folder) -> None:
    """A dialog when the seat file of `folder` was found damaged and set aside: the seats
    it kept are forgotten (a hosted game goes on as a local one)."""
    from cinetable.net import seat_tokens
    aside = seat_tokens.forgotten(folder)
    if aside is not None:
        app.push("message", app.t("online.seats_forgotten_title"),
                 app.t("online.seats_forgotten", file=aside))


def resume_hosted(app, path, code: str, entry: dict):
    """Start this app's server on the save's folder (it reopens its unfinished tables) and
    rejoin the host's seat: the RemoteSession to open, or None (said in a dialog)."""
    from cinetable.client.remote_session import RemoteSession
    from cinetable.net.client import NetClient
    from cinetable.net.in_process import EVERY_NETWORK, LOOPBACK, HostedServer
    folder = Path(path).parent
    t = app.t
    hosted = getattr(app, "hosted", None)
    try:
        if hosted is None or not hosted.running or Path(hosted.server.folder).resolve() != folder.resolve():
            if hosted is not None and hosted.running:
                hosted.stop()
            hosted = HostedServer(folder)
            hosted.start(LOOPBACK if entry.get("network") == "machine" else EVERY_NETWORK)
            app.hosted = hosted
        if code not in hosted.server.tables:
            raise OSError(code)               # finished, or its files are damaged
        client = NetClient(hosted.url())
        client.rejoin(code, entry["token"])
        first, backlog = _first_update(client)
    except OSError as e:
        app.push("message", t("load.error_title"), t("online.cannot_reopen", error=str(e)))
        return None
    from cinetable.net import seat_tokens
    session = RemoteSession(client, first, backlog,
                            seat_key=(folder, seat_tokens.host_key(code)))
    session.share = hosted.share_address()
    return session


def _first_update(client) -> tuple[dict, list]:
    """The table's first update, and what came after it in the same batch (the session's)."""
    end = time.monotonic() + FIRST_UPDATE_S
    while time.monotonic() < end:
        batch = list(client.poll())
        for i, msg in enumerate(batch):
            if msg.get("type") == "update":
                return msg, batch[i + 1:]
            if msg.get("type") == "refused":
                client.close()
                raise OSError(msg.get("reason", ""))
        time.sleep(0.01)
    client.close()
    raise OSError("the table did not answer")
