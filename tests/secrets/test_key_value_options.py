"""An option that takes NAME=VALUE (Helm's --set, docker's -e and --build-arg, kubectl's
--from-literal) splits at the first `=`: a value that begins with `=` is still the value, where
`NAME==VALUE` elsewhere is a comparison. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4401)
_ALPHABET = string.ascii_letters + string.digits + "%."
PASSWORD = "=" + "".join(_RNG.choice(_ALPHABET) for _ in range(17))


@pytest.mark.parametrize(
    "command",
    [
        "helm install wiki charts/wiki --set adminPassword{0} -n docs",
        "helm upgrade mq charts/mq --set-string auth.password{0}",
        "docker run -e DB_PASSWORD{0} registry.example.org/app:3",
        "kubectl create secret generic mq --from-literal=mq_password{0}",
    ],
)
def test_a_value_beginning_with_equals_is_found(rules: RuleSet, command: str) -> None:
    line = command.format("=" + PASSWORD)
    assert values(rules, ".bash_history", line + "\n") == [PASSWORD]


@pytest.mark.parametrize(
    ("path", "line"),
    [
        # Comparisons: in code, in a filter, in a command's other argument.
        ("tools/check.py", f"if admin_password=={PASSWORD[1:]!r}: pass"),
        (".bash_history", f"grep -c admin_password=={PASSWORD[1:]} audit.log"),
        (".bash_history", f"jq 'select(.password=={PASSWORD[1:]!r})' users.json"),
    ],
)
def test_double_equals_elsewhere_is_a_comparison(rules: RuleSet, path: str, line: str) -> None:
    assert values(rules, path, line + "\n") == []


def test_hostile_set_options_take_linear_time(rules: RuleSet) -> None:
    line = "helm install x --set p{}_password==" + "--set " * 200 + "\n"
    text = "".join(line.format(i) for i in range(800))
    linear, times = text_grows_linearly(lambda part: values(rules, ".bash_history", part), text)
    assert linear, times
