"""A user and a password given as one USER:PASSWORD word under a name that may hold the pair
(Splunk's `-auth`, HTTPie's `--auth`, BASIC_AUTH=): the shell joins a quoted password to the bare
user and colon (`admin:'p%ss'`), so the quoted part is the password. Variables, placeholders and
a user alone are left alone. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

PASSWORD = "".join(random.Random(83).choices(string.ascii_letters + string.digits + "=_%", k=18))


@pytest.mark.parametrize(
    "template",
    [
        "/opt/app/bin/appctl restart -auth operator:'{p}'\n",
        'appctl list inputs -auth svc_reader:"{p}" -app search\n',
        "https --auth ci-bot:'{p}' GET https://api.example.net/v1/runs\n",
    ],
)
def test_a_quoted_password_after_the_user_and_colon_is_found(rules: RuleSet, template: str) -> None:
    assert found(rules, "home/ops/.bash_history", template.format(p=PASSWORD)) == [(1, PASSWORD)]


@pytest.mark.parametrize(
    "text",
    [
        # A variable, a placeholder, the user alone, a colon inside a quoted time.
        'appctl list inputs -auth operator:"$APP_PASSWORD"\n',
        "appctl list inputs -auth operator:'<password>'\n",
        "appctl list inputs -auth operator: --app search\n",
        "appctl list inputs -auth 'operator'\n",
    ],
)
def test_variables_placeholders_and_a_user_alone_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert found(rules, "home/ops/.bash_history", text) == []


def test_a_megabyte_of_unclosed_quote_after_the_pair_scans_quickly(rules: RuleSet) -> None:
    text = "appctl list -auth operator:'" + "x" * 1_000_000 + "\n"
    linear, times = text_grows_linearly(
        lambda part: found(rules, "home/ops/.bash_history", part), text
    )
    assert linear, times
