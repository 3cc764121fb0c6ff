"""How the rulebook's prose is laid out, shared by the rulebook and the rule modules that
write its paragraphs (each rule's paragraph lives with its rule, plain text below the
console)."""

from __future__ import annotations


def paragraph(text: str) -> str:
    """A paragraph of the rulebook: filled within 80 columns, indented by two spaces,
    never breaking an option such as ``--draw-four-test`` at its hyphens."""
    import textwrap  # noqa: PLC0415 (only when the rules are printed)

    return textwrap.fill(
        " ".join(text.split()),
        width=78,
        initial_indent="  ",
        subsequent_indent="  ",
        break_on_hyphens=False,
        break_long_words=False,
    )


KeyRow = tuple[str, tuple[str, ...]]
"""A row of the rulebook's list of prompts: the prompt, and the lines that say what answers
it."""
