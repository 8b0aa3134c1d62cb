"""Each of Hollywood 1947's nine Jobs as a small figure of its own, drawn by the shared
portrait generator (client/portraits.py) from a look chosen for the trade: the
Screenwriter's glasses, the Producer's cigarette holder, the Director's fedora..."""
from __future__ import annotations

import pygame

from cinetable.client import portraits as PT
from cinetable.client.portraits import Look
from cinetable.client.surface_cache import SurfaceCache

_S = PT.SKINS
_H = PT.HAIR_COLOURS
_B = PT.BACKGROUNDS
_C = PT.CLOTH
# by Job number - 1: face, pose, facing, hair, hair colour, skin, costume, cloth, prop, ground
JOB_LOOKS = (
    Look("long", "three_quarter", 1, "slick_part", _H[1], _S[0], "suit_tie", _C[4], "glasses", _B[0]),
    Look("round", "front", 1, "bald", _H[5], _S[2], "tuxedo", _C[0], "cigarette_holder", _B[4]),
    Look("square", "three_quarter", -1, "pompadour", _H[0], _S[6], "trench", _C[4], "fedora", _B[5]),
    Look("square", "front", 1, "curls", _H[2], _S[3], "cowboy", _C[5], "none", _B[7]),
    Look("oval", "profile", 1, "pompadour", _H[7], _S[4], "suit_tie", _C[3], "glasses", _B[9]),
    Look("oval", "three_quarter", 1, "finger_waves", _H[3], _S[1], "gown", _C[2], "pearls", _B[1]),
    Look("long", "three_quarter", -1, "slick_part", _H[0], _S[5], "tuxedo", _C[0], "bow_tie", _B[3]),
    Look("oval", "front", -1, "updo", _H[6], _S[7], "boa", _C[6], "earrings", _B[8]),
    Look("round", "three_quarter", 1, "bob", _H[4], _S[0], "trench", _C[3], "cloche", _B[2]),
)

_faces = SurfaceCache(limit=60, max_bytes=2 << 20)


def job_face(j: int, d: int, used: bool = False) -> pygame.Surface:
    """Job j's figure in a disc of diameter d (greyed once the Job is used)."""
    return _faces.get_or_make((j, d, used), lambda: _disc(j, max(4, d), used))


def _disc(j, d, used):
    img = PT.portrait(f"h47-job-{j}", d, d, JOB_LOOKS[j]).copy()
    mask = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (d / 2, d / 2), d / 2)
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if used:
        img = pygame.transform.grayscale(img)
    pygame.draw.circle(img, (90, 70, 40), (d / 2, d / 2), d / 2, max(1, d // 14))
    return img
