"""Statistics computed from a known history."""
from cinetable.stats import compute, histogram, table_level
from tests.persistence.test_history import entry


def test_statistics_from_a_known_history():
    es = [entry(1, won=True, score=20, level="hard"), entry(2, won=False, score=8, level="hard"),
          entry(3, won=True, score=14, level="normal"), entry(4, won=True, score=11, level="normal"),
          entry(5, won=True, score=30, level="easy", game="poker")]
    st = compute(es, "hollywood")
    assert st.games == 4 and st.wins == 3
    assert st.win_rate == 0.75
    assert st.best == 20 and st.average_score == (20 + 8 + 14 + 11) / 4
    assert st.by_level == {"hard": (2, 1.0), "normal": (2, 2.0)}
    assert st.level_rate("hard") == 0.5 and st.level_rate("easy") is None
    assert st.longest_streak == 2 and st.current_streak == 2
    assert st.win_rate_series == [1.0, 0.5, 2 / 3, 0.75]
    assert st.average_minutes == (1 + 2 + 3 + 4) / 4
    overall = compute(es)
    assert overall.games == 5 and overall.longest_streak == 3
    # "easy" and "normal" bots at one table: grouped by the strongest
    assert table_level(es[4]) == "easy" and table_level(es[2]) == "normal"


def test_shared_win_counts_a_share():
    e = entry(1)
    e["seats"][1]["won"] = True              # the human and one bot tie
    assert compute([e]).wins == 0.5


def test_histogram_bins_cover_every_value():
    h = histogram([1, 2, 2, 3, 9], bins=4)
    assert sum(c for _, _, c in h) == 5 and h[0][0] == 1 and h[-1][1] == 9
    assert histogram([]) == [] and histogram([5, 5]) == [(5, 5, 2)]
