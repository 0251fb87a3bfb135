"""People who are not in the compiled site: from NSS or LDAP, looked up live or listed whole."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from govern.errors import IdentityError
from govern.identity.nss import nss_groups, nss_people
from govern.policy.bundle import CompiledSite, user_entity

if TYPE_CHECKING:
    from govern.identity.ldap import Person


@dataclass(frozen=True)
class Population:
    """Everyone a source lists: Cedar user entities, and who cannot be decided for and why."""

    entities: dict[str, dict[str, Any]] = field(default_factory=dict)
    problems: dict[str, str] = field(default_factory=dict)


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

    def _merged(self, name: str, carried: dict[str, Any] | None) -> dict[str, Any] | None:
        """The attribute file, overridden by whatever the directory carries, even 'not trained'."""
        from_file = self.site.attributes.get(name)
        if carried is None:
            return from_file
        return {**(from_file or {}), **carried}

    def _from_directory(self, name: str, person: Person) -> dict[str, Any]:
        """PERSON as a Cedar user entity; IdentityError when their entry cannot be used."""
        if person.attributes.problem is not None:
            raise IdentityError(
                f"the directory entry of user {name!r} cannot be used, so every decision for "
                f"them is denied until it is fixed: {person.attributes.problem}"
            )
        return user_entity(name, person.groups, self._merged(name, person.attributes.carried))

    def everyone(self) -> Population:
        """Every person the source lists (raises IdentityError when the source fails)."""
        if self._ldap is None:
            return Population(
                {
                    name: user_entity(name, groups, self._merged(name, None))
                    for name, groups in nss_people()
                }
            )
        population = Population()
        for name, person in self._ldap.people().items():
            try:
                population.entities[name] = self._from_directory(name, person)
            except IdentityError as exc:
                population.problems[name] = str(exc)
        return population

    def lookup(self, name: str) -> dict[str, Any] | None:
        """One person as a Cedar user entity, or None if the source does not know them."""
        if self._ldap is not None:
            person = self._ldap.lookup(name)
            return None if person is None else self._from_directory(name, person)
        found = nss_groups(name)
        return None if found is None else user_entity(name, found, self._merged(name, None))
