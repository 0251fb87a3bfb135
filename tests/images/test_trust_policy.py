"""The image trust policy file: rule matching and every way a broken file is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from govern.errors import ImageError
from govern.images.keys import generate_key_pair
from govern.images.trust import load_trust_policy

REPO = Path(__file__).resolve().parents[2]


def write_policy(tmp_path: Path, text: str) -> Path:
    generate_key_pair(tmp_path / "site", b"")
    path = tmp_path / "images.toml"
    path.write_text(text)
    return path


def test_the_shipped_policy_loads() -> None:
    policy = load_trust_policy(REPO / "policies" / "images.toml")
    assert policy.rule_for("ghcr.io/example-university-rc/pytorch") is not None
    assert policy.rule_for("ghcr.io/someone-else/pytorch") is None
    assert "gpu-operator" in policy.privileged_namespaces


def test_first_matching_rule_decides_and_globs_respect_components(tmp_path: Path) -> None:
    policy = load_trust_policy(
        write_policy(
            tmp_path,
            """
[[rule]]
name = "operator"
match = ["reg.example/gpu-operator/*"]
keys = ["site.pub"]
privileged = true

[[rule]]
name = "everything"
match = ["reg.example/**"]
keys = ["site.pub"]
""",
        )
    )
    operator = policy.rule_for("reg.example/gpu-operator/driver")
    assert operator is not None and operator.name == "operator" and operator.privileged
    nested = policy.rule_for("reg.example/gpu-operator/driver/extra")
    assert nested is not None and nested.name == "everything"
    assert policy.rule_for("reg.example.evil/gpu-operator/driver") is None
    assert policy.rule_for("other.example/app") is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[[rule]]\nname = 'x'\nmatch = ['a/b']\n", "at least one of 'keys'"),
        ("[[rule]]\nname = 'x'\nmatch = ['a/b']\nkeys = ['absent.pub']\n", "key file .* not found"),
        ("[[rule]]\nname = 'x'\nmatch = ['nohost']\nkeys = ['site.pub']\n", "registry/repository"),
        ("[[rule]]\nname = 'x'\nmatch = []\nkeys = ['site.pub']\n", "match"),
        (
            "[[rule]]\nname = 'x'\nmatch = ['a/b']\nkeys = ['site.pub']\ncolour = 'red'\n",
            "unknown field",
        ),
        (
            "[[rule]]\nname = 'x'\nmatch = ['a/b']\nkeys = ['site.pub']\nprivileged = 'yes'\n",
            "privileged",
        ),
        (
            "[[rule]]\nname = 'x'\nmatch = ['a/b']\n[[rule.keyless]]\nissuer = 'https://i'\n",
            "exactly one of 'subject' and 'subject_pattern'",
        ),
        (
            "[[rule]]\nname = 'x'\nmatch = ['a/b']\n[[rule.keyless]]\nissuer = 'https://i'\n"
            "subject_pattern = '('\n",
            "not a regular expression",
        ),
        (
            "[[rule]]\nname = 'x'\nmatch = ['a/b']\nkeys = ['site.pub']\n"
            "[[rule]]\nname = 'x'\nmatch = ['c/d']\nkeys = ['site.pub']\n",
            "two rules are named 'x'",
        ),
        (
            "[[rule]]\nname = 'x'\nmatch = ['a/b']\nkeys = ['site.pub']\n"
            "trusted_root = 'root.json'\n",
            "trusted root .* not found",
        ),
        ("rule = [", "not valid TOML"),
    ],
)
def test_broken_policies_are_refused_naming_the_problem(
    tmp_path: Path, text: str, message: str
) -> None:
    with pytest.raises(ImageError, match=message):
        load_trust_policy(write_policy(tmp_path, text))


def test_a_public_key_file_that_is_not_a_key_is_refused_when_material_loads(tmp_path: Path) -> None:
    path = write_policy(tmp_path, "[[rule]]\nname = 'x'\nmatch = ['a/b']\nkeys = ['junk.pub']\n")
    (tmp_path / "junk.pub").write_text("not a key\n")
    policy = load_trust_policy(path)
    with pytest.raises(ImageError, match=r"junk\.pub: not a PEM public key"):
        policy.load_material()
