"""Hollywood Poker's deal as it moves: your cards fly from the deck to your hand face
down and turn over one by one; Space skips it; Instant speed ends on the same table;
the deal's winner rises in a glow with the win sound."""
import pygame
import pytest
from shell_helpers import frames, until
from test_poker_window_sizes import picture

from cinetable.client.poker import animate
from cinetable.client.poker import layout as L
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.poker import events as E

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human", None), ("Rita", "bot", "random"), ("Sam", "bot", "random"),
         ("Cary", "bot", "random")]
SEED = 5          # Ann leads the first trick: nothing moves after the deal till she plays


def table(app, speed):
    app.settings["animation_speed"] = speed
    session = GameSession.new("poker", 4, {}, SEATS, seed=SEED, folder=app.saves_dir)
    return open_table(app, session)


def hand_sprites(scene):
    """Sprites lying in your hand's places (a dealt card waiting, or turning over)."""
    centres = {r.center for r in L.hand_card_rects(13)}
    return [sp for sp in scene.sprites.sprites if (int(sp.x), int(sp.y)) in centres]


def test_your_cards_fly_to_your_hand_face_down_then_turn_over_one_by_one(app):
    scene = table(app, "normal")
    back = scene.painter.back((L.CARD_W, L.CARD_H))
    assert until(app, lambda: len(hand_sprites(scene)) == 13, 600), "13 backs in the hand"
    assert all(sp.surf is back for sp in hand_sprites(scene)) and not scene.view.hand
    seen_wave = narrowest = False
    for _ in range(200):
        frames(app)
        lying = hand_sprites(scene)
        if not lying:
            break
        shown = [sp.surf is not back for sp in lying]
        # the wave: faces at the left, backs still at the right
        if any(shown) and not all(shown):
            seen_wave = seen_wave or shown == sorted(shown, reverse=True)
        narrowest = narrowest or any(sp.sx < 0.2 for sp in lying)
    assert seen_wave and narrowest
    assert not scene.sprites.sprites and len(scene.view.hand) == 13


def test_space_skips_the_deal_to_your_hand_face_up(app):
    scene = table(app, "normal")
    assert until(app, lambda: scene.sprites.active, 600)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    frames(app, 2)
    assert not scene.sprites.sprites and len(scene.view.hand) == 13


def test_a_deal_at_instant_speed_ends_on_the_table_played_out_at_normal_speed(app):
    scene = table(app, "instant")
    busy = []          # the deal comes a card a frame; its animation never waits a frame
    assert until(app, lambda: busy.append(scene.queue.busy) or scene.human_can_act(), 600)
    assert not any(busy) and not scene.sprites.sprites
    frames(app, 2)                 # the buttons shown a frame after the turn comes
    instant = picture(app)
    app.scenes.pop()
    scene = table(app, "normal")
    assert until(app, lambda: scene.human_can_act() and not scene.queue.busy, 1200)
    frames(app, 2)
    assert picture(app) == instant


def test_the_deals_winner_rises_in_a_brass_glow_with_the_win_sound_and_stays_whole(
        app, monkeypatch):
    scene = table(app, "instant")
    frames(app, 1)
    scene.queue.set_speed("normal")
    played = []
    monkeypatch.setattr(scene.app.sounds, "play", lambda name, *a, **k: played.append(name))
    right = max(range(4), key=lambda p: scene.panel_rect(p).right)     # at the window's edge
    ended = E.DealEnded(0, (right, 0, 1, 2), (0, 0, 0, 0), (0, 0, 0, 0))
    scene.queue.add(animate.event_steps(scene, ended, []))
    frames(app, 30)
    glow, panel = scene.sprites.sprites
    assert "win" in played and panel.scale > 1.05 and panel.lift > 0 and glow.alpha > 100
    assert panel.rect().right <= L.W and panel.rect().left >= 0
    assert not scene.view.deal_points, "the scoreboard waits for the moment"
    assert until(app, lambda: scene.scoreboard, 120)
    assert not scene.sprites.sprites
