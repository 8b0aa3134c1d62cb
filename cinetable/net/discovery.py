"""Finding tables on the local network without typing an address: zeroconf (mDNS/DNS-SD)
service `_cinetable._tcp.local.`. A host announces each of its tables that has a free
seat (`cinetable serve` announces itself); the Join screen browses and lists them.

Discovery is a convenience: every failure (zeroconf missing, no multicast, no network)
is logged and leaves hosting and joining by address as they were. zeroconf is imported
only when discovery starts. No pygame, no client imports.

CINETABLE_DISCOVERY_INTERFACES limits which interfaces it uses: "off" (none: nothing is
announced or browsed), or addresses "127.0.0.1,..." (tests and screenshots: loopback
only, nothing leaves the machine); unset: every IPv4 interface.
"""
from __future__ import annotations

import atexit
import logging
import os
import re
import socket
import threading
import weakref
from dataclasses import dataclass

from cinetable import __version__
from cinetable.net.messages import SERVICE_TYPE

log = logging.getLogger(__name__)

ENV = "CINETABLE_DISCOVERY_INTERFACES"
CLOSE_S = 3.0            # at most this long to say goodbye on leaving (then given up)
RESOLVE_MS = 1500        # waiting for one found service's address and properties
MAX_FOUND = 64           # a busy network lists no more than this many
_LOOPBACK = ("127.", "localhost")

_open: weakref.WeakSet = weakref.WeakSet()    # closed at exit if their owner did not


def interfaces() -> list[str] | str | None:
    """None: discovery off; "all"; or the interface addresses to use."""
    value = os.environ.get(ENV, "").strip()
    if value.lower() in ("off", "none", "0", "no"):
        return None
    if value:
        return [v.strip() for v in value.split(",") if v.strip()]
    return "all"


def loopback_only() -> bool:
    chosen = interfaces()
    return isinstance(chosen, list) and all(a.startswith(_LOOPBACK) for a in chosen)


def worth_announcing(listen_host: str) -> bool:
    """A server only this machine reaches is not announced, unless discovery itself stays
    on this machine (tests, screenshots)."""
    if interfaces() is None:
        return False
    return not listen_host.startswith(_LOOPBACK) or loopback_only()


def _zeroconf():
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf
    chosen = interfaces()
    if chosen is None:
        raise OSError(f"discovery is off ({ENV})")
    return Zeroconf(interfaces=InterfaceChoice.All if chosen == "all" else chosen,
                    ip_version=IPVersion.V4Only)


def _addresses() -> list[str]:
    chosen = interfaces()
    if isinstance(chosen, list):
        return chosen
    from cinetable.net.local_address import local_ip
    return [local_ip()]


def _label(text: str, limit: int = 63) -> str:
    """An instance name: no dots (they separate DNS labels), at most 63 bytes."""
    text = re.sub(r"[\x00-\x1f.]+", " ", text).strip() or "cinetable"
    while len(text.encode("utf-8")) > limit:
        text = text[:-1]
    return text


def _host_label() -> str:
    name = re.sub(r"[^a-z0-9-]+", "-", socket.gethostname().lower()).strip("-")
    return f"cinetable-{name[:40] or 'host'}.local."


# ---- what is found --------------------------------------------------------------------------
@dataclass(frozen=True)
class Found:
    """A table (kind "table") or a `cinetable serve` (kind "server", no code) on the network."""
    name: str            # the host's player name, or the server's machine name
    address: str
    port: int
    game: str = ""
    code: str = ""
    free: int = 0
    kind: str = "table"

    @property
    def host_port(self) -> str:
        return f"{self.address}:{self.port}"


def _text(props: dict, key: str, limit: int = 64) -> str:
    value = props.get(key.encode(), props.get(key, b""))
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return re.sub(r"[\x00-\x1f]", " ", str(value or ""))[:limit].strip()


def found_from(address: str, port: int, props: dict) -> Found | None:
    """A Found from an announcement's properties (anyone on the network may send them:
    every field is capped and checked); None for what is not a cinetable table."""
    kind = _text(props, "kind") or "table"
    code = _text(props, "code", 16).upper()
    if kind not in ("table", "server") or not address or not 0 < int(port or 0) < 65536:
        return None
    if kind == "table" and not re.fullmatch(r"[0-9A-Z]{3,16}", code):
        return None
    try:
        free = max(0, min(int(_text(props, "free", 4) or 0), 99))
    except ValueError:
        free = 0
    return Found(_text(props, "host", 40), address, int(port), _text(props, "game", 32),
                 code if kind == "table" else "", free, kind)


