"""Assignments by the operators that set a value only where none is set yet (Ruby's `||=`,
the `??=` of JavaScript, C# and PHP), R's `<<-`, and fish's `set -gx NAME VALUE`. Values are
made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

TOKEN = "Zr8QmV2xLk9TpW3nHy6BcD4f"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("lib/portal.rb", 'ENV["PORTAL_API_KEY"] ||= "{v}"'),
        ("lib/portal.rb", 'api_token ||= "{v}"'),
        ("src/client.js", 'config.apiToken ??= "{v}";'),
        ("src/Client.cs", 'settings.ApiKey ??= "{v}";'),
        ("R/fetch.R", 'api_key <<- "{v}"'),
        (".config/fish/config.fish", "set -gx WANDB_API_KEY {v}"),
        (".config/fish/config.fish", "set --global --export PORTAL_TOKEN {v}"),
        (".config/fish/conf.d/keys.fish", "set -Ux HF_API_TOKEN {v}"),
    ],
)
def test_a_secret_set_by_these_operators_is_found(rules: RuleSet, path: str, line: str) -> None:
    assert values(rules, path, line.format(v=TOKEN) + "\n") == [TOKEN]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("lib/portal.rb", 'api_token ||= ENV.fetch("PORTAL_TOKEN")\n'),
        ("src/client.js", "config.apiToken ??= process.env.API_TOKEN;\n"),
        ("R/fetch.R", 'api_key <<- Sys.getenv("API_KEY")\n'),
        # fish: an export of another variable, and erasing one.
        (".config/fish/config.fish", "set -gx API_TOKEN $PORTAL_TOKEN\nset -e API_TOKEN\n"),
        # bash's `set -x` traces commands: no name follows it.
        ("run.sh", "set -x\nset -euo pipefail\n"),
    ],
)
def test_these_operators_with_no_literal_are_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text) == []


def test_a_line_of_many_flags_and_names_takes_linear_time(rules: RuleSet) -> None:
    text = ("set" + " -gx" * 50_000 + " API_TOKEN x ||= " * 20_000 + "\n") * 2
    linear, times = text_grows_linearly(
        lambda part: values(rules, ".config/fish/config.fish", part), text
    )
    assert linear, times
