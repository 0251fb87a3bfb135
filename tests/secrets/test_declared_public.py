"""A value its writer says, just after it on its line, is public: a configuration's comment
(`key = "..."  # search-only, public`), a note's sentence ("`...` is public by design"). Values
are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

KEY = "".join(random.Random(53).choices(string.ascii_letters + string.digits, k=28))
HEX = "".join(random.Random(54).choices("0123456789abcdef", k=40))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("site/config.toml", '[params]\n  typesense_api_key = "{k}"  # search-only key, public\n'),
        ("web/app.ini", "[maps]\napi_key = {k} ; public\n"),
        ("web/src/keys.ts", 'export const STRIPE_KEY = "{k}"; // publishable\n'),
        (
            "docs/setup.md",
            "The viewer's API key `{k}` is public by design (it ships in the page).\n",
        ),
        ("web/app.py", 'TILES_TOKEN = "{k}"  # not a secret: the tile server is open\n'),
        # An aside in brackets between "public" and its phrase's end.
        ("ops/NOTES.org", "- Browser key {k} is public (it ships in the page).\n"),
        # Shipped inside the app, where anyone who has the app reads it.
        (
            "docs/drone.md",
            "- Flight SDK key `{k}` (registered to the bundle; public in the app).\n",
        ),
        ("mobile/keys.py", 'MAPS_SDK_KEY = "{k}"  # public in every client build\n'),
        # Or that it is no real one: a documentation's example, a made-up value.
        ("docs/api.md", "The client docs' sample token `{k}` is not a real one.\n"),
        ("conf/demo.ini", "[api]\ntoken = {k} ; made up for the demo\n"),
        # A denial in an earlier clause is about something else.
        ("web/app.py", 'MAPS_KEY = "{k}"  # don\'t worry: it is public (read-only).\n'),
        ("web/app.py", 'MAPS_KEY = "{k}"  # no, it can leak, public (in the page).\n'),
    ],
)
def test_a_value_its_writer_says_is_public_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert KEY not in values(rules, path, text.format(k=KEY))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # Remarks about something else that is public, or that deny it.
        ("web/app.py", 'API_TOKEN = "{k}"  # leaked to a public repo, rotate!\n'),
        ("web/app.py", 'API_TOKEN = "{k}"  # never public\n'),
        # A remark that forbids making it public, in a word before "public" in its clause.
        ("web/app.py", 'API_TOKEN = "{k}"  # do not make this public.\n'),
        ("web/app.py", 'API_TOKEN = "{k}"  # must never be public (rotate if leaked).\n'),
        ("web/app.py", 'API_TOKEN = "{k}"  # never push it to anything public (GitHub).\n'),
        ("web/app.py", 'API_TOKEN = "{k}"  # prod; dont let it go public\n'),
        ("docs/setup.md", "- Deploy token {k} (shouldn't be public).\n"),
        # A remark that puts its being public off to a time to come: it is kept now.
        ("web/app.py", 'API_TOKEN = "{k}"  # TODO remove before the repo goes public\n'),
        ("web/app.py", 'TOKEN = "{k}"  # rotate once the project becomes public.\n'),
        ("web/app.py", 'TOKEN = "{h}"  # TODO: drop until we go public\n'),
        ("web/app.py", 'API_TOKEN = "{k}"  # leaked to a public (GitHub) repo, rotate!\n'),
        ("ops/NOTES.org", "- Browser key {k} is not public (it signs the uploads).\n"),
        ("docs/api.md", "The service token `{k}` is the real one; rotate it after the course.\n"),
        ("web/app.ini", "[db]\npassword = {k} ; keep out of public repositories.\n"),
        ("docs/setup.md", "The admin token is `{k}`; the public one is in the theme.\n"),
        # Public in something else than the app that holds it.
        ("web/app.py", 'API_TOKEN = "{k}"  # was public in the repo for a week, rotate!\n'),
        ("docs/setup.md", "- SDK key `{k}` (the app's public in the store on Friday)\n"),
        # A remark far from the value, past a second assignment.
        ("web/app.py", 'API_TOKEN = "{k}"\nPUBLIC_URL = "https://maps.example.org"  # public\n'),
    ],
)
def test_a_secret_beside_other_remarks_is_still_found(rules: RuleSet, path: str, text: str) -> None:
    assert {KEY, HEX} & set(values(rules, path, text.format(k=KEY, h=HEX)))


def test_a_huge_remark_takes_linear_time(rules: RuleSet) -> None:
    text = f'API_TOKEN = "{KEY}"  # ' + "is public " * 100_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "web/app.py", part * 2), text)
    assert linear, times
