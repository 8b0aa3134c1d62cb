"""A small markup for the player-facing rules, laid out into cached surfaces.

Markup (a subset of Markdown, one block per paragraph):

    # Title            ## Section          ### Subsection
    plain paragraph text, joined across lines until a blank line
    - bullet           (two leading spaces: a nested bullet)
    > an example box   (lines starting with ">"; "> - item" starts a bulleted line,
                         a lone ">" leaves a blank line)
    ::: push | caption 1 | caption 2 | caption 3     a figure drawn by the app
    **bold** and *italic* inside any text

Layout renders each block once into a surface at a given width; drawing then only blits
the blocks that are in view (pygame-gui's text box is far too slow for long texts).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from cinetable.client import palette
from cinetable.client.text_wrap import wrap
from cinetable.client.viewport import px

_INLINE = re.compile(r"(\*\*.+?\*\*|\*.+?\*)")


@dataclass
class Block:
    kind: str                  # h1 h2 h3 p li li2 quote
    text: str


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []
    kind = "p"

    def flush():
        nonlocal para, kind
        if para:
            blocks.append(Block(kind, " ".join(s.strip(" \t") for s in para)))
        para, kind = [], "p"

    for raw in source.splitlines():
        line = raw.rstrip()
        if not line.strip():
            flush()
            continue
        if line.startswith("::: "):
            flush()
            blocks.append(Block("figure", line[4:].strip()))
            continue
        m = re.match(r"(#{1,3}) (.*)", line)
        if m:
            flush()
            blocks.append(Block(f"h{len(m.group(1))}", m.group(2).strip()))
            continue
        if line.startswith("  - ") or line.startswith("    - "):
            flush()
            para, kind = [line.strip()[2:]], "li2"
            continue
        if line.startswith("- "):
            flush()
            para, kind = [line[2:]], "li"
            continue
        if line.startswith(">"):
            text = line[1:].strip()
            if kind != "quote":
                flush()
                kind = "quote"
            if not text:                # ">" alone: a blank line inside the box
                para.append("\n\n")
                continue
            if text.startswith("- "):   # a list item inside the box starts a new line
                text = "\n• " + text[2:]
            para.append(text)
            continue
        para.append(line)
    flush()
    return blocks


def spans(text: str) -> list[tuple[str, str]]:
    """[(style, text)] with style '', 'b' or 'i'."""
    out = []
    for part in _INLINE.split(text):
        if not part:
            continue
        if part.startswith("**") and part.endswith("**") and len(part) > 4:
            out.append(("b", part[2:-2]))
        elif part.startswith("*") and part.endswith("*") and len(part) > 2:
            out.append(("i", part[1:-1]))
        else:
            out.append(("", part))
    return out


@dataclass
class Laid:
    y: int
    surface: pygame.Surface
    block: Block


class Document:
    """Blocks laid out at a width: `items` with y positions, `height`, and `anchors`
    (the y of each section heading, for a table of contents)."""

    def __init__(self, blocks: list[Block], fonts, width: int, size: int = 21):
        self.width = width
        self.items: list[Laid] = []
        self.anchors: list[tuple[str, int]] = []
        self.fonts = fonts
        self.size = size
        y = 0
        for i, block in enumerate(blocks):
            y += self._space_before(block, i)
            surf = self._render(block)
            if block.kind == "h2":
                self.anchors.append((block.text, max(0, y - px(8))))
            self.items.append(Laid(y, surf, block))
            y += surf.get_height()
        self.height = y + px(24)

    def _space_before(self, block: Block, index: int) -> int:
        if index == 0:
            return 0
        return px({"h1": 28, "h2": 34, "h3": 20, "li": 6, "li2": 4, "quote": 14,
                   "figure": 16}.get(block.kind, 12))

    def _fonts_for(self, kind: str):
        f = self.fonts
        if kind == "h1":
            return {"": f.get("title", 40)}, palette.BRASS
        if kind == "h2":
            return {"": f.get("title", 30)}, palette.BRASS
        if kind == "h3":
            return {"": f.get("bold", self.size + 1)}, palette.HIGHLIGHT
        size = self.size - 1 if kind == "quote" else self.size
        return {"": f.get("body", size), "b": f.get("bold", size),
                "i": f.get("italic", size)}, palette.TEXT

    def _render(self, block: Block) -> pygame.Surface:
        if block.kind == "figure":
            name, *captions = [part.strip() for part in block.text.split("|")]
            painter = FIGURES.get(name)
            if painter is not None:
                return painter(self.fonts, self.width, captions)
            block = Block("p", f"[{name}]")
        fonts, colour = self._fonts_for(block.kind)
        indent = px({"li": 30, "li2": 60, "quote": 22}.get(block.kind, 0))
        right_pad = px(22) if block.kind == "quote" else 0
        width = self.width - indent - right_pad
        lines = _wrap_spans(spans(block.text), fonts, width)
        lh = int(max(f.get_linesize() for f in fonts.values()) *
                 (1.0 if block.kind.startswith("h") else 1.12))
        pad = px(14) if block.kind == "quote" else 0
        h = lh * max(1, len(lines)) + 2 * pad
        surf = pygame.Surface((self.width, h), pygame.SRCALPHA)
        if block.kind == "quote":
            pygame.draw.rect(surf, (58, 48, 40, 200), surf.get_rect(), border_radius=px(8))
            pygame.draw.rect(surf, palette.BRASS_DIM, (0, 0, px(5), h),
                             border_top_left_radius=px(8), border_bottom_left_radius=px(8))
        if block.kind in ("li", "li2"):
            bullet = fonts[""].render("•" if block.kind == "li" else "–", True, palette.BRASS)
            surf.blit(bullet, (indent - px(20), 0))
        for n, line in enumerate(lines):
            x = indent
            for style, text in line:
                img = fonts.get(style, fonts[""]).render(
                    text, True, palette.HIGHLIGHT if style == "b" and block.kind != "h3"
                    else colour)
                surf.blit(img, (x, pad + n * lh))
                x += img.get_width()
        if block.kind == "h2":
            y = h - px(3)
            pygame.draw.line(surf, palette.BRASS_DIM, (0, y), (self.width, y), 1)
        return surf

    def draw(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        clip = surface.get_clip()
        surface.set_clip(view)
        for item in self.items:
            top = view.y + item.y - offset
            if top > view.bottom:
                break
            if top + item.surface.get_height() >= view.y:
                surface.blit(item.surface, (view.x, top))
        surface.set_clip(clip)


def _wrap_spans(parts, fonts, width) -> list[list[tuple[str, str]]]:
    """Greedy word wrap over styled spans; "\n" inside text forces a line break."""
    lines: list[list[tuple[str, str]]] = [[]]
    x = 0
    for style, text in parts:
        font = fonts.get(style, fonts[""])
        space = font.size(" ")[0]         # a bold span's space is a bold one
        tokens = re.split(r"( +|\n)", text)
        for tok in tokens:
            if not tok:
                continue
            if tok == "\n":
                lines.append([])
                x = 0
                continue
            if tok.startswith(" "):
                if x > 0:
                    _append(lines[-1], style, " ")
                    x += space
                continue
            w = font.size(tok)[0]
            if x + w > width and x > 0:
                # drop the trailing space of the full line and start a new one
                if lines[-1] and lines[-1][-1][1].endswith(" "):
                    s, t = lines[-1][-1]
                    lines[-1][-1] = (s, t.rstrip(" "))
                lines.append([])
                x = 0
            _append(lines[-1], style, tok)
            x += w
    return [line for line in lines] if any(lines) else [[]]


def _append(line: list, style: str, text: str) -> None:
    if line and line[-1][0] == style:
        line[-1] = (style, line[-1][1] + text)
    else:
        line.append((style, text))


# -- figures ------------------------------------------------------------------------------
def paint_push(fonts, width: int, captions: list[str]) -> pygame.Surface:
    """Column B in three moments: Blue places, Orange pushes, White pushes (the rules'
    example). Tokens wear the players' colours and the order they were placed in, which
    reads the same in every language and without colours. `width` in pixels, the
    figure's own lengths in units."""
    card_w, card_h, gap = px(92), px(34), px(6)
    label_font = fonts.get("semibold", 16)
    token_font = fonts.get("bold", 15)
    caption_font = fonts.get("italic", 18)
    steps = [["", "", "", "B"], ["", "", "B", "O"], ["", "B", "O", "W"]]
    colours = {"B": palette.PLAYERS[0], "O": palette.PLAYERS[1], "W": palette.PLAYERS[2]}
    order = {"B": "1", "O": "2", "W": "3"}
    col_h = 4 * card_h + 3 * gap
    height = col_h + px(16) + caption_font.get_linesize() * 2
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    slot = width // 3
    for i, tokens in enumerate(steps):
        x0 = i * slot + (slot - card_w - px(34)) // 2 + px(34)
        for row, who in enumerate(tokens):
            r = pygame.Rect(x0, row * (card_h + gap), card_w, card_h)
            pygame.draw.rect(surf, palette.CREAM, r, border_radius=px(5))
            pygame.draw.rect(surf, palette.BRASS_DIM, r, width=1, border_radius=px(5))
            label = label_font.render(f"B{row + 1}", True, palette.TEXT_DIM)
            surf.blit(label, label.get_rect(midright=(x0 - px(8), r.centery)))
            if who:
                centre = (r.centerx, r.centery)
                pygame.draw.circle(surf, colours[who], centre, px(13))
                pygame.draw.circle(surf, palette.INK, centre, px(13), width=px(2))
                letter = token_font.render(order[who], True, palette.INK)
                surf.blit(letter, letter.get_rect(center=centre))
        if i < 2:                     # an arrow to the next moment
            ax = i * slot + slot - px(14)
            ay = col_h // 2
            pygame.draw.line(surf, palette.BRASS, (ax - px(22), ay), (ax, ay), px(3))
            pygame.draw.polygon(surf, palette.BRASS, [(ax + px(6), ay), (ax - px(4), ay - px(7)),
                                                      (ax - px(4), ay + px(7))])
        if i < len(captions):
            lines = wrap(caption_font, captions[i], slot - px(16))
            for n, text in enumerate(lines[:2]):
                img = caption_font.render(text, True, palette.TEXT)
                top = col_h + px(10) + n * caption_font.get_linesize()
                surf.blit(img, img.get_rect(midtop=(i * slot + slot // 2, top)))
    return surf


FIGURES = {"push": paint_push}
