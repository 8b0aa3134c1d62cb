"""New game's explanation lines under a game's variants: what the chosen value of each
variant means, in the player's language (`options.<game>.<name>.explain.<value>`), shown
under the compact rows whose only other help is a tooltip (issue 27: poker's one orbit
and careers were not explained where they are chosen)."""
from __future__ import annotations


def _poker_fields(t, options: dict, players: int) -> dict:
    """The careers the chosen preset puts in play at this table size (P2.2)."""
    from cinetable.games.poker.cards import career_ranks, load_cards
    careers = load_cards().careers
    preset = options.get("careers") or "best"
    ranks = career_ranks(players, preset)
    return {"careers": ", ".join(t(f"poker.career.{careers[r - 1].id}") for r in ranks),
            "players": players}


FIELDS = {"poker": _poker_fields}


def explanations(t, game, options: dict, players: int) -> dict[str, str]:
    """{variant name: what its chosen value means}, for the variants that say it."""
    fields = FIELDS.get(game.id)
    values = fields(t, options, players) if fields else {}
    out = {}
    for spec in game.options:
        value = options.get(spec.name)
        if not spec.choices or value is None:
            continue
        text = t.get(f"options.{game.id}.{spec.name}.explain.{value}", "", **values)
        if text:
            out[spec.name] = text
    return out
