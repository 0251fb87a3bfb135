"""An Authorization header's value is a credential whatever its shape: Grafana OnCall's HTTP API
takes its key there with no scheme (`Authorization: KEY`, 64 hex digits, which elsewhere read as
a digest). A scheme with a variable or a placeholder, a word, a variable in code and a setting
named authorization stay unreported. Values are made here."""

from __future__ import annotations

import random
import secrets
import time

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.found import found


@pytest.mark.parametrize(
    ("template", "path"),
    [
        ("API key for the export script:\n\n    Authorization: {k}\n", "oncall/escalation.md"),
        ('import requests\nHEADERS = {{"Authorization": "{k}"}}\n', "oncall/schedule.py"),
        ("headers:\n  Authorization: '{k}'\n", "oncall/export.yaml"),
    ],
)
def test_a_bare_key_in_an_authorization_header_is_found(
    rules: RuleSet, template: str, path: str
) -> None:
    key = secrets.token_hex(32)
    assert [value for _, value in found(rules, path, template.format(k=key))] == [key]


@pytest.mark.parametrize(
    "text",
    [
        "Authorization: Bearer $ONCALL_TOKEN\n",
        "Authorization: Basic <base64 of user:password>\n",
        "Authorization: ${ONCALL_API_KEY}\n",
        "Authorization: ONCALL_API_KEY_FROM_VAULT\n",
        "Authorization: your-oncall-api-key-here\n",
        'headers = {"Authorization": oncall_key_2025}\n',
        'headers = {"Authorization": f"Bearer {token}"}\n',
        "security:\n  authorization: enabled\n",
        # Code's variables under an unquoted name.
        "const h = { Authorization: oncallApiKeyFor2025 };\n",
        "const g = {\n  Authorization: api_key_v2_for_the_oncall_export,\n};\n",
    ],
)
def test_schemes_references_and_settings_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "oncall/notes.md", text) == []


def test_dashed_names_of_policies_are_not_a_bare_key(rules: RuleSet) -> None:
    # Small words joined by dashes, a digit or two among them, name a component or a policy.
    for value in ("oauth2-proxy-middleware", "s3-bucket-policy-readonly"):
        assert found(rules, "proxy/traefik.yml", f"authorization: {value}\n") == []
    text = "  authorization: k8s-rbac-cluster-admin-binding\n"
    rule_ids = [m.rule.id for m in find_matches(text, ("home", "u", "traefik.yml"), rules)]
    assert "http-auth-header-bare" not in rule_ids


def test_a_long_run_of_digits_costs_no_more_than_a_scan(rules: RuleSet) -> None:
    # Each split of a 1,100-digit run was tried (1.9 s for these 200 lines; a scan's cost is
    # a hundredth of that).
    (rule,) = [rule for rule in rules.rules if rule.id == "http-auth-header-bare"]
    text = ("Authorization: " + str(1 + secrets.randbelow(9)) * 1100 + " x\n") * 200
    started = time.process_time()
    assert list(rule.regex.finditer(text)) == []
    assert time.process_time() - started < 0.5


def _words(count: int) -> list[str]:
    words = ["rbac", "readonly", "cluster", "admin", "policy", "readers", "binding", "vault", "ops"]
    return random.sample(words, count)


@pytest.mark.parametrize(
    "value",
    [
        # A year, a release or a number after words, underscores for dashes: still names.
        "k8s-{a}-{b}-2024",
        "s3-{a}-{b}-role-dev01",
        "k8s_{a}_{b}_v12",
        "2025-01-{a}-{b}",
    ],
)
def test_dashed_names_with_numbers_are_not_a_bare_key(rules: RuleSet, value: str) -> None:
    a, b = _words(2)
    text = f"  authorization: {value.format(a=a, b=b)}\n"
    rule_ids = [m.rule.id for m in find_matches(text, ("home", "u", "traefik.yml"), rules)]
    assert "http-auth-header-bare" not in rule_ids


def test_keys_of_small_letters_and_digits_are_still_found(rules: RuleSet) -> None:
    # Hex split by dashes (a UUID's shape), letters and digits interleaved in every part, and a
    # letter run longer than a word: none is words joined by dashes.
    hexed = "-".join(secrets.token_hex(n) for n in (2, 2, 2, 2, 6))
    letters = "".join(random.choice("bcdfghjklmnpqrstvwxz") for _ in range(20))
    for key in (hexed, f"{secrets.randbelow(9000) + 1000}-{letters}", secrets.token_hex(16)):
        text = f"Authorization: {key}\n"
        rule_ids = [m.rule.id for m in find_matches(text, ("home", "u", "notes.md"), rules)]
        assert "http-auth-header-bare" in rule_ids, key


def _automation_secret() -> str:
    return "k" + secrets.token_urlsafe(27).replace("-", "x")


@pytest.mark.parametrize(
    "command",
    [
        'curl -s -H "Authorization: Bearer automation {s}" https://cmk.example.org/mon/check_mk'
        "/api/1.0/version",
        "curl -H 'Authorization: Bearer cmkadmin {s}' https://cmk.example.org/mon/check_mk/api/1.0",
    ],
)
def test_checkmks_automation_secret_after_its_user_is_found(rules: RuleSet, command: str) -> None:
    secret = _automation_secret()
    assert found(rules, ".bash_history", command.format(s=secret) + "\n") == [(1, secret)]


@pytest.mark.parametrize(
    "command",
    [
        'curl -H "Authorization: Bearer automation $CMK_AUTOMATION_SECRET" https://cmk/mon',
        'curl -H "Authorization: Bearer automation ${CMK_SECRET}" https://cmk/mon',
        'curl -H "Authorization: Bearer $TOKEN" https://example.org/api/v1/resources_and_more',
    ],
)
def test_a_user_beside_a_variable_for_its_secret_is_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert found(rules, ".bash_history", command + "\n") == []
