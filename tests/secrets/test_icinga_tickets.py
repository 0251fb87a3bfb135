"""The ticket an Icinga 2 agent joins its master with (`icinga2 node setup --ticket TICKET`,
`icinga2 pki request --ticket TICKET`), which with the agent's CN gets it a certificate the master
signs: in setup scripts and histories, over continued lines. Values are generated here; the
look-alikes take the ticket from a variable, or are other icinga2 commands."""

from __future__ import annotations

import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random("icinga-ticket")
TICKET = "".join(_RNG.choice("0123456789abcdef") for _ in range(40))


@pytest.mark.parametrize(
    ("path", "text", "line"),
    [
        (
            "provision/join-agent.sh",
            "#!/bin/sh\nicinga2 node setup --zone web-07 --ticket "
            f"{TICKET} \\\n  --endpoint master-1 --parent_zone main\n",
            2,
        ),
        (
            "provision/join-agent.sh",
            "icinga2 node setup \\\n  --cn web-07.example.net \\\n"
            f"  --ticket '{TICKET}' \\\n  --accept-config\n",
            3,
        ),
        (
            ".bash_history",
            "icinga2 pki request --host master-1 --port 5665 "
            f"--ticket {TICKET} --key web.key --cert web.crt\n",
            1,
        ),
    ],
)
def test_an_agents_ticket_is_found(rules: RuleSet, path: str, text: str, line: int) -> None:
    assert found(rules, path, text) == [(line, TICKET)]


@pytest.mark.parametrize(
    "command",
    [
        'icinga2 node setup --ticket "$ICINGA_TICKET" --zone web-07',
        "icinga2 node setup --ticket ${TICKET} --zone web-07",
        "icinga2 pki ticket --cn web-07.example.net",
        "icinga2 pki new-cert --cn web-07 --key web.key --cert web.crt",
        "icinga2 node wizard",
    ],
)
def test_ticket_references_and_other_commands_are_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert found(rules, "provision/join-agent.sh", command + "\n") == []
