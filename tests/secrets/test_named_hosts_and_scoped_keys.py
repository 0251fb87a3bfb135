"""Values under a secret's name that are no secret by their shape: a host's name (where the
secret is documented or kept), a page's address without its scheme, and a content-addressed
object's scoped key (gufe's and alchemiscale's `Class-<digest>-org-campaign-project`); and a
password drawn at random that ends as a pattern of names does (`….*`). Their near look-alikes
stay reported. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("README.md", "- oauth2-proxy cookie secret: oauth2-proxy.github.io (configuration).\n"),
        ("notes.md", "- api token: docs.example.org\n"),
        # A page's address cited without its scheme, a sentence's comma after it.
        (
            "README.md",
            "- SIGNL4 team secret: docs.n8n.io/integrations/builtin/credentials/signl4/,\n",
        ),
        ("notes.md", "- token: github.com/org/repo2/blob/main/README.md\n"),
        (
            "alchemiscale.yaml",
            f'network:\n  key: "AlchemicalNetwork-{secrets.token_hex(16)}-org-camp-proj"\n',
        ),
        ("run.log", f"[02:14:12] task ScopedKey: Task-{secrets.token_hex(16)}-org-fep-bace\n"),
    ],
)
def test_hosts_and_scoped_keys_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text) == []


@pytest.mark.parametrize(
    ("path", "line", "value"),
    [
        # Digits inside a word's letters: drawn, not a host's labels.
        ("notes.md", "- cookie secret: {v}", "k9x2.qz7mw.ab"),
        # Dots and a slash in a drawn value: no word in its path, or a random part.
        ("notes.md", "- api key: {v}", "k9x2.qz7mw.ab/x7q2"),
        ("notes.md", "- password: {v}", "ab.cd/Kx7Qz9mW2pL5"),
        # A digest after a word, no scope after it.
        ("run.log", "api key: {v}", "Secret-" + secrets.token_hex(16)),
        # A drawn password whose end is a pattern's.
        ("notes.md", "- password: {v}", "nkHIfxIq2HZt.*"),
    ],
)
def test_look_alike_secrets_are_reported(rules: RuleSet, path: str, line: str, value: str) -> None:
    assert found(rules, path, line.format(v=value) + "\n") == [(1, value)]
