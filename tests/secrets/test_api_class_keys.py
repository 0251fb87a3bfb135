"""A key given first to a client class named for its API (Media Cloud's
mediacloud.api.SearchApi(KEY) and DirectoryApi(KEY)), as to one named for its service's client
(DeepgramClient(KEY)). Values are made here. Look-alikes: an address, a name, a path, a
variable, a keyword argument, a login's pair, a function's (not a class's) name."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def _key() -> str:
    return secrets.token_hex(20)


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("src/pull.py", 'search = mediacloud.api.SearchApi("{}")\n'),
        ("src/pull.py", "directory = DirectoryApi('{}')\n"),
        ("src/Pull.java", 'var api = new NewsAPI("{}");\n'),
    ],
)
def test_a_key_given_first_to_an_api_class_is_found(rules: RuleSet, path: str, line: str) -> None:
    key = _key()
    assert found(rules, path, "x = 1\n" + line.format(key)) == [(2, key)]


@pytest.mark.parametrize(
    "line",
    [
        'web = WebAPI("https://api.example.org/v2")\n',
        'gateway = RestApi(self, "MediaCloudGatewayApi")\n',
        'c = SearchApi("ProductionEnvironmentName")\n',
        'c = SearchApi("/home/mc/keys/mediacloud.txt")\n',
        'c = SearchApi("YOUR_MEDIACLOUD_API_KEY")\n',
        "c = SearchApi(os.environ['MC_API_KEY'])\n",
        'c = SearchApi(key="'
        + "".join(secrets.choice(string.ascii_letters) for _ in range(4))
        + '")\n',
        # A class named for its API but not for a login: a pair after a user is not read.
        'c = SearchApi("alice", "' + secrets.token_urlsafe(12) + '")\n',
        # A function, not a class: its first argument is what it looks up.
        'info = fetch_api("' + _key() + '")\n',
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "src/pull.py", "import os\n" + line) == []


def test_many_api_words_take_linear_time(rules: RuleSet) -> None:
    text = "x = SearchApi(api.api.api" * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "src/pull.py", part), text)
    assert linear, times
