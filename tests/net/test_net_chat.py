"""Chat at a network table (issue 22): lines and quick reactions relayed by the host to
every seat and spectator with the sender's name; cleaned, bounded, rate limited; refused
lines never stop the table."""
import pytest

from cinetable.net.messages import CHAT_BURST, MAX_CHAT, MessageError, clean_chat, parse_client
from tests.bots.fake_clock import HeldClock
from tests.net.net_helpers import Player, play_until_done, running_server


def test_chat_text_is_cleaned_and_bounded():
    msg = parse_client('{"type": "chat", "text": "  well\\n\\tplayed\\u0007 \\u202e Ana  "}')
    assert msg["text"] == "well played Ana"
    assert clean_chat("a\x00b\x1b[31mc") == "ab[31mc"
    assert parse_client('{"type": "chat", "text": "%s"}' % ("é" * MAX_CHAT))["text"]
    for bad, code in [('{"type": "chat", "text": "%s"}' % ("x" * (MAX_CHAT + 1)), "too_long"),
                      ('{"type": "chat", "text": "\\u0001\\n "}', "bad_field"),
                      ('{"type": "chat"}', "bad_field"),
                      ('{"type": "chat", "text": "hi", "reaction": "oops"}', "bad_field"),
                      ('{"type": "chat", "reaction": "<script>"}', "bad_field"),
                      ('{"type": "chat", "text": 5}', "bad_field")]:
        with pytest.raises(MessageError) as e:
            parse_client(bad)
        assert e.value.code == code, bad


def _chat(m):
    return m.get("type") == "chat"


def test_chat_is_relayed_to_seats_and_spectators_and_floods_are_refused(tmp_path):
    clock = HeldClock()
    with running_server(tmp_path, clock=clock) as (server, url):
        host = Player(url)
        host.client.create("hollywood", 3, ["open", "open", "easy"], spectators=True)
        code = host.wait_for(lambda m: m["type"] == "created")["table"]
        a, b, watcher = Player(url, seed=1), Player(url, seed=2), Player(url)
        for p, name in ((a, "Ana"), (b, "Ben")):
            p.client.sit(code, name)
            p.wait_for(lambda m: m["type"] == "seated")
        watcher.client.watch(code)
        watcher.wait_for(lambda m: m["type"] == "update")
        a.client.chat("Good luck\u0007 all")
        b.client.chat(reaction="well_played")
        for p in (a, b, watcher):
            lines = p.wait_count(_chat, 2)
            said = {(m["name"], m.get("text"), m.get("reaction")) for m in lines}
            assert said == {("Ana", "Good luck all", None), ("Ben", None, "well_played")}
        # a spectator has no name to speak under; a flood is cut after the burst
        watcher.client.chat("hello")
        assert watcher.wait_for(lambda m: m["type"] == "refused")["code"] == "not_seated"
        clock.hold()                     # the flood comes at once, on any machine
        for i in range(12):
            a.client.chat(f"spam {i}")
        a.wait_for(lambda m: m["type"] == "refused" and m["code"] == "chat_rate")
        a.client.chat("x" * (MAX_CHAT + 5))
        a.wait_for(lambda m: m["type"] == "refused" and m["code"] == "too_long")
        refused = sum(m.get("code") == "chat_rate" for m in a.received)   # all came before
        relayed = 12 - refused
        assert 0 < relayed <= CHAT_BURST
        b.wait_count(_chat, 2 + relayed)
        b.pump()
        assert sum(_chat(m) for m in b.received) == 2 + relayed
        clock.run()
        play_until_done([a, b])              # the table goes on to its end
        assert code not in server.tables          # finished: out of memory at once
