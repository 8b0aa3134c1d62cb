"""Scripting Hollywood! games for rule tests: chosen deals, token scripts, tableau checks.

Deals are chance actions, so a test lays out any round it wants by applying
"deal <id>" fourteen times; tokens are placed from a compact script of column letters.
"""
from __future__ import annotations

from cinetable.engine import CHANCE, load_game
from cinetable.games.hollywood.cards import load_cards
from cinetable.games.hollywood.state import COLUMN_SLOTS

CARDS = load_cards()
GENRE = {g.id: g.index for g in CARDS.genres}


def new_game(players: int = 4, first: int = 0, **options):
    """A state whose first player has been drawn (seat `first`), ready for the first deal."""
    state = load_game("hollywood", players, options).new_initial_state()
    state.apply_action(state.parse_action(f"first P{first + 1}"))
    return state


def lay_out(state, ids) -> list:
    """Deal the 14 cards of a round, slot 0 (A top) to slot 13 (D bottom). Returns events."""
    ids = ids.split() if isinstance(ids, str) else list(ids)
    assert len(ids) == 14, ids
    events = []
    for cid in ids:
        assert state.current_player() == CHANCE
        events += state.apply_action(state.parse_action(f"deal {cid}"))
    return events


def play(state, script: str) -> list:
    """Apply player moves from a compact script, each word one action:
    A-D = "place A".., "cut", "double", "star->horror"... Returns all events."""
    events = []
    for word in script.split():
        text = f"place {word}" if word in ("A", "B", "C", "D") else word
        events += state.apply_action(state.parse_action(text))
    return events


def ids(cards) -> list[str]:
    return [CARDS.cards[c].id for c in cards]


def tableau_ids(state, seat: int) -> dict:
    """A player's tableau by card id, for readable assertions."""
    t = state.tableaus[seat]
    return {
        "projects": {CARDS.genres[g].id: ids(p) for g, p in enumerate(t.projects) if p},
        "films": [(CARDS.cards[s].id, CARDS.genres[g].id, ids(f)) for s, g, f in t.films],
        "blockbusters": ids(t.blockbusters),
        "worthless": ids(t.worthless),
    }


def placements_for(owners: list[int], first: int, players: int) -> str | None:
    """A column script that leaves the 14 slots owned as `owners` (-1 = no token) when
    players place one token each in turn from `first`, without Studio cards.

    In a column the tokens end up, top to bottom, in the order they were placed (each new
    token enters at the bottom and pushes the others up, H4.3), so each column is a queue
    of owners; a depth-first search interleaves the queues to match the turn order.
    """
    queues = []
    for slots in COLUMN_SLOTS:
        col = [owners[s] for s in slots]
        held = [o for o in col if o >= 0]
        # the tokens of a column always sit on its bottom cards
        assert col == [-1] * (len(col) - len(held)) + held, f"gap in column {col}"
        queues.append(held)
    total = sum(len(q) for q in queues)
    per_seat = total // players
    assert all(owners.count(p) == per_seat for p in range(players)), owners
    heads = [0, 0, 0, 0]
    out: list[str] = []

    def search(k: int) -> bool:
        if k == total:
            return True
        seat = (first + k) % players
        for c in range(4):
            if heads[c] < len(queues[c]) and queues[c][heads[c]] == seat:
                heads[c] += 1
                out.append("ABCD"[c])
                if search(k + 1):
                    return True
                heads[c] -= 1
                out.pop()
        return False

    return " ".join(out) if search(0) else None


def run_round(state, layout: str, owners: list[int]) -> list:
    """Deal `layout` (14 ids) and place tokens so that slot s ends up owned by owners[s]."""
    events = lay_out(state, layout)
    script = placements_for(owners, state.current_player(), state.n)
    assert script is not None, f"no turn order reaches owners {owners}"
    return events + play(state, script)


def layout_with(state, fixed: dict[int, str] | None = None) -> str:
    """14 ids for the next deal: `fixed` slot -> card id, other slots filled from what is
    left in the decks (film deck cards first, then stars, so that exactly 3 stars are laid
    out as H3.1 requires)."""
    fixed = dict(fixed or {})
    used = set(fixed.values())
    stars = sum(1 for c in used if CARDS.by_id[c].kind == "star")
    spare_stars = [CARDS.cards[c].id for c in state.star_deck if CARDS.cards[c].id not in used]
    spare_films = [CARDS.cards[c].id for c in state.film_deck if CARDS.cards[c].id not in used]
    free = [s for s in range(14) if s not in fixed]
    fill = spare_films[:len(free) - (3 - stars)] + spare_stars[:3 - stars]
    for slot, cid in zip(free, fill):
        fixed[slot] = cid
    return " ".join(fixed[s] for s in range(14))


