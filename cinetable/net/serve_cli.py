"""`cinetable serve`'s command line: the options (limits, retention, time-outs) and the
host run until interrupted (net/serve.py is the host itself)."""
from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

from cinetable.net.collector import take_over
from cinetable.net.limits import Limits
from cinetable.net.serve import STAND_IN_AFTER, Server


def tls_context(certfile: str, keyfile: str | None):
    """The server's TLS context from its certificate chain and key (PEM files)."""
    try:
        import ssl
    except ImportError:              # a build without TLS: a reverse proxy does it
        raise OSError("this build has no TLS: run it behind a reverse proxy that has") from None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(certfile, keyfile)
    return context


async def _serve_forever(server: Server, host: str, port: int, tls=None) -> None:
    port = await server.start(host, port, tls)
    scheme = "wss" if tls is not None else "ws"
    print(f"cinetable server on {scheme}://{host}:{port}  (saves: {server.folder}; "
          f"{len(server.tables)} table(s) reopened)", flush=True)
    # the server itself is announced (its tables are listed once joined), not each table
    from cinetable.net import discovery
    announced = discovery.announce_server(host, port)
    stop = asyncio.Event()
    try:                            # a polite kill writes every table's last action first
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    except (NotImplementedError, AttributeError):     # Windows: Ctrl+C only
        pass
    try:
        await stop.wait()
    finally:
        await server.stop()
        if announced is not None:
            await asyncio.to_thread(announced.close)


def _cluster(url: str, public_url: str | None):
    from cinetable.net.cluster import Cluster  # imports redis: only when asked for
    return Cluster(url, public_url)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cinetable serve",
                                     description="Host network tables for cinetable players.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (0.0.0.0: every network; default: this "
                             "machine only)")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--saves", default=None, help="saves folder (default: the app's)")
    parser.add_argument("--stand-in", type=float, default=STAND_IN_AFTER,
                        help="seconds a player may be away on their turn before a bot "
                             "plays for them (default %(default)s)")
    lim = Limits()
    for flag, kind, default, text in (
            ("--max-tables", int, lim.max_tables, "live tables at most"),
            ("--tables-per-address", int, lim.tables_per_address,
             "live tables one address may create"),
            ("--tables-per-connection", int, lim.tables_per_conn,
             "tables one connection may create"),
            ("--max-connections", int, lim.conns_total, "open connections at most"),
            ("--connections-per-address", int, lim.conns_per_address,
             "open connections from one address"),
            ("--handshake-timeout", float, lim.handshake_s,
             "seconds a new connection has to open its WebSocket"),
            ("--idle-timeout", float, lim.idle_s,
             "seconds a connection at no table may stay silent"),
            ("--max-queued-bytes", int, lim.outbox_bytes,
             "bytes queued for a client that does not read before it is dropped"),
            ("--empty-close", float, lim.empty_close_s,
             "seconds a table with nobody seated stays open"),
            ("--keep-finished-days", float, 0.0,
             "days the records of finished and closed tables are kept (0: for ever)")):
        parser.add_argument(flag, type=kind, default=default,
                            help=f"{text} (default %(default)s)")
    parser.add_argument("--compression", action="store_true",
                        help="compress messages (permessage-deflate): a tenth of the "
                             "bandwidth for more CPU and memory per connection")
    parser.add_argument("--certfile", default=None,
                        help="TLS: the server's certificate chain (PEM); clients then "
                             "connect with wss://")
    parser.add_argument("--keyfile", default=None,
                        help="TLS: its private key (PEM; default: in the certfile)")
    parser.add_argument("--redis", default=None, metavar="URL",
                        help="share one club with other serve processes through this Redis "
                             "(redis://host:6379/0; net/cluster.py). Default: alone, files only")
    parser.add_argument("--public-url", default=None, metavar="URL",
                        help="with --redis: the address clients reach this process at "
                             "(default ws://HOST:PORT)")
    parser.add_argument("--limit-loopback", action="store_true",
                        help="apply the per-address limits to 127.0.0.1 too (off: the app, "
                             "the bench and a reverse proxy connect from there)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)   # not a line per connection
    from cinetable.persistence.paths import saves_dir
    folder = Path(args.saves) if args.saves else saves_dir()
    limits = Limits(max_tables=args.max_tables, tables_per_address=args.tables_per_address,
                    tables_per_conn=args.tables_per_connection, conns_total=args.max_connections,
                    conns_per_address=args.connections_per_address,
                    handshake_s=args.handshake_timeout, idle_s=args.idle_timeout,
                    outbox_bytes=args.max_queued_bytes, empty_close_s=args.empty_close,
                    keep_finished_days=args.keep_finished_days or None,
                    limit_loopback=args.limit_loopback)
    try:
        tls = tls_context(args.certfile, args.keyfile) if args.certfile else None
    except OSError as e:
        print(f"cinetable serve: {e}", file=sys.stderr)
        return 1
    try:
        cluster = _cluster(args.redis, args.public_url) if args.redis else None
    except ImportError as e:
        print(f"cinetable serve: {e}", file=sys.stderr)
        return 1
    server = Server(folder, stand_in_after=args.stand_in, limits=limits, cluster=cluster,
                    compression=args.compression, own_collection=True)
    take_over()             # full collections by the sweeper, not in the middle of a move
    try:
        asyncio.run(_serve_forever(server, args.host, args.port, tls))
    except KeyboardInterrupt:
        pass
    except OSError as e:
        print(f"cinetable serve: {e}", file=sys.stderr)
        return 1
    return 0
