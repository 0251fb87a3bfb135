"""Drupal account passwords set with Drush (`drush user:password NAME PASSWORD`, its aliases
`upwd` and `user-password`), in histories, provisioning scripts and CI jobs. Values are
generated here; the look-alikes are references, help and Drush's other user commands."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"drush-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits + "!%") for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


EDITOR = _r(16, seed=1)
ADMIN = _r(20, seed=2)


def test_drush_password_commands_are_found(rules: RuleSet) -> None:
    script = (
        "#!/bin/sh\nset -e\n"
        "drush --root=/var/www/site site:install standard -y\n"
        f"drush --root=/var/www/site upwd editor '{EDITOR}'\n"
        f'vendor/bin/drush @stage user-password site-admin "{ADMIN}"\n'
    )
    assert _found(rules, "deploy/provision.sh", script) == [(4, EDITOR), (5, ADMIN)]


def test_referenced_and_other_drush_user_commands_are_not_reported(rules: RuleSet) -> None:
    history = (
        'drush user:password admin "$DRUPAL_ADMIN_PASSWORD"\n'
        "drush user:password --help\n"
        "drush user:login editor\n"
        "drush user:create reviewer --mail=reviewer@example.org\n"
    )
    assert _found(rules, ".bash_history", history) == []
