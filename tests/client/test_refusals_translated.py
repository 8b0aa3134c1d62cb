"""Every refusal the engine raises says itself in French and Italian: random illegal actions
(moves of other moments, garbage notation) of each game, and the client's translation of
each refusal found. No window."""
import random

import pytest

from cinetable.client.refusals import refusal_text
from cinetable.client.services import Translator, _load_locale
from cinetable.engine import CHANCE, IllegalActionError, game_infos, load_game
from cinetable.engine.errors import Term

GAMES = [i.id for i in game_infos() if i.implemented]


def refusals(game_id: str, seed: int) -> list[IllegalActionError]:
    info = next(i for i in game_infos() if i.id == game_id)
    n = max(info.min_players, min(4, info.max_players))
    rng = random.Random(seed)
    state = load_game(game_id, n, {}).new_initial_state()
    seen, found = [], []

    def refuse(f, arg):
        try:
            f(arg)
        except IllegalActionError as e:
            found.append(e)

    steps = 0
    while not state.is_terminal() and steps < 600:
        chance = state.current_player() == CHANCE
        legal = [a for a, _ in state.chance_outcomes()] if chance else state.legal_actions()
        if len(seen) < 400:
            seen.extend(legal[:6])
        for a in rng.sample(seen, min(2, len(seen))) if steps % 3 == 0 else ():
            if a not in legal:
                refuse(state.clone().apply_action, a)
                refuse(state.parse_action, str(a))
        if rng.random() < 0.05:
            refuse(state.parse_action, "fly to the moon")
        state.apply_action(rng.choice(legal))
        steps += 1
    for a in rng.sample(seen, min(10, len(seen))):
        refuse(state.clone().apply_action, a)
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_refusal_of_random_illegal_actions_is_translated(game_id):
    found = refusals(game_id, 1) + refusals(game_id, 2)
    assert len(found) > 20
    tables = {lang: _load_locale(lang) for lang in ("en", "fr", "it")}
    t = {lang: Translator(lang) for lang in tables}
    for e in found:
        assert e.key, f"refusal without a key: {e}"
        full = f"refusal.{e.key}"
        for lang, table in tables.items():
            assert full in table or f"{full}.other" in table, (lang, full, str(e))
            for v in e.fields.values():
                if isinstance(v, Term):
                    assert v in table, (lang, v)
        en = refusal_text(t["en"], e)
        assert en == str(e), (en, str(e))       # the English string says what the engine says
        for lang in ("fr", "it"):
            said = refusal_text(t[lang], e)
            assert said != str(e) and "{" not in said, (lang, said)


def test_a_refusal_in_french_at_the_client():
    state = load_game("hollywood", 3, {}).new_initial_state()
    with pytest.raises(IllegalActionError) as info:
        state.parse_action("place A")
    assert refusal_text(Translator("fr"), info.value) == \
        "Patientez : les cartes sont en cours de distribution"
