"""Every command README.md and docs/*.md show, run as shown and compared with what the page
says it prints.

A fenced block is checked when the line before it ends a comment ``<!-- check -->``, or
``<!-- check: OPTION; OPTION -->`` (on as many lines as it needs). In a ``console`` block
each ``$ `` line is a command, run in bash, and the lines under it are its standard
output, all of it, where a line ``...`` stands for any number of lines; an ``sh`` block
is commands whose output is not shown; a ``pycon`` block is a Python session, run by
doctest in a namespace of its own. The options: ``status N`` (every shown command exits
with N; 0 by default), ``setup COMMAND`` (run first, unseen), ``long`` (minutes: run only
with ``--long``), ``vary REGEX`` (what this machine decides, a time or a speed: replaced
by ``~`` on both sides before comparing), ``python X.Y.Z`` (the output is compared on that
Python alone) and ``no-path`` (``uno-classic`` is not on ``PATH``). docs/developing.md
says more; tests/test_docs.py runs the quick blocks.

    .venv/bin/python tools/doc_check.py               # the quick blocks of every page
    .venv/bin/python tools/doc_check.py --long        # the long ones (minutes to an hour)
    .venv/bin/python tools/doc_check.py --long docs/performance.md --only startup
"""

from __future__ import annotations

import argparse
import doctest
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
BIN: Final = Path(sys.executable).parent
SYSTEM_PATH: Final = "/usr/bin:/bin"
RUN: Final = ("console", "sh", "pycon")
"""The languages of the blocks that are run, and so must be checked."""
CI_MARKERS: Final = ("ci-play-command", "ci-test-command")
"""Comments before the README's two commands, which .ci/run reads and runs."""
RUNNERS: Final = {"python", "python3", "pytest", "pip", "bash", "printf", "eval", "source"}
"""Words that start a command when something follows them (alone they only name a tool)."""


LEAKS: Final = {"BASH_ENV", "ENV", "CDPATH", "PYTHONPATH", "PYTHONSAFEPATH", "PYTHONHOME"}
"""Settings of the caller's that would change what a block's shell or Python does."""


def pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


@dataclass(frozen=True)
class Options:
    status: int = 0
    setup: tuple[str, ...] = ()
    long: bool = False
    vary: str | None = None
    python: str | None = None
    no_path: bool = False


def parse_options(text: str) -> Options:
    """``status 1; setup printf S | uno-classic; long`` as :class:`Options`."""
    found: dict[str, object] = {"setup": ()}
    for option in filter(None, (part.strip() for part in text.split(";"))):
        name, _, value = option.partition(" ")
        if name in ("long", "no-path") and not value:
            found[name.replace("-", "_")] = True
        elif name == "status" and value.isdigit():
            found["status"] = int(value)
        elif name == "setup" and value:
            found["setup"] = (*found["setup"], value)  # type: ignore[misc]
        elif name in ("vary", "python") and value:
            found[name] = value.strip()
        else:
            raise ValueError(f"unknown check option {option!r}")
    return Options(**found)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Block:
    """A fenced block of a page, with the comment before it, if any."""

    page: str
    line: int
    language: str
    lines: tuple[str, ...]
    comment: str = ""
    options: Options | None = field(default=None, compare=False)

    @property
    def where(self) -> str:
        return f"{self.page}:{self.line}"

    def steps(self) -> list[tuple[str, list[str]]]:
        """Each command as written, with the output the page shows for it (an ``sh`` line
        shows none); a console line before the first command is kept as one with no
        command, which the pages' check reports."""
        if self.language == "sh":
            return [(line, []) for line in self.lines if line.strip()]
        steps: list[tuple[str, list[str]]] = []
        for line in self.lines:
            if line.startswith("$ "):
                steps.append((line[2:], []))
            elif not steps:
                steps.append(("", [line]))
            else:
                steps[-1][1].append(line)
        return steps


def normalized(command: str) -> str:
    """A command as written, whitespace runs made one space, a trailing comment dropped and
    a table's ``\\|`` read as ``|``."""
    command = re.sub(r"\s+#\s.*$", "", command).replace("\\|", "|")
    return " ".join(command.split())


def blocks(text: str, page: str) -> list[Block]:
    """The fenced blocks of ``text``, each with the comment on the line before it."""
    found = []
    lines = text.splitlines()
    at = 0
    while at < len(lines):
        opening = re.fullmatch(r"```(\w*)\s*", lines[at])
        if opening is None:
            at += 1
            continue
        end = next((n for n in range(at + 1, len(lines)) if lines[n].rstrip() == "```"), None)
        if end is None:
            raise ValueError(f"line {at + 1}: a fence never closed")
        start = at - 1  # a comment before the fence may take several lines
        while start > 0 and lines[at - 1].endswith("-->") and not lines[start].startswith("<!--"):
            start -= 1
        before = " ".join(line.strip() for line in lines[max(start, 0) : at])
        comment = re.fullmatch(r"<!-- (.*) -->", before)
        body = comment[1] if comment else ""
        options = None
        if body == "check" or body.startswith("check:"):
            options = parse_options(body.removeprefix("check").removeprefix(":"))
        found.append(Block(page, at + 1, opening[1], tuple(lines[at + 1 : end]), body, options))
        at = end + 1
    return found


