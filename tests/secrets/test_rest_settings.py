"""A setting's value PUT by curl to a REST path named for a secret: Dataverse's admin settings
API (:BuiltinUsers.KEY), Consul's and etcd's key-value stores. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(5150)
VALUE = "".join(_RNG.choice(string.ascii_letters + string.digits + "._") for _ in range(18)) + "9z"


def _found(rules: RuleSet, text: str) -> list[tuple[str, str]]:
    parts = ("home", "ops", ".bash_history")
    return [(m.rule.id, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "command",
    [
        "curl -X PUT -d {v} https://dv.lab.example/api/admin/settings/:WorkflowsAdminIpWhitelistKey",
        "curl -s --request PUT --data-raw '{v}' http://consul:8500/v1/kv/grafana/admin_password",
        'curl -XPUT --data "{v}" "https://kv.lab.example/v1/kv/ci/deploy-token"',
        "curl -X PUT -H 'X-Consul-Token: x' -d {v} http://127.0.0.1:8500/v1/kv/app/SECRET",
        "curl -X PUT -d {v} http://127.0.0.1:8500/v1/kv/app/SECRET\ncurl -s http://127.0.0.1:8500/v1/kv/app",
    ],
)
def test_a_secret_put_to_a_path_named_for_it_is_found(rules: RuleSet, command: str) -> None:
    found = _found(rules, command.format(v=VALUE) + "\n")
    assert ("curl-put-secret-setting", VALUE) in found


@pytest.mark.parametrize(
    "command",
    [
        # A path named for something else, a file, a variable, a document, a word, a GET.
        "curl -X PUT -d {v} http://consul:8500/v1/kv/app/log_level",
        "curl -X PUT -d @token.txt http://consul:8500/v1/kv/app/api_token",
        "curl -X PUT -d $API_TOKEN http://consul:8500/v1/kv/app/api_token",
        "curl -X PUT -d '{{\"a\": 1}}' http://consul:8500/v1/kv/app/api_token",
        "curl -X PUT -d 'unblock-key' http://localhost:8080/api/admin/settings/:BlockedApiPolicy",
        "curl -X POST -d {v} http://consul:8500/v1/kv/app/api_token",
    ],
)
def test_other_settings_files_variables_and_posts_are_not_reported(
    rules: RuleSet, command: str
) -> None:
    found = _found(rules, command.format(v=VALUE) + "\n")
    assert all(rule != "curl-put-secret-setting" for rule, _ in found)


def test_hostile_curl_lines_take_linear_time(rules: RuleSet) -> None:
    text = "curl -X PUT " * 3_000 + "\n" + ("curl -X PUT -d " + "a" * 250 + " ") * 1_000 + "\n"
    text += "curl " + "-d x " * 20_000 + "http://h/key\n"
    text += "curl -X PUT -d abcdefgh12 http://h/" + "x" * 400 + "_key\n" * 2_000
    linear, times = text_grows_linearly(lambda part: _found(rules, part), text)
    assert linear, times
