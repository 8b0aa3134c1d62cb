"""What a Festival de Cannes tooltip says: what a card or token is and what it is worth,
in the player's language. A tip key names what is hovered (see TableScene.tip_at):

    ("lot", i)               a lot: its kind face down, the card once seen
    ("bid", i, k)            the k-th bid laid under lot i
    ("auction", value)       an auction card of your hand
    ("film", card_id)        a screenplay, scene or star of your film
    ("need", kind, points)   a scene your screenplay needs, and what fills it
    ("special", sid)         a special card's chip on a seat panel
    ("seat", p)  ("pawn", p)  ("square", sq)  ("dice",)  ("director", p)  ("deck",)

No pygame here.
"""
from __future__ import annotations

from cinetable.client.cannes.view import BY_ID, CARDS, STAR0
from cinetable.games.cannes.cards import SCENE, SCREENPLAY

SPECIAL_IDS = [s[0] for s in CARDS.specials]
SUITS = "♠♥♣♦"


def _or(t, key: str, fallback: str) -> str:
    text = t(key)
    return fallback if text == key else text


def scene_name(t, kind: int) -> str:
    return _or(t, f"cannes.scene.{CARDS.scene_ids[kind]}", CARDS.scene_names[kind])


def money(value: int) -> str:
    return f"{value:,}".replace(",", " ")


def special_lines(t, sid: str) -> list[str]:
    return [_or(t, f"cannes.special.{sid}", sid), t("cannes.tip.special"),
            t(f"cannes.tip.special_{sid}")]


def kind_lines(t, letter: str) -> list[str]:
    """A face-down film card: only its back's letter is known."""
    return [t("cannes.tip.back", kind=t(f"cannes.kind.{letter}")),
            t(f"cannes.tip.back_{letter}")]


def film_lines(t, cid: str, rating: int | None = None, n: int | None = None) -> list[str]:
    """A film card seen face up (rating: your own rating of a star)."""
    if cid in SPECIAL_IDS:
        return special_lines(t, cid)
    c = BY_ID[cid]
    if c.kind == SCREENPLAY:
        needs = ", ".join(scene_name(t, k) for k in c.needs)
        return [c.name, t("cannes.tip.screenplay", count=len(c.needs)), needs,
                t("cannes.tip.screenplay_worth", most=20 * len(c.needs))]
    if c.kind == SCENE:
        group = "ABC"[CARDS.scene_group[c.scene]]
        same = ", ".join(scene_name(t, k) for k in range(len(CARDS.scene_ids))
                         if CARDS.scene_group[k] == CARDS.scene_group[c.scene] and k != c.scene)
        return [scene_name(t, c.scene), t("cannes.tip.scene", group=group),
                t("cannes.tip.scene_worth", others=same)]
    sex = t("cannes.card.woman" if c.female else "cannes.card.man")
    lines = [c.name, t("cannes.tip.star", sex=sex), t("cannes.tip.star_worth")]
    if rating:
        lines.append(t("cannes.tip.your_rating", rating=rating))
    return lines


def auction_lines(t, value: int) -> list[str]:
    k = value // CARDS.auction_step
    suit = SUITS[CARDS.suit(k)]
    lines = [f"{money(value)} NF {suit}", t("cannes.tip.auction", suit=suit)]
    lines.append(t("cannes.tip.talent", suit=suit) if CARDS.talent(k)
                 else t("cannes.tip.no_talent", below=money(CARDS.talent_below)))
    return lines


def _star_rating(view, cid) -> int | None:
    if cid in BY_ID and cid.startswith("v") and view.ratings:
        return view.ratings[BY_ID[cid].index - STAR0] or None
    return None


