"""H7 scoring and H9.1 advanced scoring, on tableaus built from card ids."""
from cinetable.games.hollywood.cards import load_cards
from cinetable.games.hollywood.scoring import Breakdown, Tableau, final_result, score_tableau

CARDS = load_cards()
GENRE = {g.id: g.index for g in CARDS.genres}


def tableau(blockbusters=(), films=(), projects=(), worthless=()) -> Tableau:
    """films: (star id, genre, [film ids]); projects: [film ids] of one genre each."""
    t = Tableau()
    idx = lambda cid: CARDS.by_id[cid].index  # noqa: E731
    t.blockbusters = [idx(c) for c in blockbusters]
    t.worthless = [idx(c) for c in worthless]
    for star, genre, cards in films:
        assert all(CARDS.by_id[c].genre == GENRE[genre] for c in cards)
        t.films.append((idx(star), GENRE[genre], tuple(idx(c) for c in cards)))
    for cards in projects:
        g = CARDS.by_id[cards[0]].genre
        assert all(CARDS.by_id[c].genre == g for c in cards)
        t.projects[g] = [idx(c) for c in cards]
    return t


def test_H7_1_each_blockbuster_scores_two():
    assert score_tableau(tableau(blockbusters=["b1", "b4", "b5"])) == \
        Breakdown(6, (), 0, False, 6)


def test_H7_2_finished_film_scores_cards_times_star_value():
    # s01 is a 3-star card, s05 2 stars, s09 1 star
    b = score_tableau(tableau(films=[("s01", "action", ["a02", "a03"]),
                                     ("s05", "horror", ["h02", "h03", "h04"]),
                                     ("s09", "romance", ["r02"])]))
    assert b.films == (6, 6, 1)
    assert b.total == 13


def test_H7_2_award_card_counts_two():
    b = score_tableau(tableau(films=[("s01", "horror", ["h01", "h02"])]))
    assert CARDS.by_id["h01"].award
    assert b.films == (9,)                  # (2 + 1) x 3


def test_H7_3_most_ambitious_project_scores_its_cards():
    b = score_tableau(tableau(projects=[["a02", "a03", "a04"], ["h02"]]))
    assert (b.ambitious, b.ambitious_tied, b.total) == (3, False, 3)


def test_H7_3_award_counts_two_in_the_ambitious_project():
    b = score_tableau(tableau(projects=[["r01", "r02"], ["a02", "a03"]]))
    assert (b.ambitious, b.ambitious_tied) == (3, False)


def test_H7_3_tied_largest_projects_score_nothing():
    b = score_tableau(tableau(projects=[["a02", "a03"], ["h01"], ["r02"]]))
    assert (b.ambitious, b.ambitious_tied, b.total) == (0, True, 0)   # 2 = 2 (award)


def test_H7_3_a_tie_below_the_largest_does_not_matter():
    b = score_tableau(tableau(projects=[["a02", "a03"], ["h02"], ["r02"]]))
    assert (b.ambitious, b.ambitious_tied) == (2, False)


def test_H7_3_worthless_stars_score_nothing():
    assert score_tableau(tableau(worthless=["s01", "s02"])).total == 0


def test_H7_4_highest_total_wins():
    r = final_result([tableau(blockbusters=["b1"]), tableau(blockbusters=["b2", "b3"]),
                      tableau()])
    assert [b.total for b in r.breakdowns] == [2, 4, 0]
    assert r.winners == (1,) and r.tiebreak is False


def test_H7_4_tie_broken_by_the_most_valuable_single_film():
    a = tableau(films=[("s05", "action", ["a02", "a03"]), ("s06", "horror", ["h02", "h03"])])
    b = tableau(films=[("s01", "romance", ["r02", "r03"])], blockbusters=["b1"])
    ra = score_tableau(a)
    rb = score_tableau(b)
    assert ra.total == rb.total == 8
    assert (ra.best_film, rb.best_film) == (4, 6)
    r = final_result([a, b, tableau()])
    assert r.winners == (1,) and r.tiebreak is True


def test_H7_4_still_tied_players_share_the_win():
    a = tableau(films=[("s01", "action", ["a02"])], blockbusters=["b1"])
    b = tableau(films=[("s02", "horror", ["h02"])], blockbusters=["b2"])
    r = final_result([a, b, tableau(blockbusters=["b3"])])
    assert r.winners == (0, 1) and r.tiebreak is True


def test_H7_4_only_tied_leaders_take_part_in_the_tie_break():
    # seat 2 has the best film but is not tied for first
    a = tableau(blockbusters=["b1", "b2", "b3"])
    b = tableau(blockbusters=["b4", "b5", "b1"])
    c = tableau(films=[("s01", "action", ["a02"])])
    r = final_result([a, b, c])
    assert r.winners == (0, 1)


