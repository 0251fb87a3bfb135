"""A UUID under a name that ends in `community` is a record's id (a B2SHARE or InvenioRDM
community, beside the token a deposit script sends), not an SNMP community string, which its
admin types. A community string that is no UUID stays reported, and so does the token beside
it. Values are generated here."""

from __future__ import annotations

import secrets
import string
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _drawn(length: int) -> str:
    """Letters and digits, a letter first, holding a digit and both cases."""
    alphabet = string.ascii_letters + string.digits
    while True:
        drawn = secrets.choice(string.ascii_letters) + "".join(
            secrets.choice(alphabet) for _ in range(length - 1)
        )
        if any(c.isdigit() for c in drawn) and drawn.lower() != drawn != drawn.upper():
            return drawn


def test_a_community_uuid_is_an_id(rules: RuleSet) -> None:
    token, community = _drawn(60), str(uuid.uuid4())
    script = (
        "#!/bin/bash\n"
        f"TOKEN={token}\n"
        f"COMMUNITY={community}\n"
        'curl -s -X POST "https://b2share.example.org/api/records/?access_token=$TOKEN"\n'
    )
    assert values(rules, "clarin/deposit.sh", script) == [token]
    snmp = _drawn(16)
    typed = f"SNMP_COMMUNITY={snmp}\n"
    assert values(rules, "monitoring/snmp.env", typed) == [snmp]
