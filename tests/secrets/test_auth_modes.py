"""A variable named for how a tool authenticates (a CLI's ..._AUTH) holds a mode as often as a
credential: lower-case words joined by `_` there pick the way in, not the key. A random value
under the same name, and the same words under a token's or a password's name, are still found.
Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(2207)
TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(28)) + "Q7"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("jobs/stage_in.sh", "export STORECLI_AUTH=workload_identity"),
        ("jobs/stage_in.sh", "STORECLI_AUTH=resource_principal ./sync --all"),
        ("home/u/.bashrc", "export CLUSTER_AUTHENTICATION=session_token_file"),
        ("svc/.env", "STORECLI_AUTH=api_key"),
    ],
)
def test_a_mode_of_words_under_an_auth_name_is_not_reported(
    rules: RuleSet, path: str, line: str
) -> None:
    assert values(rules, path, line + "\n") == []


@pytest.mark.parametrize(
    ("path", "line", "secret"),
    [
        ("jobs/stage_in.sh", f"export STORECLI_AUTH={TOKEN}", TOKEN),
        # The same words under a secret's own name are the secret.
        ("jobs/stage_in.sh", "export STORECLI_PASSWORD=orbit_velvet_granite", None),
        # Four words or more under an auth name are a passphrase: no tool's mode is that long.
        ("svc/.env", "SMTP_AUTH=orbit_velvet_granite_lantern", None),
    ],
)
def test_values_under_auth_and_secret_names_are_still_found(
    rules: RuleSet, path: str, line: str, secret: str | None
) -> None:
    found = values(rules, path, line + "\n")
    assert found == [secret or line.partition("=")[2]]


def test_hostile_auth_assignments_take_linear_time(rules: RuleSet) -> None:
    # Words joined by `_` that end in one: each word could be split two ways by the regular
    # expression that tells words joined from random values, were it ambiguous (2**40 here).
    text = "".join(f"export X{i}_AUTH=" + "ab_" * 40 + "\n" for i in range(2000))
    linear, times = text_grows_linearly(lambda part: values(rules, "jobs/many.sh", part), text)
    assert linear, times
