"""Which names say that the value written under them is a secret: `DB_PASSWORD`, `apiKey`,
`X-Auth-Token`, `credentials.key`, and not `TOKENIZER_PATH`, `max_tokens` or `primary_key`.

A name is split into words (at punctuation and at camelCase humps, lower-cased), and the words
are judged against the `[names]` table of rules.toml. A name is *strong* when a word says
secret on its own (password, secret, token...), *weak* when it only may (key, auth, pat...):
a value under a weak name is taken for a secret only if it also looks random. A name whose last
word says it holds something about the secret (its file, URL, length, id...) is neither, nor is
one with a word that makes it something else (tokenizer, public, primary...)."""

from __future__ import annotations

import dataclasses
import enum
import itertools
import re
from collections.abc import Container, Sequence
from dataclasses import dataclass

# The letters of names: ASCII's and the Latin accented ones European languages write their
# words with (clé, contraseña, Schlüssel, senha), capitals and small letters apart for the humps
# of camelCase. A letter outside them (Greek, Cyrillic) parts words as punctuation does.
_LATIN = [chr(code) for code in range(0xC0, 0x250)]
_UPPER = "A-Z" + "".join(c for c in _LATIN if c.isupper())
_LOWER = "a-z" + "".join(c for c in _LATIN if c.islower())
# A word is a run of capitals before a capitalised word (the API of APIKey), a capitalised or
# lower-case word, a run of capitals, or a number; digits stay with the word they end (MD5,
# S3, sha256, oauth2). OAuth is one word, as its spec spells it (OAuthToken: oauth, token; an
# "OAuth client" is a client, not an auth's).
_WORD = re.compile(
    rf"OAuth[0-9]*(?![{_LOWER}])|[{_UPPER}]+(?=[{_UPPER}][{_LOWER}])|[{_UPPER}]?[{_LOWER}]+[0-9]*"
    rf"|[{_UPPER}]+[0-9]*|[0-9]+"
)
# A name in snake case: a Puppet class parameter's own name after its `::`-joined scope.
_SNAKE = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")
# An OAuth 2 token request's grant (RFC 6749, 4.4: `grant_type=client_credentials`, in a form,
# a query or JSON): a client key sent with it names the client, as client_id does, whether or not
# the request's log or script shows its secret.
_OAUTH_GRANT = re.compile(r"""grant_type["']?\s{0,3}[=:]""")
# A service's key: letters and digits, both.
_SERVICE_KEY = re.compile(r"(?=[^0-9]*[0-9])(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]{16,64}")
_HEX = re.compile(r"[0-9A-Fa-f]+")
# An environment variable's name: capitals and digits, two words or more.
_VARIABLE_NAME = re.compile(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)+")
# A setting named for a configuration file (a Kubernetes Secret's `gridd.conf: |`, a mounted
# `app.properties`): the value is that file's text, whose settings are judged by their own names,
# not a secret because the file sits among a container's secrets.
_CONFIGURATION_FILE = re.compile(r"\.(conf|cfg|cnf|ini|ya?ml|json|toml|properties|xml)$", re.I)
# A plural name's last letter: an s after a letter, not a word's own double s (access).
_PLURAL = re.compile(r"(?<=[A-Za-z])(?<![sS])[sS]\Z")
# How many judged names are remembered.
_JUDGED = 4096
# A last word ending in "key" after this many letters or more is two glued together.
_KEY = "key"
# The word that says a key is written in hex (see names_a_hex_key).
_HEX_WORD = "hex"
# Words beside a hook's that say its name holds a key, not the hook's address: the key its
# service signs (or HMACs) each call with, or the credential it authenticates each call with
# (AssemblyAI's webhook_auth_header_value, the value it sends in the header named beside it).
_HOOK_KEY_WORDS = frozenset({"key", "keys", "signing", "hmac", "auth"})
_MIN_GLUED = 4
# Names longer than this are not names (a line of text, a value): judged by their last part.
_MAX_NAME = 128
# A last word that names a password (password, passwd, passphrase, dbpass, rootpw, pwd) or a
# secret. Neither has a public half: a word of a key's kind before it (public) says whose it is,
# a public user's or interface's (OMERO's omero.web.public.password, the account its web client
# browses as; ArchivesSpace's public_cookie_secret and public_user_secret, its public interface's).
_NO_PUBLIC_HALF = re.compile(r"pass(?:w|phrase|code)|(?:pass|pwd|pw|secret)$")


