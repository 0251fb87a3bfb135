"""An issued token's id given to a login call as its user beside its secret as the password
(XNAT's alias token: `xnat.connect(URL, user=ALIAS, password=SECRET)`; Socrata's API key id,
given to sodapy's `Socrata(domain, app_token, username=KEY_ID, password=KEY_SECRET)`) is
reported with the secret (LABELS.md rule 2); a person's user name, or an id beside a password
read from the environment or a placeholder, is not. Values are made here."""

from __future__ import annotations

import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.draws import Draws
from tests.secrets.found import found

ALIAS = str(uuid.uuid4())
_DRAWS = Draws(__name__)
SECRET = _DRAWS.token_urlsafe(48)[:64]
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
# Socrata's key id and the app token: drawn letters of both cases and digits.
KEY_ID = "".join(_DRAWS.choice(_ALNUM) for _ in range(24)) + "7"
APP_TOKEN = "".join(_DRAWS.choice(_ALNUM) for _ in range(24)) + "Q"


@pytest.mark.parametrize(
    "text",
    [
        f'ALIAS = "{ALIAS}"\nSECRET = "{SECRET}"\n\n'
        "with xnat.connect(URL, user=ALIAS, password=SECRET) as session:\n    pass\n",
        f'session = xnat.connect(URL, user="{ALIAS}", password="{SECRET}")\n',
    ],
)
def test_an_alias_token_given_as_the_user_beside_its_secret_is_reported(
    rules: RuleSet, text: str
) -> None:
    values = [value for _, value in found(rules, "scripts/pull.py", text)]
    assert ALIAS in values
    assert SECRET in values


@pytest.mark.parametrize(
    "text",
    [
        # A person's user name is no issued id.
        f'session = xnat.connect(URL, user="alice", password="{SECRET}")\n',
        # The password read from the environment: the id's secret is not here.
        f'ALIAS = "{ALIAS}"\nxnat.connect(URL, user=ALIAS, password=os.environ["XNAT_SECRET"])\n',
        # A placeholder or a reference for the password.
        f'xnat.connect(URL, user="{ALIAS}", password="<SECRET>")\n',
        f'xnat.connect(URL, user="{ALIAS}", password="${{XNAT_SECRET}}")\n',
        # A UUID as a record id, not a user.
        f'xnat.get_subject(URL, subject="{ALIAS}", password="{SECRET}")\n',
    ],
)
def test_an_id_without_its_secret_or_a_persons_name_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert ALIAS not in [value for _, value in found(rules, "scripts/pull.py", text)]


@pytest.mark.parametrize(
    "password",
    [
        "changeme",
        "xxxxxxxxxx",
        "your_password_here",
        "REDACTED",
        "**********",
        "%(password)s",
        "XNAT_PASSWORD",
    ],
)
def test_an_id_beside_a_password_its_own_reading_passes_over_is_not_reported(
    rules: RuleSet, password: str
) -> None:
    # The id is reported only when its password would be: a look-alike there is no secret.
    text = f'session = xnat.connect(URL, user="{ALIAS}", password="{password}")\n'
    assert found(rules, "scripts/pull.py", text) == []


def _socrata(user: str, remark: str = "") -> str:
    return (
        f'client = Socrata(\n    "data.example.gov",\n    "{APP_TOKEN}",{remark}\n'
        f'    username="{user}",\n    password="{SECRET}",\n)\n'
    )


@pytest.mark.parametrize("remark", ["", "  # app token: names the app, sent in clear"])
def test_a_socrata_key_id_beside_its_secret_is_reported(rules: RuleSet, remark: str) -> None:
    # A remark after an argument's comma, its commas and quotes prose, ends at its line's end.
    values = [value for _, value in found(rules, "scripts/publish.py", _socrata(KEY_ID, remark))]
    assert KEY_ID in values
    assert SECRET in values
    assert APP_TOKEN not in values


def test_a_persons_login_beside_the_app_token_is_not_reported(rules: RuleSet) -> None:
    values = [value for _, value in found(rules, "scripts/publish.py", _socrata("ops@example.gov"))]
    assert values == [SECRET]
