"""A session from the command line's point of view: where keys come from, resuming a saved
game, saving one that did not finish, the crash log, the recording. All the file and
terminal handling around :func:`~uno_classic.console.run_session` lives here, so that the
click command stays a parser.
"""

from __future__ import annotations

import contextlib
import io
import os
import shlex
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Final, NoReturn, TextIO

from . import __version__, saves
from .console import Output, SessionEnd, ask, run_session
from .keys import EndOfInput, Interrupted, KeySource, StreamKeys, signals_interrupt
from .output import CRASH_STATUS, OUTPUT_CLOSED_STATUS, OutputClosed, Screen
from .screen import EXPLAIN
from .settings import SCREEN, Settings
from .variants import rule_option_args

if TYPE_CHECKING:
    from .console import GameResult
    from .stats import Recorder
    from .transcript import Transcript

COMMAND = "uno-classic"
LINE_MODE_NOTE = "KEYS ARE READ A LINE AT A TIME HERE: PRESS ENTER AFTER YOUR KEYS"
UNCLEARED_NOTE = "THIS TERMINAL (TERM=DUMB) CANNOT BE CLEARED: LOOK AWAY WHILE OTHERS PLAY"


def command_as_started(
    argv0: str, *, executable: str, path: str | None = None, windows: bool = os.name == "nt"
) -> str:
    """How to run this program again from the same place, for the resume hint: plain
    ``uno-classic`` when that is what the shell finds on ``path`` (default: ``PATH``), else
    the path it was started by (``.venv/bin/uno-classic`` after a virtual-environment
    install), or the interpreter with ``-m uno_classic`` when it was started that way.
    Quoted for a POSIX shell, or for Windows' cmd.exe on Windows."""
    import ntpath  # noqa: PLC0415 (these only for a game played: not for every command)
    import shutil  # noqa: PLC0415

    def quote(word: str) -> str:
        if windows:
            import subprocess  # noqa: PLC0415 (Windows only)

            return subprocess.list2cmdline([word])
        return shlex.quote(word)

    def program(name: str) -> str:
        # On Windows the launcher is uno-classic.exe, which argv[0] names without ".exe",
        # and file names are compared without regard to case.
        name = os.path.abspath(name)
        return ntpath.normcase(ntpath.splitext(name)[0]) if windows else name

    if Path(argv0).parts[-2:] == ("uno_classic", "__main__.py"):
        return f"{quote(executable)} -m uno_classic"
    found = shutil.which(COMMAND, path=path)
    if found is not None and program(found) == program(argv0):
        return COMMAND
    return quote(argv0)


def continue_line(command: str, number: int) -> str:
    """The last line of a stopped game: the command that continues it, by its save's ID, so
    that it continues this game even after another one is saved."""
    return f"TO CONTINUE THIS GAME: {command} --resume {number}"


def keyboard_available() -> bool:
    """Whether keys can be read one press at a time (POSIX terminals). Elsewhere (a Windows
    console) a terminal is read like a pipe, a line at a time."""
    try:
        import termios  # noqa: F401, PLC0415 (only asking whether it is there)
    except ImportError:
        return False
    return True


def rule_args(options: Settings) -> tuple[str, ...]:
    """The command line that deals the same games: every rule option, explicit (and the
    humans when there are several, their names and the assist when given: one human's
    recordings read as they always have; hints only when they are off)."""
    humans = ("--humans", str(options.humans)) if options.humans > 1 else ()
    return (
        "--seed", str(options.seed),
        *humans,
        "--opponents", str(options.opponents),
        *rule_option_args(options.rules, options.preset),
        "--strategy", options.strategy,
        *(("--names", ",".join(options.names)) if options.names else ()),
        *(("--assist",) if options.assist else ()),
        *(() if options.hints else ("--no-hints",)),
        *(("--protocol", options.protocol) if options.protocol != SCREEN else ()),
    )  # fmt: skip


INTERRUPTED_STATUSES: Final = frozenset({129, 130, 143})
"""SIGHUP, Ctrl-C (SIGINT) and SIGTERM: a session stopped from outside after its keys."""


