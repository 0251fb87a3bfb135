"""A secret's name in kebab case standing where its value goes (`curl -u
client-id:client-password`, a chart's `password: admin-password`) is a placeholder, as its
snake_case spelling already is. A passphrase of random words is not, even with a secret's word
inside one of them. Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"kebab-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


REAL = _r(22, seed=1)


def test_kebab_case_secret_names_in_a_values_place_are_placeholders(rules: RuleSet) -> None:
    text = (
        "Get a token with `curl -u app-id:app-secret https://idp.example.org/token`,\n"
        "or with `wget --user=svc --password=service-account-token https://x.example.org/`.\n"
        "```\nhttp --auth reader:reader-api-key GET https://x.example.org/v1/items\n```\n"
    )
    assert _found(rules, "notes/broker.md", text) == []


def test_a_real_password_beside_them_is_found(rules: RuleSet) -> None:
    text = f"curl -u app-id:app-secret https://a.example.org/\ncurl -u ops:{REAL} https://b.example.org/\n"
    assert _found(rules, "notes/broker.md", text) == [(2, REAL)]


def test_random_word_passphrases_are_still_found(rules: RuleSet) -> None:
    for phrase in ("river-monkey-stone-glacier", "token-maple-orbit-quartz"):
        text = f"curl -u ops:{phrase} https://b.example.org/\n"
        assert _found(rules, "notes/broker.md", text) == [(1, phrase)]
