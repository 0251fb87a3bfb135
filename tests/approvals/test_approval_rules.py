"""policies/approvals.toml: the rules load as written, and a malformed file is one clear error."""

from __future__ import annotations

from pathlib import Path

import pytest

from govern.approvals.model import Kind
from govern.approvals.rules import Rules, load_rules
from govern.catalog import load_catalog
from govern.catalog.model import Classification
from govern.errors import ApprovalError
from tests.approvals.conftest import REPO, rules

CATALOG = load_catalog(REPO / "examples" / "site" / "catalog")


def test_the_shipped_rules_need_two_approvers_for_ear_and_itar() -> None:
    loaded = rules()
    for classification in (Classification.EAR, Classification.ITAR):
        for kind in (Kind.RELEASE, Kind.EXPORT):
            assert loaded.rule_for(kind, classification).required == 2
    assert loaded.rule_for(Kind.PRIVILEGED, None).required == 1
    assert loaded.rule_for(Kind.RELEASE, Classification.INTERNAL).max_days is None


def _load(tmp_path: Path, text: str) -> Rules:
    path = tmp_path / "approvals.toml"
    path.write_text(text)
    return load_rules(path, (), CATALOG)


def test_required_defaults_by_classification_and_can_be_set(tmp_path: Path) -> None:
    loaded = _load(
        tmp_path,
        '[[rule]]\nkind = "release"\nclassification = "cui"\napprovers = ["x"]\n'
        '[[rule]]\nkind = "export"\nclassification = "itar"\napprovers = ["x"]\nrequired = 3\n',
    )
    assert loaded.rule_for(Kind.RELEASE, Classification.CUI).required == 1
    assert loaded.rule_for(Kind.EXPORT, Classification.ITAR).required == 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[[rule]\n", "not valid TOML"),
        ('[[rule]]\nkind = "release"\nclassification = "ear"\n', "rule.0.approvers: required"),
        (
            '[[rule]]\nkind = "release"\nclassification = "ear"\napprovers = []\n',
            "rule.0.approvers: Tuple should have at least 1 item",
        ),
        (
            '[[rule]]\nkind = "lend"\nclassification = "ear"\napprovers = ["x"]\n',
            "rule.0.kind: Input should be 'release', 'export' or 'privileged'",
        ),
        (
            '[[rule]]\nkind = "release"\nclassification = "secret"\napprovers = ["x"]\n',
            "rule.0.classification",
        ),
        ('[[rule]]\nkind = "release"\napprovers = ["x"]\n', "a release or export rule names one"),
        (
            '[[rule]]\nkind = "privileged"\nclassification = "ear"\napprovers = ["x"]\n',
            "a privileged rule names no classification",
        ),
        (
            '[[rule]]\nkind = "release"\nclassification = "ear"\napprovers = ["x"]\nmax_days = 0\n',
            "rule.0.max_days",
        ),
        (
            '[[rule]]\nkind = "release"\nclassification = "ear"\napprovers = ["x"]\nrequired = 0\n',
            "rule.0.required",
        ),
        (
            '[[rule]]\nkind = "release"\nclassification = "ear"\napprovers = ["x"]\nwho = 1\n',
            "rule.0.who: unknown field",
        ),
        (
            '[[rule]]\nkind = "release"\nclassification = "ear"\napprovers = ["x"]\n' * 2,
            "two rules for release/ear",
        ),
        ("[defaults]\nrequired = 2\n", "defaults: unknown field"),
    ],
)
def test_a_malformed_rules_file_is_one_clear_error(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ApprovalError) as caught:
        _load(tmp_path, text)
    assert str(caught.value).startswith(str(tmp_path / "approvals.toml") + ": ")
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_missing_rules_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ApprovalError, match=r"approvals\.toml: file not found"):
        load_rules(tmp_path / "approvals.toml", (), CATALOG)
