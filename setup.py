"""The package list, the one build setting pyproject.toml cannot hold: `packages` there
either finds packages or lists them, and the wheel needs both: every package found under
cinetable/ (a new game's packages come in by themselves) and the top-level assets/ folder
installed as cinetable/assets (its mapping and files are in pyproject.toml)."""
from setuptools import find_namespace_packages, setup

setup(packages=find_namespace_packages(include=["cinetable*"], exclude=["*__pycache__"])
      + ["cinetable.assets"])
