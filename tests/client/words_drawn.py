"""The words a table draws through its text cache (scene.text.get), for tests that ask
whether a label is on screen without a text recorder."""
from __future__ import annotations


def spy_words(scene) -> list:
    """From now on every text the scene draws through scene.text is noted in the list."""
    words: list = []
    real = scene.text.get

    def get(style, size, text, *a, **k):
        words.append(text)
        return real(style, size, text, *a, **k)
    scene.text.get = get
    return words
