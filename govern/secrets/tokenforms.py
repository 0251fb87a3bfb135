"""Values of a secret's shape that open nothing: a password's hash (what a server checks a password
against), ciphertext only its owner's key opens (DPAPI, OpenPGP), and tokens that hold no key (a
JSON Web Token for an anonymous role, a vendor's evaluation token shipped to all, a JOSE header
alone, a NATS JWT without its seed, a signature of hand-written words, base64 of a URN). Each is
read by its format, so a random string falls in one only by a chance its format makes rare."""

from __future__ import annotations

import base64
import binascii
import json
import re

# A password hash in a scheme's own notation: a Jupyter `argon2:` or `sha1:` password, Werkzeug's
# pbkdf2:, crypt(3) ($2b$, $5$, $6$, $y$, $argon2id$, Apache's $apr1$), LDAP's {SSHA},
# GeoServer's digest1:, and PostgreSQL's stored verifiers (SCRAM-SHA-256$ITERATIONS:SALT$...,
# md5 and 32 hex digits), which
# `pg_dumpall --roles-only` writes into `ALTER ROLE ... PASSWORD '...'`, and GRUB's
# grub-mkpasswd-pbkdf2 hashes (grub.pbkdf2.sha512.ROUNDS.SALT.HASH: a kickstart's
# `bootloader --iscrypted --password=`, grub.cfg's password_pbkdf2).
_PASSWORD_HASH = re.compile(
    r"(?i)(argon2|pbkdf2[a-z0-9_]*|scrypt|bcrypt|digest1)[:$]"
    r"|\$(2[abxy]?|5|6|7|y|gy|apr1|argon2(id|i|d))\$"
    # The same with each `$` doubled, as a Compose file or a Makefile escapes it (Traefik's
    # basicauth.users label in docker-compose.yml): `$$apr1$$…` is the hash `$apr1$…`.
    r"|\$\$(2[abxy]?|5|6|7|y|gy|apr1|argon2(id|i|d))\$\$"
    # An htpasswd line: a user's name, a colon, and its hash in a form htpasswd writes (its
    # `$` doubled or not).
    r"|[^\s:]{1,64}:(\$(2[aby]|apr1)\$|\$\$(2[aby]|apr1)\$\$|\{SHA\})"
    r"|\{(s?sha(256|384|512)?|s?md5|crypt|pbkdf2[a-z0-9-]*|argon2)\}"
    r"|scram-sha-(1|256)\$[0-9]+:"
    r"|grub\.pbkdf2\."
    r"|md5[0-9a-f]{32}$"
    # A password that cannot be used: Django's make_password(None) (its UNUSABLE_PASSWORD_PREFIX
    # "!" before 40 random letters and digits; a password typed with a "!" first rarely has
    # only letters and digits after it), a locked account's "!" before its hash, and "!" alone
    # (Django before 1.6) or before a small word that names the state (!unusable, !locked).
    r"|![A-Za-z0-9]{20,64}$|!{1,2}\$(2[abxy]?|5|6|y)\$|(?-i:![a-z]{0,19})$"
    # MySQL's mysql_native_password hash ("*" and SHA1(SHA1(password)) in 40 hex digits), as
    # mysql.user, SHOW CREATE USER and ProxySQL's mysql_users store it.
    r"|\*[0-9a-f]{40}$"
    # Request Tracker's stored password (RT::User: "!bcrypt!COST!" or "!sha512!SALT!" before
    # the hash, in its Users table's Password column and its database dumps).
    r"|!(bcrypt|sha512)!"
    # A hash after the word that names its scheme, as tac_plus and tac_plus-ng write a user's
    # `password = crypt HASH` or `des HASH` (its `clear` passwords stay secrets).
    r"|(crypt|des)[ \t]+[^\s]+$"
    # An NT hash (MD4 of the password), as wpa_supplicant.conf's and hostapd's EAP user file's
    # `password=hash:` write it for MSCHAPv2: a one-way hash, not the password (LABELS.md rule 4).
    r"|hash:[0-9a-f]{32}$"
    # CouchDB's stored admin password (local.ini's [admins]: `-pbkdf2-KEY,SALT,ITERATIONS`, or
    # `-hashed-KEY,SALT` before 1.3), which the server writes over the plain text on start.
    r"|-(pbkdf2|hashed)-[0-9a-f]{32,128},[0-9a-f]{16,128}(,[0-9]{1,7})?$"
    # Tomcat's stored credential (tomcat-users.xml, as its digest.sh prints it): hex, the
    # iterations and hex, joined by `$` (MessageDigestCredentialHandler).
    r"|[0-9a-f]{8,256}\$[0-9]{1,7}\$[0-9a-f]{8,256}$"
)


