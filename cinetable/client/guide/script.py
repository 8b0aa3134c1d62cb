"""A guide as data: assets/guides/<game>.toml, its texts in assets/locales/*/guide.toml.

    players = 3                       the table (seat 0 is the player, bots the others)
    bots = "normal"                   heuristic bots: a seed fixes what they play
    seed = 1947                       chance after the script, and the bots' generators
    options = {}
    chance = ["first P1", "deal r02"] chance outcomes, in order, in the game's notation

    [[steps]]
    text = "welcome"                  guide.<game>.welcome
    target = "column B"               a name the game's table turns into a rect (guide_rect)
    expect = ["place B"]              the moves this step asks for (globs), or "any";
                                      no expect: the step is read, then Next
    why = "place_why"                 said when another move is tried (guide.<game>.*)
    when = ["star->*"]                shown only when such a move is legal, else passed
    times = 2                         the step asks for that many moves (default 1)
    until = ["exchange"]              ... or as many as it takes for such a move to be legal
                                      (or for such an event to happen: "CardAwarded *")
    instead = [{ event = "FilmFinished seat=0 *", text = "star_forced" }]
                                      when the step's move cannot be made now (a read step:
                                      always), the text of the first entry whose event
                                      happened since the player's last move, read then Next
    aside = true                      shown only when needed (an until step whose event
                                      may come first), not counted in "step n of total"
    end = true                        the last words: to the title, or play on

Events are matched as text, their class then their fields: "CardAwarded seat=0 card=s06
slot=5 result=worthless" (steps.event_text); seat 0 is the player.
"""
from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field

import tomli

from cinetable.engine.assets import asset_path


class GuideError(ValueError):
    """A guide file that cannot be used (missing, malformed)."""


@dataclass(frozen=True)
class Step:
    text: str
    target: str | None = None
    expect: tuple[str, ...] | None = None     # None: read and Next; ("*",): any move
    why: str | None = None
    when: tuple[str, ...] | None = None
    end: bool = False
    times: int = 1                            # moves the step asks for before the next
    until: tuple[str, ...] | None = None      # ... or: moves until one of these is legal
    instead: tuple[tuple[tuple[str, ...], str], ...] = ()   # (event patterns, text key)
    aside: bool = False                       # not counted: see the module's docstring

    @property
    def is_action(self) -> bool:
        return self.expect is not None

    def accepts(self, text: str) -> bool:
        return self.expect is not None and _matches(text, self.expect)

    def applies(self, legal_texts: list[str]) -> bool:
        """Whether this step means anything now: a move it asks for (or its `when`) is
        legal. A player who went another way never waits for a move they cannot make."""
        pats = self.when or (self.expect if self.expect and self.expect != ("*",) else None)
        return pats is None or any(_matches(t, pats) for t in legal_texts)


def _matches(text: str, patterns) -> bool:
    text = " ".join(str(text).split())
    return any(fnmatch.fnmatchcase(text, p) for p in patterns)


@dataclass(frozen=True)
class GuideScript:
    game: str
    players: int
    seed: int
    bots: str = "normal"
    options: dict = field(default_factory=dict)
    chance: tuple[str, ...] = ()
    steps: tuple[Step, ...] = ()

    def number(self, index: int) -> tuple[int, int]:
        """Step `index` as the player counts: (n, total), the aside steps left out."""
        counted = [i for i, s in enumerate(self.steps) if not s.aside]
        return sum(1 for i in counted if i <= index), len(counted)

    def key(self, name: str) -> str:
        """The locale key of one of this guide's texts."""
        return f"guide.{self.game}.{name}"


def _patterns(value, where: str) -> tuple[str, ...] | None:
    if value is None:
        return None
    if value == "any":
        return ("*",)
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise GuideError(f"{where}: expect/when must be \"any\", a move or a list of moves")


def _instead(value, where: str) -> tuple:
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise GuideError(f"{where}: instead must be a list of {{ event, text }} tables")
    return tuple((_patterns(v["event"], where), str(v["text"])) for v in value)


def parse_guide(game_id: str, data: dict) -> GuideScript:
    try:
        steps = []
        for i, s in enumerate(data["steps"]):
            where = f"{game_id} step {i + 1}"
            steps.append(Step(text=str(s["text"]), target=s.get("target"),
                              expect=_patterns(s.get("expect"), where),
                              why=s.get("why"), when=_patterns(s.get("when"), where),
                              end=bool(s.get("end", False)),
                              times=max(1, int(s.get("times", 1))),
                              until=_patterns(s.get("until"), where),
                              instead=_instead(s.get("instead", []), where),
                              aside=bool(s.get("aside", False))))
        script = GuideScript(game=game_id, players=int(data["players"]), seed=int(data["seed"]),
                             bots=str(data.get("bots", "normal")),
                             options=dict(data.get("options", {})),
                             chance=tuple(str(c) for c in data.get("chance", [])),
                             steps=tuple(steps))
    except (KeyError, TypeError, ValueError) as e:
        if isinstance(e, GuideError):
            raise
        raise GuideError(f"the guide of {game_id} is malformed: {e!r}") from None
    if not script.steps or not script.steps[-1].end:
        raise GuideError(f"the guide of {game_id} must end with an end step")
    return script


def guide_file(game_id: str):
    return asset_path("guides", f"{game_id}.toml")


def has_guide(game_id: str) -> bool:
    return game_id.isidentifier() and guide_file(game_id).is_file()


def load_guide(game_id: str) -> GuideScript:
    if not has_guide(game_id):
        raise GuideError(f"There is no guide for the game '{game_id}'")
    try:
        with open(guide_file(game_id), "rb") as f:
            data = tomli.load(f)
    except (OSError, tomli.TOMLDecodeError) as e:
        raise GuideError(f"cannot read the guide of {game_id}: {e}") from None
    return parse_guide(game_id, data)
