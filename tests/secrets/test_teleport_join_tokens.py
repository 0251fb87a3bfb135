"""Teleport's join token in its configuration file: `join_params: token_name: TOKEN` under
`method: token` is the token `tctl tokens add` prints, however the setting calls it a name.
Under the other join methods the setting names a provision token resource (a word), and it may
be a file's path; neither is reported. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

TOKEN = "4c9e07d2a81f5b3e6d0a92c7f1e84b56"


def _config(value: str, method: str = "token") -> str:
    return (
        "version: v3\nteleport:\n  nodename: gpu-login3\n  join_params:\n"
        f"    method: {method}\n    token_name: {value}\n  proxy_server: tp.example.org:443\n"
    )


@pytest.mark.parametrize(
    ("path", "value", "secret"),
    [
        ("etc/teleport.yaml", TOKEN, TOKEN),
        ("etc/teleport.yml", f"'{TOKEN}'  # rotated monthly", TOKEN),
        ("deploy/teleport-agent.yaml", "Rw8kd93LmZq2xT5vNb7c", "Rw8kd93LmZq2xT5vNb7c"),
        # A folder named for the tool, a file a host's role.
        ("ops/teleport/node.yaml", TOKEN, TOKEN),
    ],
)
def test_a_join_token_under_token_name_is_found(
    rules: RuleSet, path: str, value: str, secret: str
) -> None:
    assert found(rules, path, _config(value)) == [(6, secret)]


@pytest.mark.parametrize(
    ("value", "method"),
    [
        # Another join method: the setting names a provision token resource.
        ("iam-token", "iam"),
        ("github-actions-gpu-runners", "github"),
        ("kube-join-cluster-token", "kubernetes"),
        # The token read from a file, a template's reference, a variable.
        ("/var/lib/teleport/join-token", "token"),
        ('"{{ teleport_join_token }}"', "token"),
        ("${TELEPORT_JOIN_TOKEN}", "token"),
        ("", "token"),
    ],
)
def test_names_paths_and_references_under_token_name_are_not_reported(
    rules: RuleSet, value: str, method: str
) -> None:
    assert found(rules, "etc/teleport.yaml", _config(value, method)) == []


def test_token_name_in_another_tools_yaml_is_not_teleports(rules: RuleSet) -> None:
    # A setting of that name elsewhere names a token (a CI system's, an exporter's).
    assert found(rules, "deploy/exporter.yaml", _config(TOKEN)) == []
    # Nor is a file deeper under a folder named for it (a role's tasks).
    assert found(rules, "roles/teleport/tasks/main.yml", _config(TOKEN)) == []


def test_a_huge_teleport_yaml_takes_linear_time(rules: RuleSet) -> None:
    text = "  token_name: " + "a1" * 100_000 + "\n" + ("  token_name:" + " " * 5_000 + "\n") * 200
    linear, times = text_grows_linearly(lambda part: found(rules, "etc/teleport.yaml", part), text)
    assert linear, times
