"""Log lines for Hollywood! events, in the player's language. No pygame here.

Each line is translated through `t(key, **fields)`. Lines about the human player use the
key with a `_you` suffix when the language table has one ("You receive…" rather than
"Alice receives…").
"""
from __future__ import annotations

from cinetable.client.hollywood.view import CARDS, GENRE_INDEX, TableView
from cinetable.client.table.narration import seat_line
from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.scoring import film_value, weight


def stars(n: int) -> str:
    return "★" * n


class Narrator:
    def __init__(self, t, names: list[str], human_seat: int | None):
        self.t = t
        self.names = names
        self.human = human_seat

    def _say(self, key: str, seat: int | None = None, /, **fields) -> str:
        return seat_line(self.t, key, self.names, self.human, seat, **fields)

    def size(self, count: int) -> str:
        """ "1 card" / "4 cards" in the player's language."""
        if count == 1:
            return self.t("hollywood.panel.card")
        return self.t("hollywood.panel.cards", count=count)

    def genre(self, g: int) -> str:
        gid = CARDS.genres[g].id
        key = f"hollywood.genre.{gid}"
        text = self.t(key)
        return CARDS.genres[g].name if text == key else text

    def line(self, ev, view: TableView) -> tuple[str, int | None] | None:
        """The line for `ev` (already applied to `view`) and the seat it is about."""
        p = "hollywood.log."
        if isinstance(ev, E.FirstPlayerDrawn):
            return self._say(p + "first", ev.seat), ev.seat
        if isinstance(ev, E.RoundStarted):
            return self._say(p + "round_start", ev.first, round=ev.round + 1,
                             rounds=view.rounds), None
        if isinstance(ev, E.TokenPlaced):
            col = ev.column
            card = CARDS.cards[view.slots[ev.slot]].name if view.slots[ev.slot] >= 0 else "?"
            k = len(ev.pushed)
            if k == 0:
                return self._say(p + "place", ev.seat, column=col, card=card), ev.seat
            key = p + ("place_push_one" if k == 1 else "place_push")
            return self._say(key, ev.seat, column=col, card=card, count=k), ev.seat
        if isinstance(ev, E.StudioCardPlayed):
            return self._say(p + ("cut" if ev.card == "cut" else "double"), ev.seat), ev.seat
        if isinstance(ev, E.CardAwarded):
            c = CARDS.by_id[ev.card]
            if ev.result == "blockbuster":
                return self._say(p + "got_blockbuster", ev.seat, card=c.name), ev.seat
            if ev.result == "project":
                proj = view.tableaus[ev.seat].projects[c.genre]
                return self._say(p + "got_film", ev.seat, card=c.name, genre=self.genre(c.genre),
                                 size=self.size(weight(proj))), ev.seat
            if ev.result == "worthless":
                return self._say(p + "got_worthless", ev.seat, card=c.name,
                                 stars=stars(c.value)), ev.seat
            return self._say(p + "got_star", ev.seat, card=c.name, stars=stars(c.value)), ev.seat
        if isinstance(ev, E.FilmFinished):
            star = CARDS.by_id[ev.star]
            g = GENRE_INDEX[ev.genre]
            cards = [CARDS.by_id[c].index for c in ev.cards]
            pts = film_value(star.index, cards, view.multipliers(), g)
            return self._say(p + "film", ev.seat, star=star.name, stars=stars(star.value),
                             genre=self.genre(g), size=self.size(weight(cards)), points=pts), ev.seat
        if isinstance(ev, E.CardsRemoved):
            names = ", ".join(CARDS.by_id[c].name for c in ev.cards)
            key = p + ("removed_one" if len(ev.cards) == 1 else "removed")
            if not ev.cards:
                key = p + "removed_none"
            return self._say(key, count=len(ev.cards), cards=names), None
        if isinstance(ev, E.RoundEnded):
            return self._say(p + "round_end", round=ev.round + 1), None
        if isinstance(ev, E.GameOver):
            return self.game_over(ev.winners, ev.scores, ev.tiebreak), None
        return None

    def game_over(self, winners, scores, tiebreak: bool) -> str:
        p = "hollywood.log."
        top = max(scores) if scores else 0
        if len(winners) == 1:
            key = p + ("winner_tiebreak" if tiebreak else "winner")
            return self._say(key, winners[0], points=top)
        names = self.t("hollywood.log.and").join(self.names[w] for w in winners)
        return self._say(p + "shared", names=names, points=top)
