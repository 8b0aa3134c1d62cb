"""What a Hollywood 1947 tooltip says: what the card or token is and what it is worth or
does, in the player's language. A tip key names what is hovered (board.py records them):

    ("hand", card_id)           a card of your hand      ("look", card_id)  the Editor's look
    ("loyalty", kind | None)    your loyalty card, None while not peeked
    ("job", j, holder)          a Job card, holder -1 in the centre
    ("die", d)                  a die on a panel         ("trophy", holder) a trophy token
    ("trophies_centre",)        the centre's trophies    ("poster",)        this film's poster
    ("pile", i)                 a face-down card on the poster
    ("ghost", g)                a ghost's face-down card
    ("score", side)             a side's reels           ("piles",)         deck and discards
    ("film", k)                 film k of the strip      ("filmcard", id)   a revealed card

Everything said comes from the view's observation, so a tip shows no secret. No pygame here.
"""
from __future__ import annotations

from cinetable.client.hollywood1947.words import CARD_BY_ID, POSTER_BY_ID, SYMBOL, Words
from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947.views import SHUFFLED

P = "hollywood1947.tip."
CARD_KINDS = tuple(dict.fromkeys(c.kind for c in CARD_BY_ID.values()))
WIN_FILMS = {"patriot": 4}


def card_lines(words: Words, cid: str) -> list[str]:
    """A Propaganda card: its name, its symbols and who they count for, its premiere effect."""
    t = words.t
    c = CARD_BY_ID[cid]
    lines = [words.card(cid)]
    if c.patriot:
        lines.append(t(P + "symbols_patriot", count=c.patriot))
    elif c.communist:
        lines.append(t(P + "symbols_communist", count=c.communist))
    else:
        lines.append(t(P + "symbols_neutral"))
    if c.hearing:
        lines.append(t(P + "hearing"))
    if c.reorganization:
        lines.append(t(P + "reorganization"))
    return lines


def communist_films(players: int) -> int:
    return 3 if players == 3 else 4


def loyalty_lines(words: Words, kind, players: int) -> list[str]:
    t = words.t
    if kind is None:
        return [t(P + "loyalty_hidden"), t(P + "loyalty_peek")]
    need = communist_films(players) if kind == "communist" else WIN_FILMS.get(kind, 0)
    return [words.loyalty(kind), t(P + f"loyalty_{kind}", count=need)]


def job_lines(words: Words, j: int, holder: int, used: bool, n: int) -> list[str]:
    t = words.t
    lines = [f"{j + 1}. {words.job(j)}", t(P + f"job_{A.JOB_IDS[j]}")]
    if holder < 0:
        lines.append(t(P + "job_centre"))
    elif holder < n:
        lines.append(t(P + "job_held", name=words.holder(holder)))
    lines.append(t(P + ("job_used" if used else "job_unused")))
    return lines


def tip_lines(words: Words, key: tuple, obs: dict) -> list[str]:
    t = words.t
    kind = key[0]
    n = obs["players"]
    if kind in ("hand", "look"):
        lines = card_lines(words, key[1])
        lines.append(t(P + ("in_hand" if kind == "hand" else "editor_look")))
        return lines
    if kind == "loyalty":
        return loyalty_lines(words, key[1], n)
    if kind == "job":
        _k, j, holder = key
        return job_lines(words, j, holder, j in obs["used"], n)
    if kind == "die":
        d = key[1]
        star = bool(obs["dice"][d]) if d < len(obs["dice"]) else False
        name = words.die(d) if d < len(obs["dice"]) else t(P + "die")
        return [name[:1].upper() + name[1:],
                t(P + ("die_star" if star else "die_blank")), t(P + "die_what")]
    if kind == "trophy":
        return [t(P + "trophy"), t(P + "trophy_held", name=words.holder(key[1])),
                t(P + "trophy_worth")]
    if kind == "trophies_centre":
        left = 4 - sum(obs["tokens"])
        return [t(P + "trophy"), t(P + "trophy_centre", count=left), t(P + "trophy_worth")]
    if kind in ("poster", "keep_poster"):          # the film's, or one offered to keep
        pid = key[1] if kind == "keep_poster" else obs["poster"]
        if pid is None:
            return [t(P + "poster"), t("hollywood1947.no_poster")]
        bias = POSTER_BY_ID[pid].bias
        return [t(P + "poster_named", poster=words.poster(pid)),
                t(P + f"poster_{SYMBOL[bias]}"), t(P + "poster_what")]
    if kind == "pile":
        i = key[1]
        by = obs["pile_by"][i] if i < len(obs["pile_by"]) else -1
        who = (t(P + "added_by_shuffled") if by == SHUFFLED else t(P + "added_by_deck")
               if by < 0 else t(P + "added_by", name=words.holder(by)))
        return [t(P + "facedown"), who, t(P + "facedown_what")]
    if kind == "ghost":
        g = key[1]
        known = obs["ghosts"][g] if g < len(obs["ghosts"]) else None
        lines = [t(P + "ghost_card", name=words.holder(n + g)), t(P + "ghost_what")]
        return lines + card_lines(words, known) if known else lines + [t(P + "ghost_unknown")]
    if kind == "score":
        side = key[1]
        need = communist_films(n) if side == "communist" else 4
        return [t(f"hollywood1947.{side}s"),
                t(P + "reels", won=obs["score"][side], need=need)]
    if kind == "filmcard":
        films = obs["films"]
        return card_lines(words, key[1]) + [t("hollywood1947.recap.revealed",
                                              number=len(films))]
    if kind == "film":
        f = obs["films"][key[1]]
        cards = ", ".join(words.card(c) for c in f["cards"]) or "—"
        return [t("hollywood1947.recap.title", number=key[1] + 1, poster=words.poster(f["poster"])),
                t("hollywood1947.count", patriot=f["patriot"], communist=f["communist"]),
                t(f"hollywood1947.won_{f['winner']}"),
                t("hollywood1947.recap.film_cards", cards=cards)]
    if kind == "removed":                   # the posters set aside, by corner symbol
        rem = obs["removed_posters"]
        sym = ", ".join(f"{rem.count(b)} {words.symbol(b)}" for b in sorted(set(rem)))
        return [t("hollywood1947.removed", symbols=sym)]
    if kind == "piles":
        return [t(P + "piles"), t(P + "deck", count=obs["deck_size"]),
                t(P + "discards", count=obs["discard_size"]),
                t(P + "posters", count=obs["poster_deck"])]
    return []
