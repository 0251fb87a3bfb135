"""A token file kept per user, named id_token and the user's name after a dot (Astro Data Lab's
~/.datalab/id_token.USER, an OpenID Connect client's cached id_token). Values are generated here;
the look-alikes are such files holding no token."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

_CRYPT = string.ascii_letters + string.digits + "./"


def _pick(seed: int, alphabet: str, size: int) -> str:
    rng = random.Random(f"idtoken-{seed}")
    return "".join(rng.choice(alphabet) for _ in range(size))


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


def test_a_per_user_token_file_is_found(rules: RuleSet) -> None:
    token = f"mlee.2207.2207.$1${_pick(1, _CRYPT, 8)}${_pick(2, _CRYPT, 22)}"
    assert _found(rules, ".datalab/id_token.mlee", token + "\n") == [(1, token)]
    oidc = _pick(3, string.ascii_letters + string.digits + "-_", 64)
    assert _found(rules, ".cache/sso/id_token", oidc) == [(1, oidc)]


def test_such_files_holding_no_token_are_not_reported(rules: RuleSet) -> None:
    for text in ("", "${ID_TOKEN}\n", "see ~/.datalab/README for how to log in\n", "none\n"):
        assert _found(rules, ".datalab/id_token.mlee", text) == [], text
