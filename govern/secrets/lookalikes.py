"""What only looks like a secret: documented examples, placeholders, references to where a
secret is kept, digests and hashes, public values, ciphertext, words. The values and fragments
are data (the `[lookalike]` table of rules.toml); the shapes are in the modules by concern this
one ties to that data: chance (drawn or written), placeholders, references, tokenforms (hashes,
ciphertext, tokens that open nothing) and namedshapes (what a value under a secret's name is
when it is none)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from govern.secrets.apppasswords import app_password
from govern.secrets.chance import (
    cases_at_random,
    character_classes,
    consonant_run,
    entropy_floor,
    letters_at_random,
    random_part,
    shannon_entropy,
    short_random_key,
    short_random_password,
)
from govern.secrets.namedshapes import HEX_DIGEST, MIN_NAMED, named_shape
from govern.secrets.names import Strength, words
from govern.secrets.placeholders import (
    HOST_KEY,
    UUID,
    angled_placeholder,
    any_of,
    placeholder_digit_groups,
    placeholder_in_base64,
    placeholder_login,
    placeholder_pattern,
    placeholder_phrase,
    shaped_placeholder,
)
from govern.secrets.references import names_secret_object, reference
from govern.secrets.sequences import typed_sequence
from govern.secrets.tokenforms import openpgp_message, opens_nothing, password_hash
from govern.secrets.toolciphertexts import ToolSetting

# What other modules import from here, as before the shapes had modules of their own.
__all__ = [
    "Lookalikes",
    "angled_placeholder",
    "cases_at_random",
    "character_classes",
    "consonant_run",
    "letters_at_random",
    "openpgp_message",
    "password_hash",
    "random_part",
    "shannon_entropy",
]

# 256 bits in hex, one case.
_KEY_HEX = re.compile(r"[0-9a-f]{64}|[0-9A-F]{64}|[0-9a-f]{40}")
# A release's version (2024.10.4, v1.2.3, 8.0.1-rc2): an image's tag or a tool's pin, which a
# setting's name may hold a secret's word by chance (a product named for authentication).
_RELEASE_VERSION = re.compile(r"v?[0-9]{1,4}(?:\.[0-9]{1,4}){1,3}(?:[-+][0-9A-Za-z.]{1,24})?")
# An SPDX licence identifier: a family's name (Lookalikes.licence_families), its version, and
# the list's suffixes (GPL-3.0-or-later, BSD-3-Clause, LGPL-2.1-only, Apache-2.0+, and an
# exception after WITH joined by dashes): a licence's name, never a key.
_LICENCE_ID = (
    r"(?:{families})-v?[0-9]+(?:\.[0-9]+)*(?:-(?:only|or-later|clause|[0-9]-clause|new|"
    r"simplified|patent|international|generic|unported|with-[a-z0-9.-]{{1,40}}))*\+?"
)
# A mode's name: lower-case words joined by `_` (a CLI's api_key, security_token,
# instance_principal). A generated secret has digits or capitals; a passphrase joins its words
# with blanks or dashes more often, and under an auth name it is rare enough to give up. A mode
# is two or three words (session_token_file); four or more are a passphrase's.
_MODE_NAME = re.compile(r"[a-z]+(?:_[a-z]+){1,2}")
# A constant's name in capitals (AWS_SECRET_ACCESS_KEY, PKIX_ECDSA_P256_SHA_256): the value


@dataclass(frozen=True)
class Lookalikes:
    """Values that have a secret's shape but are examples, placeholders, references or digests."""

    example_values: frozenset[str]
    placeholder_fragments: tuple[str, ...]
    placeholder_values: frozenset[str]
    public_fragments: tuple[str, ...]
    unrelated_name_fragments: tuple[str, ...]
    digest_name_fragments: tuple[str, ...]
    reference_name_suffixes: tuple[str, ...]
    reference_prefixes: tuple[str, ...] = ()
    # Names (as runs of their words) and enclosing sections or keys that say a value is public
    # by design: an Algolia search-only key, DocSearch's configuration.
    public_name_words: tuple[tuple[str, ...], ...] = ()
    # How a value public by design starts (a public key's DER header): matched at its start only.
    public_prefixes: tuple[str, ...] = ()
    public_parents: frozenset[str] = frozenset()
    # Words that make a phrase a documentation's placeholder: not-a-secure-key,
    # something_at_least_32_characters. A passphrase of random words holds none of them.
    placeholder_words: frozenset[str] = frozenset()
    # Ways to log in other than by a password (ssh, kerberos): a phrase of words that names one
    # and then "only" (ssh-only-now) says the login takes no password.
    password_free_logins: frozenset[str] = frozenset()
    # Regular expressions a whole value public by design matches (an OAuth client's identifier
    # of a documented shape).
    public_shapes: tuple[str, ...] = ()
    # The families of SPDX licence identifiers (lower case): apache, gpl, bsd...
    licence_families: tuple[str, ...] = ()
    # How the names of variables a front-end build ships to the browser start (lower case).
    browser_name_prefixes: tuple[str, ...] = ()
    # The record types of datasets that key their records by a token (see recordtokens.py).
    dataset_record_types: frozenset[str] = frozenset()
    # How the names end (lower case) whose value may instead pick a way to authenticate: a
    # mode's name, lower-case words joined by `_` (see _MODE_NAME).
    mode_name_suffixes: tuple[str, ...] = ()
    tool_ciphertexts: tuple[ToolSetting, ...] = ()
    tool_digests: tuple[ToolSetting, ...] = ()
    # The fragments, each list as one search (a value is looked at for all of them at once).
    _placeholders: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _public: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _public_prefix: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _public_shape: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _licence_id: re.Pattern[str] = field(init=False, repr=False, compare=False)
    # Words of a public name or section, as one search: most names hold none of them.
    _public_hint: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_placeholders", placeholder_pattern(self.placeholder_fragments))
        object.__setattr__(self, "_public", any_of(self.public_fragments))
        object.__setattr__(self, "_public_prefix", any_of(self.public_prefixes))
        shapes = "|".join(f"(?:{shape})" for shape in self.public_shapes) or "(?!)"
        object.__setattr__(self, "_public_shape", re.compile(shapes))
        families = "|".join(re.escape(f) for f in sorted(self.licence_families, key=len)[::-1])
        licence = _LICENCE_ID.format(families=families or "(?!)")
        object.__setattr__(self, "_licence_id", re.compile(licence, re.IGNORECASE))
        hints = {run[0] for run in self.public_name_words} | self.public_parents
        object.__setattr__(self, "_public_hint", any_of(sorted(hints)))

    def tool_ciphertext(self, parts: tuple[str, ...], name: str, value: str) -> bool:
        """Whether VALUE, under the setting NAME of the file at PARTS, is encrypted by the tool
        whose configuration that file is, in the shape the tool prints."""
        return any(tool.written(parts, name, value) for tool in self.tool_ciphertexts)

    def tool_digest(
        self, parts: tuple[str, ...], name: str, value: str, parents: tuple[str, ...]
    ) -> bool:
        """Whether VALUE, under the setting NAME in PARENTS of the file at PARTS, is the digest
        the tool whose document it is keeps of a secret, in the shape the tool writes it."""
        return any(tool.written(parts, name, value, parents) for tool in self.tool_digests)

    @staticmethod
    def uuid_shaped(value: str) -> bool:
        return UUID.fullmatch(value) is not None

    @staticmethod
    def key_sized_hex(value: str) -> bool:
        """Whether VALUE is 256 bits in hex, a key's size (a service's API key, a cipher's
        key) as much as a SHA-256's, or 40 small hex digits, as services issue keys (the Census
        Bureau's, DANDI's, Tiingo's). A signing key's 40-digit fingerprint under a key's name
        (GPG_KEY in container images) is written in capitals, as gpg prints it, or under a
        name that says it is a SHA-1 (Names.names_a_sha1)."""
        return _KEY_HEX.fullmatch(value) is not None

    @staticmethod
    def digest_sized_hex(value: str) -> bool:
        """Whether VALUE is hex of a digest's length (MD5's, SHA-1's, SHA-256's, SHA-512's)."""
        return HEX_DIGEST.fullmatch(value) is not None

    @staticmethod
    def short_random_key(value: str) -> bool:
        """Whether VALUE is a service's short key drawn at random (chance.short_random_key)."""
        return short_random_key(value)

    @staticmethod
    def short_random_password(value: str) -> bool:
        """Whether VALUE is a short password drawn at random (chance.short_random_password)."""
        return short_random_password(value)

    def public_setting(self, name: str | None, parents: Iterable[str] = ()) -> bool:
        """Whether a value written under NAME (in the sections or keys PARENTS) is public by
        design, whatever its shape."""
        parents = tuple(parents)
        if self._public_hint.search("\0".join((name or "", *parents)).lower()) is None:
            return False
        if any(w in self.public_parents for parent in parents for w in words(parent)):
            return True
        if not name or not self.public_name_words:
            return False
        parts = words(name)
        return any(
            tuple(parts[n : n + len(run)]) == run
            for run in self.public_name_words
            for n in range(len(parts) - len(run) + 1)
        )

    def explains(
        self,
        value: str,
        name: str | None,
        *,
        generic: bool,
        min_entropy: float,
        password_pair: bool = False,
    ) -> bool:
        """True when VALUE (assigned to NAME, if known) is not a secret. PASSWORD_PAIR: VALUE
        is the password of a USER:PASSWORD pair, where a UUID is a password, not an id."""
        lowered = value.lower()
        if self._placeholder(value, lowered):
            return True
        if not generic:
            return shannon_entropy(value) < entropy_floor(value, min_entropy)
        # YAML and command-line names spell with dashes what code spells with underscores.
        low_name = (name or "").lower().replace("-", "_")
        # A camelCase name ends as its snake_case spelling does (adminPasswordSecretName:
        # admin_password_secret_name, the name of a Secret that holds it).
        snake_name = "_".join(words(name or ""))
        if low_name.endswith(self.reference_name_suffixes) or snake_name.endswith(
            self.reference_name_suffixes
        ):
            return True
        if any(fragment in low_name for fragment in self.unrelated_name_fragments):
            return True
        if low_name.startswith(self.browser_name_prefixes):
            return True  # in the browser's bundle: public by design, not kept
        if low_name.endswith(self.mode_name_suffixes) and _MODE_NAME.fullmatch(value):
            return True  # which way to authenticate (instance_principal), not a credential
        digest_named = any(f in low_name for f in self.digest_name_fragments)
        if (UUID.fullmatch(value) and not password_pair) or (
            digest_named and HEX_DIGEST.fullmatch(value)
        ):
            return True
        if self._reference(value, lowered) or ("://" in value and "@" not in value):
            return True
        if names_secret_object(value, name or ""):
            return True
        if _RELEASE_VERSION.fullmatch(value):
            return True
        # Random strings mix character classes or are varied; words and counters are neither.
        return shannon_entropy(value) < min_entropy and character_classes(value) < 2

    def explains_named(
        self, value: str, strength: Strength, url_named: bool, line: str, name: str = ""
    ) -> bool:
        """True when VALUE, written under NAME of STRENGTH on LINE (lower case), is not a
        secret. URL_NAMED: the name says the URL itself is secret (a webhook's)."""
        if strength is Strength.NONE or (strength is Strength.STRONG and len(value) < MIN_NAMED):
            return True
        lowered = value.lower()
        if self._placeholder(value, lowered):
            return True
        if (any(c.isspace() for c in value) and not app_password(name, value)) or self._reference(
            value, lowered
        ):
            return True  # words, not a value, but for an app password shown in its groups
        if names_secret_object(value, name):
            return True
        return named_shape(value, strength, url_named, line, name)

    def _placeholder(self, value: str, lowered: str) -> bool:
        """Examples, placeholders, variables, public values, password hashes, times."""
        if (host_key := HOST_KEY.fullmatch(value)) and random_part(host_key["key"]):
            # A key written after the host it is for (Flywheel's API key, `site:key`): the
            # host, an example's or not, says nothing of the key; the key is judged alone.
            key = host_key["key"]
            return self._placeholder(key, key.lower())
        return (
            shaped_placeholder(value, lowered)
            or value in self.example_values
            or lowered in self.placeholder_values
            or self._placeholders.search(value) is not None
            or placeholder_digit_groups(value, self._placeholders)
            or self._public.search(value) is not None
            or self._public_prefix.match(value) is not None
            or self._public_shape.fullmatch(value) is not None
            or self._licence_id.fullmatch(value) is not None
            or opens_nothing(value)
            or typed_sequence(value)
            or placeholder_in_base64(
                value,
                self.placeholder_values,
                self.placeholder_fragments,
                self.example_values,
                self.placeholder_words,
                self.password_free_logins,
            )
            or placeholder_phrase(
                value, self.placeholder_values, self.placeholder_words, self.password_free_logins
            )
            or placeholder_login(value, self.placeholder_values)
        )

    def _reference(self, value: str, lowered: str) -> bool:
        """Where a secret is, or how it is filled in (see references.reference)."""
        return reference(value, lowered, self.reference_prefixes)
