"""The card gallery: every card face of every game, from each game's client package.

A game shows its faces by its CLIENT.gallery (client/game_client.py):
`gallery_faces(fonts, size, t) -> [(label, Surface)]` (size: a card's pixels). A game
without one is listed as not illustrated yet. Used by the gallery scene and by
`cinetable gallery [--game ID] [--out DIR]`.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from cinetable.client import palette, viewport
from cinetable.client.game_client import client_for
from cinetable.engine.registry import game_infos


def faces_for(game_id: str, fonts, size, t=None) -> list[tuple[str, pygame.Surface]] | None:
    """The game's faces, or None when it has no gallery (not illustrated yet)."""
    client = client_for(game_id)
    if client is None or client.gallery is None:
        return None
    return client.gallery.load()(fonts, size, t)


def game_ids() -> list[str]:
    return [info.id for info in game_infos(implemented_only=True)]


def sheet(fonts, title: str, faces, width: int, note: str = "", card=(150, 176)) -> pygame.Surface:
    """A contact sheet `width` pixels wide: the game's title, then its faces in rows with
    their labels (or the note that it has none)."""
    gap = max(8, card[0] // 10)
    label_px = max(viewport.font_px(0), card[0] // 10)
    head = fonts.pixel("title", max(viewport.font_px(0), card[0] // 5))
    small = fonts.pixel("body", label_px)
    cols = max(1, (width - gap) // (card[0] + gap))
    rows = (len(faces) + cols - 1) // cols if faces else 1
    cell_h = card[1] + small.get_linesize() + gap
    title_img = head.render(title, True, palette.BRASS)
    top = gap + title_img.get_height() + gap
    surf = pygame.Surface((width, top + rows * cell_h + gap))
    surf.fill(palette.FELT_DARK)
    surf.blit(title_img, (gap, gap))
    if not faces:
        img = small.render(note, True, palette.TEXT_DIM)
        surf.blit(img, (gap, top))
        return surf
    for i, (label, img) in enumerate(faces):
        x = gap + (i % cols) * (card[0] + gap)
        y = top + (i // cols) * cell_h
        surf.blit(img, img.get_rect(midtop=(x + card[0] // 2, y)))
        text = small.render(label, True, palette.TEXT)
        if text.get_width() > card[0]:
            text = text.subsurface((0, 0, card[0], text.get_height()))
        surf.blit(text, text.get_rect(midtop=(x + card[0] // 2, y + card[1] + 2)))
    return surf


def game_sheet(fonts, t, game_id: str, width: int, card=(150, 176)) -> pygame.Surface:
    info = {i.id: i for i in game_infos()}[game_id]
    faces = faces_for(game_id, fonts, card, t)
    return sheet(fonts, info.title, faces or [], width,
                 t("gallery.not_illustrated", game=info.title), card)


def write_pngs(out: Path, fonts, t, ids=None, width: int = 1920) -> list[Path]:
    """One PNG per game in `out` (made if missing); returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for game_id in ids or game_ids():
        path = out / f"{game_id}.png"
        pygame.image.save(game_sheet(fonts, t, game_id, width), str(path))
        paths.append(path)
    return paths