class Strength(enum.IntEnum):
    NONE = 0
    WEAK = 1
    STRONG = 2


def _ends_with(parts: list[str], endings: tuple[tuple[str, ...], ...]) -> bool:
    return any(tuple(parts[-len(ending) :]) == ending for ending in endings)


def member_name(list_name: str) -> str:
    """The name of each item of a list named LIST_NAME: its singular (keys: each a key,
    api_tokens: each an API token). A plural alone names a collection (a settings' `keys:` list
    of the names it reads), so only a list's items are judged by it."""
    return _PLURAL.sub("", list_name)


def words(name: str) -> list[str]:
    """NAME's words, lower case: `AWS_SECRET_ACCESS_KEY` and `awsSecretAccessKey` alike give
    aws, secret, access, key; `clé_du_projet` gives clé, du, projet."""
    return [word.lower() for word in _WORD.findall(_as_written(name[-_MAX_NAME:]))]


def _as_written(name: str) -> str:
    """NAME as its writer wrote it: files are read as latin-1, so a name written in UTF-8 comes
    with each accented letter as two characters (clé as clÃ©), which would cut its word in two;
    a name that is no UTF-8 (latin-1's own clé, or cut inside a letter) is read as it is."""
    if name.isascii():
        return name
    try:
        return name.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return name


@dataclass(frozen=True)
class KeyIdPartner:
    """The last words of a secret's name, those of the name of the key ID issued with it, and
    the shapes the ID and the secret must have where the names alone say too little (None: any
    issued ID, any secret). A pair of bare names (`id` beside `secret`) is `whole`: the secret's
    name must be its words alone, as another's words before them (client_id beside
    client_secret) make it another pair."""

    secret_words: tuple[str, ...]
    id_words: tuple[str, ...]
    id_shape: re.Pattern[str] | None = None
    secret_shape: re.Pattern[str] | None = None
    whole: bool = False


# A password hash's pepper: see SecretNames.names_a_salt.
_PEPPER = "pepper"


