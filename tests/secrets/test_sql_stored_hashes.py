"""ClickHouse's CREATE USER and ALTER USER take a password's one-way hash, stored as is, after an
authentication method named `…_hash` (sha256_hash with its SALT, double_sha1_hash, bcrypt_hash;
clickhouse.com, CREATE USER): no password is written there. The same statements with a
`…_password` method (or none) take the password itself, which stays found. Values are generated
here."""

from __future__ import annotations

import hashlib
import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet


def _password(seed: int) -> str:
    rng = random.Random(f"sqlhash-{seed}")
    return "Qw7" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(15))


def _found(rules: RuleSet, text: str) -> list[tuple[int, str]]:
    return [(m.line, m.value) for m in find_matches(text, ("srv", "db", "roles.sql"), rules)]


PLAIN = _password(1)
SHA256_HEX = hashlib.sha256(_password(2).encode()).hexdigest()
SALT = hashlib.md5(_password(3).encode()).hexdigest()[:8]
DOUBLE_SHA1 = hashlib.sha1(hashlib.sha1(_password(4).encode()).digest()).hexdigest()
BESIDE = _password(5)
ALTERED = _password(6)


def test_passwords_beside_clickhouse_hash_methods_are_found(rules: RuleSet) -> None:
    text = (
        f"CREATE USER etl IDENTIFIED WITH sha256_password BY '{PLAIN}' HOST IP '10.0.0.0/8';\n"
        # A hash method's user and a password's on one line: the password is still read.
        f"CREATE USER ro IDENTIFIED WITH double_sha1_hash BY '{DOUBLE_SHA1}', "
        f"rw IDENTIFIED BY '{BESIDE}';\n"
        f"ALTER USER etl IDENTIFIED WITH double_sha1_password BY '{ALTERED}';\n"
    )
    assert _found(rules, text) == [(1, PLAIN), (2, BESIDE), (3, ALTERED)]


def test_hashes_given_to_clickhouse_hash_methods_are_not_reported(rules: RuleSet) -> None:
    text = (
        f"CREATE USER ro IDENTIFIED WITH sha256_hash BY '{SHA256_HEX}' SALT '{SALT}';\n"
        f"CREATE USER bi IDENTIFIED WITH double_sha1_hash BY '{DOUBLE_SHA1}';\n"
        f"ALTER USER ro IDENTIFIED WITH SHA256_HASH BY '{SHA256_HEX}';\n"
    )
    assert _found(rules, text) == []
