"""What one seat may know (C6): its observation, and resample, which redraws everything
else consistently with it.

Public: pawns, the Director, every lot's back (T, S, V) and who peeked at it, which lots
hold a card from whom, hand sizes, the discard pile (every bid was shown at its reveal),
the kinds of won cards, special cards. Secret: ratings, auction hands, bid values before
the reveal, the faces of film cards a seat has not won, peeked or been shown.
[designed] A seat is not credited with remembering which discards a reshuffle put back
into the deck: deck, other hands and others' hidden bids are one unknown pool."""
from __future__ import annotations

import random

from cinetable.games.cannes.cards import load_cards
from cinetable.games.cannes.phases import NSTARS, PHASE_NAMES, STEP, P

CARDS = load_cards()
NFILM = CARDS.nfilm
_KIND = tuple(c.kind for c in CARDS.film)
_ID = tuple(c.id for c in CARDS.film)
SPECIAL_IDS = tuple(s[0] for s in CARDS.specials)


def _seats(mask: int, n: int) -> list:
    return [p for p in range(n) if mask >> p & 1]


def observation(s, seat: int) -> dict:
    n = s.n
    over = s.phase == P.OVER
    bit = 1 << seat
    known = s.known
    lots = []
    for i, c in enumerate(s.lots):
        special = c >= NFILM
        seen = special or over or bool(known[c] & bit)
        b = s.bids[i] if i < len(s.bids) else []
        mine = [x for q, x in b if q == seat]
        lots.append({
            "kind": "X" if special else "TSV"[_KIND[c]],
            "card": (SPECIAL_IDS[c - NFILM] if special else _ID[c]) if seen else None,
            "peeked_by": [] if special else _seats(known[c], n),
            "bids": [q for q, _x in b],
            "my_bid": mine[0] * STEP if mine else None,
        })
    won = []
    for q in range(n):
        cards = s.won[q]
        won.append({
            "kinds": [sum(1 for c in cards if _KIND[c] == k) for k in range(3)],
            "known": sorted(_ID[c] for c in cards if over or known[c] & bit),
            "specials": [SPECIAL_IDS[k] for k in s.specials[q]],
        })
    claim = None
    if s.phase in (P.CLAIM, P.GIVE, P.TAKE):
        party = seat in (s.claimant, s.giver)
        claim = {"claimant": s.claimant, "giver": s.giver,
                 "before": sorted(_ID[c] for c in s.claim_before) if party else None,
                 "before_count": len(s.claim_before)}
    obs = {
        "game": "cannes",
        "seat": seat,
        "players": n,
        "phase": PHASE_NAMES[s.phase],
        "current_player": s.current_player(),
        "to_move": s.to_move,
        "stage": s.stage,
        "auctions_done": s.auction,
        "first_player": s.first,
        "lead": s.lead,
        "director": s.director,
        "turn": s.turn,
        "squares": s.squares[:],
        "dice": s.dice[:],
        "again_used": s.again_used,
        "rated": s.rated[:],
        "ratings": [r[:] for r in s.ratings] if over else {seat: s.ratings[seat][:]},
        "hand": sorted(x * STEP for x in s.hands[seat]),
        "hand_sizes": [len(h) for h in s.hands],
        "deck_size": len(s.deck),
        "discard": sorted(x * STEP for x in s.discard),
        "deal_counts": s.deal_counts[:],
        "deal_left": len(s.deal_queue),
        "lots": lots,
        "won": won,
        "piles": [len(s.pile_t), len(s.pile_sv)],
        "lay_left": s.lay_t + s.lay_sv if s.phase == P.LAY else 0,
        "out": len(s.out),
        "removed": [_ID[c] for c in s.removed],
        "bidder": s.to_move if s.phase == P.BID else -1,
        "claim": claim,
        "claim_turn": s.claim_i,
        "scores": s.scores() if over else None,
        "winners": s.winners(),
    }
    return obs


def resample(s, seat: int, rng: random.Random):
    """A full state consistent with everything `seat` knows (DESIGN.md: resample)."""
    r = s.clone()
    r._deck_sorted = None                # a cache of the true deck's order: not the seat's
    if s.phase == P.OVER:
        return r
    n = s.n
    bit = 1 << seat
    known = s.known
    removed = set(s.removed)
    # film cards: permute unknown faces within each back (T, S, V)
    relabel = list(range(NFILM))
    for k in range(3):
        faces = [c for c in range(NFILM)
                 if _KIND[c] == k and not known[c] & bit and c not in removed]
        shuffled = faces[:]
        rng.shuffle(shuffled)
        for old, new in zip(faces, shuffled):
            relabel[old] = new
    f = relabel
    r.lots = [c if c >= NFILM else f[c] for c in s.lots]
    r.won = [[f[c] for c in w] for w in s.won]
    r.pile_t = [f[c] for c in s.pile_t]
    r.pile_sv = [f[c] for c in s.pile_sv]
    r.out = [f[c] for c in s.out]
    r.claim_before = [f[c] for c in s.claim_before]
    nk = [0] * NFILM
    for c in range(NFILM):
        nk[f[c]] = known[c]
    r.known = nk
    # other seats' ratings: as many as they gave, to random stars
    for q in range(n):
        if q == seat:
            continue
        k = s.rated[q]
        stars = list(range(NSTARS))
        rng.shuffle(stars)
        row = [0] * NSTARS
        for i in range(k):
            row[stars[i]] = NSTARS - i
        r.ratings[q] = row
    # auction cards: the deck, other hands and others' hidden bids are one unknown pool
    pool = list(s.deck)
    for q in range(n):
        if q != seat:
            pool += s.hands[q]
    for b in s.bids:
        pool += [x for q, x in b if q != seat]
    rng.shuffle(pool)
    i = len(s.deck)
    r.deck = pool[:i]
    for q in range(n):
        if q != seat:
            k = len(s.hands[q])
            r.hands[q] = pool[i:i + k]
            i += k
    nb = []
    for b in s.bids:
        lot_bids = []
        for q, x in b:
            if q != seat:
                x = pool[i]
                i += 1
            lot_bids.append((q, x))
        nb.append(lot_bids)
    r.bids = nb
    return r
