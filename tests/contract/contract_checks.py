"""The engine protocol's contract, checked on any game through the public protocol only
(engine/protocol.py): what every game in the registry gets for free, and what a new
game must pass before its table is built.

`play_checked` plays one random game and checks, at every step:
- the player to move has a non-empty legal set with distinct notations, or chance's
  outcomes have positive probabilities summing to 1;
- every legal action and chance outcome round-trips through its notation, and the
  game's fast chance draw (sample_chance) gives a listed outcome;
and at sampled steps (CHECK_EVERY on average, so long games stay affordable):
- a clone equals the original and is independent of it;
- save → load (the record as JSON, replayed) gives the same state (at every one of the
  first EARLY_SAVES steps too: setup and the first deal are where replays go wrong);
and at those steps and every step that deals out a secret (an event for some seats only):
- each seat's resample is consistent with its observation (what it cannot see, a
  resample may change; what it sees, it keeps);
- the secret events a seat is shown say nothing its observation does not: another chance
  outcome, or the same move in a world the seat cannot tell from the true one, that
  leaves its view the same shows it the same events;
and at the end, that the returns agree with the winners.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass

from cinetable.engine import CHANCE, load_game
from cinetable.engine.protocol import sample_chance
from cinetable.engine.registry import game_info
from cinetable.persistence.records import GameRecord, Seat, replay

CHECK_EVERY = 12          # the costly checks run at about one step in this many
MAX_STEPS = 20_000        # far above any real game: a game that does not end fails
EARLY_SAVES = 40          # save → load after each of the first moves


def dump(obj) -> str:
    return json.dumps(obj, sort_keys=True, default=str)


def observations(state, players: int) -> list[str]:
    return [dump(state.observation(p)) for p in range(players)]


def snapshot(state, players: int) -> tuple:
    """What two equal states must share: every seat's view, the mover, the moves."""
    return (observations(state, players), state.current_player(), state.is_terminal(),
            [str(a) for a in state.all_moves()] if not state.is_terminal() else [])


def option_variants(game_id: str) -> list[dict]:
    """Every single-option departure from the defaults (each choice, each flag flipped)."""
    info = game_info(game_id)
    out: list[dict] = [{}]
    for spec in info.options:
        if spec.choices:
            out += [{spec.name: c} for c in spec.choices if c != spec.default]
        elif isinstance(spec.default, bool):
            out.append({spec.name: not spec.default})
    return out


def valid_setups(game_id: str) -> list[tuple[int, dict]]:
    """(players, options) pairs the game accepts: every count with every option variant."""
    info = game_info(game_id)
    out = []
    for players in range(info.min_players, info.max_players + 1):
        for options in option_variants(game_id):
            problem = info.check(players, {**{o.name: o.default for o in info.options}, **options}) \
                if info.check is not None else ""
            if not problem:
                out.append((players, options))
    return out


def pick(state, rng: random.Random):
    if state.current_player() == CHANCE:
        outcomes = state.chance_outcomes()
        return rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


@dataclass
class Playout:
    actions: list[str]
    returns: list[float]
    winners: list[int]
    checks: dict


class _Fixed(random.Random):
    """An rng whose uniform draw is r (the edges of [0, 1) included); its other draws are
    seeded from r."""
    def __init__(self, r: float):
        super().__init__(r)
        self.r = r

    def random(self) -> float:
        return self.r


def check_moves(state) -> None:
    if state.current_player() == CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes, "chance to move with no outcome"
        assert all(p > 0 for _, p in outcomes), "an outcome of probability 0 or less"
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9, "chance outcomes do not sum to 1"
        listed = {str(a) for a, _ in outcomes}
        for r in (0.0, 0.37, 0.999):
            assert str(sample_chance(state, _Fixed(r))) in listed, \
                "the fast chance draw gives an outcome that is not listed"
        moves = [a for a, _ in outcomes]
    else:
        moves = state.legal_actions()
        assert moves, f"seat {state.current_player()} to move with no legal action"
    texts = [str(a) for a in moves]
    assert len(set(texts)) == len(texts), f"two moves share a notation: {texts}"
    for a, text in zip(moves, texts):
        back = state.parse_action(text)
        assert back == a and str(back) == text, f"{text!r} does not round-trip"


def check_clone(state, players: int, rng: random.Random) -> None:
    before = snapshot(state, players)
    twin = state.clone()
    assert snapshot(twin, players) == before, "a clone differs from its original"
    twin.apply_action(pick(twin, rng))
    assert snapshot(state, players) == before, "playing on a clone changed the original"


