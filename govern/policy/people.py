"""People who are not in the compiled site: from NSS or LDAP, looked up live or listed whole."""

from __future__ import annotations

import math
from typing import Any

from govern.identity.nss import nss_groups, nss_people
from govern.policy.bundle import CompiledSite, user_entity


class People:
    """Where a site's people come from when its identity source is NSS or LDAP."""

    def __init__(self, site: CompiledSite) -> None:
        self.site = site
        self.max_staleness = math.inf
        self._ldap = None
        if site.identity_source == "ldap":
            from govern.identity.ldap import LdapDirectory, LdapSettings

            settings = LdapSettings(**site.identity_settings)
            self._ldap = LdapDirectory(settings)
            self.max_staleness = settings.max_staleness_seconds

    def _merged(self, name: str, ldap_attributes: dict[str, Any] | None) -> dict[str, Any] | None:
        """The attribute file, with whatever the directory carries taking precedence."""
        from_file = self.site.attributes.get(name)
        if ldap_attributes is None:
            return from_file
        merged = dict(from_file or {})
        merged.update({k: v for k, v in ldap_attributes.items() if v is not None})
        return merged

    def everyone(self) -> dict[str, dict[str, Any]]:
        """Every person the source lists, as Cedar user entities (raises IdentityError)."""
        if self._ldap is not None:
            return {
                name: user_entity(name, groups, self._merged(name, attributes))
                for name, (groups, attributes) in self._ldap.people().items()
            }
        return {
            name: user_entity(name, groups, self._merged(name, None))
            for name, groups in nss_people()
        }

    def lookup(self, name: str) -> dict[str, Any] | None:
        """One person as a Cedar user entity, or None if the source does not know them."""
        if self._ldap is not None:
            person = self._ldap.lookup(name)
            if person is None:
                return None
            groups, attributes = person
            return user_entity(name, groups, self._merged(name, attributes))
        found = nss_groups(name)
        return None if found is None else user_entity(name, found, self._merged(name, None))
