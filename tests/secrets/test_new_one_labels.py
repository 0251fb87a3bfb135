"""A note's clause that says a secret was changed may give the value it now has as a label of its
own, "new one:", the value perhaps set as code: "- root web UI password reset during the upgrade
to 24.10, new one: `VALUE`" (a version's dot inside the clause ends nothing). Values are drawn
here. Look-alikes: a placeholder, a variable, where it is kept, the name of another thing the
clause replaced, a code span left open."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_PW = (
    secrets.choice(string.ascii_letters)
    + "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(12))
    + "=4"
)


@pytest.mark.parametrize(
    "line",
    [
        "- root web UI password reset during the upgrade to 24.10, new one: `{pw}`",
        "- root password reset during the upgrade; new one: {pw}",
        "The archive token expired on 2.3.2025, the new one: `{pw}` (same scopes)",
    ],
)
def test_the_new_one_labelled_after_the_change_is_found(rules: RuleSet, line: str) -> None:
    text = "# storage notes\n\n" + line.format(pw=_PW) + "\n"
    assert found(rules, "storage-notes.md", text) == [(3, _PW)]


@pytest.mark.parametrize(
    "line",
    [
        "- root password reset during the upgrade, new one: `<in the vault>`",
        "- root password reset during the upgrade, new one: `${ROOT_PW}`",
        "- root password reset, new one: in keepass",
        "- the password manager was replaced, new one: Bitwarden2024",
        "- root password reset during the upgrade, new one: `{pw}",
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, line: str) -> None:
    text = "# storage notes\n\n" + line.replace("{pw}", _PW) + "\n"
    assert found(rules, "storage-notes.md", text) == []