def read_pages() -> dict[str, str]:
    """Each page's text, by its path from the checkout."""
    return {str(path.relative_to(ROOT)): path.read_text(encoding="utf-8") for path in pages()}


def every_block() -> list[Block]:
    return [block for page, text in read_pages().items() for block in blocks(text, page)]


# --------------------------------------------------------------------------- comparing


def shows(shown: Sequence[str], printed: Sequence[str], vary: str | None = None) -> bool:
    """Whether ``printed`` is the output ``shown``: line for line, trailing spaces aside,
    where a shown ``...`` is any number of lines and ``vary`` matches are alike."""

    def plain(line: str) -> str:
        return re.sub(vary, "~", line.rstrip()) if vary else line.rstrip()

    pattern = "".join(
        r"(?:[^\n]*\n)*?" if line == "..." else re.escape(plain(line)) + r"\n" for line in shown
    )
    return re.fullmatch(pattern, "".join(plain(line) + "\n" for line in printed)) is not None


def first_difference(shown: Sequence[str], printed: Sequence[str]) -> str:
    """A line the page shows that is nowhere in the output, for the report."""
    ends = [line.rstrip() for line in printed]
    missing = [line for line in shown if line != "..." and line.rstrip() not in ends]
    return f"not printed: {missing[0]!r}" if missing else "the lines are printed in another order"


# --------------------------------------------------------------------------- running


def environment(options: Options, home: Path, state: Path) -> dict[str, str]:
    path = SYSTEM_PATH if options.no_path else f"{BIN}{os.pathsep}{SYSTEM_PATH}"
    if options.long:
        path = f"{BIN}{os.pathsep}{os.environ.get('PATH', SYSTEM_PATH)}"
    env = {name: value for name, value in os.environ.items() if name not in LEAKS}
    env.update(PATH=path, XDG_STATE_HOME=str(state), HISTFILE="")
    if not options.long:  # nothing of the reader's, and no bytecode through the links
        env.update(HOME=str(home), PYTHONDONTWRITEBYTECODE="1")
    return env


def quick_folder(under: Path) -> Path:
    """A fresh folder as the docs assume a checkout: ``.venv`` (this installation), tools/,
    benchmarks/ and examples/, and a copy of transcripts/ (a block may rewrite it)."""
    folder = under / "work"
    folder.mkdir()
    (folder / ".venv").symlink_to(BIN.parent, target_is_directory=True)
    for name in ("tools", "benchmarks", "examples"):
        (folder / name).symlink_to(ROOT / name, target_is_directory=True)
    shutil.copytree(ROOT / "transcripts", folder / "transcripts")
    return folder


def run_shell(block: Block) -> list[str]:
    """What is wrong with a ``console`` or ``sh`` block's commands (nothing: it is right)."""
    options = block.options or Options()
    problems = []
    with tempfile.TemporaryDirectory(prefix="uno-docs-") as temporary:
        under = Path(temporary)
        (under / "home").mkdir()
        env = environment(options, under / "home", under / "state")
        cwd = ROOT if options.long else quick_folder(under)
        for command in options.setup:
            subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True,
                           stdin=subprocess.DEVNULL, check=False, timeout=120)  # fmt: skip
        for command, shown in block.steps():
            try:
                done = subprocess.run(
                    ["bash", "-c", command], cwd=cwd, env=env, capture_output=True, text=True,
                    stdin=subprocess.DEVNULL, check=False, timeout=None if options.long else 120,
                )  # fmt: skip
            except subprocess.TimeoutExpired:
                problems.append(f"$ {command}: still running after 120 s")
                break
            printed = done.stdout.splitlines()
            if "Traceback (most recent call last)" in done.stderr:
                problems.append(f"$ {command}: a traceback: {done.stderr.strip()[-300:]}")
            elif done.returncode != options.status:
                tail = " | ".join((done.stdout + done.stderr).strip().splitlines()[-3:])
                problems.append(f"$ {command}: status {done.returncode}, not {options.status}"
                                f": {tail}")  # fmt: skip
            elif options.python not in (None, platform.python_version()):
                continue  # another Python runs other bytecode: the status alone
            elif shown and block.language == "console" and not shows(shown, printed, options.vary):
                problems.append(f"$ {command}: {first_difference(shown, printed)}")
    return problems


