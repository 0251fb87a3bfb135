"""A list of secrets' names written under a secret's name (Nextflow's `secret` process
directive, an inline list of the secrets a job or service is given) says which secrets, not
their values: not a secret. A list that holds a value is judged as before. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

TOKEN = "Wm3q9ZtR7vLx2KpN8cYd4HsB"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "reads", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (
            "conf/hpc.config",
            "process {\n  withLabel: 'upload' {\n    secret = ['ENA_PASSWORD']\n  }\n}\n",
        ),
        ("pipeline.config", 'process.secret = ["TOWER_ACCESS_TOKEN", "AWS_SECRET_KEY"]\n'),
        ("runner.toml", "[job]\nsecrets = [ 'DEPLOY_KEY', 'REGISTRY_PASSWORD', ]\n"),
        ("service.ini", "[svc]\npassword = [DB_PASSWORD]\n"),
    ],
)
def test_a_list_of_secrets_names_is_not_reported(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text) == []


@pytest.mark.parametrize(
    "line",
    [
        "password = ['{v}']",
        "password = ['DB_PASSWORD', '{v}']",
    ],
)
def test_a_list_that_holds_a_value_is_still_judged(rules: RuleSet, line: str) -> None:
    found = _values(rules, "service.ini", "[svc]\n" + line.format(v=TOKEN) + "\n")
    assert found and all(TOKEN in f for f in found), found


def test_a_huge_list_of_names_takes_linear_time(rules: RuleSet) -> None:
    text = "[svc]\npassword = [" + "'DB_PASSWORD', " * 100_000 + "x\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "service.ini", part), text)
    assert linear, times
