"""OpenStack Swift's Temp URL keys: set as account or container metadata with the swift client's
`-m`/`--meta Temp-URL-Key:KEY` (and `Temp-URL-Key-2`), or sent as an `X-Account-Meta-` or
`X-Container-Meta-Temp-URL-Key` header. Keys are made here; the look-alikes are a key from a
variable or a command, a placeholder, a documentation's word and the word in prose."""

from __future__ import annotations

import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

# A key from a variable or a command, a placeholder, a documentation's word, the word in prose.
_NOT_WRITTEN = (
    'swift post -m "Temp-URL-Key:$TEMP_URL_KEY"\n',
    'swift post -m "Temp-URL-Key:${KEY}"\n',
    'swift post -m "Temp-URL-Key:$(openssl rand -hex 16)"\n',
    'swift post -m "Temp-URL-Key:<key>"\n',
    "swift post -m 'Temp-URL-Key:mykey'\n",
    'swift post -m "Temp-URL-Key:"\n',
    'swift tempurl GET 86400 /v1/AUTH_a/invoices/2025-09.pdf "$TEMP_URL_KEY"\n',
    "Meta Temp-URL-Key: documented in the runbook\n",
)


# Set with the client's -m/--meta (its second key too), or sent as a header.
_SET_OR_SENT = (
    'swift post -m "Temp-URL-Key:{key}"\n',
    "swift post -m 'Temp-URL-Key: {key}'\n",
    "swift --os-auth-url https://keystone.example.org:5000/v3 post --meta Temp-URL-Key:{key}\n",
    'swift post invoices -m "Temp-URL-Key-2:{key}"\n',
    'curl -X POST -H "X-Account-Meta-Temp-URL-Key: {key}" https://swift.example.org/v1/AUTH_a\n',
    "conn.post_container('c', headers={{'X-Container-Meta-Temp-URL-Key': '{key}'}})\n",
)


def test_a_temp_url_key_set_or_sent_is_found(rules: RuleSet) -> None:
    for template in _SET_OR_SENT:
        key = secrets.token_hex(16)
        assert found(rules, ".bash_history", template.format(key=key)) == [(1, key)], template
    for text in _NOT_WRITTEN:
        assert values(rules, ".bash_history", text) == [], text