def password_hash(value: str) -> bool:
    """Whether VALUE is a password hash in a scheme's own notation (crypt's $6$, bcrypt, an
    htpasswd row, a SCRAM verifier): what a server checks a secret against, not the secret."""
    return _PASSWORD_HASH.match(value) is not None


# A Windows DPAPI blob, in hex or base64: its version 1 and the DPAPI provider's GUID
# (df9d8cd0-1501-11d1-8c7a-00c04fc297eb) open every one. A saved .rdp file's `password 51:b:`,
# PowerShell's ConvertFrom-SecureString and Windows tools' stored credentials write them:
# ciphertext that only the Windows account and machine that wrote it can open.
_DPAPI_BLOB = re.compile(r"(?i:01000000d08c9ddf0115d1118c7a00c04fc297eb)|AQAAANCMnd8BFdERjHoAwE/Cl")


# A JSON Web Token longer than this is not decoded to read its role (an anonymous key's is a
# few hundred characters).
_MAX_ROLE_JWT = 2048


def _jwt_part(value: str, index: int) -> object:
    """The JSON of part INDEX (0 the header, 1 the claims) of VALUE if it is a JSON Web Token
    short enough to decode, else None."""
    parts = value.split(".")
    if len(parts) != 3 or not value.startswith("eyJ") or len(value) > _MAX_ROLE_JWT:
        return None
    part = parts[index] + "=" * (-len(parts[index]) % 4)
    try:
        return json.loads(base64.urlsafe_b64decode(part))
    except (ValueError, binascii.Error):
        return None


# The members a JOSE header may hold (RFC 7515 4.1, RFC 7516 4.1, RFC 7518 4.6-4.8, and ACME's
# `url` and `nonce`, RFC 8555 6.2): none of them a secret. A symmetric key's `k` or a private
# key's `d` is a JWK member, not a header's.
_JOSE_HEADER_MEMBERS = frozenset(
    {
        "alg", "enc", "zip", "jku", "jwk", "kid", "x5u", "x5c", "x5t", "x5t#S256", "typ", "cty",
        "crit", "b64", "epk", "apu", "apv", "iv", "tag", "p2s", "p2c", "url", "nonce",
    }
)  # fmt: skip
_JOSE_PUBLIC_JWK = frozenset({"kty", "crv", "x", "y", "n", "e", "kid", "use", "alg"})


def _jose_header_alone(value: str) -> bool:
    """Whether VALUE is a JWS's or a JWE's protected header alone, base64url JSON of header
    members (`"protected": "eyJhbGciOi…"` beside its payload and signature, as a JWS in JSON
    serialization writes it: certbot's regr.json keeps the External Account Binding so): it
    says how the message is signed, not with what. A token has its parts joined by dots."""
    if not value.startswith("eyJ") or "." in value or len(value) > _MAX_ROLE_JWT:
        return False
    try:
        header = json.loads(base64.urlsafe_b64decode(value + "=" * (-len(value) % 4)))
    except (ValueError, binascii.Error):
        return False
    if not isinstance(header, dict) or "alg" not in header:
        return False
    jwk = header.get("jwk", {})
    return (
        _JOSE_HEADER_MEMBERS.issuperset(header)
        and isinstance(jwk, dict)
        and _JOSE_PUBLIC_JWK.issuperset(jwk)
    )


# CesiumJS ships an evaluation token in every release's Ion.js (`Ion.defaultAccessToken`, "for
# evaluation purposes only"): a Cesium ion token of Cesium's own account, whose claims are that
# account's id, the token's id and its issue time alone. Vendored builds and pages that never set
# their own carry it, and each release prints a new one for every reader.
_CESIUM_EVALUATION_ACCOUNT = 259
_CESIUM_EVALUATION_CLAIMS = frozenset({"jti", "id", "iat"})


