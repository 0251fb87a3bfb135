"""An old value its remark says is still live ("old one, still in use") is reported, as one
the remark calls old alone is not; hex of a digest's length under a name that says the key is
written in hex (hex_key, keyHex) is the key, where under another name it may be a digest."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _random(length: int, seed: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(length))


def test_an_old_value_remarked_still_live_is_reported(rules: RuleSet) -> None:
    kept, dropped = _random(18, 11) + "=", _random(18, 12) + "="
    script = (
        f'# mirror_secret = "{kept}"   # the old one, still valid for the nightly pull\n'
        f'# mirror_secret = "{dropped}"   # the old one\n'
    )
    assert values(rules, "pipelines/sync/pull.py", script) == [kept]


def test_hex_under_a_hex_keys_name_is_the_key(rules: RuleSet) -> None:
    hex40 = _random(40, 13, "0123456789abcdef")
    other = _random(40, 14, "0123456789abcdef")
    script = (
        f"bmc-tool set --param lan_hex_key={hex40} --host r7-12\n"
        f"bmc-tool set --param lan_key_digest={other} --host r7-12\n"
    )
    assert values(rules, "racks/provision.sh", script) == [hex40]
