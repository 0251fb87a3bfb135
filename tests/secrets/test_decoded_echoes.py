"""A key a script writes by echoing its text through a decoder into a key file (`echo "…" |
base64 -d > /etc/app/cluster.key`, `| xxd -r -p`, `| openssl base64 -d`): the text, base64 or
hex, is read as the file's, as an echo straight into the file is. Values are made here."""

from __future__ import annotations

import base64
import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1027)
_RAW = bytes(_RNG.randrange(256) for _ in range(96))
B64 = base64.b64encode(_RAW).decode()
HEX = _RAW[:32].hex()


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("bootstrap.sh", 'echo "{b}" | base64 --decode > /etc/slurm/jwt_hs256.key\n'),
        (
            "Dockerfile",
            "RUN echo '{b}' | base64 -d > /opt/app/keyfile && chmod 400 /opt/app/keyfile\n",
        ),
        ("init.sh", 'printf "%s" "{h}" | xxd -r -p > /srv/replica/shared.key\n'),
        ("setup.sh", 'echo "{b}" | openssl base64 -d -A | sudo tee /etc/node/cluster.key\n'),
    ],
)
def test_a_key_echoed_through_a_decoder_into_a_key_file_is_found(
    rules: RuleSet, path: str, text: str
) -> None:
    found = values(rules, path, text.format(b=B64, h=HEX))
    assert B64 in found or HEX in found, found


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # Decoded into a file that is no key's, or to the terminal.
        ("setup.sh", 'echo "{b}" | base64 -d > /tmp/logo.png\n'),
        ("setup.sh", 'echo "{b}" | base64 -d | head -c 16\n'),
        # A reference, or a placeholder, decoded into a key file.
        ("setup.sh", 'echo "$MUNGE_KEY_B64" | base64 -d > /etc/munge/munge.key\n'),
        ("setup.sh", 'echo "<base64 of the key>" | base64 -d > /etc/munge/munge.key\n'),
    ],
)
def test_what_is_no_key_decoded_into_a_file_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text.format(b=B64)) == []


def test_many_echoes_into_decoders_take_linear_time(rules: RuleSet) -> None:
    text = 'echo "abc" | base64 -d | base64 -d | ' * 20_000 + "\n"
    text += f'echo "{B64}" | base64 -d > a.key\n' * 2_000
    linear, times = text_grows_linearly(lambda part: values(rules, "huge.sh", part), text)
    assert linear, times