def _cesium_evaluation_token(value: str) -> bool:
    """Whether VALUE is CesiumJS's built-in evaluation token (of Cesium's account, see above)."""
    claims = _jwt_part(value, 1)
    return (
        isinstance(claims, dict)
        and claims.keys() == _CESIUM_EVALUATION_CLAIMS
        and claims["id"] == _CESIUM_EVALUATION_ACCOUNT
    )


def _anonymous_jwt(value: str) -> bool:
    """Whether VALUE is a JSON Web Token for PostgREST's anonymous role (Supabase's anon key,
    claims `"role": "anon"`): made to ship in browsers, row-level security deciding what it may
    read. The service_role key beside it in the same project is a secret."""
    claims = _jwt_part(value, 1)
    return isinstance(claims, dict) and claims.get("role") == "anon"


# The start of an OpenPGP message in base64 (RFC 9580): its first packet, a session key encrypted
# to a public key (tag 1) or with a passphrase (tag 3), in the new or the old packet format.
_OPENPGP_BASE64 = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")
_PUBLIC_KEY_SESSION, _PASSPHRASE_SESSION = 1, 3
_OPENPGP_SESSION_TAGS = frozenset({_PUBLIC_KEY_SESSION, _PASSPHRASE_SESSION})
_PUBLIC_KEY_VERSION, _PASSPHRASE_VERSION = 3, 4
# RFC 9580's public-key algorithms (RSA, Elgamal, ECDH, X25519, X448) and symmetric ciphers
# (IDEA to Camellia-256), and its string-to-key types (simple, salted, iterated, Argon2).
_PUBLIC_KEY_ALGORITHMS = frozenset({1, 2, 3, 16, 18, 25, 26})
_SYMMETRIC_CIPHERS = frozenset(range(1, 14))
_STRING_TO_KEY_TYPES = frozenset({0, 1, 3, 4})
# The first base64 letter of those packets' first octet (0xC1, 0xC3; 0x84-0x87, 0x8C-0x8F).
_OPENPGP_FIRST = frozenset("whj")
# The new packet format's first length octet: below 192 the length itself, from 192 to 223
# the first of two, 255 before four more; the old format's length type: one, two or four octets.
_NEW_ONE_OCTET, _NEW_TWO_OCTETS, _NEW_FIVE_OCTETS = 192, 224, 255
_OLD_LENGTH_OCTETS = (1, 2, 4)


def openpgp_message(value: str) -> bool:
    """Whether VALUE is an OpenPGP message in base64 (gpg --encrypt's output without its
    armour, as Renovate's encrypted settings and other tools keep it): ciphertext that only the
    private key or passphrase it was made for opens. It opens with a session key packet, whose
    version, key id and algorithm follow its header; a random string does so about once in a
    million."""
    if value[:1] not in _OPENPGP_FIRST or _OPENPGP_BASE64.fullmatch(value) is None:
        return False
    try:
        head = base64.b64decode(value[:24])
    except (binascii.Error, ValueError):
        return False
    tag_octet = head[0]
    if tag_octet & 0xC0 == 0xC0:  # new format: the tag in the low six bits
        tag, length = tag_octet & 0x3F, head[1]
        if length < _NEW_ONE_OCTET:
            body = 2
        elif length < _NEW_TWO_OCTETS:
            body = 3
        elif length == _NEW_FIVE_OCTETS:
            body = 6
        else:
            return False  # a partial length: no session key packet has one
    elif tag_octet & 0xC0 == 0x80:  # old format: the tag in bits 2 to 5, then the length type
        tag, length_type = (tag_octet >> 2) & 0x0F, tag_octet & 0x03
        if length_type >= len(_OLD_LENGTH_OCTETS):
            return False
        body = 1 + _OLD_LENGTH_OCTETS[length_type]
    else:
        return False
    if tag == _PUBLIC_KEY_SESSION:
        # Version 3: the recipient's key id (eight octets), then its public-key algorithm.
        return head[body] == _PUBLIC_KEY_VERSION and head[body + 9] in _PUBLIC_KEY_ALGORITHMS
    # Version 4: a symmetric cipher's number, then the string-to-key specifier's type.
    return (
        head[body] == _PASSPHRASE_VERSION
        and head[body + 1] in _SYMMETRIC_CIPHERS
        and head[body + 2] in _STRING_TO_KEY_TYPES
    )


