"""A CLI's key or token given to the subcommand that stores it (`TOOL set api-key KEY`, `TOOL
set token TOKEN`) is a secret by its place, whatever its shape (64 hex digits too); one given to
a login by its short option (`TOOL login -t TOKEN`, `-k KEY`) is one where it looks random (`az
login -t` takes a tenant's id). Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(9027)
HEX64 = "".join(_RNG.choice("0123456789abcdef") for _ in range(64))
TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(40))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (".bash_history", "gpucloud set api-key {h}\n"),
        (".zsh_history", ": 1733390000:0;renderfarm set token {t}\n"),
        ("setup.sh", "sudo -u ops /opt/bin/tilectl set api_key '{t}'\n"),
        (".bash_history", "hostctl login -t {t}\n"),
        ("provision.sh", 'pipeline-cli auth login -k "{t}" --profile prod\n'),
    ],
)
def test_a_key_given_to_a_cli_that_stores_it_is_found(rules: RuleSet, path: str, text: str) -> None:
    found = values(rules, path, text.format(h=HEX64, t=TOKEN))
    assert found in ([HEX64], [TOKEN]), found


@pytest.mark.parametrize(
    "text",
    [
        "gpucloud set api-key $GPUCLOUD_KEY\n",
        "gpucloud set api-key <your-api-key>\n",
        "gpucloud set api-key\n",
        # A setting's name and value, a tenant's id, a login's other options.
        "gpucloud set token expiry 3600\n",
        "az login -t 7c1e4f0a-9b2d-4c3e-8f5a-6d7b8c9e0f1a\n",
        "hostctl login -t admin\n",
        "hostctl login -k ~/.config/hostctl/key.pem\n",
        # Prose.
        "Use `gpucloud set api-key` once; the key is then kept in ~/.gpucloud.\n",
    ],
)
def test_what_is_no_stored_key_is_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, ".bash_history", text) == []


def test_many_stored_keys_take_linear_time(rules: RuleSet) -> None:
    text = "x set api-key set token set api-key " * 20_000 + "\n"
    text += f"tool login -t {TOKEN}\n" * 5_000
    linear, times = text_grows_linearly(lambda part: values(rules, ".bash_history", part), text)
    assert linear, times
