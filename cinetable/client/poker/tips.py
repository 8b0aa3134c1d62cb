"""What a Hollywood Poker tooltip says: what the card or token is and what it is worth,
in the player's language. A tip key names what is hovered (see TableScene.tip_at):

    ("card", v)                           a card of your hand
    ("trick", v, seat, cards, top)        a card of a play on the felt (top: the play to beat)
    ("career", rank)                      a career card on a panel
    ("count", seat, size)                 the card-count chip on a panel
    ("points", seat, score, target)       the score on a panel
    ("out", seat, place)                  the "out" tag of a player who emptied their hand
    ("passed", seat)                      the pass chip under a panel
    ("row", place, seat, rank, gained, total[, column])    a scoreboard row after a deal
        (column: its career column's key, None when it has none: overlays.career_column)
    ("aside", count)                      the first deal's cards set aside (P2.3)

No pygame here.
"""
from __future__ import annotations

from cinetable.client.poker.narrate import cards_text
from cinetable.games.poker.cards import DOUBLE, POINTS


def card_lines(t, v: int) -> list[str]:
    if v == DOUBLE:
        return [t("poker.tip.double"), t("poker.tip.double_is"), t("poker.tip.double_worth")]
    return [t("poker.tip.number", value=v), t("poker.tip.number_is", value=v),
            t("poker.tip.number_worth", value=v)]


def career_lines(t, narrator, rank: int) -> list[str]:
    if not rank:                      # the first deal: none yet (P4.1)
        return [t("poker.board.unknown_tip"), t("poker.board.unknown_why")]
    lines = [narrator.career(rank), t("poker.tip.career_is", rank=rank)]
    if rank == 1:
        lines.append(t("poker.tip.career_top"))
    elif rank == 8:
        lines.append(t("poker.tip.career_bottom"))
    else:
        lines.append(t("poker.tip.career_middle"))
    return lines


def tip_lines(t, narrator, key: tuple, names: list[str], n: int) -> list[str]:
    kind = key[0]
    if kind == "card":
        return card_lines(t, key[1])
    if kind == "trick":
        _k, v, seat, cards, top = key
        value = max((c for c in cards if c != DOUBLE), default=DOUBLE)
        lines = card_lines(t, v)
        lines.append(t("poker.tip.played_by", name=names[seat], cards=cards_text(cards, t)))
        lines.append(t("poker.tip.to_beat", count=len(cards),
                       value="D" if value == DOUBLE else value) if top
                     else t("poker.tip.beaten"))
        return lines
    if kind == "career":
        return career_lines(t, narrator, key[1])
    if kind == "count":
        _k, seat, size = key
        return [names[seat], t("poker.tip.cards", count=size), t("poker.tip.count_worth")]
    if kind == "points":
        _k, seat, score, target = key
        pays = ", ".join(str(p) for p in POINTS[n])
        return [t("poker.tip.score", points=score, target=target),
                t("poker.tip.points_worth", points=pays)]
    if kind == "out":
        _k, seat, place = key
        return [t("poker.tip.out", name=names[seat], place=place),
                t("poker.tip.out_worth", points=POINTS[n][place - 1])]
    if kind == "passed":
        return [t("poker.tip.passed", name=names[key[1]]), t("poker.tip.passed_worth")]
    if kind == "aside":
        return [t.plural("poker.aside.tip", key[1]), t("poker.aside.tip_what"),
                t("poker.aside.tip_next")]
    if kind == "row":
        _k, place, seat, rank, gained, total = key[:6]
        column = key[6] if len(key) > 6 else "poker.scoreboard.career"
        lines = [names[seat], t("poker.tip.row", place=place, points=gained, total=total)]
        if column == "poker.scoreboard.career":
            lines.append(t("poker.tip.row_career", career=narrator.career(rank)))
        elif column is not None:              # the game's last deal: no next one
            lines.append(t("poker.tip.row_career_won", career=narrator.career(rank)))
        return lines
    return []
