"""Secrets package repositories' command-line clients take on their command line: Cloudsmith's
API key as -k in every subcommand, Conan's remote password as -p of `conan remote login` (Conan 1:
`conan user -p`). Values are generated here; the look-alikes are prompts, references and the
tools' other options of the same letter."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _hex(seed: int) -> str:
    rng = random.Random(f"cloudsmith-{seed}")
    return "".join(rng.choice("0123456789abcdef") for _ in range(32))


def _password(seed: int) -> str:
    rng = random.Random(f"conan-{seed}")
    alphabet = string.ascii_letters + string.digits + "*"
    return "Dw-" + "".join(rng.choice(alphabet) for _ in range(13))


def test_a_cloudsmith_api_key_given_as_k_is_found(rules: RuleSet) -> None:
    key = _hex(1)
    history = (
        f"cloudsmith whoami\ncloudsmith push rpm acme/hpc/el/9 pkg-1.0-1.el9.x86_64.rpm -k {key}\n"
    )
    assert found(rules, ".bash_history", history) == [(2, key)]


def test_cloudsmiths_references_and_other_tools_k_are_not_reported(rules: RuleSet) -> None:
    history = (
        'cloudsmith push rpm acme/hpc/el/9 pkg.rpm -k "$CLOUDSMITH_API_KEY"\n'
        f"ssh-add -k {_hex(2)}\n"
        "cloudsmith list packages acme/hpc -k $(pass show build/cloudsmith)\n"
    )
    assert found(rules, ".bash_history", history) == []


def test_a_conan_remote_password_is_found(rules: RuleSet) -> None:
    conan2, conan1 = _password(1), _password(2)
    history = (
        "conan remote add acme https://conan.example.org/artifactory/api/conan/local\n"
        f"conan remote login acme jdoe -p '{conan2}'\n"
        f"conan user -p {conan1} -r acme jdoe\n"
    )
    assert found(rules, ".bash_history", history) == [(2, conan2), (3, conan1)]


def test_conans_prompt_and_package_options_are_not_reported(rules: RuleSet) -> None:
    history = (
        "conan remote login acme jdoe -p\n"
        'conan remote login acme jdoe -p "$CONAN_PASSWORD"\n'
        f"conan upload kenlm/1.0 -r acme -p {_hex(3)}\n"
    )
    assert found(rules, ".bash_history", history) == []
