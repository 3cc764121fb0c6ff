"""uno-classic: a retro, line-oriented console UNO game against rule-following computer players.

The layers, bottom up: ``cards``, ``rules``, ``game`` (the engine: no I/O, no global
randomness), ``strategies`` (computer players), ``simulation`` and ``report`` (headless
play), and ``cli`` (the ``uno-classic`` command).
"""

__version__ = "0.1.0"

# Loads the computer players first, whichever module is imported first: ``strategies``
# registers ``hard`` from ``search``, which builds on ``strategies`` (imported the other way
# round, ``search`` would find its own class not yet defined).
from . import strategies as _strategies  # noqa: F401
