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
    stages: list = []
    points = score_points(session.record, stages)
    assert points[0] == [0, 0, 0] and points[-1] == list(session.state.scores())
    # Hollywood!: one round per player (H2.1), so the start and three rounds
    assert len(points) == 4 == len(stages)
    assert point_labels(Translator("en"), stages) == ["Start", "Round 1", "Round 2", "Round 3"]
    assert point_labels(Translator("fr"), stages)[:2] == ["Début", "Manche 1"]


def test_a_game_without_stages_keeps_only_the_points_where_a_score_changed(session, monkeypatch):
    monkeypatch.setattr("cinetable.engine.progress.stage_key_for", lambda game_id: None)
    stages: list = []
    points = score_points(session.record, stages)  # a point every few actions, flat ones dropped
    assert points[0] == [0, 0, 0] and points[-1] == list(session.state.scores())
    assert all(a != b for a, b in zip(points, points[1:-1]))
    assert point_labels(Translator("en"), stages)[:3] == ["Start", "1", "2"]


@pytest.mark.parametrize("game, players, first", [
    ("poker", 3, "Deal 1"), ("hollywood1947", 2, "Film 1"), ("cannes", 3, "Setup")])
def test_the_results_chart_names_stages_in_the_reviews_words(game, players, first, tmp_path):
    stages: list = []
    score_points(finished(game, players, seed=5, folder=tmp_path).record, stages)
    labels = point_labels(Translator("en"), stages)
    assert labels[:2] == ["Start", first]
    assert not any(label[0] in "DFRM" and label[1:].isdigit() for label in labels)


def test_the_chart_draws_a_line_per_seat_in_its_colour_inside_its_rect(session):
    pygame.init()
    surf = pygame.Surface((900, 400))
    rect = pygame.Rect(60, 50, 700, 260)
    names = ["Ann", "Bo", "Cy"]
    points, _ = draw_score_chart(surf, rect, session.record, Fonts(), Translator("en"), names)
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
