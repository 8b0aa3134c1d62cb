"""Timeline (any prefix at once) and honest undo, over every playable game."""
import json
import random

import pytest

from cinetable.engine import CHANCE, game_infos, load_game, sample_chance
from cinetable.engine.timeline import Timeline
from cinetable.engine.undo import reveals, undo_check

GAMES = [i for i in game_infos(implemented_only=True)]


def random_record(info, seed, players=None):
    players = players or info.max_players if info.max_players <= 5 else 5
    rng = random.Random(seed)
    game = load_game(info.id, players)
    state = game.new_initial_state()
    actions = []
    while not state.is_terminal() and len(actions) < 3000:
        a = sample_chance(state, rng) if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        state.apply_action(a)
        actions.append(str(a))
    return game, actions, state


def seen(state, seat):
    return json.dumps(state.observation(seat), sort_keys=True, default=str)


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_timeline_state_at_every_prefix_equals_play(info):
    game, actions, final = random_record(info, 1)
    tl = Timeline(game.new_initial_state(), actions, every=8)
    state = game.new_initial_state()
    for k, text in enumerate(actions):
        assert seen(tl.state_at(k), 0) == seen(state, 0)
        state.apply_action(state.parse_action(text))
    assert [seen(tl.state_at(len(actions)), s) for s in range(game.num_players)] == \
        [seen(final, s) for s in range(game.num_players)]


def test_timeline_truncate_and_extend_keep_snapshots_right():
    info = GAMES[0]
    game, actions, _ = random_record(info, 2)
    tl = Timeline(game.new_initial_state(), actions[:40], every=4)
    tl.truncate(21)
    assert len(tl) == 21
    for text in actions[21:40]:
        tl.extend(text)
    full = Timeline(game.new_initial_state(), actions[:40], every=4)
    for k in (0, 20, 21, 24, 39, 40):
        assert seen(tl.state_at(k), 1) == seen(full.state_at(k), 1)
    with pytest.raises(IndexError):
        tl.state_at(41)


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_timeline_extended_with_the_live_state_applies_no_move_again(info, monkeypatch):
    """A session plays a move on its live state and hands that state to its timeline:
    the move is applied once (the timeline only clones it on a snapshot)."""
    game, actions, _ = random_record(info, 3)
    live = game.new_initial_state()
    tl = Timeline(live, [], every=4)
    applied = []
    for text in actions[:30]:
        action = live.parse_action(text)
        live.apply_action(action)
        cls = type(live)
        original = cls.apply_action
        monkeypatch.setattr(cls, "apply_action", lambda self, a: applied.append(a) or original(self, a))
        tl.extend(action, after=live)
        monkeypatch.setattr(cls, "apply_action", original)
    assert applied == []
    full = Timeline(game.new_initial_state(), actions[:30], every=4)
    for k in (0, 3, 4, 17, 28, 30):
        assert [seen(tl.state_at(k), s) for s in range(game.num_players)] == \
            [seen(full.state_at(k), s) for s in range(game.num_players)]


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_undo_never_crosses_a_reveal(info):
    """After any undo, everything the seat was shown since the undo point is something it
    could not tell apart from what it knew there: no action in between revealed anything,
    checked exhaustively over chance outcomes and over more resampled worlds."""
    rng = random.Random(7)
    checked = allowed = 0
    for seed in range(3):
        game, actions, _ = random_record(info, 100 + seed)
        seat = seed % game.num_players
        for n in range(1, len(actions), max(1, len(actions) // 25)):
            tl = Timeline(game.new_initial_state(), actions[:n])
            check = undo_check(tl, seat, random.Random(n))
            checked += 1
            if not check.allowed:
                assert check.reason in ("revealed", "no_decision")
                continue
            allowed += 1
            k = check.position
            assert tl.state_at(k).current_player() == seat
            for j in range(k, n):
                assert not reveals(tl.state_at(j), tl.actions[j], seat, random.Random(rng.random()))
    assert checked and allowed, "undo was never possible: the test would prove nothing"


def test_undo_refused_after_a_deal_seen_by_the_seat():
    """Hollywood!: a round's last placement is followed by the next round's layout (dealt
    face up to the table): the seat that placed last cannot take it back."""
    info = next(i for i in GAMES if i.id == "hollywood")
    game, actions, _ = random_record(info, 5)
    tl = Timeline(game.new_initial_state(), actions)
    # find a player action directly followed by chance (the layout of the next round)
    for k in range(len(actions) - 1):
        before = tl.state_at(k)
        after = tl.state_at(k + 1)
        if before.current_player() >= 0 and after.current_player() == CHANCE:
            seat = before.current_player()
            short = Timeline(game.new_initial_state(), actions[:k + 2])
            check = undo_check(short, seat)
            assert not check.allowed and check.reason == "revealed"
            assert check.revealed_by == CHANCE and check.revealed_at == k + 1
            return
    pytest.fail("no round end found")


def test_undo_allowed_over_public_bot_moves():
    """Hollywood!: placements are public and need nothing hidden, so undo takes back a
    seat's placement and the bots' placements after it."""
    from tests.games.hollywood.hollywood_helpers import lay_out, layout_with, new_game
    state = new_game(4, first=0)
    lay_out(state, layout_with(state))
    start = state.clone()
    moves = []
    for _ in range(3):
        a = state.legal_actions()[0]
        state.apply_action(a)
        moves.append(a)
    tl = Timeline(start, moves)
    check = undo_check(tl, 0)
    assert check.allowed and check.position == 0
    assert undo_check(tl, 3).reason == "no_decision"
