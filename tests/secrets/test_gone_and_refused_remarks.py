"""A remark just after a value that says it is gone or that the server now refuses it ("--
gone, the API answers 401 for it", "(404s now)", "returns 401 now") calls it dead, as "revoked"
does; so does a comment saying the server refuses it above a line kept commented out. Only as
the clause's whole verdict: "gone to the vault", "404s now and then", a question, a verdict on
another value, or an old key's above a live line leave the value reported. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(78010)
TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "8"


@pytest.mark.parametrize(
    "text",
    [
        f"- deleted in the dashboard:\n  api_token = {TOKEN} -- gone, the\n  API answers 401.\n",
        f"api_token = {TOKEN}  # gone\n",
        f"webhook token: {TOKEN} (404s now)\n",
        f"api_token = {TOKEN}  # returns 401 now\n",
        f"api_token = {TOKEN}  -- answers a 403 now.\n",
        # A comment above a line kept commented out, its verdict in the same words.
        f"# old key, regenerated on the portal in June, returns 401 now:\n"
        f'# HEADERS = {{"x-api-key": "{TOKEN}"}}\n',
    ],
)
def test_a_value_said_gone_or_refused_is_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "notes/keys.md", text) == []


@pytest.mark.parametrize(
    "text",
    [
        f"api_token = {TOKEN}  # gone to the vault next week\n",
        f"api_token = {TOKEN}  # gone?\n",
        f"webhook token: {TOKEN} (404s now and then, retry)\n",
        f"api_token = {TOKEN}  # returns 401 if the clock is off\n",
        f"api_token = {TOKEN}  # gone, but still works for the mirror\n",
        f"api_token = {TOKEN}  # the old one is gone\n",
        # Above a live line, the old key's verdict is of the value this one replaced.
        f'# old key, regenerated on the portal in June, returns 401 now:\nAPI_KEY = "{TOKEN}"\n',
        f"# the feed returns 401 now and then:\n# API_KEY = '{TOKEN}'\n",
    ],
)
def test_a_look_alike_remark_leaves_the_value_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "notes/keys.md", text) == [TOKEN]
