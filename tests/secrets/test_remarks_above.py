"""A comment just above a value that says the key or token set there is public by design (a
documentation site's search key, a browser client's app key): not reported. A comment about
another setting, a denied one, or one above the private side of a pair says nothing of the
value. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

KEY = "".join(random.Random(727).choices(string.ascii_letters + string.digits, k=24))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A VitePress theme's search and an Ably browser client, the remark right above.
        ("docs/.vitepress/config.mts", "search: {{\n  // public search key\n  apiKey: '{k}',\n"),
        ("web/realtime.ts", "new Realtime({{\n  # keys are public here\n  key: '{k}',\n"),
        # Two lines of the block between the remark and the value.
        (
            "web/maps.js",
            "// the browser token is public (restricted to our domain)\n"
            "const map = new Map({{\n  style: 'streets',\n  token: '{k}',\n",
        ),
        ("site/params.yaml", "# safe to commit: it only reads the published index\nkey: {k}\n"),
        # MATLAB's and TeX's comment mark.
        ("maps/tiles.m", "% public API token\ntoken = '{k}';\n"),
    ],
)
def test_a_value_a_comment_above_says_is_public_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert KEY not in values(rules, path, text.format(k=KEY))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # Denied, or about something else that is public.
        ("web/app.js", "// this key is not public\nconst apiKey = '{k}';\n"),
        ("web/app.js", "// never safe to commit\nconst apiKey = '{k}';\n"),
        ("web/app.py", "# deploy to the public cloud\nAPI_TOKEN = '{k}'\n"),
        # About the public side of a pair, above its secret side.
        ("web/app.py", "# public API key and its secret\nSECRET_API_KEY = '{k}'\n"),
        ("web/app.py", "# public search key\nADMIN_KEY = '{k}'\n"),
        # About another setting: past another secret's setting, a blank line, or further up.
        ("web/cfg.js", "// public search key\nsearchKey: 'abc',\nwriteKey: '{k}',\n"),
        ("web/cfg.py", "# public key\n\nAPI_KEY = '{k}'\n"),
        ("web/cfg.py", "# public key\na = 1\nb = 2\nc = 3\nAPI_KEY = '{k}'\n"),
        # A remark about a token on a key.
        ("web/cfg.py", "# the tile token is public\nUPLOAD_KEY = '{k}'\n"),
        # The public one set aside for the writer's own.
        (
            "src/stations.py",
            "# the public demo token would be rate limited; this is ours\nAPI_TOKEN = '{k}'\n",
        ),
    ],
)
def test_a_secret_below_other_remarks_is_still_found(rules: RuleSet, path: str, text: str) -> None:
    assert KEY in values(rules, path, text.format(k=KEY))


@pytest.mark.parametrize(
    "remark",
    [
        # A token taken from a browser is a session's.
        "browser token from devtools, valid 30 days",
        "session token copied from the browser token store",
        # A dash between blanks joins no words.
        "do not use in the browser - key grants write access",
        # Of another key, or denied.
        "server-side key, unlike the browser key",
        "never ship as a browser key",
        "rotate together with the browser key",
    ],
)
def test_a_remark_that_does_not_call_the_value_a_browser_key_leaves_it_found(
    rules: RuleSet, remark: str
) -> None:
    for name in ("API_KEY", "AUTH_TOKEN", "SESSION_TOKEN"):
        assert KEY in values(rules, "web/app.py", f'# {remark}\n{name} = "{KEY}"\n'), name


@pytest.mark.parametrize(
    ("remark", "name"),
    [
        ("browser key, restricted to example.org", "API_KEY"),
        ("MapTiler key used in the page -- browser key, restricted to example.org", "MAP_KEY"),
        ("Google Maps browser key", "API_KEY"),
        ("browser token for the story map, URL-restricted to example.org", "MAP_TOKEN"),
    ],
)
def test_a_remark_that_calls_the_value_a_browser_key_passes_it_over(
    rules: RuleSet, remark: str, name: str
) -> None:
    assert KEY not in values(rules, "web/app.py", f'# {remark}\n{name} = "{KEY}"\n')


def test_huge_lines_and_remarks_take_linear_time(rules: RuleSet) -> None:
    block = "// " + "the key is public " * 20_000 + "\n" + "x" * 100_000 + f" apiKey = '{KEY}'\n"
    text = block * 3 + f"// public key\napiKey: '{KEY}',\n" * 20_000
    linear, times = text_grows_linearly(lambda part: values(rules, "web/huge.js", part), text)
    assert linear, times


def test_a_key_a_demo_publishes_for_everyone_is_not_reported(rules: RuleSet) -> None:
    """A demo instance's key its comment says is published for everyone (its host's dots no
    sentence's end); the site's own key just above the comment stays reported."""
    own = "".join(random.Random(728).choices(string.ascii_letters + string.digits, k=32))
    text = (
        f'KEY = os.environ.get("MAILCOW_RW_KEY", "{own}")\n'
        "# the key demo.mailcow.email publishes for everyone to try the API, not ours\n"
        f'DEMO_KEY = "{KEY}"\n'
    )
    assert values(rules, "mail/sync.py", text) == [own]


@pytest.mark.parametrize(
    "remark",
    [
        "# the key they never published to anyone",
        "# the key we published to everyone in the lab",
        "# our key. The demo site publishes its own for everyone",
        # A leak, not a published value.
        "# this key was accidentally published for everyone to see, rotate it",
    ],
)
def test_a_key_not_published_for_everyone_is_reported(rules: RuleSet, remark: str) -> None:
    assert values(rules, "mail/sync.py", f'{remark}\nDEMO_KEY = "{KEY}"\n') == [KEY]
