"""The option table is the one list of the rule options: every other place that names them
derives from it, so it must hold every option, and say each one's values rightly."""

from __future__ import annotations

from dataclasses import fields

import pytest

from uno_classic import saves
from uno_classic.variants import OPTIONS, PRESETS, RULE_OPTIONS, Rules, option_value, parse_option

TABLE_SETTINGS = {"players", "turn_limit"}
"""The fields of Rules that are no rule option: the table's size, and the cut-off of a
stuck hand, which no command line sets."""


def test_every_rule_option_of_rules_has_a_row_and_every_row_a_field():
    assert {field.name for field in fields(Rules)} - TABLE_SETTINGS == set(RULE_OPTIONS)


def test_a_save_holds_every_option_of_the_table():
    assert set(RULE_OPTIONS) <= set(saves.SAVED_FIELDS)


@pytest.mark.parametrize("preset", PRESETS)
def test_each_option_reads_back_the_value_it_writes(preset):
    rules = PRESETS[preset]
    for name in RULE_OPTIONS:
        assert parse_option(name, option_value(rules, name)) == getattr(rules, name)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"uno_cards": 3}, "uno_cards must be 2 or 4, not 3"),
        ({"target": 0}, "target must be at least 1, not 0"),
        ({"uno_penalty": 1.0}, "uno_penalty must be at least 0 and below 1, not 1.0"),
        ({"deck": "party"}, "deck must be a Deck"),
        ({"jump_in": 1}, "jump_in must be True or False"),
    ],
)
def test_rules_refuse_a_value_its_row_does_not_have(changes, message):
    with pytest.raises(ValueError, match=f"^{message}$"):
        Rules(**changes)


def test_a_closed_list_of_values_is_what_the_command_line_offers():
    offered = {option.name: option.values.texts() for option in OPTIONS}
    assert offered["take"] == ("play", "keep", "until-playable")
    assert offered["uno_cards"] == ("2", "4")
    assert offered["target"] == offered["uno_penalty"] == offered["jump_in"] == ()


@pytest.mark.parametrize("preset", PRESETS)
def test_no_preset_turns_a_flag_on(preset):
    # A flag is given bare (--jump-in) and only ever turns its rule on: were a preset to
    # turn one on, no command line could turn it off, and a recording of that preset
    # would name it nowhere. A rule a rule text turns on is a named choice, not a flag.
    flags = [option.name for option in OPTIONS if option.is_flag]
    assert flags  # (7-0 and jump-in)
    assert [name for name in flags if getattr(PRESETS[preset], name)] == []


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"target": 0, "uno_cards": 3}, "target must be at least 1, not 0"),
        ({"uno_penalty": 1.0, "deck": "party"}, "uno_penalty must be at least 0 and below 1"),
        ({"uno_cards": 3, "deck": "party"}, "uno_cards must be 2 or 4, not 3"),
    ],
)
def test_with_two_bad_values_the_numbers_are_named_first(changes, message):
    # As the checks were written before the option table: a save damaged in two places
    # is still named by the same value.
    with pytest.raises(ValueError, match=message):
        Rules(**changes)
