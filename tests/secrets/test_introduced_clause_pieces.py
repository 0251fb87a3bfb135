"""A clause that introduces a value alone on the next line may hold a name set as code ("token
for `import-bot`:"), a dot inside a word (a scope's `admin.*`) and a remark in parentheses with
colons of its own ("(scoped usage:write only)"): none ends the clause. Values are drawn here.
Look-alikes: a sentence that ends before the colon, a placeholder and a variable as the value,
an id the clause names."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(7106)
TOKEN = _RNG.choice(string.ascii_letters) + "".join(
    _RNG.choice(string.ascii_letters + string.digits + "_") for _ in range(59)
)


@pytest.mark.parametrize(
    "intro",
    [
        "2. Zammad: token de `import-bot` con permisos admin.*, ticket.agent:",
        "- the token for `svc-sync` (scopes: read, write):",
        "- API token, scope repo.* (created via the web UI: Settings):",
    ],
)
def test_the_clauses_pieces_leave_the_value_introduced(rules: RuleSet, intro: str) -> None:
    text = f"# Migration\n\n{intro}\n   {TOKEN}\n"
    assert found(rules, "notes/migration.md", text) == [(4, TOKEN)]


@pytest.mark.parametrize(
    "text",
    [
        # The sentence about the token ends before the lead-in: another thing is introduced.
        f"The token for `svc-sync` is in the vault. Project (see: wiki):\n   {TOKEN}\n",
        # No value: a placeholder, a variable.
        "- the token for `svc-sync` (scopes: read, write):\n   <paste it here>\n",
        "- the token for `svc-sync` (scopes: read, write):\n   ${SYNC_TOKEN}\n",
        # The clause says the value is the token's id.
        f"- the token for `svc-sync` (id, not the secret: see below):\n   {TOKEN}\n",
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/migration.md", text) == []


def test_a_huge_line_of_remarks_and_code_takes_linear_time(rules: RuleSet) -> None:
    text = "token (a:b) `c` (d " * 20_000 + ":\n  v\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/m.md", part), text)
    assert linear, times
