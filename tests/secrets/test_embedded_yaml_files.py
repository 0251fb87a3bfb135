"""A YAML file written inside another as a literal block: cloud-init's `write_files` entry whose
`content: |` is a K3s config.yaml, a ConfigMap's `config.yaml: |`. Its settings are read as a
YAML file's, under the block's keys. Look-alikes: a folded block, a block of another key, a
block whose first line is no setting (a script), a reference in the embedded file. Values are
generated here."""

from __future__ import annotations

import random

from govern.secrets.formats.yaml import parse_yaml
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random("embedded-yaml")
TOKEN = (
    "K10"
    + "".join(_RNG.choice("0123456789abcdef") for _ in range(64))
    + "::server:"
    + "".join(_RNG.choice("0123456789abcdef") for _ in range(32))
)


def _cloud_config(content: str, indicator: str = "|") -> str:
    return (
        "#cloud-config\nwrite_files:\n"
        "  - path: /etc/rancher/k3s/config.yaml\n"
        '    permissions: "0600"\n'
        f"    content: {indicator}\n" + "".join(f"      {line}\n" for line in content.split("\n"))
    )


def test_a_written_yaml_files_settings_are_read_under_the_block(rules: RuleSet) -> None:
    text = _cloud_config(f'server: https://10.99.0.1:6443\ntoken: "{TOKEN}"')
    fields = [(f.key, f.parents, text[f.start : f.end]) for f in parse_yaml(text)]
    assert ("token", ("write_files", "content"), TOKEN) in fields
    assert found(rules, "deploy/cloud-init/node.yaml", text) == [(7, TOKEN)]


def test_a_configmaps_yaml_file_is_read_too() -> None:
    text = f"data:\n  config.yaml: |\n    cluster:\n      token: {TOKEN}\n"
    fields = [(f.key, f.parents, text[f.start : f.end]) for f in parse_yaml(text)]
    assert ("token", ("data", "config.yaml", "cluster"), TOKEN) in fields


def test_blocks_that_are_no_yaml_file_give_only_their_text() -> None:
    folded = _cloud_config(f"token: {TOKEN}", indicator=">")
    script = _cloud_config(f"#!/bin/sh\nexport K3S_URL=https://10.99.0.1:6443\ntoken: {TOKEN}")
    other = f"notes: |\n  token: {TOKEN}\n"
    for text in (folded, script, other):
        assert [f.key for f in parse_yaml(text) if text[f.start : f.end] == TOKEN] == []


def test_a_reference_in_a_written_yaml_file_is_not_reported(rules: RuleSet) -> None:
    text = _cloud_config("server: https://10.99.0.1:6443\ntoken: ${K3S_TOKEN}")
    assert found(rules, "deploy/cloud-init/node.yaml", text) == []


def test_many_written_yaml_files_are_read_in_linear_time(rules: RuleSet) -> None:
    settings = "".join(f"      key{n}: value{n}\n" for n in range(20))
    entry = "  - path: /etc/app/config.yaml\n    content: |\n" + settings
    text = "write_files:\n" + entry * (1_000_000 // len(entry))

    def scan(part: str) -> None:
        found(rules, "deploy/cloud-init/node.yaml", part)

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
