"""Hollywood 1947 words for the table: names of Jobs, cards, posters, dice, and a label for
every action (the option menu and the log use them). No pygame here."""
from __future__ import annotations

from cinetable.games.hollywood1947 import actions as A

COMP = A.COMP
SYMBOL = {1: "patriot", -1: "communist", 0: "neutral"}
CARD_BY_ID = COMP.card_by_id
POSTER_BY_ID = COMP.poster_by_id


class Words:
    def __init__(self, t, names: list, players: int, human=None):
        self.t = t
        self.names = names
        self.n = players
        self.human = human

    def job(self, j: int) -> str:
        return self.t(f"hollywood1947.job.{A.JOB_IDS[j]}")

    def card(self, card_id: str) -> str:
        return self.t(f"hollywood1947.card.{CARD_BY_ID[card_id].kind}")

    def poster(self, poster_id: str) -> str:
        """The poster's genre in the player's language (the data file's name otherwise)."""
        return self.t.get(f"hollywood1947.poster.{poster_id}", POSTER_BY_ID[poster_id].name)

    def symbol(self, bias: int) -> str:
        return self.t(f"hollywood1947.symbol.{SYMBOL[bias]}")

    def loyalty(self, k: str) -> str:
        return self.t(f"hollywood1947.loyalty.{k}")

    def holder(self, h: int) -> str:
        if h < self.n:
            return self.names[h]
        return self.t("hollywood1947.ghost", number=h - self.n + 1)

    def die(self, d: int) -> str:
        name = A.die_name(self.n, d)
        if name.startswith("G"):
            return self.t("hollywood1947.act.die_ghost", number=int(name[1:]))
        seat = int(name[1:].rstrip("ab")) - 1
        if seat == self.human:
            return self.t("hollywood1947.act.die_yours" + ("_" + name[-1] if name[-1] in "ab" else ""))
        if name.endswith("a"):
            return self.t("hollywood1947.act.die_of_a", name=self.names[seat])
        if name.endswith("b"):
            return self.t("hollywood1947.act.die_of_b", name=self.names[seat])
        return self.t("hollywood1947.act.die_of", name=self.names[seat])

    def die_owner(self, d: int) -> int | None:
        """The seat a die belongs to (None: a ghost's)."""
        name = A.die_name(self.n, d)
        return None if name.startswith("G") else int(name[1:].rstrip("ab")) - 1

    def own_die(self, d: int) -> str:
        """A die named from its own holder's side ("their first die"), for a line whose
        subject holds it."""
        name = A.die_name(self.n, d)
        return self.t("hollywood1947.act.die_own" + ("_" + name[-1] if name[-1] in "ab" else ""))

    def group(self, a) -> str:
        """Actions of one group share a submenu: the group key, or "" for a lone button."""
        if a.kind == "use" and a.arg[0] in (A.PRODUCER, A.DIRECTOR, A.CINEMATOGRAPHER,
                                            A.ACTRESS, A.ACTOR):
            return A.JOB_IDS[a.arg[0]]
        if a.kind in ("reroll", "swap"):
            return a.kind
        return ""

    def group_label(self, key: str) -> str:
        return self.t(f"hollywood1947.group.{key}")

    def why(self, what) -> str:
        """What an option (or a group of them) does for you, in plain words ("" if
        nothing to say): shown beside it in the option menu."""
        key = what if isinstance(what, str) else self._why_key(what)
        if not key:
            return ""
        get = getattr(self.t, "get", None)
        return get(f"hollywood1947.why.{key}", "") if get else ""

    def _why_key(self, a) -> str:
        k = a.kind
        if k == "keep" and a.arg is None:
            return "keep_tokens"
        if k == "edit":
            return "discard_it" if a.arg else "put_back"
        if k == "use":
            return A.JOB_IDS[a.arg[0]]
        return k

    def label(self, a) -> str:
        t = self.t
        p = "hollywood1947.act."
        k = a.kind
        if k in ("pass", "stop", "end", "peek", "done"):
            return t(p + k)
        if a is A.KEEP_TOKENS:
            return t(p + "keep_tokens")
        if k == "edit":
            return t(p + ("discard_it" if a.arg else "put_back"))
        if k == "reroll":
            return t(p + "reroll", die=self.die(a.arg))
        if k == "swap":
            return t(p + "swap", own=self.job(a.arg[0]), new=self.job(a.arg[1]))
        if k == "keep":
            poster = COMP.posters[a.arg]
            return t(p + "keep_poster", poster=self.poster(poster.id),
                     symbol=self.symbol(poster.bias))
        if k in ("add", "spend", "discard"):
            return t(p + k, card=self.card(A.CARD_ID[a.arg]))
        if k == "use":
            j = a.arg[0]
            if j == A.PRODUCER:
                return t(p + "producer", a=self.job(a.arg[1]), b=self.job(a.arg[2]))
            if j == A.DIRECTOR:
                src, dst = a.arg[1], a.arg[2]
                if src < 0:
                    return t(p + "director_give", name=self.holder(dst))
                return t(p + "director_move", src=self.holder(src), dst=self.holder(dst))
            if len(a.arg) == 2:
                return t(p + "target", job=self.job(j), name=self.names[a.arg[1]])
            return t(p + "use", job=self.job(j))
        return str(a)


def menu_items(words: Words, legal: list, opened: str | None):
    """The option menu: [(label, action or group key)], the open group's actions only
    when a group is open. Hand-card actions (add, spend, discard) stay in the hand."""
    if opened:
        return [(words.label(a), a) for a in legal if words.group(a) == opened]
    out, seen = [], set()
    for a in legal:
        key = words.group(a)
        if not key:
            out.append((words.label(a), a))
            continue
        members = [b for b in legal if words.group(b) == key]
        if len(members) == 1:
            out.append((words.label(a), a))
        elif key not in seen:
            seen.add(key)
            # after a first reroll the group offers one die more, not "up to two"
            second = key == "reroll" and A.STOP in legal
            out.append((words.group_label("reroll_second" if second else key), key))
    return out
