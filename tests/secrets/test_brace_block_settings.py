"""A setting of a brace block written on one line (strongSwan's swanctl.conf: `servers { rad1 {
address = ADDR  secret = VALUE } }`) takes a bare value as a configuration line's setting does:
the sections the line opens, and the block's settings before the name, stand where the line's
start does. A bare word after a name in the middle of a sentence, and a placeholder in such a
block, are not read. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(4141)
SECRET = "".join(_RNG.choices(string.ascii_letters + string.digits, k=16))


def test_a_secret_in_a_one_line_brace_block_is_reported(rules: RuleSet) -> None:
    inline = (
        "plugins {\n"
        "    eap-radius {\n"
        f"        servers {{ rad1 {{ address = 10.60.1.10  secret = {SECRET} }} }}\n"
        "    }\n"
        "}\n"
    )
    assert values(rules, "swanctl/strongswan.d/eap-radius.txt", inline) == [SECRET]
    opened = f"rad1 {{ secret = {SECRET}\n}}\n"
    assert values(rules, "notes/radius.txt", opened) == [SECRET]


def test_a_name_mid_sentence_or_a_placeholder_in_a_block_is_not_reported(rules: RuleSet) -> None:
    text = (
        f"the address = 10.60.1.10 secret = {SECRET} line is what we want\n"
        "servers { rad1 { address = 10.60.1.10  secret = changeme } }\n"
    )
    assert values(rules, "notes/radius.txt", text) == []
