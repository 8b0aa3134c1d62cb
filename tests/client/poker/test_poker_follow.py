"""Issue 19 at the poker table: the career board from the first deal, the exchange recap
and the last trick shown as the view holds them, and the scoreboard that stays until the
player goes on (at Normal speed, stepped frames)."""
import pygame
import pytest
from shell_helpers import click, click_at, frames, key, until

from cinetable.client.poker import recap_panels as P
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.poker import events as E

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "easy"), ("Sam", "bot", "easy"),
         ("Cary", "bot", "easy")]


def table(app, speed="instant", seed=5):
    app.settings["animation_speed"] = speed
    session = GameSession.new("poker", 4, {}, SEATS, seed=seed, bot_time_budget=0.02)
    return session, open_table(app, session)


def play_on(app, scene, session, until_cond, limit=4000):
    """Let the human pass (or lead its lowest card) until `until_cond()`; board held
    scoreboards are dismissed with Enter."""
    for _ in range(limit):
        if until_cond():
            return True
        if scene.scoreboard and scene.holds_scoreboard():
            key(app, pygame.K_RETURN, 1)
        if scene.human_can_act():
            st = session.state
            if st.phase == 2:
                scene.act("exchange")
            elif st.phase == 3:
                scene.act(f"give {scene.view.hand[0] if scene.view.hand[0] < 14 else 'D'}")
            elif st.last_count:
                scene.act("pass")
            else:
                scene.act(min((a for a in st.legal_actions()), key=lambda a: a.value))
        frames(app, 1)
    return until_cond()


def test_P4_1_careers_are_shown_from_the_first_deal(app):
    session, scene = table(app)
    assert until(app, lambda: session.state.phase == 4)
    frames(app, 2)
    assert session.state.deal == 0
    assert scene.recap == "careers", "the board opens by itself in the first deal"
    rows = P.board_rows(scene)
    assert [r.rank for r in rows] == list(session.state.careers)
    assert all(r.holder is None for r in rows)
    # the panels show a "?" career card with its reason in the tooltip
    chip = scene.painter.unknown_chip()
    r = scene.panel_rect(1)
    spot = (r.right - 8 - chip.get_width() // 2, r.y + 27 + 11)
    key_, _rect = scene._tip_target(spot)
    assert key_ == ("career", 0)
    click_at(app, scene._recap_rect.center, 2)
    assert scene.recap is None
    key(app, pygame.K_r, 2)
    assert scene.recap == "careers" and scene._recap_rect is not None
    key(app, pygame.K_r, 2)
    assert scene.recap is None


def test_P5_4_the_last_trick_panel_shows_the_previous_tricks_plays(app):
    session, scene = table(app)
    won = []
    real = scene.apply_event

    def spy(ev):
        if isinstance(ev, E.TrickWon):
            won.append(list(scene.view.trick))
        real(ev)
    scene.apply_event = spy
    assert play_on(app, scene, session, lambda: len(won) >= 2 and scene.human_can_act())
    key(app, pygame.K_l, 2)
    assert scene.recap == "trick"
    last = scene.view.last_trick
    assert last.plays == won[-1]
    assert scene._recap_rect is not None and scene._recap_rect.h == P.trick_rect(
        len(last.plays)).h
    click(app, scene._buttons["trick"], 2)
    assert scene.recap is None


def test_P4_4_the_exchange_recap_opens_and_stays_until_the_player_plays(app):
    session, scene = table(app)
    assert play_on(app, scene, session, lambda: session.state.deal == 1 and
                   session.state.phase == 4 and not scene.queue.busy)
    assert until(app, lambda: scene.human_can_act() or scene.recap != "exchange", 3000)
    summary = scene.view.exchange_summary
    assert summary.deal == 1 and len(summary.pairs) == 2
    if scene.human_can_act():
        assert scene.recap == "exchange" and scene._recap_rect is not None
        scene.act("pass" if session.state.last_count else
                  min(session.state.legal_actions(), key=lambda a: a.value))
        assert scene.recap is None and not summary.received


def test_the_scoreboard_stays_until_the_player_goes_on(app):
    session, scene = table(app)
    assert until(app, scene.human_can_act)
    scene.queue.set_speed("normal")
    n = session.state.n
    ended = E.DealEnded(0, tuple(range(n)), (6, 5, 2, 1), (6, 5, 2, 1))
    scene.play([ended], None)                   # a deal's end, as the engine tells it
    assert until(app, lambda: scene.scoreboard, 600)
    frames(app, 60 * 12)                      # far longer than it used to stay (3.2 s)
    assert scene.scoreboard and scene.queue.busy, "still up, the table waits behind it"
    assert not scene.human_can_act()
    key(app, pygame.K_RETURN, 2)
    assert not scene.scoreboard
    assert until(app, lambda: not scene.queue.busy, 600)
    # nobody at the table by hand, or instant speed: it does not hold the game
    scene.queue.set_speed("instant")
    assert not scene.holds_scoreboard()


@pytest.mark.parametrize("panel", ["careers", "trick", "exchange"])
def test_the_new_panels_text_never_overlaps_at_eight_players(tmp_path, monkeypatch, panel):
    """Each panel open over the busiest table, in Italian with long names."""
    from test_table_text_layout import LONG_NAMES, busy_table, recorded_app
    from text_rects import RecSurface, outside, overlaps

    from cinetable.client.poker.recap import ExchangePair
    with recorded_app(tmp_path, monkeypatch) as (app, rec):
        scene = busy_table(app, "poker", 8, moves=12, names=LONG_NAMES[:8])
        if panel == "exchange":          # four pairs as deal 2's would be, one waived
            s = scene.view.exchange_summary
            s.pairs = [ExchangePair(0, 7, 4, True, (14, 13, 12, 12), [1, 2, 3, 4], 4),
                       ExchangePair(6, 1, 3, True, None, None, 3),
                       ExchangePair(2, 5, 2, False),
                       ExchangePair(3, 4, 1, True, None, None, 1)]
            s.received = [1, 2]
        else:
            assert panel != "trick" or scene.view.last_trick, "a trick was played"
        scene.recap, scene.recap_auto = panel, False      # as R, L or X opens it
        scene.mouse = (-1, -1)
        frames(app, 2)
        screen = RecSurface((1280, 800))
        rec.screen = id(screen)
        scene.draw(screen)
        assert scene._recap_rect is not None
        boxes = rec.texts(screen)
        inside = [(r, t) for r, t in boxes if scene._recap_rect.contains(r)]
        assert len(inside) >= 3, "the panel's words are drawn"
        assert not overlaps(inside), overlaps(inside)
        assert not outside(boxes), outside(boxes)
        assert all(scene._recap_rect.contains(r) or not scene._recap_rect.colliderect(r)
                   for r, _t in boxes[boxes.index(inside[0]):]), "nothing spills out"
