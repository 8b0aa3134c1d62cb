"""Hollywood 1947 rules (hollywood-1947.md W1-W8) as an engine State.

No pile holds an order: every draw, die, deal and random discard is a CHANCE action
naming its outcome, taken from a queue of pending random tasks (W7: the state keeps no
generator). Each card has a location and a bitmask of the seats that know it is there;
`resample` redraws every card a seat does not know, and the loyalties it does not know.
The random tasks live in tasks.py, the turn logic in turns.py, editing and the premiere
in rounds.py, the seat views in views.py.
"""
from __future__ import annotations

from cinetable.engine import CHANCE, TERMINAL, IllegalActionError, ScoreSheet, State
from cinetable.engine.actions import Action
from cinetable.engine.errors import OptionError
from cinetable.engine.quiet import QuietApply
from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947.fields import StateFields, Task
from cinetable.games.hollywood1947.info import cut_problem, parse_cut  # noqa: F401 (parse_cut: its old home)
from cinetable.games.hollywood1947.rounds import RoundsMixin
from cinetable.games.hollywood1947.tables import DRAWN, GHOSTS, SEEN_DRAWN, TURN_STARTED
from cinetable.games.hollywood1947.tasks import TasksMixin
from cinetable.games.hollywood1947.turns import TurnsMixin
from cinetable.games.hollywood1947.views import ViewsMixin, not_an_outcome

COMP = A.COMP
CARD, DIE = A.CARD, A.DIE
NC, NP = A.NC, A.NP
P_STAR = COMP.star_faces / COMP.faces

# card locations (loc[c]); a hand is HAND + seat, a ghost's card GHOST + ghost
DECK, DISCARD, PILE, OUT, COMPOSER, HAND, GHOST = 0, 1, 2, 3, 4, 10, 30
# poster places
P_DECK, P_REMOVED, P_USED, P_OUT, P_CHOICE, P_SHOWN = range(6)

# W2.2: Patriots, Communists, Rising Star by player count
LOYALTY_COUNTS = {1: (1, 0, 0), 2: (1, 1, 0), 3: (2, 1, 0), 4: (2, 1, 1), 5: (3, 2, 0),
                  6: (3, 2, 1), 7: (4, 2, 1), 8: (4, 3, 1), 9: (5, 3, 1)}
ALL_LOYALTIES = (5, 3, 1)

# stages of a round (what _run does when no random task or decision waits)
S_START, S_SHOOT, S_STAR, S_TOKEN, S_GHOSTS, S_DECK, S_CUT, S_PREMIERE, S_DRAW, S_CLEAN = range(10)
# decisions waiting (sub); END_TURN and NONE are not decisions
NONE, TURN, SW_KEEP, PROD_FOLLOW, GAFFER_DIE, REROLL2, DISCARD2, COMPOSE, ADD_STAR, \
    SPEND_TOKEN, EDITOR, END_TURN = range(12)


