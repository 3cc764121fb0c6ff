"""``python -m uno_classic`` runs the ``uno-classic`` command."""

from .cli import main

main()
