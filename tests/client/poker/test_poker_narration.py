"""The poker log from each seat's side: exchanged cards named only to the pair, counts
to the others; every play, pass, trick, player out and deal score narrated."""
import random

from cinetable.client.poker.narrate import Narrator
from cinetable.client.poker.view import TableView
from cinetable.client.services import Translator
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.poker import events as E

t = Translator("en")          # the app's own: plural forms agree with their counts


def play_through_an_exchange(seed=4):
    """A 5-player game to the end of its second deal's exchange; (state, [events])."""
    s = load_game("poker", 5).new_initial_state()
    rng = random.Random(seed)
    log = []
    while not (s.deal == 1 and s.phase == 4):
        if s.current_player() == CHANCE:
            a = sample_chance(s, rng)
        else:
            legal = s.legal_actions()
            a = "exchange" if "exchange" in map(str, legal) else rng.choice(legal)
        log += s.apply_action(a)
    return s, log


def lines_for(seat, state, events):
    names = [f"P{i + 1}" for i in range(state.n)]
    narrator = Narrator(t, names, seat)
    view = TableView(load_game("poker", state.n).new_initial_state(), seat)
    out = []
    for ev in events:
        if ev.visible(seat):
            view.apply(ev)
            said = narrator.line(ev, view)
            if said is not None:
                out.append(said[0])
    return out


def test_exchange_cards_are_named_to_the_pair_and_counted_to_the_others():
    s, events = play_through_an_exchange()
    gifts = [e for e in events if isinstance(e, E.CardsGiven)]
    hi, lo, count = s.pairs[0]
    first = next(e for e in gifts if e.giver == lo)
    card_text = " ".join("Double" if v == 14 else str(v) for v in first.cards)
    middle = s.pos_player[2]                                  # sits the exchange out
    for seat in (hi, lo):
        assert any(card_text in line for line in lines_for(seat, s, events))
    outsider = lines_for(middle, s, events)
    assert not any(f": {card_text}." in line for line in outsider)
    names = [f"P{i + 1}" for i in range(5)]
    cards = "card" if count == 1 else "cards"
    assert any(f"gives {count} {cards} back to {names[lo]}" in line for line in outsider)
    assert any("takes the exchange" in line for line in outsider)


def test_every_play_pass_trick_out_and_deal_score_is_told():
    s, events = play_through_an_exchange()
    lines = lines_for(0, s, events)
    kinds = {type(e) for e in events}
    assert {E.Played, E.Passed, E.TrickWon, E.PlayerOut, E.DealEnded} <= kinds
    plays = sum(isinstance(e, E.Played) for e in events)
    assert sum(" play" in line for line in lines) >= plays
    assert sum("passes." in line or line == "You pass." for line in lines) == \
        sum(isinstance(e, E.Passed) for e in events)
    assert any(line.startswith("Deal 1 over:") for line in lines)
    assert sum("out, in place" in line for line in lines) == \
        sum(isinstance(e, E.PlayerOut) for e in events)


def test_a_double_is_named_double_in_the_log_in_each_language():
    """Issue 27: "Walter plays D." read as a value nobody knew; the card has a name."""
    from cinetable.games.poker.cards import DOUBLE
    for lang, word in (("en", "Double"), ("fr", "Double"), ("it", "Doppio")):
        tr = Translator(lang)
        narrator = Narrator(tr, ["Ann", "Walter"], 0)
        state = load_game("poker", 4).new_initial_state()
        line, seat = narrator.line(E.Played(1, (5, DOUBLE), 5, 9), TableView(state, 0))
        assert seat == 1 and f"5 {word}" in line and " D." not in line, line
