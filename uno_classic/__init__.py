"""uno-classic: a retro, line-oriented console UNO game against rule-following computer players.

The layers, bottom up (a module imports only from its own layer and those below):

- the engine, no I/O and no global randomness: ``cards`` (the cards and decks), ``records``
  (immutable records), ``randomness`` (seeded streams), ``variants`` (``Rules``, the presets
  and the option table: ``choices``, ``options``, ``game_rules``, ``presets``,
  ``combinations``) with one home per rule (``variants.challenge``, ``stacking``,
  ``party_cards``, ``seven_zero``, ``jump_in``, ``take``, ``first_card``), what they share
  (``variants.figures`` for ``simulate``, ``variants.prose`` for the rulebook) and the
  order in which they join a turn (``variants.turn``, against ``variants.game_state``),
  ``rules``
  (which plays are legal), ``view`` (what a seated player can see), ``questions`` (the
  questions and their answers), ``events`` (what happened) and ``game`` (the shared core
  of the rules, as a state machine);
- the computer players: ``strategies`` (``easy`` and ``normal``), ``search`` (``hard``),
  ``inference`` (what the table reads of each hand, which ``hard`` samples from),
  ``levels`` (the levels by name) and ``settings`` (what decides a session: the rules, the
  seats and the computers' levels, as one value);
- headless play: ``simulation`` and ``report`` (``uno-classic simulate``);
- text and keys: ``screen`` (the shared lines; each rule's own are in its home),
  ``rulebook`` (``uno-classic rules``),
  ``keys``, ``terminal`` and ``keyboard`` (where keys come from, and who has them),
  ``output`` (where the screen goes), ``transcript`` (whole sessions in a file) and
  ``console`` (the game at the keyboard);
- the session and the command: ``saves`` and ``save_list`` (saved games), ``play`` (a
  session), ``watch`` (a recorded game played again), ``cli`` (the ``uno-classic``
  command) and ``__main__``.
"""

__version__ = "0.1.0"