@dataclass(frozen=True)
class SecretNames:
    """The vocabulary of secret names (rules.toml's `[names]`)."""

    # A word containing one of these says secret (password, pgpassword, clientsecret...).
    strong_stems: tuple[str, ...]
    # A word ending in one of these does too (dbpass, rootpwd, authtoken).
    strong_suffixes: tuple[str, ...]
    # A word that does only as a whole word (skey, but not whiskey).
    strong_words: frozenset[str]
    # Two words in a row that do (api key, private key).
    strong_pairs: frozenset[tuple[str, str]]
    # Words a name may end with that say secret although their last word alone would not
    # (webhook url).
    strong_endings: tuple[tuple[str, ...], ...]
    # Words, pairs and endings that may name a secret: the value must look random.
    weak_words: frozenset[str]
    weak_pairs: frozenset[tuple[str, str]]
    weak_endings: tuple[tuple[str, ...], ...]
    # As the last word: the name holds something about a secret, not the secret.
    reference_words: frozenset[str]
    # Anywhere: the name is something else (tokenizer, public key, page token).
    unrelated_words: frozenset[str]
    # Anywhere: the value is a digest or ciphertext of a secret (password_hash).
    digest_words: frozenset[str]
    # Parents (sections, enclosing keys) under which a weak name is strong: credentials.key.
    secret_parents: frozenset[str]
    # Names of a URL's query parameters (lower case) that hold a secret there (?sig=), and
    # those that may (&appid=: the value must look random), beside the names above.
    query_strong: frozenset[str]
    query_weak: frozenset[str]
    # Endings that say the name holds something about a secret, though their last word alone
    # would not (a PSK's identity is sent in clear).
    reference_endings: tuple[tuple[str, ...], ...] = ()
    # The last words of a secret's name, and those of the name of the key ID issued with it
    # (secret: access; account key: account id).
    key_id_partners: tuple[KeyIdPartner, ...] = ()
    # The same for a pair whose ID is the account's id its service shows openly (Vonage's
    # api_key beside its api_secret), each half of its documented shape: beside its secret, the
    # ID names the account (LABELS.md rule 3), and the secret is the secret.
    account_id_partners: tuple[KeyIdPartner, ...] = ()
    # A token that is a pair's id, its name a secret's (SHINYAPPS_TOKEN beside SHINYAPPS_SECRET):
    # no secret where its own secret is not written beside it.
    lone_id_partners: tuple[KeyIdPartner, ...] = ()
    # Words that may name a secret only after another word: a setting's own salt (TicketSalt,
    # AUTH_SALT), where `salt` alone is most often a field of a stored hash's record.
    qualified_weak_words: frozenset[str] = frozenset()
    # Words that say hex under the name is a SHA-1 (GPG_KEY's fingerprint, a commit's id).
    sha1_words: frozenset[str] = frozenset()
    # Words that make the name something else only when they start it: a database's
    # primary_key, where COMTRADE_PRIMARY_KEY is a service's (Azure API Management's and Azure
    # accounts' primary and secondary keys).
    leading_unrelated_words: frozenset[str] = frozenset()
    # Pairs of those words that start the names of a service's two keys, issued together and
    # set side by side (Azure's primaryKey and secondaryKey): beside its twin, such a name is
    # the key the words after the leading one say.
    leading_pair_words: tuple[tuple[str, str], ...] = ()
    # A parent (its words run together) every setting of which is a secret whatever its name
    # (Consul's acl.tokens.initial_management), and one whose settings may be (a [cookies]
    # section: the value must look random).
    secret_containers: frozenset[str] = frozenset()
    weak_containers: frozenset[str] = frozenset()
    # Calls that turn a literal into the value without changing what it is (a decoding, a
    # conversion, a type that hides it when printed): under a secret's name, the literal counts.
    value_wrappers: frozenset[str] = frozenset()
    # Calls that hash a literal (md5, sha256, password_hash): under a digest's name
    # (PASSWORD_HASH) the literal given to one is the secret the name's other words say.
    hashing_calls: frozenset[str] = frozenset()
    # Words of sections that hold settings of a kind, not of one service (`cache: key:`,
    # `remoteRef: key:`, `gpg: key:`): a bare `key` in one is no service's key.
    generic_sections: frozenset[str] = frozenset()
    # Last words of a name whose value may be a user's name and password joined by a colon
    # (--auth USER:PASSWORD, BASIC_AUTH=USER:PASSWORD): the part after the colon is a password.
    user_password_words: frozenset[str] = frozenset()
    # Words ending in "key" that are no key's name (whiskey, turnkey): others of four letters
    # or more before it are a name glued to its key (registrationkey).
    glued_key_exceptions: frozenset[str] = frozenset()
    # Last words of names that say secret, whose value is a record's id when it is a UUID (an
    # SNMP community is typed; a B2SHARE or InvenioRDM community is named by a UUID).
    uuid_id_words: frozenset[str] = frozenset()
    # The last words of the name of an OAuth client's identifier by another name (Dropbox's
    # app key, TikTok's client_key): with its secret written beside it, it is that secret's
    # public half (see client_identifier).
    client_id_pairs: frozenset[tuple[str, str]] = frozenset()
    # The first words of the names a library gives every client's identifier, whatever words
    # (the provider's) come before its last "key" (python-social-auth's SOCIAL_AUTH_<BACKEND>_KEY
    # beside SOCIAL_AUTH_<BACKEND>_SECRET); and the names so led (their words before "key",
    # joined by blanks) that hold a consumer's or an API's key instead, a secret's half.
    client_id_leads: tuple[tuple[str, ...], ...] = ()
    consumer_key_names: frozenset[str] = frozenset()
    # Endings of the names of identifiers issued with a secret (an S3-style access key, a key's
    # id): reported only beside a secret (see issued_id).
    issued_id_endings: tuple[tuple[str, ...], ...] = ()
    # The last words of a key's name that only may be secret, each with those of the name of
    # the account it logs in as (script key, script name): set beside that account's name, the
    # key is its password (see account_key).
    account_key_partners: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    # Endings that name the key other keys are derived from (a key base): the words before it
    # say what the derived keys protect, never that the value is a digest.
    root_key_endings: tuple[tuple[str, ...], ...] = ()
    # Pairs that name a key by what it does to data (encryption key, hmac key): a word before
    # one that would make the name something else says what the key protects (a state's
    # encryption key), unless it is one of key_kind_words, which say what kind of key it is
    # (a public encryption key is no secret).
    protecting_pairs: frozenset[tuple[str, str]] = frozenset()
    key_kind_words: frozenset[str] = frozenset()
    # Unrelated words that make a key's name something else but say whose a password is (a
    # site key is reCAPTCHA's public one, a site password the site's own).
    password_owner_words: frozenset[str] = frozenset()
    # Query parameters (lower case) that hold a service's key in the URLs of its own hosts
    # only, each by host (lower case; its subdomains too): xeno-canto's `key`.
    host_query_keys: frozenset[tuple[str, str]] = frozenset()
    # Words that say secret by themselves, as one search over a name's words joined by spaces.
    _strong_words: re.Pattern[str] = dataclasses.field(init=False, repr=False, compare=False)
    # Names already judged: files repeat the same few names many times.
    _judged: dict[tuple[str, bool, Strength], Strength] = dataclasses.field(
        init=False, repr=False, compare=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        stems = "|".join(re.escape(stem) for stem in self.strong_stems)
        suffixes = "|".join(re.escape(suffix) for suffix in self.strong_suffixes)
        either = [f"({stems})" if stems else "", f"({suffixes})( |$)" if suffixes else ""]
        pattern = "|".join(part for part in either if part) or "(?!)"
        object.__setattr__(self, "_strong_words", re.compile(pattern))

    def client_identifier(self, name: str, around: str) -> bool:
        """Whether NAME, a client's key by its last words, names the public identifier of an
        OAuth client: AROUND (lower case, the text near the value) also sets the client's
        secret, under NAME with its last "key" made "secret" (APP_KEY beside APP_SECRET,
        client_key beside client_secret, OVH's application_key beside application_secret), or
        a token's with its first word made "secret" (Socrata's app_token beside secret_token);
        or AROUND is an OAuth 2 token request, which sends the client's key with its grant.
        A key with no secret beside it is the secret itself (Laravel's APP_KEY, a LoRaWAN
        AppKey, Datadog's application key)."""
        parts = self._unglued(words(name))
        lowered = name.lower()
        if (
            tuple(parts[-2:]) not in self.client_id_pairs and not self._led_client_key(parts)
        ) or not lowered.endswith(parts[-1]):
            return False
        # The secret's name must be NAME's own, not end a longer one: Laravel's APP_KEY beside
        # PUSHER_APP_SECRET (a broadcaster's client) is the application's encryption key.
        head = lowered[: -len(parts[-1])]
        if secret_named_beside(head, around) or _OAUTH_GRANT.search(around):
            return True
        # A token's secret half is named as the token is, its first word made "secret"
        # (Socrata's app token and secret token).
        owner, _, rest = head.rpartition(parts[-2])
        return parts[-1] == "token" and owner + "secret" + rest + "token" in around

    def _led_client_key(self, parts: list[str]) -> bool:
        """Whether PARTS, a name's words, are a client_id_leads lead, a provider's words and
        "key", and not one of consumer_key_names."""
        return (
            parts[-1:] == ["key"]
            and any(
                len(parts) > len(lead) + 1 and tuple(parts[: len(lead)]) == lead
                for lead in self.client_id_leads
            )
            and " ".join(parts[:-1]) not in self.consumer_key_names
        )

    def issued_id(self, name: str) -> bool:
        """Whether NAME names an identifier issued with a secret (S3_ACCESS_KEY, key_id): one
        of issued_id_endings, no secret's word before it (AWS_SECRET_ACCESS_KEY)."""
        parts = self._unglued(words(name))
        return any(
            tuple(parts[-len(ending) :]) == ending
            and not self._strong_words.search(" ".join(parts[: -len(ending)]))
            for ending in self.issued_id_endings
        )

    def names_a_reference(self, name: str) -> bool:
        """Whether NAME ends in one of reference_endings: it holds something about a secret, or
        something else by a secret's word (a PSK's identity). Rules that choose keys by globs
        (`*token`) ask this too, as the names table's own judgement does."""
        return _ends_with(self._unglued(words(name)), self.reference_endings)

    def names_a_public_half(self, name: str) -> bool:
        """Whether a word of NAME says its key is the public half of a pair (key_kind_words:
        public_api_key, publishable_key): published with the key's secret half kept beside it.
        Rules that choose keys by globs (`*api[_-]key*`) ask this too, as the names table's own
        judgement does."""
        parts = words(name)
        # The name's last word says what it holds: a public key's password is a password.
        last_is_key = parts[-1:] == ["key"] or (bool(parts) and parts[-1] in self.key_kind_words)
        return last_is_key and not self.key_kind_words.isdisjoint(parts)

    def names_a_uuid_id(self, name: str) -> bool:
        """Whether NAME's last word names a record by a UUID (see uuid_id_words)."""
        return words(name)[-1:] in ([word] for word in self.uuid_id_words)

    def holds_user_password(self, name: str) -> bool:
        """Whether NAME may hold USER:PASSWORD (see user_password_words)."""
        parts = words(name)
        return bool(parts) and parts[-1] in self.user_password_words

    def strength(self, name: str, parents: Sequence[str] = (), uuid: bool = False) -> Strength:
        """How surely a value written under NAME (in the sections or keys PARENTS) is secret.
        UUID: the value is a UUID, which a section of secrets ([secrets] camo_key) does not make
        secret where the name alone only may say so: a UUID is labelled under an API key's name
        and is as often an identifier under a key's. (A container's settings, named for nothing
        else, stay secrets: Consul's tokens { initial_management = UUID }.)"""
        if uuid and parents and self.strength(name) is Strength.WEAK:
            return Strength.WEAK
        # A dotted name's parts before its setting are where it is, as enclosing sections are
        # (UCI's wireless.IFACE.key, an INI path auth.token).
        where = [*parents[-3:], *name.split(".")[:-1][-3:]] if "." in name else parents[-3:]
        under_secret = any(w in self.secret_parents for parent in where for w in words(parent))
        container = Strength.NONE
        if self.holds_digests(parents):
            return Strength.NONE
        if parents:
            inner = "".join(words(parents[-1]))
            if inner in self.secret_containers and not _CONFIGURATION_FILE.search(name):
                container = Strength.STRONG
            elif inner in self.weak_containers or (
                # Or its entries are objects of their own (a cookie's, a key's value and
                # validity: dynamickeys.current.value).
                len(parents) >= 2 and "".join(words(parents[-2])) in self.weak_containers
            ):
                container = Strength.WEAK
        key = (name, under_secret, container)
        judged = self._judged.get(key)
        if judged is None:
            if len(self._judged) >= _JUDGED:
                self._judged.clear()
            judged = self._judged[key] = self._strength(name, under_secret, container)
        return judged

    def _strength(self, name: str, under_secret: bool, container: Strength) -> Strength:
        if "::" in name:
            # A Puppet class's parameter (profile::db::password) is judged by its own name; any
            # other is a type's or a scope's (AWS::ApiGateway::ApiKey, std::string).
            name = name.rsplit("::", 1)[1]
            if _SNAKE.fullmatch(name) is None:
                return Strength.NONE
        whole = words(name)
        parts = self._unglued(whole)
        pairs = list(itertools.pairwise(parts))
        # A dotted name's last part is the setting, the parts before it where it is: only the
        # setting's own words say it holds a digest (xpack.encryptedSavedObjects.encryptionKey).
        own = words(name.rsplit(".", 1)[-1]) if "." in name else parts
        if parts and _ends_with(parts, self.root_key_endings) and not self._unrelated(parts):
            return Strength.STRONG
        if not parts or self._unrelated(parts) or self._digest(own, beside_secret=True):
            return Strength.NONE
        if _ends_with(parts, self.reference_endings):
            return Strength.NONE
        if _ends_with(parts, self.strong_endings):
            return Strength.STRONG
        weak = _ends_with(parts, self.weak_endings)
        # A pair that names a secret may end in a word that alone is about one (api hash).
        ends_in_pair = bool(pairs) and pairs[-1] in self.strong_pairs
        if parts[-1] in self.reference_words and not weak and not ends_in_pair:
            return Strength.NONE
        if (
            self._strong_words.search(" ".join(whole))
            or any(pair in self.strong_pairs for pair in pairs)
            or any(w in self.strong_words for w in parts)
        ):
            return Strength.STRONG
        if (
            weak
            or any(w in self.weak_words for w in parts)
            or any(pair in self.weak_pairs for pair in pairs)
            or any(w in self.qualified_weak_words for w in parts[1:])
        ):
            return Strength.STRONG if under_secret or container else Strength.WEAK
        return container

    def _unglued(self, parts: list[str]) -> list[str]:
        """PARTS with a last word that glues a name to "key" (registrationkey) split in two, so
        that the name is judged as if written apart (the strong stems, apikey, are looked for
        in the words as written). A shorter word glued to it is split only where the two make
        a pair that names a secret (appkey, sshkey, jwtkey: monkey and hotkey are no pair)."""
        last = parts[-1] if parts else ""
        head = last[: -len(_KEY)]
        if (
            last.endswith(_KEY)
            and head.isalpha()
            and (len(head) >= _MIN_GLUED or (head, _KEY) in self.strong_pairs)
            and last not in self.glued_key_exceptions
        ):
            return [*parts[:-1], last[: -len(_KEY)], _KEY]
        return parts

    def service_key(self, name: str, parents: Sequence[str], value: str) -> bool:
        """Whether VALUE, under a bare NAME `key` in a section named for a service (the last of
        PARENTS: `alpha_vantage:`), is that service's key: random letters and digits, shorter
        than a random value under a weak name must otherwise be. Hex alone is a key's id or
        fingerprint."""
        if not parents or words(name) != ["key"]:
            return False
        section = words(parents[-1])
        if not section or any(w in self.generic_sections for w in section):
            return False
        return _SERVICE_KEY.fullmatch(value) is not None and _HEX.fullmatch(value) is None

    def names_a_salt(self, name: str) -> bool:
        """Whether NAME ends in a word that names a secret only after another word (an
        installation's TicketSalt, securitySalt): its value is random bytes drawn once, so hex
        there is no digest of anything. A dotted name's own setting must say so: user.salt is a
        stored hash's field of a user's record."""
        parts = words(name.rsplit(".", 1)[-1])
        # A pepper is never a stored hash's field: it is kept apart from the hashes it is
        # mixed into (OWASP's Password Storage Cheat Sheet), drawn once as a salt of an
        # installation is, and as often written in hex.
        return parts[-1:] == [_PEPPER] or (
            len(parts) > 1 and parts[-1] in self.qualified_weak_words
        )

    @staticmethod
    def names_a_hex_key(name: str) -> bool:
        """Whether NAME says its value is a key written in hex (hex_key, keyHex, IPMI's
        ipmi_hex_kg_key): hex there is the key's own bytes, no digest or commit of anything."""
        parts = set(words(name))
        return _HEX_WORD in parts and _KEY in parts

    def names_a_kept_key(self, name: str) -> bool:
        """Whether NAME, a variable's, says it keeps a key: its last word, once unglued, is key
        (TRACKER_KEY, trackerKey, trackerkey, KEY), and it is no bare lower-case `key` (a loop's
        or a lookup's) nor one a reference word qualifies (request_key, file_key: a key of
        something, not a key to a service)."""
        parts = self._unglued(words(name))
        if parts[-1:] != [_KEY] or (len(parts) == 1 and not name.isupper()):
            return False
        return not any(w in self.reference_words for w in parts[:-1])

    def environment_key(self, name: str) -> bool:
        """Whether NAME is an environment variable's that ends in KEY (DATAVERSE_KEY): there a
        service's client reads its key, so a UUID under it is the key, where under `key` in
        code or a configuration it is more likely an identifier. The names table has already
        told the unrelated ones apart (IDEMPOTENCY_KEY, CACHE_KEY)."""
        return _VARIABLE_NAME.fullmatch(name) is not None and words(name)[-1] == "key"

    def names_a_sha1(self, name: str) -> bool:
        """Whether a word of NAME says its hex is a SHA-1: a signing key's fingerprint (GPG_KEY,
        SIGNING_KEY) or a commit's id (GIT_COMMIT_KEY)."""
        return any(w in self.sha1_words for w in words(name))

    def holds_digests(self, parents: Sequence[str]) -> bool:
        """Whether the block a value is in (the last of PARENTS) is named for ciphertext or
        digests (a SealedSecret's encryptedData): then so is each of its values, whatever its
        own name."""
        return bool(parents) and self._digest(words(parents[-1]))

    def _unrelated(self, parts: list[str]) -> bool:
        """Whether a word of PARTS makes the name something else, and does not start a pair
        that names a secret (a CSRF token is per session, the key that signs them is not:
        xsrf_key)."""
        if len(parts) > 2 and parts[-1] in self.qualified_weak_words:
            # The word before a salt is what the salt is for; the words before that qualify
            # that word, not the salt (Mattermost's PublicLinkSalt salts public links' signatures:
            # "public" says which links, where a public salt would be none).
            parts = parts[-2:]
        halfless = bool(parts) and _NO_PUBLIC_HALF.search(parts[-1]) is not None
        return any(
            (w in self.unrelated_words or (n == 0 and w in self.leading_unrelated_words))
            and (n + 1 == len(parts) or (w, parts[n + 1]) not in self.strong_pairs)
            and not self._protected(parts, n)
            and not (halfless and (w in self.key_kind_words or w in self.password_owner_words))
            for n, w in enumerate(parts)
        )

    def account_key(self, name: str, siblings: Container[tuple[str, ...]]) -> bool:
        """Whether NAME, a key's that only may be secret, is an account's key by the names
        table's account_key_partners, with its account's name among SIBLINGS (the words of the
        names set beside it) under the words NAME has before the key's (ShotGrid's script_key
        beside script_name): the pair is a login, the key its password."""
        parts = words(name)
        for key_words, account_words in self.account_key_partners:
            if tuple(parts[-len(key_words) :]) != key_words:
                continue
            if (*parts[: len(parts) - len(key_words)], *account_words) in siblings:
                return True
        return False

    def paired_key(self, name: str, siblings: Container[tuple[str, ...]]) -> bool:
        """Whether NAME starts with a word of leading_pair_words and its twin, the same name
        led by the pair's other word, is among SIBLINGS (the words of the names set beside it:
        primaryKey beside secondaryKey), and its words after the leading one name a secret: a
        database's primaryKey has no twin."""
        parts = words(name)
        if len(parts) < 2:
            return False
        twins = {a: b for pair in self.leading_pair_words for a, b in (pair, pair[::-1])}
        if parts[0] not in twins or self.strength("_".join(parts[1:])) is Strength.NONE:
            return False
        return (twins[parts[0]], *parts[1:]) in siblings

    def misread(self, name: str) -> bool:
        """Whether NAME, which a pattern took for a secret's name by the letters of a secret's
        word in it, holds those letters only in a word that is another word (AUTHORITY starts
        with auth, TOKENIZER with token, BYPASS ends in pass: unrelated_words): the name's other
        words, judged without it, name no secret (DATACITE_AUTHORITY is a DOI prefix's name;
        SITE_SECRET and AUTHOR_TOKEN still name secrets)."""
        parts = words(name)
        rest = [w for w in parts if w not in self.unrelated_words]
        if len(rest) == len(parts):
            return False
        return not rest or self.strength("_".join(rest)) is Strength.NONE

    def _protected(self, parts: list[str], n: int) -> bool:
        """Whether the word N of PARTS says what the key the name's last two words name
        protects: those words are a protecting pair right after it (STATE_ENCRYPTION_KEY, a
        cache's HMAC key), and the word is no kind of key (a public encryption key)."""
        return (
            n + 3 == len(parts)
            and (parts[-2], parts[-1]) in self.protecting_pairs
            and parts[n] not in self.key_kind_words
        )

    def host_query_key(self, name: str, host: str) -> bool:
        """Whether the URL query parameter NAME holds the key of the service at HOST (lower
        case), whose API takes its key under that name (xeno-canto's `key`)."""
        lowered = name.lower()
        return any(
            lowered == parameter and (host == owner or host.endswith("." + owner))
            for owner, parameter in self.host_query_keys
        )

    def query_strength(self, name: str) -> Strength:
        """How surely the value of a URL's query parameter NAME is secret, by the names that
        hold one only in a URL."""
        lowered = name.lower()
        if lowered in self.query_strong:
            return Strength.STRONG
        # A parameter named for a key by a word glued to it (Europeana's wskey, authkey): the
        # service's key, where a value of words is a sort's or a cache's key.
        weak = lowered in self.query_weak or lowered.endswith("key")
        return Strength.WEAK if weak else Strength.NONE

    def _digest(self, parts: list[str], beside_secret: bool = False) -> bool:
        """Whether a word of PARTS makes the value a digest of a secret (password_hash), and
        not part of a pair that names a secret of its own (Telegram's api_hash is a key).
        BESIDE_SECRET (a setting's own name): the word must stand within two words of the
        secret's or end the name; in Chef's encrypted_data_bag_secret it says what the secret
        is for. (A
        parent, encryptedData, holds digests or ciphertext whatever its words.)"""
        return any(
            w in self.digest_words
            and (n == 0 or (parts[n - 1], w) not in self.strong_pairs)
            # Nor the first word of one (hash key: the key that signs).
            and (n + 1 == len(parts) or (w, parts[n + 1]) not in self.strong_pairs)
            and (
                not beside_secret
                or n + 1 == len(parts)
                or any(self._names_secret(near) for near in parts[max(0, n - 2) : n + 3])
            )
            for n, w in enumerate(parts)
        )

    def hashed_strength(self, name: str) -> Strength:
        """How surely NAME, a digest's name (password_hash, PASSWORD_MD5), names a secret once
        its digest words are dropped: the strength of the literal a hashing call under it is
        given, which is the secret itself."""
        parts = words(name.rsplit(".", 1)[-1])
        kept = [w for w in parts if w not in self.digest_words]
        if not kept or len(kept) == len(parts):
            return Strength.NONE
        return self.strength("_".join(kept))

    def _names_secret(self, word: str) -> bool:
        return word in self.weak_words or self._strong_words.search(word) is not None

    def names_an_address(self, name: str) -> bool:
        """Whether NAME says the secret is an address (a webhook's URL): it ends in url or
        names a hook and no other secret (webhook_secret is a secret, not an address), nor a
        key (a webhook's signing key, XERO_WEBHOOK_KEY: the key its service signs each call
        with, drawn as hex or base64, never an address)."""
        parts = words(name)
        if not parts:
            return False
        if parts[-1] in ("url", "uri"):
            return True
        others = [w for w in parts if "hook" not in w]
        return (
            len(others) < len(parts)
            and not self._strong_words.search(" ".join(others))
            and not _HOOK_KEY_WORDS.intersection(others)
        )


def secret_named_beside(head: str, around: str) -> bool:
    """Whether AROUND (lower case) sets a secret named HEAD and "secret" (HEAD a key's name
    without its last word: "consumer_" for consumer_secret), not at the end of a longer name:
    Laravel's APP_KEY beside PUSHER_APP_SECRET (a broadcaster's client) is its own."""
    return re.search(rf"(?<![a-z0-9_-]){re.escape(head)}secret", around) is not None
