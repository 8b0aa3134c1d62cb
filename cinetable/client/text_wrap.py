"""The one word wrap every scene, table and card face uses (and the text cleaning it
starts with): greedy, by the font's own measure, so a line never passes its width."""
from __future__ import annotations

import unicodedata


def safe_text(text) -> str:
    """Text a font can draw: NUL and other control characters (newlines kept) become
    spaces, lone surrogates (from a damaged file or a file name that is not UTF-8) U+FFFD."""
    out = []
    for c in str(text):
        category = unicodedata.category(c)
        out.append(c if c == "\n" else " " if category == "Cc" else
                   "\ufffd" if category == "Cs" else c)
    return "".join(out)


def wrap(font, text: str, width: int, *, indent: str = "",
         max_lines: int | None = None) -> list[str]:
    """`text` in lines no wider than `width` pixels in `font`.

    - Newlines start a new paragraph; runs of spaces between words count as one.
    - Continuation lines start with `indent` (a hanging indent for log rows).
    - A word wider than a whole line is split between letters rather than overflowing.
    - With `max_lines`, what does not fit ends the last line with an ellipsis."""
    lines: list[str] = []
    for paragraph in safe_text(text).split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}" if line.strip() else line + word
            if font.size(trial)[0] <= width:
                line = trial
                continue
            if line.strip():
                lines.append(line)
                line = indent + word
            else:
                line = trial
            while font.size(line)[0] > width and len(line.strip()) > 1:
                head = _longest_head(font, line, width)
                lines.append(head)
                line = indent + line[len(head):]
        lines.append(line)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        last = lines[-1]
        while last and font.size(last + "…")[0] > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    return lines


def _longest_head(font, text: str, width: int) -> str:
    """The longest start of `text` (at least one letter after any indent) that fits."""
    lead = len(text) - len(text.lstrip(" "))
    k = lead + 1
    while k < len(text) and font.size(text[:k + 1])[0] <= width:
        k += 1
    return text[:k]
