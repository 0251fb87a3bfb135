"""fdsnws_fetch's credentials file (`-c FILE`: `URL,user,password` rows for the FDSN web
services' queryauth method, no header): a row whose URL is an FDSN web service's gives its
password, under whatever name the file is kept. Rows of other URLs, comments, placeholders and
a table of FDSN requests are left. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_RNG = random.Random(7020)


def _password() -> str:
    body = _RNG.choices(string.ascii_letters + string.digits + "%._+=", k=14)
    return _RNG.choice(string.ascii_letters) + "".join(body) + _RNG.choice(string.digits)


def test_each_row_of_an_fdsn_credentials_file_gives_its_password(rules: RuleSet) -> None:
    first, second = _password(), _password()
    text = (
        f"https://ws.resif.example/fdsnws/dataselect/1/queryauth,seis01,{first}\n"
        f'"https://eida.example.ch/fdsnws/dataselect/1/queryauth","ops-seis","{second}"\n'
        "# ODC uses the EIDA token\n"
    )
    assert found(rules, ".config/fdsnws/credentials.csv", text) == [(1, first), (2, second)]
    assert found(rules, "eida-logins.txt", text) == [(1, first), (2, second)]


@pytest.mark.parametrize(
    "row",
    [
        "https://ws.example.org/fdsnws/dataselect/1/queryauth,seis01,<password>",
        "https://ws.example.org/fdsnws/dataselect/1/queryauth,seis01,${FDSN_PASSWORD}",
        # A table of requests: a URL with its query, a network and a channel.
        "https://ws.example.org/fdsnws/station/1/query?net=VI,VI,HHZ",
        "https://ws.example.org/fdsnws/station/1/query,VI,HHZ",
        # Another service's URL: no FDSN path.
        f"https://portal.example.org/login,seis01,{_password()}",
    ],
)
def test_other_rows_are_left(rules: RuleSet, row: str) -> None:
    assert values(rules, "credentials.csv", row + "\n") == []