# ---- announcing -----------------------------------------------------------------------------
class Advertiser:
    """Announces services on a worker thread (registering probes the network for a couple
    of seconds: never on the frame loop or the server's event loop). publish/withdraw only
    queue; the newest request for a key replaces one not yet done."""

    def __init__(self, factory=_zeroconf):
        self._factory = factory
        self._jobs: dict = {}
        self._cv = threading.Condition()
        self._closing = False
        self.failed = False
        self._thread = threading.Thread(target=self._run, name="cinetable-announce",
                                        daemon=True)
        self._thread.start()
        _open.add(self)

    def publish(self, key: str, instance: str, port: int, properties: dict) -> None:
        with self._cv:
            self._jobs[key] = (_label(instance), port, {k: str(v) for k, v in properties.items()})
            self._cv.notify_all()

    def withdraw(self, key: str) -> None:
        with self._cv:
            self._jobs[key] = None
            self._cv.notify_all()

    def table(self, code: str, game: str, host: str, free: int, port: int) -> None:
        """A hosted table with a free seat; free == 0 withdraws it (a full or finished table
        is not offered)."""
        if free <= 0:
            return self.withdraw(code)
        self.publish(code, f"{code} {host}", port, {"kind": "table", "code": code,
                                                    "game": game, "host": host,
                                                    "free": free, "v": __version__})

    def close(self, timeout: float = CLOSE_S) -> None:
        with self._cv:
            self._closing = True
            self._cv.notify_all()
        self._thread.join(timeout)
        _open.discard(self)

    def _run(self) -> None:
        try:
            zc = self._factory()
        except Exception as e:                 # no zeroconf, no multicast: nothing announced
            log.info("local network discovery unavailable: %s", e)
            self.failed = True
            return
        from zeroconf import ServiceInfo
        done: dict = {}
        try:
            while True:
                with self._cv:
                    self._cv.wait_for(lambda: self._jobs or self._closing)
                    if self._closing:
                        break
                    key, job = self._jobs.popitem()
                try:
                    old = done.pop(key, None)
                    if job is None:
                        if old is not None:
                            zc.unregister_service(old)
                        continue
                    instance, port, props = job
                    info = ServiceInfo(SERVICE_TYPE, f"{instance}.{SERVICE_TYPE}",
                                       parsed_addresses=_addresses(), port=port,
                                       properties=props, server=_host_label())
                    if old is not None and old.name == info.name:
                        zc.update_service(info)
                    else:
                        if old is not None:
                            zc.unregister_service(old)
                        zc.register_service(info, allow_name_change=True)
                    done[key] = info
                except Exception as e:
                    log.warning("cannot announce %s on the local network: %s", key, e)
        finally:
            try:
                zc.close()                     # says goodbye for what is still announced
            except Exception as e:
                log.info("closing discovery: %s", e)


def announce_server(listen_host: str, port: int) -> Advertiser | None:
    """`cinetable serve` announced as one service (kind "server"); None when it is not
    worth it (listening on this machine only, or discovery off)."""
    if not worth_announcing(listen_host):
        return None
    advertiser = Advertiser()
    machine = socket.gethostname().split(".")[0][:40] or "cinetable"
    advertiser.publish("server", f"cinetable serve {machine} {port}", port,
                       {"kind": "server", "host": machine, "v": __version__})
    return advertiser


# ---- browsing -------------------------------------------------------------------------------
class Browser:
    """Keeps the tables announced on the network; `tables()` is safe to call every frame
    from any thread. Removed or replaced announcements leave the list as they go."""

    def __init__(self, factory=_zeroconf):
        self._factory = factory
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._zc = self._browser = None
        self._closed = threading.Event()
        self.failed = False
        self._thread = threading.Thread(target=self._start, name="cinetable-browse",
                                        daemon=True)
        self._thread.start()
        _open.add(self)

    def _start(self) -> None:
        try:
            from zeroconf import ServiceBrowser
            zc = self._factory()
            if self._closed.is_set():          # closed while starting: no one will close it
                zc.close()
                return
            self._zc = zc
            self._browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[self._changed])
        except Exception as e:
            log.info("local network discovery unavailable: %s", e)
            self.failed = True

    def _changed(self, zeroconf, service_type, name, state_change) -> None:
        from zeroconf import ServiceStateChange
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, RESOLVE_MS)
        found = None
        if info is not None:
            addresses = info.parsed_addresses()
            found = found_from(addresses[0] if addresses else "", info.port or 0,
                               info.properties or {})
        with self._lock:
            if found is None:
                self._found.pop(name, None)
            elif name in self._found or len(self._found) < MAX_FOUND:
                self._found[name] = found

    def tables(self) -> list[Found]:
        with self._lock:
            found = list(self._found.values())
        return sorted(found, key=lambda f: (f.kind != "table", f.name.lower(), f.code))

    def close(self, timeout: float = CLOSE_S) -> None:
        self._closed.set()
        self._thread.join(timeout)
        try:
            if self._browser is not None:
                self._browser.cancel()
            if self._zc is not None:
                self._zc.close()
        except Exception as e:
            log.info("closing discovery: %s", e)
        _open.discard(self)


@atexit.register
def _close_all() -> None:
    for item in list(_open):
        item.close(1.0)
