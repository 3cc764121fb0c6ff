"""The tests of the rule options, one home per rule, as ``uno_classic/variants/`` has one module
per rule: ``test_<rule>.py`` builds a situation under the rule and checks its outcome, as the
engine plays it (these are the *rule tests*, marked ``rules``: the mutation checklist's guard,
see tools/mutants.py); ``test_<rule>_screen.py`` holds the same rule as a player meets it (the
screen, the keys, the command line). ``test_options*.py`` hold what is about the option
machinery itself, ``test_decks*.py`` the decks' colors; ``helpers.py`` what several files share.

Every expected hand, turn, count and score in the rule tests is worked out from the situation
by hand; the tables they deal keep every card of the deck in play, and many tests end by
counting the deck's cards, which must all still be in play.
"""
