"""Secrets a note's prose gives where the sentence names them and the value follows further on:
a login `USER / PASSWORD` after a label naming a superuser, a password or a console with its
address; an account's name in code then its password after a colon; a value after a remark in
parentheses that wraps onto the next line; a file's content quoted after the file is named as
holding the secret; and "the new one is VALUE" after a clause that says a secret was changed.
Values are made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def _password() -> str:
    """A random password: letters both cases, digits and a symbol."""
    drawn = "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(13))
    return "Q7" + drawn + "#"


_PW = _password()


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("ops.md", "Grafana superuser (its password rotated monthly): `grafadm` / {pw}\n"),
        ("ops.md", "Kibana password: `kibsys` / {pw}\n"),
        ("lic.txt", "flexnet admin page: https://flex7.example.org:8443/ui  admin / {pw}\n"),
        ("todo.md", "- Shared lab account `grp_optics`: {pw}\n"),
        (
            "README.md",
            "Password of the mirror user we share (asked for when you pull the\n"
            "raw sweeps from the archive): {pw}\n",
        ),
        (
            "notes.txt",
            "db: pg on node3, password in /srv/pg/.pgpass_app\n  (the file holds: {pw})\n",
        ),
        ("handover.md", "The archive login password was changed last week; the new one is {pw}\n"),
    ],
)
def test_the_password_the_prose_names_is_found(rules: RuleSet, path: str, text: str) -> None:
    line = text.count("\n", 0, text.index("{pw}")) + 1
    assert found(rules, path, text.format(pw=_PW)) == [(line, _PW)]


@pytest.mark.parametrize(
    "text",
    [
        "Kibana password: read / write\n",
        # A password's label names a login only before a user name in code: after it, words
        # and a slash are where a setting is, or what a store is.
        "Password change: Settings / Security&Login\n",
        "password storage: KeePass / kdbx-v4.1\n",
        "Grafana superuser share: 1 / 4\n",
        "Shared lab account `grp_optics`: see the keyring\n",
        "Shared lab account `grp_optics`: created 2025-03-02\n",
        "Service account `svc-backup`: created-2025-03-02\n",
        "Lab account `grp`: uid=1001(grp) gid=1001(grp)\n",
        "Lab account `grp`: uid=1001(grp)\n",
        "Project IDs `ab12Cd34Ef56` and `Zx98Yw76Vu54` are ids.\n",
        "flexnet admin page: https://flex7.example.org:8443/ui  admin / admin\n",
        "The password manager was replaced; the new one is Bitwarden\n",
        "The password manager was replaced; the new one is Bitwarden2024.\n",
        "We changed the token format, the new one is v2-style-tokens.\n",
        "The password policy changed, the new one is 16chars-minimum.\n",
        "password in /srv/pg/.pgpass_app (the file holds: ${PGPASS})\n",
        "Password of the mirror (see the wiki for the\nsteps): docs/mirror.md\n",
    ],
)
def test_words_ids_and_placeholders_are_not(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes.md", text) == []


def test_hostile_prose_takes_linear_time(rules: RuleSet) -> None:
    # Each near miss runs a clause as far as the new searches allow, then fails at its end.
    filler = "x" * 120
    near_misses = (
        f"password in /{'a' * 190} (the file has: a) {filler}\n",
        f"password was reset {'b' * 70}; the old one is gone {filler}\n",
        f"superuser {'c' * 38}: `u` / {filler}\n",
        f"Password of it ({'d' * 79}\n{'e' * 79}: {filler}\n",
        f"account `x`: {filler}\n",
    )
    text = "".join(near_misses) * (1_000_000 // sum(map(len, near_misses)))
    linear, times = text_grows_linearly(lambda part: found(rules, "notes.md", part), text)
    assert linear, times
