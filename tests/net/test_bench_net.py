"""`cinetable bench --net` measures and never crashes: a client that cannot connect is
counted, and a short run on 127.0.0.1 reports its figures (a benchmark asserts no time)."""
from __future__ import annotations

import asyncio
import json
import random
import socket

from cinetable import bench_net


def test_a_client_that_cannot_connect_is_counted_not_raised():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()                                    # nothing listens there now
    stats = bench_net.Stats()
    asyncio.run(bench_net._client(f"ws://127.0.0.1:{port}", "CODE", "a", 4, stats,
                                  random.Random(1), 0.0, set()))
    assert stats.failed == 1


def test_a_short_run_with_thinking_players_reports_its_figures(capsys):
    assert bench_net.main(["--net", "--tables", "2", "--seconds", "4", "--think", "0.2",
                           "--client-processes", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["tables"] == 2 and out["think_s"] == 0.2 and out["client_processes"] == 2
    assert out["player_actions"] > 0 and out["clients_failed"] == 0
    assert out["updates_lost_or_out_of_order"] == 0
    assert {"latency_ms_p95", "latency_ms_p99", "server_cpu_cores",
            "server_cpu_ms_per_action"} <= set(out)


def test_tables_of_hard_bots_are_reported_apart_from_the_peoples(capsys):
    assert bench_net.main(["--net", "--tables", "1", "--hard-tables", "1", "--seconds", "6",
                           "--warmup", "1", "--think", "0.2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["warmup_s"] == 1 and out["seconds"] < 6      # the counted play only
    assert out["hard_tables"] == 1 and out["hard_actions"] > 0 and out["player_actions"] > 0
    assert out["hard_clients_failed"] == 0 and out["clients_failed"] == 0
    assert out["hard_tables_not_created"] == 0
    assert {"hard_latency_ms_p95", "hard_turn_gap_ms_p95",
            "hard_gap_beyond_bot_budget_ms_p95"} <= set(out)
