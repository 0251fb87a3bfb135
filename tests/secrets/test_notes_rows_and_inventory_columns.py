"""A note's two-column table whose row names a secret with a remark in parentheses, a CSV
column whose other rows say where the secret is kept, and a smart card's PUK column. Values are
made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4021)
HEX = "".join(_RNG.choice("0123456789abcdef") for _ in range(40))
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(14)) + "#q"
PUK = "".join(_RNG.choice("0123456789") for _ in range(8))


def test_a_note_row_naming_a_token_with_a_remark_gives_the_next_cell(rules: RuleSet) -> None:
    text = (
        "| item | detail |\n| --- | --- |\n"
        f"| service token (Settings > Tokens) | `{HEX}` |\n"
        "| project id (see URL) | 4411 |\n"
        "| access token (ask the admins) | see the wiki |\n"
    )
    assert found(rules, "wiki/pipeline.md", text) == [(3, HEX)]


def test_a_notes_column_that_says_where_passwords_are_kept_gives_the_others(
    rules: RuleSet,
) -> None:
    text = (
        "host,address,login,remark\n"
        "node-a,192.0.2.4,admin,password in keepass\n"
        f'node-b,192.0.2.5,admin,"{PASSWORD}"\n'
        "node-c,192.0.2.6,admin,decommissioned\n"
    )
    assert found(rules, "ops/consoles.csv", text) == [(3, PASSWORD)]


def test_a_notes_column_of_plain_remarks_is_left_alone(rules: RuleSet) -> None:
    text = (
        "host,address,login,remark\n"
        "node-a,192.0.2.4,admin,in rack 4\n"
        f'node-b,192.0.2.5,admin,"{PASSWORD}"\n'
        "node-c,192.0.2.6,admin_pw_rotated,spare\n"
    )
    assert found(rules, "ops/consoles.csv", text) == []


def test_a_puk_column_gives_its_digits_and_leaves_placeholders(rules: RuleSet) -> None:
    text = (
        "card,owner,mgmt_key_kept,puk\n"
        f"7731,ana,on device,{PUK}\n"
        "7732,ben,on device,00000000\n"
        "7733,cy,on device,sealed envelope\n"
    )
    assert found(rules, "cards/tokens.csv", text) == [(2, PUK)]


def test_a_wide_table_of_near_misses_is_read_quickly(rules: RuleSet) -> None:
    # Every remark says where something is, none a secret; the first row's key wakes the rule.
    row = "n-1,192.0.2.1,admin,shelf in drawer 4 see map,in rack\n"
    text = "host,address,login,remark,where\nn-0,192.0.2.9,admin,spare key,\n"
    text += row * (1_000_000 // len(row))
    linear, times = text_grows_linearly(lambda part: found(rules, "ops/big.csv", part), text)
    assert linear, times
