"""This machine's address on its local network: what the Host screen shows others and
what discovery announces. No pygame, no client imports."""
from __future__ import annotations

import socket


def local_ip() -> str:
    """This machine's address on its local network (no packet is sent: a UDP socket
    "connected" to a private address only picks the interface)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()
