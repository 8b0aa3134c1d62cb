"""Every Hollywood Poker card and token says what it is and what it is worth, in every
language; hovering them at a real table shows those words."""
import pygame
import pytest
from shell_helpers import frames, until

from cinetable.client.poker.narrate import Narrator
from cinetable.client.poker.tips import tip_lines
from cinetable.client.services import Translator, _load_locale
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.poker import actions as A
from cinetable.games.poker.cards import DOUBLE

NAMES = ["Ann", "Rita", "Sam", "Cary"]
KEYS = ([("card", v) for v in range(1, DOUBLE + 1)]
        + [("trick", v, 1, (v, v), top) for v in (3, DOUBLE) for top in (True, False)]
        + [("career", rank) for rank in range(1, 9)]
        + [("count", 2, 7), ("points", 0, 12, 30), ("out", 3, 1), ("passed", 1),
           ("row", 2, 1, 2, 5, 17)])


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_every_card_and_token_has_tip_lines_in_every_language(language):
    t = Translator(language)
    own = _load_locale(language)
    asked = []

    def spy(key, **fields):
        asked.append(key)
        return t(key, **fields)
    narrator = Narrator(spy, NAMES, 0)
    for key in KEYS:
        lines = tip_lines(spy, narrator, key, NAMES, 4)
        assert len(lines) >= 2 and all(line.strip() for line in lines), (key, lines)
        assert not any("poker." in line or "{" in line for line in lines), (key, lines)
    missing = [k for k in asked if k not in own and f"{k}.other" not in own]  # plural forms
    assert not missing, missing


def test_tips_say_the_value_the_play_to_beat_and_the_points_of_a_place():
    t = Translator("en")
    narrator = Narrator(t, NAMES, 0)
    assert tip_lines(t, narrator, ("card", 9), NAMES, 4)[0] == "Card 9"
    double = tip_lines(t, narrator, ("card", DOUBLE), NAMES, 4)
    assert double[0] == "Double" and any("14" in x for x in double)
    top = tip_lines(t, narrator, ("trick", DOUBLE, 1, (7, DOUBLE), True), NAMES, 4)
    assert "Rita" in top[-2] and top[-1] == "To beat: 2 cards higher than 7, or pass"
    assert tip_lines(t, narrator, ("career", 8), NAMES, 4)[0] == "Dishwasher"
    assert tip_lines(t, narrator, ("out", 2, 2), NAMES, 4)[1] == "Scores 5 points this deal"
    assert "6, 5, 2, 1" in tip_lines(t, narrator, ("points", 0, 3, 30), NAMES, 4)[1]
    fr = Translator("fr")
    assert tip_lines(fr, Narrator(fr, NAMES, 0), ("card", 9), NAMES, 4)[0] == "Carte 9"


# ---- at the table --------------------------------------------------------------------------
def hover(app, pos, n_frames=30):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, n_frames)


def shown(app, scene, rect, kind):
    """Hover the middle of `rect`: the tip shown is of `kind` and has words."""
    hover(app, rect.center)
    assert scene.tips.showing and scene.tips.tip.key[0] == kind, scene.tips.tip
    lines = scene.tips.lines()
    assert len(lines) >= 2 and all(lines), lines
    return lines


@pytest.mark.gui
def test_hovering_hand_trick_panel_and_scoreboard_gives_tips(app):
    app.settings["animation_speed"] = "instant"
    seats = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy"),
             ("Cary", "bot", "normal")]
    session = GameSession.new("poker", 4, {}, seats, seed=5)
    scene = open_table(app, session)

    def ready():          # the 2nd deal (careers shown): your turn, a play and a pass chip
        v = scene.view
        return (scene.human_can_act() and session.state.phase == 4 and v.deal >= 1
                and any(c is not None for _p, c in v.trick)
                and any(c is None for _p, c in v.trick[-v.n:]))
    for _ in range(200):
        assert until(app, scene.human_can_act)
        if ready():
            break
        legal = session.state.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        scene.act(plays[0] if plays and (len(plays) > 3 or A.PASS not in legal) else
                  A.PASS if A.PASS in legal else legal[0])
        frames(app, 2)
    assert ready()
    frames(app, 2)
    v = scene.view
    rects = scene.hand_rects()
    lines = shown(app, scene, rects[-1], "card")
    last = v.hand[-1]
    assert lines[0] == ("Double" if last == DOUBLE else f"Card {last}")
    lines = shown(app, scene, rects[0].move(-rects[0].w // 2 + 6, 0), "card")
    assert lines[0] == f"Card {v.hand[0]}" or v.hand[0] == DOUBLE

    hover(app, (0, 0), 2)
    key, rect = next(scene._tip_target((x, y)) for x in range(150, 1130, 4)
                      for y in range(300, 400, 6)
                      if (scene._tip_target((x, y))[0] or ("",))[0] == "trick")
    lines = shown(app, scene, rect, "trick")
    assert scene.names[key[2]] in lines[-2]

    p = next(p for p in range(v.n) if v.careers and v.careers[p])
    r = scene.panel_rect(p)
    # where the chip is drawn (the panel's second row)
    chip = scene.painter.career_chip(v.careers[p]).get_rect(topright=(r.right - 8, r.y + 27))
    assert shown(app, scene, chip, "career")[0] == scene.narrator.career(v.careers[p])
    assert shown(app, scene, pygame.Rect(r.x + 14, r.y + 46, 18, 26), "count")[1] == \
        f"{v.sizes[p]} card{'' if v.sizes[p] == 1 else 's'} in hand"
    lines = shown(app, scene, pygame.Rect(r.right - 60, r.y + 50, 40, 16), "points")
    assert lines[0] == f"{v.scores[p]} of {v.target} points"
    q = next(q for q, c in v.trick[-v.n:] if c is None)
    qr = scene.panel_rect(q)
    assert shown(app, scene, pygame.Rect(qr.centerx - 4, qr.bottom + 6, 8, 8), "passed")[0] \
        == f"{scene.names[q]} passed"

    # the scoreboard after a deal covers the table: its rows have tips
    v.deal_points = ((2, 0, 1, 3), (5, 2, 6, 1), (2, 5, 6, 1), 1)
    scene.scoreboard = True
    from cinetable.client.poker.overlays import scoreboard_row_rect
    lines = shown(app, scene, scoreboard_row_rect(4, 0), "row")
    assert lines[0] == scene.names[2] and lines[1] == "Place 1: +6, 6 in all"
    scene.scoreboard = False
