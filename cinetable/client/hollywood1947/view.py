"""The display state of a Hollywood 1947 table: the human seat's observation, as shown now.

It lags the engine while animations play: each event is applied when its animation ends;
after a batch, `sync` takes the seat's fresh observation. It never holds more than that
observation, so the table cannot show a secret. No pygame here."""
from __future__ import annotations

from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.views import SHUFFLED


class TableView:
    def __init__(self, obs: dict, viewer):
        self.viewer = viewer
        self.obs = obs
        self.version = 0

    @classmethod
    def from_state(cls, state, viewer):
        return cls(observe(state, viewer), viewer)

    @property
    def n(self) -> int:
        return self.obs["players"]

    @property
    def over(self) -> bool:
        return self.obs["winners"] is not None

    @property
    def stage_key(self):
        """The film in the making shown: last-move tags of an earlier one are dropped."""
        return len(self.obs["films"])

    def sync(self, state) -> None:
        self.obs = observe(state, self.viewer)
        self.version += 1

    def apply(self, ev) -> None:
        o = self.obs
        if isinstance(ev, E.DieRolled):
            o["dice"][ev.die] = int(ev.star)
        elif isinstance(ev, E.JobDealt):
            o["jobs"][ev.job] = ev.seat
        elif isinstance(ev, E.JobsSwapped):
            o["jobs"][ev.a], o["jobs"][ev.b] = ev.holder_a, ev.holder_b
        elif isinstance(ev, E.TrophyGiven):
            if ev.source >= 0:
                o["tokens"][ev.source] -= 1
            o["tokens"][ev.target] += 1
        elif isinstance(ev, E.PosterRevealed):
            o["poster"] = ev.poster
        elif isinstance(ev, E.CardAdded):
            o["pile_by"].append(ev.holder)
            if o.get("stage") == "shooting":       # the film's editing has begun
                o["stage"] = "stars"
        elif isinstance(ev, E.RoundStarted):
            o["stage"], o["order"], o["turn"] = "shooting", list(ev.order), 0
        elif isinstance(ev, E.TurnStarted) and ev.seat in o.get("order", ())[o.get("turn", 0):]:
            o["turn"] = o["order"].index(ev.seat, o.get("turn", 0))   # its place in the order
        elif isinstance(ev, E.RandomDiscard):
            o["pile_by"] = [SHUFFLED] * ev.cards_left     # shuffled, then one card cut
        elif isinstance(ev, E.EditorChose) and ev.discarded:
            o["pile_by"] = [SHUFFLED] * max(0, len(o["pile_by"]) - 1)
        elif isinstance(ev, E.FilmRevealed):
            side = ev.winner
            sc = o["score"]
            if side in ("patriot", "both"):
                sc["patriot"] += 1
            if side in ("communist", "both"):
                sc["communist"] += 1
            o["pile_by"] = []
            o["stage"] = "draw"                    # revealed: the premiere's aftermath
        elif isinstance(ev, E.LoyaltyDealt) and self.viewer == ev.seat:
            o["loyalty"] = ev.loyalty
        elif isinstance(ev, E.GameOver):
            o["winners"] = list(ev.winners)
            o["side_won"] = ev.side
            o["loyalties"] = list(ev.loyalties)
        self.version += 1


def observe(state, viewer) -> dict:
    """The viewer's observation; a table without a human player shows public facts only."""
    obs = state.observation(0 if viewer is None else viewer)
    if viewer is None:
        over = state.is_terminal()
        obs["hand"] = []
        obs["loyalty"] = None
        obs["loyalties"] = [obs["loyalties"][q] if over else None for q in range(state.n)]
        for key in ("pile_known", "discard_known", "composer_cards", "removed_known",
                    "screenwriter_choice"):
            obs[key] = []
        obs["ghosts"] = [None] * len(obs["ghosts"])
        obs["editor_look"] = None
    return obs