def check_resample(state, players: int, rng: random.Random) -> list:
    """Each seat's resample keeps that seat's observation; returns the worlds."""
    worlds = []
    for seat in range(players):
        seen = dump(state.observation(seat))
        world = state.resample(seat, random.Random(rng.random()))
        assert dump(world.observation(seat)) == seen, \
            f"seat {seat}'s own resample changes what it sees"
        assert snapshot(state, players)[0][seat] == seen, "resample changed the true state"
        worlds.append(world)
    return worlds


def shown(events, seat: int) -> list[str]:
    """The secret events (meant for some seats only, engine/events.py) shown to `seat`;
    public events are everybody's and may tell what no observation keeps (the last roll)."""
    return [dump(e.to_dict()) for e in events
            if getattr(e, "visible_to", None) is not None and e.visible(seat)]


def check_events(state, worlds: list, action, players: int, rng: random.Random) -> None:
    """The secret events a seat is shown say nothing its observation does not. Two results the
    seat cannot tell apart (its observation after them is the same) must show it the same
    events: another chance outcome from the same position, or the same move in a world
    the seat cannot tell from the true one (`worlds`: its resamples)."""
    text = str(action)
    true = state.clone()
    true_events = true.apply_action(true.parse_action(text))
    seen_after = [dump(true.observation(seat)) for seat in range(players)]
    if state.current_player() == CHANCE:
        others = [a for a, _ in state.chance_outcomes() if str(a) != text]
        for alt in rng.sample(others, min(3, len(others))):
            twin = state.clone()
            twin_events = twin.apply_action(alt)
            for seat in range(players):
                if dump(twin.observation(seat)) == seen_after[seat]:
                    assert shown(twin_events, seat) == shown(true_events, seat), \
                        f"seat {seat} is shown which of {text!r} and {str(alt)!r} chance drew"
        return
    for seat, world in enumerate(worlds):
        if seat == state.current_player():
            continue
        if text not in {str(a) for a in world.legal_actions()}:
            continue
        world_events = world.apply_action(world.parse_action(text))
        if dump(world.observation(seat)) != seen_after[seat]:
            continue           # the move reveals what differs between the worlds
        assert shown(world_events, seat) == shown(true_events, seat), \
            f"seat {seat} is shown events that depend on what it cannot see"


def check_save_load(game_id: str, players: int, options: dict, seed: int, actions: list[str],
                    state) -> None:
    seats = [Seat(f"P{i}", "bot", "normal") for i in range(players)]
    record = GameRecord(game=game_id, players=players, seats=seats, options=options, seed=seed)
    record.actions = list(actions)
    back = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert snapshot(replay(back), players) == snapshot(state, players), \
        f"save → load differs after {len(actions)} actions"


def check_end(state, players: int) -> None:
    returns, winners = state.returns(), state.winners()
    assert len(returns) == players and winners, "an ended game has no winner"
    best = max(returns)
    assert sorted(winners) == [p for p in range(players) if returns[p] == best], \
        f"winners {winners} are not the seats with the best return {returns}"


def play_checked(game_id: str, players: int, options: dict, seed: int) -> Playout:
    rng = random.Random(seed)
    state = load_game(game_id, players, options).new_initial_state()
    actions: list[str] = []
    checks = dict.fromkeys(("steps", "clone", "resample", "events", "save"), 0)
    while not state.is_terminal():
        assert len(actions) < MAX_STEPS, f"no end after {MAX_STEPS} actions"
        check_moves(state)
        action = pick(state, rng)
        before = state.clone()
        events = state.apply_action(action)
        # the costly checks at sampled steps, and the event check at every step that
        # deals out a secret (an event for some seats only, engine/events.py)
        sampled = rng.randrange(CHECK_EVERY) == 0
        if sampled or any(getattr(e, "visible_to", None) is not None for e in events):
            worlds = check_resample(before, players, rng)
            check_events(before, worlds, action, players, rng)
            checks["resample"] += 1
            checks["events"] += 1
        if sampled:
            check_clone(before, players, rng)
            checks["clone"] += 1
        if sampled or len(actions) < EARLY_SAVES:
            check_save_load(game_id, players, options, seed, actions, before)
            checks["save"] += 1
        actions.append(str(action))
        checks["steps"] += 1
    check_end(state, players)
    check_save_load(game_id, players, options, seed, actions, state)
    return Playout(actions, list(state.returns()), sorted(state.winners()), checks)


def play(game_id: str, players: int, options: dict, seed: int) -> list[str]:
    """A random game's actions, unchecked (determinism is checked by playing it twice)."""
    rng = random.Random(seed)
    state = load_game(game_id, players, options).new_initial_state()
    actions = []
    while not state.is_terminal():
        action = pick(state, rng)
        state.apply_action(action)
        actions.append(str(action))
    return actions + [dump(state.returns())]
