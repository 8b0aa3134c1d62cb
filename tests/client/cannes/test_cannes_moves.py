"""Festival de Cannes as it moves (issue 29): a lot's sealed bids turn over one by one,
back first, the highest last; the sold lot flies eased to its winner; the dice roll in
with an eased tumble and a pawn hops square by square; the jury's statuettes fly to the
prizes' tags, then the winner's moment. Instant speed ends on the same table, unwaited;
Space skips. Steps are queued on a real table (dummy window) and watched frame by frame."""
import pygame
import pytest
from shell_helpers import frames, until

from cinetable.client.cannes import animate
from cinetable.client.cannes import layout as L
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.cannes import events as E
from cinetable.games.cannes.cards import SCREENPLAY, load_cards

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy"),
         ("Cary", "bot", "normal")]
# Rita 30 000, Sam 50 000 (wins), Cary 20 000: they turn over Cary, Rita, Sam
SOLD = E.LotResolved(0, "T", ((1, 30000), (2, 50000), (3, 20000)), 2, 50000, False)


def table(app, speed="normal"):
    """A table waiting for Ann's star ratings (nothing else moves), at `speed`."""
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("cannes", 4, {}, SEATS, seed=5, folder=app.saves_dir)
    scene = open_table(app, session)
    frames(app, 2)
    scene.queue.set_speed(speed)
    return scene


def one_lot(scene, bids=(1, 2, 3)):
    scene.view.lots = [{"kind": "T", "card": None, "peeked_by": [], "bids": list(bids),
                        "my_bid": None}]
    scene.view.version += 1


def picture(app) -> bytes:
    screen = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.clock = 1.0
        scene.draw(screen)
    return pygame.image.tobytes(screen, "RGB")


def test_sealed_bids_turn_over_one_by_one_back_first_and_the_highest_last(app):
    scene = table(app)
    one_lot(scene)
    scene.queue.add(animate.event_steps(scene, SOLD))
    frames(app)
    back = scene.painter.auction_back()
    cards = list(scene.sprites.sprites)
    assert len(cards) == 3 and all(sp.surf is back for sp in cards)
    shown_order, turning_together, back_on_edge, lifted = [], 0, False, False
    while any(sp in scene.sprites.sprites for sp in cards):
        turning = [sp for sp in cards if sp.sx < 0.999]
        turning_together = max(turning_together, len(turning))
        for sp in turning:
            back_on_edge = back_on_edge or (sp.sx < 0.5 and sp.surf is back and
                                            len(shown_order) < 3)
            lifted = lifted or sp.lift > 5
        for k, sp in enumerate(cards):
            if sp.surf is not back and k not in shown_order:
                shown_order.append(k)
        assert not scene.view.results, "the board shows the bids once all are turned"
        frames(app)
    assert shown_order == [2, 0, 1], "lowest first, the winning card last"
    assert turning_together == 1 and back_on_edge and lifted
    assert SOLD.lot in scene.view.results


