"""A manual page cited by name and section (`crypttab(5)`, `pam_exec(8)`) after a secret's word
in a note or a comment ("password storage: see crypttab(5)", a reading list's "credential
storage: git-credential-store(1)."): a document, not a value. Values that merely hold
parentheses stay secrets."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("docs/reading.md", "- Kerberos\n  password storage: kdb5_util(8).\n"),
        ("notes/luks.md", "The passphrase file: crypttab(5)\n"),
        ("etc/pam.d/README", "token: pam_exec(8), then the module's own\n"),
        ("docs/ssh.md", "secret: ssh-agent(1);\n"),
    ],
)
def test_a_manual_page_cited_after_a_secret_word_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert found(rules, path, text) == []


@pytest.mark.parametrize(
    ("path", "text", "secret"),
    [
        # Capitals and digits, or text after the parentheses: a password, not a citation.
        ("deploy/app.env", "DB_PASSWORD=Kq7Zp2mX(1)\n", "Kq7Zp2mX(1)"),
        ("conf/app.ini", "secret = s3cr3t-v4lue(2)x\n", "s3cr3t-v4lue(2)x"),
    ],
)
def test_secrets_with_parentheses_are_still_found(
    rules: RuleSet, path: str, text: str, secret: str
) -> None:
    assert values(rules, path, text) == [secret]