def test_H9_1_advanced_multiplies_each_film_by_removed_film_cards_of_its_genre():
    t = tableau(films=[("s01", "action", ["a02", "a03"]), ("s05", "horror", ["h01"]),
                       ("s09", "romance", ["r02"])],
                blockbusters=["b1"], projects=[["a04", "a05"]])
    plain = score_tableau(t)
    assert plain.films == (6, 4, 1)
    adv = score_tableau(t, multipliers=(3, 1, 0))        # action, horror, romance
    assert adv.films == (18, 4, 0)          # zero removed: that film scores zero
    # blockbusters and the ambitious project are not multiplied
    assert (adv.blockbusters, adv.ambitious) == (2, 2)
    assert adv.total == 2 + 22 + 2


def test_H9_1_tie_break_uses_the_advanced_film_values():
    a = tableau(films=[("s01", "action", ["a02"])])       # 3 x 2 = 6
    b = tableau(films=[("s05", "horror", ["h02"])], blockbusters=["b1", "b2"])  # 2 x 1 + 4
    r = final_result([a, b, tableau()], multipliers=(2, 1, 0))
    assert [x.total for x in r.breakdowns] == [6, 6, 0]
    assert r.winners == (0,)


# ---- H7.5 the Italian book's worked example ------------------------------------------
# "Esempio di punteggio a fine gioco", 3 players, 3 rounds. Every player receives 12 cards
# in a 3-player game (4 tokens x 3 rounds), which pins each tableau down:
#   Favar 15   = blockbusters 4 | films 6 (3 stars), 1 (1 star), 2 (2 stars) | projects 2, 0
#   Manu 20    = blockbusters 2 | films 12 (3 stars), 4 (2 stars), 2 (2 stars) | 0, 0, 0
#   Morpheus 13 = blockbusters 8 | films 2 (2 stars), 3 (1 star) | projects 0
# Manu's 12 cards leave room for 3 film cards in the two big films only if they hold the
# Horror and Action award cards; his three one-card projects tie, so none scores.
# The book's blockbusters add up to 2 + 1 + 4 = 7 but the game has 5: each tableau
# here is real on its own, but two blockbuster ids are reused across players.
BOOK = {
    "Favar": tableau(blockbusters=["b1", "b2"],
                     films=[("s01", "romance", ["r02", "r03"]),
                            ("s09", "action", ["a02"]),
                            ("s05", "horror", ["h02"])],
                     projects=[["r04", "r05"], ["a03"]]),
    "Manu": tableau(blockbusters=["b3"],
                    films=[("s02", "horror", ["h01", "h03", "h04"]),
                           ("s06", "action", ["a01"]),
                           ("s07", "romance", ["r06"])],
                    projects=[["a04"], ["h05"], ["r07"]]),
    "Morpheus": tableau(blockbusters=["b4", "b5", "b1", "b2"],
                        films=[("s08", "action", ["a05"]),
                               ("s10", "horror", ["h06", "h07", "h08"])],
                        projects=[["r08"], ["a06"]]),
}


def test_H7_5_italian_example_item_by_item():
    got = {name: score_tableau(t) for name, t in BOOK.items()}
    assert got["Favar"] == Breakdown(4, (6, 1, 2), 2, False, 15)
    assert got["Manu"] == Breakdown(2, (12, 4, 2), 0, True, 20)
    assert got["Morpheus"] == Breakdown(8, (2, 3), 0, True, 13)


def test_H7_5_italian_example_every_player_holds_twelve_cards():
    for name, t in BOOK.items():
        assert len(t.cards()) == 12, name


def test_H7_5_italian_example_manu_wins():
    r = final_result(list(BOOK.values()))
    assert r.winners == (1,) and r.tiebreak is False
    assert r.breakdowns[1].best_film == 12   # "in gran parte grazie al suo film Horror"


def test_H7_5_italian_example_stars_used():
    # two 3-star, four 2-star and two 1-star cards in all (H1.1)
    values = sorted(CARDS.cards[s].value for t in BOOK.values() for s, _g, _f in t.films)
    assert values == [1, 1, 2, 2, 2, 2, 3, 3]


def test_H7_score_sheet_itemises_the_final_breakdown():
    import random

    from cinetable.engine import CHANCE, load_game, sample_chance
    rng = random.Random(8)
    state = load_game("hollywood", 4).new_initial_state()
    assert state.score_sheet().columns == ()            # nothing itemised before the end
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    sheet = state.score_sheet()
    res = state.result()
    assert sheet.columns == ("blockbusters", "films", "ambitious")
    assert sheet.winners == res.winners
    assert sheet.tiebreak == ("best_film" if res.tiebreak else None)
    for row, notes, b in zip(sheet.rows, sheet.notes, res.breakdowns):
        assert row["total"] == row["blockbusters"] + sum(row["films"]) + row["ambitious"]
        assert row["total"] == b.total and row["films"] == tuple(b.films)
        assert notes == ({"ambitious": "tied"} if b.ambitious_tied else {})
