"""The server's door: every TCP connection counted from its accept, per address and in
all (net/limits.py), refused at once past the limits, and dropped when its WebSocket
handshake takes longer than `handshake_s` on the server's clock. No pygame, no client
imports."""
from __future__ import annotations

from websockets.asyncio.server import ServerConnection

from cinetable.net.limits import Limits, is_loopback


class GatedConnection(ServerConnection):
    """A WebSocket connection that asks its Gate to come in (serve.py makes a subclass
    with the server's gate)."""
    gate: Gate

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        peer = transport.get_extra_info("peername")
        self.gate_address = str(peer[0]) if peer else ""
        self.admitted = self.gate.admit(self)
        if not self.admitted:
            transport.abort()

    def connection_lost(self, exc) -> None:
        if getattr(self, "admitted", False):
            self.admitted = False
            self.gate.release(self)
        super().connection_lost(exc)


class Gate:
    def __init__(self, limits: Limits, clock):
        self.limits, self.clock = limits, clock
        self.opening: dict[GatedConnection, float] = {}   # accepted, no WebSocket yet
        self.addresses: dict[str, int] = {}               # open connections per address
        self.connections = 0

    def per_address(self, address: str) -> bool:
        """Whether the per-address limits apply to `address` (loopback: when asked)."""
        return self.limits.limit_loopback or not is_loopback(address)

    def admit(self, conn: GatedConnection) -> bool:
        address, lim = conn.gate_address, self.limits
        if self.connections >= lim.conns_total or (
                self.per_address(address)
                and self.addresses.get(address, 0) >= lim.conns_per_address):
            return False
        self.connections += 1
        self.addresses[address] = self.addresses.get(address, 0) + 1
        self.opening[conn] = self.clock()
        return True

    def opened(self, conn) -> None:
        """Its handshake is done: no longer timed."""
        self.opening.pop(conn, None)

    def release(self, conn: GatedConnection) -> None:
        self.connections -= 1
        left = self.addresses.get(conn.gate_address, 1) - 1
        if left > 0:
            self.addresses[conn.gate_address] = left
        else:
            self.addresses.pop(conn.gate_address, None)
        self.opening.pop(conn, None)

    def sweep(self) -> None:
        """Drop the connections whose handshake took longer than `handshake_s`."""
        now = self.clock()
        for conn, since in list(self.opening.items()):
            if now - since >= self.limits.handshake_s:
                self.opening.pop(conn, None)
                conn.transport.abort()