class RecordedKeys:
    """A recorded session's keys, then the end that session had: a signal (status 129,
    130 or 143), the output closing (141), or otherwise the end of the input. A recording
    says how its session ended, and replaying it ends the same way."""

    interactive = False

    def __init__(self, keys: bytes, status: int) -> None:
        self._keys = StreamKeys(io.BytesIO(keys))
        self._status = status

    def read_key(self) -> str:
        """The next recorded key; then the session's end."""
        try:
            return self._keys.read_key()
        except EndOfInput:
            recorded_end(self._status)

    def pause(self, seconds: float) -> None:
        """A replay never waits."""

    def discard_typed_ahead(self) -> None:
        """A recording's keys are all meant: none is discarded."""


def recorded_end(status: int) -> NoReturn:
    """End a replayed session the way its recording says it ended (``status``): a signal
    (129, 130, 143) as :class:`Interrupted`, the output closing (141) as
    :class:`OutputClosed`, anything else as the end of the input."""
    if status in INTERRUPTED_STATUSES:
        raise Interrupted(status) from None
    if status == OUTPUT_CLOSED_STATUS:
        raise OutputClosed from None
    raise EndOfInput


def replay(args: tuple[str, ...], options: Settings, keys: bytes, status: int = 1) -> Transcript:
    """The transcript that feeding ``keys`` through a pipe gives, the session ending the
    way ``status`` says it did (see :class:`RecordedKeys`). A protocol session's keys are
    its answer lines, and its screen the lines it wrote."""
    from .transcript import Transcript  # noqa: PLC0415 (not at every start)

    screen = io.StringIO()
    if options.protocol != SCREEN:
        from .protocol import AnswerLines, run_protocol  # noqa: PLC0415 (machine play only)

        answers = AnswerLines(io.BytesIO(keys), at_end=lambda: recorded_end(status))
        ended = run_protocol(options, answers, screen)
        return Transcript(args, keys, ended.status, screen.getvalue())
    end = run_session(options, RecordedKeys(keys, status), screen)
    return Transcript(args, keys, end.status, screen.getvalue())


def resumable(state: Path, number: int | None, out: Output) -> saves.Stored | None:
    """The save ``--resume`` continues: the newest one this version can use, or the one
    listed as ``number``. None, having said why, when there is none."""
    try:
        entries = saves.stored(state)
    except OSError as error:
        out.write(f"THE SAVED GAMES IN {state} CANNOT BE READ: {reason(error)}\n")
        return None
    if number is None:
        entry = next((entry for entry in entries if entry.save), None)
        if entry is None:
            out.write("THERE IS NO SAVED GAME TO RESUME\n")
            if entries:  # only saves this version cannot use
                command = command_as_started(sys.argv[0], executable=sys.executable)
                out.write(f"SAVES THIS VERSION CANNOT USE ARE LISTED BY: {command} saves\n")
            return None
    else:
        entry = saves.find(entries, number)
        if entry is None:
            out.write(f"THERE IS NO SAVED GAME {number} TO RESUME\n")
            return None
    if entry.save is None:
        out.write(f"THE SAVED GAME {entry.path} CANNOT BE RESUMED: {entry.problem.upper()}\n")
        out.write("IT IS LEFT AS IT IS\n")
        return None
    return entry


def reason(error: OSError) -> str:
    """Why a file operation failed, in the game's upper case (``PERMISSION DENIED``)."""
    return (error.strerror or str(error)).upper()


