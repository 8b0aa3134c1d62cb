"""A connection that only waits holds no outbox and no writer task of its own (a burst
of 1,000 idle ones cost the server 4 MB less); its first message makes them, and they
end with it."""
from __future__ import annotations

import json
from contextlib import ExitStack

from websockets.sync.client import connect

from tests.net.net_helpers import TIMEOUT, running_server
from tests.wait_helpers import wait_until


def test_an_idle_connection_has_no_writer_until_something_is_sent_to_it(tmp_path):
    with running_server(tmp_path) as (server, url):
        with ExitStack() as stack:
            idle = [stack.enter_context(connect(url, open_timeout=TIMEOUT)) for _ in range(5)]
            talker = stack.enter_context(connect(url, open_timeout=TIMEOUT))
            wait_until(lambda: len(server.live) == 6, "every connection counted")
            assert all(c.writer is None and c.outbox is None for c in server.live)
            talker.send(json.dumps({"type": "list"}))
            assert json.loads(talker.recv(TIMEOUT))["type"] == "tables"
            [busy] = [c for c in server.live if c.writer is not None]
            assert sum(c.writer is None for c in server.live) == 5
            talker.close()
            wait_until(lambda: busy.writer.done(), "the writer to end with its connection")
            assert len(idle) == 5
