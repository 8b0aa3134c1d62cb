"""The game session: new, apply, autosave, resume; chance and bots driven in slices."""
import json

import pytest

from cinetable.client.session import GameSession
from cinetable.engine import CHANCE, IllegalActionError
from cinetable.persistence import SaveError, load_game_from

HUMAN_AND_BOTS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy")]
ALL_HUMANS = [("Ann", "human"), ("Bea", "human"), ("Cal", "human")]


@pytest.fixture
def saves(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    monkeypatch.setenv("CINETABLE_SAVES", str(folder))
    return folder


def first_legal(session):
    return session.state.legal_actions()[0]


def play_humans(session, n):
    """Apply n actions: chance from the session's rng, players their first legal action."""
    for _ in range(n):
        if session.state.is_terminal():
            return
        if session.state.current_player() == CHANCE:
            session.step_auto(None)
        else:
            session.apply(first_legal(session))


def test_new_game_is_autosaved_with_its_seed(saves):
    s = GameSession.new("hollywood", 3, {}, HUMAN_AND_BOTS, seed=11, folder=saves)
    s.flush()
    data = json.loads(s.autosave_path.read_text())
    assert s.autosave_path.parent == saves
    assert data["seed"] == 11 and data["actions"] == [] and data["players"] == 3
    assert [x["kind"] for x in data["seats"]] == ["human", "bot", "bot"]
    assert s.human_seat == 0 and set(s.bots) == {1, 2}


def test_every_action_is_recorded_and_autosaved(saves):
    s = GameSession.new("hollywood", 3, {}, ALL_HUMANS, seed=3, folder=saves)
    play_humans(s, 20)                       # the draw, the deal, five placements
    s.flush()
    data = json.loads(s.autosave_path.read_text())
    assert data["actions"] == s.record.actions and len(data["actions"]) == 20
    assert data["actions"][0].startswith("first P")
    assert all(a.startswith("deal ") for a in data["actions"][1:15])


def test_illegal_text_is_refused_with_a_reason_and_changes_nothing(saves):
    s = GameSession.new("hollywood", 3, {}, ALL_HUMANS, seed=5, folder=saves)
    play_humans(s, 15)                       # first player drawn, layout dealt
    before = s.state.observation(0)
    actions = list(s.record.actions)
    with pytest.raises(IllegalActionError, match="not a Hollywood! action"):
        s.apply_text("place Z")
    with pytest.raises(IllegalActionError, match="no star to place"):
        s.apply_text("star->horror")
    for _ in range(3):                        # fill column D (3 cards)
        s.apply_text("place D")
    before = s.state.observation(0)
    actions = list(s.record.actions)
    with pytest.raises(IllegalActionError, match="Column D is full"):
        s.apply_text("place D")
    assert s.state.observation(0) == before and s.record.actions == actions


def test_resume_replays_to_the_identical_state(saves):
    s = GameSession.new("hollywood", 3, {}, HUMAN_AND_BOTS, seed=21, folder=saves)
    for _ in range(40):
        if s.human_to_move():
            s.apply(first_legal(s))
        else:
            s.step_auto(None)
    s.flush()
    r = GameSession.resume(s.autosave_path)
    assert r.record.actions == s.record.actions
    assert r.state.observation(0) == s.state.observation(0)
    assert r.state.current_player() == s.state.current_player()
    assert [(x.name, x.kind, x.level) for x in r.seats] == \
        [(x.name, x.kind, x.level) for x in s.seats]
    assert set(r.bots) == {1, 2} and r.seed == 21


def test_resume_continues_the_same_chance_sequence(saves):
    """Same seed and same moves give the same deals, whether or not the game was resumed."""
    a = GameSession.new("hollywood", 3, {}, ALL_HUMANS, seed=99, folder=saves / "a")
    b = GameSession.new("hollywood", 3, {}, ALL_HUMANS, seed=99, folder=saves / "b")
    play_humans(a, 30)
    play_humans(b, 30)
    b.flush()
    b = GameSession.resume(b.autosave_path)
    play_humans(a, 60)                        # crosses the second round's deal
    play_humans(b, 60)
    assert a.record.actions == b.record.actions
    assert sum(x.startswith("deal") for x in a.record.actions) > 14


def test_a_failed_autosave_does_not_stop_the_game(saves, monkeypatch):
    s = GameSession.new("hollywood", 3, {}, ALL_HUMANS, seed=8, folder=saves)
    s.flush()

    def disk_full(record, path=None):
        raise SaveError("Could not save: the disk is full")

    monkeypatch.setattr("cinetable.persistence.save_record", disk_full)
    play_humans(s, 16)
    s.flush()
    assert s.last_save_error == "Could not save: the disk is full"
    assert len(s.record.actions) == 16 and s.state.current_player() >= 0
    monkeypatch.undo()
    monkeypatch.setenv("CINETABLE_SAVES", str(saves))
    play_humans(s, 1)
    s.flush()
    assert s.last_save_error is None
    record, state = load_game_from(s.autosave_path)
    assert record.actions == s.record.actions


def test_a_synchronous_autosave_reports_failure_too(saves, monkeypatch):
    s = GameSession.new("hollywood", 3, {}, ALL_HUMANS, seed=8, folder=saves)
    monkeypatch.setattr("cinetable.persistence.save_record",
                        lambda record, path=None: (_ for _ in ()).throw(OSError(28, "No space")))
    s.autosave(wait=True)
    assert "No space" in s.last_save_error


def test_bot_thinks_in_slices_and_reports_it(saves):
    s = GameSession.new("hollywood", 3, {}, [("Rita", "bot", "normal"), ("Ann", "human"),
                                             ("Sam", "bot", "normal")], seed=2, folder=saves)
    while s.state.current_player() == CHANCE:
        assert s.step_auto(0) is not None      # chance never waits
    p = s.state.current_player()
    if s.is_human(p):
        s.apply(first_legal(s))
        p = s.state.current_player()
    assert s.is_bot(p)
    n = len(s.record.actions)
    assert s.step_auto(0.0) is None            # a zero budget: one slice, not finished
    assert s.thinking_seat == p and len(s.record.actions) == n
    events = s.step_auto(None)
    assert events and s.thinking_seat is None and len(s.record.actions) == n + 1


def test_step_auto_waits_for_the_human(saves):
    s = GameSession.new("hollywood", 3, {}, HUMAN_AND_BOTS, seed=4, folder=saves)
    s.run_bots_until_human()
    assert s.human_to_move()
    n = len(s.record.actions)
    assert s.step_auto(None) is None and len(s.record.actions) == n


def test_a_bot_only_game_plays_to_the_end_and_replays(saves):
    seats = [("Rita", "bot", "normal"), ("Sam", "bot", "easy"), ("Orson", "bot", "random")]
    s = GameSession.new("hollywood", 3, {}, seats, seed=13, folder=saves)
    s.run_bots_until_human()
    assert s.state.is_terminal() and s.human_seat is None
    s.flush()
    record, state = load_game_from(s.autosave_path)
    assert state.scores() == s.state.scores() and record.summary["finished"] is True
    with pytest.raises(IllegalActionError, match="over"):
        s.apply_text("cut")


def test_save_as_writes_a_named_slot(saves):
    s = GameSession.new("hollywood", 3, {}, ALL_HUMANS, seed=6, folder=saves)
    play_humans(s, 18)
    path = s.save_as("Before the push")
    record, state = load_game_from(path)
    assert record.name == "Before the push" and record.actions == s.record.actions


def test_a_failing_or_cheating_bot_cannot_end_the_game(saves, monkeypatch):
    s = GameSession.new("hollywood", 3, {}, [("Ann", "human"), ("Rita", "bot", "normal"),
                                             ("Sam", "bot", "normal")], seed=2, folder=saves)

    def broken(view, legal, rng):
        raise RuntimeError("bug")
        yield

    def cheat(view, legal, rng):
        yield
        return "star->horror"

    monkeypatch.setattr(s.bots[1], "think", broken)
    monkeypatch.setattr(s.bots[2], "think", cheat)
    for _ in range(60):
        if s.human_to_move():
            s.apply(first_legal(s))
        else:
            s.step_auto(None)
    moves = [a for a in s.record.actions if not a.startswith(("deal", "first"))]
    assert len(moves) > 12
    s.flush()
    record, state = load_game_from(s.autosave_path)     # replay re-checks every move
    assert record.actions == s.record.actions


def test_events_revealing_a_secret_reach_only_the_seat_allowed_to_see_them(tmp_path, monkeypatch):
    """Hollywood! has no secret events, so fake one: the table must not narrate (or
    animate) what the human seat may not see."""
    from dataclasses import dataclass

    from cinetable.engine import Event
    from cinetable.persistence.records import Seat

    @dataclass(frozen=True, slots=True)
    class Peek(Event):
        card: str
        visible_to: tuple

    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    seats = [Seat("You", "human", None), Seat("Vera", "bot", "normal"),
             Seat("Sam", "bot", "normal")]
    s = GameSession.new("hollywood", 3, {}, seats, seed=9)
    real = s.state.apply_action

    def with_secrets(action):
        return real(action) + [Peek("s01", (0,)), Peek("s02", (1,))]
    monkeypatch.setattr(s.state, "apply_action", with_secrets)
    chance = s.state.chance_outcomes()[0][0]
    events = s.apply(chance)
    peeks = [e.card for e in events if isinstance(e, Peek)]
    assert peeks == ["s01"]


def test_a_new_game_tidies_old_finished_autosaves_but_keeps_games_in_progress(tmp_path,
                                                                               monkeypatch):
    from cinetable.client import session as session_mod
    from cinetable.persistence import list_saves
    from cinetable.persistence.records import Seat
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    monkeypatch.setattr(session_mod, "KEEP_FINISHED_AUTOSAVES", 1)
    bots = [Seat(n, "bot", "random") for n in ("Vera", "Sam", "Walter")]
    for seed in (1, 2, 3):                          # three finished games
        s = GameSession.new("hollywood", 3, {}, bots, seed=seed)
        s.run_bots_until_human()
        s.flush()
    human = [Seat("You", "human", None)] + bots[:2]
    GameSession.new("hollywood", 3, {}, human, seed=4).flush()     # in progress
    GameSession.new("hollywood", 3, {}, human, seed=5).flush()     # prunes
    entries = [e for e in list_saves(tmp_path) if e.ok]
    assert sum(e.finished for e in entries) == 1
    assert sum(not e.finished for e in entries) == 2


def test_playing_on_from_a_named_save_never_overwrites_the_games_autosave(tmp_path,
                                                                          monkeypatch):
    """Save as at move N, play on to M > N, load the slot and move: the autosave that
    holds M moves must survive (the slot becomes a new branch with its own autosave)."""
    from cinetable.persistence import list_saves, load_record
    from cinetable.persistence.records import Seat
    from cinetable.persistence.saves import autosave_path
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    seats = [Seat("You", "human", None), Seat("Vera", "bot", "normal"),
             Seat("Sam", "bot", "normal")]
    s = GameSession.new("hollywood", 3, {}, seats, seed=21)
    s.run_bots_until_human()
    slot = s.save_as("my slot")
    s.apply(s.state.legal_actions()[0])
    s.run_bots_until_human()
    s.flush()
    original = autosave_path(s.record, tmp_path)
    far = len(load_record(original).actions)
    branch = GameSession.resume(slot)
    assert branch.record.id != s.record.id and branch.record.name == ""
    branch.apply(branch.state.legal_actions()[-1])
    branch.flush()
    assert len(load_record(original).actions) == far           # untouched
    assert len(load_record(slot).actions) < far                 # the slot as it was saved
    assert sum(1 for e in list_saves(tmp_path) if e.name == "my slot") == 1
    # resuming an autosave keeps the game's id: Continue goes on with the same game
    again = GameSession.resume(original)
    assert again.record.id == s.record.id
