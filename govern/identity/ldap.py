"""Users, groups and attributes from an LDAP directory (ldap3, imported only when used).

Groups may be posixGroup (memberUid names the user; gidNumber makes a primary group) or
groupOfNames (member holds the user's DN). Attribute names are the site's to choose.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.errors import IdentityError
from govern.identity.ldap_values import EntryAttributes, as_list, read_entry

if TYPE_CHECKING:
    import ldap3


@dataclass(frozen=True)
class Person:
    groups: tuple[str, ...]
    attributes: EntryAttributes


_USER_BASICS = ("gidNumber",)
_GROUP_ATTRIBUTES = ("cn", "memberUid", "member", "gidNumber", "objectClass")


@dataclass(frozen=True)
class LdapSettings:
    url: str
    user_base: str
    group_base: str
    user_filter: str
    group_filter: str
    user_name_attribute: str
    timeout_seconds: float
    max_staleness_seconds: int
    attribute_names: dict[str, str]
    bind_dn: str | None = None
    bind_password_file: str | None = None
    ca_file: str | None = None


def _first(values: Any) -> str | None:
    if isinstance(values, list):
        return str(values[0]) if values else None
    return None if values is None else str(values)


class LdapDirectory:
    def __init__(self, settings: LdapSettings) -> None:
        self.settings = settings

    def _connect(self) -> ldap3.Connection:
        import ssl

        import ldap3
        from ldap3.core.exceptions import LDAPException

        s = self.settings
        password = None
        if s.bind_password_file:
            try:
                password = Path(s.bind_password_file).read_text().strip()
            except OSError as exc:
                raise IdentityError(
                    f"LDAP bind password file {s.bind_password_file}: {exc.strerror}"
                ) from None
        # ldap3 would take any certificate an ldaps:// server shows: whoever sits on the path
        # could then say who is a US person.
        try:
            tls = ldap3.Tls(validate=ssl.CERT_REQUIRED, ca_certs_file=s.ca_file)
            server = ldap3.Server(
                s.url, connect_timeout=s.timeout_seconds, get_info=ldap3.NONE, tls=tls
            )
            return ldap3.Connection(
                server,
                user=s.bind_dn,
                password=password,
                auto_bind=True,
                read_only=True,
                receive_timeout=max(1, round(s.timeout_seconds)),  # ldap3 packs it as an int
                raise_exceptions=True,
            )
        except LDAPException as exc:
            raise IdentityError(f"LDAP {s.url}: {exc}: check that the directory is up") from None

    def _search(
        self, connection: ldap3.Connection, base: str, query: str, attributes: list[str]
    ) -> Iterator[tuple[str, dict[str, Any]]]:
        from ldap3.core.exceptions import LDAPException

        try:
            results = connection.extend.standard.paged_search(
                base, query, attributes=attributes, paged_size=500, generator=False
            )
        except LDAPException as exc:
            raise IdentityError(f"LDAP {self.settings.url}: search under {base}: {exc}") from None
        for result in results:
            if result.get("type") == "searchResEntry":
                yield result["dn"], result["attributes"]

    def _user_attribute_list(self) -> list[str]:
        names = self.settings.attribute_names
        return [self.settings.user_name_attribute, *_USER_BASICS, *names.values()]

    def _people(self, user_query: str, group_query: str) -> dict[str, Person]:
        s = self.settings
        connection = self._connect()
        try:
            users: dict[str, tuple[str, dict[str, Any]]] = {}
            entries_named: dict[str, list[str]] = {}
            for dn, raw in self._search(
                connection, s.user_base, user_query, self._user_attribute_list()
            ):
                name = _first(raw.get(s.user_name_attribute))
                if name:
                    users[name] = (dn, raw)
                    entries_named.setdefault(name, []).append(dn)
            groups = list(
                self._search(connection, s.group_base, group_query, list(_GROUP_ATTRIBUTES))
            )
        finally:
            connection.unbind()

        by_dn = {dn.lower(): name for name, (dn, _) in users.items()}
        member_of: dict[str, set[str]] = {name: set() for name in users}
        for _, raw in groups:
            cn = _first(raw.get("cn"))
            if not cn:
                continue
            members = set(as_list(raw.get("memberUid")))
            members |= {by_dn[d.lower()] for d in as_list(raw.get("member")) if d.lower() in by_dn}
            gid = _first(raw.get("gidNumber"))
            for name, (_, user_raw) in users.items():
                if name in members or (
                    gid is not None and _first(user_raw.get("gidNumber")) == gid
                ):
                    member_of[name].add(cn)
        people: dict[str, Person] = {}
        for name, (_, raw) in users.items():
            entry = read_entry(raw, s.attribute_names)
            if len(entries_named[name]) > 1:
                # Which one counts would be up to the server's order: neither does.
                entry = EntryAttributes(
                    problem=f"{len(entries_named[name])} directory entries are named {name!r}: "
                    + "; ".join(sorted(entries_named[name]))
                )
            people[name] = Person(tuple(sorted(member_of[name])), entry)
        return people

    def people(self) -> dict[str, Person]:
        """Everyone the directory lists, with groups and attributes."""
        return self._people(self.settings.user_filter, self.settings.group_filter)

    def lookup(self, name: str) -> Person | None:
        """One person, or None when the directory does not know them."""
        from ldap3.utils.conv import escape_filter_chars

        s = self.settings
        user_query = f"(&{s.user_filter}({s.user_name_attribute}={escape_filter_chars(name)}))"
        return self._people(user_query, s.group_filter).get(name)
