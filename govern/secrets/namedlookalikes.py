"""Whether a value written under a secret's name is no secret after all: the name written as
its value, a remark that calls it public, an example or no longer valid, or a shape the name's
strength does not carry (a UUID or a digest under a name that only may be a secret's). A key
kept in a variable or an environment variable to be sent, or sent as a URL's `key` parameter,
is the key whatever its shape; hex under a key whose record names its cipher is the key."""

from __future__ import annotations

import re

from govern.secrets.appids import named_app_id
from govern.secrets.deadbefore import said_dead_before
from govern.secrets.enrolments import used_enrolment_password
from govern.secrets.generated import hash_parameter
from govern.secrets.identifierremarks import remarked_identifier
from govern.secrets.keyarguments import sent_key_argument
from govern.secrets.licencefiles import licence_signature
from govern.secrets.lookalikes import letters_at_random
from govern.secrets.names import SecretNames, Strength
from govern.secrets.partners import account_id_beside_secret, id_without_its_secret
from govern.secrets.placeholders import elided_after
from govern.secrets.publicremarks import declared_public, labelled_public, said_public_above
from govern.secrets.recordids import salesforce_record_id
from govern.secrets.rules import RuleSet
from govern.secrets.storerefs import store_reference
from govern.secrets.unrealabove import said_unreal_above
from govern.secrets.userids import built_from_user
from govern.secrets.vendorsamples import named_as_sample

# How far a value's line is looked at each side, for the words that say what it is (a
# digest's name beside it).
LINE_CONTEXT = 160
# A name on a line (lower case), and the digest's word one must hold to be looked at.
_IDENTIFIER = re.compile(r"[a-z_][a-z0-9_]*hash[a-z0-9_]*")

# A symmetric cipher's name (AES-256, AES_128, ChaCha20): where a key's record names one, hex
# of a digest's length under the key's name is the key.
_CIPHER = re.compile(r"(?i)(?<![a-z0-9])(?:aes[-_ ]?(?:128|192|256)|chacha20)(?![0-9])")
# A note's label of words, the last one key: words set apart by blanks, as only a note's text
# writes a name.
_NOTED_KEY = re.compile(r"(?i)[^\s]+(?: [^\s]+){0,5} key")
# A digest's name: a key's fingerprint, checksum or check value is hex of a digest's length.
_DIGEST_NAMED = re.compile(
    r"(?i)(?<![a-z0-9])(?:sha-?(?:1|224|256|384|512)|md5|checksum|digest|hash|fingerprint"
    r"|check[ \t]+value)"
)
# An HTTP extension header's name that ends in key (X-API-Key, x-gladia-key, X-Argokey).
_KEY_HEADER = re.compile(r"(?i)x-[a-z0-9-]{0,62}key")
# How many lines above the value's own a record is read for its cipher.
_RECORD_LINES = 3

# A line that assigns a string literal to a variable, up to the literal's opening quote: the
# name first on its line (after a declaration's words: export, const, val), then `=`, `<-`
# (R) or `:=` (Go). A notebook's code line is a JSON string: its opening quote first, the
# literal's quote escaped.
_ASSIGNED_LITERAL = re.compile(
    r"[ \t]*\"?(?:[a-z]+[ \t]+){0,2}(?P<name>[A-Za-z_][A-Za-z0-9_]*)[ \t]*(?:=|<-|:=)[ \t]*"
    r"\\?[\"']"
)


