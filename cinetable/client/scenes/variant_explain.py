"""New game's explanation lines under a game's variants: what the chosen value of each
variant means, in the player's language (`options.<game>.<name>.explain.<value>`), shown
under the compact rows whose only other help is a tooltip (issue 27: poker's one orbit
and careers were not explained where they are chosen)."""
from __future__ import annotations


def _fields(t, game, options: dict, players: int) -> dict:
    """The words a game's explanations fill in (its CLIENT.variant_words), none when it
    declares none."""
    from cinetable.client.game_client import client_for
    client = client_for(game.id)
    if client is None or client.variant_words is None:
        return {}
    return client.variant_words.load()(t, options, players)


def explanations(t, game, options: dict, players: int) -> dict[str, str]:
    """{variant name: what its chosen value means}, for the variants that say it."""
    values = _fields(t, game, options, players)
    out = {}
    for spec in game.options:
        value = options.get(spec.name)
        if not spec.choices or value is None:
            continue
        text = t.get(f"options.{game.id}.{spec.name}.explain.{value}", "", **values)
        if text:
            out[spec.name] = text
    return out