def finish_round(state) -> list:
    """Play out the current round: each player places in the leftmost open column and a
    received star finishes the first project offered. Stops at the next deal or the end."""
    events = []
    while state.current_player() >= 0:
        events += state.apply_action(state.legal_actions()[0])
    return events


def claim_all_but(state, empty=(8, 11)) -> list:
    """Place the round's 12 tokens (no Studio cards) so that only the `empty` slots, tops
    of their columns, stay unclaimed; then finish the round (star choices: first offered)."""
    wanted = [len(slots) - sum(s in empty for s in slots) for slots in COLUMN_SLOTS]
    script = []
    while len(script) < 12:
        for c in range(4):
            if wanted[c]:
                wanted[c] -= 1
                script.append("ABCD"[c])
    return play(state, " ".join(script[:12])) + finish_round(state)


def check_invariants(state, seen_studio: set | None = None) -> None:
    """The contract every reachable Hollywood! state keeps (see test_hollywood_playouts)."""
    from cinetable.engine import CHANCE, TERMINAL
    from cinetable.games.hollywood.state import DEAL, OVER, PLAY, STAR_CHOICE

    n = state.n
    ph = state.phase
    # every card exactly once: decks, layout not yet handed out, tableaus, removed
    handed = set(state.handed_out_slots())
    laid = [c for s, c in enumerate(state.slots) if c >= 0 and s not in handed]
    everywhere = list(state.star_deck) + list(state.film_deck) + laid + list(state.removed)
    for t in state.tableaus:
        everywhere += t.cards()
    assert sorted(everywhere) == list(range(56)), "a card is missing or twice"
    assert all(CARDS.cards[c].kind == "star" for c in state.star_deck)
    assert all(CARDS.cards[c].kind != "star" for c in state.film_deck)
    # tableaus hold what H6 puts there
    for t in state.tableaus:
        for g, proj in enumerate(t.projects):
            assert all(CARDS.cards[c].kind == "film" and CARDS.cards[c].genre == g for c in proj)
        for star, g, cards in t.films:
            assert CARDS.cards[star].kind == "star" and cards
            assert all(CARDS.cards[c].genre == g for c in cards)
        assert all(CARDS.cards[c].kind == "blockbuster" for c in t.blockbusters)
        assert all(CARDS.cards[c].kind == "star" for c in t.worthless)
    # tokens: one per card at most, on the bottom run of each column, 12 a round
    owned = 0
    for col, slots in enumerate(COLUMN_SLOTS):
        held = [state.owner[s] >= 0 for s in slots]
        k = sum(held)
        assert held == [False] * (len(slots) - k) + [True] * k, "token off the bottom run"
        assert k == state.col_count[col]
        owned += k
    assert all(-1 <= o < n for o in state.owner)
    assert all(t >= 0 for t in state.tokens)
    if ph in (PLAY, STAR_CHOICE):
        assert sum(state.tokens) + owned == 12 == sum(state.tokens) + state.placed
        for p in range(n):
            assert state.tokens[p] + state.owner.count(p) == 12 // n
    else:
        assert owned == 0 and state.tokens == [12 // n] * n
    assert len(state.removed) == 2 * (state.round + (ph == OVER))
    # studio cards once per game
    if seen_studio is not None:
        for p in range(n):
            assert state.cut_left[p] == ((p, "cut") not in seen_studio)
            assert state.double_left[p] == ((p, "double") not in seen_studio)
    if state.double_pending:
        assert ph == PLAY and state.tokens[state.to_move] >= state.double_pending
    # whose turn, and what they may do
    cp = state.current_player()
    if ph == OVER:
        assert cp == TERMINAL and state.legal_actions() == [] and state.is_terminal()
    elif cp == CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes and all(p > 0 for _, p in outcomes)
        assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
        assert state.legal_actions() == []
    else:
        assert 0 <= cp < n and not state.is_terminal()
        assert state.legal_actions()
        if ph == PLAY:
            assert state.tokens[cp] > 0
        else:
            assert ph == STAR_CHOICE and len(state.legal_actions()) >= 2
            assert CARDS.cards[state.pending_star()].kind == "star"
    assert ph != DEAL or cp == CHANCE
    assert all(s >= 0 for s in state.scores())