def named_lookalike(
    text: str,
    name: str,
    strength: Strength,
    start: int,
    end: int,
    rules: RuleSet,
    code: bool = False,
    row: bool = False,
) -> bool:
    """Whether TEXT[START:END], written under NAME of STRENGTH, is no secret. CODE: TEXT is
    source code. ROW: the value is a field of a dump's row, its line the other fields' values
    (a password's pbkdf2_sha256$… digest beside an API token), where no digest is named."""
    if strength is Strength.NONE:
        return True
    value = text[start:end]
    if (
        names_itself(value, name)
        or declared_public(text, end)
        or remarked_identifier(text, name, end)
        or said_public_above(text, start, name)
        or labelled_public(text, start, name)
        or said_unreal_above(text, start)
        or named_as_sample(text, start)
        or said_dead_before(text, start)
        or signed_request_token(text, name, start, end)
        or presigned_signature(text, name, start)
        or licence_signature(text, name, start)
        or named_app_id(text, name, start, end)
        or store_reference(text, name, start)
        or hash_parameter(text, start, end, name)
        or used_enrolment_password(text, start)
        or elided_after(text, end)
        or salesforce_record_id(value)
        or account_id_beside_secret(text, name, start, end, rules.names)
        or id_without_its_secret(text, name, start, end, rules.names)
        or (rules.lookalikes.uuid_shaped(value) and rules.names.names_a_uuid_id(name))
        # An access id a service builds from its user's name (BlackPearl's base64 of it) names
        # the user, whatever secret is beside it.
        or (rules.names.issued_id(name) and built_from_user(value))
    ):
        return True
    if (
        strength is Strength.WEAK
        and (rules.lookalikes.uuid_shaped(value) or rules.lookalikes.short_random_key(value))
        and (
            rules.names.environment_key(name)
            or (code and _key_variable(text, name, start, rules.names))
            or (name.lower().endswith("key") and _query_parameter(text, start, name))
            or (_KEY_HEADER.fullmatch(name) is not None and rules.names.names_a_kept_key(name))
        )
    ) or (
        strength is Strength.WEAK
        and code
        and rules.lookalikes.short_random_key(value)
        and name.lower().endswith("key")
        and sent_key_argument(text, name, start, end, rules)
    ):
        # A key kept in an environment variable or a script's variable to be sent, or sent
        # as a URL's query parameter named for a key (?key=…, ?wskey=…; an appid may be an
        # app's public id) or in an extension header named for one (x-gladia-key: every
        # request carries it, where a record's id goes in the path or the query; a reference
        # word, X-Request-Key, says otherwise): a UUID there is the key, and so is a
        # service's short random key.
        # A short random key given to a call as its `key` argument is sent too (rebird's
        # ebirdregion(…, key = "…")); a UUID there is as often a record's key.
        strength = Strength.STRONG
    elif (
        strength is Strength.WEAK
        and (
            rules.lookalikes.key_sized_hex(value)
            or letters_at_random(value)
            or rules.lookalikes.short_random_password(value)
        )
        and (
            rules.names.environment_key(name)
            or (code and _key_variable(text, name, start, rules.names))
        )
        and not rules.names.names_a_sha1(name)
    ):
        # A service's client reads its key from an environment variable named for it
        # (AMBEE_KEY, in .Renviron or exported by a job script): 256 bits of hex there is the
        # key, not a digest of something, unless the line names a digest; small letters with a
        # run of consonants no word has are a key drawn from letters alone, not a word; a short
        # random password (a scheduler's shared key, LSF_EAUTH_KEY=…) is a key too, where its
        # punctuation kept it from reading as a short random key. A script keeps the key it
        # sends in a variable named for it (`mt_key <- "…"`) as a job keeps it in the
        # environment; a reference word in the name (file_key, sort_key) says otherwise.
        strength = Strength.STRONG
    elif (
        strength is Strength.WEAK
        and rules.lookalikes.digest_sized_hex(value)
        and (rules.names.names_a_salt(name) or rules.names.names_a_hex_key(name))
    ):
        # An installation's salt (BigBlueButton's securitySalt) is drawn as hex as often as
        # not: under a salt's own name, hex of a digest's length is the salt, not a digest.
        # A name that says its key is hex (an IPMI Kg key's) says the same of its key.
        strength = Strength.STRONG
    elif (
        strength is Strength.WEAK
        and rules.lookalikes.key_sized_hex(value)
        and _NOTED_KEY.fullmatch(name) is not None
        and not rules.names.names_a_sha1(name)
        and not _digest_named_near(text, start)
    ):
        # A note's label of words that ends in key ("staging key", "W&B team key") names a
        # service's key, as an environment variable named so does: 40 small hex digits or 256
        # bits of hex there are the key, unless the label, the value's line or the line above
        # (where a wrapped label's remark is: "Fingerprint (sha256 of the binary key):") names
        # a digest of the key.
        strength = Strength.STRONG
    elif (
        strength is Strength.WEAK
        and rules.lookalikes.digest_sized_hex(value)
        and _cipher_named(text, start)
    ):
        # A key whose record names its cipher (a key manager's export, `algorithm : AES-256`
        # above `keyValue : …`; a note's "Key file content (AES-256, hex):") is that cipher's
        # key written as its bytes' hex, not a digest of anything.
        strength = Strength.STRONG
    # The value's own line (up to a bound each side): where a digest's name would be.
    line_start = text.rfind("\n", max(0, start - LINE_CONTEXT), start) + 1
    line_end = text.find("\n", end, end + LINE_CONTEXT)
    line = text[
        line_start or max(0, start - LINE_CONTEXT) : line_end
        if line_end >= 0
        else end + LINE_CONTEXT
    ].lower()
    # The name itself says no digest where the names table let it through (api_hash), nor does
    # another such name on the line: the variable an environment read's default is assigned to
    # (`API_HASH = os.environ.get("TG_API_HASH", "…")`, Telegram's key by its own name).
    line = "" if row else line.replace(name.lower(), " ")
    if rules.lookalikes.digest_sized_hex(value):
        line = _IDENTIFIER.sub(lambda m: _unless_secret_name(m, rules.names), line)
    return rules.lookalikes.explains_named(
        value, strength, rules.names.names_an_address(name), line, name
    )


