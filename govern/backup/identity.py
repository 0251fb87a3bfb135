"""The identity export: the users and groups govern decides with, whatever the site's identity
source (a file, NSS or LDAP), as one JSON document a restore drill can compare and replay."""

from __future__ import annotations

import json
from pathlib import Path

from govern.policy.bundle import compile_site, uid_key
from govern.policy.people import People


def identity_snapshot(config_path: Path) -> bytes:
    """Every User and Group entity of the site as govern sees it now (IdentityError when the
    directory cannot be read: a backup of half the people would pass for the whole)."""
    site = compile_site(config_path)
    entities = {
        key: json.loads(text)
        for key, text in site.entities.items()
        if key.startswith(("User::", "Group::"))
    }
    if site.identity_source != "file":
        listed = People(site).everyone()
        entities |= {uid_key("User", name): e for name, e in listed.entities.items()}
        problems = listed.problems
    else:
        problems = {}
    document = {
        "identity_source": site.identity_source,
        "site_version": site.version,
        "entities": entities,
        "problems": problems,
    }
    return json.dumps(document, indent=1, sort_keys=True).encode() + b"\n"
