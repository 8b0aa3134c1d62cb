"""Log lines for Hollywood Poker events, in the player's language. No pygame here.

Lines about the human use the key with a `_you` suffix when the language has one.
Exchanged cards are named only in the lines the session delivers to the pair (the
events carrying them are private); everybody else reads the counts."""
from __future__ import annotations

from cinetable.client.table.narration import seat_line
from cinetable.games.poker import events as E
from cinetable.games.poker.cards import DOUBLE, load_cards

CAREERS = load_cards().careers


def card_text(v: int, t=None) -> str:
    """A card's value, a Double by its name ("D" is only its key and corner mark)."""
    if v == DOUBLE:
        return t("poker.tip.double") if t is not None else "D"
    return str(v)


def cards_text(cards, t=None) -> str:
    return " ".join(card_text(v, t) for v in cards)


class Narrator:
    def __init__(self, t, names, human_seat):
        self.t = t
        self.names = names
        self.human = human_seat

    def _say(self, key: str, seat=None, /, **fields) -> str:
        return seat_line(self.t, key, self.names, self.human, seat, **fields)

    def career(self, rank: int) -> str:
        if not rank:
            return ""
        c = CAREERS[rank - 1]
        key = f"poker.career.{c.id}"
        text = self.t(key)
        return c.name if text == key else text

    def line(self, ev, view):
        """(text, seat) for `ev` (already applied to `view`), or None."""
        p = "poker.log."
        if isinstance(ev, E.DealStarted):
            if ev.dealer < 0:
                return self._say(p + "first_deal"), None
            return self._say(p + "deal", ev.dealer, deal=ev.deal + 1), None
        if isinstance(ev, E.LeftoverKept):
            if ev.player < 0:
                return self._say(p + "set_aside", count=ev.count), None
            return self._say(p + "leftover", ev.player, count=ev.count), ev.player
        if isinstance(ev, E.LeaderDrawn):
            return self._say(p + "leader", ev.player), ev.player
        if isinstance(ev, E.ExchangeDecided):
            key = "exchange" if ev.taken else "waive"
            return self._say(p + key, ev.higher, other=self.names[ev.lower],
                             count=ev.count), ev.higher
        if isinstance(ev, E.CardsGiven):
            if ev.receiver == self.human:
                return self._say(p + "gave_to_you", ev.giver,
                                 cards=cards_text(ev.cards, self.t)), ev.giver
            if ev.giver == self.human:
                return self._say(p + "gave_you", ev.giver, other=self.names[ev.receiver],
                                 cards=cards_text(ev.cards, self.t)), ev.giver
            return self._say(p + "gave", ev.giver, other=self.names[ev.receiver],
                             cards=cards_text(ev.cards, self.t)), ev.giver
        if isinstance(ev, E.ExchangeDone):
            if self.human in (ev.higher, ev.lower):
                return None                   # the pair has read the cards themselves
            return self._say(p + "gave_back", ev.higher, other=self.names[ev.lower],
                             count=ev.count), ev.higher
        if isinstance(ev, E.Played):
            return self._say(p + "play", ev.player, cards=cards_text(ev.cards, self.t)), ev.player
        if isinstance(ev, E.Passed):
            return self._say(p + "pass", ev.player), ev.player
        if isinstance(ev, E.PlayerOut):
            return self._say(p + "out", ev.player, place=ev.place + 1), ev.player
        if isinstance(ev, E.TrickWon):
            if ev.rule == "winner" or ev.next_leader < 0:
                return self._say(p + "trick", ev.player), ev.player
            return self._say(p + "trick_" + ev.rule, ev.player,
                             leader=self.names[ev.next_leader]), ev.player
        if isinstance(ev, E.DealEnded):
            parts = [f"{self.names[q]} +{ev.points[q]}" for q in ev.order]
            return self._say(p + "deal_end", deal=ev.deal + 1, scores=", ".join(parts)), None
        if isinstance(ev, E.SeatsChanged):
            mega = ev.careers.index(1)
            return self._say(p + "seats", mega), None
        if isinstance(ev, E.GameOver):
            names = [self.names[w] for w in ev.winners]
            if len(names) == 1:
                return self._say(p + "winner", ev.winners[0],
                                 score=ev.scores[ev.winners[0]]), None
            return self._say(p + "tie", names=", ".join(names),
                             score=ev.scores[ev.winners[0]]), None
        return None
