"""An openBIS session token (the user, a dash, the login's time to the millisecond, "x" and 32
capital hex digits) is found by its shape where the file names openBIS, under no name: a status
probe's JSON-RPC `params`, a script's call. A permId (a time and a number), the same shape in
small hex, and a file that does not name openBIS are not read. Values are made here."""

from __future__ import annotations

import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(3748)
TOKEN = "probe-261103154512" + "".join(_RNG.choice("0123456789") for _ in range(3)) + "x"
TOKEN += "".join(_RNG.choice("0123456789ABCDEF") for _ in range(32))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "status/gatus/config.yaml",
            "  - name: openbis\n"
            '    body: \'{{"method":"getServerInformation","params":["{t}"],"id":"1"}}\'\n',
        ),
        ("lims/sync.py", 'o = Openbis("https://openbis.example.org")\no.set_token("{t}")\n'),
    ],
)
def test_an_openbis_session_token_is_found_by_its_shape(
    rules: RuleSet, path: str, text: str
) -> None:
    assert found(rules, path, text.format(t=TOKEN)) == [(2, TOKEN)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A sample's permId; the shape in small hex; the token where nothing names openBIS.
        ("lims/samples.txt", "openbis sample permId: 20261103154512345-1024\n"),
        ("lims/notes.txt", f"openbis run id: {TOKEN.lower()}\n"),
        ("lims/notes.txt", f"probe: {TOKEN}\n"),
    ],
)
def test_openbis_token_look_alikes_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text) == []


def test_hostile_openbis_shapes_take_linear_time(rules: RuleSet) -> None:
    text = "openbis\n" + ("a-" * 40 + "1" * 15 + "x" + "A" * 31 + "-") * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "lims/x.txt", part), text)
    assert linear, times
