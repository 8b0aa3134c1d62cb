"""The guide's scripts and its step logic, without a window: what each step lets through,
when steps are passed over, and that every guide's texts exist in every language."""
import pytest
from guide_driver import expected_move

from cinetable.client.guide.script import GuideError, load_guide, parse_guide
from cinetable.client.guide.session import GuideSession
from cinetable.client.guide.steps import GuideProgress
from cinetable.client.services import _load_locale

GAMES = ("hollywood", "poker", "hollywood1947", "cannes")


def script(steps, **extra):
    return parse_guide("hollywood", {"players": 3, "seed": 7, "steps": steps, **extra})


def test_a_read_step_holds_every_move_until_next():
    g = GuideProgress(script([{"text": "hello"}, {"text": "bye", "end": True}]))
    assert g.refusal("place A") == ("guide.common.read_first", {})
    assert g.next() and g.at_end
    assert not g.next()                  # the end step is answered by its own buttons


def test_a_step_asking_for_a_move_refuses_another_with_its_explanation():
    g = GuideProgress(script([{"text": "place", "expect": ["place B"], "why": "place_why"},
                              {"text": "bye", "end": True}]))
    assert g.refusal("place A") == ("guide.hollywood.place_why", {})
    assert g.refusal("place B") is None
    g.moved("place A")                   # another move (say, the rules refused it): no step
    assert g.index == 0
    g.moved("place B")
    assert g.at_end


def test_without_its_own_explanation_a_step_names_the_moves_it_wants():
    g = GuideProgress(script([{"text": "p", "expect": ["place B", "place C"]},
                              {"text": "bye", "end": True}]))
    assert g.refusal("cut") == ("guide.common.follow", {"moves": "place B, place C"})


def test_any_lets_every_move_through_and_times_counts_them():
    g = GuideProgress(script([{"text": "free", "expect": "any", "times": 2},
                              {"text": "bye", "end": True}]))
    assert g.refusal("cut") is None
    g.moved("cut")
    assert g.index == 0
    g.moved("place D")
    assert g.at_end


def test_a_step_whose_move_cannot_be_made_now_is_passed_over():
    g = GuideProgress(script([{"text": "star", "expect": ["star->*"]},
                              {"text": "info", "when": ["star->*"]},
                              {"text": "after"}, {"text": "bye", "end": True}]))
    g.sync(["place A", "place B"])
    assert g.index == 2 and g.skipped == [0, 1]
    g.sync(["star->horror"])             # a read step with no `when` is always shown
    assert g.index == 2


def test_an_until_step_lasts_until_its_move_is_legal_or_was_played_at_the_table():
    g = GuideProgress(script([{"text": "free", "expect": "any", "until": ["exchange"]},
                              {"text": "x", "expect": ["exchange"]},
                              {"text": "bye", "end": True}]))
    g.sync(["play 3", "pass"], record=["deal 1"])
    for _ in range(5):
        g.moved("pass")
    assert g.index == 0
    g.sync(["exchange", "waive"], record=["deal 1", "pass"])
    assert g.index == 1
    g2 = GuideProgress(script([{"text": "free", "expect": "any", "until": ["deal *"]},
                               {"text": "bye", "end": True}]))
    g2.sync(["pass"], record=["deal 1", "deal 2"])      # deals before the step do not count
    assert g2.index == 0
    g2.sync(["pass"], record=["deal 1", "deal 2", "pass", "deal 3"])
    assert g2.at_end


def test_the_game_ending_goes_to_the_last_words():
    g = GuideProgress(script([{"text": "a", "expect": "any"}, {"text": "b"},
                              {"text": "bye", "end": True}]))
    g.sync([], game_over=True)
    assert g.at_end


def test_a_left_guide_holds_nothing_back():
    g = GuideProgress(script([{"text": "a"}, {"text": "bye", "end": True}]))
    g.leave()
    assert g.refusal("anything") is None


def test_a_guide_must_end_with_its_last_words_and_be_well_formed():
    with pytest.raises(GuideError):
        script([{"text": "a"}])
    with pytest.raises(GuideError):
        script([{"text": "a", "expect": 3}, {"text": "b", "end": True}])
    with pytest.raises(GuideError):
        parse_guide("hollywood", {"steps": [{"text": "b", "end": True}]})
    with pytest.raises(GuideError):
        load_guide("no_such_game")


@pytest.mark.parametrize("game", GAMES)
def test_every_guide_has_6_to_12_steps_and_its_texts_in_every_language(game):
    s = load_guide(game)
    assert 6 <= len(s.steps) <= 12
    keys = {s.key(st.text) for st in s.steps} | {s.key(st.why) for st in s.steps if st.why}
    tables = {lang: _load_locale(lang) for lang in ("en", "fr", "it")}
    for lang, table in tables.items():
        missing = sorted(k for k in keys if k not in table)
        assert not missing, (lang, missing)
    guide_keys = {lang: {k for k in t if k.startswith("guide.")} for lang, t in tables.items()}
    assert guide_keys["en"] == guide_keys["fr"] == guide_keys["it"]


@pytest.mark.parametrize("game", GAMES)
def test_the_guided_session_deals_the_script_first(game, tmp_path):
    s = load_guide(game)
    session = GuideSession.for_script(s, "Ann", lambda i: f"Bot {i}", folder=tmp_path)
    from cinetable.engine import CHANCE
    g = GuideProgress(s)
    dealt = []
    while len(dealt) < len(s.chance):
        p = session.state.current_player()
        if p == CHANCE:
            session.step_auto(None)
            dealt.append(session.record.actions[-1])
        elif session.is_bot(p):
            session.step_auto(None)
        else:                                    # the player follows the guide
            legal = [str(a) for a in session.state.legal_actions()]
            g.sync(legal, record=session.record.actions)
            while not g.step.is_action:
                g.next()
            move = expected_move(g.step, session.state)
            session.apply(move)
            g.moved(move)
    assert dealt == list(s.chance)
    assert not list(tmp_path.iterdir())          # a guided game is never autosaved


def test_a_guided_game_played_to_its_end_is_not_added_to_the_statistics(tmp_path, monkeypatch):
    import random

    from cinetable.client.game_history import record_finished_game
    from cinetable.persistence.history import history_path
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    monkeypatch.delenv("CINETABLE_HISTORY", raising=False)
    session = GuideSession.for_script(load_guide("hollywood"), "Ann", lambda i: f"Bot {i}",
                                      folder=tmp_path)
    rng = random.Random(3)
    while not session.state.is_terminal():
        if session.run_bots_until_human() or not session.state.is_terminal():
            if session.human_to_move():
                session.apply(rng.choice(session.state.legal_actions()))
    assert record_finished_game(session) is None
    assert not history_path().exists()
    session.guided = False                   # the same game, not guided: it counts
    record_finished_game(session)
    assert history_path().exists()
