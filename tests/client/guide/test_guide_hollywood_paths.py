"""The guided Hollywood! game on every path a player can take (issue 17 item 6): each
free move at "choose" (every column, Cut, Double Reel), every move after it and every
star choice. Steps follow the game's events: every step is shown, in order, none passed
over, and a star of the player's that is lost is always explained."""
from __future__ import annotations

from cinetable.client.guide.script import load_guide
from cinetable.client.guide.session import GuideSession
from cinetable.client.guide.steps import GuideProgress
from cinetable.engine import CHANCE

LOST_TEXTS = {"star_lost", "panel_lost"}


def play(choices: list[int], folder):
    """Follow the guide; at each free moment take legal move number choices[k] (0 when
    the list runs out). Returns (guide, shown steps as (index, text), free moments as
    move counts, the player's lost stars)."""
    script = load_guide("hollywood")
    session = GuideSession.for_script(script, "Ann", lambda i: f"Bot {i}", folder=folder)
    g = GuideProgress(script)
    shown, moments, lost = [], [], 0
    while not session.state.is_terminal():
        p = session.state.current_player()
        if p == CHANCE or session.is_bot(p):
            events = session.step_auto(None) or []
            g.saw(events)
        else:
            legal = [str(a) for a in session.state.legal_actions()]
            g.sync(legal, record=session.record.actions)
            if not shown or shown[-1] != (g.index, g.text):
                shown.append((g.index, g.text))
            if g.at_end:
                break
            if g.reading:
                g.next()
                continue
            fits = [a for a in legal if g.step.accepts(a)]
            if len(fits) > 1:                    # a free moment: a move of the player's
                k = len(moments)
                moments.append(len(fits))
                move = fits[choices[k] if k < len(choices) else 0]
            else:
                move = fits[0]
            events = session.apply(move)
            g.saw(events)
            g.moved(move, len(events))
        lost += sum(1 for e in events if type(e).__name__ == "CardAwarded"
                    and e.seat == 0 and e.result == "worthless")
    return g, shown, moments, lost


def every_path(folder):
    """Depth first over the free moments: every combination of the player's choices."""
    todo = [[]]
    while todo:
        choices = todo.pop()
        g, shown, moments, lost = play(choices, folder)
        yield choices, g, shown, lost
        for k in range(len(choices), len(moments)):
            # each later alternative at moment k, earlier ones kept, later ones first
            todo += [choices + [0] * (k - len(choices)) + [i] for i in range(1, moments[k])]


def test_every_path_shows_every_step_in_order_and_explains_a_lost_star(tmp_path):
    paths = 0
    first_moves = set()
    for choices, g, shown, lost in every_path(tmp_path):
        paths += 1
        first_moves.add(choices[0] if choices else 0)
        script = g.script
        steps = [i for i, _ in shown if not script.steps[i].aside]
        where = (choices, shown)
        assert g.at_end and g.skipped == [], where
        counted = [i for i, s in enumerate(script.steps) if not s.aside]
        assert steps == counted, where                   # in order, each once, none passed
        assert [script.number(i)[0] for i in steps] == list(range(1, len(counted) + 1))
        if lost:
            assert LOST_TEXTS & {text for _, text in shown}, where   # never silently
        if len(choices) <= 1:          # one free move: the guide's own moves waste no star
            assert lost == 0, where
    assert len(first_moves) == 5                 # place A, B or C, Cut, Double Reel
    assert paths > 5
