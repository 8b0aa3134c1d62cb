"""What the screens show of ratings (cinetable/rating.py): the levels' legend at New game,
Auto's pick, the player's rating on the results and in Statistics. Ratings are replayed
from the history each time (a damaged history is set aside by load_history, as always)."""
from __future__ import annotations

from cinetable import rating

AUTO = "auto"
OFFERED = ("beginner", "easy", "normal", "hard")      # the levels New game offers
SETTING = "rating_counts_assisted"                    # games with undos or hints count


def number(t, n: int) -> str:
    return rating.grouped(n, t.get("rating.thousands", ","))


def include_assisted(settings) -> bool:
    return bool(settings.get(SETTING, False))


def history_entries() -> list[dict]:
    from cinetable.persistence.history import load_history
    return load_history().entries


def player_mu(app, game_id: str, entries=None) -> float:
    entries = history_entries() if entries is None else entries
    return rating.player_rating(entries, game_id, include_assisted(app.settings))[0]


def auto_pick(game_id: str, mu: float) -> str:
    """The level Auto plays: nearest the player's rating (normal when none is shipped)."""
    return rating.auto_level(mu, rating.level_ratings(game_id), OFFERED) or "normal"


def legend(t, game_id: str, mu: float) -> str:
    """One line per offered level (its rating and what it means), then Auto's."""
    bots = rating.level_ratings(game_id)
    lines = []
    for lv in OFFERED:
        name = t(f"levels.{lv}").capitalize()
        # a game may word a level its own way (Cannes' beginner is no half-random player)
        meaning = t.get(f"level_meaning.{game_id}.{lv}", "") or t(f"level_meaning.{lv}")
        lines.append(t("rating.legend", level=name, rating=number(t, bots[lv].rating),
                       meaning=meaning) if lv in bots
                     else t("rating.legend_unrated", level=name, meaning=meaning))
    lines.append(auto_text(t, game_id, mu))
    return "\n".join(lines)


def auto_text(t, game_id: str, mu: float) -> str:
    """'Auto plays Normal: the level nearest your rating (1,500)': which level it picks."""
    return t("rating.auto", level=t(f"levels.{auto_pick(game_id, mu)}").capitalize(),
             rating=number(t, rating.display(mu)))


def change_text(t, change: int) -> str:
    if change > 0:
        return t("rating.up", n=change)
    if change < 0:
        return t("rating.down", n=-change)
    return t("rating.same")


def result_line(t, settings, record) -> str:
    """'rating 1,412 ▲ 18' after a finished game against bots; '' when it is not rated
    (no bot, no shipped ratings), the 'not rated' note when undos or hints left it out."""
    entries = history_entries()
    series = rating.player_series(entries, record.game, include_assisted(settings))
    point = next((p for p in series if p.entry_id == record.id), None)
    if point is not None:
        return t("rating.result", rating=number(t, point.rating), change=change_text(t, point.change))
    entry = next((e for e in entries if e["id"] == record.id), None)
    if entry is not None and rating.assisted(entry) and rating.rated_entry(
            entry, rating.level_ratings(record.game), True):
        return t("rating.unrated")
    return ""


def series(settings, entries, game_id: str):
    """The player's rating after each rated game of `game_id` (Statistics' chart)."""
    return rating.player_series(entries, game_id, include_assisted(settings))


def short_legend(t, game_id: str, mu: float | None = None) -> str:
    """'Beginner 959 · Easy 1,222 · ... · Auto: Normal' where New game has no room for
    the long legend (Auto's pick when the player's rating is given)."""
    bots = rating.level_ratings(game_id)
    parts = [t(f"levels.{lv}").capitalize()
             + (f" {number(t, bots[lv].rating)}" if lv in bots else "") for lv in OFFERED]
    if mu is not None:
        parts.append(t("rating.auto_short", level=t(f"levels.{auto_pick(game_id, mu)}").capitalize()))
    return " · ".join(parts)
