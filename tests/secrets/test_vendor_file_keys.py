"""Keys known by their file's header or their vendor's shape: a Tarsnap key file (its
`# START OF TARSNAP KEY FILE` line and base64 body), a Stormglass API key (two time-based UUIDs
joined by "-") in a file that names Stormglass, and the Redis password in Casdoor's
`redisEndpoint` (HOST:PORT,DB,PASSWORD). Values are made here."""

from __future__ import annotations

import base64
import random

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(8383)


def _tarsnap_file() -> str:
    body = base64.b64encode(_RNG.randbytes(240)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "\n".join(["# START OF TARSNAP KEY FILE", *lines, "# END OF TARSNAP KEY FILE"]) + "\n"


def _uuid1() -> str:
    hexes = "".join(_RNG.choices("0123456789abcdef", k=24))
    return f"{hexes[:8]}-{hexes[8:12]}-11ef-{hexes[12:16]}-0242ac130003"


def test_a_tarsnap_key_file_is_found_on_its_first_line(rules: RuleSet) -> None:
    assert [line for line, _ in found(rules, "backup/cfg.key", _tarsnap_file())] == [1]


def test_a_tarsnap_key_file_header_without_its_body_is_left_alone(rules: RuleSet) -> None:
    text = "The key file starts with\n\n    # START OF TARSNAP KEY FILE\n    ...\n"
    assert found(rules, "backup/README.md", text) == []


def test_a_stormglass_key_is_found_whatever_it_is_named(rules: RuleSet) -> None:
    key = f"{_uuid1()}-{_uuid1()}"
    text = f'# Stormglass for waves\nconst STORMGLASS = "{key}"\n'
    assert found(rules, "julia/waves.jl", text) == [(2, key)]


def test_one_uuid_or_two_where_stormglass_is_not_named_are_left_alone(rules: RuleSet) -> None:
    one = f'# Stormglass for waves\nconst STATION = "{_uuid1()}"\n'
    assert found(rules, "julia/waves.jl", one) == []
    two = f'const PAIR = "{_uuid1()}-{_uuid1()}"\n'
    assert found(rules, "julia/pairs.jl", two) == []


def test_the_redis_password_in_casdoor_s_redis_endpoint_is_found(rules: RuleSet) -> None:
    text = 'appname = casdoor\nredisEndpoint = "redis.lab.example.org:6379,0,Qm7vTz2pW9kL"\n'
    assert found(rules, "casdoor/conf/app.conf", text) == [(2, "Qm7vTz2pW9kL")]


def test_casdoor_s_redis_endpoint_without_a_password_is_left_alone(rules: RuleSet) -> None:
    text = 'appname = casdoor\nredisEndpoint = "redis.lab.example.org:6379"\n'
    assert found(rules, "casdoor/conf/app.conf", text) == []