def run_pycon(block: Block) -> list[str]:
    """What is wrong with a Python session: doctest's report of each failed example."""
    test = doctest.DocTestParser().get_doctest(
        "\n".join(block.lines) + "\n", {}, block.where, block.page, block.line
    )
    report: list[str] = []
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test, out=report.append, clear_globs=False)
    return ["".join(report).strip()] if runner.failures else []


def run(block: Block) -> list[str]:
    """What is wrong with a checked block (nothing: the page is right)."""
    return run_pycon(block) if block.language == "pycon" else run_shell(block)


# --------------------------------------------------------------------------- the pages


def runs_something(text: str) -> bool:
    """Whether an inline span is a command: the program by any path, or one of
    :data:`RUNNERS` with arguments, after any ``NAME=value`` settings; a placeholder in
    capitals (``ID``, ``FILE...``) or a trailing ``...`` makes it syntax instead."""
    words = text.split()
    while words and re.fullmatch(r"[A-Z_][A-Z0-9_]*=\S*", words[0]):
        words = words[1:]
    if not words or text.endswith("...") or any(re.fullmatch(r"[A-Z]+\S*", w) for w in words):
        return False
    program = words[0].rsplit("/", 1)[-1]
    return program == "uno-classic" or (program in RUNNERS and len(words) > 1)


def runs_anything(block: Block) -> bool:
    """Whether a block runs a command or an example, and shows nothing before its first."""
    if block.language == "pycon":
        return bool(doctest.DocTestParser().get_examples("\n".join(block.lines) + "\n"))
    steps = block.steps()
    return bool(steps) and all(command for command, _ in steps)


def commands(found: Sequence[Block]) -> set[str]:
    """Every command the checked blocks run, and the two CI runs, as inline spans are
    compared with them."""
    found_commands = {
        command
        for block in found
        if block.options is not None or block.comment in CI_MARKERS
        if block.language != "pycon"
        for command, _ in block.steps()
    }
    return {normalized(command) for command in found_commands}


def inline_commands(text: str) -> Iterator[str]:
    outside = re.sub(r"^```\w*\n.*?^```$", "", text, flags=re.MULTILINE | re.DOTALL)
    for span in re.findall(r"`([^`\n]+)`", outside):
        if runs_something(normalized(span)):
            yield normalized(span)


def problems_of_pages(texts: dict[str, str]) -> list[str]:
    """What is wrong with the pages as pages: a run block left unchecked, a command in a
    block never run, an inline command that no checked block runs, an unknown option."""
    problems = []
    found: list[Block] = []
    for page, text in texts.items():
        try:
            found += blocks(text, page)
        except ValueError as error:  # an unknown option, or a fence never closed
            problems.append(f"{page}: {error}")
    for block in found:
        checked = block.options is not None or block.comment in CI_MARKERS
        if block.language in RUN and not checked:
            problems.append(f"{block.where}: a {block.language} block with no <!-- check -->")
        if block.language not in RUN and any(line.startswith("$ ") for line in block.lines):
            problems.append(f"{block.where}: a $ command in a block that is not run")
        elif block.language not in RUN and checked:
            problems.append(f"{block.where}: a checked block must be console, sh or pycon")
        elif checked and not runs_anything(block):
            problems.append(f"{block.where}: a checked block that runs nothing")
        elif block.language == "pycon" and block.options not in (None, Options()):
            problems.append(f"{block.where}: a Python session takes no options")
    run_anywhere = commands(found)
    for page, text in texts.items():
        for command in inline_commands(text):
            if command not in run_anywhere:
                problems.append(f"{page}: `{command}` is run by no checked block")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    """Run the chosen blocks, one line each; 1 if any is wrong or the pages are."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("pages", nargs="*", help="only these pages (README.md, docs/x.md)")
    parser.add_argument("--long", action="store_true", help="the long blocks instead")
    parser.add_argument("--only", default="", help="only blocks whose text contains this")
    parser.add_argument("--list", action="store_true", help="list the blocks, run nothing")
    args = parser.parse_args(argv)
    args.pages = [os.path.relpath(Path(page).resolve(), ROOT) for page in args.pages]
    if unknown := sorted(set(args.pages) - set(read_pages())):
        parser.error(f"not a page of the docs: {', '.join(unknown)}")
    wrong = problems_of_pages(read_pages())
    for problem in wrong:
        print(f"WRONG {problem}")
    for block in every_block():
        if block.options is None or block.options.long != args.long:
            continue
        if args.pages and block.page not in args.pages:
            continue
        if args.only not in "\n".join(block.lines):
            continue
        first = next(iter(block.steps()), ("python session", []))[0]
        if args.list:
            print(f"{block.where} $ {first}")
            continue
        started = time.perf_counter()
        problems = run(block)
        verdict = "WRONG" if problems else "ok"
        print(f"{verdict:<5} {block.where} $ {first} ({time.perf_counter() - started:.0f} s)",
              flush=True)  # fmt: skip
        for problem in problems:
            print(f"      {problem}", flush=True)
        wrong += problems
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