def tip_lines(t, narrator, key: tuple, view, names: list[str]) -> list[str]:
    kind = key[0]
    if kind == "lot":
        i = key[1]
        if i >= len(view.lots):
            return []
        lot = view.lots[i]
        back = lot["kind"]
        cid = lot["card"] or (back if back in SPECIAL_IDS else None)
        if cid:
            lines = film_lines(t, cid, _star_rating(view, cid))
            lines[0] = t("cannes.tip.lot", lot=i + 1, what=lines[0])
        else:
            lines = kind_lines(t, back)
            lines[0] = t("cannes.tip.lot", lot=i + 1, what=lines[0])
        if lot["peeked_by"]:
            lines.append(t("cannes.tip.peeked",
                           names=", ".join(names[p] for p in lot["peeked_by"])))
        if lot["bids"]:
            lines.append(t("cannes.tip.bids", count=len(lot["bids"])))
        return lines
    if kind == "bid":
        _k, i, k = key
        res = view.results.get(i)
        if res is not None and k < len(res.bids):
            seat, value = res.bids[k]
            lines = auction_lines(t, value)
            lines.insert(1, t("cannes.tip.bid_by", name=names[seat]))
            if seat == res.winner and value == res.value:
                lines.append(t("cannes.tip.bid_won"))
            return lines
        if i >= len(view.lots) or k >= len(view.lots[i]["bids"]):
            return []
        seat = view.lots[i]["bids"][k]
        if seat == view.seat and view.lots[i]["my_bid"]:
            return auction_lines(t, view.lots[i]["my_bid"]) + [t("cannes.tip.bid_yours")]
        return [t("cannes.tip.bid_hidden"), t("cannes.tip.bid_by", name=names[seat])]
    if kind == "auction":
        return auction_lines(t, key[1])
    if kind == "held":                   # laid until Done: how to take it back
        return auction_lines(t, key[1]) + [t("cannes.tip.held", lot=key[2] + 1)]
    if kind == "film":
        return film_lines(t, key[1], _star_rating(view, key[1]))
    if kind == "need":
        _k, scene, points = key
        return [scene_name(t, scene), t(f"cannes.tip.need_{points}")]
    if kind == "special":
        return special_lines(t, key[1])
    if kind == "seat":
        p = key[1]
        k = view.kinds(p)
        lines = [names[p], t("cannes.tip.won", t=k[0], s=k[1], v=k[2]),
                 t("cannes.tip.hand", count=view.hand_sizes[p]),
                 t("cannes.tip.square", date=narrator.date(view.squares[p]))]
        lines += [_or(t, f"cannes.special.{sid}", sid) for sid in view.won[p]["specials"]]
        return lines
    if kind == "pawn":
        p = key[1]
        lines = [t("cannes.tip.pawn", name=names[p]),
                 t("cannes.tip.square", date=narrator.date(view.squares[p])),
                 t("cannes.tip.pawn_moves")]
        lines += [t(f"cannes.tip.special_{sid}") for sid in ("ds19", "quick")
                  if sid in view.won[p]["specials"]]       # they change how this pawn moves
        if view.director == p:
            lines.append(t("cannes.tip.director_pawn"))
        return lines
    if kind == "square":
        sq = key[1]
        lines = [narrator.date(sq)]
        lines.append(t("cannes.tip.stage_end") if sq % 2 == 0 and sq > 0
                     else t("cannes.tip.start") if sq == 0 else t("cannes.tip.mid_stage"))
        here = [names[p] for p in range(view.n) if view.squares[p] == sq]
        if here:
            lines.append(t("cannes.tip.here", names=", ".join(here)))
        return lines
    if kind == "dice":
        lines = [t("cannes.tip.dice")]
        if len(view.dice) == 2:
            lines.append(t("cannes.tip.dice_rolled", a=view.dice[0], b=view.dice[1],
                           total=sum(view.dice)))
        lines.append(t("cannes.tip.dice_rule"))
        return lines
    if kind == "director":
        return [t("cannes.tip.director", name=names[key[1]]), t("cannes.tip.director_does")]
    if kind == "deck":
        return [t("cannes.tip.deck"), t("cannes.deck", deck=view.deck_size,
                                        discard=view.discard)]
    return []
