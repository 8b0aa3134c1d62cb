"""Log lines for Festival de Cannes events, in the player's language. No pygame here.

Only events the session delivers to the human's seat reach the narrator, so a peek's
card, an auction card dealt or a bid's value is told only to the seat that may know it;
everybody else reads who looked, who bid on how many lots, and the reveal."""
from __future__ import annotations

from cinetable.client.cannes.film_score import star_change
from cinetable.client.table.narration import seat_line
from cinetable.games.cannes import events as E
from cinetable.games.cannes.cards import SCENE, STAR, load_cards
from cinetable.games.cannes.phases import DS19

CARDS = load_cards()
SPECIAL_IDS = [s[0] for s in CARDS.specials]


def calendar_date(t, day: int, month: int) -> str:
    """A track date in the player's language; the first of a month has its own form
    ("1er août" in French, "1º agosto" in Italian)."""
    name = t(f"cannes.month.{month}")
    return t("cannes.date_first", month=name) if day == 1 else t("cannes.date", day=day,
                                                                    month=name)


def money(value: int) -> str:
    return f"{value:,}".replace(",", " ")


class Narrator:
    def __init__(self, t, names, human_seat):
        self.t = t
        self.names = names
        self.human = human_seat
        self.after_dice = False

    def _say(self, key: str, seat=None, /, **fields) -> str:
        return seat_line(self.t, key, self.names, self.human, seat, **fields)

    def date(self, sq: int) -> str:
        return calendar_date(self.t, 1 if sq % 2 == 0 else 15, (5 + sq // 2) % 12 + 1)

    def kind(self, back: str) -> str:
        if back in SPECIAL_IDS:
            return self.special(back)
        return self.t(f"cannes.kind.{back}")

    def kind_a(self, back: str) -> str:
        """A card back as an indefinite noun phrase: "a star", "une vedette", "una scena"."""
        if back in SPECIAL_IDS:
            return self.t("cannes.kind_a.special", name=self.special(back))
        return self.t(f"cannes.kind_a.{back}")

    def special(self, sid: str) -> str:
        key = f"cannes.special.{sid}"
        text = self.t(key)
        return sid if text == key else text

    def card(self, cid: str) -> str:
        if cid in SPECIAL_IDS:
            return self.special(cid)
        c = CARDS.by_id[cid]
        if c.kind == SCENE:
            key = f"cannes.scene.{CARDS.scene_ids[c.scene]}"
            name = self.t(key)
            name = CARDS.scene_names[c.scene] if name == key else name
            # "an Adventure scene": the article follows the scene's name
            vowel = name[:1].lower() in "aeiouàâéèêîô"
            return self.t("cannes.log.scene_card" + ("_vowel" if vowel else ""), scene=name)
        return c.name

    def star_fate(self, ev, view) -> str:
        """Your new star that stays out of your film, or pushes another out of it: said,
        since the film panel would change without a word (issue 27)."""
        c = CARDS.by_id[ev.card]
        if ev.seat != self.human or c.kind != STAR or view.seat != ev.seat:
            return ""
        change = star_change(view.obs, ev.seat, c.index)
        if change is None:
            return ""
        sex = "woman" if c.female else "man"
        what, other = change
        if what == "out":
            return self.t(f"cannes.log.star_out_{sex}")
        return self.t(f"cannes.log.star_replaces_{sex}", other=CARDS.film[other].name)

    def review_line(self, ev, view):
        """As `line`, and a single rating in words: the log tells the ratings once all are
        given, a review row names each ("Rating 20 for Ava Gardner", not "rate v04")."""
        if isinstance(ev, E.StarRated):
            return self.t("cannes.log.star_rating", rating=ev.rating,
                          star=self.card(ev.star)), ev.seat
        return self.line(ev, view)

    def line(self, ev, view):
        """(text, seat) for `ev` (already applied to `view`), or None."""
        p = "cannes.log."
        dice, self.after_dice = self.after_dice, isinstance(ev, E.DiceRolled)
        if isinstance(ev, E.RatingsDone):
            return self._say(p + "rated", ev.seat), ev.seat
        if isinstance(ev, E.FirstPlayerDrawn):
            return self._say(p + "first", ev.seat), ev.seat
        if isinstance(ev, E.AuctionCalled):
            if ev.auction == 0:
                return self.t(p + "specials"), None
            key = p + ("forced" if ev.forced else "called")
            return self._say(key, ev.seat, date=self.date(2 * view.stage + 2),
                             lots=len(ev.lots)), ev.seat
        if isinstance(ev, E.Reshuffled):
            return self.t(p + "reshuffled", cards=ev.cards), None
        if isinstance(ev, E.HandsDealt):
            given = [k for k in ev.counts if k]
            return self.t(p + "dealt", count=min(given) if given else 0), None
        if isinstance(ev, E.OwnBid):
            return self._say(p + "own_bid", ev.seat, value=money(ev.card), lot=ev.lot + 1), ev.seat
        if isinstance(ev, E.BidsDone):
            if ev.count == 0:
                return self._say(p + "no_bids", ev.seat), ev.seat
            return self._say(p + "bids", ev.seat, count=ev.count), ev.seat
        if isinstance(ev, E.LotResolved):
            what = self.kind(ev.back)
            if ev.winner < 0:
                return self.t(p + "unsold", lot=ev.lot + 1, what=what), None
            top = max(v for _s, v in ev.bids)
            key = p + ("won_suit" if ev.suit_rule else "won")
            return self._say(key, ev.winner, lot=ev.lot + 1, what=what, count=len(ev.bids),
                             value=money(ev.value), top=money(top)), ev.winner
        if isinstance(ev, E.CardWon):
            said = self._say(p + "card_won", ev.seat, card=self.card(ev.card))
            return said + self.star_fate(ev, view), ev.seat
        if isinstance(ev, E.LotsLeft):
            return self.t(p + ("lots_out" if ev.leave else "lots_stay"), count=ev.lots), None
        if isinstance(ev, E.StageStarted):
            return self._say(p + "stage", ev.first,
                             date=self.date(2 * ev.stage + 2)), None
        if isinstance(ev, E.DiceRolled):
            key = p + ("rolled_again" if ev.again else "rolled")
            said = self._say(key, ev.seat, a=ev.dice[0], b=ev.dice[1], total=sum(ev.dice))
            need = move_needs(view, ev.seat)
            if sum(ev.dice) < need:               # C4.1: no PawnMoved follows to say so
                said += self.t(p + "no_move", need=need)
            return said, ev.seat
        if isinstance(ev, E.PawnMoved):
            if not dice:
                return None
            return self._say(p + "moved", ev.seat, date=self.date(ev.to)), ev.seat
        if isinstance(ev, E.DirectorNamed):
            return self._say(p + "director", ev.seat, date=self.date(2 * ev.stage + 2)), ev.seat
        if isinstance(ev, E.CardLaid):
            return self.t(p + "laid", lot=ev.lot + 1, what=self.kind_a(ev.back)), None
        if isinstance(ev, E.Peeked):
            if ev.seat == self.human:
                return None                     # PeekSeen tells the human what they saw
            return self._say(p + "peeked", ev.seat, lot=ev.lot + 1), ev.seat
        if isinstance(ev, E.PeekSeen):
            return self._say(p + "peek_seen", ev.seat, lot=ev.lot + 1,
                             card=self.card(ev.card)), ev.seat
        if isinstance(ev, E.ClaimMade):
            if ev.giver < 0:
                return self._say(p + "no_claim", ev.seat), ev.seat
            return self._say(p + "claim", ev.seat, giver=self.names[ev.giver]), ev.seat
        if isinstance(ev, E.ClaimSeen):
            if ev.giver == self.human:
                cards = ", ".join(self.card(c) for c in ev.cards) or "—"
                return self.t(p + "claim_seen_you", name=self.names[ev.seat], cards=cards), ev.giver
            return self._say(p + "claim_seen", ev.giver), ev.giver
        if isinstance(ev, E.CardTaken):
            fields = dict(giver=self.names[ev.giver], what=self.kind_a(ev.back))
            if ev.card:
                return self._say(p + "passed_card", ev.seat, card=self.card(ev.card),
                                 **fields), ev.seat
            if self.human in (ev.giver, ev.seat):
                return None                     # the private line names the card
            return self._say(p + "passed", ev.seat, **fields), ev.seat
        if isinstance(ev, E.FilmPresented):
            if not ev.screenplay:
                return self._say(p + "no_film", ev.seat), ev.seat
            return self._say(p + "film", ev.seat, title=CARDS.by_id[ev.screenplay].name,
                             scenes=ev.scene_points, stars=ev.star_points,
                             total=ev.total), ev.seat
        if isinstance(ev, E.GameOver):
            if not ev.winners:
                return self.t(p + "no_winner"), None
            names = ", ".join(self.names[s] for s in ev.winners)
            return self.t(p + "grand_prix", names=names), None
        return None


def move_needs(view, seat: int) -> int:
    """The roll a seat's pawn needs to move a square (C4.1): 7, or 6 with the DS 19."""
    return 6 if CARDS.specials[DS19][0] in view.won[seat]["specials"] else 7
