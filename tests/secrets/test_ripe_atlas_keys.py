"""RIPE Atlas's command-line tools keep the account's API keys under `authorisation` (`create`
starts measurements on the account's credits, `fetch` reads its private results): in their rc
file (YAML) and as `ripe-atlas configure --set authorisation.create=KEY`. Each is a UUID; other
UUIDs in the same files are ids. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_KEY = "3f9c2a71-8b4e-4d06-a5c1-7e2b9d40f6a3"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (".config/ripe-atlas-tools/rc", "authorisation:\n  fetch: {v}\n  create: ''\n"),
        (
            "atlas/rc.yaml",
            "authorisation:\n  create: ''\n  fetch: \"{v}\"\nspecification:\n  af: 6\n",
        ),
        ("setup.sh", "ripe-atlas configure --set authorisation.create={v}\n"),
    ],
)
def test_the_atlas_key_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text.format(v=_KEY)) == [_KEY]


@pytest.mark.parametrize(
    "text",
    [
        "authorisation:\n  create: ''\n  fetch: ''\n",
        f"ripe-atlas report --measurement-id 1001 --probes {_KEY}\n",
        f"measurement:\n  create: {_KEY}\n",
        "ripe-atlas configure --set authorisation.create=$ATLAS_CREATE_KEY\n",
    ],
)
def test_empty_keys_and_other_uuids_are_not(rules: RuleSet, text: str) -> None:
    assert values(rules, ".config/ripe-atlas-tools/rc", text) == []


def test_a_huge_file_of_authorisations_is_read_in_linear_time(rules: RuleSet) -> None:
    text = "authorisation:\n  x: y\n" * 40_000 + "authorisation." * 40_000
    linear, times = text_grows_linearly(lambda part: values(rules, "rc", part), text)
    assert linear, times
