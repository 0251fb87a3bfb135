"""A Markdown table's header cell naming a few alternatives its column holds (`password / key`,
`token or secret`): each row's cell is one of them, a secret. The look-alikes are the rows'
notes and references, a header naming a secret among more alternatives than a column holds,
and a header of words that only mention a secret."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

SEPARATOR = "|------|------|------|\n"


@pytest.mark.parametrize(
    "header",
    [
        "| host | user | password / key |",
        "| host | user | `token` or `secret` |",
        "| host | user | pw/secret |",
    ],
)
def test_a_column_headed_by_alternatives_holds_secrets(rules: RuleSet, header: str) -> None:
    text = (
        f"{header}\n{SEPARATOR}"
        "| bmc01 | root | Tq8#vLz2Wm4kRx |\n"
        "| idrac | admin | in the vault, `kv/bmc` |\n"
        "| pdu | apc | (none) |\n"
    )
    assert values(rules, "notes/hosts.md", text) == ["Tq8#vLz2Wm4kRx"]


@pytest.mark.parametrize(
    "header",
    [
        # Too many alternatives to be a column's names; a sentence that mentions a password.
        "| host | user | login / password / key / notes |",
        "| host | user | where the password is kept |",
    ],
)
def test_headers_that_only_mention_a_secret_do_not_name_the_column(
    rules: RuleSet, header: str
) -> None:
    text = f"{header}\n{SEPARATOR}| bmc01 | root | Tq8vLz2Wm4kRx |\n"
    assert found(rules, "notes/hosts.md", text) == []


def test_a_huge_header_of_secret_words_takes_linear_time(rules: RuleSet) -> None:
    text = ("| " + "password/" * 450 + " |\n") * 250 + SEPARATOR
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/hosts.md", part), text)
    assert linear, times
