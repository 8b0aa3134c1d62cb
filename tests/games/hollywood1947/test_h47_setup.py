"""W1 components and W2 setup: every piece dealt by a chance action."""
import pytest
from h47_helpers import dealt, do, filler_hands, new_state

from cinetable.engine import CHANCE, IllegalActionError
from cinetable.engine.errors import OptionError
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.cards import load_components

COMP = load_components()


def test_W1_1_fifteen_posters_with_monster_and_horror_communist():
    assert len(COMP.posters) == 15
    bias = {p.id: p.bias for p in COMP.posters}
    assert bias["monster"] == bias["horror"] == -1
    assert sorted(bias.values()).count(0) == 5 and sorted(bias.values()).count(1) == 5


def test_W1_2_sixty_cards_31_patriot_33_communist_symbols():
    cards = COMP.cards
    assert len(cards) == 60
    assert sum(c.patriot for c in cards) == 31 and sum(c.communist for c in cards) == 33
    assert sum(c.hearing for c in cards) == 3 and all(c.patriot == 2 for c in cards if c.hearing)
    assert sum(c.reorganization for c in cards) == 3
    assert sum(1 for c in cards if c.two_player_out) == 6


def test_W1_3_die_has_two_star_faces_of_six():
    s = new_state(4)
    for _ in range(4 + 4 + 12):
        do(s, s.chance_outcomes()[0][0].text)
    outs = dict((str(a), p) for a, p in s.chance_outcomes())
    assert outs == pytest.approx({"die blank": 4 / 6, "die star": 2 / 6})


def test_W1_4_nine_jobs_numbered():
    assert [j.id for j in COMP.jobs][:3] == ["screenwriter", "producer", "director"]
    assert COMP.jobs[8].id == "editor" and COMP.jobs[8].number == 9


def test_W1_5_four_trophy_tokens_start_in_the_centre():
    s = dealt(4, (1, 2, 3, 4), ["patriot", "patriot", "communist", "star"],
              filler_hands(4), [0, 0, 0, 0])
    assert sum(s.tokens) == 0 and len(s.tokens) == 4


def test_W2_1_one_job_each_the_rest_in_the_centre():
    s = dealt(4, (5, 2, 9, 4), ["patriot", "patriot", "communist", "star"],
              filler_hands(4), [0, 0, 0, 0])
    assert s.job_at[4] == 0 and s.job_at[8] == 2
    assert sorted(j for j in range(9) if s.job_at[j] == -1) == [0, 2, 5, 6, 7]


def test_W2_1_a_job_cannot_be_dealt_twice():
    s = new_state(4)
    do(s, "job 3")
    with pytest.raises(IllegalActionError):
        s.apply_action("job 3")


@pytest.mark.parametrize("n,counts", [(1, (1, 0, 0)), (4, (2, 1, 1)), (6, (3, 2, 1)),
                                      (9, (5, 3, 1))])
def test_W2_2_loyalty_pool_by_player_count(n, counts):
    s = new_state(n)
    per = 2 if n <= 3 else 1
    for _ in range(n * per):
        do(s, s.chance_outcomes()[0][0].text)
    outs = {str(a): p for a, p in s.chance_outcomes()}
    total = sum(counts)
    want = {f"loyalty {k}": c / total for k, c in zip(("patriot", "communist", "star"), counts) if c}
    assert outs == pytest.approx(want)


def test_W2_2_communists_learn_each_other_secretly():
    s = new_state(5)
    for j in (1, 2, 3, 4, 5):
        do(s, f"job {j}")
    ev = do(s, "loyalty communist", "loyalty patriot", "loyalty patriot", "loyalty patriot",
            "loyalty communist")
    meet = [e for e in ev if isinstance(e, E.ComradesKnown)]
    assert meet and meet[0].communists == (0, 4) and meet[0].visible(4) and not meet[0].visible(1)
    assert s.observation(0)["loyalties"] == ["communist", None, None, None, "communist"]
    assert s.observation(1)["loyalties"] == [None, "patriot", None, None, None]


def test_W2_3_three_cards_each_seen_only_by_their_holder():
    s = new_state(4)
    for j in (1, 2, 3, 4):
        do(s, f"job {j}")
    do(s, *["loyalty patriot"] * 2, "loyalty communist", "loyalty star")
    ev = do(s, "card pat1")
    seen = [e for e in ev if isinstance(e, E.CardSeen)]
    assert seen[0].visible_to == (0,)
    hands = filler_hands(4)
    hands[0][0] = "pat1"
    s = dealt(4, (1, 2, 3, 4), ["patriot"] * 2 + ["communist", "star"], hands, [1, 0, 0, 0])
    assert s.observation(0)["hand"] == sorted(hands[0])
    assert "pat1" not in str(s.observation(1))


def test_W2_4_each_player_rolls_one_die_visible():
    s = dealt(4, (1, 2, 3, 4), ["patriot"] * 2 + ["communist", "star"], filler_hands(4),
              [1, 0, 1, 0])
    assert s.observation(3)["dice"] == [1, 0, 1, 0]


def test_W2_5_posters_are_drawn_at_random():
    s = dealt(4, (2, 3, 4, 5), ["patriot"] * 2 + ["communist", "star"], filler_hands(4),
              [1, 0, 1, 0])
    assert s.current_player() == CHANCE          # no Screenwriter: the top poster is shown
    outs = s.chance_outcomes()
    assert len(outs) == 15 and all(str(a).startswith("poster ") for a, _ in outs)


def test_W6_cut_removes_jobs_and_keeps_one_per_player():
    s = new_state(4, cut="8,9")
    assert s.job_at[7] == s.job_at[8] == -2
    assert {str(a) for a, _ in s.chance_outcomes()} == {f"job {j}" for j in range(1, 8)}
    with pytest.raises(OptionError):
        new_state(8, cut="8,9")
