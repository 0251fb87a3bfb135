"""A token that is the id half of a pair (shinyapps.io's SHINYAPPS_TOKEN beside its
SHINYAPPS_SECRET) is reported with its secret written beside it, and not alone in an
environment file whose secret is kept elsewhere (LABELS.md rule 2). Values are made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

TOKEN = "".join(secrets.choice("0123456789ABCDEF") for _ in range(32))
SECRET = "".join(secrets.choice(string.ascii_letters + string.digits + "+/") for _ in range(40))
OTHER = "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(32))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "ana", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize("secret_line", ["", "SHINYAPPS_SECRET=\n", "SHINYAPPS_SECRET=${SECRET}\n"])
def test_the_token_alone_is_not_reported_a_key_beside_it_is(
    rules: RuleSet, secret_line: str
) -> None:
    text = f"CONNECT_API_KEY={OTHER}\nSHINYAPPS_TOKEN={TOKEN}\n{secret_line}"
    assert _values(rules, ".Renviron", text) == [OTHER]


@pytest.mark.parametrize("file_name", [".Renviron", "deploy/.env"])
def test_the_token_beside_its_written_secret_is_reported(rules: RuleSet, file_name: str) -> None:
    text = f"SHINYAPPS_TOKEN={TOKEN}\nSHINYAPPS_SECRET={SECRET}\n"
    found = _values(rules, file_name, text)
    assert TOKEN in found and SECRET in found
