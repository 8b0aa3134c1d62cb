"""cinetable: four film-industry tabletop games played against bots."""

__version__ = "0.1.0"
