"""Agreed undo at a network table (issue 22, item 6): real sockets on 127.0.0.1, two people
and a bot. A seat asks to take back its move; every other person must agree; the host
refuses an undo past what the game's own barrier guards (a deal, a die, a card seen)."""
import pytest

from cinetable.net.messages import MessageError, parse_client
from cinetable.net.views import observation_for
from tests.bots.fake_clock import HeldClock
from tests.net.net_helpers import TIMEOUT, Player, observed, running_server
from tests.wait_helpers import polling, wait_until


def _kind(kind):
    return lambda m: m.get("type") == kind


def _got(p, kind, **fields):
    """The latest message of `kind` (with these fields) received, waiting for one."""
    return p.wait_count(lambda m: m.get("type") == kind
                        and all(m.get(k) == v for k, v in fields.items()), 1)[-1]


def _table(url, allow_undo=True, seats=("open", "open", "easy")):
    host = Player(url)
    host.client.create("hollywood", 3, list(seats), allow_undo=allow_undo, spectators=True)
    code = host.wait_for(_kind("created"))["table"]
    a, b = Player(url, seed=1), Player(url, seed=2)
    for p, name in ((a, "Ana"), (b, "Ben")):
        p.client.sit(code, name)
        p.wait_for(_kind("seated"))
        _got(p, "update")
    return code, a, b


def _until_ana_can_undo(a, b):
    """Both play random moves until Ana's last move may be taken back, Ben to move."""
    for _ in polling("Ana never had a move to take back"):
        for p in (a, b):
            p.pump()
        u = a.last
        # and Ben has not already sent a move for it (it would end the vote)
        if u and u.get("undo", {}).get("ok") and u["to_move"] == 1 \
                and b.last and b.last["at"] == u["at"] and b.acted_at != u["at"]:
            return u
        for p in (a, b):
            p.play_turn()


def test_undo_messages_are_checked():
    assert parse_client('{"type": "undo_ask"}') == {"type": "undo_ask"}
    assert parse_client('{"type": "undo_answer", "agree": true}')["agree"] is True
    assert parse_client('{"type": "undo_withdraw"}') == {"type": "undo_withdraw"}
    for bad in ('{"type": "undo_answer", "agree": "yes"}', '{"type": "undo_answer"}',
                '{"type": "undo_ask", "seat": 1}', '{"type": "undo_withdraw", "seat": 0}'):
        with pytest.raises(MessageError):
            parse_client(bad)


def test_undo_when_everyone_agrees_takes_the_moves_back_for_both(tmp_path):
    with running_server(tmp_path) as (server, url):
        code, a, b = _table(url)
        before = _until_ana_can_undo(a, b)
        table = server.tables[code]
        n = len(table.record.actions)
        a.client.send({"type": "undo_ask"})
        _got(a, "undo_asked")
        vote = _got(b, "undo_vote")
        assert (vote["seat"], vote["name"]) == (0, "Ana")
        b.client.send({"type": "undo_answer", "agree": True})
        for p in (a, b):
            done = _got(p, "undo_result")
            assert done["outcome"] == "done" and done["name"] == "Ana"
            u = _got(p, "update", undone=True)
            assert u["at"] < before["at"] and u["at"] == len(table.record.actions)
            # each client's view is the host's, back before Ana's move
            assert observed(table.state.game, u["you"], u) == \
                observation_for(table.state, u["you"])
        assert len(table.record.actions) < n and table.record.undos[-1]["at"] == u["at"]
        assert table.state.current_player() == 0          # Ana's move to play again
        assert server.saver.flush()
        from cinetable.persistence.saves import load_record
        assert len(load_record(table.autosave_path).actions) == len(table.record.actions)


@pytest.mark.parametrize("ending", ["refused", "withdrawn"])
def test_an_ask_refused_or_withdrawn_changes_nothing(tmp_path, ending):
    """Ben refuses, or Ana withdraws her ask: only the one concerned may do either."""
    with running_server(tmp_path) as (server, url):
        code, a, b = _table(url)
        _until_ana_can_undo(a, b)
        table = server.tables[code]
        actions = list(table.record.actions)
        a.client.send({"type": "undo_withdraw"})              # nothing asked yet
        _got(a, "refused", code="no_ask")
        a.client.send({"type": "undo_ask"})
        _got(b, "undo_vote")
        if ending == "refused":
            a.client.send({"type": "undo_answer", "agree": True})     # not hers to answer
            _got(a, "refused", code="no_vote")
            b.client.send({"type": "undo_answer", "agree": False})
            for p in (a, b):
                _got(p, "undo_result", outcome="refused", by_name="Ben")
        else:
            b.client.send({"type": "undo_withdraw"})              # not his ask
            _got(b, "refused", code="no_ask")
            a.client.send({"type": "undo_withdraw"})
            for p in (a, b):
                _got(p, "undo_result", outcome="withdrawn", name="Ana")
            b.client.send({"type": "undo_answer", "agree": True})  # too late: no vote
            _got(b, "refused", code="no_vote")
        assert table.record.actions == actions and not table.record.undos
        assert code not in server.undo.votes
        assert not any(m.get("undone") for m in a.received + b.received)


