"""An API key given to curl as the Basic user name, with the dummy password its service documents
(Freshdesk's `-u KEY:X`, Teamwork's `KEY:xxx`, Toggl Track's `TOKEN:api_token`, Graylog's
`TOKEN:token`: a word saying what the user part is). Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

KEY = "".join(random.Random(24).choices(string.ascii_letters + string.digits, k=24))
HEX = "".join(random.Random(25).choices("0123456789abcdef", k=32))


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("curl -s -u {k}:X https://acme.helpdesk.example/api/v2/agents/me\n", KEY),
        ("curl --user {k}:xxx https://pm.example.com/projects.json\n", KEY),
        ('curl -u "{k}:x" https://crm.example.net/api/contacts\n', KEY),
        ("curl -u {k}:api_token https://api.track.example/api/v9/me\n", HEX),
        (
            "curl -sS -u {k}:token -H 'Accept: application/json' https://logs.example.org/api/x\n",
            KEY,
        ),
        ("curl --user {k}:apikey https://ingest.example.com/v1/health\n", HEX),
    ],
)
def test_a_key_as_the_user_with_a_dummy_password_is_found(
    rules: RuleSet, text: str, key: str
) -> None:
    assert found(rules, "run/poll.sh", text.format(k=key)) == [(1, key)]


@pytest.mark.parametrize(
    "text",
    [
        # The documentation's placeholder, a variable, a user's name or address.
        "curl -v -u yourapikey:X https://acme.helpdesk.example/api/v2/groups\n",
        'curl -u "$HELPDESK_KEY:X" https://acme.helpdesk.example/api/v2/groups\n',
        "curl -u alice.b@example.org:X https://acme.helpdesk.example/api/v2/groups\n",
        "curl -u jdoe:x https://files.example.edu/data.tar\n",
        "curl -u jdoe:token https://files.example.edu/data.tar\n",
        'curl -u "$LOG_TOKEN:token" https://logs.example.org/api/system\n',
        # A password that is no dummy is the password's rule's: the user name is no key.
        "curl -u build-robot-account-2025:s3cr3t-Pw https://ci.example.org/\n",
    ],
)
def test_look_alikes_of_a_key_with_a_dummy_password_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert KEY not in values(rules, "run/poll.sh", text)
    assert "build-robot-account-2025" not in values(rules, "run/poll.sh", text)
    assert "yourapikey" not in values(rules, "run/poll.sh", text)


def test_a_huge_curl_line_takes_linear_time(rules: RuleSet) -> None:
    text = "curl " + " -u " + "a" * 30 + ":" + "X" * 200_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "run/poll.sh", part * 3), text)
    assert linear, times
