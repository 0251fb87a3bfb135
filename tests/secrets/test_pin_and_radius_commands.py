"""Secrets tools take as arguments by their manuals' synopses: a PKCS#11 token's PINs given to
softhsm2-util and pkcs11-tool (over continued lines too), radclient's shared secret after the
request's type, and the password arkime_add_user.sh adds a viewer user with. A variable, the
documented localhost secret and a command of another form stay unreported. Values are made
here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _pin() -> str:
    return "q" + secrets.token_urlsafe(12) + "4z"


@pytest.mark.parametrize(
    ("command", "lines"),
    [
        (
            "softhsm2-util --init-token --slot 0 --label signer \\\n    --so-pin {p} \\\n"
            '    --pin "$USER_PIN"',
            [2],
        ),
        ('softhsm2-util --init-token --free --label signer --so-pin "$SO" --pin {p}', [1]),
        ("pkcs11-tool --module /usr/lib64/softhsm/libsofthsm2.so --login --pin {p} -O", [1]),
        ("pkcs11-tool --module opensc-pkcs11.so -l -p {p} --list-objects", [1]),
        ("radclient -x 10.0.0.5:1812 auth {p} < /tmp/req.txt", [1]),
        ("radclient -t 3 -r 2 radius1.example.org status {p}", [1]),
        ('/opt/arkime/bin/arkime_add_user.sh kim "Kim Lee" {p} --admin', [1]),
    ],
)
def test_the_pin_or_secret_argument_is_found(
    rules: RuleSet, command: str, lines: list[int]
) -> None:
    pin = _pin()
    assert found(rules, ".bash_history", command.format(p=pin) + "\n") == [
        (line, pin) for line in lines
    ]


@pytest.mark.parametrize(
    "command",
    [
        'softhsm2-util --init-token --slot 0 --label signer --so-pin "$SO_PIN" --pin "$PIN"',
        "pkcs11-tool --module opensc-pkcs11.so --login --pin env:TOKEN_PIN -O",
        "softhsm2-util --show-slots",
        # FreeRADIUS's documented secret for localhost, and one read from a file.
        "radclient -x localhost:1812 auth testing123 < req.txt",
        'radclient -x 10.0.0.5 auth "$(cat /etc/raddb/secret)" < req.txt',
        "radclient -f packets.txt 10.0.0.5 acct",
        'arkime_add_user.sh kim "Kim Lee" "$ARKIME_PW" --admin',
    ],
)
def test_pin_and_secret_look_alikes_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command + "\n") == []
