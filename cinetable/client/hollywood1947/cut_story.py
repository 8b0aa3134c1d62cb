"""How each film's cut went, as one seat saw it (W3.2.3): a card went out at random, or
the Editor looked at it and took it out or put it back (then one went at random). Only
the Editor saw the card; the recap names it to them alone.

Read from the events the seat was shown (the record replayed from that seat's side, or a
network seat's story), so a recap opened after a load says the same. No pygame here."""
from __future__ import annotations

from cinetable.games.hollywood1947 import events as E


def cut_facts(events) -> dict[int, dict]:
    """Film round -> {"editor": seat or -1, "card": the card seen (this seat was the
    Editor) or None, "out": whether the Editor took it out, "random": a card went at
    random}. A film with no cut (the 7th with Seventh-film justice) has no random card."""
    out: dict[int, dict] = {}
    cut = {"editor": -1, "card": None, "out": False, "random": False}
    for ev in events:
        if isinstance(ev, E.CardSeen) and ev.why == "editor":
            cut["card"] = ev.card
        elif isinstance(ev, E.EditorChose):
            cut["editor"], cut["out"] = ev.seat, ev.discarded
        elif isinstance(ev, E.RandomDiscard):
            cut["random"] = True
        elif isinstance(ev, E.FilmRevealed):
            out[ev.round] = cut
            cut = {"editor": -1, "card": None, "out": False, "random": False}
    return out


def events_seen(session, seat):
    """Every event `seat` was shown so far, in order."""
    if session.remote:
        yield from session.history            # a network seat has its story, no record
        return
    from cinetable.engine import load_game
    rec = session.record
    state = load_game(rec.game, rec.players, rec.options).new_initial_state()
    for text in rec.actions:
        for ev in state.apply_action(state.parse_action(text)):
            if ev.visible(seat):
                yield ev


def cut_line(t, words, cut: dict | None, viewer) -> str:
    """The recap's line on the cut ("" when nothing went out)."""
    if not cut or (cut["editor"] < 0 and not cut["random"]):
        return ""
    r = "hollywood1947.recap."
    ed = cut["editor"]
    if ed < 0:
        return t(r + "cut_random")
    key = "cut_editor_out" if cut["out"] else "cut_editor_back" if cut["random"] \
        else "cut_editor_kept"
    if ed == viewer and cut["card"]:
        return t(r + key + "_you", card=words.card(cut["card"]))
    return t(r + key, name=words.holder(ed))
