"""Where a guide is and what it lets through (no pygame: tests drive it directly).

A step is shown when the player is to move. A step that reads (no expected move) waits
for Next; a step that asks for a move lets through only a move it expects (the session
then checks the move against the rules, as always) and moves on once it is played (or
once a move it waits for is legal or was played at the table: Step.until). A step that
asks for a move the player cannot make now (they went another way) is passed over, so
the guide never waits for the impossible; the last step says the player is ready.

The guide also sees the engine's events (saw): a step may wait for one (until), and say
what happened instead of asking for a move that did not come (Step.instead: a star
finished a project on its own, or was lost), so the steps follow what happens at the
table, whichever way the player went.
"""
from __future__ import annotations

import dataclasses

from cinetable.client.guide.script import GuideScript, Step, _matches


def _any_match(texts, patterns) -> bool:
    return any(_matches(t, patterns) for t in texts)


def event_text(event) -> str:
    """An event as a guide matches it: "CardAwarded seat=0 card=s06 slot=5 result=star"."""
    fields = dataclasses.fields(event) if dataclasses.is_dataclass(event) else ()
    return " ".join([type(event).__name__] +
                    [f"{f.name}={getattr(event, f.name)}" for f in fields])


class GuideProgress:
    def __init__(self, script: GuideScript):
        self.script = script
        self.index = 0
        self.left = False          # the player left the guide (or played on after it)
        self.skipped: list[int] = []
        self.played = 0            # moves played at the current step (see Step.times)
        self.mark: int | None = None   # the record's length when the step was first shown
        self.events: list[str] = []    # every event seen, as event_text
        self.event_mark = 0            # self.events' length at the player's last move
        self.variant: str | None = None    # the text said instead of the step's move

    @property
    def reading(self) -> bool:
        """The step on screen is read, then Next (no move asked for now)."""
        return not self.step.is_action or self.variant is not None

    @property
    def text(self) -> str:
        return self.variant or self.step.text

    def saw(self, events) -> None:
        self.events += [event_text(e) for e in events]

    def _instead(self, step: Step) -> str | None:
        since = self.events[self.event_mark:]
        return next((text for pats, text in step.instead if _any_match(since, pats)), None)

    @property
    def step(self) -> Step:
        return self.script.steps[self.index]

    @property
    def at_end(self) -> bool:
        return self.step.end

    def _forward(self) -> None:
        self.index += 1
        self.played = 0
        self.mark = None
        self.variant = None

    def sync(self, legal_texts: list[str], game_over: bool = False,
             record: list[str] | None = None) -> None:
        """The player is to move (or the game is over): pass over steps that mean nothing
        now, up to the first that does (the end step always does). `record`: every move
        of the game so far, in notation (what an `until` step may be waiting for)."""
        if self.left:
            return
        record = record or []
        while not self.step.end:
            step = self.step
            if self.mark is None:
                self.mark = len(record)
            if step.until and not game_over and (
                    _any_match(legal_texts, step.until) or
                    _any_match(record[self.mark:], step.until) or
                    _any_match(self.events[self.event_mark:], step.until)):
                self._forward()                      # what the step was waiting for is here
                continue
            if not step.is_action or game_over or not step.applies(legal_texts):
                self.variant = self._instead(step)   # say what happened instead
                if self.variant is not None:
                    break
            if not game_over and step.applies(legal_texts):
                break
            self.skipped.append(self.index)
            self._forward()

    def refusal(self, move_text: str) -> tuple[str, dict] | None:
        """Why the guide holds back this move now (a locale key and its fields), or None
        when the step lets it through to the rules."""
        if self.left:
            return None
        step = self.step
        if self.reading:
            return "guide.common.read_first", {}
        if step.accepts(move_text):
            return None
        if step.why:
            return self.script.key(step.why), {}
        return "guide.common.follow", {"moves": ", ".join(step.expect)}

    def moved(self, move_text: str, its_events: int = 0) -> None:
        """A move was played: a step that asked for it is done (after `times` of them;
        an `until` step goes on until what it waits for comes). `its_events`: how many of
        the events last seen the move itself brought (what follows it is news)."""
        self.event_mark = len(self.events) - its_events
        step = self.step
        if not self.left and not self.reading and step.accepts(move_text):
            self.played += 1
            if self.played >= step.times and not step.until:
                self._forward()

    def next(self) -> bool:
        """Next on a step that reads; False when the step waits for a move or is the end."""
        if self.left or not self.reading or self.step.end:
            return False
        self._forward()
        return True

    def leave(self) -> None:
        self.left = True
