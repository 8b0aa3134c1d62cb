"""What a Hollywood! card tooltip says: what the card is and what it is worth, in the
player's language. A tip key names what is hovered (see board and panel regions):

    ("slot", slot)                        a card of the layout, with whose reel is on it
    ("card", card) / ("project_card", card, size)    a card in a tableau
    ("film", star, genre, cards, points)  a finished film
    ("studio", "cut" | "double", seat, still_held)
    ("reels", seat, count)   ("decks",)

No pygame here.
"""
from __future__ import annotations

from cinetable.client.hollywood.narrate import stars
from cinetable.client.hollywood.view import CARDS, SLOT_COLUMN, TableView
from cinetable.games.hollywood.cards import BLOCKBUSTER, STAR


def card_lines(t, narrator, card: int, projects: list | None = None) -> list[str]:
    """`projects`: the open projects of whoever would take the card (the viewer), to say
    whether a film card joins one or starts one (H6.2); None when no one in particular."""
    c = CARDS.cards[card]
    if c.kind == STAR:
        return [f"{c.name} {stars(c.value)}", t("hollywood.tip.star", stars=stars(c.value)),
                t("hollywood.tip.star_worth", value=c.value), t("hollywood.tip.star_lost")]
    if c.kind == BLOCKBUSTER:
        return [c.name, t("hollywood.tip.blockbuster"), t("hollywood.tip.blockbuster_worth")]
    genre = narrator.genre(c.genre)
    worth = ("hollywood.tip.film_worth_any" if projects is None else
             "hollywood.tip.film_worth" if projects[c.genre] else "hollywood.tip.film_starts")
    lines = [c.name, t("hollywood.tip.film", genre=genre), t(worth, genre=genre)]
    if c.award:
        lines.append(t("hollywood.tip.award"))
    return lines


def tip_lines(t, narrator, key: tuple, view: TableView, names: list[str],
              human: int | None) -> list[str]:
    kind = key[0]
    if kind == "slot":
        slot = key[1]
        card = view.slots[slot]
        if card < 0:
            return []
        mine = view.tableaus[human].projects if human is not None else None
        lines = card_lines(t, narrator, card, mine)
        who = view.owner[slot]
        if who < 0:
            lines.append(t("hollywood.tip.no_reel"))
        elif who == human:
            lines.append(t("hollywood.tip.reel_on_you"))
        else:
            lines.append(t("hollywood.tip.reel_on", name=names[who]))
        col = SLOT_COLUMN[slot]
        if view.column_closed(col):           # why it is greyed (H4: a full column)
            lines.append(t("hollywood.tip.column_full", column="ABCD"[col]))
        return lines
    if kind == "card":
        return card_lines(t, narrator, key[1])
    if kind == "project_card":
        _k, card, size = key
        lines = card_lines(t, narrator, card)
        lines.append(t("hollywood.tip.project", genre=narrator.genre(CARDS.cards[card].genre),
                       size=narrator.size(size)))
        return lines
    if kind == "film":
        _k, star, g, cards, points = key
        s = CARDS.cards[star]
        from cinetable.games.hollywood.scoring import weight
        return [t("hollywood.tip.film_done", genre=narrator.genre(g), star=s.name,
                  stars=stars(s.value)),
                t.plural("hollywood.tip.film_done_worth", points, count=weight(cards),
                         value=s.value, points=points),
                ", ".join(CARDS.cards[c].name for c in cards)]
    if kind == "studio":
        _k, which, _seat, held = key
        return [t(f"hollywood.tip.studio_{which}"), t(f"hollywood.tip.studio_{which}_worth"),
                t("hollywood.tip.studio_held" if held else "hollywood.tip.studio_played")]
    if kind == "reels":
        return [names[key[1]], t("hollywood.tip.reels", count=key[2])]
    if kind == "decks":
        return [t("hollywood.tip.decks"), t("hollywood.tip.deck_stars", count=view.star_deck),
                t("hollywood.tip.deck_films", count=view.film_deck)]
    return []
