"""A synopsis's options that take a value (`cscli console enroll -e CONTEXT KEY`): their values
are not counted among the positional arguments, so the secret after them is still the one read.
Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from govern.secrets.synopses import parse_synopses, synopsis_candidates
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

KEY = "".join(random.Random(71).choices(string.ascii_lowercase + string.digits, k=25))


def _read(synopsis: str, command: str) -> list[str]:
    table = parse_synopses([synopsis])
    # The anchor a keyword gives: the tool's word, first in the command.
    return [command[c.start : c.end] for c in synopsis_candidates(command, [0], False, table)]


def test_an_options_value_is_no_positional_argument() -> None:
    synopsis = "tool enrol -g GROUP --label LABEL SECRET"
    assert _read(synopsis, "tool enrol -g lab --label west S3cr3tK3y\n") == ["S3cr3tK3y"]
    assert _read(synopsis, "tool enrol S3cr3tK3y -g lab\n") == ["S3cr3tK3y"]
    # An option the synopsis does not give a value stands alone (a flag).
    assert _read(synopsis, "tool enrol --force S3cr3tK3y\n") == ["S3cr3tK3y"]


@pytest.mark.parametrize(
    "text",
    [
        "sudo cscli console enroll {k}\n",
        "sudo cscli console enroll -e context {k}\n",
        "cscli console enroll --name edge-fw-02 --tags dmz --tags prod {k}\n",
        "cscli console enroll --overwrite \\\n    {k}\n",
    ],
)
def test_a_crowdsec_enrolment_key_is_found(rules: RuleSet, text: str) -> None:
    assert found(rules, ".bash_history", text.format(k=KEY)) == [(text.count("\\\n") + 1, KEY)]


@pytest.mark.parametrize(
    "text",
    [
        "sudo cscli console enroll -e context\n",
        "sudo cscli console enroll YOUR-ENROLL-KEY\n",
        'sudo cscli console enroll "$CROWDSEC_ENROLL_KEY"\n',
        "sudo cscli console enable context\n",
        "sudo cscli console status\n",
    ],
)
def test_crowdsec_commands_without_a_key_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, ".bash_history", text) == []


def test_a_huge_enrol_command_takes_linear_time(rules: RuleSet) -> None:
    text = "cscli console enroll " + "-e context " * 50_000 + KEY + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, ".bash_history", part * 2), text)
    assert linear, times
