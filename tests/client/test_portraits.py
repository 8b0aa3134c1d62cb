"""The shared portrait generator: deterministic, varied, any size."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from cinetable.client import portraits  # noqa: E402


def test_the_same_seed_gives_the_same_look_and_picture():
    assert portraits.look_for("Ida Lorne") == portraits.look_for("Ida Lorne")
    a = portraits._paint(portraits.look_for("Ida Lorne"), 60, 70)
    b = portraits._paint(portraits.look_for("Ida Lorne"), 60, 70)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_cast_has_no_two_alike():
    looks = portraits.cast([f"star {i}" for i in range(60)])
    assert len({look.signature() for look in looks.values()}) == 60
    first = list(looks.values())[:30]     # a deck of 30: hair and costume differ too
    assert len({(lk.hair, lk.costume) for lk in first}) == 30


def test_every_hair_style_costume_and_accessory_is_drawn():
    looks = [portraits.look_for(i) for i in range(400)]
    assert {lk.hair for lk in looks} == set(portraits.HAIR_STYLES)
    assert {lk.costume for lk in looks} == set(portraits.COSTUMES)
    assert {lk.accessory for lk in looks} == set(portraits.ACCESSORIES)
    for lk in looks[:60]:
        portraits._paint(lk, 40, 48)


def test_portraits_come_at_exactly_the_asked_size_and_are_cached():
    for w, h in ((30, 36), (90, 110), (250, 180)):
        img = portraits.portrait("June Kessler", w, h)
        assert img.get_size() == (w, h)
    assert portraits.portrait("June Kessler", 90, 110) is portraits.portrait("June Kessler", 90, 110)


def test_leading_ladies_and_men_get_their_own_hair():
    names = ["Veronica", "Orson", "Gloria", "Humphrey"]
    looks = portraits.cast(names, feminine={"Veronica", "Gloria"})
    assert looks["Veronica"].hair in portraits.FEMININE
    assert looks["Gloria"].hair in portraits.FEMININE
    assert looks["Orson"].hair not in portraits.FEMININE
    assert looks["Humphrey"].hair not in portraits.FEMININE


def test_a_deck_spreads_its_accessories():
    looks = portraits.cast([f"s{i}" for i in range(12)], feminine={f"s{i}" for i in range(6)})
    worn = [lk.accessory for lk in looks.values()]
    assert max(worn.count(a) for a in set(worn)) <= 2


def test_a_cloche_hat_leaves_the_eyes_showing():
    for k in range(400):
        look = portraits.look_for(k)
        if look.accessory == "cloche" and look.pose == "front":
            break
    surf = pygame.Surface((300, 360), pygame.SRCALPHA)
    painter = portraits.Painter(surf, look)
    painter.draw()
    for x in (-0.07, 0.07):
        ex, ey = painter.P(x, -0.02)
        assert surf.get_at((int(ex), int(ey)))[:3] == portraits.INK
