"""The words before a secret's word in prose qualify it only in its own clause: "client id `…`
(public); secret VALUE" or "the key is public, token VALUE" say nothing of the secret, where
"public key `…`" says the key is public. Look-alikes: the qualifier in the secret's clause."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

SECRET = "Xq7Lm2Zp9Kt4Wv8Rn3Bc6Hd1Jf5Gs0Ya"


@pytest.mark.parametrize(
    "text",
    [
        f"ORCID app: client id `APP-3KQ9`\n(public, shown on the login page); secret {SECRET}.\n",
        f"The site key is public. Token {SECRET} for the server.\n",
        f"Read-only (public: anyone may read). password {SECRET}\n",
    ],
)
def test_a_qualifier_of_an_earlier_clause_is_not_the_secrets(rules: RuleSet, text: str) -> None:
    assert values(rules, "notes/apps.md", text) == [SECRET]


@pytest.mark.parametrize(
    "text",
    [
        "The deploy public key `AAAAC3NzaC1lZDI1NTE5AAAAIKq8vR2mT7wZ4pLx` goes to the forge.\n",
        "(rotated yearly) public token `pk_9fQ2mZt7LwX4vR8nK3cB6hJ1`\n",
    ],
)
def test_a_qualifier_in_the_secrets_own_clause_still_counts(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/apps.md", text) == []


def test_a_huge_line_of_clauses_takes_linear_time(rules: RuleSet) -> None:
    text = "(public); secret x " * 25_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/apps.md", part), text)
    assert linear, times