def test_the_sold_lot_flies_to_its_winner_slow_fast_slow_and_lifted(app):
    scene = table(app)
    one_lot(scene)
    scene.queue.add(animate.event_steps(scene, SOLD))
    start = scene.lot_rect(0).center
    assert until(app, lambda: 0 in scene.hidden_lots, 600)
    path = []
    while scene.sprites.sprites:
        sp = scene.sprites.sprites[0]
        path.append((sp.x, sp.y, sp.lift))
        frames(app)
    end = scene.panel_centre(2)
    whole = abs(end[1] - start[1]) + abs(end[0] - start[0])
    steps = [abs(b[0] - a[0]) + abs(b[1] - a[1]) for a, b in zip(path, path[1:])]
    n = len(steps)
    assert n > 10 and max(s for s in steps[:3]) < whole / n < max(steps[n // 3: 2 * n // 3])
    assert steps[-1] < whole / n, "it settles into place"
    assert max(lift for _x, _y, lift in path) > 10
    assert not scene.queue.busy


def test_a_lot_you_win_unseen_turns_over_on_its_way_to_your_film(app):
    scene = table(app)
    one_lot(scene, bids=(0, 1))
    film = next(c for c in load_cards().film if c.kind != SCREENPLAY)
    ev = E.LotResolved(0, "T", ((0, 40000), (1, 30000)), 0, 40000, False)
    won = E.CardWon(0, 0, film.id, (0,))
    for step in animate.batch_steps(scene, [ev, won]):
        scene.queue.add(step)
    face = scene.painter.face(film.id)
    assert until(app, lambda: 0 in scene.hidden_lots, 600)
    first = scene.sprites.sprites[0]
    assert first.surf is not face, "it leaves the carpet face down"
    assert until(app, lambda: scene.sprites.sprites and scene.sprites.sprites[0].surf is face,
                 120)
    assert until(app, lambda: not scene.queue.busy, 300)
    assert L.FILM.collidepoint(first.x, first.y), "it lands on your film"


def test_the_dice_tumble_slows_down_and_rolls_in_eased(app):
    scene = table(app)
    scene.queue.add(animate.event_steps(scene, E.DiceRolled(1, (3, 4), False)))
    frames(app)
    shown, xs = [], []
    dice = list(scene.sprites.sprites)
    assert len(dice) == 2 and scene.tumble
    while dice[0] in scene.sprites.sprites:
        shown.append(dice[0].surf)
        xs.append(dice[0].x)
        frames(app)
    changes = [a is not b for a, b in zip(shown, shown[1:])]
    half = len(changes) // 2
    assert sum(changes[:half]) > 2 * sum(changes[half:]), "faces change fast, then slowly"
    moves_ = [abs(b - a) for a, b in zip(xs, xs[1:])]
    assert moves_[0] > 2 * moves_[-1], "they roll in fast and settle"
    assert shown[-1] is scene.painter.die(3, 44)
    assert until(app, lambda: not scene.queue.busy, 120)
    assert scene.view.dice == [3, 4] and not scene.tumble


def test_a_pawn_hops_square_by_square_each_hop_eased(app):
    scene = table(app)
    scene.queue.add(animate.event_steps(scene, E.PawnMoved(1, 0, 3)))
    lifts, xs = [], []
    scene.queue.update(0)
    pawn = scene.sprites.sprites[0]
    home = L.pawn_pos(0, 1, 4)          # Rita's place among the four pawns of 1 June
    assert abs(pawn.x - home[0]) <= 1 and abs(pawn.y - home[1]) <= 1, "no jump at the start"
    while scene.sprites.sprites:
        lifts.append(scene.sprites.sprites[0].lift)
        xs.append(scene.sprites.sprites[0].x)
        frames(app)
    peaks = sum(1 for a, b, c in zip(lifts, lifts[1:], lifts[2:]) if b > a and b >= c and b > 3)
    assert peaks == 3, "one hop a square"
    first = xs[1] - xs[0], xs[len(xs) // 6] - xs[len(xs) // 6 - 1]
    assert abs(first[0]) < abs(first[1]), "a hop starts slowly"
    assert scene.view.squares[1] == 3 and scene.moving_pawn is None


def jury(scene):
    plays = [c.id for c in load_cards().film if c.kind == SCREENPLAY]
    scene.view.films = {s: E.FilmPresented(s, plays[s], (), (), 0, (), 0, 10 + s)
                        for s in range(4)}
    scene.view.version += 1
    return E.GameOver((10, 11, 12, 13), (3,), (2,), (3,), ())


def test_statuettes_fly_to_the_prizes_then_the_winner_gets_a_moment(app, monkeypatch):
    scene = table(app)
    over = jury(scene)
    frames(app)
    heard: list = []
    monkeypatch.setattr(scene.app.sounds, "play", lambda name, *a, **k: heard.append(name))
    scene.queue.add(animate.event_steps(scene, over))
    frames(app)
    assert scene.prizes_waiting == {(2, "screenplay"), (3, "performance"),
                                    (3, "grand_prix")}, "no tag before its statuette"
    landed, lit = [], None
    for _ in range(900):
        if not scene.queue.busy:
            break
        if scene.prizes_waiting and scene.jury_sprites.sprites:
            from cinetable.client.cannes import jury_moves
            statuette = jury_moves.statuette(scene.jury_sprites.sprites[0].surf.get_height())
            assert scene.jury_sprites.sprites[0].surf is statuette
        for key in {(2, "screenplay"), (3, "performance"), (3, "grand_prix")}:
            if key not in scene.prizes_waiting and key not in landed:
                landed.append(key)
        if lit is None and scene.jury_sprites.sprites and not scene.prizes_waiting:
            lit = scene.jury_sprites.sprites[0]
            assert lit.rect().colliderect(scene.jury_columns[3]), "the winner's film"
            assert len(landed) == 3, "the moment comes after every prize"
        frames(app)
    assert landed == [(2, "screenplay"), (3, "performance"), (3, "grand_prix")]
    assert lit is not None and heard.index("applause") < heard.index("loss")
    assert not scene.jury_sprites.sprites and scene.view.over_event is over


def test_instant_speed_ends_on_the_same_table_without_waiting(app):
    pictures = []
    for speed in ("instant", "normal"):
        scene = table(app, speed)
        one_lot(scene)
        over = jury(scene)
        for ev in (E.DiceRolled(1, (2, 5), False), E.PawnMoved(1, 0, 7), SOLD):
            scene.queue.add(animate.event_steps(scene, ev))
        if speed == "instant":
            assert not scene.queue.busy and not scene.sprites.sprites
        assert until(app, lambda: not scene.queue.busy, 1200)
        scene.queue.add(animate.event_steps(scene, over))
        if speed == "instant":
            assert not scene.queue.busy and not scene.jury_sprites.sprites
        assert until(app, lambda: not scene.queue.busy, 1200)
        frames(app, 2)
        pictures.append(picture(app))
        app.scenes.pop()
    assert pictures[0] == pictures[1]


def test_space_skips_a_reveal_to_the_bids_face_up(app):
    scene = table(app)
    one_lot(scene)
    scene.queue.add(animate.event_steps(scene, SOLD))
    frames(app, 10)
    assert scene.sprites.sprites
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    frames(app, 2)
    assert not scene.sprites.sprites and SOLD.lot in scene.view.results


def test_the_winners_statuette_stands_clear_of_the_films_prize_tags(app):
    from cinetable.client.cannes import jury_moves
    table(app)
    column = pygame.Rect(400, 100, 360, 500)
    tags = [pygame.Rect(404, 400 + 24 * k, 200, 20) for k in range(3)]
    light = jury_moves.spotlight(column, tags)
    for tag in tags:
        inside = tag.move(-column.x, -column.y)
        for x in range(inside.left, inside.right, 3):
            for y in range(inside.top, inside.bottom, 3):
                assert light.get_at((x, y)).a < 200, "no statuette over a prize's words"
    solid = [(x, y) for x in range(0, 360, 4) for y in range(0, 500, 4)
             if light.get_at((x, y)).a == 255]
    assert solid, "the statuette stands in the light"
