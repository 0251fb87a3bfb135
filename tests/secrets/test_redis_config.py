"""Passwords in Redis' own configuration files: redis.conf's `requirepass` and `masterauth`,
sentinel.conf's `sentinel auth-pass` and `sentinel sentinel-pass`, and an ACL rule's
`>PASSWORD` in redis.conf or its aclfile. Values are generated here; the look-alikes are the
ACL's hashed passwords (`#HEX`), removed ones (`<PASSWORD`), `nopass`, comments and references."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"redis-{size}-{seed}")
    return "aZ7" + "".join(rng.choice(_ALNUM + "!%^*.") for _ in range(size - 3))


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


REPLICA = _r(24, seed=1)
SENTINELS = _r(20, seed=2)
INGEST = _r(32, seed=3)
REPORTS = _r(18, seed=4)


def test_replica_and_sentinel_passwords_are_found(rules: RuleSet) -> None:
    replica = f"replicaof 10.1.2.3 6380\nmasterauth {REPLICA}\nmasteruser replicator\n"
    assert _found(rules, "etc/redis/redis-6380.conf", replica) == [(2, REPLICA)]
    sentinel = (
        "sentinel monitor cache-a 10.1.2.3 6380 2\n"
        f"sentinel auth-pass cache-a {REPLICA}\n"
        f"sentinel sentinel-pass {SENTINELS}\n"
    )
    assert _found(rules, "opt/cache/sentinel-26380.conf", sentinel) == [
        (2, REPLICA),
        (3, SENTINELS),
    ]


def test_valkeys_replica_password_is_found_and_its_user_name_is_not(rules: RuleSet) -> None:
    # Valkey, Redis' fork, reads the same directives from valkey.conf.
    replica = f"replicaof 10.1.2.3 6379\nmasterauth {REPLICA}\nmasteruser replicator\n"
    assert _found(rules, "etc/valkey/valkey.conf", replica) == [(2, REPLICA)]
    # The same line in a file neither server reads is no configuration of theirs.
    assert _found(rules, "etc/valkyrie/notes.conf", replica) == []


def test_an_acl_users_added_passwords_are_found(rules: RuleSet) -> None:
    acl = (
        "user default off nopass -@all\n"
        f"user ingest on >{INGEST} ~events:* +xadd +xread\n"
        f"user reports on resetpass >{REPORTS} ~report:* +@read\n"
    )
    expected = [(2, INGEST), (3, REPORTS)]
    assert _found(rules, "etc/valkey/acl/cluster.acl", acl) == expected
    # The same rules may sit in redis.conf itself.
    assert _found(rules, "etc/redis.conf", acl) == expected


def test_hashed_removed_and_referenced_passwords_are_not_reported(rules: RuleSet) -> None:
    text = (
        "user metrics on"
        " #9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 ~* +info\n"
        f"user old off <{INGEST} resetkeys\n"
        "user ci on nopass ~ci:* +@all\n"
        "# requirepass foobared\n"
        "requirepass ${REDIS_PASSWORD}\n"
        "sentinel auth-pass cache-a $SENTINEL_AUTH\n"
    )
    assert _found(rules, "etc/redis/redis.conf", text) == []


def test_other_files_with_a_user_line_are_not_read_as_redis(rules: RuleSet) -> None:
    # The same words outside Redis' files: an SSH-ish or mail configuration's `user` line.
    assert _found(rules, "home/a/notes.txt", f"user bob on >{INGEST} ~*\n") == []


def test_a_huge_acl_line_is_scanned_in_linear_time(rules: RuleSet) -> None:
    text = "user flood on" + " ~k:*" * 200_000 + "\n"

    def scan(part: str) -> None:
        assert _found(rules, "etc/redis/users.acl", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
