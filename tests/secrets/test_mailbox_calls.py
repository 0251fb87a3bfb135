"""A password given to a service's client right after its account's e-mail address, by position:
`Client("EMAIL", "PASSWORD")` (python-garminconnect's Garmin(email, password) and its like), in
source code. Values are generated here; the look-alikes give a name, a phone number, a greeting,
a path or a variable after the address, or an address that is no mailbox."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random("mailbox-calls")
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits + "=!%") for _ in range(14))
PASSWORD = "q7" + PASSWORD + "Z="


@pytest.mark.parametrize(
    ("path", "text", "line"),
    [
        (
            "sync/rides.py",
            "from rides import Tracker\n\n"
            f'api = Tracker("kim.ode@fjord.example.net", "{PASSWORD}")\napi.login()\n',
            3,
        ),
        (
            "sync/Main.kt",
            f"val watch = Watch(\n    'ops+bot@lab.example.org',\n    '{PASSWORD}',\n)\n",
            3,
        ),
    ],
)
def test_a_password_after_the_accounts_address_is_found(
    rules: RuleSet, path: str, text: str, line: int
) -> None:
    assert found(rules, path, text) == [(line, PASSWORD)]


@pytest.mark.parametrize(
    "call",
    [
        'Person("kim.ode@fjord.example.net", "Kim Ode")',
        'Contact("kim.ode@fjord.example.net", "+4790012345")',
        'Mail("kim.ode@fjord.example.net", "welcome")',
        'Attachment("kim.ode@fjord.example.net", "/srv/exports/ride.fit")',
        'Tracker("kim.ode@fjord.example.net", os.environ["TRACKER_PASSWORD"])',
        'Tracker("kim.ode@fjord.example.net", password)',
        f'Repo("git@github.example.com:lab/rides", "{PASSWORD}")',
        'Tracker("kim.ode@fjord.example.net", "<your password>")',
        # Words, numbers and a version given after an address, mixed characters and all.
        'Contact("jane.doe@corp.example.net", "Jane-Doe_42")',
        'EmailMessage("ops@corp.example.net", "Report#2024-Q3")',
        'Sender("alerts@corp.example.net", "Ops-Team#1")',
        'Mailbox("me@corp.example.net", "INBOX.Archive2024")',
        'Signer("ops@corp.example.net", "SHA256withRSA")',
        'Header("x-user@corp.example.net", "Bearer_abc123X")',
        'Recipient("bob@corp.example.net", "+1-555-0100x")',
    ],
)
def test_names_numbers_paths_and_variables_after_an_address_are_not_reported(
    rules: RuleSet, call: str
) -> None:
    assert found(rules, "sync/rides.py", f"api = {call}\n") == []


def test_many_addresses_in_calls_take_linear_time(rules: RuleSet) -> None:
    near_misses = "".join(
        f'p{n} = Person("user{n}@fjord.example.net", "Name Surname")  # x@y\n' for n in range(200)
    )
    text = near_misses * (1_000_000 // len(near_misses))

    def scan(part: str) -> None:
        assert found(rules, "sync/people.py", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
