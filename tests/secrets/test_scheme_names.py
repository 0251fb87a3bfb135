"""A setting that names the scheme passwords are stored or checked with holds the scheme's name
(scram-sha-256, md5, {SSHA512}, argon2id), never a password, whatever its name says. Values are
generated here; the positives are passwords beside such settings."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"scheme-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


SUPERUSER = _r(20, seed=1)
BIND = _r(16, seed=2)


def test_a_chart_naming_its_password_scheme_reports_only_the_password(rules: RuleSet) -> None:
    values = (
        "postgresql:\n"
        "  auth:\n"
        "    passwordEncryption: scram-sha-256\n"
        f"    postgresPassword: {SUPERUSER}\n"
        "  replication:\n"
        "    password_encryption: md5\n"
    )
    assert _found(rules, "deploy/charts/db/values.yaml", values) == [(4, SUPERUSER)]


def test_scheme_names_under_secret_names_in_env_and_json_are_not_reported(
    rules: RuleSet,
) -> None:
    env = "PASSWORD_ENCRYPTION=scram-sha-256\nLDAP_PASSWORD_HASH={SSHA512}\n"
    assert _found(rules, "opt/stack/.env", env) == []
    realm = '{"passwordPolicy": "length(12)", "password_scheme": "argon2id", "secret": "bcrypt"}\n'
    assert _found(rules, "opt/idp/realm.json", realm) == []


def test_a_password_that_merely_starts_like_a_scheme_is_found(rules: RuleSet) -> None:
    text = f"ldap:\n  bind_password: md5{BIND}\n"
    assert _found(rules, "opt/app/config.yaml", text) == [(2, f"md5{BIND}")]
