"""Sentinel EMS's entitlement ID (EID) is the customer portal's whole login (LABELS.md: labelled,
rule 1): a UUID under an "EID" or "Entitlement ID" label, on its line or alone on the next, in a
file that names Sentinel or an entitlement. Look-alikes: a UUID before the label's colon (an old
EID the line goes on to call ended), an `eid` field of a file that names neither (an event's id),
and a variable in place of the UUID. Values are made here."""

from __future__ import annotations

import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def test_an_entitlement_id_under_its_label_is_reported(rules: RuleSet) -> None:
    eid = str(uuid.uuid4())
    note = f"# Sentinel EMS for the licences\n\n- current EID (2025-2026 maintenance):\n  {eid}\n"
    assert values(rules, "licences/ems-notes.md", note) == [eid]
    inline = f"Sentinel EMS portal, Entitlement ID: `{eid}`\n"
    assert values(rules, "notes/vendors.md", inline) == [eid]


def test_an_entitlement_ids_lookalikes_are_not(rules: RuleSet) -> None:
    old = str(uuid.uuid4())
    before_colon = f"Sentinel EMS\n- previous EID {old}: ended with the 2024 contract\n"
    assert values(rules, "licences/ems-notes.md", before_colon) == []
    event = f'{{"eid": "{uuid.uuid4()}", "type": "login", "ok": true}}\n'
    assert values(rules, "logs/events.json", event) == []
    variable = "Sentinel EMS login: EID: ${SENTINEL_EID}\n"
    assert values(rules, "licences/ems-notes.md", variable) == []
