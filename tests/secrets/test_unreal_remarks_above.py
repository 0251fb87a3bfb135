"""A comment on the line just above a value that says the value is no live one (never valid,
not a real one, copied from a vendor's documentation) is about the value below it: the token
there is not reported, whether a rule knows its shape or its name. A comment about something
else, one denied, or one further up past a blank line leaves it reported. Values are made
here."""

from __future__ import annotations

import base64
import json
import random
import string

import pytest

from govern.secrets.rules import RuleSet
from govern.secrets.unrealabove import said_unreal_above
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(7719)


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


JWT = ".".join(
    (
        _b64url(json.dumps({"alg": "HS256"}).encode()),
        _b64url(json.dumps({"sub": "relay-ingest"}).encode()),
        _b64url(_RNG.randbytes(32)),
    )
)
TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "8"


@pytest.mark.parametrize(
    "text",
    [
        f"# stale, from the Relay docs, never valid here:\n# auth=token:{JWT}\n",
        f"// copied from the vendor documentation:\nclientToken: {JWT}\n",
        f"; not a real token, a docs example\napi_token = {TOKEN}\n",
        f"# no longer valid (rotated in May)\nrelay_token = {TOKEN}\n",
        f"# deleted in 2024, that key was revoked on both sides:\n# relay_token = {TOKEN}\n",
    ],
)
def test_a_value_a_comment_above_calls_no_live_one_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "relay/client.conf", text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"# token for the relay, see the docs for scopes:\nauth=token:{JWT}\n", JWT),
        (f"# not from the docs: our own\napi_token = {TOKEN}\n", TOKEN),
        (f"# never valid before 2026-01-01:\napi_token = {TOKEN}\n", TOKEN),
        (f"# from the Relay docs, never valid here:\n\napi_token = {TOKEN}\n", TOKEN),
        (f"api_url = https://relay.example.org  # from the docs\napi_token = {TOKEN}\n", TOKEN),
        # What the remark says is unreal or from the docs is something else than the value.
        (f"# rotated monthly, see the steps from the ops manual\napi_token = {TOKEN}\n", TOKEN),
        (f"# TODO: not valid json otherwise\napi_token = {TOKEN}\n", TOKEN),
        (f"# not a real problem, rotate it yearly\napi_token = {TOKEN}\n", TOKEN),
        (f"# the old one is no longer valid, this is the new one\napi_token = {TOKEN}\n", TOKEN),
        # "That key" is the one this value replaced, not the value's subject.
        (f"# issued after that key was revoked in May\napi_token = {TOKEN}\n", TOKEN),
    ],
)
def test_a_comment_about_something_else_leaves_it_reported(
    rules: RuleSet, text: str, value: str
) -> None:
    assert values(rules, "relay/client.conf", text) == [value]


def test_long_comments_above_take_linear_time() -> None:
    line = "# " + "from the the the " * 12 + "docs\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        starts = range(len(line), len(part), len(line))
        for start in starts:
            said_unreal_above(part, start)

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def _profile(remark: str, token: str) -> str:
    return (
        "[default]\n"
        "api_endpoint = https://api.example.org/v2\n"
        f"auth_token = {token}\n\n"
        f"{remark}\n"
        "[collab-old]\n"
        "api_endpoint = https://api.example.org/v2\n"
        f"auth_token = {token[::-1]}\n"
    )


def test_a_two_line_comment_above_a_section_that_says_its_token_was_revoked(
    rules: RuleSet,
) -> None:
    token = "".join(_RNG.choices("0123456789abcdef", k=32))
    remark = (
        "# collaborators' profile on the US platform. Token revoked 2024-11-30 when the\n"
        "# collaboration ended, kept only so the old notebooks still parse."
    )
    # The default profile's token, above the remark, is still reported.
    assert values(rules, "home/u/.sevenbridges/credentials", _profile(remark, token)) == [token]


@pytest.mark.parametrize(
    "remark",
    [
        # Of another value, or the value still works, or it was renewed since.
        "# the old token was revoked 2024-11-30 when the\n# collaboration ended; this one is new",
        "# collaborators' profile. Token revoked 2024-11-30, then\n# reissued for the renewal.",
        "# collaborators' profile. Old token revoked 2024-11-30;\n# this one still works.",
        # A remark about the kind, not this value.
        "# tokens are revoked after ninety days\n# of inactivity",
        # Remarks labelled by each section's name, or calling one live.
        "# staging: revoked 2024-11-30\n# prod: live, rotated monthly",
        "# above: revoked 2024-11-30",
        "# revoked 2024-11-30 upstream; the mirror's copy is active",
    ],
)
def test_a_section_comment_about_another_value_or_a_live_one_hides_nothing(
    rules: RuleSet, remark: str
) -> None:
    token = "".join(_RNG.choices("0123456789abcdef", k=32))
    found = values(rules, "home/u/.sevenbridges/credentials", _profile(remark, token))
    assert found == [token, token[::-1]]


def test_a_comment_right_under_a_sections_values_is_that_sections(rules: RuleSet) -> None:
    token = "".join(_RNG.choices("0123456789abcdef", k=32))
    text = _profile("# token revoked 2024-11-30", token).replace("\n\n# token", "\n# token")
    found = values(rules, "home/u/.sevenbridges/credentials", text)
    assert found == [token, token[::-1]]


def test_a_revocation_dated_by_creating_the_new_one_is_the_values(rules: RuleSet) -> None:
    live, old, older = (
        "".join(_RNG.choice("0123456789abcdef") for _ in range(40)) for _ in range(3)
    )
    renviron = (
        f"TYPEFORM_TOKEN={live}\n"
        "# token viejo: lo revoqué en Personal tokens al crear el nuevo\n"
        f"# TYPEFORM_TOKEN={old}\n"
        "# old token: revoked in Personal tokens when I created the new one\n"
        f"# TYPEFORM_TOKEN={older}\n"
    )
    assert values(rules, "home/u/.Renviron", renviron, home="") == [live]


def test_a_remark_that_introduces_the_new_one_below_leaves_it_reported(rules: RuleSet) -> None:
    first, second = ("".join(_RNG.choice("0123456789abcdef") for _ in range(40)) for _ in range(2))
    renviron = (
        "# el viejo lo revoqué al crear el nuevo:\n"
        f"TYPEFORM_TOKEN={first}\n"
        "# revoked the old one when I created the new one:\n"
        f"FORM_TOKEN={second}\n"
    )
    assert values(rules, "home/u/.Renviron", renviron, home="") == [first, second]
