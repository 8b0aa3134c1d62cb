"""The parts every game's table is built from (no game knowledge here).

    base.BaseTableScene   the table scene's loop: a display state lagging the engine,
                          chance and bots paced (thinking shown), the human's move checked,
                          results at the end, Esc for the menu; subclass it (see its doc)
    pacing.PacedTurns     (in the base) chance stepped, bots searched in slices and shown
                          thinking for a minimum time, results after the final board
    seats                 seat names and initials, the seat panel frame and header, the
                          thinking dots after a bot's name
    log_panel.LogPanel    the game log: cached rows, wheel scroll, "n new ↓" cue, grows
                          over the board while hovered
    prompt_bar.PromptBar  the top bar: game name, round, prompt (with dots), key hint
    sprites.SpriteLayer   cards and tokens in flight (animation Tweens); the base lowers
                          the buttons they cross
    tooltip.Tooltip, Tip  hover tips after a short stillness, placed clear of the buttons
    banner.Banner, draw_notices   big announcements; refusals and warnings over the board
    text.TextCache        rendered text, bounded (count and bytes, least recently used out)

A game's client package `cinetable/client/<id>/` has `table.py` with `TableScene`
(a BaseTableScene): cinetable.client.tables finds it by the game's id.
"""
