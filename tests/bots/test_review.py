"""Game review (issue 21): each human decision searched from that seat's view, the moves
that cost win chance marked, stored in the save, the same for the same seed."""
import json

import pytest
from review_scripts import play_out_record, play_to_choice, record_for

from cinetable.bots.review import Review, ReviewJob, budget_for, mark_for, review_record

# (game, players, seed, seat 0's n-th choice, the planted blunder, the best move there)
PLANTED = [
    # the last star of the round put on a genre that scores nothing for Ann
    ("hollywood", 3, 4, 16, "star->romance", "star->horror"),
    # the 13 thrown away early in a deal the 4 wins
    ("poker", 2, 1, 4, "play 13", "play 4"),
    # a Patriot token spent where the Communist one keeps the film
    ("hollywood1947", 4, 3, 2, "spend pat2-1", "spend com2-2"),
    # the lot given away: "done" with no bid on a lot Ann can win cheaply
    ("cannes", 3, 4, 29, "done", "bid lot1 490000"),
]


def review_of_one(game, players, seed, n, move):
    """The review of seat 0's n-th choice, with `move` played there (only that one)."""
    state, actions = play_to_choice(game, players, seed, n)
    k = len(actions)
    record = record_for(game, players, seed, actions + [state.parse_action(move)])
    review = review_record(record, earlier=Review(budget_for(game), k))
    assert [m.index for m in review.moves] == [k]
    return review.moves[0]


@pytest.mark.parametrize("game,players,seed,n,blunder,best", PLANTED,
                         ids=[p[0] for p in PLANTED])
def test_W21_a_planted_blunder_is_marked_and_the_best_move_is_not(game, players, seed, n,
                                                                  blunder, best):
    bad = review_of_one(game, players, seed, n, blunder)
    assert bad.mark == "blunder" and bad.played == blunder and bad.best != blunder
    assert bad.best_chance - bad.played_chance >= 0.15 and bad.kept < 1.0
    good = review_of_one(game, players, seed, n, best)
    assert good.mark == "" and good.played == best


def test_W21_marks_follow_the_thresholds_of_each_game():
    assert mark_for("poker", 0.03) == "" and mark_for("poker", 0.05) == "inaccuracy"
    assert mark_for("poker", 0.09) == "mistake" and mark_for("poker", 0.2) == "blunder"
    assert mark_for("hollywood", 0.15) == "mistake"


def test_W21_the_review_searches_the_seats_view_never_the_true_state(monkeypatch):
    game, players, seed, n, blunder, _best = PLANTED[3]
    state, actions = play_to_choice(game, players, seed, n)
    true_states = []
    from cinetable.engine.timeline import Timeline
    real_state_at = Timeline.state_at

    def state_at(self, k):
        s = real_state_at(self, k)
        true_states.append(s)
        return s
    monkeypatch.setattr(Timeline, "state_at", state_at)
    seen = []
    from cinetable.bots import ismcts, rollouts

    def spying(real):
        def think(self, view, legal, rng):
            seen.append(view)
            return (yield from real(self, view, legal, rng))
        return think

    def spying_play(real):
        def play(self, view, seat, options, rng):
            seen.append(view)
            return (yield from real(self, view, seat, options, rng))
        return play
    monkeypatch.setattr(ismcts.ISMCTSBot, "think", spying(ismcts.ISMCTSBot.think))
    monkeypatch.setattr(rollouts.RolloutBot, "think", spying(rollouts.RolloutBot.think))
    monkeypatch.setattr(rollouts.RolloutBot, "play_options",
                        spying_play(rollouts.RolloutBot.play_options))
    record = record_for(game, players, seed, actions + [state.parse_action(blunder)])
    review_record(record, earlier=Review(4, len(actions)), budget=4)
    assert seen and true_states
    assert not any(v is s for v in seen for s in true_states)


def test_W21_the_same_seed_gives_the_same_review_and_it_survives_save_and_load(tmp_path):
    from cinetable.persistence.records import GameRecord
    from cinetable.persistence.saves import load_record, save_record
    record = play_out_record("poker", 2, 7)
    a = review_record(record, budget=4, limit=5)
    b = review_record(record, budget=4, limit=5)
    assert a == b and len(a.moves) == 5 and a.upto < len(record.actions)
    record.review = a.to_dict()
    path = save_record(record, tmp_path / "game.json")
    back = load_record(path)
    assert Review.from_dict(back.review) == Review.from_dict(json.loads(json.dumps(a.to_dict())))
    again = GameRecord.from_dict(back.to_dict())
    assert again.review == back.review


@pytest.mark.parametrize("hostile", [
    {"budget": 4, "upto": 10 ** 9, "moves": []},
    {"budget": True, "upto": 1, "moves": []},
    {"budget": 4, "upto": 3, "moves": [[0, 0, "x", "y", float("nan"), 0.5, ""]]},
    {"budget": 4, "upto": 3, "moves": [[0, 9, "x", "y", 0.1, 0.5, ""]]},
    {"budget": 4, "upto": 3, "moves": [[0, 0, "not played", "y", 0.1, 0.5, "blunder"]]},
    {"budget": 4, "upto": 3, "moves": [[0, 0, "x", "y", 0.1, 2.5, ""]]},
    {"budget": 4, "upto": 3, "moves": [[0, 0, "x", "y", 0.1, 0.5, "<script>"]]},
    "review", [1, 2],
])
def test_W21_a_hostile_stored_review_is_dropped_and_the_game_kept(hostile):
    from cinetable.persistence.records import GameRecord
    record = play_out_record("poker", 2, 7)
    d = record.to_dict()
    d["review"] = hostile
    if isinstance(hostile, dict) and hostile["moves"]:
        hostile["moves"][0][2] = hostile["moves"][0][2] if hostile["moves"][0][2] != "x" \
            else d["actions"][0]
    back = GameRecord.from_dict(d)
    assert back.review is None and back.actions == record.actions


def test_W21_a_review_goes_on_from_an_earlier_one_and_forced_moves_are_skipped():
    record = play_out_record("hollywood1947", 4, 3)
    first = review_record(record, budget=3, limit=2)
    job = ReviewJob(record, budget=3, earlier=first, limit=1)
    assert job.total == 1 and [m.index for m in job.review.moves] == [m.index for m in first.moves]
    for m in first.moves:
        s = job.timeline.state_at(m.index)
        assert s.current_player() == m.seat == 0 and len(s.legal_actions()) > 1
    assert 0.0 <= first.accuracy() <= 1.0
