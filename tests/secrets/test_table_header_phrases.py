"""A Markdown table's column headed by a secret's name of a few words (`licence key`, `API
token / password`) holds that secret row by row, as one headed by a single word does: the
header cell's phrase is judged by the names table, so a `public key` or `key id` column holds
none. Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.mdtables import column_cells, header_phrase
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def _grouped(seed: str) -> str:
    rng = random.Random(f"table-header-phrases-{seed}")
    alphabet = string.ascii_uppercase + string.digits
    return "-".join("".join(rng.choice(alphabet) for _ in range(5)) for _ in range(5))


def _token(seed: str) -> str:
    rng = random.Random(f"table-header-phrases-{seed}")
    return "Zt8" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(29))


def _table(header: str, value: str) -> str:
    return (
        "## Appliances\n\n"
        f"| appliance | address | {header} | since |\n"
        "| --- | --- | --- | --- |\n"
        f"| edge-fw-2 | 192.0.2.40 | {value} | 2024-11-02 |\n"
        "| edge-fw-3 | 192.0.2.41 | (same as above) | 2024-11-02 |\n"
    )


def test_a_column_headed_by_a_secrets_name_of_words_is_read(rules: RuleSet) -> None:
    for header in ("licence key", "License Key", "**activation key**"):
        key = _grouped(header)
        assert found(rules, "inventory/appliances.md", _table(header, key)) == [(5, key)]
    token = _token("alternatives")
    table = _table("API token / password", token)
    assert found(rules, "inventory/appliances.md", table) == [(5, token)]


def test_columns_the_names_table_says_hold_no_secret_are_passed_over(rules: RuleSet) -> None:
    for header in ("public key", "key id", "key fingerprint", "licence key file"):
        table = _table(header, _token(header))
        assert found(rules, "inventory/appliances.md", table) == [], header


def test_header_phrases_of_many_bare_lines_are_read_quickly() -> None:
    # Each place of a secret's word in a line of bars is asked once: no separator row follows.
    line = "| host | ssh key | note |\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        places = [n for n in range(0, len(part), len(line))]
        for place in places:
            assert header_phrase(part, place + 13, place + 16) is None

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_a_table_ends_where_another_tables_separator_row_stands() -> None:
    # Header and separator rows back to back: each header's column is its own table's, not
    # every later row's, so a file of them costs a pass, not _MAX_ROWS cells a header.
    block = "| licence key | api token |\n|---|---|\n| a b c | d e f |\n"
    text = block * 50
    key = text.index("key")
    cell = text.index("a b c")
    assert list(column_cells(text, key - 8, key + 3)) == [(cell, cell + 5)]


def test_a_file_of_header_and_separator_rows_is_read_quickly(rules: RuleSet) -> None:
    pair = "| licence key | api token |\n|---|---|\n"
    text = pair * (200_000 // len(pair))

    def scan(part: str) -> None:
        assert found(rules, "notes/tables.md", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_a_phrase_that_ends_in_another_word_names_no_secret_column(rules: RuleSet) -> None:
    # The phrase's last word says what its column holds: who reset a password, where it is kept.
    for header in ("Password reset by", "Password vault item"):
        table = _table(header, "Ops/db-prod-2")
        assert found(rules, "inventory/appliances.md", table) == [], header