def test_a_move_a_timeout_or_a_departure_cancels_the_vote(tmp_path):
    clock = HeldClock()
    with running_server(tmp_path, clock=clock) as (server, url):
        code, a, b = _table(url)
        _until_ana_can_undo(a, b)
        server.undo.timeout = 0.3        # nobody answers: it times out (however slowly)
        a.client.send({"type": "undo_ask"})
        _got(b, "undo_vote")
        _got(a, "undo_result", outcome="timeout")
        assert not server.tables[code].record.undos
        server.undo.cooldown.clear()
        clock.hold()                     # the host's time stands: Ben moves before 0.3 s
        a.client.send({"type": "undo_ask"})
        b.wait_count(_kind("undo_vote"), 2)
        b.play_turn()                                        # Ben plays instead
        _got(a, "undo_result", outcome="moved")
        assert not server.tables[code].record.undos


def test_undo_past_a_deal_is_refused_with_a_reason(tmp_path):
    with running_server(tmp_path) as (server, url):
        code, a, b = _table(url)
        assert a.last["undo"]["ok"] is False               # the deal came first
        a.client.send({"type": "undo_ask"})
        assert _got(a, "refused")["code"] in ("undo_revealed", "undo_none")
        assert not server.tables[code].record.undos
        assert not any(m.get("type") == "undo_vote" for m in b.pump() + b.received)


def test_spectators_and_wrong_tokens_can_neither_ask_nor_vote(tmp_path):
    with running_server(tmp_path) as (server, url):
        code, a, b = _table(url)
        _until_ana_can_undo(a, b)
        watcher = Player(url)
        watcher.client.watch(code)
        _got(watcher, "update")
        watcher.client.send({"type": "undo_ask"})
        _got(watcher, "refused", code="not_seated")
        a.client.send({"type": "undo_ask"})
        _got(b, "undo_vote")
        watcher.client.send({"type": "undo_answer", "agree": True})
        _got(watcher, "refused", code="no_vote")
        thief = Player(url, reconnect=False)
        thief.client.send({"type": "rejoin", "table": code, "token": "not-bens-token"})
        _got(thief, "refused", code="bad_token")
        thief.client.send({"type": "undo_answer", "agree": True})
        _got(thief, "refused", code="no_vote")
        assert not server.tables[code].record.undos


def test_undo_is_off_unless_the_table_allowed_it(tmp_path):
    with running_server(tmp_path) as (server, url):
        code, a, b = _table(url, allow_undo=False)
        assert "undo" not in a.last and not a.last.get("allow_undo")
        a.client.send({"type": "undo_ask"})
        _got(a, "refused", code="undo_off")


def test_a_hard_bot_that_was_thinking_when_the_ask_came_does_not_end_the_vote(tmp_path,
                                                                              monkeypatch):
    """A hard bot thinks off the host's loop: an ask that opens meanwhile must not be
    cancelled as "moved" by the move it then finds; the bot plays after the vote."""
    import threading

    import cinetable.bots as bots

    thinking, go = threading.Event(), threading.Event()
    held = [True]

    def slow_choice(state, seat, bot, rng):
        """The bot "thinks" until the test lets it answer."""
        if held[0]:
            thinking.set()
            go.wait(TIMEOUT)
            go.clear()
        return state.legal_actions()[0]

    monkeypatch.setattr(bots, "choose_for_seat", slow_choice)
    from cinetable.net.serve import Server
    bot_move, moves_done = Server._bot_move, []

    async def counted(self, table, seat):     # the host has handled the move it found
        await bot_move(self, table, seat)
        moves_done.append(seat)
    monkeypatch.setattr(Server, "_bot_move", counted)
    from cinetable.net.bot_pool import BotPool
    here = BotPool(1)
    here.unavailable = True          # the bot thinks in this process, held by the test
    with running_server(tmp_path, bot_pool=here) as (server, url):
        server.undo_grace = 0.0
        code, a, b = _table(url, seats=("open", "hard", "open"))
        table = server.tables[code]
        # play until the bot thinks right after a move Ana may take back
        for _ in polling("the bot never thought after Ana's move"):
            for p in (a, b):
                p.pump()
                p.play_turn()
            if thinking.is_set():
                u = a.last
                if u and u["at"] == len(table.record.actions) and u["to_move"] == 1 \
                        and u["undo"].get("ok"):
                    break
                thinking.clear()
                go.set()
        n = len(table.record.actions)
        a.client.send({"type": "undo_ask"})
        _got(b, "undo_vote")
        done = len(moves_done)
        held[0] = False
        go.set()                                 # its move comes back during the vote
        wait_until(lambda: len(moves_done) > done, "the bot's move to come back")
        assert len(table.record.actions) == n and code in server.undo.votes
        b.client.send({"type": "undo_answer", "agree": False})
        _got(a, "undo_result", outcome="refused")
        wait_until(lambda: len(table.record.actions) > n,      # then the bot plays
                   "the bot to play after the vote")
