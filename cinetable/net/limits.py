"""What one `cinetable serve` lets its clients take: tables, connections, time and bytes.

Per-address limits are not applied to loopback addresses unless asked (`limit_loopback`):
the app's own client, the bench and a reverse proxy in front of the server all connect
from 127.0.0.1. The totals always apply.

Codes and guessing. A table code is 10 characters of 30 (net/table.py): 30**10 ≈ 5.9e14
codes. A failed lookup (a code no table has) costs a token of the address's bucket
(LOOKUP_RATE a second, LOOKUP_BURST at once) and of the server's (LOOKUP_RATE_ALL, the
same for every address together), so the whole internet may try at most
5 × 31,536,000 ≈ 1.6e8 codes a year. With 500 live tables a guess hits with a chance of
500 / 5.9e14 ≈ 8.5e-13: a year of guessing at the limit finds a table with a chance of
about 1.3e-4 (1 in 7,500); one address alone (0.1 a second: 3.2e6 a year), 1 in 370,000.
No pygame, no client imports.
"""
from __future__ import annotations

import ipaddress
import time
from dataclasses import dataclass

from cinetable.net.messages import RateLimit

LOOKUP_RATE, LOOKUP_BURST = 0.1, 10          # failed code lookups a second per address
LOOKUP_RATE_ALL, LOOKUP_BURST_ALL = 5.0, 50  # ... and for the whole server


@dataclass
class Limits:
    max_tables: int = 500             # live tables (finished and closed ones do not count)
    tables_per_address: int = 5       # live tables created from one address
    tables_per_conn: int = 3          # tables one connection may create
    conns_total: int = 4096
    conns_per_address: int = 16
    handshake_s: float = 10.0         # from TCP accept to an open WebSocket
    idle_s: float = 120.0             # a connection at no table that sends nothing
    outbox_bytes: int = 1 << 20       # queued for one connection: past it, it is dropped
    empty_close_s: float = 300.0      # a table with no seated player present closes
    keep_finished_days: float | None = None   # None: records kept for ever
    limit_loopback: bool = False      # apply the per-address limits to 127.0.0.1 too


def is_loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


class Lookups:
    """Failed table-code lookups, per address and in all: the code guessing budget."""

    def __init__(self, limits: Limits, clock=time.monotonic):
        self.limits, self.clock = limits, clock
        self.all = RateLimit(LOOKUP_RATE_ALL, LOOKUP_BURST_ALL, clock=clock)
        self.per: dict[str, RateLimit] = {}

    def _bucket(self, address: str) -> RateLimit | None:
        if is_loopback(address) and not self.limits.limit_loopback:
            return None
        if address not in self.per:
            if len(self.per) > 10_000:          # forget the full buckets of the past
                self.per = {a: b for a, b in self.per.items() if b.tokens < b.burst}
            self.per[address] = RateLimit(LOOKUP_RATE, LOOKUP_BURST, clock=self.clock)
        return self.per[address]

    def may_try(self, address: str) -> bool:
        """Whether a lookup may be tried now (one more failure is within the budget)."""
        bucket = self._bucket(address)
        return self._peek(self.all) and (bucket is None or self._peek(bucket))

    def failed(self, address: str) -> None:
        bucket = self._bucket(address)
        self.all.allow()
        if bucket is not None:
            bucket.allow()

    @staticmethod
    def _peek(bucket: RateLimit) -> bool:
        now = bucket.clock()
        return min(bucket.burst, bucket.tokens + (now - bucket.last) * bucket.rate) >= 1.0
