"""Identifiers in a platform's documented shape, which name a thing and grant nothing: DNAnexus's
entity ids (the class, a dash and 24 characters of 0-9 and BFGJKPQVXYZbfgjkpqvxyz), Anthropic's
message batch and message ids (msgbatch_, msg_ and 24 letters and digits), YouTube channel ids
(UC, 21 base64url characters and one of A, Q, g, w). A random value one character off the shape
is still read. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DNANEXUS = "0123456789BFGJKPQVXYZbfgjkpqvxyz"
_BASE64URL = string.ascii_letters + string.digits + "-_"
_ALNUM = string.ascii_letters + string.digits


def _draw(alphabet: str, size: int) -> str:
    rng = random.SystemRandom()
    # Each of the shape's character classes at least once, so the draw looks random.
    while True:
        value = "".join(rng.choice(alphabet) for _ in range(size))
        if all(any(test(c) for c in value) for test in (str.isdigit, str.isupper, str.islower)):
            return value


def _dnanexus_id() -> str:
    return _draw(_DNANEXUS, 24)


def _channel_id() -> str:
    return "UC" + _draw(_BASE64URL, 21) + random.choice("AQgw")


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "dx/run.slurm",
            "dx run workflow-{d} \\\n     -istage-common.vcf=file-{d} \\\n     -y --brief\n",
        ),
        ("classify/label.py", 'BATCH = "msgbatch_{a}"  # last batch\n'),
        ("collect/comments.py", 'CHANNELS = ["{c}", "{c2}"]\n'),
    ],
)
def test_platform_ids_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    filled = text.format(d=_dnanexus_id(), a=_draw(_ALNUM, 24), c=_channel_id(), c2=_channel_id())
    assert found(rules, path, filled) == []


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A character outside DNAnexus's alphabet (a, c, e...) makes no entity id.
        ("dx/run.slurm", "dx run app-x \\\n     -iother=file-{d}a \\\n     -y\n"),
        # One character more than an id's, or a last one no channel id ends with.
        ("classify/label.py", 'KEY = "msgbatch_{a}9"\n'),
        ("collect/comments.py", 'KEYS = ["{c}R"]\n'),
    ],
)
def test_values_off_the_shape_are_still_read(rules: RuleSet, path: str, text: str) -> None:
    filled = text.format(d=_dnanexus_id()[:23], a=_draw(_ALNUM, 24), c=_channel_id()[:-1])
    assert len(found(rules, path, filled)) == 1
