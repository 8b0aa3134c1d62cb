"""A stand-in bot's move at a network table: the log says "(played by a stand-in bot)",
the seat panel's small last-move tag a short mark before the move, never cut off."""
from __future__ import annotations

import pytest
from shell_helpers import frames

from cinetable.client.session import GameSession
from cinetable.client.table.text import fit_text
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_a_stand_ins_last_move_tag_keeps_its_mark_whole(app, lang):
    from cinetable.client.services import Translator
    app.t = Translator(lang)
    seats = [("Ana", "human"), ("Bo", "bot", "random"), ("Cy", "bot", "random")]
    scene = open_table(app, GameSession.new("hollywood", 3, {}, seats, seed=3))
    frames(app, 2)
    from cinetable.client.table.link import LocalLink, NetworkLink
    scene.link = NetworkLink(scene)                   # as a network table's
    scene.session.stood_in = lambda ev: (1, 7)        # Bo's move, made by a stand-in
    scene.batch_actor = 1
    line = "Bo takes the director card and lays it on the second film of the table"
    try:
        scene._log_line(object(), (line, 1))
    finally:
        scene.link = LocalLink(scene)                 # a local session leaves no host
    assert app.t("net.stand_in_line", line=line) in scene.log.texts
    tag = scene.last_moves[1]
    area = scene.last_move_area(1)
    shown = fit_text(app.fonts.get("body", 13), tag, area.w - 12)
    mark = app.t("net.stand_in_tag", line="")
    assert shown.startswith(mark.strip()), shown
    assert app.t("net.stand_in_line", line="")[1:] not in shown
