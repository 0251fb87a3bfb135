"""The shapes a value under a secret's name takes when it is no secret: a word or an identifier
made of words, a constant's, a header's, a class's or an algorithm's name, a region, a relative
path, a manual page, a regular expression, a version or a count. How strongly the name says
secret decides how much a value must look drawn to be one (a name that only may be secret asks
for a long random part, no words)."""

from __future__ import annotations

import re

from govern.secrets.apppasswords import app_password
from govern.secrets.chance import (
    WORD_LIKE,
    WORDS_JOINED,
    chance_letters,
    character_classes,
    holds_word,
    random_part,
    shannon_entropy,
    short_random_password,
)
from govern.secrets.names import Strength, words
from govern.secrets.placeholders import CONSTANT_NAME, FEW_DIGITS, UUID
from govern.secrets.references import MANUAL_PAGE

# Hex of a digest's length: MD5's, SHA-1's, SHA-256's, SHA-512's.
HEX_DIGEST = re.compile(r"[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{64}|[0-9a-fA-F]{128}")
# An object serialized into a string (Keycloak's secretData and credentialData, a token
# response kept whole): a structure, not a secret. Its parts are judged under their own names
# where the text writes them, and the tokens of a known shape in it are found anyway.
_SERIALIZED_OBJECT = re.compile(r'\{\\?"[^\n]*\}')
# A pattern of names, a star after a name's separator (AUTHENTIK_BOOTSTRAP_*, S3Source.*): what a
# document says a group of settings is called. A stem drawn at random is a password that ends
# in punctuation (nkHIfxIq2HZt.*), not a name.
_NAMES_PATTERN = re.compile(r"[A-Za-z][A-Za-z0-9_.-]*[._-]\*")
# Where a digest is named on the line, a hex string of a digest's length is that digest.
_DIGEST_CONTEXT = ("sha1", "sha256", "sha512", "md5", "checksum", "digest", "hash", "sum ")
# Splits a URL's rest into its host, path segments and query values.
_URL_PARTS = re.compile(r"[/?&=#]")
# Named values: shorter than this is a test word; a number shorter than _MIN_DIGITS, a count.
MIN_NAMED = 8
_MIN_DIGITS = 12
# The last words of names of secrets that are digits by their format: a smart card's PUK (eight
# digits on a YubiKey's PIV applet), which unblocks the PIN.
_DIGIT_SECRET_WORDS = frozenset({"puk"})


def _digits_are_secret(name: str) -> bool:
    """Whether NAME's last word names a secret that is digits by its format."""
    last = re.split(r"[^a-z]+", name.lower().rstrip("_- "))[-1]
    return last in _DIGIT_SECRET_WORDS


