"""The guided game's session: a GameSession on the guide's prepared deal.

Chance comes from the guide's script while it lasts (an outcome the rules do not allow
at that point, which a player who went another way can cause, falls back to the seed),
then from the guide's fixed seed. The bots are heuristic, seeded from the same seed, so a
player who follows the guide sees the game the guide was written for. A guided game is
not autosaved: it never shows up in Continue, Load or the statistics.
"""
from __future__ import annotations

from cinetable.client.session import GameSession
from cinetable.engine import CHANCE, IllegalActionError, sample_chance


class GuideSession(GameSession):
    guided = True

    def __init__(self, *args, script=None, **kwargs):
        self.script = script
        self.chance_played = 0         # the script's position
        super().__init__(*args, **kwargs)

    @classmethod
    def for_script(cls, script, player_name: str, bot_name, folder=None) -> GuideSession:
        """The guide's table: the player in seat 0, bots named by bot_name(seat)."""
        from cinetable.engine import load_game
        from cinetable.persistence.records import GameRecord, Seat
        game = load_game(script.game, script.players, script.options)
        seats = [Seat(player_name, "human", None)] + [
            Seat(bot_name(i), "bot", script.bots) for i in range(1, script.players)]
        record = GameRecord(game=script.game, players=script.players, seats=seats,
                            options=dict(game.options), seed=script.seed)
        return cls(record, game.new_initial_state(), folder=folder, script=script,
                   bot_time_budget=None)

    def autosave(self, wait: bool = False) -> None:
        """A guided game is practice: nothing written."""

    def step_auto(self, budget_s: float | None = 0.008) -> list | None:
        if self.state.current_player() == CHANCE and self.script is not None:
            k = self.chance_played
            if k < len(self.script.chance):
                try:
                    action = self.state.parse_action(self.script.chance[k])
                except IllegalActionError:
                    action = sample_chance(self.state, self.chance_rng())
                return self._apply(action)
        return super().step_auto(budget_s)

    def _apply(self, action) -> list:
        if self.state.current_player() == CHANCE:
            self.chance_played += 1
        return super()._apply(action)