def play(
    options: Settings,
    *,
    resume: bool,
    save_id: int | None = None,
    offer: bool = False,
    assist: bool | None = None,
    hints: bool | None = None,
    stats: bool = False,
    record: Path | None,
    color: bool,
    state: Path,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Play on this terminal or pipe (the process's own unless others are given); the exit
    status. ``resume`` continues the newest save, or the one listed as ``save_id``. Else,
    when ``offer`` is true (the command line did not name a game), a new game on a terminal
    first offers the newest save not declined before. A game resumed either way keeps the
    assist and the hints it was saved with, unless ``assist`` (``--assist`` or
    ``--no-assist``) or ``hints`` says. With ``stats``, a game played at a terminal is kept
    in the record of games (``uno-classic stats``)."""
    stdin = sys.stdin if stdin is None else stdin  # looked up now: tests swap them
    if stdin is None:  # started with its input closed (``<&-``): no key will ever come
        stdin = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    if options.protocol != SCREEN:
        return play_protocol(
            options, record=record, state=state, stdin=stdin, stdout=stdout or sys.stdout
        )
    screen = Screen(
        sys.stdout if stdout is None else stdout,
        color=color,
        clears=os.environ.get("TERM") != "dumb",
    )
    try:
        note_many_saves(state, screen)
        return _play(
            options,
            resume=resume,
            save_id=save_id,
            offer=offer,
            assist=assist,
            hints=hints,
            stats=stats,
            record=record,
            state=state,
            stdin=stdin,
            screen=screen,
        )
    except OutputClosed as closed:  # the reader went away; a game under way is saved
        return closed.status


def _play(
    options: Settings,
    *,
    resume: bool,
    save_id: int | None,
    offer: bool,
    assist: bool | None,
    hints: bool | None,
    stats: bool,
    record: Path | None,
    state: Path,
    stdin: TextIO,
    screen: Screen,
) -> int:
    """:func:`play` once its screen is set up."""
    entry: saves.Stored | None = None  # the save resumed, if any
    if resume:
        entry = resumable(state, save_id, screen)
        if entry is None:
            return 1
    try:
        with signals_interrupt():
            if stdin.isatty() and keyboard_available():
                from .terminal import TerminalKeys  # noqa: PLC0415 (prompt_toolkit: a tty only)

                with TerminalKeys(on_continue=screen.show_last_line_again) as keys:
                    # Asked only where the question can be seen: not when the screen goes
                    # to a pipe or a file (``| head`` would hold the unfinished line back).
                    if entry is None and offer and screen.on_terminal:
                        try:
                            entry = offer_resume(state, screen, keys)
                        except EndOfInput:  # Ctrl-D at the offer: leave, nothing started
                            screen.write("\n")
                            return 1
                    saved = resumed_save(entry, assist, hints)
                    note_uncleared(saved.options if saved else options, screen)
                    recorder = stats_recorder(stats, state, saved, options, screen)
                    pager = keys.page if screen.on_terminal else None
                    end = session(options, saved, keys, screen, pager=pager, recorder=recorder)
            else:
                if stdin.isatty():
                    screen.write(LINE_MODE_NOTE + "\n")
                saved = resumed_save(entry, assist, hints)
                note_uncleared(saved.options if saved else options, screen)
                recorder = stats_recorder(stats and stdin.isatty(), state, saved, options, screen)
                end = session(options, saved, StreamKeys(stdin.buffer), screen, recorder=recorder)
            # The session is over and the stopping signals are held (see hold_signals): a
            # closed window's later signals and failed writes cannot stop what follows.
            screen.stopping()
            played = saved.options if saved else options
            if record is not None:  # first, so that nothing can cost the recording
                transcript = replay(
                    rule_args(played), played, end.keys_used.encode("utf-8"), end.status
                )
                try:
                    record.write_text(transcript.text(), encoding="utf-8")
                except OSError as error:
                    screen.write(f"THE RECORDING COULD NOT BE WRITTEN: {reason(error)}\n")
            resumed = entry.id if entry else None
            key = recorder.key if recorder else saved.record if saved else ""
            finish(
                end,
                replace(played, delay=options.delay),
                screen,
                state,
                resumed=resumed,
                recorder=recorder,
                stats_key=key,
            )
            return end.status
    except Interrupted as late:
        # A signal before the session started (at the resume offer, or while the terminal
        # was being set up) ends the program with its own status and no traceback.
        with contextlib.suppress(OutputClosed):  # a closed terminal sends SIGHUP too
            screen.write("\nGAME INTERRUPTED\n")
        return late.status


def play_protocol(
    options: Settings, *, record: Path | None, state: Path, stdin: TextIO, stdout: TextIO
) -> int:
    """Machine play (``--protocol json``): answers read a line at a time from ``stdin``,
    JSON lines on ``stdout`` and nothing else; the exit status. Nothing is saved or kept
    in the record of games: a program replays its answers. A recording (``record``) holds
    the answer lines and the lines written; a failure to write it is one line on stderr,
    since stdout is the program's (what a strategy of one's own prints goes there too). A
    crash's log holds the answers up to it."""
    from .protocol import AnswerLines, run_protocol  # noqa: PLC0415 (machine play only)

    answers = AnswerLines(stdin.buffer)

    def log(crash: str) -> str:
        used = b"".join(answers.read).decode("utf-8", errors="replace")
        return str(crash_log(state, options, SessionEnd(CRASH_STATUS, used, "", False, crash)))

    # Standard output is the program's, JSON lines alone: what anything else prints on it
    # (a strategy of one's own) goes to standard error instead.
    with signals_interrupt(), contextlib.redirect_stdout(sys.stderr):
        ended = run_protocol(options, answers, stdout, crash_log=log)
        if record is not None:
            transcript = replay(rule_args(options), options, ended.answers, ended.status)
            try:
                record.write_text(transcript.text(), encoding="utf-8")
            except OSError as error:
                sys.stderr.write(f"THE RECORDING COULD NOT BE WRITTEN: {reason(error)}\n")
    return ended.status


def stats_recorder(
    stats: bool, state: Path, saved: saves.Save | None, options: Settings, screen: Screen
) -> Recorder | None:
    """What records this session's games in the record of games (``uno-classic stats``),
    when ``stats`` (keys from a terminal, ``--no-stats`` not given): a resumed game under
    its save's key, so that it stays one game there; a new session under a fresh key."""
    if not stats:
        return None
    from .stats import Recorder, new_key  # noqa: PLC0415 (not for a pipe)

    def say(line: str) -> None:
        screen.write(line + "\n")

    if saved is None:
        return Recorder(state, options, new_key(), say)
    return Recorder(state, saved.options, saved.record or new_key(), say)


def resumed_save(
    entry: saves.Stored | None, assist: bool | None, hints: bool | None = None
) -> saves.Save | None:
    """The save a session resumes, if any, with the assist and the hints the player chose
    now: neither changes the game, so each is the player's to turn on or off at any resume
    (the save then keeps the new choice); not chosen, each stays as the game was saved."""
    save = entry.save if entry else None
    if save is None:
        return save
    options = save.options
    chosen = replace(
        options,
        assist=options.assist if assist is None else assist,
        hints=options.hints if hints is None else hints,
    )
    return save if chosen == options else replace(save, options=chosen)


def note_many_saves(state: Path, out: Output) -> None:
    """More than :data:`saves.MANY` saves: said in one line at the start, naming the command
    that lists them and deletes them, since the game never deletes one to make room."""
    try:
        kept = saves.count(state)
    except OSError:  # an unreadable folder: --resume says so, and a new game plays on
        return
    if kept > saves.MANY:
        command = command_as_started(sys.argv[0], executable=sys.executable)
        out.write(f"{kept} SAVED GAMES ARE KEPT: SEE OR DELETE THEM WITH {command} saves\n")


def note_uncleared(options: Settings, screen: Screen) -> None:
    """Several humans at a terminal that cannot be cleared: hands stay on the screen, and
    the players are told so once, before the game."""
    if options.humans > 1 and screen.on_terminal and not screen.clears:
        screen.write(UNCLEARED_NOTE + "\n")


def offer_resume(state: Path, out: Output, keys: KeySource) -> saves.Stored | None:
    """On a terminal, a new game first offers the newest save not declined before, naming
    what it would resume. N keeps the save but does not offer it again."""
    try:
        entry = saves.to_offer(state)
    except OSError:  # a folder that cannot be read has nothing to offer
        return None
    if entry is None:
        return None
    from .save_list import describe  # noqa: PLC0415 (only when there is a save to offer)

    for line in describe(entry):
        out.write(line + "\n")
    if ask(out, keys, "RESUME SAVED GAME (Y/N)? ", "YN", explanation=EXPLAIN["resume"]) == "Y":
        return entry
    with contextlib.suppress(OSError):  # if it cannot be marked, it is offered again
        saves.decline(entry)
    command = command_as_started(sys.argv[0], executable=sys.executable)
    out.write(f"SAVE {entry.id} IS KEPT: {command} --resume {entry.id} CONTINUES IT\n")
    return None


def session(
    options: Settings,
    saved: saves.Save | None,
    keys: KeySource,
    out: Output,
    *,
    pager: Callable[[str], None] | None = None,
    recorder: Recorder | None = None,
) -> SessionEnd:
    """Run a new session, or the saved one from where it stopped. The help names the
    program as it was started; ``pager`` shows the whole rules at a terminal; ``recorder``
    records each game that ends."""
    program = command_as_started(sys.argv[0], executable=sys.executable)
    on_game_over: Callable[[GameResult], None] | None = recorder.game_over if recorder else None
    if saved is None:
        return run_session(
            options, keys, out, program=program, pager=pager, on_game_over=on_game_over
        )
    return run_session(
        replace(saved.options, delay=options.delay),
        keys,
        out,
        resume=saved.keys,
        program=program,
        pager=pager,
        carried=saved.progress,
        on_game_over=on_game_over,
    )


def finish(
    end: SessionEnd,
    options: Settings,
    out: Screen,
    state: Path,
    *,
    resumed: int | None,
    recorder: Recorder | None = None,
    stats_key: str = "",
) -> None:
    """Remove the save a finished session was ``resumed`` from (a new game of the same
    number leaves an older save alone); save an unfinished one that holds an answer the game
    accepted, in the save it was resumed from (which stays, answers or not) or a new one,
    with the key of its game in the record of games (``stats_key``); record that game,
    unfinished, through ``recorder``; log a crash. What is saved never depends on the
    screen: a closed output still gets its game saved."""
    if end.finished:
        if resumed is not None:
            try:
                saves.remove_game(state, resumed, options)
            except OSError as error:
                out.write(f"THE SAVE OF THIS GAME COULD NOT BE REMOVED: {reason(error)}\n")
        if recorder is not None:
            recorder.stopped(end.game)  # (recorded already, unless its end was cut short)
        return
    number = None
    kept = resumed is not None or bool(end.resume_keys)  # a stop before any answer: nothing
    try:
        if kept:
            save = saves.Save(options, end.resume_keys, end.progress, record=stats_key)
            number = saves.write(state, save, resumed=resumed)
    except OSError as error:
        out.write(f"THE GAME COULD NOT BE SAVED: {reason(error)}\n")
    if recorder is not None and kept:
        recorder.stopped(end.game)
    if end.crash is not None:
        log = crash_log(state, options, end)
        # A strategy's failure has said its own line: what follows is where its traceback is.
        what = "" if end.failed else "AN INTERNAL ERROR STOPPED THE GAME; "
        out.write(f"{what}THE DETAILS ARE IN {log}\n")
    if number is not None and not out.output_closed:  # nobody to tell: spare the command
        command = command_as_started(sys.argv[0], executable=sys.executable)
        out.write(continue_line(command, number) + "\n")
        out.flush()


def crash_log(state: Path, options: Settings, end: SessionEnd) -> Path:
    """Write what a bug report needs: version, command line, keys, traceback (a strategy
    of one's own that failed: the same, which its writer needs)."""
    return write_crash_log(
        state,
        options.seed,
        [f"options: {shlex.join(rule_args(options))}", f"keys: {end.keys_used!r}"],
        end.crash or "",
    )


def write_crash_log(state: Path, seed: int, lines: list[str], traceback: str) -> Path:
    """A crash log in the state folder, readable by its owner only: the version, the
    command line, ``lines``, then the traceback; its path."""
    saves.make_folder(state)
    path = state / f"crash-{seed}-{time.strftime('%Y%m%d-%H%M%S')}.log"
    return saves.write_private(
        path,
        f"uno-classic {__version__}\n"
        f"command line: {' '.join(sys.argv)}\n" + "".join(line + "\n" for line in lines) + "\n"
        f"{traceback}",
    )
