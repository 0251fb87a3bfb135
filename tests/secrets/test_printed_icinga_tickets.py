"""Icinga 2's master prints an agent's ticket (an HMAC-SHA1 of its CN: 40 hex digits) with
`icinga2 pki ticket --cn AGENT`; in a history or a session kept in notes, the line after the
command, alone, is that ticket, which gets the agent's certificate signed. Values are made here."""

from __future__ import annotations

import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def test_the_ticket_on_the_line_after_the_command_is_found(rules: RuleSet) -> None:
    ticket = secrets.token_hex(20)
    text = f"sudo icinga2 pki ticket --cn agent07.example.org\n{ticket}\nicinga2 node setup\n"
    assert found(rules, ".bash_history", text) == [(2, ticket)]
    notes = f"    $ icinga2 pki ticket --cn agent07.example.org\n    {ticket}\n"
    assert found(rules, "notes/icinga.md", notes) == [(2, ticket)]


def test_what_is_no_printed_ticket_is_not_reported(rules: RuleSet) -> None:
    ticket = secrets.token_hex(20)
    lines = [
        # The next command, a word of the ticket's length, the ticket's output sent elsewhere.
        "icinga2 pki ticket --cn agent07.example.org",
        "systemctl-restart-icinga2-agent-07",
        "icinga2 pki ticket --cn agent07.example.org",
        "icinga2 node setup --zone agent07 --endpoint master01",
        "icinga2 pki ticket --cn agent07.example.org > /root/agent07.ticket",
        ticket,
        # A hash on a line after another command.
        "sha1sum agent07.csr",
        ticket,
    ]
    assert found(rules, ".bash_history", "\n".join(lines) + "\n") == []


def test_a_megabyte_of_ticket_commands_is_scanned_quickly(rules: RuleSet) -> None:
    text = "icinga2 pki ticket --cn a\nicinga2 pki ticket --cn " + "b" * 100 + "\n"
    text = text * (1_000_000 // len(text))

    def scan(part: str) -> None:
        assert found(rules, ".bash_history", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
