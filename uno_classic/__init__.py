"""uno-classic: a retro, line-oriented console UNO game against rule-following computer players.

The layers, bottom up: ``cards``, ``rules``, ``game`` (the engine: no I/O, no global
randomness), ``strategies`` (computer players), ``simulation`` and ``report`` (headless
play), and ``cli`` (the ``uno-classic`` command).
"""

__version__ = "0.1.0"
