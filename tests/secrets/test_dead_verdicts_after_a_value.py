"""A remark after a value may give its verdict as what took the value now refusing it ("-- removed
from every vehicle …; the vehicles reject it now") or, after a pair, as "both invalid since"
said once of the two ("access key X, secret\\nY -- both invalid since."): the values are dead.
The attack: a removal alone ("removed from the repo"), a refusal now and then, a pair said to
be in use since, and "invalid since" giving a reason leave the values reported."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _random(length: int, seed: int) -> str:
    rng = random.Random(seed)
    drawn = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(length - 2))
    return "k" + drawn + "7"


def test_a_value_its_takers_now_reject_is_not_reported(rules: RuleSet) -> None:
    phrase = _random(20, 1)
    notes = (
        f"Old passphrase: `{phrase}` -- removed from every vehicle with `signing remove` on\n"
        "12/10 and replaced above; the vehicles reject it now.\n"
    )
    assert values(rules, "uav/notes/signing.md", notes) == []


def test_a_removal_alone_or_a_refusal_now_and_then_leaves_it_reported(rules: RuleSet) -> None:
    first, second = _random(20, 2), _random(20, 3)
    notes = (
        f"Old passphrase: `{first}` -- removed from the repo on 12/10.\n\n"
        f"Ground passphrase: `{second}` -- set on 12/10; the radios reject it now and then.\n"
    )
    assert values(rules, "uav/notes/signing.md", notes) == [first, second]


def test_a_pair_said_both_invalid_is_not_reported(rules: RuleSet) -> None:
    key, secret = _random(22, 4), _random(46, 5)
    notes = (
        "- Crusoe: the personal key was used for the first test --\n"
        f"  access key {key}, secret\n  {secret} -- both invalid since.\n"
    )
    assert values(rules, "burst/notes.md", notes) == []


def test_a_pair_in_use_or_invalid_for_a_reason_stays_reported(rules: RuleSet) -> None:
    key, secret, token = _random(22, 6), _random(46, 7), _random(40, 8)
    notes = (
        "- Crusoe: the project key for the burst nodes --\n"
        f"  access key {key}, secret\n  {secret} -- both in use since 14/11.\n"
        f"- api token {token} is invalid since it has a space\n"
    )
    assert values(rules, "burst/notes.md", notes) == [key, secret, token]


def test_a_commented_out_setting_called_the_old_one_is_not_reported(rules: RuleSet) -> None:
    live, old, older = _random(20, 9), _random(20, 10), _random(20, 11)
    script = (
        f"CACHET_TOKEN={live}\n"
        f"# CACHET_TOKEN={old}   <- regenerado en octubre, el anterior ya no autentica\n"
        f"# STATUS_TOKEN={older}  <- regenerated in October, the old one no longer works\n"
    )
    assert values(rules, "status/update_component.sh", script) == [live]


def test_the_old_one_said_on_a_line_in_use_or_beside_a_new_one_stays_reported(
    rules: RuleSet,
) -> None:
    live, kept = _random(20, 12), _random(20, 13)
    script = (
        f"CACHET_TOKEN={live}   # regenerado en octubre, el anterior ya no autentica\n"
        f"# STATUS_TOKEN={kept}  <- the new one, the old one no longer works\n"
    )
    assert values(rules, "status/update_component.sh", script) == [live, kept]


def test_a_connection_string_said_to_have_stopped_working_is_not_reported(
    rules: RuleSet,
) -> None:
    # The verdict comes after the rest of the URL the password is in, its sentence wrapped.
    password = _random(14, 11)
    notes = (
        "- The trial org was closed; its old connection string\n"
        f"  `mongodb+srv://olivia:{password}@cluster0.ab1cd.example.net` stopped working when the\n"
        "  org was deleted (2026-06).\n"
    )
    assert values(rules, "db/notes.md", notes) == []


def test_a_connection_string_that_stopped_working_for_a_while_stays_reported(
    rules: RuleSet,
) -> None:
    # A fault of the moment, and a string that still works after one did not, are live.
    first, second = _random(14, 12), _random(14, 13)
    notes = (
        f"- `mongodb://app:{first}@db1.example.net/app` stopped working for a while, fixed.\n"
        f"- `mongodb://app:{second}@db2.example.net/app` stopped working in May, still works now\n"
    )
    assert values(rules, "db/notes.md", notes) == [first, second]
