"""Passwords given to an XMPP server's admin tool as it creates an account (`prosodyctl register
USER HOST PASSWORD`, `ejabberdctl register USER HOST PASSWORD`), a random password that starts
with a dash among a synopsis's arguments, and a tool's secret option right after an option that
takes no value (`ccdc_activator -a -k KEY`). Values are generated here; the look-alikes are
references, help, options and placeholders."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"register-{size}-{seed}")
    return "Qm4" + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(size - 3)
    )


CHAT = _r(14, seed=1)
BRIDGE = _r(22, seed=2)
DASHED = "-" + _r(18, seed=3)


def test_xmpp_account_passwords_are_found(rules: RuleSet) -> None:
    script = (
        "#!/bin/sh\n"
        f"ejabberdctl register alice xmpp.lab.example.org '{CHAT}'\n"
        f'/usr/bin/prosodyctl register bridge conference.lab.example.org "{BRIDGE}"\n'
    )
    assert found(rules, "deploy/xmpp-accounts.sh", script) == [(2, CHAT), (3, BRIDGE)]


def test_a_random_password_that_starts_with_a_dash_is_an_argument(rules: RuleSet) -> None:
    history = f"sudo prosodyctl register jicofo auth.video.lab.org {DASHED}\n"
    assert values(rules, ".bash_history", history) == [DASHED]


def test_options_references_and_help_are_not_reported(rules: RuleSet) -> None:
    history = (
        'prosodyctl register jvb auth.video.lab.org "$JVB_SECRET"\n'
        "prosodyctl register --help\n"
        "prosodyctl register alice lab.org --verbose-output-now\n"
        "ejabberdctl register bob lab.org\n"
        "ejabberdctl registered_users lab.org\n"
        "prosodyctl adduser carol@lab.org\n"
    )
    assert found(rules, ".bash_history", history) == []


def test_a_secret_option_after_an_option_without_value_is_read(rules: RuleSet) -> None:
    key = "K7P2QX-M4TZ9B-W8N3RC-J5V6HD-Y2F7LS-G9Q4XA"
    history = (
        f"/opt/CCDC/ccdc_activator -A -a -k {key}\n"
        "ccdc_activator -a -k XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX\n"
        "ccdc_activator --help\n"
    )
    assert found(rules, ".bash_history", history) == [(1, key)]


def test_hostile_register_and_option_lines_take_linear_time(rules: RuleSet) -> None:
    text = "prosodyctl register " * 40_000 + "\n" + "ccdc_activator" + " -a" * 100_000 + "\n"
    text += "ejabberdctl register a b " + "-Xy1" * 50_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, ".bash_history", part), text)
    assert linear, times