# (StateFields types `game` as this game's class, whose `fx` the rules read)
class H47State(QuietApply, TasksMixin, TurnsMixin, RoundsMixin, ViewsMixin,  # type: ignore[misc]
               State):
    __slots__ = StateFields.__slots__          # its fields (the mixins have none)

    def __init__(self, game):
        self.game = game
        self.n = n = game.num_players
        opts = game.options
        self.small = n <= 3
        self.ng = GHOSTS.get(n, 0)
        self.nd = (2 * n if self.small else n) + self.ng
        self.justice = bool(opts.get("justice"))
        self.strike = bool(opts.get("union_strike"))
        self.studio = bool(opts.get("studio_order"))
        self.shifting = bool(opts.get("shifting_loyalties"))
        self.all_bits = (1 << n) - 1
        cut = parse_cut(opts.get("cut", "none"))
        self.job_at = [-1] * 9
        for j in cut:
            self.job_at[j] = -2
        if self.small:
            self.job_at[A.PRODUCER] = -2                                         # W5.1
        per_seat = 2 if self.small else 1
        problem = cut_problem(n, opts)                  # W6 Cut; also checked on load
        if problem:
            raise OptionError(problem)
        self.loyal = [-1] * n
        self.loyal_pool = list(ALL_LOYALTIES if self.shifting else LOYALTY_COUNTS[n])
        two = n == 2
        self.loc = [OUT if two and c.two_player_out else DECK for c in COMP.cards]
        self.known = [self.all_bits if two and c.two_player_out else 0 for c in COMP.cards]
        self.deck = [c for c in range(NC) if self.loc[c] == DECK]
        self.hands = [[] for _ in range(n)]
        self.discard, self.pile, self.pile_by, self.composer = [], [], [], []
        self.added_by = []           # who added a card this round, cut cards included
        self.ghost_card = [-1] * self.ng
        self.ghost_seen = [0] * self.ng
        self.used = 0
        self.fresh = [-1] * 9
        self.dice = [0] * self.nd
        self.tokens = [0] * (n + self.ng)
        self.last_recv = [-9] * (n + self.ng)
        self.poster_at = [P_OUT if two and p.two_player_out else P_DECK for p in COMP.posters]
        self.poster_known = [0] * NP
        self.poster = -1
        self.sw_choice = []
        self.sw_seat = -1
        self.films = []
        self.score = [0, 0]                       # films won: Patriots, Communists
        self.round = 0
        self.stage = S_START
        self.sub = NONE
        self.to_move = -1
        self.order, self.turn_i, self.acted = [], 0, [0, 0]
        self.reroll_first = self.left = self.need = self.added = self.target = -1
        self.editor = self.editor_look = -1
        self.composer_added = False
        self.edit_order, self.edit_i = [], 0
        self.winners_ = None
        self.side_won = ""
        self.acts = []        # public help (+1) / hinder (-1) signals: (round, actor, target, sign)
        self._legal = None    # the decisions last listed (checked again by apply_action)
        # W2: Jobs, loyalties, hands, dice, ghost cards, each one random task
        q: list[Task] = [("job", p) for p in range(n) for _ in range(per_seat)]
        q += [("loyal", p) for p in range(n)]
        q += [("draw", p) for _ in range(3) for p in range(n)]
        q += [("die", d) for d in range(self.nd)]
        q += [("ghost", g) for g in range(self.ng)]
        self.queue = q

    # ---- protocol -----------------------------------------------------------------
    def current_player(self) -> int:
        if self.winners_ is not None:
            return TERMINAL
        if self.queue:
            return CHANCE
        return self.to_move

    def is_terminal(self) -> bool:
        return self.winners_ is not None

    def legal_actions(self) -> list:
        if self.winners_ is not None or self.queue:
            return []
        legal = self._legal = self._turn_actions(self.to_move) if self.sub == TURN \
            else self._decisions()
        return legal[:]

    def chance_outcomes(self) -> list:
        if not self.queue or self.winners_ is not None:
            return []
        kind, arg = self.queue[0]
        if kind == "die":
            return [(A.DIE[0], 1 - P_STAR), (A.DIE[1], P_STAR)]
        if kind == "job":
            pool = [j for j in range(9) if self.job_at[j] == -1]
            return [(A.JOB_DEAL[j], 1 / len(pool)) for j in pool]
        if kind == "loyal":
            pool = self.loyal_pool
            tot = sum(pool)
            return [(A.LOYAL[k], pool[k] / tot) for k in range(3) if pool[k]]
        if kind in ("poster", "sw"):
            pool = [i for i in range(NP) if self.poster_at[i] == P_DECK]
            return [(A.POSTER[i], 1 / len(pool)) for i in pool]
        if kind in ("look", "cut"):
            pile = self.pile
            return [(A.PICK[c], 1 / len(pile)) for c in sorted(pile)]
        deck = self.deck
        return [(A.CARD[c], 1 / len(deck)) for c in sorted(deck)]

    def sample_outcome(self, rng):
        kind = self.queue[0][0]
        if kind == "draw" or kind in _CARD_TASKS:      # the commonest first
            deck = self.deck
            return CARD[deck[int(rng.random() * len(deck))]]
        if kind == "die":
            return DIE[rng.random() < P_STAR]
        if kind == "look" or kind == "cut":
            return A.PICK[self.pile[int(rng.random() * len(self.pile))]]
        # the others as pick_outcome(chance_outcomes(), r) picks, without the list
        r = rng.random()
        if kind == "job":
            job_at = self.job_at
            return _pick_uniform(A.JOB_DEAL, [j for j in range(9) if job_at[j] == -1], r)
        if kind == "loyal":
            pool = self.loyal_pool
            tot = sum(pool)
            acc, last = 0.0, -1
            for k in range(3):
                if pool[k]:
                    acc += pool[k] / tot
                    last = k
                    if r < acc:
                        return A.LOYAL[k]
            return A.LOYAL[last]
        at = self.poster_at
        return _pick_uniform(A.POSTER, [i for i in range(NP) if at[i] == P_DECK], r)

    def _apply(self, action, ev) -> None:
        """`ev` is the list the events go to, or None when nobody reads them."""
        if action.__class__ is not Action and isinstance(action, str):
            return self._apply(self.parse_action(action), ev)
        if self.winners_ is not None:
            raise IllegalActionError("The game is over", "common.game_over")
        queue = self.queue
        if queue:
            kind, arg = queue[0]
            # the commonest tasks here, the others in _chance (same checks, same refusals)
            if kind == "draw":                                 # a card into seat arg's hand
                if getattr(action, "kind", None) != "card" or self.loc[action.arg] != DECK:
                    raise IllegalActionError(not_an_outcome(action, kind))
                del queue[0]
                c = action.arg
                self.deck.remove(c)
                self.loc[c] = HAND + arg
                self.known[c] = 1 << arg
                self.hands[arg].append(c)
                if ev is not None:
                    ev.append(DRAWN[arg])
                    ev.append(SEEN_DRAWN[arg][c])
            elif kind == "die":                                # die arg rolled
                if getattr(action, "kind", None) != "die":
                    raise IllegalActionError(not_an_outcome(action, kind))
                del queue[0]
                self.dice[arg] = star = action.arg
                if ev is not None:
                    ev.append(self.game.fx.die_rolled[arg][star])
            else:
                self._chance(action, ev)
        else:
            legal = self._legal
            if legal is None:
                legal = self._decisions()
            # `in` would compare through Action's Python-level rich comparison: an
            # action is legal when it is one of these objects (actions are interned)
            for a in legal:
                if a is action:
                    break
            else:
                raise IllegalActionError(self._why_illegal(action))
            _DECIDE[action.kind](self, action, ev)
        self._legal = None
        # what _run would find at once: a die or a draw waiting, or a decision
        if queue:
            kind = queue[0][0]
            if kind in _NO_PREP or kind == "draw" and self.deck:
                return
        elif NONE < self.sub < END_TURN:
            return
        self._run(ev)

    def parse_action(self, text: str):
        action = A.lookup(text, self.n, self.ng, self.nd)
        if action is None:
            raise IllegalActionError(f"'{text}' is not a Hollywood 1947 action "
                                     f"(examples: pass, gaffer, reroll P2, add pat3)",
                                     "hollywood1947.unknown", text=text)
        if action not in self.all_moves():
            raise IllegalActionError(self._why_illegal(action))
        return action

    def clone(self) -> H47State:
        # every field spelled out: a loop of getattr / setattr took most of a clone's time
        s = H47State.__new__(H47State)
        s.game, s.n, s.small, s.ng, s.nd = self.game, self.n, self.small, self.ng, self.nd
        s.justice, s.strike, s.studio, s.shifting = \
            self.justice, self.strike, self.studio, self.shifting
        s.all_bits, s.poster, s.sw_seat, s.round, s.stage, s.sub, s.to_move = \
            self.all_bits, self.poster, self.sw_seat, self.round, self.stage, self.sub, \
            self.to_move
        s.turn_i, s.reroll_first, s.left, s.need, s.added, s.target = \
            self.turn_i, self.reroll_first, self.left, self.need, self.added, self.target
        s.editor, s.editor_look, s.composer_added, s.edit_i, s.winners_, s.side_won = \
            self.editor, self.editor_look, self.composer_added, self.edit_i, self.winners_, \
            self.side_won
        s.used, s._legal = self.used, None
        s.loyal, s.loyal_pool, s.loc, s.known = \
            self.loyal[:], self.loyal_pool[:], self.loc[:], self.known[:]
        s.deck, s.discard, s.pile, s.pile_by, s.added_by, s.composer = \
            self.deck[:], self.discard[:], self.pile[:], self.pile_by[:], self.added_by[:], \
            self.composer[:]
        s.ghost_card, s.ghost_seen, s.job_at, s.fresh, s.dice, s.tokens, s.last_recv = \
            self.ghost_card[:], self.ghost_seen[:], self.job_at[:], self.fresh[:], \
            self.dice[:], self.tokens[:], self.last_recv[:]
        s.poster_at, s.poster_known, s.sw_choice, s.films, s.score = \
            self.poster_at[:], self.poster_known[:], self.sw_choice[:], self.films[:], \
            self.score[:]
        s.queue, s.order, s.acted, s.edit_order, s.acts = \
            self.queue[:], self.order[:], self.acted[:], self.edit_order[:], self.acts[:]
        s.hands = [h[:] for h in self.hands]
        return s

    def returns(self) -> list[float]:
        w = self.winners_
        if not w:
            return [0.0] * self.n
        return [1.0 / len(w) if p in w else 0.0 for p in range(self.n)]

    def winners(self) -> list[int]:
        """The seats that won. When the side that won has nobody at the table (the solo
        game lost, or Shifting loyalties dealt that side no seat) every seat shares the
        same result, so all are named: the protocol's winners() is never empty at the
        end. The results screen shows the true outcome from `score_sheet()`."""
        if self.winners_:
            return list(self.winners_)
        return list(range(self.n)) if self.winners_ is not None else []

    def scores(self) -> list[float]:
        """Films won by each seat's side (the Rising Star: 1 if it won)."""
        out = []
        for p in range(self.n):
            k = self.loyal[p]
            out.append(float(self.score[k]) if k in (0, 1) else
                       float(bool(self.winners_ and p in self.winners_)))
        return out

    def score_sheet(self) -> ScoreSheet:
        """Every loyalty revealed (as a note), the side's films, and the story of the films:
        how many cards each seat added to each one."""
        added = [tuple(f[5].count(p) for f in self.films) for p in range(self.n)]
        rows = tuple({"loyalty": None, "films": int(s), "cards": added[p], "total": int(s)}
                     for p, s in enumerate(self.scores()))
        notes = tuple({"loyalty": A.LOYALTIES[k]} if k >= 0 else {} for k in self.loyal)
        return ScoreSheet(("loyalty", "films", "cards"), rows, notes, tuple(self.winners_ or ()))

    # ---- random tasks ---------------------------------------------------------------
    def _chance(self, action, ev: list | None) -> None:
        kind, arg = self.queue[0]
        ak = getattr(action, "kind", None)
        a = getattr(action, "arg", -1)      # used only when ak names this outcome's kind
        # the commonest tasks first: card draws, then dice (the kinds exclude each other)
        if kind in _CARD_TASKS:
            ok = ak == "card" and self.loc[a] == DECK
        elif kind == "die":
            ok = ak == "die"
        elif kind == "job":
            ok = ak == "job" and self.job_at[a] == -1
        elif kind == "loyal":
            ok = ak == "loyalty" and self.loyal_pool[a] > 0
        elif kind in ("poster", "sw"):
            ok = ak == "poster" and self.poster_at[a] == P_DECK
        elif kind in ("look", "cut"):
            ok = ak == "pick" and self.loc[a] == PILE
        else:
            ok = False
        if not ok:
            raise IllegalActionError(not_an_outcome(action, kind))
        self.queue.pop(0)
        _TASKS[kind](self, arg, a, ev)

    # ---- flow ---------------------------------------------------------------------
    def _run(self, ev: list | None) -> None:
        """Advance until a random task or a decision waits, or the game ends."""
        queue = self.queue
        while self.winners_ is None:
            if queue:
                kind = queue[0][0]
                if kind in _NO_PREP or kind == "draw" and self.deck:
                    return                                     # nothing to prepare
                self._prepare(ev)
                if queue:
                    return
                continue
            sub = self.sub
            if sub == END_TURN:
                self.sub = NONE
                if self.poster < 0:             # the Screenwriter did not choose (W3.1.2)
                    queue.append(("poster", None))
                self.turn_i += 1
                continue
            if sub != NONE:
                return
            if self.stage == S_SHOOT and not self.studio:
                i = self.turn_i                 # the next clockwise turn (_next_turn's)
                if i < len(self.order):
                    p = self.to_move = self.order[i]
                    self.sub = TURN
                    if ev is not None:
                        ev.append(TURN_STARTED[p])
                    return
            self._stage(ev)


def _pick_uniform(table, pool: list, r: float):
    """table[x] for the x of `pool` a uniform draw r selects, with pick_outcome's sums."""
    p = 1 / len(pool)
    acc = 0.0
    for x in pool:
        acc += p
        if r < acc:
            return table[x]
    return table[pool[-1]]


_TASKS = {k[3:]: getattr(H47State, k) for k in dir(H47State) if k.startswith("_t_")}
# a decision's handler by its kind (turns.py; editing's in rounds.py)
_DECIDE = {k[3:]: getattr(H47State, k) for k in dir(H47State) if k.startswith("_d_")}
_DECIDE.update(stop=H47State._d_pass, end=H47State._d_pass, done=H47State._decide_editing,
               spend=H47State._decide_editing, edit=H47State._decide_editing)
_CARD_TASKS = frozenset(("draw", "comp", "ghost", "deck"))
_NO_PREP = frozenset(("die", "job", "loyal"))            # tasks _prepare never touches