# A product key of digits in groups (MATLAB's File Installation Key, twelve groups of five):
# four groups or more, longer than any date's or version's, and a secret under a secret's name.
_DIGIT_GROUPS = re.compile(r"[0-9]{4,6}(?:-[0-9]{4,6}){3,15}")
_WORD_ENTROPY = 2.5
# A hidden file's name, a dot and words (httr's token cache `.httr-oauth`, `.vault-token`): where
# a token is kept, given to the call that reads or writes it there.
# Only words joined by dots or dashes, as files are named, and only under a token's name: under
# a password's, ".summer2024" or ".dragon-slayer99" is a password that starts with a dot.
_HIDDEN_FILE = re.compile(r"\.[a-z]+(?:[_\-.][a-z]+)+")
# The words of a name a token cache's file may stand under (tuber's `token = ".httr-oauth"`).
_TOKEN_CACHE_WORDS = frozenset({"token", "tokens", "cache", "oauth", "credentials"})
# An HTTP header's name, X- and words joined by dashes (X-User-Id, X-CSRF-Token, x-api-key): a
# header's value written as another header's name is a list of header names (`X-Auth-Token`,
# `X-User-Id` in prose; a CORS allow-list), not a token. A token is not words and dashes.
_HEADER_NAME = re.compile(r"[Xx](-(?:[A-Z][a-z]+|[A-Z]{2,5}|[a-z]{2,}))+")
# An algorithm's name (AWS4-HMAC-SHA256, hmac-sha256, RS256): what signs, not the signature.
_ALGORITHM = re.compile(r"(?i)(^|[-_])(hmac|sha(1|256|384|512)|md5)([-_]|$)")
# How a secret is written, a sentence's word after its name ("a NATS password base64-encoded in
# a Secret's data"): an encoding's name and a participle, no value.
_ENCODED = re.compile(r"(?i)(?:base(?:16|32|58|64)|hex|url|utf-?8)-(?:en|de)coded")
# Placeholders in capitals joined by colons, as documentation writes a pair's form (`Basic
# USER:PASSWORD`, BookStack's `Token ID:SECRET`, `CLIENT_ID:CLIENT_SECRET`): words, no digit.
_PLACEHOLDER_PAIR = re.compile(r"[A-Z][A-Z_]{1,31}(:[A-Z][A-Z_]{1,31})+")
_FILE_NAME = re.compile(
    r"\.(war|jar|zip|tar|gz|tgz|bz2|xz|txt|csv|tsv|json|yaml|yml|py|sh|log|pdf|png|jpe?g|html?"
    r"|xml|ini|cfg|conf|md|nc|h5|hdf5|parquet|npy|npz|pt|pth|ckpt|bin|fits?)$",
    re.IGNORECASE,
)
# A cloud provider's region or zone: us-east-1, eu-west-2a, ap-southeast-2, europe-west4-b,
# us-central1.
_REGION = re.compile(r"[a-z]{2,12}(-[a-z]{2,12}){1,2}-?[0-9]{1,2}(-?[a-z])?")
# Lower-case words and versions joined by slashes: a relative path or a route, not a password.
_WORDS_PATH = re.compile(r"([a-z]+[0-9]*|v[0-9]+)(/([a-z]+[0-9]*|v[0-9]+))+")
# A relative path to a file in small letters, its last part a dotfile or a name and an
# extension ("secrets: `dcm4chee/.env`", `keycloak/realm.json`): where a secret is kept, not
# it. A drawn password holding a slash does not end in a file's name.
_RELATIVE_FILE = re.compile(
    r"[a-z][a-z0-9_-]{0,63}(/[a-z][a-z0-9_-]{0,63}){0,8}"
    r"/(\.[a-z][a-z0-9_-]{0,31}|[a-z0-9_-]{1,64}\.[a-z]{1,5})"
)
# Identifiers of letters joined by dots: a field's path (DistributionList.NextMarker).
_WORDS_DOTTED = re.compile(r"[A-Za-z_]+(\.[A-Za-z_]+)+")
# A host's name in small letters, its labels words with at most a number after each
# (oauth2-proxy.github.io, docs.example.org): where a secret is documented or kept. A password
# drawn from small letters, digits and dots has digits inside its runs of letters.
_HOST_NAME = re.compile(r"(?:[a-z]+[0-9]*(?:-[a-z]+[0-9]*)*\.){1,8}[a-z]{2,6}")
# A web page's address written without its scheme, as notes and READMEs cite one
# (docs.n8n.io/integrations/builtin/credentials/signl4/, github.com/org/repo/blob/main/x.md): a
# host's name, then a path that holds a word, a sentence's punctuation after it. Read as an
# address with its scheme is (where a secret is documented or kept, unless a part is random);
# a host's labels may hold digits here (n8n), the path's word telling it from a drawn value.
_SCHEMELESS_ADDRESS = re.compile(
    r"(?:[a-z0-9]+(?:-[a-z0-9]+)*\.){1,8}[a-z]{2,6}(?::[0-9]{1,5})?"
    r"(?:/[A-Za-z0-9._~%+-]{0,128}){1,16}[.,;:]?"
)
_PATH_WORD = re.compile(r"/[a-z]{4,}")
# A content-addressed object's key: its class's name, the digest of its content, then the scope
# it is kept under (gufe's and alchemiscale's scoped keys,
# `AlchemicalNetwork-<md5>-org-campaign-project`, `Task-<md5>-…`): a record's id, not a secret.
_CLASS_DIGEST = re.compile(
    r"[A-Z][a-z]+(?:[A-Z][a-z]+)*-(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64})"
    r"(?:-[A-Za-z0-9_]{1,64}){1,3}"
)
# A class by its module's path (django.contrib.auth.hashers.Argon2PasswordHasher, Java's
# org.apache.shiro.authc.credential.Sha256CredentialsMatcher): a setting that names code.
_CLASS_PATH = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+\.[A-Z][A-Za-z0-9]*")
# A regular expression: a class with a range, an escape class, a group's syntax.
_REGEX_LIKE = re.compile(
    r"\\[wdsWDSbB.()|\[\]{}*+?^$]|\[[^\]]*[a-z0-9]-[a-z0-9][^\]]*\]|\(\?[:=!<P]"
)