def _nkey_signed_jwt(value: str) -> bool:
    """Whether VALUE is a NATS JWT (header `"alg": "ed25519-nkey"`): an operator's, account's
    or user's public claims, signed by its issuer. A client proves it is the user by signing
    the server's nonce with the nkey seed beside it (.creds files hold both), so the JWT alone
    lets no one connect; the seed is the secret and is found by its own rule."""
    header = _jwt_part(value, 0)
    return isinstance(header, dict) and header.get("alg") == "ed25519-nkey"


# A JSON Web Token's signature is a MAC or a signature in base64url: random, so with digits or
# both cases. One that is words in one case (`.PUBLIC-READ-ONLY`, `.fake_signature`) was written
# by hand, and no server accepts it. So was one whose base64url decodes to words joined by
# hyphens, underscores or blanks (`.c2lnbmF0dXJlLXJlZGFjdGVk`, "signature-redacted"): a MAC's
# bytes decode to no such text.
_WORDED_SIGNATURE = re.compile(r"[A-Z]+(?:[-_][A-Z]+)*|[a-z]+(?:[-_][a-z]+)*")
_DECODED_WORDS = re.compile(rb"[A-Za-z]+(?:[-_ ][A-Za-z]+)*")
# A signature longer than this is no hand-written words (an RSA signature's 342 characters).
_LONGEST_WORDED = 160


def _worded_jwt_signature(value: str) -> bool:
    """Whether VALUE is a JSON Web Token whose signature is words, or words in base64url, not
    a MAC's base64."""
    if not value.startswith("eyJ") or value.count(".") != 2:
        return False
    signature = value.rpartition(".")[2]
    if _WORDED_SIGNATURE.fullmatch(signature) is not None:
        return True
    if len(signature) > _LONGEST_WORDED:
        return False
    try:
        decoded = base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4))
    except (ValueError, binascii.Error):
        return False
    return _DECODED_WORDS.fullmatch(decoded) is not None


# Base64 of "urn:" (its first five letters whatever follows): an identifier encoded to fit a
# URL, as Autodesk's Model Derivative API takes an object's URN, names a thing, not a secret.
_URN_BASE64_START = "dXJuO"
_URN_BASE64 = re.compile(r"[A-Za-z0-9+/_-]+={0,2}")


def _base64_of_urn(value: str) -> bool:
    """Whether VALUE is base64 (or base64url) of a URN in printable text: an id."""
    if not value.startswith(_URN_BASE64_START) or _URN_BASE64.fullmatch(value) is None:
        return False
    padded = value.rstrip("=") + "=" * (-len(value.rstrip("=")) % 4)
    try:
        decoded = base64.urlsafe_b64decode(padded.replace("+", "-").replace("/", "_"))
    except (binascii.Error, ValueError):
        return False
    text = decoded.decode("ascii", errors="replace")
    return text.startswith("urn:") and text.isprintable()


# Angle brackets as a placeholder writes them (<token>, </s>, `<your key`), as text around a
# value uses them (a comparison or a redirect beside a blank, `<-`, `=>`, `<=`, `<<`), or a
# bracket opening words the value's end cuts off (atsk_<sandbox key from …>): a value with one
# of these is a placeholder or code. A bracket between two other characters, with no bracket to


def opens_nothing(value: str) -> bool:
    """Whether VALUE is a hash, ciphertext or a token that holds no key (see above)."""
    return (
        _PASSWORD_HASH.match(value) is not None
        or _DPAPI_BLOB.search(value) is not None
        or openpgp_message(value)
        or _anonymous_jwt(value)
        or _cesium_evaluation_token(value)
        or _jose_header_alone(value)
        or _nkey_signed_jwt(value)
        or _worded_jwt_signature(value)
        or _base64_of_urn(value)
    )
