"""The example ValidatingWebhookConfiguration sends the webhook everything it judges, and fails
closed."""

from __future__ import annotations

import re
from typing import Any

import yaml

from govern.webhook.admission import POD_SPEC_PATHS
from tests.conftest import REPO, Govern

EXAMPLE = REPO / "examples" / "kubernetes"


def webhooks() -> list[dict[str, Any]]:
    document = yaml.safe_load((EXAMPLE / "validating-webhook.yaml").read_text())
    assert document["apiVersion"] == "admissionregistration.k8s.io/v1"
    assert document["kind"] == "ValidatingWebhookConfiguration"
    found: list[dict[str, Any]] = document["webhooks"]
    return found


def test_the_example_fails_closed() -> None:
    for webhook in webhooks():
        assert webhook["failurePolicy"] == "Fail"
        assert webhook["sideEffects"] == "None"
        assert webhook["admissionReviewVersions"] == ["v1"]
        assert webhook["clientConfig"]["service"]["path"] == "/validate"
        # govern's own budget (--max-seconds, 3 by default) runs out first and says why.
        assert webhook["timeoutSeconds"] > 3


def test_the_example_sends_every_kind_the_webhook_judges() -> None:
    covered: set[tuple[str, str]] = set()
    for webhook in webhooks():
        for rule in webhook["rules"]:
            if {"CREATE", "UPDATE"} <= set(rule["operations"]):
                covered |= {(g, r) for g in rule["apiGroups"] for r in rule["resources"]}
    wanted = {(group, kind.lower() + "s") for group, kind in POD_SPEC_PATHS}
    assert wanted <= covered
    assert ("", "pods/ephemeralcontainers") in covered  # `kubectl debug` adds containers so


def test_the_example_leaves_the_control_plane_out() -> None:
    for webhook in webhooks():
        expressions = webhook["namespaceSelector"]["matchExpressions"]
        excluded = {
            value
            for e in expressions
            if e["key"] == "kubernetes.io/metadata.name" and e["operator"] == "NotIn"
            for value in e["values"]
        }
        assert "kube-system" in excluded


def test_the_readme_uses_options_serve_has(govern: Govern) -> None:
    readme = (EXAMPLE / "README.md").read_text()
    used = set(re.findall(r"(--[a-z][a-z-]+)", readme.split("## 2.", 1)[1].split("## 3.")[0]))
    assert used >= {"--listen", "--cert", "--key", "--mode"}
    help_text = govern("webhook", "serve", "--help", env={"COLUMNS": "200"}).stdout
    for option in used - {"--config"}:
        assert option in help_text, option


def test_no_one_but_the_cluster_admin_can_opt_out() -> None:
    """Only the API server sets kubernetes.io/metadata.name; any other namespace or object label
    can be set by a namespace admin, who could then skip admission."""
    for webhook in webhooks():
        assert "objectSelector" not in webhook
        selector = webhook["namespaceSelector"]
        assert "matchLabels" not in selector
        for expression in selector["matchExpressions"]:
            assert expression["key"] == "kubernetes.io/metadata.name"
            assert expression["operator"] == "NotIn"
