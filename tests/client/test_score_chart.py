"""The chart of the scores as the game went: points from the record, one line per seat
in its colour, labels per round, everything inside the given rect."""
import pygame
import pytest

from cinetable.client import palette
from cinetable.client.score_chart import draw_score_chart, point_labels, score_points
from cinetable.client.services import Fonts, Translator
from cinetable.client.session import GameSession


def finished(game, players, seed, folder):
    seats = [(f"P{i}", "bot", "random") for i in range(players)]
    s = GameSession.new(game, players, {}, seats, seed=seed, folder=folder)
    s.run_bots_until_human()
    s.flush()
    assert s.state.is_terminal()
    return s


@pytest.fixture
def session(tmp_path):
    return finished("hollywood", 3, seed=11, folder=tmp_path)


def test_points_start_at_zero_end_on_the_final_scores_one_per_round(session):
    points = score_points(session.record)
    assert points[0] == [0, 0, 0] and points[-1] == list(session.state.scores())
    # Hollywood!: one round per player (H2.1), so the start and three rounds
    assert len(points) == 4
    labels = point_labels(Translator("en"), "hollywood", len(points))
    assert labels == ["Start", "R1", "R2", "R3"]
    assert point_labels(Translator("fr"), "hollywood", 3) == ["Début", "M1", "M2"]


def test_a_game_without_stages_keeps_only_the_points_where_a_score_changed(session, monkeypatch):
    monkeypatch.setattr("cinetable.engine.progress._stage_key", lambda game_id: None)
    points = score_points(session.record)          # a point every few actions, flat ones dropped
    assert points[0] == [0, 0, 0] and points[-1] == list(session.state.scores())
    assert all(a != b for a, b in zip(points, points[1:-1]))
    assert point_labels(Translator("en"), "hollywood", 3) == ["Start", "1", "2"]


def test_deals_are_labelled_as_deals(monkeypatch):
    monkeypatch.setattr("cinetable.engine.progress._stage_key", lambda game_id: len)
    assert point_labels(Translator("en"), "poker", 3) == ["Start", "D1", "D2"]
    assert point_labels(Translator("en"), "hollywood", 2) == ["Start", "R1"]


def test_the_chart_draws_a_line_per_seat_in_its_colour_inside_its_rect(session):
    pygame.init()
    surf = pygame.Surface((900, 400))
    rect = pygame.Rect(60, 50, 700, 260)
    names = ["Ann", "Bo", "Cy"]
    points = draw_score_chart(surf, rect, session.record, Fonts(), Translator("en"), names)
    assert points == score_points(session.record)
    painted = pygame.mask.from_threshold(surf, (0, 0, 0), (1, 1, 1, 255))
    painted.invert()
    outside = painted.count() - painted.overlap_area(_rect_mask(surf, rect), (0, 0))
    assert painted.count() > 0 and outside == 0
    for seat in range(3):
        colour = palette.PLAYERS[seat]
        hits = pygame.mask.from_threshold(surf, colour, (1, 1, 1, 255)).count()
        assert hits > 20, f"seat {seat}'s line in its colour"
    # the seat with the highest final score has its last point highest on screen
    best = max(range(3), key=lambda s: points[-1][s])
    if points[-1].count(points[-1][best]) == 1:
        ys = {}
        for seat in range(3):
            m = pygame.mask.from_threshold(surf, palette.PLAYERS[seat], (1, 1, 1, 255))
            right = [(x, y) for x in range(rect.right - 30, rect.right)
                     for y in range(rect.y + 30, rect.bottom) if m.get_at((x, y))]
            ys[seat] = min(y for _, y in right) if right else rect.bottom
        assert ys[best] == min(ys.values())


def _rect_mask(surf, rect):
    m = pygame.mask.Mask(surf.get_size())
    m.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return m