def _unless_secret_name(name: re.Match[str], names: SecretNames) -> str:
    """The NAME matched, or a blank where the names table says it names a secret (api_hash)."""
    return name.group() if names.strength(name.group()) is Strength.NONE else " "


# A signed request's fields, as a webhook's log writes them: its random token (or nonce), the
# time it was sent and the signature over both (Mailgun's `token=… timestamp=… signature=…`).
_REQUEST_TOKEN_NAMES = frozenset({"token", "nonce"})
_SIGNED_FIELD = re.compile(r"(?i)(?<![\w-])(?P<field>timestamp|signature)[\"']?[ \t]*[=:]")
# Such a field just after the token's value, or just before the token's name.
_SIGNED_FIELD_NEXT = re.compile(
    r"(?i)[\"']?[ \t]*[,&;]?[ \t]*[\"']?(?:timestamp|signature)[\"']?[ \t]*[=:]"
)
_SIGNED_FIELD_BEFORE = re.compile(
    r"(?i)(?<![\w-])(?:timestamp|signature)[\"']?[ \t]*[=:][ \t]*[\"']?[^\s\"',&;]{0,200}[\"']?"
    r"[ \t]*[,&;]?[ \t]*[\"']?(?:token|nonce)[\"']?[ \t]*[=:][ \t]*[\"']?\Z"
)


def signed_request_token(text: str, name: str, start: int, end: int) -> bool:
    """Whether the value at START:END, a `token` (or `nonce`), is one field of a signed
    request written on its line beside the request's timestamp and signature: a new random
    value each request, which the signature proves the sender made; no credential."""
    if name.lower() not in _REQUEST_TOKEN_NAMES:
        return False
    first = bounded_line_start(text, start)
    line_end = text.find("\n", end, end + LINE_CONTEXT)
    line = text[first : line_end if line_end >= 0 else end + LINE_CONTEXT]
    if "ignature" not in line and "IGNATURE" not in line:
        return False  # most tokens: the regex runs only where its word is
    fields = {m["field"].lower() for m in _SIGNED_FIELD.finditer(line)}
    if fields != {"timestamp", "signature"}:
        return False
    # The token is one of the request's fields, written next to one of the signed ones, not
    # a token elsewhere on a line that also mentions them.
    return (
        _SIGNED_FIELD_NEXT.match(text, end, end + LINE_CONTEXT) is not None
        or _SIGNED_FIELD_BEFORE.search(line[: start - first]) is not None
    )


# A presigned URL's signature (AWS Signature Version 4 query authentication, and Google Cloud
# Storage's V4 signing): an HMAC over that one request, its object, its date and its window
# (X-Amz-Expires, at most a week), made with a key the URL does not hold; an HMAC output, not
# the key (LABELS.md, as the ACME EAB JWS). Its credential's id is a parameter of the same
# query: the key's id and the request's scope (the id is no secret without its key, LABELS.md
# rule 2). A session token in the query (X-Amz-Security-Token) is a credential and is not this.
_REQUEST_SIGNATURES = {
    "x-amz-signature": "x-amz-credential=",
    "x-amz-credential": "x-amz-credential=",
    "x-goog-signature": "x-goog-credential=",
    "x-goog-credential": "x-goog-credential=",
}
# How far back the query's credential parameter is looked for.
_QUERY_BACK = 1024
# A signed request's signature under a plain name (LabArchives' `akid=…&expires=…&sig=`,
# CloudFront's `Expires=…&Signature=…&Key-Pair-Id=`), in a query that says when it expires as
# an epoch time (seconds or milliseconds): an HMAC or signature over one request and its
# window, made with a key the URL does not hold. Azure's long-lived shared access signature
# gives its expiry as a date (se=), and stays a secret.
_EXPIRING_SIGNATURES = frozenset({"sig", "signature"})
_EPOCH_EXPIRY = re.compile(r"(?i)[?&]expires=[0-9]{9,13}(?=[&#\s\"']|\Z)")
# The rest of a URL after a value in its query, up to a bound.
_QUERY_REST = re.compile(rf"[^\s]{{0,{_QUERY_BACK}}}")


