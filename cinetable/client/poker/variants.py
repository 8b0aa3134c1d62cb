"""The words New game's explanation of a poker variant fills in (scenes/variant_explain.py)."""
from __future__ import annotations


def explain_fields(t, options: dict, players: int) -> dict:
    """The careers the chosen preset puts in play at this table size (P2.2)."""
    from cinetable.games.poker.cards import career_ranks, load_cards
    careers = load_cards().careers
    preset = options.get("careers") or "best"
    ranks = career_ranks(players, preset)
    return {"careers": ", ".join(t(f"poker.career.{careers[r - 1].id}") for r in ranks),
            "players": players}
