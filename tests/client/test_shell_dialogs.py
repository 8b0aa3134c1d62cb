"""Dialogs: message, confirm and text prompt overlays, with mouse and keys."""
import pygame
import pytest
from shell_helpers import click, frames, key, names

pytestmark = pytest.mark.gui


def test_message_closes_with_ok_and_calls_back(app, title):
    from cinetable.client.scenes.dialogs import MessageScene
    closed = []
    app.scenes.push(MessageScene(app, "Oops", "word " * 80, on_close=lambda: closed.append(1)))
    frames(app, 1)
    dialog = app.scenes.top
    assert dialog.rect.height > 200                   # long text wrapped onto many lines
    assert dialog.rect.width == 620
    assert not title.buttons["new"].visible          # the title cannot be clicked under it
    click(app, dialog.ok)
    assert names(app) == ["title"] and closed == [1]
    assert title.buttons["new"].visible


@pytest.mark.parametrize("press, expected", [(pygame.K_ESCAPE, "no"),
                                             (pygame.K_RETURN, "yes")])
def test_confirm_keys(app, title, press, expected):
    from cinetable.client.scenes.dialogs import ConfirmScene
    answers = []
    app.scenes.push(ConfirmScene(app, "Sure?", lambda: answers.append("yes"),
                                 on_no=lambda: answers.append("no")))
    frames(app, 1)
    key(app, press)
    assert answers == [expected] and names(app) == ["title"]


def test_confirm_buttons(app, title):
    from cinetable.client.scenes.dialogs import ConfirmScene
    answers = []
    app.scenes.push(ConfirmScene(app, "Sure?", lambda: answers.append("yes"), danger=True))
    frames(app, 1)
    click(app, app.scenes.top.no)
    assert answers == [] and names(app) == ["title"]
    app.scenes.push(ConfirmScene(app, "Sure?", lambda: answers.append("yes")))
    frames(app, 1)
    click(app, app.scenes.top.yes)
    assert answers == ["yes"]


def test_text_prompt_refuses_blank_and_returns_the_text(app, title):
    from cinetable.client.scenes.dialogs import TextPromptScene
    got = []
    app.scenes.push(TextPromptScene(app, "Save as", "Name it", "first", got.append))
    frames(app, 1)
    prompt = app.scenes.top
    assert prompt.entry.get_text() == "first"
    prompt.entry.set_text("   ")
    click(app, prompt.ok)
    assert got == [] and names(app) == ["title", "dialog"]
    prompt.entry.set_text("  my slot ")
    key(app, pygame.K_RETURN)
    assert got == ["my slot"] and names(app) == ["title"]


def test_text_prompt_cancel(app, title):
    from cinetable.client.scenes.dialogs import TextPromptScene
    got = []
    app.scenes.push(TextPromptScene(app, "Save as", "Name it", "x", got.append))
    frames(app, 1)
    click(app, app.scenes.top.cancel)
    assert got == [] and names(app) == ["title"]


def test_typing_replaces_the_suggested_name(app, title):
    from cinetable.client.scenes.dialogs import TextPromptScene
    got = []
    app.scenes.push(TextPromptScene(app, "Save as", "Name it", "Hollywood! today", got.append))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Friday"))
    frames(app, 1)
    assert app.scenes.top.entry.get_text() == "Friday"
    key(app, pygame.K_RETURN)
    assert got == ["Friday"]
