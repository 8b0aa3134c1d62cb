"""Charts drawn by the app: ticks cover the data, lines and bars land inside their rect."""
import pygame

from cinetable.client.charts import bar_chart, line_chart, nice_ticks


def test_nice_ticks_cover_the_range_with_round_steps():
    t = nice_ticks(0, 37)
    assert t[0] <= 0 and t[-1] >= 37
    steps = {round(b - a, 9) for a, b in zip(t, t[1:])}
    assert len(steps) == 1 and steps.pop() in (5, 10, 20)
    assert nice_ticks(0, 1)[-1] >= 1 and nice_ticks(3, 3)[-1] > 3


def test_charts_paint_only_inside_their_rect():
    pygame.font.init()
    font = pygame.font.Font(None, 16)
    surf = pygame.Surface((400, 300))
    rect = pygame.Rect(50, 60, 300, 180)
    line_chart(surf, rect, [[0, 5, 12, 20], [0, 8, 9, 15]], [(255, 0, 0), (0, 255, 0)], font,
               x_labels=["0", "1", "2", "3"])
    bar_chart(surf, pygame.Rect(50, 60, 300, 180), [("0-5", 3), ("5-10", 7)], (0, 0, 255), font)
    painted = [(x, y) for x in range(400) for y in range(300) if surf.get_at((x, y))[:3] != (0, 0, 0)]
    assert painted
    assert all(rect.collidepoint(p) for p in painted)
    reds = [p for p in painted if surf.get_at(p)[:3] == (255, 0, 0)]
    assert reds, "the first series is drawn in its colour"
    # the higher score ends higher on screen
    assert min(y for _, y in reds) < rect.centery


def test_an_axis_of_whole_counts_has_no_half_ticks():
    """Issue 27: Statistics' chart of games per score range showed a 0.5 tick."""
    assert all(float(v).is_integer() for v in nice_ticks(0, 2, whole=True))
    assert all(float(v).is_integer() for v in nice_ticks(0, 3, whole=True))
    pygame.font.init()
    drawn = []

    class Font(pygame.font.Font):
        def render(self, text, *a, **k):
            drawn.append(text)
            return super().render(text, *a, **k)
    font = Font(None, 16)
    surf = pygame.Surface((400, 300))
    bar_chart(surf, pygame.Rect(50, 60, 300, 180), [("0-5", 1), ("5-10", 2)], (0, 0, 255), font)
    line_chart(surf, pygame.Rect(50, 60, 300, 180), [[0, 1, 2]], [(255, 0, 0)], font, whole=True)
    assert drawn and not [t for t in drawn if "." in t or "," in t], drawn
