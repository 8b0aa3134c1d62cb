""""Since your last turn" (issue 19.1): the panel lists exactly what the log told since the
viewer's last decision, in the same words, and never an event the viewer may not see."""
import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client.session import GameSession
from cinetable.client.table.since_panel import tell_since
from cinetable.client.tables import open_table


def table(app, game, players, seats=None, seed=4):
    seats = seats or [("Marion", "human", None)] + [(f"Bot{i}", "bot", "random")
                                                    for i in range(1, players)]
    s = GameSession.new(game, players, {}, seats, seed=seed, folder=app.saves_dir,
                        allow_undo=False, bot_time_budget=0.02)
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, s)
    assert until(app, scene.human_can_act, 5000)
    return scene


def log_since_my_move(app, scene):
    """Play the human's first legal move; the log's lines after that move's own lines,
    once the human is to move again."""
    actors, begins = [], []            # each batch played: whose move, log entries before
    play, begin = scene.play, scene._begin_batch

    def played(events, actor, pause=0.0):
        actors.append(actor)
        play(events, actor, pause)

    def begun(status):
        begins.append(scene.log.entries)
        begin(status)
    scene.play, scene._begin_batch = played, begun
    scene.act(scene.state.legal_actions()[0])
    assert until(app, lambda: scene.human_can_act() or scene.state.is_terminal(), 5000)
    scene.play, scene._begin_batch = play, begin
    j = actors.index(scene.session.human_seat)
    mine = begins[j + 1] if j + 1 < len(begins) else scene.log.entries
    return scene.log.texts[len(scene.log.texts) - (scene.log.entries - mine):]


@pytest.mark.parametrize("game,n", [("hollywood", 4), ("poker", 4), ("cannes", 4)])
def test_the_panel_lists_what_the_log_told_since_your_move(app, game, n):
    scene = table(app, game, n)
    stories = []
    for _ in range(40):
        if sum(map(bool, stories)) >= 2:
            break
        told = log_since_my_move(app, scene)
        if scene.state.is_terminal():
            break
        scene.since.refresh()
        assert [text for text, _seat in scene.since.lines] == told
        stories.append(told)
    assert any(stories), "the others moved"


def test_no_secret_of_another_seat_and_the_same_story_for_each_viewer(app):
    """Poker: each seat's view of the same stretch holds only events it may see; the dealt
    hands of the others (secret) are never narrated."""
    scene = table(app, "poker", 4)
    s = scene.session
    n = len(s.record.actions)
    tl = s.timeline
    for viewer in range(4):
        told, _moves = tell_since(scene, viewer, 0, n)
        assert all(ev.visible(viewer) for ev, _said in told)
        hidden = [ev for k in range(n) for ev in tl.events_at(k) if not ev.visible(viewer)]
        assert hidden, "a poker deal hides the other hands"
        assert not any(ev in hidden for ev, _said in told)


def test_hotseat_each_human_sees_the_story_since_their_own_move(app):
    seats = [("Ana", "human", None), ("Ben", "human", None), ("Bot", "bot", "random")]
    scene = table(app, "hollywood", 3, seats=seats)
    s = scene.session
    first = s.human_seat
    scene.act(s.state.legal_actions()[0])
    assert until(app, lambda: s.human_to_move() and s.state.current_player() != first, 5000)
    scene.hotseat.check()
    frames(app, 2)
    viewer = s.human_seat
    start = scene.since.since_from(viewer)
    # Ben never moved: his panel starts with the game; Ana's began after her move
    assert start == 0
    assert scene.since.since_from(first) == next(
        i + 1 for i in range(len(s.record.actions) - 1, -1, -1)
        if s.timeline.state_at(i).current_player() == first)


def test_s_opens_and_closes_the_panel_and_the_table_waits(app):
    scene = table(app, "hollywood", 3)
    key(app, pygame.K_s, 2)
    assert scene.since.open
    n = len(scene.session.record.actions)
    scene.act(scene.state.legal_actions()[0])     # the human's move still plays
    frames(app, 120)
    # open: bots and chance wait (only the human's own move was added)
    assert len(scene.session.record.actions) == n + 1
    key(app, pygame.K_ESCAPE, 2)
    assert not scene.since.open and app.scenes.top is scene     # Esc closed the panel only
    assert until(app, scene.human_can_act, 5000)
    frames(app, 2)
    assert scene.since.moves >= 2 and scene.since.lines
    assert scene.since.tag_rect is not None       # the tag in the log's header
    assert scene.since.tag_rect.colliderect(scene.log.rect)


def test_the_tag_says_what_it_counts_whole_in_the_narrowest_log():
    """"8 new lines · S to read" fits whole in the poker table's narrow log header in the
    three languages (a tag cut with "…" would lose the key that opens it)."""
    import pygame

    from cinetable.client.services import Fonts, Translator
    from cinetable.client.table.text import fit_text
    pygame.font.init()
    font = Fonts().get("semibold", 13)
    for lang in ("en", "fr", "it"):
        text = Translator(lang).plural("table.since.tag", 12)
        assert "12" in text and text.endswith(("S", "S to read"))
        assert fit_text(font, text, 200) == text, (lang, text)
