"""TOML's dotted keys are tables (its specification: `a.b.c = v` is key c in table a.b): the
key's name is its last part, so a table's words (a sink's `request.headers`, a client's
`session`) do not qualify it. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.formats.ini import parse_ini, parse_toml
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1807)
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(30)) + "7q"
KEY_UUID = str(uuid.UUID(int=_RNG.getrandbits(128), version=4))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "kim", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


def test_a_dotted_key_is_its_last_part_in_its_tables() -> None:
    [field] = parse_toml('[outputs.http]\nrequest.headers.X-Token = "v"\n')
    assert field.key == "X-Token"
    assert field.parents == ("outputs", "http", "request", "headers")


def test_other_ini_files_keep_dotted_names_whole() -> None:
    [field] = parse_ini("spring.datasource.password = v\n")
    assert field.key == "spring.datasource.password"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # An HTTP sink's header under a table named for the request (Telegraf, Vector).
        ('[outputs.http]\nrequest.headers.Authorization = "SSWS {v}"\n', KEY),
        ('[sinks.pager]\ntype = "http"\nrequest.headers.X-Api-Key = "{v}"\n', KEY_UUID),
        # A dotted key at the top level, no section.
        ('request.auth.password = "{v}"\n', KEY),
    ],
)
def test_a_secret_under_a_dotted_key_is_found(rules: RuleSet, text: str, value: str) -> None:
    assert value in _values(rules, "pipeline.toml", text.format(v=value))


@pytest.mark.parametrize(
    "text",
    [
        '[sinks.pager]\nrequest.headers.Authorization = "Bearer ${PAGER_TOKEN}"\n',
        '[outputs.http]\nrequest.headers.X-Api-Key = "<your-api-key>"\n',
        f'[client]\nrequest.token.path = "/run/secrets/{KEY}.txt"\n',
        f'[client]\nrequest.secret.name = "{KEY_UUID}"\n',
        '[tls]\nclient.key.file = "/etc/pki/tls/private/client.key"\n',
    ],
)
def test_look_alikes_under_dotted_keys_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "pipeline.toml", text) == []


def test_hostile_dotted_keys_take_linear_time(rules: RuleSet) -> None:
    text = ("a." * 100 + "password = x\n") * 2_000 + "." * 200_000 + " = v\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "hostile.toml", part), text)
    assert linear, times
