"""Passwords OTRS's and Znuny's console sets (`otrs.Console.pl Admin::User::SetPassword USER
PASSWORD`, the customer form alike), in histories and setup scripts. Values are generated here;
the look-alikes are references and the console's other commands."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet


def _r(size: int, seed: int) -> str:
    rng = random.Random(f"otrs-{size}-{seed}")
    return "aZ7." + "".join(
        rng.choice(string.ascii_letters + string.digits + "*!") for _ in range(size - 4)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


AGENT = _r(16, seed=1)
CUSTOMER = _r(18, seed=2)


def test_passwords_the_console_sets_are_found(rules: RuleSet) -> None:
    history = (
        "sudo -u otrs /opt/otrs/bin/otrs.Console.pl Maint::Cache::Delete\n"
        "sudo -u otrs /opt/otrs/bin/otrs.Console.pl Admin::User::SetPassword"
        f" root@localhost '{AGENT}'\n"
        f"bin/otrs.Console.pl Admin::CustomerUser::SetPassword jdoe {CUSTOMER}\n"
    )
    assert _found(rules, ".bash_history", history) == [(2, AGENT), (3, CUSTOMER)]


def test_referenced_passwords_and_other_console_commands_are_not_reported(
    rules: RuleSet,
) -> None:
    history = (
        'bin/otrs.Console.pl Admin::User::SetPassword root@localhost "$ZNUNY_ADMIN_PW"\n'
        "bin/otrs.Console.pl Admin::User::Add --user-name agent1 --first-name A --last-name B\n"
        "bin/otrs.Console.pl Admin::User::SetPassword --help\n"
        f"bin/otrs.Console.pl Admin::User::Set root@localhost {AGENT}\n"
    )
    assert _found(rules, ".bash_history", history) == []
