"""Log lines for Hollywood 1947 events, in the player's language. No pygame here.

Only events the human seat may see reach the table (the session filters them), so a line
never tells a secret; lines about the human use the key's `_you` form when there is one."""
from __future__ import annotations

from cinetable.client.hollywood1947.words import POSTER_BY_ID, Words
from cinetable.client.table.narration import seat_line
from cinetable.games.hollywood1947 import events as E


class Narrator:
    def __init__(self, words: Words):
        self.w = words
        self.t = words.t
        self.human = words.human

    def _say(self, key: str, seat=None, /, **fields) -> str:
        return seat_line(self.t, "hollywood1947.log." + key, self.w.names[:self.w.n], self.human,
                         seat, **fields)

    def line(self, ev, view):
        w = self.w
        if isinstance(ev, E.JobDealt):
            return self._say("job_dealt", ev.seat, job=w.job(ev.job)), ev.seat
        if isinstance(ev, (E.LoyaltyDealt, E.ComradesKnown)):
            return None             # kept off the log: the loyalty card is peeked at
        if isinstance(ev, E.RoundStarted):
            return self._say("round", number=ev.round + 1), None
        if isinstance(ev, E.PosterRevealed):
            bias = POSTER_BY_ID[ev.poster].bias
            if ev.chosen_by >= 0:
                return self._say("poster_chosen", ev.chosen_by, poster=w.poster(ev.poster),
                                 symbol=w.symbol(bias)), ev.chosen_by
            return self._say("poster", poster=w.poster(ev.poster), symbol=w.symbol(bias)), None
        if isinstance(ev, E.PosterRemoved):
            return self._say("poster_removed", ev.seat, symbol=w.symbol(ev.bias)), ev.seat
        if isinstance(ev, E.Passed):
            return self._say("pass", ev.seat), ev.seat
        if isinstance(ev, E.JobUsed):
            if ev.job in (1, 2):             # the swap or trophy event tells it
                return None
            if ev.target >= 0 and ev.target == self.human:     # "on you", "on yourself"
                return self._say("use_on_you", ev.seat, job=w.job(ev.job)), ev.seat
            if ev.target >= 0 and ev.target == ev.seat:        # not "Cary ... on Cary"
                return self._say("use_on_self", ev.seat, job=w.job(ev.job)), ev.seat
            if ev.target >= 0:
                return self._say("use_target", ev.seat, job=w.job(ev.job),
                                 target=w.names[ev.target]), ev.seat
            return self._say("use", ev.seat, job=w.job(ev.job)), ev.seat
        if isinstance(ev, E.JobsSwapped):
            key = "producer" if ev.by_producer else "swap"
            return self._say(key, ev.seat, a=w.job(ev.a), b=w.job(ev.b)), ev.seat
        if isinstance(ev, E.TrophyGiven):
            if ev.source >= 0:
                # "from you" / "to you" when the player's own trophy moves, never their name
                key = "trophy_move" + ("_to_you" if ev.target == self.human else
                                       "_from_you" if ev.source == self.human else "")
                return self._say(key, ev.seat, source=w.holder(ev.source),
                                 target=w.holder(ev.target)), ev.seat
            if ev.target == ev.seat:                           # not "Walter ... to Walter"
                return self._say("trophy_self", ev.seat), ev.seat
            if ev.target == self.human:
                return self._say("trophy_to_you", ev.seat), ev.seat
            return self._say("trophy", ev.seat, target=w.holder(ev.target)), ev.seat
        if isinstance(ev, E.RerollChosen):
            own = ev.seat != self.human and w.die_owner(ev.die) == ev.seat
            return self._say("reroll", ev.seat, die=w.own_die(ev.die) if own
                             else w.die(ev.die)), ev.seat
        if isinstance(ev, E.DieRolled):
            if view.obs["stage"] == "start" and view.obs["round"] == 0 and \
                    not view.obs["order"]:
                return None                   # the setup roll: the seat panels show it
            face = self.t("hollywood1947.log." + ("star" if ev.star else "blank"))
            return self._say("die", die=w.die(ev.die), face=face), None
        if isinstance(ev, E.GhostsPeeked):
            return self._say("peek", ev.seat), ev.seat
        if isinstance(ev, E.CardsDiscarded):
            if not ev.count:
                return None
            return self._say("discarded", ev.seat, count=ev.count), ev.seat
        if isinstance(ev, E.CardAddedSecret):
            return self._say("added_you", card=w.card(ev.card)), ev.seat
        if isinstance(ev, E.CardAdded):
            if ev.holder == -1:
                return self._say("added_deck"), None
            if ev.holder >= w.n:
                return self._say("added_ghost", number=ev.holder - w.n + 1), None
            if ev.holder == self.human:
                return None                   # the secret twin says which card
            key = "added_token" if ev.how == "token" else "added"
            return self._say(key, ev.holder), ev.holder
        if isinstance(ev, E.CardSeen):
            if ev.why == "editor":
                return self._say("editor_saw", card=w.card(ev.card)), ev.seat
            return self._say("drew", card=w.card(ev.card)), ev.seat
        if isinstance(ev, E.EditorChose):
            key = "editor_discard" if ev.discarded else "editor_return"
            return self._say(key, ev.seat), ev.seat
        if isinstance(ev, E.RandomDiscard):
            return self._say("random_discard"), None
        if isinstance(ev, E.FilmRevealed):
            result = self.t(f"hollywood1947.won_{ev.winner}")
            # what a premiere reveals is public for the rest of the game: named here, so
            # the log told again after a load lists it too
            cards = ", ".join(w.card(c) for c in ev.cards) or "—"
            return self._say("film", number=ev.round + 1, patriot=ev.patriot,
                             communist=ev.communist, result=result, cards=cards), None
        if isinstance(ev, E.Hearing):
            return self._say("hearing"), None
        if isinstance(ev, E.Reorganization):
            return self._say("reorg"), None
        if isinstance(ev, E.Reshuffled) and ev.what == "deck":
            return self._say("reshuffle"), None
        if isinstance(ev, E.GameOver):
            loyalties = ", ".join(f"{w.names[q]} {w.loyalty(k)}"
                                  for q, k in enumerate(ev.loyalties))
            return self._say("game_over", side=self.t(f"hollywood1947.side.{ev.side}"),
                             loyalties=loyalties), None
        return None
