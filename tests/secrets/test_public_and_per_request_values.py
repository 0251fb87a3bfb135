"""Values the text beside them says are public, demo, per-request or references: a tool's
documented demo login given as USER:PASSWORD, a remark above that calls a token a public test
one or public in its documentation, a session said already expired or regenerated each start,
a public share's token, a signed request's token beside its timestamp and signature, a pass(1)
entry's path given for a secret, and a glob-chosen key whose name says public. Each has
look-alikes left reported. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.deadbefore import said_dead_before
from govern.secrets.namedlookalikes import signed_request_token
from govern.secrets.publicremarks import declared_public, labelled_public
from govern.secrets.rules import RuleSet
from govern.secrets.unrealabove import said_unreal_above
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(15203)
HEX = "".join(_RNG.choices("0123456789ABCDEF", k=32))
HEX_LOWER = HEX.lower()
MIXED = "".join(_RNG.choices(string.ascii_letters, k=14)) + "7"
PASSWORD = "".join(_RNG.choices(string.ascii_letters + string.digits, k=15)) + "%q"


# -- a documented demo login, as a pair -----------------------------------------------------------


def test_a_documented_demo_login_given_as_a_pair_is_not_reported(rules: RuleSet) -> None:
    text = "curl -s -u admin:district https://play.example.org/stable/api/system/info\n"
    assert values(rules, "history.sh", text) == []
    quoted = text.replace("-u admin", "-u 'admin").replace("t h", "t' h")
    assert values(rules, "history.sh", quoted) == []


@pytest.mark.parametrize("user", ["root", "kmensah", "ops-admin"])
def test_the_same_password_with_another_user_is_reported(rules: RuleSet, user: str) -> None:
    text = f"curl -s -u {user}:district https://dhis.example.org/api/me\n"
    assert values(rules, "history.sh", text) == ["district"]


# -- a remark above: a public test token, public in its documentation ------------------------------


@pytest.mark.parametrize(
    "remark",
    [
        "# Orrery's public test project token (from its documentation):",
        "# the vendor's own test server token, public in its vignettes:",
        "# copied from its documentation:",
        "# the Orrery public test key, for the tutorial",
    ],
)
def test_a_token_a_remark_above_calls_public_test_or_documented_is_not_reported(
    rules: RuleSet, remark: str
) -> None:
    text = f'{remark}\nsurvey_token <- "{HEX}"\n'
    assert values(rules, "R/export.R", text) == []


@pytest.mark.parametrize(
    "remark",
    [
        "# a public test server, our own token:",
        "# not public in the docs, keep it here:",
        "# the key for the public test suite",
        "# see the steps from its tutorial",
    ],
)
def test_a_token_under_other_remarks_is_reported(rules: RuleSet, remark: str) -> None:
    text = f'{remark}\nsurvey_token <- "{HEX}"\n'
    assert values(rules, "R/export.R", text) == [HEX]


# -- a session said dead before it, or made anew each start after it -------------------------------


@pytest.mark.parametrize(
    "line",
    [
        f"an old cookie from the proxy capture, already revoked: SESSIONID={HEX}",
        f"[09:12:44] Relay: session token {HEX_LOWER} (regenerated on every launch)",
        f"[09:12:44] Relay: session token {HEX_LOWER} (new each restart)",
        f"[09:12:44] Relay: session token {HEX_LOWER} (per-request)",
    ],
)
def test_a_session_said_dead_or_per_start_is_not_reported(rules: RuleSet, line: str) -> None:
    assert values(rules, "notes.txt", line + "\n") == []


@pytest.mark.parametrize(
    "line",
    [
        f"already expired, the new one: SESSIONID={HEX}",
        f"the old cookie already expired, the live one is: SESSIONID={HEX}",
        f"already expired the old one; api_token: {HEX}",
        f"already rotated out the old key, api_token={HEX}",
        f"sessions expire daily: SESSIONID={HEX}",
        f"not already revoked: SESSIONID={HEX}",
        f"[09:12:44] Relay: session token {HEX_LOWER} (keep it for the next start)",
    ],
)
def test_a_session_said_live_is_reported(rules: RuleSet, line: str) -> None:
    assert values(rules, "notes.txt", line + "\n") != []


# -- a public share's token -------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        f"Public share token `{MIXED}` went out with every invitation.",
        f"the public link token: {MIXED}",
    ],
)
def test_a_public_share_token_is_not_reported(rules: RuleSet, line: str) -> None:
    assert values(rules, "notes/cloud.md", line + "\n") == []


@pytest.mark.parametrize(
    "line",
    [
        f"Not public share token `{MIXED}` for the board.",
        f"not a public share token: {MIXED}",
        f"Public cloud token `{MIXED}` for the bucket.",
        f"Share token `{MIXED}` for the admin.",
    ],
)
def test_other_labelled_tokens_are_reported(rules: RuleSet, line: str) -> None:
    assert values(rules, "notes/cloud.md", line + "\n") == [MIXED]


# -- a signed request's token --------------------------------------------------------------------

_NONCE = "".join(_RNG.choices("0123456789abcdef", k=50))
_SIGNATURE = "".join(_RNG.choices("0123456789abcdef", k=64))


def test_a_signed_requests_token_is_not_reported(rules: RuleSet) -> None:
    line = (
        f"2022-03-04T05:06:07Z hook ok token={_NONCE} timestamp=1646370367 signature={_SIGNATURE}\n"
    )
    assert values(rules, "hooks/events.log", line) == []


@pytest.mark.parametrize(
    "line",
    [
        f"2022-03-04T05:06:07Z login token={_NONCE} timestamp=1646370367\n",
        f"2022-03-04T05:06:07Z api_token={_NONCE} timestamp=1646370367 signature={_SIGNATURE}\n",
        f'2022-03-04T05:06:07Z login token={_NONCE} user=ops note="signature=" timestamp=1\n',
    ],
)
def test_a_token_without_the_signed_fields_is_reported(rules: RuleSet, line: str) -> None:
    assert _NONCE in values(rules, "hooks/events.log", line)


# -- a pass(1) entry ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "- Ticketing API client, read scopes. Secret in pass: ops/ticketing.",
        "- Password in gopass at team/db-admin",
    ],
)
def test_a_password_store_entry_is_not_reported(rules: RuleSet, line: str) -> None:
    assert values(rules, "notes.txt", line + "\n") == []


def test_a_random_value_after_in_pass_is_reported(rules: RuleSet) -> None:
    value = "Zq8rT2/vXw9LmP4kN7"
    assert values(rules, "notes.txt", f"- Secret in pass: {value}\n") == [value]


# -- a glob-chosen key whose name says public -----------------------------------------------------


def test_a_public_halfs_name_chosen_by_a_glob_is_not_reported(rules: RuleSet) -> None:
    private = "".join(_RNG.choices(string.ascii_letters + string.digits, k=28))
    text = f'[profile]\n  public_api_key = "zqwkbnte"\n  private_api_key = "{private}"\n'
    assert values(rules, "home/x/.config/tool/config.toml", text, home="") == [private]
    text = '[profile]\n  api_key = "zqwkbnteQ2x"\n'
    assert values(rules, "home/x/.config/tool/config.toml", text, home="") == ["zqwkbnteQ2x"]


def test_a_password_named_for_a_public_key_is_reported(rules: RuleSet) -> None:
    # The public half's word names the key the password opens, not the password.
    password = "".join(_RNG.choices(string.ascii_letters + string.digits, k=18)) + "#"
    text = f"publicKeyPassword: {password}\n"
    assert values(rules, "app/config.yaml", text) == [password]


# -- speed --------------------------------------------------------------------------------------


def test_near_misses_take_linear_time() -> None:
    """A megabyte of lines each near one of these mechanisms' words, each judged at its end."""
    lines = [
        "already expired and " + "already " * 8 + "so on: ",
        "token=" + "a" * 50 + " signature" * 8 + " timestamp",
        "Public share " * 6 + "token `",
        "Secret in pass " * 6 + "in pass: ",
        "# public test " * 8 + "from its " * 6,
    ]
    text = "\n".join(lines[n % len(lines)] for n in range(1_000_000 // 60)) + "\n"

    def scan(part: str) -> None:
        ends = [n for n, c in enumerate(part) if c == "\n"]
        for end in ends:
            said_dead_before(part, end)
            labelled_public(part, end, "token")
            declared_public(part, end - 10)
            said_unreal_above(part, end)
            signed_request_token(part, "token", end - 20, end - 10)

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