def _dotted_words(value: str) -> bool:
    """Whether VALUE is identifiers joined by dots, each made of words (a field's path,
    DistributionList.NextMarker, self._token): a random run of letters of both cases and a dot
    (XTQJKkVoU.PrQo, a password of letters and punctuation) is no path of fields."""
    return _WORDS_DOTTED.fullmatch(value) is not None and all(
        WORD_LIKE.fullmatch(part.replace("_", "")) is not None
        for part in value.split(".")
        if part.strip("_")
    )


def _address(value: str) -> str | None:
    """VALUE's host and path when VALUE is a URL, with its scheme or without one; else None."""
    if "://" in value:
        return value.split("://", 1)[1]
    if _SCHEMELESS_ADDRESS.fullmatch(value) and _PATH_WORD.search(value):
        return value
    return None


def named_shape(value: str, strength: Strength, url_named: bool, line: str, name: str) -> bool:
    """True when VALUE, written under NAME of STRENGTH on LINE (lower case) and neither a
    placeholder nor a reference, has a shape that is no secret (see Lookalikes.explains_named).
    URL_NAMED: the name says the URL itself is secret (a webhook's)."""
    if _SERIALIZED_OBJECT.fullmatch(value) or (
        _NAMES_PATTERN.fullmatch(value)
        and not (short_random_password(value) or random_part(value[:-2]))
    ):
        return True
    if url_named and "://" not in value:
        return True  # a webhook's name over something that is not its address
    address = _address(value)
    if address is not None and "@" not in value:
        # An address is where a secret is kept, unless the address is the secret: a
        # webhook's holds a random part.
        return not url_named or not any(random_part(part) for part in _URL_PARTS.split(address))
    if UUID.fullmatch(value):
        # A UUID under a token's or password's name is the token (Codecov's, Snyk's);
        # under a name that only may be secret it is more likely an identifier.
        return strength is Strength.WEAK
    if HEX_DIGEST.fullmatch(value) and any(word in line for word in _DIGEST_CONTEXT):
        return True
    if value.isdigit() and _digits_are_secret(name):
        return len(set(value)) < FEW_DIGITS  # 00000000, 12121212: a placeholder
    if value.isdigit() and len(value) < _MIN_DIGITS:
        return True  # a port, a count, an id
    if (
        not any(c.isalpha() for c in value)
        and not value.isdigit()
        and not (strength is Strength.STRONG and _DIGIT_GROUPS.fullmatch(value))
    ):
        return True  # a version, a date, a range: digits and punctuation
    if _REGION.fullmatch(value) or _WORDS_PATH.fullmatch(value) or _RELATIVE_FILE.fullmatch(value):
        # A cloud region or zone; a relative path of words (v2/oauth, api/keys) or to a
        # file (dcm4chee/.env).
        return True
    if (
        # Under an app password's name, 16 small letters with a draw's few vowels are one
        # (Google's, Microsoft's), whether or not chance gave them a run of consonants, and
        # so are four dashed groups drawn at random (Bluesky's), though dashed as words are.
        (
            WORD_LIKE.fullmatch(value)
            and not chance_letters(value, strength)
            and not app_password(name, value)
        )
        or (WORDS_JOINED.fullmatch(value) and not app_password(name, value))
        or (
            _HIDDEN_FILE.fullmatch(value)
            and not _TOKEN_CACHE_WORDS.isdisjoint(w.lower() for w in words(name))
        )
        or _HEADER_NAME.fullmatch(value)
        or CONSTANT_NAME.fullmatch(value)
        or _PLACEHOLDER_PAIR.fullmatch(value)
        or _dotted_words(value)
        or _HOST_NAME.fullmatch(value)
        or _CLASS_DIGEST.fullmatch(value)
        or _CLASS_PATH.fullmatch(value)
        or MANUAL_PAGE.fullmatch(value)
        or _REGEX_LIKE.search(value)
        or _ALGORITHM.search(value)
        or _ENCODED.fullmatch(value)
        or "::" in value
    ):
        # A word, an identifier, a constant's, a type's or an algorithm's name, a manual page,
        # an encoding's.
        return True
    if strength is Strength.WEAK:
        return (
            not random_part(value)
            or (HEX_DIGEST.fullmatch(value) is not None and len(value) > 32)
            or holds_word(value)
            or _FILE_NAME.search(value) is not None
        )
    return len(value) < MIN_NAMED or (
        shannon_entropy(value) < _WORD_ENTROPY and character_classes(value) < 2
    )
