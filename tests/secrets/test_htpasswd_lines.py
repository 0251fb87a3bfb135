"""An htpasswd line (a user's name, a colon, and its hash in a form htpasswd writes: bcrypt's
$2y$, Apache's MD5 $apr1$, {SHA}) given as a setting's value is a hash, not a password; the
passwords beside it are still found. Values are made here."""

from __future__ import annotations

import base64
import hashlib
import os
import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase


def _crypt64(length: int) -> str:
    return "".join(secrets.choice(_CRYPT64) for _ in range(length))


def _password() -> str:
    return "Lw" + secrets.token_urlsafe(18).replace("-", "x").replace("_", "y") + "4r"


_HASHES = {
    "bcrypt": lambda: "$2y$12$" + _crypt64(53),
    "apr1": lambda: "$apr1$" + _crypt64(8) + "$" + _crypt64(22),
    "sha": lambda: "{SHA}" + base64.b64encode(hashlib.sha1(os.urandom(8)).digest()).decode(),
}


@pytest.mark.parametrize("form", sorted(_HASHES))
def test_an_htpasswd_line_is_a_hash(rules: RuleSet, form: str) -> None:
    entry = "mirror_pull:" + _HASHES[form]()
    password = _password()
    text = (
        "mirror:\n"
        "  auth:\n"
        "    username: mirror_pull\n"
        f'    password: "{password}"\n'
        f'    htpasswdCredentials: "{entry}"\n'
    )
    assert values(rules, "deploy/chart/values.yaml", text) == [password]


@pytest.mark.parametrize("form", ["bcrypt", "apr1"])
def test_an_htpasswd_line_with_compose_escaped_dollars_is_a_hash(rules: RuleSet, form: str) -> None:
    # Compose reads `$$` as one `$`: Traefik's documentation doubles each in a label's hash.
    escaped = _HASHES[form]().replace("$", "$$")
    password = _password()
    typed = password[:6] + "$$" + password[6:]  # a password with `$$` inside stays one
    text = (
        "services:\n"
        "  traefik:\n"
        "    labels:\n"
        f'      - "traefik.http.middlewares.dash-auth.basicauth.users=ops:{escaped}"\n'
        "    environment:\n"
        f'      ADMIN_PASSWORD_HASH: "{escaped}"\n'
        f'      ADMIN_PASSWORD: "{typed}"\n'
    )
    assert values(rules, "web/traefik/docker-compose.yml", text) == [typed]


def test_a_sentence_after_an_htpasswd_n_command_is_not_its_password(rules: RuleSet) -> None:
    password = _password()
    text = (
        f"the entry was made with htpasswd -nbB alice '{password}' (a bcrypt row for traefik)\n"
        f"made with `htpasswd -nbB bob '{password}x'` (a row to paste)\n"
    )
    assert values(rules, "ops/notes.md", text) == [password, password + "x"]
    history = f"htpasswd -bB -C 12 /etc/nginx/.htpasswd carol {password}y\n"
    assert values(rules, "u/.bash_history", history, home="home") == [password + "y"]