def presigned_signature(text: str, name: str, start: int) -> bool:
    """Whether the value at START is a presigned URL's signature or its credential's id: a
    query parameter NAME (X-Amz-Signature, X-Amz-Credential) of a query that gives that id, or
    a plain-named signature (sig, signature) of a query that gives its epoch expiry."""
    if name.lower() in _EXPIRING_SIGNATURES and _query_parameter(text, start, name):
        return _EPOCH_EXPIRY.search(_query_around(text, start)) is not None
    credential = _REQUEST_SIGNATURES.get(name.lower())
    if credential is None or not _query_parameter(text, start, name):
        return False
    query = text.rfind("?", max(0, start - _QUERY_BACK), start)
    before = text[query:start].lower() + "=" if query >= 0 else ""
    return any(c in before for c in ("?" + credential, "&" + credential)) and not any(
        c.isspace() for c in before
    )


def _query_around(text: str, start: int) -> str:
    """The URL query the value at START is part of, from its `?` to the first blank after the
    value, each end looked for within _QUERY_BACK; "" if no `?` is that near."""
    query = text.rfind("?", max(0, start - _QUERY_BACK), start)
    if query < 0 or any(c.isspace() for c in text[query:start]):
        return ""
    rest = _QUERY_REST.match(text, start)
    return text[query : rest.end() if rest else start]


def _query_parameter(text: str, start: int, name: str) -> bool:
    """Whether the value at START is a URL query's parameter NAME (?key=VALUE, &wskey=VALUE)."""
    name_start = start - len(name) - 1
    return (
        text.startswith("=", start - 1)
        and text.startswith(name, name_start)
        and text[name_start - 1 : name_start] in ("?", "&")
    )


def names_itself(value: str, name: str) -> bool:
    """Whether VALUE is the setting's NAME written as its value (radius_secret_1 =
    radiussecret1): a template's slot to fill in."""
    return _squashed(value) == _squashed(name)


def _squashed(text: str) -> str:
    """TEXT's letters and digits, lower case: radius_secret_1 and radiussecret1 alike."""
    return "".join(c for c in text.lower() if c.isalnum())


def _key_variable(text: str, name: str, start: int, names: SecretNames) -> bool:
    """Whether the value at START is a string literal a line assigns to a variable NAME that
    says it keeps a key (`KEY = "…"`, `guardian_key <- "…"`): a key kept in a script's
    variable to be sent, where a UUID is the key. A key in a dict, a call's argument or a
    configuration is left to the names table (there a UUID is more often an identifier)."""
    if not names.names_a_kept_key(name):
        return False
    line = text[bounded_line_start(text, start) : start]
    assigned = _ASSIGNED_LITERAL.fullmatch(line)
    return assigned is not None and assigned.group("name") == name


def _cipher_named(text: str, start: int) -> bool:
    """Whether a symmetric cipher is named on the line of the value at START or on one of the
    few lines of its record just above (no blank line between)."""
    first = bounded_line_start(text, start)
    for _ in range(_RECORD_LINES):
        above = bounded_line_start(text, first - 1)
        if first == 0 or not text[above:first].strip():
            break  # the text's or the record's first line
        first = above
    line_end = text.find("\n", start, start + LINE_CONTEXT)
    return _CIPHER.search(text, first, line_end if line_end >= 0 else start) is not None


def _digest_named_near(text: str, start: int) -> bool:
    """Whether a digest is named on the line of the value at START or on the line above."""
    first = bounded_line_start(text, bounded_line_start(text, start) - 1)
    line_end = text.find("\n", start, start + LINE_CONTEXT)
    return _DIGEST_NAMED.search(text, first, line_end if line_end >= 0 else start) is not None


def bounded_line_start(text: str, position: int) -> int:
    """Where the line of POSITION starts, looked for back to a bound."""
    floor = max(0, position - LINE_CONTEXT)
    newline = text.rfind("\n", floor, max(0, position))
    return newline + 1 if newline >= 0 else floor
