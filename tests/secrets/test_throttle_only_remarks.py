"""A key or token its writer's remark says only counts the caller for rate limits, or is no
login ("# the app token only lifts the rate limit", "| `…` | throttling only |"), or calls an
app's public key ("# public client key"): it names the app that calls and opens nothing. Said
of another value, denied, or with no such remark, the value stays reported. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.publicremarks import declared_public, said_public_above
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import grows_linearly

_DRAW = random.Random(90217)
TOKEN = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=25))
SECRET = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=40))
HEX = "".join(_DRAW.choices("0123456789abcdef", k=32))


def test_a_comment_above_saying_the_token_only_lifts_the_rate_limit(rules: RuleSet) -> None:
    text = (
        "# transit feed: the portal token only lifts the rate limit, not a login\n"
        f"TRANSIT_PORTAL_TOKEN={TOKEN}\n"
        f"TRANSIT_UPLOAD_SECRET={SECRET}\n"
    )
    assert values(rules, ".Renviron", text) == [SECRET]


def test_a_remark_said_of_another_name_or_denied_leaves_the_value(rules: RuleSet) -> None:
    key_remark = f"# the feed key only lifts the rate limit\nFEED_TOKEN={TOKEN}\n"
    assert values(rules, ".Renviron", key_remark) == [TOKEN]
    # The remark is the setting above's, not this one's.
    other = (
        "# the portal token only lifts the rate limit\n"
        f"PORTAL_TOKEN=abc\nPORTAL_UPLOAD_TOKEN={TOKEN}\n"
    )
    assert values(rules, ".Renviron", other) == [TOKEN]
    assert not said_public_above("# the token is a login, keep it\nX_TOKEN=v\n", 40, "X_TOKEN")


def test_a_table_cell_after_the_value_saying_throttle_only(rules: RuleSet) -> None:
    note = (
        "| portal | credential | remark |\n| --- | --- | --- |\n"
        f"| transit | token `{TOKEN}` | throttling only, anyone may ask for one |\n"
        f"| uploads | token `{SECRET}` | the uploader's own |\n"
    )
    assert values(rules, "notes/access.md", note) == [SECRET]


def test_a_comment_calling_the_value_a_public_app_key(rules: RuleSet) -> None:
    config = f"scrobbler:\n  api_key: {HEX}   # a public client key\n  region: eu\n"
    assert values(rules, "conf/player.yaml", config) == []
    # Not a bare "public key": a private key's remark may name its other half.
    assert not declared_public(f"{HEX}  # public key in id.pub", len(HEX))
    assert not declared_public(f"{HEX}  # not for the public web key list", len(HEX))
    assert values(rules, "conf/player.yaml", config.replace("# a public client key", "")) == [HEX]


@pytest.mark.parametrize(
    "text",
    [
        f"api_token={TOKEN}  # bot token, not a login; full admin scope\n",
        f"api_token={TOKEN}  # without it, rate limiting only allows 60/h\n",
        f"service:\n  # token for the bot, not a login.\n  api_token: {TOKEN}\n",
    ],
)
def test_a_remark_that_does_not_say_the_token_only_counts_for_rate_limits(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "ops/bot.yml", text) == [TOKEN]


def test_near_misses_are_read_quickly() -> None:
    line = f"{HEX}  # token # rate # the key only lifts the {'x' * 30} | public  \n"

    def read(n: int) -> None:
        text = line * n
        for at in range(0, len(text), len(line)):
            declared_public(text, at + len(HEX))
            said_public_above(text, at, "API_KEY")

    linear, times = grows_linearly(read, 1_000_000 // len(line))
    assert linear, times
