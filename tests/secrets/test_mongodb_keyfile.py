"""MongoDB's internal authentication keyfile: a replica set's or sharded cluster's shared
secret, base64 characters alone in a file named keyfile (whitespace ignored, as `openssl rand
-base64 756` wraps it). Values are generated here; the look-alikes are files of that name that
hold a path, a PEM block, prose or a placeholder."""

from __future__ import annotations

import base64
import random
import textwrap
import time

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet


def _key(size: int, seed: int) -> str:
    return base64.b64encode(random.Random(f"keyfile-{seed}").randbytes(size)).decode()


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


def test_a_wrapped_keyfile_is_found_from_its_first_line(rules: RuleSet) -> None:
    key = _key(756, seed=1)
    text = "\n".join(textwrap.wrap(key, 64)) + "\n"
    found = _found(rules, "opt/cfg-servers/shard-a.keyfile", text)
    assert [(line, "".join(value.split())) for line, value in found] == [(1, key)]


def test_a_one_line_keyfile_is_found(rules: RuleSet) -> None:
    key = _key(48, seed=2)
    assert _found(rules, "etc/mongodb-keyfile", key + "\n") == [(1, key)]


def test_keyfiles_holding_no_key_are_not_reported(rules: RuleSet) -> None:
    for text in (
        "/etc/mongod/keys/rs0\n",
        "CHANGE_ME\n",
        "put the output of openssl rand -base64 756 here\n",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n",
    ):
        assert _found(rules, "etc/mongo/keyfile", text) == [], text


def test_a_huge_keyfile_takes_linear_time(rules: RuleSet) -> None:
    text = ("Ab1" * 300 + "\n") * 3_000 + "?"
    started = time.process_time()
    _found(rules, "etc/mongo/keyfile", text)
    assert time.process_time() - started < 4.0
