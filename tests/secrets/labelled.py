"""The labelled scanner corpus: tests/secrets/corpus holds home and project files in which every
real secret is a marker `{{generator}}` or `{{generator:rule}}`; rendering fills each marker with
a freshly generated value that has the real format but is no one's credential. The labels are
the markers: each is one (file, line, kind) the scanner must report, and the rule of rules.toml
that must report it (the generator's own, or the one the marker names). Everything else in the
corpus (documented example keys, placeholders, references, hashes, UUIDs, public keys) must not
be reported. Rendering at test time keeps credential-shaped strings out of the repository.

tests/secrets/corpus_hpc is a second corpus, written from the credential formats' own
documentation and not against rules.toml: HPC home and project folders (shell history, Slurm
scripts and logs, Jupyter, tool credential files). Its markers name a kind of its own (the
generator's, or the one after the colon) rather than a rule, and its labels are matched by file
and line alone, as for any other scanner. tests/secrets/corpus_holdout is a third of that kind,
written blind from each tool's documentation, and tests/secrets/corpus_holdout2 a fourth, written
blind as well, by other people and projects; tests/secrets/corpus_holdout3 and corpus_holdout4
are two more, each from another centre, and tests/secrets/corpus_holdout5, corpus_holdout6 and
corpus_holdout7 three more again, each written blind from its own centre's tools, and
tests/secrets/corpus_holdout8 an eighth, from yet another centre, and
tests/secrets/corpus_holdout9 a ninth and tests/secrets/corpus_holdout10 a tenth, each from a centre
again unlike the others, and tests/secrets/corpus_holdout11 an eleventh, from Eider, a centre unlike
all ten, and tests/secrets/corpus_holdout12 a twelfth, from Fulmar, unlike all eleven, and
tests/secrets/corpus_holdout13 a thirteenth, from Shearwater, unlike all twelve, and
tests/secrets/corpus_holdout14 a fourteenth, from Petrel, unlike all thirteen, and
tests/secrets/corpus_holdout15 a fifteenth, from Razorbill, unlike all before it,
tests/secrets/corpus_holdout16 a sixteenth, from Puffin, unlike all fifteen, and
tests/secrets/corpus_holdout17 a seventeenth, from Guillemot, unlike all sixteen, and
tests/secrets/corpus_holdout18 an eighteenth, from Kittiwake, unlike all before it,
tests/secrets/corpus_holdout19 a nineteenth, from another Gannet, unlike all eighteen (the eighth's
centre among them), and
tests/secrets/corpus_holdout20 a twentieth, from Shag, unlike all before it,
tests/secrets/corpus_holdout21 a twenty-first, from another Tern, unlike all twenty (the second's
centre among them), and
tests/secrets/corpus_holdout22 a twenty-second, from Plover, unlike all twenty-one,
tests/secrets/corpus_holdout23 a twenty-third, from Godwit, unlike all before it,
tests/secrets/corpus_holdout24 a twenty-fourth, from Sanderling, unlike all before it,
tests/secrets/corpus_holdout25 a twenty-fifth, from Knot, unlike all twenty-four,
tests/secrets/corpus_holdout26 a twenty-sixth, from Dunlin, unlike all before it,
tests/secrets/corpus_holdout27 a twenty-seventh, from Whimbrel, unlike all before it,
tests/secrets/corpus_holdout28 a twenty-eighth, from Curlew, unlike all twenty-seven,
tests/secrets/corpus_holdout29 a twenty-ninth, from another Godwit, unlike all before it,
twenty-third's centre among them), and
tests/secrets/corpus_holdout30 a thirtieth, from another Sanderling, unlike all before it,
twenty-fourth's centre among them),
tests/secrets/corpus_holdout31 a thirty-first, from Turnstone, unlike all thirty,
tests/secrets/corpus_holdout32 a thirty-second, from Redshank, unlike all before it,
tests/secrets/corpus_holdout33 a thirty-third, from Greenshank, unlike all before it,
tests/secrets/corpus_holdout34 a thirty-fourth, from Dotterel, unlike all thirty-three,
tests/secrets/corpus_holdout35 a thirty-fifth, from Lapwing, unlike all before it,
tests/secrets/corpus_holdout36 a thirty-sixth, from Stint, unlike all before it,
tests/secrets/corpus_holdout37 a thirty-seventh, from Oystercatcher, unlike all thirty-six,
tests/secrets/corpus_holdout38 a thirty-eighth, from Phalarope, unlike all before it,
tests/secrets/corpus_holdout39 a thirty-ninth, from Willet, unlike all before it,
tests/secrets/corpus_holdout40 a fortieth, from Killdeer, unlike all thirty-nine,
tests/secrets/corpus_holdout41 a forty-first, from Yellowlegs, unlike all before it,
tests/secrets/corpus_holdout42 a forty-second, from Pratincole, unlike all before it,
tests/secrets/corpus_holdout43 a forty-third, from Stilt, unlike all forty-two,
tests/secrets/corpus_holdout44 a forty-fourth, from Woodcock, unlike all before it,
tests/secrets/corpus_holdout45 a forty-fifth, from Jacana, unlike all before it,
tests/secrets/corpus_holdout46 a forty-sixth, from Hornbill, unlike all forty-five,
tests/secrets/corpus_holdout47 a forty-seventh, from Bittern, unlike all before it,
tests/secrets/corpus_holdout48 a forty-eighth, from Shrike, unlike all before it,
tests/secrets/corpus_holdout49 a forty-ninth, from Nightjar, unlike all forty-eight,
tests/secrets/corpus_holdout50 a fiftieth, from Wagtail, unlike all before it,
tests/secrets/corpus_holdout51 a fifty-first, from Dipper, unlike all before it,
tests/secrets/corpus_holdout52 a fifty-second, from Kingfisher, unlike all fifty-one,
tests/secrets/corpus_holdout53 a fifty-third, from Treecreeper, unlike all before it,
tests/secrets/corpus_holdout54 a fifty-fourth, from Nuthatch, unlike all before it,
tests/secrets/corpus_holdout55 a fifty-fifth, from Wryneck, unlike all fifty-four,
tests/secrets/corpus_holdout56 a fifty-sixth, from Firecrest, unlike all before it,
tests/secrets/corpus_holdout57 a fifty-seventh, from Redstart, unlike all before it,
tests/secrets/corpus_holdout58 a fifty-eighth, from Stonechat, unlike all fifty-seven,
tests/secrets/corpus_holdout59 a fifty-ninth, from Linnet, unlike all before it,
tests/secrets/corpus_holdout60 a sixtieth, from Bunting, unlike all before it,
tests/secrets/corpus_holdout61 a sixty-first, from Siskin, unlike all sixty,
tests/secrets/corpus_holdout62 a sixty-second, from Brambling, unlike all before it,
tests/secrets/corpus_holdout63 a sixty-third, from Twite, unlike all before it,
tests/secrets/corpus_holdout64 a sixty-fourth, from Redpoll, unlike all before it,
tests/secrets/corpus_holdout65 a sixty-fifth, from Crossbill, unlike all sixty-four,
tests/secrets/corpus_holdout66 a sixty-sixth, from Hawfinch, unlike all before it,
tests/secrets/corpus_holdout67 a sixty-seventh, from Chaffinch, unlike all before it,
tests/secrets/corpus_holdout68 a sixty-eighth, from Goldcrest, unlike all before it,
tests/secrets/corpus_holdout69 a sixty-ninth, from Bullfinch, unlike all before it,
tests/secrets/corpus_holdout70 a seventieth, from Greenfinch, unlike all before it,
tests/secrets/corpus_holdout71 a seventy-first, from Serin, unlike all before it,
tests/secrets/corpus_holdout72 a seventy-second, from Pipit, unlike all before it,
tests/secrets/corpus_holdout73 a seventy-third, from Whinchat, unlike all before it,
tests/secrets/corpus_holdout74 a seventy-fourth, from Dunnock, unlike all before it,
tests/secrets/corpus_holdout75 a seventy-fifth, from Yellowhammer, unlike all before it,
tests/secrets/corpus_holdout76 a seventy-sixth, from Chiffchaff, unlike all before it,
tests/secrets/corpus_holdout77 a seventy-seventh, from Blackcap, unlike all before it,
tests/secrets/corpus_holdout78 a seventy-eighth, from Wheatear, unlike all before it,
tests/secrets/corpus_holdout79 a seventy-ninth, from Whitethroat, unlike all before it,
tests/secrets/corpus_holdout80 an eightieth, from Smew, unlike all before it,
tests/secrets/corpus_holdout81 an eighty-first, from Goosander, unlike all before it,
tests/secrets/corpus_holdout82 an eighty-second, from Shoveler, unlike all before it,
tests/secrets/corpus_holdout83 an eighty-third, from Garganey, unlike all before it,
tests/secrets/corpus_holdout84 an eighty-fourth, from Pochard, unlike all before it, and
tests/secrets/corpus_holdout85 an eighty-fifth, from Wigeon, unlike all before it."""

from __future__ import annotations

import base64
import bz2
import hashlib
import json
import random
import re
import string
import tomllib
import urllib.parse
import uuid
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from govern.secrets.rules import load_rules
from govern.secrets.scan import Finding, ScanOptions, scan_paths

if TYPE_CHECKING:
    from tests.conftest import Govern

CORPUS = Path(__file__).with_name("corpus")
CORPUS_HPC = Path(__file__).with_name("corpus_hpc")
CORPUS_HOLDOUT = Path(__file__).with_name("corpus_holdout")
CORPUS_HOLDOUT2 = Path(__file__).with_name("corpus_holdout2")
CORPUS_HOLDOUT3 = Path(__file__).with_name("corpus_holdout3")
CORPUS_HOLDOUT4 = Path(__file__).with_name("corpus_holdout4")
CORPUS_HOLDOUT5 = Path(__file__).with_name("corpus_holdout5")
CORPUS_HOLDOUT6 = Path(__file__).with_name("corpus_holdout6")
CORPUS_HOLDOUT7 = Path(__file__).with_name("corpus_holdout7")
CORPUS_HOLDOUT8 = Path(__file__).with_name("corpus_holdout8")
CORPUS_HOLDOUT9 = Path(__file__).with_name("corpus_holdout9")
CORPUS_HOLDOUT10 = Path(__file__).with_name("corpus_holdout10")
CORPUS_HOLDOUT11 = Path(__file__).with_name("corpus_holdout11")
CORPUS_HOLDOUT12 = Path(__file__).with_name("corpus_holdout12")
CORPUS_HOLDOUT13 = Path(__file__).with_name("corpus_holdout13")
CORPUS_HOLDOUT14 = Path(__file__).with_name("corpus_holdout14")
CORPUS_HOLDOUT15 = Path(__file__).with_name("corpus_holdout15")
CORPUS_HOLDOUT16 = Path(__file__).with_name("corpus_holdout16")
CORPUS_HOLDOUT17 = Path(__file__).with_name("corpus_holdout17")
CORPUS_HOLDOUT18 = Path(__file__).with_name("corpus_holdout18")
CORPUS_HOLDOUT19 = Path(__file__).with_name("corpus_holdout19")
CORPUS_HOLDOUT20 = Path(__file__).with_name("corpus_holdout20")
CORPUS_HOLDOUT21 = Path(__file__).with_name("corpus_holdout21")
CORPUS_HOLDOUT22 = Path(__file__).with_name("corpus_holdout22")
CORPUS_HOLDOUT23 = Path(__file__).with_name("corpus_holdout23")
CORPUS_HOLDOUT24 = Path(__file__).with_name("corpus_holdout24")
CORPUS_HOLDOUT25 = Path(__file__).with_name("corpus_holdout25")
CORPUS_HOLDOUT26 = Path(__file__).with_name("corpus_holdout26")
CORPUS_HOLDOUT27 = Path(__file__).with_name("corpus_holdout27")
CORPUS_HOLDOUT28 = Path(__file__).with_name("corpus_holdout28")
CORPUS_HOLDOUT29 = Path(__file__).with_name("corpus_holdout29")
CORPUS_HOLDOUT30 = Path(__file__).with_name("corpus_holdout30")
CORPUS_HOLDOUT31 = Path(__file__).with_name("corpus_holdout31")
CORPUS_HOLDOUT32 = Path(__file__).with_name("corpus_holdout32")
CORPUS_HOLDOUT33 = Path(__file__).with_name("corpus_holdout33")
CORPUS_HOLDOUT34 = Path(__file__).with_name("corpus_holdout34")
CORPUS_HOLDOUT35 = Path(__file__).with_name("corpus_holdout35")
CORPUS_HOLDOUT36 = Path(__file__).with_name("corpus_holdout36")
CORPUS_HOLDOUT37 = Path(__file__).with_name("corpus_holdout37")
CORPUS_HOLDOUT38 = Path(__file__).with_name("corpus_holdout38")
CORPUS_HOLDOUT39 = Path(__file__).with_name("corpus_holdout39")
CORPUS_HOLDOUT40 = Path(__file__).with_name("corpus_holdout40")
CORPUS_HOLDOUT41 = Path(__file__).with_name("corpus_holdout41")
CORPUS_HOLDOUT42 = Path(__file__).with_name("corpus_holdout42")
CORPUS_HOLDOUT43 = Path(__file__).with_name("corpus_holdout43")
CORPUS_HOLDOUT44 = Path(__file__).with_name("corpus_holdout44")
CORPUS_HOLDOUT45 = Path(__file__).with_name("corpus_holdout45")
CORPUS_HOLDOUT46 = Path(__file__).with_name("corpus_holdout46")
CORPUS_HOLDOUT47 = Path(__file__).with_name("corpus_holdout47")
CORPUS_HOLDOUT48 = Path(__file__).with_name("corpus_holdout48")
CORPUS_HOLDOUT49 = Path(__file__).with_name("corpus_holdout49")
CORPUS_HOLDOUT50 = Path(__file__).with_name("corpus_holdout50")
CORPUS_HOLDOUT51 = Path(__file__).with_name("corpus_holdout51")
CORPUS_HOLDOUT52 = Path(__file__).with_name("corpus_holdout52")
CORPUS_HOLDOUT53 = Path(__file__).with_name("corpus_holdout53")
CORPUS_HOLDOUT54 = Path(__file__).with_name("corpus_holdout54")
CORPUS_HOLDOUT55 = Path(__file__).with_name("corpus_holdout55")
CORPUS_HOLDOUT56 = Path(__file__).with_name("corpus_holdout56")
CORPUS_HOLDOUT57 = Path(__file__).with_name("corpus_holdout57")
CORPUS_HOLDOUT58 = Path(__file__).with_name("corpus_holdout58")
CORPUS_HOLDOUT59 = Path(__file__).with_name("corpus_holdout59")
CORPUS_HOLDOUT60 = Path(__file__).with_name("corpus_holdout60")
CORPUS_HOLDOUT61 = Path(__file__).with_name("corpus_holdout61")
CORPUS_HOLDOUT62 = Path(__file__).with_name("corpus_holdout62")
CORPUS_HOLDOUT63 = Path(__file__).with_name("corpus_holdout63")
CORPUS_HOLDOUT64 = Path(__file__).with_name("corpus_holdout64")
CORPUS_HOLDOUT65 = Path(__file__).with_name("corpus_holdout65")
CORPUS_HOLDOUT66 = Path(__file__).with_name("corpus_holdout66")
CORPUS_HOLDOUT67 = Path(__file__).with_name("corpus_holdout67")
CORPUS_HOLDOUT68 = Path(__file__).with_name("corpus_holdout68")
CORPUS_HOLDOUT69 = Path(__file__).with_name("corpus_holdout69")
CORPUS_HOLDOUT70 = Path(__file__).with_name("corpus_holdout70")
CORPUS_HOLDOUT71 = Path(__file__).with_name("corpus_holdout71")
CORPUS_HOLDOUT72 = Path(__file__).with_name("corpus_holdout72")
CORPUS_HOLDOUT73 = Path(__file__).with_name("corpus_holdout73")
CORPUS_HOLDOUT74 = Path(__file__).with_name("corpus_holdout74")
CORPUS_HOLDOUT75 = Path(__file__).with_name("corpus_holdout75")
CORPUS_HOLDOUT76 = Path(__file__).with_name("corpus_holdout76")
CORPUS_HOLDOUT77 = Path(__file__).with_name("corpus_holdout77")
CORPUS_HOLDOUT78 = Path(__file__).with_name("corpus_holdout78")
CORPUS_HOLDOUT79 = Path(__file__).with_name("corpus_holdout79")
CORPUS_HOLDOUT80 = Path(__file__).with_name("corpus_holdout80")
CORPUS_HOLDOUT81 = Path(__file__).with_name("corpus_holdout81")
CORPUS_HOLDOUT82 = Path(__file__).with_name("corpus_holdout82")
CORPUS_HOLDOUT83 = Path(__file__).with_name("corpus_holdout83")
CORPUS_HOLDOUT84 = Path(__file__).with_name("corpus_holdout84")
CORPUS_HOLDOUT85 = Path(__file__).with_name("corpus_holdout85")
_MARKER = re.compile(r"\{\{(?P<generator>[a-z0-9_]+)(:(?P<rule>[a-z0-9-]+))?\}\}")

_ALNUM = string.ascii_letters + string.digits
_B64 = _ALNUM + "+/"
_B64URL = _ALNUM + "-_"
_UPPER_DIGITS = string.ascii_uppercase + string.digits
_HEX = "0123456789abcdef"
_PASSWORD = _ALNUM + "!%^*-_.+="
_BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
_HEX = "0123456789abcdef"

Label = tuple[str, int, str]  # (path relative to the corpus, line, kind)


_RAW_BYTES = "".join(chr(c) for c in range(128) if chr(c) not in "\r\n")


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _pem_body(rng: random.Random, size: int, width: int) -> list[str]:
    body = _b64(rng.randbytes(size))
    return [body[i : i + width] for i in range(0, len(body), width)]


def _pem(rng: random.Random, label: str, size: int, width: int, newline: str) -> str:
    lines = [f"-----BEGIN {label}-----", *_pem_body(rng, size, width), f"-----END {label}-----"]
    return newline.join(lines)


def _jwt(rng: random.Random) -> str:
    header = {"alg": "RS256", "typ": "JWT", "kid": _pick(rng, _ALNUM, 20)}
    claims = {
        "iss": "https://sso.example.edu/realms/rc",
        "sub": _pick(rng, string.hexdigits.lower(), 24),
        "aud": "deploy",
        "iat": 1795900000 + rng.randrange(86400),
        "exp": 1795990000 + rng.randrange(86400),
    }
    parts = (json.dumps(header).encode(), json.dumps(claims).encode(), rng.randbytes(256))
    return ".".join(_b64url(p) for p in parts)


def _uuid(rng: random.Random) -> str:
    hexes = _pick(rng, string.hexdigits.lower()[:16], 32)
    return "-".join((hexes[:8], hexes[8:12], hexes[12:16], hexes[16:20], hexes[20:]))


def _rclone_token(rng: random.Random) -> str:
    """An OAuth token as rclone keeps it in a remote: a JSON object on the `token = ` line."""
    token = {
        "access_token": "ya29.a0" + _pick(rng, _B64URL, 160),
        "token_type": "Bearer",
        "refresh_token": "1//0" + _pick(rng, _B64URL, 99),
        "expiry": "2026-11-30T18:04:11.512374+01:00",
    }
    return json.dumps(token, separators=(",", ":"))


def _hs256_jwt(
    rng: random.Random, header: dict[str, str], claims: dict[str, object], signature_bytes: int = 32
) -> str:
    """A JWT signed with a shared key (HS256), as Slurm and HTCondor issue them; HS512 signs
    with 64 bytes."""
    compact = {"separators": (",", ":")}
    parts = (json.dumps(header, **compact).encode(), json.dumps(claims, **compact).encode())
    return ".".join(_b64url(p) for p in (*parts, rng.randbytes(signature_bytes)))


def _slurm_jwt(rng: random.Random) -> str:
    """`scontrol token`: HS256 with the user name in "sun", slurm.schedmd.com/jwt.html."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {"exp": iat + 3600, "iat": iat, "sun": "lgreene"}
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _condor_idtoken(rng: random.Random) -> str:
    """An HTCondor IDTOKEN as condor_token_fetch writes it into ~/.condor/tokens.d."""
    claims = {
        "iat": 1795900000 + rng.randrange(86400),
        "iss": "cms-submit.hep.example.edu",
        "jti": _pick(rng, _HEX, 32),
        "scope": "condor:/READ condor:/WRITE",
        "sub": "mvoss@hep.example.edu",
    }
    return _hs256_jwt(rng, {"alg": "HS256", "kid": "POOL"}, claims)


def _macaroon(rng: random.Random) -> str:
    """A dCache macaroon: libmacaroons v1 packets (4 hex digits of length, key, value), base64."""

    def packet(key: str, value: bytes) -> bytes:
        body = key.encode() + b" " + value + b"\n"
        return f"{len(body) + 4:04x}".encode() + body

    caveats = (
        b"id:41233;1399;mvoss",
        b"before:2026-11-30T18:00:00.000Z",
        b"activity:DOWNLOAD,LIST",
    )
    data = packet("location", b"Optional.empty") + packet(
        "identifier", _pick(rng, _ALNUM, 22).encode()
    )
    data += b"".join(packet("cid", caveat) for caveat in caveats)
    return _b64url(data + packet("signature", rng.randbytes(32)))


def _mapbox_secret(rng: random.Random) -> str:
    """Mapbox secret tokens: "sk.", base64url JSON naming the user, ".", a signature."""
    payload = {"u": "dhletters", "a": _pick(rng, string.ascii_lowercase + string.digits, 25)}
    encoded = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"sk.{encoded}.{_pick(rng, _B64URL, 22)}"


def _dropbox_rclone_token(rng: random.Random) -> str:
    """rclone's dropbox remote keeps a short-lived "sl." token and its refresh token as JSON."""
    token = {
        "access_token": "sl.B" + _pick(rng, _B64URL, 136),
        "token_type": "bearer",
        "refresh_token": _pick(rng, _ALNUM, 11) + "AAAAAAAAAAX" + _pick(rng, _B64URL, 43),
        "expiry": "2026-11-30T21:14:03.118306+01:00",
    }
    return json.dumps(token, separators=(",", ":"))


# iRODS scrambles .irodsA with letters, digits and punctuation.
_IRODS_WHEEL = _ALNUM + "!\"#$%&'()*+,-./"


def _twitter_bearer(rng: random.Random) -> str:
    """An X (Twitter) app-only bearer token: 21 "A"s, the app's part, then URL-encoded base64,
    as developer.x.com's bearer-token guide shows one."""
    encoded = _b64(rng.randbytes(18)).replace("+", "%2B").replace("/", "%2F")
    return f"{'A' * 21}{_pick(rng, _ALNUM, 4)}{'A' * 7}{encoded}%3D{_pick(rng, _ALNUM, 50)}"


def _telethon_session(rng: random.Random) -> str:
    """Telethon's StringSession: "1", then URL-safe base64 of the data centre, its address and
    port and the 256-byte authorisation key."""
    data = bytes([rng.randrange(1, 6)]) + rng.randbytes(4) + (443).to_bytes(2, "big")
    return "1" + base64.urlsafe_b64encode(data + rng.randbytes(256)).decode()


# The crypt alphabet of the FreeSurfer licence's key lines.
_CRYPT = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase


def _ceph_key(rng: random.Random) -> str:
    """A CephX secret as ceph-authtool writes it: base64 of the key type (1, AES), the creation
    time, the length (16) and 16 random bytes, 40 characters starting "AQ"."""
    return _b64(b"\x01\x00" + rng.randbytes(8) + b"\x10\x00" + rng.randbytes(16))


def _elastic_api_key(rng: random.Random) -> str:
    """The "encoded" value of an Elasticsearch API key: base64 of "id:api_key"."""
    return _b64(f"{_pick(rng, _B64URL, 20)}:{_pick(rng, _B64URL, 22)}".encode())


def _elastic_enrollment_token(rng: random.Random) -> str:
    """An Elasticsearch enrollment token: base64 of JSON naming the version, the node's address,
    its CA's fingerprint and an API key ("id:key") that enrols Kibana or a node."""
    token = {
        "ver": "8.15.3",
        "adr": ["10.40.2.21:9200"],
        "fgr": _pick(rng, _HEX, 64),
        "key": f"{_pick(rng, _B64URL, 20)}:{_pick(rng, _B64URL, 22)}",
    }
    return _b64(json.dumps(token, separators=(",", ":")).encode())


def _rs256_jwt(rng: random.Random, claims: dict[str, object]) -> str:
    """A JWT signed by an identity provider's RSA key (RS256), with a 2048-bit signature."""
    header = {"alg": "RS256", "kid": _pick(rng, _HEX, 16), "typ": "JWT"}
    compact = {"separators": (",", ":")}
    parts = (json.dumps(header, **compact).encode(), json.dumps(claims, **compact).encode())
    return ".".join(_b64url(p) for p in (*parts, rng.randbytes(256)))


def _wlcg_token(rng: random.Random) -> str:
    """A WLCG bearer token (WLCG Common JWT Profiles): "wlcg.ver", storage scopes."""
    iat = 1795600000 + rng.randrange(86400)
    claims = {
        "wlcg.ver": "1.0",
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "aud": "https://wlcg.cern.ch/jwt/v1/any",
        "iss": "https://cms-auth.web.cern.ch/",
        "scope": "storage.read:/ storage.create:/store/user/fmorel",
        "iat": iat,
        "exp": iat + 10800,
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
    }
    return _rs256_jwt(rng, claims)


def _earthscope_token(rng: random.Random) -> str:
    """An EarthScope access token as its login service (Auth0) issues it."""
    iat = 1795700000 + rng.randrange(86400)
    claims = {
        "iss": "https://login.earthscope.org/",
        "sub": "auth0|" + _pick(rng, _HEX, 24),
        "aud": ["https://api.earthscope.org", "https://earthscope-prod.us.auth0.com/userinfo"],
        "iat": iat,
        "exp": iat + 86400,
        "scope": "openid profile email offline_access",
    }
    return _rs256_jwt(rng, claims)


def _forgejo_internal_token(rng: random.Random) -> str:
    """Forgejo's INTERNAL_TOKEN (`forgejo generate secret INTERNAL_TOKEN`): HS256, "nbf" only."""
    return _hs256_jwt(
        rng, {"alg": "HS256", "typ": "JWT"}, {"nbf": 1780000000 + rng.randrange(10**6)}
    )


def _condor_idtoken_ap(rng: random.Random) -> str:
    """An IDTOKEN that `condor_token_fetch -token kestrel-ap` saved from Kestrel's access point."""
    claims = {
        "iat": 1795600000 + rng.randrange(86400),
        "iss": "ap1.kestrel.example.edu",
        "jti": _pick(rng, _HEX, 32),
        "scope": "condor:/READ condor:/WRITE",
        "sub": "fmorel@kestrel.example.edu",
    }
    return _hs256_jwt(rng, {"alg": "HS256", "kid": "POOL"}, claims)


def _slurm_jwt_service(rng: random.Random) -> str:
    """`scontrol token username=svc_xdmod lifespan=2592000`, run by SlurmUser."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {"exp": iat + 2592000, "iat": iat, "sun": "svc_xdmod"}
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _kubernetes_sa_token(rng: random.Random) -> str:
    """A bound service-account token (kubectl create token, TokenRequest API): RS256, the
    cluster's issuer and the "kubernetes.io" claim naming the namespace and account."""
    iat = 1795800000 + rng.randrange(86400)
    claims = {
        "aud": ["https://kubernetes.default.svc.cluster.local"],
        "exp": iat + 31536000,
        "iat": iat,
        "iss": "https://kubernetes.default.svc.cluster.local",
        "kubernetes.io": {
            "namespace": "ci",
            "serviceaccount": {
                "name": "gha-deployer",
                "uid": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
            },
        },
        "sub": "system:serviceaccount:ci:gha-deployer",
    }
    return _rs256_jwt(rng, claims)


def _argocd_token(rng: random.Random) -> str:
    """`argocd account generate-token --account ci`: HS256 signed with server.secretkey."""
    iat = 1795800000 + rng.randrange(86400)
    claims = {
        "iss": "argocd",
        "sub": "ci:apiKey",
        "nbf": iat,
        "iat": iat,
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _openneuro_key(rng: random.Random) -> str:
    """An OpenNeuro API key from openneuro.org/keygen: an HS256 JWT naming the user."""
    iat = 1795700000 + rng.randrange(86400)
    claims = {
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "email": "rdesai@ibis.example.edu",
        "provider": "orcid",
        "name": "Rohan Desai",
        "admin": False,
        "iat": iat,
        "exp": iat + 31536000,
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _earthdata_token(rng: random.Random) -> str:
    """An Earthdata Login user token (urs.earthdata.nasa.gov "Generate Token"): RS256, 60 days."""
    iat = 1795600000 + rng.randrange(86400)
    claims = {
        "type": "User",
        "uid": "fbeaumont",
        "exp": iat + 5184000,
        "iat": iat,
        "iss": "https://urs.earthdata.nasa.gov",
        "identity_provider": "edl_ops",
        "acr": "edl",
        "assurance_level": 3,
    }
    return _rs256_jwt(rng, claims)


def _openvpn_static(rng: random.Random) -> str:
    """`openvpn --genkey secret`: 2048 random bits as 16 lines of 32 hex digits between the
    "OpenVPN Static key V1" lines."""
    lines = [_pick(rng, _HEX, 32) for _ in range(16)]
    begin, end = "-----BEGIN OpenVPN Static key V1-----", "-----END OpenVPN Static key V1-----"
    return "\n".join([begin, *lines, end])


def _synapse_pat(rng: random.Random) -> str:
    """A Synapse personal access token (synapse.org, Account Settings): an RS256 JWT naming
    the user and the token's scopes."""
    iat = 1795500000 + rng.randrange(86400)
    claims = {
        "access": {"scope": ["view", "download", "modify"], "oidc_claims": {}},
        "token_type": "PERSONAL_ACCESS_TOKEN",
        "token_id": str(rng.randrange(10**5, 10**6)),
        "aud": "0",
        "iss": "https://repo-prod.prod.sagebase.org/auth/v1",
        "sub": str(rng.randrange(3 * 10**6, 4 * 10**6)),
        "iat": iat,
        "jti": str(rng.randrange(10**5, 10**6)),
    }
    return _rs256_jwt(rng, claims)


def _nomad_lab_token(rng: random.Random) -> str:
    """A NOMAD (nomad-lab.eu) access token: the Keycloak realm's RS256 JWT, an hour long."""
    iat = 1795500000 + rng.randrange(86400)
    claims = {
        "exp": iat + 3600,
        "iat": iat,
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "iss": "https://nomad-lab.eu/fairdi/keycloak/auth/realms/fairdi_nomad_prod",
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "typ": "Bearer",
        "azp": "nomad_public",
        "preferred_username": "pkowalczyk",
    }
    return _rs256_jwt(rng, claims)


def _inaturalist_token(rng: random.Random) -> str:
    """An iNaturalist API token (inaturalist.org/users/api_token): HS512, the user id, 24 hours."""
    claims = {"user_id": rng.randrange(10**6, 10**7), "exp": 1795700000 + rng.randrange(86400)}
    return _hs256_jwt(rng, {"alg": "HS512"}, claims, signature_bytes=64)


def _jfrog_reference_token(rng: random.Random) -> str:
    """A JFrog reference token: "cmVmd" and 59 more letters and digits, base64 of "reftkn:01:",
    the expiry in epoch seconds, ":" and a key (drawn again until no "+" or "/" shows)."""
    while True:
        expiry = 1827000000 + rng.randrange(10**6)
        token = _b64(f"reftkn:01:{expiry}:{_pick(rng, _ALNUM, 27)}".encode())
        if token.isalnum():
            return token


def _fitbit_token(rng: random.Random) -> str:
    """A Fitbit Web API access token: an HS256 JWT naming the app ("aud"), the user and scopes."""
    iat = 1795800000 + rng.randrange(86400)
    claims = {
        "aud": _pick(rng, _UPPER_DIGITS, 6),
        "sub": _pick(rng, _UPPER_DIGITS, 6),
        "iss": "Fitbit",
        "typ": "access_token",
        "scopes": "ract rhr rsle rsco",
        "exp": iat + 28800,
        "iat": iat,
    }
    return _hs256_jwt(rng, {"alg": "HS256"}, claims)


def _ohdsi_webapi_token(rng: random.Random) -> str:
    """An OHDSI WebAPI bearer token as Atlas receives it at login: HS512, the user and a session."""
    claims = {
        "sub": "asesay",
        "session": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "exp": 1795800000 + rng.randrange(86400),
    }
    return _hs256_jwt(rng, {"alg": "HS512"}, claims, signature_bytes=64)


def _met_office_key(rng: random.Random) -> str:
    """A Met Office Weather DataHub API key: an RS256 JWT naming the subscriber and application."""
    claims = {
        "sub": "aokafor@gannet.example.edu",
        "iss": "https://datahub.metoffice.gov.uk/",
        "application_id": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "subscribed_api_ids": ["site-specific-forecast", "atmospheric-models"],
        "iat": 1795600000 + rng.randrange(86400),
    }
    return _rs256_jwt(rng, claims)


def _cesium_ion_token(rng: random.Random) -> str:
    """A Cesium ion access token: an HS256 JWT naming the token ("jti") and the account ("id")."""
    claims = {
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "id": rng.randrange(10**5, 4 * 10**5),
        "iat": 1790000000 + rng.randrange(10**6),
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _home_assistant_token(rng: random.Random) -> str:
    """A Home Assistant long-lived access token: HS256, the refresh token's id as "iss", ten
    years long."""
    iat = 1788000000 + rng.randrange(10**6)
    claims = {"iss": _pick(rng, _HEX, 32), "iat": iat, "exp": iat + 315360000}
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _chirpstack_token(rng: random.Random) -> str:
    """A ChirpStack v4 API key: an HS256 JWT of type "key" whose subject is the key's UUID."""
    claims = {
        "aud": "chirpstack",
        "iss": "chirpstack",
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "typ": "key",
    }
    return _hs256_jwt(rng, {"typ": "JWT", "alg": "HS256"}, claims)


def _weka_token(rng: random.Random, token_type: str, lifetime: int) -> str:
    """A WEKA login token as `weka user login` keeps it in ~/.weka/auth-token.json."""
    iat = 1789000000 + rng.randrange(86400)
    claims = {
        "iss": "weka",
        "sub": "admin",
        "org": 0,
        "role": "ClusterAdmin",
        "type": token_type,
        "iat": iat,
        "exp": iat + lifetime,
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _grafana_cloud_token(rng: random.Random) -> str:
    """A Grafana Cloud access policy token: "glc_" and base64 of JSON naming the organisation,
    the token, its key and the region."""
    token = {
        "o": str(rng.randrange(10**5, 2 * 10**6)),
        "n": "alloy-metrics-push",
        "k": _pick(rng, _ALNUM, 24),
        "m": {"r": "prod-eu-west-2"},
    }
    return "glc_" + _b64(json.dumps(token, separators=(",", ":")).encode())


def _snipeit_token(rng: random.Random) -> str:
    """A Snipe-IT personal API token (Laravel Passport): an RS256 JWT with an 80-hex "jti"."""
    iat = 1788500000 + rng.randrange(86400)
    claims = {
        "aud": "1",
        "jti": _pick(rng, _HEX, 80),
        "iat": iat,
        "nbf": iat,
        "exp": iat + 31536000,
        "sub": "7",
        "scopes": [],
    }
    header = {"typ": "JWT", "alg": "RS256"}
    compact = {"separators": (",", ":")}
    parts = (json.dumps(header, **compact).encode(), json.dumps(claims, **compact).encode())
    return ".".join(_b64url(p) for p in (*parts, rng.randbytes(512)))


def _teamcity_token(rng: random.Random) -> str:
    """A TeamCity access token: the fixed header {"typ": "TCV2"}, base64 of the token's id and
    base64 of a UUID."""
    ident = _b64url(_pick(rng, _B64URL, 27).encode())
    secret = _b64(str(uuid.UUID(bytes=rng.randbytes(16), version=4)).encode())
    return f"eyJ0eXAiOiAiVENWMiJ9.{ident}.{secret}"


def _cachix_token(rng: random.Random) -> str:
    """A Cachix auth token: an HS256 JWT naming the token ("jti") and its scope."""
    claims = {"jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)), "scopes": "tx"}
    return _hs256_jwt(rng, {"alg": "HS256"}, claims)


# Base32 (RFC 4648) in lower case: Azure DevOps personal access tokens, Gitea OAuth2 secrets.
_BASE32_LOWER = "abcdefghijklmnopqrstuvwxyz234567"
_BASE32 = _BASE32_LOWER.upper()


def _chirpstack_key(rng: random.Random) -> str:
    """A ChirpStack v4 API key: an HS256 JWT whose "sub" is the key's UUID and "typ" is "key"."""
    claims = {"aud": "chirpstack", "iss": "chirpstack", "sub": _uuid(rng), "typ": "key"}
    return _hs256_jwt(rng, {"typ": "JWT", "alg": "HS256"}, claims)


def _cesium_ion_jwt(rng: random.Random) -> str:
    """A Cesium ion access token: an HS256 JWT with a "jti" UUID and the account's numeric id."""
    claims = {"jti": _uuid(rng), "id": rng.randrange(100_000, 400_000), "iat": 1795900000}
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _acme_jwk(rng: random.Random) -> str:
    """An ACME account key as certbot keeps it (accounts/…/private_key.json): an RSA JWK whose
    "d", "p", "q", "dp", "dq" and "qi" members are the private key, base64url (RFC 7517)."""
    key = {
        "n": _b64url(rng.randbytes(256)),
        "e": "AQAB",
        "d": _b64url(rng.randbytes(256)),
        "p": _b64url(rng.randbytes(128)),
        "q": _b64url(rng.randbytes(128)),
        "dp": _b64url(rng.randbytes(128)),
        "dq": _b64url(rng.randbytes(128)),
        "qi": _b64url(rng.randbytes(128)),
        "kty": "RSA",
    }
    return json.dumps(key, separators=(", ", ": "))


def _cloudflared_token(rng: random.Random) -> str:
    """A Cloudflare Tunnel token (`cloudflared service install TOKEN`): base64 of JSON naming the
    account ("a"), the tunnel's UUID ("t") and the tunnel secret ("s", base64 of 32 bytes)."""
    token = {"a": _pick(rng, _HEX, 32), "t": _uuid(rng), "s": _b64(rng.randbytes(32))}
    return _b64(json.dumps(token, separators=(",", ":")).encode())


def _labelbox_key(rng: random.Random) -> str:
    """A Labelbox API key (Workspace settings, API keys): an HS256 JWT naming the user, the
    organisation and the key's own id."""
    claims = {
        "userId": _pick(rng, string.ascii_lowercase + string.digits, 25),
        "organizationId": _pick(rng, string.ascii_lowercase + string.digits, 25),
        "apiKeyId": _pick(rng, string.ascii_lowercase + string.digits, 25),
        "secret": _pick(rng, _HEX, 32),
        "iat": 1795800000 + rng.randrange(86400),
        "exp": 2427000000,
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _doppler_service_token(rng: random.Random) -> str:
    """A Doppler service token: "dp.st.", the config's name, ".", then 40 letters and digits."""
    return f"dp.st.prd.{_pick(rng, _ALNUM, 40)}"


# WordPress's secret-key service draws its salts from printable ASCII; quotes and backslashes
# left out here so that the value sits in a PHP string as the service's output does.
_WP_SALT = _ALNUM + "!#$%&()*+,-./:;<=>?@[]^_`{|}~"


# The first words of the BIP-39 English word list, from which wallets spell their seeds.
_BIP39_WORDS = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident "
    "account accuse achieve acid acoustic acquire across act action actor actress actual adapt "
    "add addict address adjust admit adult advance advice aerobic affair afford afraid again age "
    "agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow "
    "almost alone alpha already also alter always amateur amazing among amount amused analyst "
    "anchor ancient anger angle angry animal ankle announce annual another answer antenna"
)


def _neuprint_token(rng: random.Random) -> str:
    """A neuPrint API token (the account page of neuprint.janelia.org): an HS256 JWT naming the
    user's e-mail and access level."""
    claims = {
        "email": "ivandermeer@shearwater.example.edu",
        "level": "readwrite",
        "image-url": "",
        "exp": 1827000000 + rng.randrange(10**6),
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _gfw_token(rng: random.Random) -> str:
    """A Global Fishing Watch API access token (globalfishingwatch.org/our-apis/tokens): an
    RS256 JWT naming the registered application and its user."""
    iat = 1795000000 + rng.randrange(86400)
    claims = {
        "aud": "gfw",
        "id": rng.randrange(10**4, 10**5),
        "application": "ais-emissions",
        "type": "user-application",
        "iat": iat,
        "iss": "gfw",
    }
    return _rs256_jwt(rng, claims)


def _motherduck_token(rng: random.Random) -> str:
    """A MotherDuck access token (Settings, Access tokens): an HS256 JWT naming the user and
    the token's session."""
    claims = {
        "session": "kwojcik.shearwater.example.edu",
        "email": "kwojcik@shearwater.example.edu",
        "userId": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "iat": 1795000000 + rng.randrange(86400),
        "iss": "md_pat",
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _box_jwt_key(rng: random.Random) -> str:
    """The "privateKey" of a Box JWT app's config.json: a passphrase-encrypted PKCS#8 key, its
    line breaks escaped as JSON keeps them."""
    return _pem(rng, "ENCRYPTED PRIVATE KEY", 1298, 64, "\\n") + "\\n"


# Petrel's shapes
def _tableau_pat_secret(rng: random.Random) -> str:
    """A Tableau personal access token secret: base64 of 16 bytes, ":", 32 letters and digits."""
    return _b64(rng.randbytes(16)) + ":" + _pick(rng, _ALNUM, 32)


def _wireguard_key(rng: random.Random) -> str:
    """A WireGuard private or preshared key (`wg genkey`, `wg genpsk`): base64 of 32 bytes."""
    return _b64(rng.randbytes(32))


def _opnsense_api_key(rng: random.Random) -> str:
    """An OPNsense API key or secret as its apikey.txt holds them: base64 of 60 bytes."""
    return _b64(rng.randbytes(60))


def _dbt_cloud_token(rng: random.Random) -> str:
    """A dbt Cloud service account token: "dbtc_" and URL-safe base64 text."""
    return "dbtc_" + _pick(rng, _B64URL, 56)


def _netlify_pat(rng: random.Random) -> str:
    """A Netlify personal access token: "nfp_" and 36 letters and digits."""
    return "nfp_" + _pick(rng, _ALNUM, 36)


def _pakbus_security_code(rng: random.Random) -> str:
    """A Campbell Scientific datalogger security code: a number from 1 to 65535."""
    return str(rng.randrange(1, 65536))


# Razorbill's shapes


def _igwn_scitoken(rng: random.Random) -> str:
    """An IGWN SciToken as htgettoken writes it (CILogon's IGWN issuer, RS256, storage and
    GWDataFind scopes), for the gravitational-wave data at Razorbill."""
    iat = 1796000000 + rng.randrange(86400)
    claims = {
        "wlcg.ver": "1.0",
        "aud": "ANY",
        "sub": "lmbeki@razorbill.example.edu",
        "iss": "https://cilogon.org/igwn",
        "scope": "gwdatafind.read read:/ligo read:/virgo",
        "iat": iat,
        "exp": iat + 10800,
        "jti": "https://cilogon.org/oauth2/" + _pick(rng, _HEX, 32),
    }
    return _rs256_jwt(rng, claims)


def _razorbill_idtoken(rng: random.Random) -> str:
    """An HTCondor IDTOKEN from Razorbill's IGWN access point (condor_token_fetch)."""
    claims = {
        "iat": 1796000000 + rng.randrange(86400),
        "iss": "ap.razorbill.example.edu",
        "jti": _pick(rng, _HEX, 32),
        "scope": "condor:/READ condor:/WRITE",
        "sub": "lmbeki@razorbill.example.edu",
    }
    return _hs256_jwt(rng, {"alg": "HS256", "kid": "POOL"}, claims)


def _panos_api_key(rng: random.Random) -> str:
    """A PAN-OS API key (`type=keygen`): base64 of "-AQ==", a base64 hash and "=" and more,
    so that every key starts "LUFRPT"."""
    inner = "-AQ==" + _b64(rng.randbytes(15)) + "=" + _b64(rng.randbytes(30))
    return _b64(inner.encode())


def _nls_client_token(rng: random.Random) -> str:
    """An NVIDIA License System client configuration token (client_configuration_token_*.tok):
    an RS256 JWT naming the DLS instance and the service it leases from."""
    iat = 1796000000 + rng.randrange(86400)
    claims = {
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "iss": "NLS Service Instance",
        "aud": "NLS Licensed Client",
        "iat": iat,
        "nbf": iat,
        "exp": iat + 31536000,
        "update_mode": "ABSOLUTE",
        "scope_ref_list": [str(uuid.UUID(bytes=rng.randbytes(16), version=4))],
        "fulfillment_class_ref_list": [],
        "service_instance_configuration": {
            "nls_service_instance_ref": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
            "svc_port_set_list": [{"idx": 0, "d_name": "DLS", "svc_port_map": []}],
            "node_url_list": [
                {"idx": 0, "url": "dls.razorbill.example.edu", "svc_port_set_idx": 0}
            ],
        },
    }
    return _rs256_jwt(rng, claims)


def _nsrr_token(rng: random.Random) -> str:
    """A National Sleep Research Resource token (sleepdata.org/token): the user's number, "-",
    and 18 letters and digits."""
    return f"{rng.randrange(1000, 99999)}-{_pick(rng, _ALNUM, 18)}"


# Puffin's shapes


def _benchling_key(rng: random.Random) -> str:
    """A Benchling API key (Settings, API key): "sk_" and 30 letters and digits."""
    return "sk_" + _pick(rng, _ALNUM, 30)


def _sylabs_token(rng: random.Random) -> str:
    """A Sylabs Cloud library token (`apptainer remote login`): an RS256 JWT from its auth."""
    iat = 1796100000 + rng.randrange(86400)
    claims = {
        "aud": "https://cloud.sylabs.io",
        "exp": iat + 2592000,
        "iat": iat,
        "iss": "https://auth.sylabs.io/token",
        "sub": _pick(rng, _HEX, 24),
        "token_type": "user",
    }
    return _rs256_jwt(rng, claims)


def _cosign_key(rng: random.Random) -> str:
    """`cosign generate-key-pair`: an encrypted sigstore private key (cosign.key), PEM lines."""
    return _pem(rng, "ENCRYPTED SIGSTORE PRIVATE KEY", 428, 64, "\n")


def _ckan_token(rng: random.Random) -> str:
    """A CKAN API token (2.9 and later, User, API Tokens): HS256 JWT naming the token's id."""
    claims = {"jti": _pick(rng, _B64URL, 43), "iat": 1796100000 + rng.randrange(86400)}
    return _hs256_jwt(rng, {"typ": "JWT", "alg": "HS256"}, claims)


def _neon_data_token(rng: random.Random) -> str:
    """A NEON data portal API token (data.neonscience.org, My Account): an RS256 JWT."""
    iat = 1796100000 + rng.randrange(86400)
    claims = {
        "aud": "https://data.neonscience.org/api/v0/",
        "sub": "elahtinen@puffin.example.edu",
        "scope": "rate:public",
        "iss": "https://data.neonscience.org/",
        "exp": iat + 5 * 31536000,
        "iat": iat,
        "email": "elahtinen@puffin.example.edu",
    }
    return _rs256_jwt(rng, claims)


def _supabase_service_key(rng: random.Random) -> str:
    """A Supabase project's legacy service_role key: HS256 JWT signed with the project secret."""
    claims = {
        "iss": "supabase",
        "ref": _pick(rng, string.ascii_lowercase, 20),
        "role": "service_role",
        "iat": 1796100000 + rng.randrange(86400),
        "exp": 2111700000,
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _netatmo_token(rng: random.Random) -> str:
    """A Netatmo access or refresh token: the user's 24 hex digits, "|", 32 hex digits."""
    return _pick(rng, _HEX, 24) + "|" + _pick(rng, _HEX, 32)


# Kittiwake's shapes


def _keycloak_offline_token(rng: random.Random) -> str:
    """A Keycloak offline token (scope offline_access): an HS512 JWT of typ "Offline"."""
    iat = 1796500000 + rng.randrange(86400)
    claims = {
        "iat": iat,
        "jti": _uuid(rng),
        "iss": "https://sso.kittiwake.example.edu/realms/master",
        "aud": "https://sso.kittiwake.example.edu/realms/master",
        "sub": _uuid(rng),
        "typ": "Offline",
        "azp": "admin-cli",
        "scope": "openid offline_access",
    }
    return _hs256_jwt(rng, {"alg": "HS512", "typ": "JWT", "kid": _uuid(rng)}, claims, 64)


def _duo_skey(rng: random.Random) -> str:
    """A Duo application's secret key (skey): 40 letters and digits."""
    return _pick(rng, _ALNUM, 40)


def _ipa_otp_key(rng: random.Random) -> str:
    """A TOTP seed as FreeIPA and authenticator apps show it: base32 of 20 random bytes."""
    return base64.b32encode(rng.randbytes(20)).decode()


def _grafana_sa_token(rng: random.Random) -> str:
    """A Grafana service account token: "glsa_", 32 letters and digits, "_", 8 hex digits."""
    return f"glsa_{_pick(rng, _ALNUM, 32)}_{_pick(rng, _HEX, 8)}"


# Guillemot's shapes


def _nkey_seed(rng: random.Random) -> str:
    """A NATS user nkey seed (`nsc generate creds`): "SU" and 56 base32 characters."""
    return "SU" + _pick(rng, _BASE32, 56)


def _discord_bot_token(rng: random.Random) -> str:
    """A Discord bot token: the bot's snowflake id in base64, a timestamp, an HMAC."""
    snowflake = str(rng.randrange(10**17, 10**19)).encode()
    return f"{_b64url(snowflake)}.{_pick(rng, _B64URL, 6)}.{_pick(rng, _B64URL, 38)}"


def _uptime_kuma_key(rng: random.Random) -> str:
    """An Uptime Kuma API key: "uk", the key's id, "_", 32 letters and digits."""
    return f"uk{rng.randrange(1, 40)}_{_pick(rng, _ALNUM, 32)}"


# Gannet's shapes


def _riot_key(rng: random.Random) -> str:
    """A Riot Games API key (developer.riotgames.com): "RGAPI-" and a version-4 UUID."""
    return "RGAPI-" + str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def _twitch_secret(rng: random.Random) -> str:
    """A Twitch application's client secret or OAuth token: 30 lower-case letters and digits."""
    return _pick(rng, string.ascii_lowercase + string.digits, 30)


def _adafruit_io_key(rng: random.Random) -> str:
    """An Adafruit IO key (My Key on io.adafruit.com): "aio_" and 28 letters and digits."""
    return "aio_" + _pick(rng, _ALNUM, 28)


def _fcm_server_key(rng: random.Random) -> str:
    """A legacy Firebase Cloud Messaging server key: "AAAA", 7 characters, ":APA91b", 134."""
    return f"AAAA{_pick(rng, _B64URL, 7)}:APA91b{_pick(rng, _B64URL, 134)}"


def _apple_p8(rng: random.Random) -> str:
    """An App Store Connect / APNs key (AuthKey_KEYID.p8): a PKCS#8 P-256 key in PEM."""
    oid = bytes.fromhex("301306072a8648ce3d020106082a8648ce3d030107")
    inner = bytes.fromhex("0201010420") + rng.randbytes(32)
    inner += bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rng.randbytes(64)
    ec = b"\x30" + bytes([len(inner)]) + inner
    body = bytes.fromhex("020100") + oid + b"\x04" + bytes([len(ec)]) + ec
    der = b"\x30\x81" + bytes([len(body)]) + body
    encoded = _b64(der)
    lines = [encoded[i : i + 64] for i in range(0, len(encoded), 64)]
    return "\n".join(["-----BEGIN PRIVATE KEY-----", *lines, "-----END PRIVATE KEY-----"])


def _indico_token(rng: random.Random) -> str:
    """An Indico personal API token (Preferences > Personal tokens): "indp_" and URL-safe text."""
    return "indp_" + _pick(rng, _B64URL, 43)


def _supermicro_key(rng: random.Random) -> str:
    """A Supermicro node product key (SFT-DCMS-SINGLE): six groups of four hex digits."""
    return "-".join(_pick(rng, "0123456789ABCDEF", 4) for _ in range(6))


# Shag's shapes


def _rsp_token(rng: random.Random) -> str:
    """A Rubin Science Platform user token (Settings, Security tokens): "gt-", the token's key,
    ".", its secret, each 22 characters of URL-safe base64."""
    return f"gt-{_pick(rng, _B64URL, 22)}.{_pick(rng, _B64URL, 22)}"


def _datalab_token(rng: random.Random) -> str:
    """An Astro Data Lab login token (`datalab login`, ~/.datalab/id_token.USER): the user, the
    uid and gid, then the session's hash (an MD5-crypt string), joined by dots."""
    uid = rng.randrange(1000, 9999)
    return f"vgreco.{uid}.{uid}.$1${_pick(rng, _CRYPT, 8)}${_pick(rng, _CRYPT, 22)}"


def _knmi_key(rng: random.Random) -> str:
    """A KNMI Data Platform API key: base64 of JSON naming the organisation, the key's id and
    the hash used to check it."""
    key = {"org": _pick(rng, _HEX, 24), "id": _pick(rng, _HEX, 32), "h": "murmur128"}
    return _b64(json.dumps(key, separators=(",", ":")).encode())


def _crossref_plus_token(rng: random.Random) -> str:
    """A Crossref Metadata Plus API token: an HS256 JWT naming the member and the token."""
    claims = {
        "jti": _uuid(rng),
        "iat": 1796800000 + rng.randrange(86400),
        "member-id": rng.randrange(100, 40000),
    }
    return _hs256_jwt(rng, {"alg": "HS256"}, claims)


def _picovoice_key(rng: random.Random) -> str:
    """A Picovoice AccessKey (console.picovoice.ai): base64 of 40 bytes, 56 characters."""
    return _b64(rng.randbytes(40))


def _webodm_token(rng: random.Random) -> str:
    """A WebODM API token (POST /api/token-auth/): an HS256 JWT with the user's id and name."""
    iat = 1796800000 + rng.randrange(86400)
    claims = {
        "user_id": rng.randrange(2, 40),
        "username": "ltremayne",
        "exp": iat + 21600,
        "email": "ltremayne@shag.example.edu",
        "orig_iat": iat,
    }
    return _hs256_jwt(rng, {"typ": "JWT", "alg": "HS256"}, claims)


def _tapis_token(rng: random.Random) -> str:
    """A Tapis v3 access token (POST /v3/oauth2/tokens): RS256 with the tenant and user."""
    iat = 1796800000 + rng.randrange(86400)
    claims = {
        "jti": _uuid(rng),
        "iss": "https://shag.tapis.io/v3/tokens",
        "sub": "svc_gateway@shag",
        "tapis/tenant_id": "shag",
        "tapis/token_type": "access",
        "tapis/delegation": False,
        "tapis/username": "svc_gateway",
        "tapis/account_type": "service",
        "exp": iat + 14400,
    }
    return _rs256_jwt(rng, claims)


def _mongodb_keyfile(rng: random.Random) -> str:
    """A MongoDB replica-set keyfile (`openssl rand -base64 756`): 756 random bytes in base64,
    1008 characters that openssl wraps at 64 a line."""
    return "\n".join(_pem_body(rng, 756, 64))


def _drupal_hash_salt(rng: random.Random) -> str:
    """Drupal's `$settings['hash_salt']` (Crypt::randomBytesBase64(55)): 74 URL-safe characters."""
    return _b64url(rng.randbytes(55))


def _dcv_client_password(rng: random.Random) -> str:
    """A DCV Session Manager API client's password (`register-api-client`): base64 of a UUID."""
    return _b64(_uuid(rng).encode())


def _meteofrance_application_id(rng: random.Random) -> str:
    """A Météo-France API portal application id: base64 of "client_id:client_secret"."""
    return _b64(f"{_pick(rng, _ALNUM, 28)}:{_pick(rng, _ALNUM, 28)}".encode())


# Tern's shapes


def _eida_token(rng: random.Random) -> str:
    """An EIDA authentication token (geofon.gfz.de/eas): a PGP-signed message, ASCII-armoured,
    with a CRC-24 checksum line, that the FDSN /auth endpoints exchange for a password."""
    body = _pem_body(rng, 720, 64)
    checksum = "=" + _b64(rng.randbytes(3))
    lines = ["-----BEGIN PGP MESSAGE-----", "", *body, checksum, "-----END PGP MESSAGE-----"]
    return "\n".join(lines)


def _x509_proxy(rng: random.Random) -> str:
    """A VOMS/RFC 3820 proxy (voms-proxy-init, /tmp/x509up_uNNNN): the proxy certificate, its
    unencrypted private key and the user's certificate, one PEM block after another."""
    return "\n".join(
        (
            _pem(rng, "CERTIFICATE", 1100, 64, "\n"),
            _pem(rng, "RSA PRIVATE KEY", 1190, 64, "\n"),
            _pem(rng, "CERTIFICATE", 1400, 64, "\n"),
        )
    )


def _minio_kms_secret(rng: random.Random) -> str:
    """MinIO's single-key KMS (MINIO_KMS_SECRET_KEY): a key name, ":", base64 of 32 bytes."""
    return "tern-minio-key:" + _b64(rng.randbytes(32))


def _garage_key_id(rng: random.Random) -> str:
    """A Garage S3 access key id (`garage key create`): "GK" and 24 hex digits."""
    return "GK" + _pick(rng, _HEX, 24)


def _revai_token(rng: random.Random) -> str:
    """A Rev.ai access token (Settings, Access token): "02" and 60 letters, digits, "-", "_"."""
    return "02" + _pick(rng, _B64URL, 60)


def _supermicro_product_key(rng: random.Random) -> str:
    """A Supermicro node product key (SFT-DCMS-SINGLE): six groups of four hex digits."""
    return "-".join(_pick(rng, "0123456789ABCDEF", 4) for _ in range(6))


def _synapse_signing_key(rng: random.Random) -> str:
    """A Synapse signing key's secret half (homeserver.signing.key after "ed25519 <id>"):
    unpadded base64 of a 32-byte ed25519 seed."""
    return _b64(rng.randbytes(32)).rstrip("=")


def _rgw_keystone_secret(rng: random.Random) -> str:
    """An OpenStack EC2 credential secret as `openstack ec2 credentials create` prints it."""
    return _pick(rng, _HEX, 32)


# Plover's shapes


def _africastalking_key(rng: random.Random) -> str:
    """An Africa's Talking API key (Settings, API Key): "atsk_" and 64 hex digits."""
    return "atsk_" + _pick(rng, _HEX, 64)


def _odk_app_user_token(rng: random.Random) -> str:
    """An ODK Central app user's token (its /key/ URL): 64 letters, digits, "!" and "$"."""
    return _pick(rng, _ALNUM + "!$", 64)


def _carbonmapper_token(rng: random.Random) -> str:
    """A Carbon Mapper data API access token (/api/v1/token/pair): an HS256 JWT."""
    iat = 1796300000 + rng.randrange(86400)
    claims = {
        "token_type": "access",
        "exp": iat + 86400,
        "iat": iat,
        "jti": _pick(rng, _HEX, 32),
        "user_id": rng.randrange(1000, 99999),
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _cdse_token(rng: random.Random) -> str:
    """A Copernicus Data Space Ecosystem access token from its Keycloak (CDSE realm)."""
    iat = 1796300000 + rng.randrange(86400)
    claims = {
        "exp": iat + 600,
        "iat": iat,
        "iss": "https://identity.dataspace.copernicus.eu/auth/realms/CDSE",
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "typ": "Bearer",
        "azp": "cdse-public",
        "preferred_username": "hvirtanen@plover.example.edu",
    }
    return _rs256_jwt(rng, claims)


def _teleport_identity(rng: random.Random) -> str:
    """A Teleport identity file (`tctl auth sign --format=file`): the user's private key, then
    its SSH and TLS certificates."""
    return "\n".join(
        (
            _pem(rng, "RSA PRIVATE KEY", 1190, 64, "\n"),
            "ssh-rsa-cert-v01@openssh.com " + _b64(rng.randbytes(900)),
            _pem(rng, "CERTIFICATE", 1000, 64, "\n"),
        )
    )


def _vnc_passwd_hex(rng: random.Random) -> str:
    """A TurboVNC/TigerVNC password file as hex (`xxd -p ~/.vnc/passwd`): 8 DES-obfuscated
    bytes, which vncpasswd's fixed key turns back into the password."""
    return _pick(rng, _HEX, 16)


# Godwit's shapes


def _stormglass_key(rng: random.Random) -> str:
    """A Stormglass API key (dashboard, "API key"): two time-based UUIDs joined by "-"."""

    def uuid1() -> str:
        time_low, time_mid, clock = _pick(rng, _HEX, 8), _pick(rng, _HEX, 4), _pick(rng, _HEX, 4)
        return f"{time_low}-{time_mid}-11ef-{clock}-0242ac130003"

    return f"{uuid1()}-{uuid1()}"


def _fly_token(rng: random.Random) -> str:
    """A Fly.io deploy token (`fly tokens create deploy`): "FlyV1 fm2_" and base64 macaroons."""
    return "FlyV1 fm2_" + _b64(rng.randbytes(186)) + ",fm2_" + _b64(rng.randbytes(120))


def _junos_type9(rng: random.Random) -> str:
    """A Junos "$9$" secret (`set ... authentication-key` shown back): a reversible encoding in
    the letters of Junos's four families."""
    families = "QzF3n6/9CAtpu0OB1IREhcSyrleKvMW8LXx7N-dVbwsY2g4oaJZGUDjiHkq.mPf5T"
    return "$9$" + _pick(rng, families, 33)


def _peeringdb_key(rng: random.Random) -> str:
    """A PeeringDB API key (Profile, API keys): an 8-character prefix, ".", 32 characters."""
    return f"{_pick(rng, _ALNUM, 8)}.{_pick(rng, _ALNUM, 32)}"


def _catapult_token(rng: random.Random) -> str:
    """A Catapult OpenField Connect API token: an RS256 JWT from the OpenField cloud, a year."""
    iat = 1795400000 + rng.randrange(86400)
    claims = {
        "iss": "https://backend-eu.openfield.catapultsports.com",
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "aud": "connect-api",
        "iat": iat,
        "exp": iat + 31536000,
        "scopes": ["athletes:read", "activities:read", "sensor-data:read"],
    }
    return _rs256_jwt(rng, claims)


def _mailgun_key(rng: random.Random) -> str:
    """A Mailgun private API key as the control panel shows older ones: "key-", 32 hex digits."""
    return "key-" + _pick(rng, _HEX, 32)


def _pfsense_tls_key(rng: random.Random) -> str:
    """An OpenVPN TLS key as pfSense's config.xml keeps it: base64 of the static key file."""
    return _b64(_openvpn_static(rng).encode())


# Sanderling's shapes
def _ghost_admin_key(rng: random.Random) -> str:
    """A Ghost Admin API key (Settings, Integrations): a 24-hex-digit id, ":", 64 hex digits."""
    return _pick(rng, _HEX, 24) + ":" + _pick(rng, _HEX, 64)


def _notion_token(rng: random.Random) -> str:
    """A Notion internal integration secret: "ntn_", 11 digits, 35 letters and digits."""
    return "ntn_" + _pick(rng, string.digits, 11) + _pick(rng, _ALNUM, 35)


def _crowdsec_enroll_key(rng: random.Random) -> str:
    """A CrowdSec Console enrollment key (`cscli console enroll`): 25 lower-case letters, digits."""
    return _pick(rng, string.ascii_lowercase + string.digits, 25)


def _blynk_token(rng: random.Random) -> str:
    """A Blynk device auth token (BLYNK_AUTH_TOKEN): 32 URL-safe characters."""
    return _pick(rng, _B64URL, 32)


def _stata_code(rng: random.Random) -> str:
    """A Stata licence code as `stinit` asks for it: groups of four letters and digits."""
    return " ".join(_pick(rng, string.ascii_lowercase + string.digits, 4) for _ in range(9))


def _clearml_access_key(rng: random.Random) -> str:
    """A ClearML API access key (clearml.conf `api.credentials`): 30 upper-case letters, digits."""
    return _pick(rng, _UPPER_DIGITS, 30)


def _clearml_secret_key(rng: random.Random) -> str:
    """A ClearML API secret key: 50 printable characters, as the web app's Create credentials."""
    return _pick(rng, _ALNUM + "!#$%&()*-_", 50)


def _prefix_dev_token(rng: random.Random) -> str:
    """A prefix.dev API key (`pixi auth login prefix.dev --token`): "pfx_" and 40 more."""
    return "pfx_" + _pick(rng, _ALNUM, 40)


# Knot's shapes
def _rucio_token(rng: random.Random) -> str:
    """A Rucio auth token (X-Rucio-Auth-Token, the client's auth_token_for_account_* file): the
    account, the identity, the application id, then 32 hex digits, joined by "-"."""
    return f"hsolberg-hsolberg-unknown-{_pick(rng, _HEX, 32)}"


def _husarnet_joincode(rng: random.Random) -> str:
    """A Husarnet join code (Dashboard, Network, "Add element"): the base server's IPv6 address,
    "/", 22 letters and digits."""
    return "fc94:b01d:1803:8dd8:b293:5c7d:7639:932a/" + _pick(rng, _ALNUM, 22)


def _gmaps_signing_secret(rng: random.Random) -> str:
    """A Google Maps Platform URL signing secret: URL-safe base64 of 20 bytes (an HMAC-SHA1 key),
    28 characters with its padding."""
    return base64.urlsafe_b64encode(rng.randbytes(20)).decode()


def _ccdc_activation_key(rng: random.Random) -> str:
    """A CCDC (CSD) licence activation key as ccdc_activator -k takes it: six groups of six
    upper-case letters and digits."""
    return "-".join(_pick(rng, _UPPER_DIGITS, 6) for _ in range(6))


def _hcaptcha_secret(rng: random.Random) -> str:
    """An hCaptcha account secret (Settings, "Secret Keys"): "0x" and 40 hex digits."""
    return "0x" + _pick(rng, _HEX, 40)


# Dunlin's shapes
def _ultralytics_key(rng: random.Random) -> str:
    """An Ultralytics HUB API key (`yolo settings api_key=`, HUB Settings, API Keys): 42 letters
    and digits."""
    return _pick(rng, _ALNUM, 42)


def _ccdc_key(rng: random.Random) -> str:
    """A CCDC CSD licence activation key (`ccdc_activator -a -k`): six groups of six upper-case
    letters and digits joined by hyphens."""
    return "-".join(_pick(rng, _UPPER_DIGITS, 6) for _ in range(6))


def _molpro_token(rng: random.Random) -> str:
    """A Molpro licence token (~/.molpro/token, MOLPRO_KEY): "id=", the licensee, the expiry
    date and the key's password, comma-separated."""
    return f"id=dunlinqc,date=:2027/09/30,version=:2024,password=:{_pick(rng, _ALNUM + '&', 32)}"


def _zammad_token(rng: random.Random) -> str:
    """A Zammad access token (Profile, Token Access): 64 URL-safe characters."""
    return _pick(rng, _B64URL, 64)


def _nextcloud_secret(rng: random.Random) -> str:
    """Nextcloud's instance `secret` in config.php: 48 characters of the base64 alphabet."""
    return _pick(rng, _B64, 48)


def _gitlab_oauth_secret(rng: random.Random) -> str:
    """A GitLab OAuth application secret: "gloas-" and 64 hex digits."""
    return "gloas-" + _pick(rng, _HEX, 64)


def _youtube_stream_key(rng: random.Random) -> str:
    """A YouTube Live stream key (Studio, Stream settings): five groups of four lower-case
    letters and digits joined by hyphens."""
    return "-".join(_pick(rng, string.ascii_lowercase + string.digits, 4) for _ in range(5))


def _jira_dc_pat(rng: random.Random) -> str:
    """A Jira Data Center personal access token: base64 of a 12-digit id, ":" and 20 random
    bytes, 44 characters."""
    return _b64(_pick(rng, string.digits, 12).encode() + b":" + rng.randbytes(20))


# Whimbrel's shapes
def _pinecone_key(rng: random.Random) -> str:
    """A Pinecone API key (console, API keys): "pcsk_", a 5-character id, "_", 63 more."""
    return "pcsk_" + _pick(rng, _ALNUM, 5) + "_" + _pick(rng, _ALNUM, 63)


def _scaleway_access_key(rng: random.Random) -> str:
    """A Scaleway API access key (IAM, API keys): "SCW" and 17 upper-case letters and digits."""
    return "SCW" + _pick(rng, _UPPER_DIGITS, 17)


def _exoscale_key(rng: random.Random) -> str:
    """An Exoscale IAM API key (its id half): "EXO" and 24 hex digits."""
    return "EXO" + _pick(rng, _HEX, 24)


def _lambda_cloud_key(rng: random.Random) -> str:
    """A Lambda Cloud API key as the dashboard shows it: "secret_", the key's name, "_", 32 hex
    digits, ".", 32 letters and digits."""
    return f"secret_whimbrel-burst_{_pick(rng, _HEX, 32)}.{_pick(rng, _ALNUM, 32)}"


def _runpod_key(rng: random.Random) -> str:
    """A RunPod API key (Settings, API Keys): "rpa_" and 44 upper-case letters and digits."""
    return "rpa_" + _pick(rng, _UPPER_DIGITS, 44)


def _apify_token(rng: random.Random) -> str:
    """An Apify API token (Console, Integrations): "apify_api_" and 36 letters and digits."""
    return "apify_api_" + _pick(rng, _ALNUM, 36)


def _resend_key(rng: random.Random) -> str:
    """A Resend API key: "re_", 8 letters and digits, "_", 24 more."""
    return f"re_{_pick(rng, _ALNUM, 8)}_{_pick(rng, _ALNUM, 24)}"


def _posthog_personal_key(rng: random.Random) -> str:
    """A PostHog personal API key: "phx_" and 47 letters and digits (project keys are "phc_")."""
    return "phx_" + _pick(rng, _ALNUM, 47)


def _telnyx_key(rng: random.Random) -> str:
    """A Telnyx API v2 key: "KEY", 32 upper-case hex digits, "_", 22 letters and digits."""
    return f"KEY{_pick(rng, '0123456789ABCDEF', 32)}_{_pick(rng, _ALNUM, 22)}"


def _contentful_pat(rng: random.Random) -> str:
    """A Contentful personal access token (CMA): "CFPAT-" and 43 URL-safe characters."""
    return "CFPAT-" + _pick(rng, _B64URL, 43)


def _ably_key(rng: random.Random) -> str:
    """An Ably API key: the app id, ".", the key id, ":", the key secret (43 characters)."""
    return f"{_pick(rng, _ALNUM, 6)}.{_pick(rng, _ALNUM + '-_', 6)}:{_pick(rng, _B64URL, 43)}"


def _jina_key(rng: random.Random) -> str:
    """A Jina AI API key: "jina_", 32 hex digits and 28 letters and digits."""
    return "jina_" + _pick(rng, _HEX, 32) + _pick(rng, _ALNUM, 28)


def _voyage_key(rng: random.Random) -> str:
    """A Voyage AI API key: "pa-" and 43 URL-safe characters."""
    return "pa-" + _pick(rng, _B64URL, 43)


def _uptimerobot_key(rng: random.Random) -> str:
    """An UptimeRobot main API key: "u", the account number, "-", 24 hex digits."""
    return f"u{rng.randrange(10**6, 10**7)}-{_pick(rng, _HEX, 24)}"


def _hex20(rng: random.Random) -> str:
    """A Pusher Channels app secret: 20 hex digits (the app key, public, has the same shape)."""
    return _pick(rng, _HEX, 20)


# Curlew's shapes
def _bitbucket_dc_token(rng: random.Random) -> str:
    """A Bitbucket Data Center HTTP access token: "BBDC-" and 44 base64 characters."""
    return "BBDC-" + _b64(f"{rng.randrange(10**11, 10**12)}:".encode() + rng.randbytes(20))


def _readcoop_refresh_token(rng: random.Random) -> str:
    """A READ-COOP (Transkribus) Keycloak refresh token: an HS512 JWT of typ "Refresh"."""
    iat = 1796600000 + rng.randrange(86400)
    claims = {
        "exp": iat + 30 * 86400,
        "iat": iat,
        "jti": _uuid(rng),
        "iss": "https://account.readcoop.eu/auth/realms/readcoop",
        "aud": "https://account.readcoop.eu/auth/realms/readcoop",
        "sub": _uuid(rng),
        "typ": "Refresh",
        "azp": "processing-api-client",
        "scope": "openid profile email offline_access",
    }
    return _hs256_jwt(rng, {"alg": "HS512", "typ": "JWT", "kid": _uuid(rng)}, claims, 64)


def _privacyidea_auth_token(rng: random.Random) -> str:
    """A privacyIDEA /auth token: an HS256 JWT naming the administrator, realm and role."""
    exp = 1796600000 + rng.randrange(86400)
    claims = {
        "username": "npetrova",
        "realm": "",
        "nonce": _pick(rng, _HEX, 40),
        "role": "admin",
        "authtype": "password",
        "exp": exp,
        "rights": ["enrollTOTP", "enrollHOTP", "assign", "unassign", "tokenlist"],
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _keycloak_realm_key(rng: random.Random) -> str:
    """A Keycloak realm's RSA signing key as a realm export holds it: PKCS#8 DER in base64 on
    one line, without the PEM armour."""
    return "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + _b64(rng.randbytes(1150))


# The twenty-ninth Godwit's shapes
def _influx_token(rng: random.Random) -> str:
    """An InfluxDB 2 API token (influx auth create): 64 bytes in URL-safe base64, 88 characters
    ending "=="."""
    return _pick(rng, _B64URL, 86) + "=="


def _heroku_key(rng: random.Random) -> str:
    """A Heroku platform API key in its current form: "HRKU-AA" and 58 URL-safe characters."""
    return "HRKU-AA" + _pick(rng, _B64URL, 58)


# Sanderling's kinds (the thirtieth holdout corpus)
def _harbor_sndl_auth(rng: random.Random) -> str:
    """docker login to Harbor with a project robot account: base64 of
    "robot$project+name:secret", the secret 32 letters and digits."""
    return _b64(f"robot$sanderling-ci+spack-builder:{_pick(rng, _ALNUM, 32)}".encode())


def _buildkite_agent_token(rng: random.Random) -> str:
    """A Buildkite agent (registration) token as the Agent Tokens page shows it: 50 hex digits."""
    return _pick(rng, _HEX, 50)


def _gitlab_runner_reg(rng: random.Random) -> str:
    """A legacy GitLab runner registration token: "GR1348941" and 20 URL-safe characters."""
    return "GR1348941" + _pick(rng, _B64URL, 20)


def _lower8(rng: random.Random) -> str:
    """A MongoDB Atlas programmatic API public key: 8 lower-case letters."""
    return _pick(rng, string.ascii_lowercase, 8)


def _clickhouse_cloud_secret(rng: random.Random) -> str:
    """A ClickHouse Cloud API key secret: "4b1d" and 38 letters and digits."""
    return "4b1d" + _pick(rng, _ALNUM, 38)


# Turnstone's shapes (the thirty-first holdout corpus)
def _synapse_config_secret(rng: random.Random) -> str:
    """A secret Synapse's generate-config writes into homeserver.yaml (registration_shared_secret,
    macaroon_secret_key, form_secret): 50 letters, digits and random_string_with_symbols's
    symbols."""
    return _pick(rng, _ALNUM + ".,;:^&*-_+=#~@", 50)


def _turnstone_matrix_token(rng: random.Random) -> str:
    """A Synapse access token: "syt_", the user's localpart in unpadded base64, 20 letters and
    digits and a 6-character checksum, each after "_"."""
    return f"syt_{_b64url(b'mgallagher')}_{_pick(rng, _ALNUM, 20)}_{_pick(rng, _ALNUM, 6)}"


def _shinyapps_secret(rng: random.Random) -> str:
    """A shinyapps.io token's secret (rsconnect::setAccountInfo): 40 base64 characters."""
    return _pick(rng, _B64, 40)


# Redshank's shapes
def _rancher_token(rng: random.Random) -> str:
    """A Rancher API key's bearer token: its access key "token-" and five characters, ":", and
    its secret key, 54 lower-case letters and digits."""
    lower = string.ascii_lowercase + string.digits
    return f"token-{_pick(rng, lower, 5)}:{_pick(rng, lower, 54)}"


def _oci_auth_token(rng: random.Random) -> str:
    """An Oracle Cloud auth token (for OCIR and Swift): 20 letters, digits and punctuation."""
    return _pick(rng, _ALNUM + ";:.()<>[]{}#+_-", 20)


def _oci_customer_secret(rng: random.Random) -> str:
    """An Oracle Cloud customer secret key (the S3-compatible secret): base64 of 32 bytes."""
    return _b64(rng.randbytes(32))


def _lambda_redshank_key(rng: random.Random) -> str:
    """A Lambda Cloud API key: "secret_", the key's name, "_", 32 hex digits, "." and 32."""
    return f"secret_redshank-burst_{_pick(rng, _HEX, 32)}.{_pick(rng, _ALNUM, 32)}"


def _acme_eab_hmac(rng: random.Random) -> str:
    """An ACME External Account Binding HMAC key (ZeroSSL, Google): base64url of 64 bytes."""
    return _b64url(rng.randbytes(64))


def _intel_serial(rng: random.Random) -> str:
    """An Intel Parallel Studio / oneAPI commercial serial number: 4 and 8 characters."""
    return f"{_pick(rng, _UPPER_DIGITS, 4)}-{_pick(rng, _UPPER_DIGITS, 8)}"


def _wolfram_activation(rng: random.Random) -> str:
    """A Wolfram (Mathematica) activation key: 4 digits, 4 digits, 6 letters and digits."""
    digits = string.digits
    return f"{_pick(rng, digits, 4)}-{_pick(rng, digits, 4)}-{_pick(rng, _UPPER_DIGITS, 6)}"


def _mathpass_password(rng: random.Random) -> str:
    """A MathLM / Mathematica password as mathpass holds it: 4-3-3 digits and "::1"."""
    digits = string.digits
    return f"{_pick(rng, digits, 4)}-{_pick(rng, digits, 3)}-{_pick(rng, digits, 3)}::1"


def _infracost_key(rng: random.Random) -> str:
    """An Infracost API key: "ico-" and 32 letters and digits."""
    return "ico-" + _pick(rng, _ALNUM, 32)


def _polygon_key(rng: random.Random) -> str:
    """A Polygon.io (Massive) API key: 32 letters, digits and "_"."""
    return _pick(rng, _ALNUM + "_", 32)


# Greenshank's shapes (the thirty-third holdout corpus)
def _tailscale_api_key(rng: random.Random) -> str:
    """A Tailscale API access token: "tskey-api-", the key id ("k" and letters and digits,
    then "CNTRL"), "-" and the secret."""
    return f"tskey-api-k{_pick(rng, _ALNUM, 10)}CNTRL-{_pick(rng, _ALNUM, 33)}"


def _tailscale_client_secret(rng: random.Random) -> str:
    """A Tailscale OAuth client secret: "tskey-client-", the client's key id and the secret."""
    return f"tskey-client-k{_pick(rng, _ALNUM, 10)}CNTRL-{_pick(rng, _ALNUM, 33)}"


# Dotterel's shapes (the thirty-fourth holdout corpus)
def _grafana_legacy_key(rng: random.Random) -> str:
    """A Grafana API key as Grafana issued them before service accounts: base64 of the JSON
    {"k": key, "n": name, "id": organisation}."""
    key = {"k": _pick(rng, _ALNUM, 32), "n": "xdmod-panels", "id": 1}
    return _b64(json.dumps(key, separators=(",", ":")).encode())


def _jfrog_access_token(rng: random.Random) -> str:
    """A JFrog access (identity) token: an RS256 JWT whose header starts {"ver":"2"}."""
    compact = {"separators": (",", ":")}
    header = {"ver": "2", "typ": "JWT", "alg": "RS256", "kid": _pick(rng, _B64URL, 43)}
    iat = 1795900000 + rng.randrange(86400)
    claims = {
        "sub": "jfac@01hdotterel/users/nhaddad",
        "scp": "applied-permissions/user",
        "aud": "*@*",
        "iss": "jfac@01hdotterel",
        "exp": iat + 31536000,
        "iat": iat,
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
    }
    parts = (json.dumps(header, **compact).encode(), json.dumps(claims, **compact).encode())
    return ".".join(_b64url(p) for p in (*parts, rng.randbytes(256)))


def _authentik_secret_key(rng: random.Random) -> str:
    """authentik's AUTHENTIK_SECRET_KEY as its installation guide makes it, `openssl rand
    -base64 60`: 80 base64 characters."""
    return _b64(rng.randbytes(60))


def _borg_keyfile(rng: random.Random) -> str:
    """A BorgBackup key file (keyfile mode, or `borg key export`): "BORG_KEY", the repository
    id in 64 hex digits, then the encrypted key as base64 lines of 80 characters."""
    return "\n".join([f"BORG_KEY {_pick(rng, _HEX, 64)}", *_pem_body(rng, 450, 80)])


def _sentry_org_token(rng: random.Random) -> str:
    """A Sentry organization auth token: "sntrys_", base64 of its JSON claims, "_" and the
    secret."""
    claims = {
        "iat": 1795900000 + rng.randrange(86400),
        "url": "https://sentry.lapwing.example.org",
        "region_url": "https://sentry.lapwing.example.org",
        "org": "lapwing",
    }
    body = _b64(json.dumps(claims, separators=(",", ":")).encode()).rstrip("=")
    return f"sntrys_{body}_{_pick(rng, _B64URL, 43)}"


def _graylog_token(rng: random.Random) -> str:
    """A Graylog API access token: 52 lower-case letters and digits."""
    return _pick(rng, string.ascii_lowercase + string.digits, 52)


def _splunk_token(rng: random.Random) -> str:
    """A Splunk authentication token: a JWT signed HS512 with the instance's key
    ("splunk.secret")."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {
        "iss": "gokafor from splunk-sh1",
        "sub": "gokafor",
        "aud": "zabbix-bridge",
        "idp": "Splunk",
        "jti": _pick(rng, _HEX, 64),
        "iat": iat,
        "exp": iat + 7776000,
        "nbr": iat,
    }
    return _hs256_jwt(
        rng, {"kid": "splunk.secret", "alg": "HS512", "ver": "v2", "ttyp": "static"}, claims, 64
    )


def _bacula_password(rng: random.Random) -> str:
    """A password Bacula's packaging generates for its daemons: base64 of 33 random bytes."""
    return _b64(rng.randbytes(33))


def _pve_ticket(rng: random.Random) -> str:
    """A Proxmox VE authentication ticket (the PVEAuthCookie): "PVE:", the user, the time in
    hex, "::" and the base64 RSA signature."""
    return f"PVE:rmendes@pve:{_pick(rng, '0123456789ABCDEF', 8)}::{_b64(rng.randbytes(256))}"


def _keystone_fernet_token(rng: random.Random) -> str:
    """An OpenStack Keystone Fernet token (X-Auth-Token): "gAAAAAB" and URL-safe base64."""
    return "gAAAAAB" + _pick(rng, _B64URL, 176)


# Stint's shapes (the thirty-sixth holdout corpus)
def _cognito_refresh_token(rng: random.Random) -> str:
    """An Amazon Cognito refresh token (nextstrain login, ~/.nextstrain/secrets): a JWE of five
    base64url parts whose header names RSA-OAEP and A256GCM."""
    header = _b64url(b'{"cty":"JWT","enc":"A256GCM","alg":"RSA-OAEP"}')
    parts = (rng.randbytes(256), rng.randbytes(12), rng.randbytes(900), rng.randbytes(16))
    return ".".join((header, *(_b64url(p) for p in parts)))


def _octopus_key(rng: random.Random) -> str:
    """An Octopus Energy API key (Personal details, API access): "sk_live_" and 24 letters and
    digits, sent as the HTTP Basic user name."""
    return "sk_live_" + _pick(rng, _ALNUM, 24)


def _sonarqube_user_token(rng: random.Random) -> str:
    """A SonarQube user token (My Account, Security): "squ_" and 40 hex digits."""
    return "squ_" + _pick(rng, _HEX, 40)


def _sonarqube_project_token(rng: random.Random) -> str:
    """A SonarQube project analysis token: "sqp_" and 40 hex digits."""
    return "sqp_" + _pick(rng, _HEX, 40)


def _ghs_token(rng: random.Random) -> str:
    """A GitHub App installation access token: "ghs_" and 36 letters and digits."""
    return "ghs_" + _pick(rng, _ALNUM, 36)


def _slack_app_token(rng: random.Random) -> str:
    """A Slack app-level token (socket mode): "xapp-1-", the app id, a number, 64 hex digits."""
    return f"xapp-1-A{_pick(rng, _UPPER_DIGITS, 10)}-{_pick(rng, string.digits, 13)}-" + _pick(
        rng, _HEX, 64
    )


def _slack_user_token(rng: random.Random) -> str:
    """A Slack user token: "xoxp-", three numbers and 32 hex digits."""
    numbers = "-".join(_pick(rng, string.digits, n) for n in (10, 13, 13))
    return f"xoxp-{numbers}-{_pick(rng, _HEX, 32)}"


def _pulsar_token(rng: random.Random) -> str:
    """An Apache Pulsar client token (`pulsar tokens create --secret-key ... --subject ROLE`): an
    HS256 JWT whose only claim is the role ("sub")."""
    role = rng.choice(("ingest", "heat-sensors", "loihi-events", "admin"))
    return _hs256_jwt(rng, {"alg": "HS256"}, {"sub": role})


def _cloudflare_api_token(rng: random.Random) -> str:
    """A Cloudflare API token (My Profile, API Tokens): 40 letters, digits, "-" and "_"."""
    return _pick(rng, _B64URL, 40)


def _cloudflare_origin_ca_key(rng: random.Random) -> str:
    """A Cloudflare Origin CA key (the user service key): "v1.0-", 24 hex digits, "-", 146 more."""
    return f"v1.0-{_pick(rng, _HEX, 24)}-{_pick(rng, _HEX, 146)}"


def _fastly_token(rng: random.Random) -> str:
    """A Fastly API token (Account, Personal API tokens): 32 letters, digits, "-" and "_"."""
    return _pick(rng, _B64URL, 32)


def _porkbun_api_key(rng: random.Random) -> str:
    """A Porkbun API key: "pk1_" and 64 hex digits (issued with its "sk1_" secret)."""
    return "pk1_" + _pick(rng, _HEX, 64)


def _porkbun_secret_key(rng: random.Random) -> str:
    """A Porkbun secret API key: "sk1_" and 64 hex digits."""
    return "sk1_" + _pick(rng, _HEX, 64)


def _openbao_batch_token(rng: random.Random) -> str:
    """An OpenBao batch token: "b." and a long base64url body (service tokens are "s.")."""
    return "b." + _pick(rng, _B64URL, 120)


def _emqx_api_secret(rng: random.Random) -> str:
    """An EMQX REST API secret (Dashboard, System, API Key): 46 letters and digits, shown once
    beside its 16-hex-digit key."""
    return _pick(rng, _ALNUM, 46)


# Phalarope's shapes (the thirty-eighth holdout corpus)
def _wandb_local_key(rng: random.Random) -> str:
    """An API key of a self-hosted W&B server (wandb/local): "local-" and 40 hex digits."""
    return "local-" + _pick(rng, _HEX, 40)


def _netbox_v2_token(rng: random.Random) -> str:
    """A NetBox v2 API token (NetBox 4.5 and later): "nbt_", a 12-character key, a dot and a
    40-character secret, sent as "Authorization: Bearer nbt_<key>.<token>"."""
    return f"nbt_{_pick(rng, _ALNUM, 12)}.{_pick(rng, _ALNUM, 40)}"


def _nxos_localizedkey(rng: random.Random) -> str:
    """An SNMPv3 user's SHA key as NX-OS shows it with "localizedkey": "0x" and 40 hex digits."""
    return "0x" + _pick(rng, _HEX, 40)


def _ghcr_auth(rng: random.Random) -> str:
    """A docker config.json "auth" for ghcr.io: base64 of the user name, ":" and a classic PAT."""
    return _b64(f"kzielinska:ghp_{_pick(rng, _ALNUM, 36)}".encode())


def _quay_robot_auth(rng: random.Random) -> str:
    """A containers auth.json "auth" for a Quay robot: base64 of "org+robot:" and its token."""
    return _b64(f"phalarope+mirror:{_pick(rng, _UPPER_DIGITS, 64)}".encode())


def _dockerconfigjson_b64(rng: random.Random) -> str:
    """A kubernetes.io/dockerconfigjson Secret's data: base64 of a docker config.json that holds
    a Harbor robot account's secret."""
    user, secret = "robot$phalarope+k8s-pull", _pick(rng, _ALNUM, 32)
    auth = _b64(f"{user}:{secret}".encode())
    registry = "harbor.phalarope.example.org"
    config = {"auths": {registry: {"username": user, "password": secret, "auth": auth}}}
    return _b64(json.dumps(config, separators=(",", ":")).encode())


def _databricks_oauth_secret(rng: random.Random) -> str:
    """A Databricks service principal's OAuth secret: "dose" followed by the secret value, 32
    hex digits."""
    return "dose" + _pick(rng, _HEX, 32)


def _openvpn_tls_crypt_v2_client(rng: random.Random) -> str:
    """`openvpn --genkey tls-crypt-v2-client`: the client's keys and the server-wrapped copy of
    them, base64 in 64-character lines between the "OpenVPN tls-crypt-v2 client key" lines."""
    begin = "-----BEGIN OpenVPN tls-crypt-v2 client key-----"
    end = "-----END OpenVPN tls-crypt-v2 client key-----"
    return "\n".join([begin, *_pem_body(rng, 579, 64), end])


def _guacamole_json_secret(rng: random.Random) -> str:
    """Apache Guacamole's `json-secret-key`: a 128-bit key as 32 hex digits."""
    return _pick(rng, _HEX, 32)


def _ilo_license_key(rng: random.Random) -> str:
    """An HPE iLO Advanced licence key: five groups of five upper-case letters and digits."""
    return "-".join(_pick(rng, _UPPER_DIGITS, 5) for _ in range(5))


def _foreman_pat(rng: random.Random) -> str:
    """A Foreman personal access token: 22 URL-safe base64 characters (16 random bytes)."""
    return _b64url(rng.randbytes(16))


# Yellowlegs's shapes (the forty-first holdout corpus)
def _akamai_edgegrid_token(rng: random.Random) -> str:
    """An Akamai EdgeGrid client or access token (.edgerc): "akab-", 16 and 16 lower-case letters
    and digits."""
    alphabet = string.ascii_lowercase + string.digits
    return f"akab-{_pick(rng, alphabet, 16)}-{_pick(rng, alphabet, 16)}"


def _bunny_key(rng: random.Random) -> str:
    """A bunny.net account API key or storage zone password as the dashboard shows it: a UUID
    run on into the last four groups of a second one."""
    first, second = (str(uuid.UUID(bytes=rng.randbytes(16), version=4)) for _ in range(2))
    return first + second[8:]


def _paypal_client_secret(rng: random.Random) -> str:
    """A PayPal REST app's client secret (Apps & Credentials): "E" and 79 URL-safe characters."""
    return "E" + _pick(rng, _B64URL, 79)


def _paypal_nvp_signature(rng: random.Random) -> str:
    """A PayPal NVP/SOAP API signature (API credentials): "A", 55 letters, digits, "-" and "."."""
    return "A" + _pick(rng, _ALNUM + "-.", 55)


def _square_access_token(rng: random.Random) -> str:
    """A Square production access token: "EAAA" and 60 URL-safe characters."""
    return "EAAA" + _pick(rng, _B64URL, 60)


def _square_oauth_secret(rng: random.Random) -> str:
    """A Square application's OAuth secret: "sq0csp-" and 43 URL-safe characters."""
    return "sq0csp-" + _pick(rng, _B64URL, 43)


def _shopify_admin_token(rng: random.Random) -> str:
    """A Shopify custom app's Admin API access token: "shpat_" and 32 hex digits."""
    return "shpat_" + _pick(rng, _HEX, 32)


def _shopify_shared_secret(rng: random.Random) -> str:
    """A Shopify app's API secret key (webhook signing): "shpss_" and 32 hex digits."""
    return "shpss_" + _pick(rng, _HEX, 32)


def _woocommerce_key(rng: random.Random) -> str:
    """A WooCommerce REST API consumer key: "ck_" and 40 hex digits."""
    return "ck_" + _pick(rng, _HEX, 40)


def _woocommerce_secret(rng: random.Random) -> str:
    """A WooCommerce REST API consumer secret: "cs_" and 40 hex digits."""
    return "cs_" + _pick(rng, _HEX, 40)


def _wp_application_password(rng: random.Random) -> str:
    """A WordPress application password as the profile page shows it: six groups of four letters
    and digits separated by spaces."""
    return " ".join(_pick(rng, _ALNUM, 4) for _ in range(6))


_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _boundary_auth_token(rng: random.Random) -> str:
    """A HashiCorp Boundary auth token (`boundary config get-token`): "at_", the token's
    10-character id, "_", then "s1" and base58 text."""
    return f"at_{_pick(rng, _ALNUM, 10)}_s1{_pick(rng, _BASE58, 110)}"


def _boundary_worker_activation(rng: random.Random) -> str:
    """A Boundary controller-led worker activation token (`boundary workers create
    controller-led`): "neslat_" and base58 text."""
    return "neslat_" + _pick(rng, _BASE58, 180)


def _piv_management_key(rng: random.Random) -> str:
    """A YubiKey PIV management key (`ykman piv access change-management-key --generate`): a
    24-byte 3DES key as 48 hex digits."""
    return _pick(rng, _HEX, 48)


def _piv_puk(rng: random.Random) -> str:
    """A YubiKey PIV PIN or PUK as a site sets it: eight digits."""
    return _pick(rng, string.digits, 8)


def _ndes_challenge(rng: random.Random) -> str:
    """A Microsoft NDES (SCEP) one-time challenge password (mscep_admin): 16 upper-case hex."""
    return _pick(rng, "0123456789ABCDEF", 16)


def _es_service_token(rng: random.Random) -> str:
    """An Elasticsearch service account token (`elasticsearch-service-tokens create
    elastic/kibana NAME`): base64 of a 4-byte header and "elastic/kibana/NAME:secret"."""
    body = f"elastic/kibana/pratincole-kb:{_pick(rng, _B64URL, 22)}".encode()
    return _b64(b"\x00\x01\x00\x01" + body).rstrip("=")


def _anthropic_admin_key(rng: random.Random) -> str:
    """An Anthropic Admin API key (Console, Admin keys): "sk-ant-admin01-", 93 characters, "AA"."""
    return "sk-ant-admin01-" + _pick(rng, _B64URL, 93) + "AA"


def _openai_svcacct_key(rng: random.Random) -> str:
    """An OpenAI service account key: "sk-svcacct-", then as project keys around "T3BlbkFJ"."""
    return f"sk-svcacct-{_pick(rng, _B64URL, 40)}T3BlbkFJ{_pick(rng, _B64URL, 40)}"


def _cryosparc_license(rng: random.Random) -> str:
    """A cryoSPARC licence id (CRYOSPARC_LICENSE_ID in config.sh): a version-4 UUID."""
    return str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def _ecmwf_key(rng: random.Random) -> str:
    """An ECMWF Web API key (~/.ecmwfapirc "key"): 32 hex digits."""
    return _pick(rng, _HEX, 32)


# Stilt's shapes (the forty-third holdout corpus)


def _akismet_key(rng: random.Random) -> str:
    """An Akismet API key (WPCOM_API_KEY, akismet.com account page): 12 lower-case hex digits."""
    return _pick(rng, _HEX, 12)


def _comanage_api_key(rng: random.Random) -> str:
    """A COmanage Registry API user's generated key: four groups of four lower-case letters and
    digits joined by hyphens."""
    return "-".join(_pick(rng, string.ascii_lowercase + string.digits, 4) for _ in range(4))


def _shib_persistent_salt(rng: random.Random) -> str:
    """A Shibboleth IdP idp.persistentId.salt (`openssl rand -base64 36`): 48 base64 characters."""
    return _b64(rng.randbytes(36))


# Woodcock's shapes (the forty-fourth holdout corpus)


def _rocketchat_webhook(rng: random.Random) -> str:
    """A Rocket.Chat incoming webhook's path after /hooks/: the integration's 17-character
    Meteor id, "/", and its 48-character token (Meteor's Random.id alphabet)."""
    meteor = "23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz"
    return f"{_pick(rng, meteor, 17)}/{_pick(rng, meteor, 48)}"


def _pagerduty_rest_key(rng: random.Random) -> str:
    """A PagerDuty REST API key (Integrations, API Access Keys): 20 characters of letters,
    digits, "_", "-" and "+"."""
    return _pick(rng, _ALNUM + "_-+", 20)


def _newrelic_insert_key(rng: random.Random) -> str:
    """A New Relic Insights insert key (X-Insert-Key): "NRII-" and 32 URL-safe characters."""
    return "NRII-" + _pick(rng, _B64URL, 32)


def _arista_type7(rng: random.Random) -> str:
    """An Arista EOS "password 7" (a BGP neighbour's or a user's, shown encrypted with a known
    key): base64 of 16 bytes."""
    return _b64(rng.randbytes(16))


# Jacana's shapes (the forty-fifth holdout corpus)


def _harbor_jacana_auth(rng: random.Random) -> str:
    """A docker config.json "auth" for a Harbor robot account: base64 of
    "robot$project+name:secret", the secret 32 letters and digits."""
    return _b64(f"robot$jacana+ci-push:{_pick(rng, _ALNUM, 32)}".encode())


# Hornbill's shapes (the forty-sixth holdout corpus)


def _reddit_refresh_token(rng: random.Random) -> str:
    """A Reddit OAuth2 refresh token (a permanent grant for a script or installed app): the
    account's numeric id, "-" and 30 URL-safe characters."""
    return f"{rng.randrange(10**7, 10**11)}-" + _pick(rng, _B64URL, 30)


def _twilio_auth_token(rng: random.Random) -> str:
    """A Twilio account's Auth Token (the secret beside its "AC" Account SID): 32 hex digits."""
    return _pick(rng, _HEX, 32)


def _neo4j_auth(rng: random.Random) -> str:
    """The Neo4j Docker image's NEO4J_AUTH: "neo4j/" and the initial password."""
    return "neo4j/" + _pick(rng, _ALNUM + "-_.", 20)


def _galera_sst_auth(rng: random.Random) -> str:
    """MariaDB Galera's wsrep_sst_auth: "user:password" for the state snapshot transfer."""
    return "sst_mariabackup:" + _pick(rng, _ALNUM + "-_.", 22)


# Bittern's shapes (the forty-seventh holdout corpus)


def _oauth2_proxy_cookie(rng: random.Random) -> str:
    """An oauth2-proxy session cookie, as Kubeflow's gateway sets it: the encrypted session in
    URL-safe base64, the time it was issued and its HMAC signature, joined by "|"."""
    issued = 1795900000 + rng.randrange(86400)
    return f"{_b64url(rng.randbytes(186))}|{issued}|{_b64url(rng.randbytes(32))}"


def _nasdaq_data_link_key(rng: random.Random) -> str:
    """A Nasdaq Data Link (Quandl) API key: 20 letters, digits, "_" and "-", starting with a
    letter or digit."""
    return rng.choice(_ALNUM) + _pick(rng, _ALNUM + "_-", 19)


def _alibaba_access_key_id(rng: random.Random) -> str:
    """An Alibaba Cloud AccessKey ID: "LTAI5t" and 18 letters and digits."""
    return "LTAI5t" + _pick(rng, _ALNUM, 18)


# Shrike's shapes (the forty-eighth holdout corpus)


def _ibm_quantum_api_key(rng: random.Random) -> str:
    """An IBM Quantum Platform API key (an IBM Cloud API key, IQP_API_TOKEN): 44 characters of
    letters, digits, "_" and "-"."""
    return _pick(rng, _B64URL, 44)


def _chargebee_live_key(rng: random.Random) -> str:
    """A Chargebee full-access API key of a live site: "live_" and letters and digits."""
    return "live_" + _pick(rng, _ALNUM, 34)


def _qbo_refresh_token(rng: random.Random) -> str:
    """A QuickBooks Online (Intuit OAuth 2.0) refresh token: "AB11", the issue time's digits and
    letters and digits."""
    return "AB11" + str(1795900000 + rng.randrange(86400)) + _pick(rng, _ALNUM, 36)


def _xero_client_secret(rng: random.Random) -> str:
    """A Xero app's client secret (developer portal, custom connection): 48 URL-safe
    characters."""
    return _pick(rng, _B64URL, 48)


def _opta_outlet_key(rng: random.Random) -> str:
    """A Stats Perform (Opta) SDAPI outlet authentication key: 25 lower-case letters and
    digits."""
    return _pick(rng, string.ascii_lowercase + string.digits, 25)


def _wyscout_basic(rng: random.Random) -> str:
    """A Wyscout API HTTP Basic credential as its Authorization header carries it: base64 of
    "username:password" of the API account."""
    return _b64(f"shrike-analytics-api:{_pick(rng, _ALNUM, 32)}".encode())


def _familysearch_token(rng: random.Random) -> str:
    """A FamilySearch API OAuth 2.0 access token (a session id, Bearer): "p0-" and URL-safe
    characters."""
    return "p0-" + _pick(rng, _B64URL, 27) + "." + _pick(rng, _B64URL, 13)


def _step_ott(rng: random.Random) -> str:
    """A step-ca one-time token (`step ca token`): an ES256 JWT with the provisioner's key id,
    the sign URL as audience and the certificate's subject."""
    header = {"alg": "ES256", "kid": _pick(rng, _B64URL, 43), "typ": "JWT"}
    claims = {
        "aud": "https://ca.shrike.example.ac.uk/1.0/sign",
        "exp": 1795900300 + rng.randrange(86400),
        "iat": 1795900000,
        "iss": "sbrennan@shrike.example.ac.uk",
        "jti": _pick(rng, _HEX, 64),
        "nbf": 1795900000,
        "sans": ["ood.shrike.example.ac.uk"],
        "sha": _pick(rng, _HEX, 64),
        "sub": "ood.shrike.example.ac.uk",
    }
    parts = (json.dumps(header).encode(), json.dumps(claims).encode(), rng.randbytes(64))
    return ".".join(_b64url(p) for p in parts)


def _yubihsm_pin(rng: random.Random) -> str:
    """A YubiHSM 2 PKCS#11 PIN: the authentication key's id as four hex digits, then its
    password."""
    return "0004" + _pick(rng, _ALNUM, 24)


def _grid_userkey(rng: random.Random) -> str:
    """A Grid user key (~/.globus/userkey.pem) as openssl writes a passphrase-protected legacy RSA
    key: the Proc-Type and DEK-Info headers, a blank line, then the encrypted body."""
    iv = _pick(rng, "0123456789ABCDEF", 16)
    head = [
        "-----BEGIN RSA PRIVATE KEY-----",
        "Proc-Type: 4,ENCRYPTED",
        f"DEK-Info: DES-EDE3-CBC,{iv}",
        "",
    ]
    return "\n".join([*head, *_pem_body(rng, 1190, 64), "-----END RSA PRIVATE KEY-----"])


def _eos_sss_keytab(rng: random.Random) -> str:
    """An EOS/XRootD sss keytab entry (xrdsssadmin): the key number, user, group, name, id,
    creation time, expiry, flags, then "k:" and the key in hex."""
    key_id = str(rng.randrange(10**18, 10**19))
    created = str(1735000000 + rng.randrange(10**7))
    entry = f"0 u:daemon g:daemon n:eos-nightjar N:{key_id} c:{created} e:0 f:0"
    return entry + " k:" + _pick(rng, _HEX, 64)


def _here_api_key(rng: random.Random) -> str:
    """A HERE platform REST API key (Access Manager, app credentials): 43 URL-safe characters."""
    return _pick(rng, _B64URL, 43)


def _tomtom_api_key(rng: random.Random) -> str:
    """A TomTom developer API key (MyTomTom, API & SDK Keys): 32 letters and digits."""
    return _pick(rng, _ALNUM, 32)


def _opsgenie_api_key(rng: random.Random) -> str:
    """An Opsgenie API key (API integration or API Key Management), sent as "GenieKey": a UUID."""
    return str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def _eumetsat_consumer_secret(rng: random.Random) -> str:
    """A EUMETSAT Data Store consumer secret (api.eumetsat.int/api-key): 28 letters, digits
    and underscores, as `eumdac set-credentials KEY SECRET` stores it."""
    return _pick(rng, _ALNUM + "_", 28)


def _flywheel_api_key(rng: random.Random) -> str:
    """A Flywheel API key as the profile page shows it: the site's host, a colon, the key."""
    return "flywheel.wagtail.example.jp:" + _pick(rng, _ALNUM, 30)


def _wildlife_insights_token(rng: random.Random) -> str:
    """A Wildlife Insights bearer token (its GraphQL API's login): an RS256 JWT."""
    iat = 1795800000 + rng.randrange(86400)
    claims = {
        "iss": "https://api.wildlifeinsights.org",
        "sub": str(rng.randrange(10**5, 10**6)),
        "email": "anjoroge@wagtail.example.jp",
        "iat": iat,
        "exp": iat + 86400,
    }
    return _rs256_jwt(rng, claims)


def _rabbitmq_erlang_cookie(rng: random.Random) -> str:
    """An Erlang cookie as RabbitMQ generates it: 20 upper-case letters."""
    return _pick(rng, string.ascii_uppercase, 20)


def _pve_api_token(rng: random.Random) -> str:
    """A Proxmox VE API token as its Authorization header carries it: USER@REALM!TOKENID, an
    equals sign and the token secret, a UUID."""
    return "svc-dipper@pve!automation=" + str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def _youtube_sid_cookie(rng: random.Random) -> str:
    """A signed-in YouTube session cookie's value (`__Secure-3PSID` in a Netscape cookies.txt
    exported for yt-dlp): "g.a000" and URL-safe base64."""
    return "g.a000" + _pick(rng, _B64URL, 142) + "0076"


def _xdmod_api_token(rng: random.Random) -> str:
    """An Open XDMoD API token as the portal shows it once: the user's numeric id, a dot and 64
    hex digits."""
    return f"{rng.randrange(10, 999)}.{_pick(rng, _HEX, 64)}"


def _prolific_token(rng: random.Random) -> str:
    """A Prolific researcher API token, sent as `Authorization: Token TOKEN`: a long run of
    URL-safe characters as the API Tokens page copies it."""
    return _pick(rng, _B64URL, 86) + "=="


# Kingfisher's shapes (the fifty-second holdout corpus)


def _genius_token(rng: random.Random) -> str:
    """A Genius API client access token (genius.com/api-clients, "Generate Access Token"): 64
    URL-safe base64 characters."""
    return _pick(rng, _B64URL, 64)


def _okta_client_secret(rng: random.Random) -> str:
    """An Okta OIDC application's client secret (Admin Console, General, Client Credentials):
    64 characters of letters, digits, "-" and "_"."""
    return _pick(rng, _B64URL, 64)


def _redcap_token(rng: random.Random) -> str:
    """A REDCap API token (a project's API page, per user and project): 32 upper-case hex
    digits."""
    return _pick(rng, "0123456789ABCDEF", 32)


def _refinitiv_app_key(rng: random.Random) -> str:
    """An LSEG (Refinitiv) Data Platform application key (App Key Generator): 40 hex digits."""
    return _pick(rng, _HEX, 40)


def _cdd_vault_token(rng: random.Random) -> str:
    """A CDD Vault API token (Settings, User, API Keys), sent as the X-CDD-Token header; CDD
    documents no format, so base64 text of 48 random bytes."""
    return _b64(rng.randbytes(48))


def _pma_blowfish_secret(rng: random.Random) -> str:
    """phpMyAdmin's $cfg['blowfish_secret']: 32 printable characters (32 bytes since 5.2), no
    quote, backslash or dollar sign."""
    return _pick(rng, _ALNUM + "!#%&()*+,-./:;<=>?@[]^_{|}~", 32)


def _usgs_m2m_token(rng: random.Random) -> str:
    """A USGS M2M application token (EarthExplorer profile, "Application Tokens"), sent with the
    user name to `login-token`: 64 letters, digits and the symbols the page mixes in."""
    return _pick(rng, _ALNUM, 20) + _pick(rng, _ALNUM + "@!_", 44)


def _surveymonkey_token(rng: random.Random) -> str:
    """A SurveyMonkey private app's access token (My Apps, Settings), sent as a bearer token:
    letters, digits, hyphens and dots."""
    return "-".join(_pick(rng, _ALNUM, n) for n in (22, 18, 24)) + "." + _pick(rng, _ALNUM, 12)


def _starccm_podkey(rng: random.Random) -> str:
    """A Simcenter STAR-CCM+ Power-on-Demand licence key (`-podkey`): 22 letters, digits and
    URL-safe symbols."""
    return _pick(rng, _ALNUM, 4) + _pick(rng, _B64URL, 18)


# Wryneck's shapes (the fifty-fifth holdout corpus)


def _cytobank_token(rng: random.Random) -> str:
    """A Cytobank API authentication token (Account Settings, "Generate API token", or the
    authenticate endpoint): a JWT naming the user, valid 8 hours by default."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {"user_id": rng.randrange(1000, 99999), "exp": iat + 28800, "iat": iat}
    return _hs256_jwt(rng, {"typ": "JWT", "alg": "HS256"}, claims)


def _atproto_refresh_jwt(rng: random.Random) -> str:
    """An AT Protocol session's refreshJwt as com.atproto.server.createSession returns it (and
    atproto clients save it): HS256, "refresh+jwt", scope com.atproto.refresh, a did:plc subject."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {
        "scope": "com.atproto.refresh",
        "sub": "did:plc:" + _pick(rng, "abcdefghijklmnopqrstuvwxyz234567", 24),
        "aud": "did:web:bsky.social",
        "jti": _b64url(rng.randbytes(32)),
        "iat": iat,
        "exp": iat + 7776000,
    }
    return _hs256_jwt(rng, {"typ": "refresh+jwt", "alg": "HS256"}, claims)


def _cvmfs_gateway_secret(rng: random.Random) -> str:
    """The secret of a CernVM-FS gateway key (/etc/cvmfs/keys/REPO.gw, "plain_text ID SECRET"),
    as `cvmfs_server mkfs` writes it: 32 hex digits."""
    return _pick(rng, _HEX, 32)


# Firecrest's shapes (the fifty-sixth holdout corpus)


def _ib_mkey(rng: random.Random) -> str:
    """An InfiniBand management key (OpenSM's `m_key`, `sm_key`): a 64-bit value written as "0x"
    and 16 hex digits; whoever knows it can reconfigure the fabric's ports."""
    return "0x" + _pick(rng, _HEX, 16)


def _fortios_enc(rng: random.Random) -> str:
    """A FortiOS `set psksecret ENC ...` or `set password ENC ...` value as `show` prints it:
    "ENC " and base64 of the salt and the reversibly encrypted secret."""
    return "ENC " + _b64(rng.randbytes(rng.choice((48, 60, 72))))


def _django_secret_xml(rng: random.Random) -> str:
    """A Django SECRET_KEY as get_random_secret_key makes it (50 characters), as it can stand
    in an XML attribute unescaped (OMERO.web's `omero.web.secret_key` in config.xml): Django's
    alphabet without the ampersand."""
    return _pick(rng, string.ascii_lowercase + string.digits + "!@#$%^*(-_=+)", 50)


def _datadog_api_key(rng: random.Random) -> str:
    """A Datadog API key (Organization Settings, API Keys; DD_API_KEY): 32 hex digits."""
    return _pick(rng, _HEX, 32)


# Redstart's shapes (the fifty-seventh holdout corpus)


def _lambda_redstart_key(rng: random.Random) -> str:
    """A Lambda Cloud API key as its dashboard shows it: "secret_", the key's name, 32 hex digits,
    a dot and 32 letters and digits (Redstart's burst key)."""
    return "secret_redstart-burst_" + _pick(rng, _HEX, 32) + "." + _pick(rng, _ALNUM, 32)


def _frameio_token(rng: random.Random) -> str:
    """A Frame.io developer token (Developer site, Tokens): "fio-u-" and 64 URL-safe characters."""
    return "fio-u-" + _pick(rng, _B64URL, 64)


def _commvault_qsdk_token(rng: random.Random) -> str:
    """The session token Commvault's REST API returns from POST /Login, sent after "QSDK " in the
    Authtoken header: a long run of lower-case hex digits."""
    return _pick(rng, _HEX, 288)


def _traefik_acme_key(rng: random.Random) -> str:
    """The ACME account key Traefik keeps in acme.json (`PrivateKey`): the DER of a 4096-bit RSA
    key in base64, which starts MIIJ."""
    return "MIIJKQIBAAKCAgEA" + _b64(rng.randbytes(2316))


# Stonechat's shapes (the fifty-eighth holdout corpus)


def _sss_obfuscated(rng: random.Random) -> str:
    """An SSSD `ldap_default_authtok` written by sss_obfuscate (sssd.conf with
    `ldap_default_authtok_type = obfuscated_password`): base64 of the method (0, AES-256) and
    the ciphertext's size as two little-endian 16-bit numbers, the 32-byte key, the 16-byte IV,
    the ciphertext and the sentinel bytes 0, 1, 2, 3. The key travels with it, so anyone can
    reverse it (the man page says as much)."""
    size = rng.choice((16, 32))
    body = b"\x00\x00" + size.to_bytes(2, "little") + rng.randbytes(32 + 16 + size)
    return _b64(body + b"\x00\x01\x02\x03")


def _stonechat_scontrol_token(rng: random.Random) -> str:
    """`scontrol token username=svc-xdmod lifespan=...` on Stonechat: an HS256 JWT with the user
    name in "sun", as slurm.schedmd.com/jwt.html documents it."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {"exp": iat + 86400 * 30, "iat": iat, "sun": "svc-xdmod"}
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


# Linnet's shapes (the fifty-ninth holdout corpus)


def _sarao_archive_token(rng: random.Random) -> str:
    """A SARAO (MeerKAT) archive token as the archive's web interface issues it for katdal's
    `token` argument (or `?token=` on an RDB URL): a JWT signed ES256 (a 64-byte signature) whose
    claims name the issuer, the data prefixes it may read and its expiry."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {
        "iss": "kat-archive.kat.ac.za",
        "aud": "archive-gw-1.kat.ac.za",
        "iat": iat,
        "exp": iat + 31536000,
        "prefix": [str(rng.randrange(1_600_000_000, 1_750_000_000))],
        "scopes": ["read"],
    }
    return _hs256_jwt(rng, {"alg": "ES256", "typ": "JWT"}, claims, signature_bytes=64)


def _roundcube_des_key(rng: random.Random) -> str:
    """Roundcube's $config['des_key'] (config.inc.php), with which it encrypts the IMAP password
    it keeps in the session: exactly 24 characters, as config/defaults.inc.php asks."""
    return _pick(rng, _ALNUM + "!#%*+-_.=", 24)


def _harbor_linnet_auth(rng: random.Random) -> str:
    """A docker config.json "auth" for a Harbor 2 project robot account: base64 of
    "robot$project+name:secret", the secret 32 letters and digits (Linnet's CI robot)."""
    return _b64(f"robot$linnet+ci:{_pick(rng, _ALNUM, 32)}".encode())


def _et_pro_code(rng: random.Random) -> str:
    """A Proofpoint Emerging Threats Pro rule subscription code (`suricata-update enable-source
    et/pro secret-code=...`, the `<oinkcode>` of the download URL): 16 hex digits."""
    return _pick(rng, _HEX, 16)


# Bunting's shapes (the sixtieth holdout corpus)


def _bunting_rucio_token(rng: random.Random) -> str:
    """A Rucio auth token as the client caches it (auth_token_for_account_*, the
    X-Rucio-Auth-Token header): the account, the identity, the application id, then 32 hex
    digits, joined by "-" (Bunting's userpass login)."""
    return f"egauthier-egauthier-unknown-{_pick(rng, _HEX, 32)}"


def _stm_api_key(rng: random.Random) -> str:
    """A key from the STM (Montreal transit) developer portal, sent in the apiKey header of its
    GTFS-realtime feeds: the CA API Gateway's "l7xx" and 32 hex digits."""
    return "l7xx" + _pick(rng, _HEX, 32)


def _mobdb_refresh_token(rng: random.Random) -> str:
    """A Mobility Database API refresh token (Account details page), long-lived and exchanged at
    /v1/tokens for an hour's access token: a Firebase Auth refresh token, "AMf-vB" and
    URL-safe text."""
    return "AMf-vB" + _pick(rng, _B64URL, 260)


# Siskin's shapes (the sixty-first holdout corpus)


def _maven_encrypted(rng: random.Random) -> str:
    """A password as `mvn --encrypt-password` or `mvn --encrypt-master-password` prints it for
    settings.xml and settings-security.xml (Maven's "Password Encryption" guide): base64 of the
    salted, AES-encrypted password between braces. The master password is encrypted with the
    published key "settings.security", so both files together decrypt every server password."""
    return "{" + _b64(rng.randbytes(rng.choice((32, 48)))) + "}"


def _nexus_npm_token(rng: random.Random) -> str:
    """The bearer token Sonatype Nexus Repository's npm Bearer Token Realm issues on `npm login`
    against a hosted or group npm repository, written to .npmrc as `_authToken`: "NpmToken." and
    a UUID."""
    return "NpmToken." + str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def _google_app_password(rng: random.Random) -> str:
    """A Google Account app password (myaccount.google.com/apppasswords), for SMTP with an
    account that has 2-Step Verification: sixteen lower-case letters, shown in four groups of
    four."""
    return " ".join(_pick(rng, string.ascii_lowercase, 4) for _ in range(4))


def _siskin_quay_auth(rng: random.Random) -> str:
    """A docker config.json "auth" for a Quay robot account (Quay's "Robot Accounts" page,
    `docker login -u="org+robot" -p="TOKEN"`): base64 of "org+robot:token", the token 64
    upper-case letters and digits (Siskin's Apptainer CI robot)."""
    return _b64(f"siskin+apptainer_ci:{_pick(rng, _UPPER_DIGITS, 64)}".encode())


def _aspera_node_basic(rng: random.Random) -> str:
    """The Basic credential of an IBM Aspera HSTS Node API access key (`Authorization: Basic`
    with the access key id and its secret, as the Node API documentation has it): base64 of
    "access_key_id:secret"."""
    return _b64(f"{_pick(rng, _B64URL, 44)}:{_pick(rng, _ALNUM, 32)}".encode())


def _siskin_nexus_pull(rng: random.Random) -> str:
    """A Kubernetes `kubernetes.io/dockerconfigjson` Secret's `.dockerconfigjson` value: base64
    of the docker config.json, here for Siskin's Nexus docker connector (user, password and
    their base64 "auth")."""
    password = _pick(rng, _ALNUM, 20)
    auth = _b64(f"ci-deploy:{password}".encode())
    entry = {"username": "ci-deploy", "password": password, "auth": auth}
    return _b64(json.dumps({"auths": {"nexus.siskin.example.fi:8443": entry}}).encode())


# Brambling's shapes (the sixty-second holdout corpus)


def _jetty_obf(rng: random.Random) -> str:
    """A password obfuscated by Jetty's Password tool (`java -jar rundeck.war --encryptpwd Jetty`,
    org.eclipse.jetty.util.security.Password), as Rundeck's realm.properties takes it: "OBF:"
    and four base-36 digits for each character, computed from the character and its mirror in
    the password. The scheme is published and reversible (Jetty's docs say it only guards
    against casual viewing), so the value is the password."""
    password = _pick(rng, _ALNUM + "!%*-_.+=", rng.randrange(12, 17))
    digits = string.digits + string.ascii_lowercase
    out = []
    for i, char in enumerate(password):
        b1, b2 = ord(char), ord(password[-(i + 1)])
        value = (127 + b1 + b2) * 256 + (127 + b1 - b2)
        chunk = ""
        while value:
            value, rest = divmod(value, 36)
            chunk = digits[rest] + chunk
        out.append(chunk.rjust(4, "0")[-4:])
    return "OBF:" + "".join(out)


def _brambling_sentry_org_token(rng: random.Random) -> str:
    """A Sentry organization auth token (Settings, Auth Tokens; `[auth] token` in .sentryclirc):
    "sntrys_", unpadded base64 of its JSON claims (issue time, the self-hosted URL and region
    URL, the organization's slug), "_" and 43 URL-safe characters of secret (Brambling's
    self-hosted Sentry)."""
    claims = {
        "iat": 1795900000 + rng.randrange(86400),
        "url": "https://sentry.brambling.example.cl",
        "region_url": "https://sentry.brambling.example.cl",
        "org": "brambling",
    }
    body = _b64(json.dumps(claims, separators=(",", ":")).encode()).rstrip("=")
    return f"sntrys_{body}_{_pick(rng, _B64URL, 43)}"


# Twite's shapes (the sixty-third holdout corpus)


def _nextstrain_cognito_claims(rng: random.Random, token_use: str) -> dict[str, object]:
    """The claims of the Cognito tokens nextstrain.org issues: an ID token names the app client
    in "aud" and the user in "cognito:username", an access token in "client_id" and "username"."""
    iat = 1796000000 + rng.randrange(86400)
    claims: dict[str, object] = {
        "sub": _uuid(rng),
        "cognito:groups": ["twite-rsv"],
        "iss": "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Cg5rrsZAk",
        "token_use": token_use,
        "auth_time": iat,
        "iat": iat,
        "exp": iat + 3600,
        "jti": _uuid(rng),
    }
    if token_use == "id":
        claims.update({"aud": "2vi2jisb5kvgfq81ufrpo1n6aq", "cognito:username": "wkamau"})
    else:
        claims.update({"client_id": "2vi2jisb5kvgfq81ufrpo1n6aq", "username": "wkamau"})
    return claims


def _nextstrain_id_token(rng: random.Random) -> str:
    """The ID token `nextstrain login` keeps in ~/.nextstrain/secrets (`id_token` in the [authn]
    section) and sends as its bearer token to nextstrain.org: a JWT that Amazon Cognito signs
    RS256, with "token_use": "id" and the user's cognito:username (docs.nextstrain.org, the
    CLI's login and authorization commands)."""
    return _rs256_jwt(rng, _nextstrain_cognito_claims(rng, "id"))


def _nextstrain_access_token(rng: random.Random) -> str:
    """The Cognito access token `nextstrain login` keeps beside its ID token (`access_token`):
    an RS256 JWT with "token_use": "access" and the app client's id."""
    return _rs256_jwt(rng, _nextstrain_cognito_claims(rng, "access"))


def _pathoplexus_token(rng: random.Random) -> str:
    """A Pathoplexus (Loculus) access token from its Keycloak's password grant
    (authentication.pathoplexus.org, realm "loculus", client "backend-client"), sent as
    "Authorization: Bearer" to the backend's submit endpoints: an RS256 JWT of typ "Bearer"."""
    iat = 1796000000 + rng.randrange(86400)
    claims = {
        "exp": iat + 36000,
        "iat": iat,
        "jti": _uuid(rng),
        "iss": "https://authentication.pathoplexus.org/realms/loculus",
        "aud": "account",
        "sub": _uuid(rng),
        "typ": "Bearer",
        "azp": "backend-client",
        "scope": "openid profile email",
        "preferred_username": "wkamau",
    }
    return _rs256_jwt(rng, claims)


def _pbs_api_token(rng: random.Random) -> str:
    """A Proxmox Backup Server API token as its Authorization header carries it
    ("PBSAPIToken=USER@REALM!TOKENNAME:SECRET", pbs.proxmox.com, User Management, API Tokens):
    the token's id, a colon and the secret, a UUID (Twite's sync token)."""
    return "obrekke@pbs!twite-sync:" + str(uuid.UUID(bytes=rng.randbytes(16), version=4))


# Redpoll's shapes (the sixty-fourth holdout corpus)


def _redpoll_bbg_credential(rng: random.Random) -> str:
    """A Bloomberg Data License credential file (ps-credential.txt, downloaded from the Data
    License console) as one line of JSON: the client id (32 hex digits, an id), the client
    secret (64 hex digits, the key with which the client signs its own JWT for
    api.bloomberg.com/eap), the credential's name, scopes and dates in milliseconds."""
    created = 1767225600000 + rng.randrange(86400) * 1000
    credential = {
        "client_id": _pick(rng, _HEX, 32),
        "client_secret": _pick(rng, _HEX, 64),
        "name": "redpoll-jse-liquidity",
        "scopes": ["eap", "beapData", "reportingapi"],
        "expiration_date": created + 31536000000,
        "created_date": created,
    }
    return json.dumps(credential, separators=(",", ":"))


def _factset_jwk(rng: random.Random) -> str:
    """The private JWK of a FactSet confidential client (app-config.json's "jwk", used by
    fds.sdk.utils' ConfidentialClient to sign its client assertion): an RS256 RSA key of 2048
    bits with its private members d, p, q, dp, dq and qi, as one line of JSON."""
    key = {"kty": "RSA", "use": "sig", "alg": "RS256", "kid": _pick(rng, _HEX, 32)}
    key["d"] = _b64url(rng.randbytes(256))
    key["n"] = _b64url(b"\xc1" + rng.randbytes(255))
    key["e"] = "AQAB"
    for member in ("p", "q", "dp", "dq", "qi"):
        key[member] = _b64url(rng.randbytes(128))
    return json.dumps(key, separators=(",", ":"))


def _hathitrust_access_key(rng: random.Random) -> str:
    """A HathiTrust Data API access key (the OAuth 1 consumer key of a keyset from
    babel.hathitrust.org/cgi/kgs): 10 hex digits, as the keyset example in rOpenSci's
    hathi_data.r shows one."""
    return _pick(rng, _HEX, 10)


def _hathitrust_secret_key(rng: random.Random) -> str:
    """A HathiTrust Data API secret key (the OAuth 1 consumer secret of the same keyset): 28 hex
    digits, as in the same example."""
    return _pick(rng, _HEX, 28)


def _hydroserver_api_key(rng: random.Random) -> str:
    """A HydroServer API key (hydroserverpy's `HydroServer(host=..., apikey=...)`): "hs_", the
    prefix its documentation shows, and 43 URL-safe characters (its length is not documented)."""
    return "hs_" + _pick(rng, _B64URL, 43)


def _clickatell_api_key(rng: random.Random) -> str:
    """A Clickatell One (Platform) API key, sent as the Authorization header of its SMS API.
    Clickatell publishes no format; keys copied from its portal are 22 URL-safe characters and
    "==", so that is what this makes."""
    return _pick(rng, _B64URL, 22) + "=="


# Crossbill's shapes (the sixty-fifth holdout corpus)


def _ibm_cos_access_key_id(rng: random.Random) -> str:
    """The access key id of an IBM Cloud Object Storage HMAC credential (a service credential's
    cos_hmac_keys.access_key_id, cloud.ibm.com/docs/cloud-object-storage, "Using HMAC
    credentials"), issued with its secret: 32 hex digits."""
    return _pick(rng, _HEX, 32)


def _ibm_cos_hmac_secret(rng: random.Random) -> str:
    """The secret of the same IBM Cloud Object Storage HMAC credential
    (cos_hmac_keys.secret_access_key), which S3 tools and Storage Scale's mmafmcoskeys take
    beside the access key id: 48 hex digits."""
    return _pick(rng, _HEX, 48)


def _netbox_token_pepper(rng: random.Random) -> str:
    """A pepper of NetBox's API_TOKEN_PEPPERS (NetBox 4.5,
    docs/configuration/required-parameters.md), with which the server hashes v2 API tokens: "at
    least 50 characters", a random string as Django's get_random_secret_key() makes one."""
    return _pick(rng, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50)


def _statsbomb_basic(rng: random.Random) -> str:
    """The HTTP Basic credential of a StatsBomb API customer as an Authorization header carries
    it (statsbombpy sends its creds {"user": ..., "passwd": ...} so, pypi.org/project/statsbombpy):
    base64 of the login e-mail address, ":" and the password."""
    return _b64(f"piotr.nowicki@crossbill.example.pl:{_pick(rng, _PASSWORD, 16)}".encode())


# Hawfinch's shapes (the sixty-sixth holdout corpus)


def _datagokr_service_key(rng: random.Random) -> str:
    """A data.go.kr (Korea's public data portal) service key in its decoded form, as My Page
    shows it under "Decoding": base64 text of 64 bytes, 88 characters ending "==". The portal
    publishes no format; this is the shape of the keys it issues."""
    return _b64(rng.randbytes(64))


def _datagokr_service_key_encoded(rng: random.Random) -> str:
    """The same data.go.kr service key in its "Encoding" form, the one pasted after
    `serviceKey=` in request URLs: the base64 text percent-encoded ("+" as %2B, "/" as %2F,
    "=" as %3D)."""
    return urllib.parse.quote(_datagokr_service_key(rng), safe="")


def _deere_access_token(rng: random.Random) -> str:
    """A John Deere Operations Center access token: an RS256 JWT from Deere's Okta
    authorization server (signin.johndeere.com/oauth2/aus78tnlaysMraFhC1t7, the issuer of
    Deere's OAuth 2 examples), with Okta's "ver", "jti", "cid" and "scp" claims and the
    ag/eq/files/offline_access scopes, valid 12 hours."""
    iat = 1796300000 + rng.randrange(86400)
    claims = {
        "ver": 1,
        "jti": "AT." + _pick(rng, _B64URL, 43),
        "iss": "https://signin.johndeere.com/oauth2/aus78tnlaysMraFhC1t7",
        "aud": "com.deere.isg.axiom",
        "iat": iat,
        "exp": iat + 43200,
        "cid": "0oa9x2kq7eTbR4mPZ5d7",
        "uid": "00u" + _pick(rng, _ALNUM, 17),
        "scp": ["ag1", "ag2", "ag3", "eq1", "files", "offline_access"],
        "sub": "aokafor@hawfinch.example.kr",
    }
    return _rs256_jwt(rng, claims)


def _hawfinch_refresh_token(rng: random.Random, issuer: str, azp: str) -> str:
    """A Keycloak refresh token (typ "Refresh"): an HS512 JWT signed with the realm's HMAC
    key, naming the realm as issuer and audience and the client it was issued to."""
    iat = 1796400000 + rng.randrange(86400)
    claims = {
        "exp": iat + 1800,
        "iat": iat,
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "iss": issuer,
        "aud": issuer,
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "typ": "Refresh",
        "azp": azp,
        "sid": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "scope": "openid profile email",
    }
    header = {"alg": "HS512", "typ": "JWT", "kid": str(uuid.UUID(bytes=rng.randbytes(16)))}
    return _hs256_jwt(rng, header, claims, 64)


def _cdse_refresh_token(rng: random.Random) -> str:
    """An openEO refresh token from the Copernicus Data Space Ecosystem's Keycloak (realm CDSE,
    client cdse-public), as openeo's refresh token store keeps it."""
    return _hawfinch_refresh_token(
        rng, "https://identity.dataspace.copernicus.eu/auth/realms/CDSE", "cdse-public"
    )


def _hawfinch_kcadm_refresh_token(rng: random.Random) -> str:
    """The refresh token `kcadm.sh config credentials` keeps in ~/.keycloak/kcadm.config (master
    realm, client admin-cli)."""
    issuer = "https://sso.hawfinch.example.kr/realms/master"
    return _hawfinch_refresh_token(rng, issuer, "admin-cli")


def _hawfinch_kcadm_access_token(rng: random.Random) -> str:
    """The access token beside it in kcadm.config: an RS256 JWT of typ "Bearer" for admin-cli."""
    iat = 1796400000 + rng.randrange(86400)
    claims = {
        "exp": iat + 60,
        "iat": iat,
        "jti": "onrtro:" + str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "iss": "https://sso.hawfinch.example.kr/realms/master",
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "typ": "Bearer",
        "azp": "admin-cli",
        "preferred_username": "admin",
    }
    return _rs256_jwt(rng, claims)


def _borg_paper_key(rng: random.Random) -> str:
    """`borg key export --paper`: "BORG PAPER KEY v1", an id line (the number of lines, the
    repository id's first 18 hex digits and a checksum of the key, in groups of six), then the
    key blob 18 bytes a line in hex, each line numbered and ended by a 2-byte SHA-256 check, as
    borg's documentation of `key export` and its paper format describe."""

    def grouped(text: str) -> str:
        return " ".join(text[i : i + 6] for i in range(0, len(text), 6))

    def check(data: bytes, n: int) -> str:
        return hashlib.sha256(data).hexdigest()[: 2 * n]

    blob = rng.randbytes(450)
    count = (len(blob) + 17) // 18
    repo = _pick(rng, _HEX, 18)
    whole = check(blob, 12)
    head = check(f"{count}/{repo}/{whole}".encode(), 2)
    lines = ["BORG PAPER KEY v1", f"id: {count} / {grouped(repo)} / {grouped(whole)} - {head}"]
    for idx in range(1, count + 1):
        part = blob[(idx - 1) * 18 : idx * 18]
        lines.append(f"{idx:2d}: {grouped(part.hex())} - {check(idx.to_bytes(2, 'big') + part, 2)}")
    return "\n".join(lines)


def _oncall_integration_token(rng: random.Random) -> str:
    """The token in a Grafana OnCall integration URL (/integrations/v1/alertmanager/TOKEN/),
    the URL's only authentication: letters and digits (23 in the OnCall API reference's
    example link "mReAoNwDm0eMwKo1mTeTwYo"; the UI's are 25)."""
    return _pick(rng, _ALNUM, 25)


# Chaffinch's shapes (the sixty-seventh holdout corpus)


def _chaffinch_here_access_key_secret(rng: random.Random) -> str:
    """A HERE platform OAuth access key secret (`here.access.key.secret` in the
    credentials.properties file the platform portal downloads, with which a client signs its
    OAuth 1 request to the token endpoint): 86 URL-safe characters."""
    return _pick(rng, _B64URL, 86)


def _chaffinch_ebrains_token(rng: random.Random) -> str:
    """An EBRAINS access token (the Keycloak of iam.ebrains.eu, realm "hbp", sent as
    "Authorization: Bearer" to the Knowledge Graph and data-proxy APIs): an RS256 JWT."""
    iat = 1796100000 + rng.randrange(86400)
    claims = {
        "exp": iat + 604800,
        "iat": iat,
        "jti": _uuid(rng),
        "iss": "https://iam.ebrains.eu/auth/realms/hbp",
        "sub": _uuid(rng),
        "typ": "Bearer",
        "azp": "kg",
        "scope": "openid profile email team group",
        "preferred_username": "btavares",
    }
    return _rs256_jwt(rng, claims)


def _chaffinch_ibm_iam_token(rng: random.Random) -> str:
    """An IBM Cloud IAM access token (POST iam.cloud.ibm.com/identity/token with the
    urn:ibm:params:oauth:grant-type:apikey grant, as IBM Quantum's REST guide shows), the
    bearer token of IBM Quantum's REST API for an hour: an RS256 JWT."""
    iat = 1796100000 + rng.randrange(86400)
    claims = {
        "iam_id": "IBMid-" + _pick(rng, _UPPER_DIGITS, 10),
        "id": "IBMid-" + _pick(rng, _UPPER_DIGITS, 10),
        "realmid": "IBMid",
        "identifier": _pick(rng, _UPPER_DIGITS, 10),
        "sub": "sllorente@chaffinch.example.es",
        "sub_type": "Person",
        "account": {"valid": True, "bss": _pick(rng, _HEX, 32)},
        "iat": iat,
        "exp": iat + 3600,
        "iss": "https://iam.cloud.ibm.com/identity",
        "grant_type": "urn:ibm:params:oauth:grant-type:apikey",
        "scope": "ibm openid",
        "client_id": "default",
    }
    return _rs256_jwt(rng, claims)


def _chaffinch_asf_urs_cookie(rng: random.Random) -> str:
    """The `asf-urs` cookie that ASF's Earthdata Login callback sets and the HyP3 API accepts
    instead of a bearer token (hyp3-docs, "Authentication"): an RS256 JWT naming the EDL user,
    valid for days."""
    iat = 1796100000 + rng.randrange(86400)
    claims = {
        "first_name": "Itziar",
        "last_name": "Goikoetxea",
        "urs-user-id": "igoikoetxea",
        "urs-access-token": _pick(rng, _B64URL, 40),
        "urs-groups": [],
        "iat": iat,
        "exp": iat + 604800,
    }
    return _rs256_jwt(rng, claims)


def _chaffinch_ibm_cos_hmac_secret(rng: random.Random) -> str:
    """The secret half of an IBM Cloud Object Storage HMAC credential (a service credential
    created with {"HMAC": true}, `cos_hmac_keys.secret_access_key`), used as an S3 secret key:
    48 hex digits; its `access_key_id` is 32."""
    return _pick(rng, _HEX, 48)


def _chaffinch_wazuh_import_key(rng: random.Random) -> str:
    """The key `manage_agents -e ID` prints on the manager for `manage_agents -i KEY` on the
    agent (Wazuh's "Agent enrollment", manager-side manual enrollment): base64 of the agent's
    client.keys line, "ID NAME ADDRESS KEY", the key 64 hex digits."""
    line = f"005 viz02 any {_pick(rng, _HEX, 64)}"
    return _b64(line.encode())


# Goldcrest's shapes (the sixty-eighth holdout corpus)


def _goldcrest_sbg_registry_auth(rng: random.Random) -> str:
    """A Docker `auths` entry for images.sbgenomics.com, Seven Bridges' image registry, whose
    password is the user's authentication token (32 hex digits, from the Developer Dashboard):
    base64 of "hraj:TOKEN", as `docker login` writes it into config.json."""
    return _b64(("hraj:" + _pick(rng, _HEX, 32)).encode())


def _headscale_preauth_key(rng: random.Random) -> str:
    """A headscale pre-auth key as `headscale preauthkeys create` prints it since 0.28
    (juanfont/headscale#2853, its release notes: "hskey-auth-{prefix}-{secret}"): "hskey-auth-",
    a 12-character URL-safe prefix, "-" and the secret (64 URL-safe characters here; the notes
    give the form, not the secret's length)."""
    return f"hskey-auth-{_pick(rng, _B64URL, 12)}-{_pick(rng, _B64URL, 64)}"


def _headscale_api_key(rng: random.Random) -> str:
    """A headscale API key as `headscale apikeys create` prints it for the remote CLI
    (HEADSCALE_CLI_API_KEY, headscale.net/ref/remote-cli): a short prefix that `apikeys list`
    shows, ".", and the secret. headscale documents no length; this makes 7 and 32 URL-safe
    characters."""
    return f"{_pick(rng, _B64URL, 7)}.{_pick(rng, _B64URL, 32)}"


def _tailscale_privkey_file(rng: random.Random) -> str:
    """A headscale noise or DERP server private key file (noise.private_key_path,
    derp.server.private_key_path): Tailscale's key text form, "privkey:" and the 32-byte
    Curve25519 key in hex."""
    return "privkey:" + _pick(rng, _HEX, 64)


def _keytab_b64(rng: random.Random) -> str:
    """A keytab file in base64: version 0x0502, then its first entry's length as four bytes
    (MIT krb5's keytab format: an entry's length is small, so its first two bytes are zero;
    the file's base64 opens `BQIAA`), then the entry's bytes."""
    data = bytearray(b"\x05\x02" + rng.randbytes(118))
    data[2:4] = b"\x00\x00"
    return _b64(bytes(data))


# Bullfinch's shapes (the sixty-ninth holdout corpus)


def _bullfinch_atlas_token(rng: random.Random) -> str:
    """A WLCG bearer token from the ATLAS INDIGO IAM (WLCG Common JWT Profiles, and the WLCG
    Bearer Token Discovery note for where clients find it: BEARER_TOKEN, BEARER_TOKEN_FILE,
    $XDG_RUNTIME_DIR/bt_u$UID): an RS256 JWT with "wlcg.ver", storage scopes and a WLCG
    audience."""
    iat = 1796200000 + rng.randrange(86400)
    claims = {
        "wlcg.ver": "1.0",
        "sub": _uuid(rng),
        "aud": "https://wlcg.cern.ch/jwt/v1/any",
        "iss": "https://atlas-auth.cern.ch/",
        "scope": "storage.read:/ storage.create:/atlaslocalgroupdisk/rucio/user/jpereira",
        "iat": iat,
        "nbf": iat,
        "exp": iat + 14400,
        "jti": _uuid(rng),
        "client_id": _uuid(rng),
    }
    return _rs256_jwt(rng, claims)


def _bullfinch_rucio_token(rng: random.Random) -> str:
    """A Rucio auth token as the client caches it after a userpass login (the
    X-Rucio-Auth-Token header, /tmp/USER/.rucio_ACCOUNT/auth_token_for_account_ACCOUNT): the
    account, the identity, the application id ("unknown" for the CLI), then 32 hex digits,
    joined by "-"."""
    return f"jpereira-jpereira-unknown-{_pick(rng, _HEX, 32)}"


def _bullfinch_cern_sso_token(rng: random.Random) -> str:
    """An access token from CERN's Keycloak (auth.cern.ch, realm cern) as `auth-get-sso-token`
    prints it for an application's client id: an RS256 JWT."""
    iat = 1796210000 + rng.randrange(86400)
    claims = {
        "exp": iat + 1200,
        "iat": iat,
        "jti": _uuid(rng),
        "iss": "https://auth.cern.ch/auth/realms/cern",
        "aud": "atlas-dimuon-ntuple-portal",
        "sub": "jpereira",
        "typ": "Bearer",
        "azp": "atlas-dimuon-ntuple-portal",
        "cern_upn": "jpereira",
        "cern_person_id": rng.randrange(700000, 900000),
    }
    return _rs256_jwt(rng, claims)


def _bullfinch_keycloak_refresh_token(rng: random.Random) -> str:
    """The refresh token kcadm.sh keeps in ~/.keycloak/kcadm.config after `kcadm.sh config
    credentials` (Keycloak Server Administration Guide, Admin CLI): an HS512 JWT of typ
    "Refresh" issued to admin-cli in the master realm."""
    iat = 1796300000 + rng.randrange(86400)
    claims = {
        "exp": iat + 1800,
        "iat": iat,
        "jti": _uuid(rng),
        "iss": "https://sso.bullfinch.example.pt/realms/master",
        "aud": "https://sso.bullfinch.example.pt/realms/master",
        "sub": _uuid(rng),
        "typ": "Refresh",
        "azp": "admin-cli",
        "sid": _uuid(rng),
        "scope": "profile email",
    }
    return _hs256_jwt(rng, {"alg": "HS512", "typ": "JWT", "kid": _uuid(rng)}, claims, 64)


def _bullfinch_lofar_macaroon(rng: random.Random) -> str:
    """A dCache macaroon for the LOFAR LTA at SURF (the share links the LTA sends for staged
    data, `get-macaroon --url … --duration PT48H`): libmacaroons v1 packets, base64 with its
    URL-safe alphabet, caveats naming the path, the activities and the expiry."""

    def packet(key: str, value: bytes) -> bytes:
        body = key.encode() + b" " + value + b"\n"
        return f"{len(body) + 4:04x}".encode() + body

    caveats = (
        b"id:39152;31112,30001;lofops",
        b"before:2026-12-03T09:15:00.000Z",
        b"root:/pnfs/grid.sara.nl/data/lofar/ops/projects/lt10_010",
        b"activity:DOWNLOAD,LIST",
    )
    data = packet("location", b"Optional.empty") + packet(
        "identifier", _pick(rng, _ALNUM, 22).encode()
    )
    data += b"".join(packet("cid", caveat) for caveat in caveats)
    return _b64url(data + packet("signature", rng.randbytes(32)))


def _bullfinch_ionq_key(rng: random.Random) -> str:
    """An IonQ Quantum Cloud API key (cloud.ionq.com/settings/keys, sent as `Authorization:
    apiKey KEY`, IONQ_API_KEY): IonQ documents no shape; this makes 32 letters and digits."""
    return _pick(rng, _ALNUM, 32)


def _bullfinch_tsm_password(rng: random.Random) -> str:
    """An IBM Storage Protect node or administrator password as an operator sets it (`register
    node`, `dsmadmc -password=`): up to 63 characters of letters, digits and the documented
    punctuation; this makes 14 without shell metacharacters."""
    return _pick(rng, _ALNUM + "._-+=", 14)


def _bullfinch_slurm_exporter_token(rng: random.Random) -> str:
    """`scontrol token username=prometheus lifespan=7776000` for the Prometheus Slurm exporter
    (slurm.schedmd.com/jwt.html): an HS256 JWT with the user name in "sun"."""
    iat = 1796000000 + rng.randrange(86400)
    claims = {"exp": iat + 7776000, "iat": iat, "sun": "prometheus"}
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


# Greenfinch's shapes (the seventieth holdout corpus)


def _greenfinch_earthdata_token(rng: random.Random) -> str:
    """An Earthdata Login user token ("Generate Token" on urs.earthdata.nasa.gov, which HyP3,
    asf_search and earthaccess take as a bearer token): an RS256 JWT of type "User" naming the
    EDL user, valid for 60 days."""
    iat = 1796400000 + rng.randrange(86400)
    claims = {
        "type": "User",
        "uid": "gadalsteinsdottir",
        "exp": iat + 5184000,
        "iat": iat,
        "iss": "https://urs.earthdata.nasa.gov",
        "identity_provider": "edl_ops",
        "acr": "edl",
        "assurance_level": 3,
    }
    return _rs256_jwt(rng, claims)


def _greenfinch_sentinelhub_token(rng: random.Random) -> str:
    """A Sentinel Hub access token from the client-credentials grant at
    services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token (docs.sentinel-hub.com,
    "Authentication": "Tokens are JSON Web Tokens", the lifetime in the exp claim): an RS256 JWT
    from Keycloak, valid for an hour."""
    iat = 1796500000 + rng.randrange(86400)
    claims = {
        "exp": iat + 3600,
        "iat": iat,
        "jti": _uuid(rng),
        "iss": "https://services.sentinel-hub.com/auth/realms/main",
        "sub": _uuid(rng),
        "typ": "Bearer",
        "azp": _uuid(rng),
        "scope": "email profile",
        "clientHost": "130.208.81.17",
        "account": _uuid(rng),
    }
    return _rs256_jwt(rng, claims)


# The punctuation the Sentinel Hub Dashboard mixes into the OAuth client secrets it shows once
# (no quotes, backslashes or spaces, so the value sits in TOML, YAML and shell strings).
_SH_SECRET = _ALNUM + "!#$%&()*+,-.:;<=>?@[]^_{|}~"


def _greenfinch_sentinelhub_secret(rng: random.Random) -> str:
    """A Sentinel Hub OAuth client secret as the Dashboard shows it once ("User settings", "OAuth
    clients", "Create"): the documentation gives no shape; the secrets are letters, digits and
    punctuation, 40 of them here."""
    return _pick(rng, _SH_SECRET, 40)


def _greenfinch_x_access_token(rng: random.Random) -> str:
    """An X (Twitter) OAuth 1.0a user access token as the developer portal's "Keys and tokens"
    page generates it and rsudp's Tweeter takes it ("access_token" beside "access_secret"): the
    account's numeric id, "-", and 40 letters and digits."""
    return f"{rng.randrange(10**17, 2 * 10**18)}-{_pick(rng, _ALNUM, 40)}"


def _greenfinch_nextcloud_app_password(rng: random.Random) -> str:
    """A Nextcloud app password as Personal settings, Security, "Create new app password" shows it
    once: five groups of five letters and digits joined by "-"."""
    return "-".join(_pick(rng, _ALNUM, 5) for _ in range(5))


def _greenfinch_nextcloud_login_token(rng: random.Random) -> str:
    """A Nextcloud app password as Login Flow v2 hands it to a client (appPassword; developer
    manual, "Login Flow") and `occ user:add-app-password` prints it: 72 letters and digits."""
    return _pick(rng, _ALNUM, 72)


def _greenfinch_django_secret_key(rng: random.Random) -> str:
    """Seahub's SECRET_KEY (seahub_settings.py), written as Django's get_random_secret_key()
    writes one: 50 characters from lower-case letters, digits and "!@#$%^&*(-_=+)"."""
    return _pick(rng, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50)


def _greenfinch_plantnet_key(rng: random.Random) -> str:
    """A Pl@ntNet identification API key (my.plantnet.org, "My account", "API key"), passed as
    `api-key=` on my-api.plantnet.org/v2/identify: "2b10" and 22 letters and digits."""
    return "2b10" + _pick(rng, _ALNUM, 22)


def _greenfinch_postsrsd_secret(rng: random.Random) -> str:
    """PostSRSd's secret (/etc/postsrsd.secret), made as its README says, `dd if=/dev/urandom
    bs=18 count=1 | base64`: 24 base64 characters with which it signs rewritten senders."""
    return _b64(rng.randbytes(18))


# Serin's shapes (the seventy-first holdout corpus)


def _serin_harbor_auth(rng: random.Random) -> str:
    """A Docker `auths` entry for a Harbor project robot account (goharbor.io, "Create Project
    Robot Accounts"): the login is the robot's full name, the instance's prefix "robot$", the
    project, "+" and the robot's name, and the password its secret (32 letters and digits as
    Harbor generates it); base64 of "NAME:SECRET", as `docker login` writes it."""
    return _b64(("robot$serin-plataforma+ci-builder:" + _pick(rng, _ALNUM, 32)).encode())


def _rancher_access_key(rng: random.Random) -> str:
    """A Rancher API key's access key (ranchermanager.docs.rancher.com, "API Keys": "the token's
    username"): "token-" and five lower-case letters and digits."""
    return "token-" + _pick(rng, string.ascii_lowercase + string.digits, 5)


def _rancher_secret_key(rng: random.Random) -> str:
    """A Rancher API key's secret key ("the token's password"): 54 lower-case letters and
    digits, the part after ":" in its bearer token."""
    return _pick(rng, string.ascii_lowercase + string.digits, 54)


def _rancher_kubeconfig_token(rng: random.Random) -> str:
    """The token of a kubeconfig Rancher generates for a user ("Download KubeConfig"): the
    token's name, "kubeconfig-u-" and ten lower-case letters and digits, ":" and its 54-character
    secret, as the kubeconfig's `users[].user.token` holds it."""
    lower = string.ascii_lowercase + string.digits
    return f"kubeconfig-u-{_pick(rng, lower, 10)}:{_pick(rng, lower, 54)}"


def _redcap_super_token(rng: random.Random) -> str:
    """A REDCap super API token (Control Center, "API Tokens"; the API documentation's
    "Create project" method takes it): 64 upper-case hex digits, twice a project token's length."""
    return _pick(rng, "0123456789ABCDEF", 64)


def _rke2_node_token(rng: random.Random) -> str:
    """An RKE2 (K3s) server token in its secure form, as /var/lib/rancher/rke2/server/token holds
    it (docs.rke2.io/security/token): "K10", the SHA-256 of the cluster CA in hex, "::", and the
    credentials, "server:" and the password (32 hex digits here; the docs give no length)."""
    return f"K10{_pick(rng, _HEX, 64)}::server:{_pick(rng, _HEX, 32)}"


# Pipit's shapes (the seventy-second holdout corpus)


def _pipit_mapbox_secret(rng: random.Random) -> str:
    """A Mapbox secret token as the account page creates it (docs.mapbox.com, "Access tokens"):
    "sk.", base64url JSON naming the user ("u") and the token ("a"), ".", and a signature."""
    payload = {"u": "kpichler", "a": _pick(rng, string.ascii_lowercase + string.digits, 25)}
    encoded = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"sk.{encoded}.{_pick(rng, _B64URL, 22)}"


def _truenas_api_key(rng: random.Random) -> str:
    """A TrueNAS API key as the web UI and `midclt call api_key.create` show it once
    (truenas.com/docs, "Managing API Keys"): the key's numeric id, "-", and 64 letters and
    digits."""
    return f"{rng.randrange(1, 40)}-{_pick(rng, _ALNUM, 64)}"


def _slurm_jwt_key_b64(rng: random.Random) -> str:
    """Slurm's auth/jwt signing key (slurm.schedmd.com/jwt.html: `dd if=/dev/random
    of=jwt_hs256.key bs=32 count=1`) as a configuration repository keeps it: base64 of the 32
    bytes."""
    return _b64(rng.randbytes(32))


def _pipit_scontrol_token(rng: random.Random) -> str:
    """`scontrol token lifespan=86400` run by hbauer for slurmrestd (slurm.schedmd.com/jwt.html):
    HS256, the user name in "sun"."""
    iat = 1796200000 + rng.randrange(86400)
    claims = {"exp": iat + 86400, "iat": iat, "sun": "hbauer"}
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _pipit_mlflow_basic(rng: random.Random) -> str:
    """An HTTP Basic credential for MLflow's basic-auth app (mlflow.org/docs, "Authentication
    with Username and Password"): base64 of "fgruber:PASSWORD", as a proxy header holds it."""
    return _b64(("fgruber:" + _pick(rng, _PASSWORD, 16)).encode())


# Whinchat's shapes (the seventy-third holdout corpus)


def _whinchat_mp_api_key(rng: random.Random) -> str:
    """A Materials Project API key (next-gen.materialsproject.org, Dashboard, "API Key"; read by
    mp-api's `MPRester()` from MP_API_KEY or pymatgen's PMG_MAPI_KEY in ~/.config/.pmgrc.yaml):
    32 letters and digits."""
    return _pick(rng, _ALNUM, 32)


def _whinchat_mast_token(rng: random.Random) -> str:
    """A MAST API token (auth.mast.stsci.edu/token; astroquery's `Observations.login(token=…)`
    or MAST_API_TOKEN): 32 hex digits."""
    return _pick(rng, _HEX, 32)


def _whinchat_kobo_token(rng: random.Random) -> str:
    """A KoboToolbox API token (Account Settings, Security, "API Key"; sent as `Authorization:
    Token …`, support.kobotoolbox.org/api.html): a Django REST framework token, 40 hex digits."""
    return _pick(rng, _HEX, 40)


def _whinchat_ads_token(rng: random.Random) -> str:
    """A NASA ADS API token (ui.adsabs.harvard.edu, Account, API Token; ~/.ads/dev_key or
    ADS_DEV_KEY): 40 letters and digits."""
    return _pick(rng, _ALNUM, 40)


def _whinchat_datalab_token(rng: random.Random) -> str:
    """An Astro Data Lab login token as `datalab login` keeps it in ~/.datalab/id_token.USER
    (github.com/astro-datalab/datalab, authClient): the user, the uid and gid, then the
    session's MD5-crypt hash, joined by dots (Orla Breathnach's)."""
    uid = rng.randrange(1000, 9999)
    return f"obreathnach.{uid}.{uid}.$1${_pick(rng, _CRYPT, 8)}${_pick(rng, _CRYPT, 22)}"


def _whinchat_pbs_token(rng: random.Random) -> str:
    """A Proxmox Backup Server API token as PBS_REPOSITORY's user and PBS_PASSWORD carry it
    together in an Authorization header (pbs.proxmox.com, User Management, API Tokens:
    "PBSAPIToken=USER@REALM!TOKENNAME:SECRET"): the token's id, a colon, the secret (a UUID)."""
    return "svc-backup@pbs!nightly-hosts:" + str(uuid.UUID(bytes=rng.randbytes(16), version=4))


def _whinchat_pbs_key_data(rng: random.Random) -> str:
    """The "data" of a Proxmox Backup client encryption key file made with `proxmox-backup-client
    key create --kdf none` (pbs.proxmox.com, Backup Client Usage, Encryption): the 32-byte AES
    key itself in base64, no passphrase over it."""
    return _b64(rng.randbytes(32))


def _whinchat_icinga_ticket(rng: random.Random) -> str:
    """An Icinga 2 client ticket (`icinga2 pki ticket --cn NODE` on the master; the agent's
    `node setup --ticket`): an HMAC-SHA1 of the node's name under the TicketSalt, 40 hex digits,
    with which the master signs the node's certificate request."""
    return _pick(rng, _HEX, 40)


def _whinchat_checkmk_secret(rng: random.Random) -> str:
    """A Checkmk automation secret for a machine account (Setup, Users, "Automation secret for
    machine accounts", kept in ~/var/check_mk/web/USER/automation.secret): the generator's
    random letters and digits; Checkmk documents no length."""
    return _pick(rng, _ALNUM, 38)


def _whinchat_keycloak_client_secret(rng: random.Random) -> str:
    """A Keycloak confidential client's secret as the Credentials tab generates it ("Client
    Authenticator: Client Id and Secret", Regenerate): 32 letters and digits."""
    return _pick(rng, _ALNUM, 32)


# Dunnock's shapes (the seventy-fourth holdout corpus)


def _dunnock_pve_api_token(rng: random.Random) -> str:
    """A Proxmox VE API token as the bpg/proxmox Terraform provider's `api_token` takes it and
    the `Authorization: PVEAPIToken=` header carries it (pve.proxmox.com, pveum(1), "API
    Tokens"): USER@REALM!TOKENID, "=", and the token's secret, a UUID shown once."""
    return f"wtane@pve!terraform={uuid.UUID(bytes=rng.randbytes(16), version=4)}"


def _dunnock_pve_ticket(rng: random.Random) -> str:
    """A Proxmox VE authentication ticket (`/access/ticket`, the PVEAuthCookie; pveum(1)):
    "PVE:", the user, the issue time in hex, "::" and the base64 of the RSA signature."""
    return f"PVE:wtane@pve:{_pick(rng, '0123456789ABCDEF', 8)}::{_b64(rng.randbytes(256))}"


def _dunnock_foxglove_device_token(rng: random.Random) -> str:
    """A Foxglove device token, the agent's FOXGLOVE_DEVICE_TOKEN (docs.foxglove.dev, "Agent"):
    "fox_dt_" and an opaque run of letters and digits, shown once when the token is created."""
    return "fox_dt_" + _pick(rng, _ALNUM, 32)


# Yellowhammer's shapes (the seventy-fifth holdout corpus)

_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _yellowhammer_storj_access_grant(rng: random.Random) -> str:
    """A serialized Storj access grant, as `uplink access import NAME ACCESS` and `uplink share`
    print it (storj.dev, "access import": "18fglgkoitmfvkogmoitr...."; storj.io/uplink, "Access
    Grants"): the base58 of a structure holding the satellite address, the API key and the
    encryption key, a long run opening with "1"."""
    return "1" + _pick(rng, _BASE58, 299)


def _yellowhammer_storj_api_key(rng: random.Random) -> str:
    """A Storj project API key (a macaroon) as the satellite's console shows it and
    `requestAccessWithPassphrase(satellite, apiKey, passphrase)` takes it (github.com/storj/
    uplink-android, README: `serializedApiKey = "13Yqft7v..."`): base58 opening with "1"."""
    return "13Yq" + _pick(rng, _BASE58, 100)


def _yellowhammer_hypothesis_token(rng: random.Random) -> str:
    """A Hypothesis developer token (h.readthedocs.io, "Authorization": a personal API token
    generated on the account's developer page and sent as `Authorization: Bearer`; the older
    API page's example is `6879-31d62c13b0099456de5379de90f90395`): "6879-" and a URL-safe
    run, 43 characters as tokens are issued now."""
    return "6879-" + _pick(rng, _B64URL, 43)


def _yellowhammer_osc_passx(rng: random.Random) -> str:
    """An osc `passx` entry of ~/.config/osc/oscrc, written by its "Obfuscated Config file
    credentials manager" (github.com/marcus-h/python-keyring-keyutils, README_osc.md, lists the
    managers osc offers; osc's credentials.py): the password compressed with bz2 and
    base64-encoded, so it only looks obscured; anyone decodes it."""
    return _b64(bz2.compress(_pick(rng, _PASSWORD, 16).encode()))


def _yellowhammer_agrirouter_certificate(rng: random.Random) -> str:
    """The `authentication.certificate` of an agrirouter onboarding response (DKE-Data,
    agrirouter-sdk-python, `onboarding/response.py` and `messaging/certification.py`; type
    "PEM"): an encrypted PKCS#8 private key followed by the endpoint's certificate, with its
    newlines escaped as the JSON carries them; the response's `secret` is the key's passphrase."""
    key = _pem(rng, "ENCRYPTED PRIVATE KEY", 1240, 64, "\\n")
    cert = _pem(rng, "CERTIFICATE", 1100, 64, "\\n")
    return key + "\\n" + cert + "\\n"


def _yellowhammer_leaf_token(rng: random.Random) -> str:
    """A Leaf Agriculture token (docs.withleaf.io, "Authentication": POST /api/authenticate
    returns `{"id_token": "eyJhbGciOi..."}`, good for 30 days with rememberMe): a JWT signed
    HS512 whose claims carry the API owner's e-mail and authorities."""
    header = {"alg": "HS512"}
    claims = {
        "sub": "mgagnon@yellowhammer.example.ca",
        "auth": "ROLE_USER",
        "exp": 1797000000 + rng.randrange(86400 * 30),
    }
    parts = (json.dumps(header).encode(), json.dumps(claims).encode(), rng.randbytes(64))
    return ".".join(_b64url(p) for p in parts)


# Chiffchaff's shapes (the seventy-sixth holdout corpus)


def _chiffchaff_iam_client_secret(rng: random.Random) -> str:
    """An INDIGO IAM client's secret as the IAM dashboard and `oidc-gen` show it (INDIGO IAM is
    MITREid Connect underneath, whose ClientDetailsEntity makes the secret from 64 random bytes,
    URL-safe base64 without padding): 86 characters."""
    return _b64url(rng.randbytes(64))


def _chiffchaff_iam_refresh_token(rng: random.Random) -> str:
    """An INDIGO IAM refresh token as `oidc-gen -p ACCOUNT` prints it from oidc-agent's account
    configuration (indigo-iam.github.io, "Refresh tokens"; MITREid issues them as unsigned JWTs):
    header {"alg":"none"}, claims with "exp" and "jti", and an empty signature after the dot."""
    claims = {
        "exp": 1811400000 + rng.randrange(86400),
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
    }
    header = _b64url(json.dumps({"alg": "none"}, separators=(",", ":")).encode())
    return f"{header}.{_b64url(json.dumps(claims, separators=(',', ':')).encode())}."


def _chiffchaff_atlas_token(rng: random.Random) -> str:
    """A WLCG bearer token from the ATLAS IAM (atlas-auth.cern.ch), as `oidc-token` returns it and
    BEARER_TOKEN or the bt_u$UID file carries it (WLCG Common JWT Profiles, WLCG Bearer Token
    Discovery): RS256, "wlcg.ver" 1.0, storage scopes, a few hours' life."""
    iat = 1795800000 + rng.randrange(86400)
    claims = {
        "wlcg.ver": "1.0",
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "aud": "https://wlcg.cern.ch/jwt/v1/any",
        "iss": "https://atlas-auth.cern.ch/",
        "scope": "storage.read:/ storage.modify:/atlasscratchdisk/rucio/user/tnkosi",
        "iat": iat,
        "exp": iat + 14400,
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "client_id": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
    }
    return _rs256_jwt(rng, claims)


def _chiffchaff_pgp_private_key(rng: random.Random) -> str:
    """An OpenPGP secret key in ASCII armour as `spack gpg export --secret` writes it for a build
    cache's signing key (spack.readthedocs.io, "Mirrors (mirrors.yaml)" and `spack gpg`; RFC 4880,
    section 6.2): the armour header, a blank line, base64 lines of 64, the "=" CRC line and the
    armour tail."""
    body = _pem_body(rng, 1800, 64)
    crc = _b64(rng.randbytes(3))
    lines = ["-----BEGIN PGP PRIVATE KEY BLOCK-----", "", *body, "=" + crc]
    return "\n".join([*lines, "-----END PGP PRIVATE KEY BLOCK-----"])


def _chiffchaff_keyring_github(rng: random.Random) -> str:
    """A GitHub token as keyrings.alt's PlaintextKeyring keeps it in keyring_pass.cfg, where
    EasyBuild's `--install-github-token` put it (docs.easybuild.io, "Integration with GitHub";
    keyrings.alt stores each password base64-encoded): base64 of "ghp_" and 36 letters and
    digits."""
    return _b64(("ghp_" + _pick(rng, _ALNUM, 36)).encode())


def _chiffchaff_webex_bot_token(rng: random.Random) -> str:
    """A Webex bot's access token as developer.webex.com shows it once when the bot is created and
    Alertmanager's `webex_configs` sends it as a bearer credential: 64 base64 characters, "_",
    the four-character cluster ("PF84"), "_" and the organisation's UUID."""
    head = _b64(
        (str(uuid.UUID(bytes=rng.randbytes(16), version=4)) + _pick(rng, _HEX, 12)).encode()
    )
    return f"{head}_PF84_{uuid.UUID(bytes=rng.randbytes(16), version=4)}"


def _chiffchaff_finnhub_key(rng: random.Random) -> str:
    """A Finnhub API key (finnhub.io/docs/api, "Authentication": `token=` or the X-Finnhub-Token
    header), and its webhook secret (X-Finnhub-Secret): 20 small letters and digits."""
    return _pick(rng, string.ascii_lowercase + string.digits, 20)


def _chiffchaff_te_key(rng: random.Random) -> str:
    """A Trading Economics API key as `te.login()` and the `c=` parameter take it
    (docs.tradingeconomics.com, "Authentication": the key and its secret joined by a colon, as in
    the documented `guest:guest`)."""
    alphabet = string.ascii_lowercase + string.digits
    return f"{_pick(rng, alphabet, 15)}:{_pick(rng, alphabet, 15)}"


def _chiffchaff_epicollect_token(rng: random.Random) -> str:
    """An Epicollect5 access token from the client-credentials grant (developers.epicollect.net,
    "Authentication": POST /api/oauth/token, "expires_in": 7200): an RS256 JWT."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {
        "aud": "4127",
        "jti": _pick(rng, _HEX, 80),
        "iat": iat,
        "nbf": iat,
        "exp": iat + 7200,
        "sub": "",
        "scopes": [],
    }
    return _rs256_jwt(rng, claims)


def _chiffchaff_harbor_robot_auth(rng: random.Random) -> str:
    """A registry login in ~/.docker/config.json for a Harbor robot account (goharbor.io, "Create
    Project Robot Accounts": the name "robot$PROJECT+NAME" and a 32-character secret shown once):
    base64 of "robot$hepsoft+ci:SECRET", as `docker login` writes it."""
    return _b64(("robot$hepsoft+ci:" + _pick(rng, _ALNUM, 32)).encode())


# Blackcap's shapes (the seventy-seventh holdout corpus)


def _blackcap_typo3_encryption_key(rng: random.Random) -> str:
    """TYPO3's `$GLOBALS['TYPO3_CONF_VARS']['SYS']['encryptionKey']` as the installer writes it
    into settings.php (docs.typo3.org, "Configuration Options", SYS encryptionKey; the Install
    Tool's generated key): 96 hex digits."""
    return _pick(rng, _HEX, 96)


def _blackcap_strapi_secret(rng: random.Random) -> str:
    """A Strapi secret or salt as create-strapi-app writes it into .env (docs.strapi.io,
    "Environment variables" and the sample .env; `crypto.randomBytes(16).toString('base64')`):
    ADMIN_JWT_SECRET, API_TOKEN_SALT, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY."""
    return _b64(rng.randbytes(16))


def _blackcap_strapi_app_keys(rng: random.Random) -> str:
    """Strapi's APP_KEYS (docs.strapi.io, "Environment variables": the session middleware's
    keys): four secrets of 16 random bytes in base64, joined by commas, as create-strapi-app
    writes them."""
    return ",".join(_b64(rng.randbytes(16)) for _ in range(4))


def _blackcap_transifex_token(rng: random.Random) -> str:
    """A Transifex API token (developers.transifex.com, "Authentication": a bearer token made
    under User settings, API token; the documented form "1/" and 40 hex digits), as the
    `tx` client keeps it in ~/.transifexrc and `Authorization: Bearer` sends it."""
    return "1/" + _pick(rng, _HEX, 40)


def _blackcap_lakefs_key_id(rng: random.Random) -> str:
    """A lakeFS access key id (docs.lakefs.io, "lakectl" and "Authentication": the keys lakeFS
    makes are S3-style, "AKIAJ" and fifteen upper-case letters and digits, as the quickstart's
    `AKIAJVHTOKZWGCD2QQYQ`), kept with its secret in ~/.lakectl.yaml."""
    return "AKIAJ" + _pick(rng, _UPPER_DIGITS, 15)


def _blackcap_yandex_api_key(rng: random.Random) -> str:
    """A Yandex Cloud service account's API key for SpeechKit (yandex.cloud/docs/speechkit,
    "Authentication with the SpeechKit API": `Authorization: Api-Key <key>`; the keys Yandex
    Cloud issues begin "AQVN"): "AQVN" and 36 URL-safe characters."""
    return "AQVN" + _pick(rng, _B64URL, 36)


def _blackcap_joomla_api_token(rng: random.Random) -> str:
    """A Joomla Web Services API token (docs.joomla.org, "J4.x:Joomla Core APIs" and the API
    Authentication - Token plugin: sent as `X-Joomla-Token`; the token is base64 of
    "sha256:USER_ID:HMAC", the HMAC 64 hex digits keyed with the site's secret)."""
    user_id = rng.randrange(40, 999)
    return _b64(f"sha256:{user_id}:{_pick(rng, _HEX, 64)}".encode())


# Wheatear's shapes (the seventy-eighth holdout corpus)


def _wheatear_brainlife_jwt(rng: random.Random) -> str:
    """The brainlife.io token `bl login` keeps in ~/.config/brainlife.io/.jwt (brainlife.io/docs,
    "CLI": the login returns a JWT the CLI stores and sends as a bearer token): an RS256 JWT
    from the brainlife.io auth service with the user's profile and scopes."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {
        "iss": "https://brainlife.io/auth",
        "scopes": {"brainlife": ["user"], "amaretti": ["user"]},
        "sub": str(1800 + rng.randrange(9000)),
        "gids": [1, rng.randrange(100, 999)],
        "profile": {"username": "comurchu", "fullname": "Ciarán Ó Murchú"},
        "iat": iat,
        "exp": iat + 30 * 86400,
    }
    return _rs256_jwt(rng, claims)


def _wheatear_webodm_jwt(rng: random.Random) -> str:
    """A WebODM API token as POST /api/token-auth/ returns it (docs.webodm.org, "Authentication":
    sent as `Authorization: JWT <token>`, valid six hours; djangorestframework-jwt's claims
    user_id, username, exp and email): an HS256 JWT."""
    exp = 1795900000 + rng.randrange(86400)
    claims = {"user_id": 3 + rng.randrange(40), "username": "nbreathnach", "exp": exp, "email": ""}
    return _hs256_jwt(rng, {"typ": "JWT", "alg": "HS256"}, claims)


def _wheatear_kanidm_api_token(rng: random.Random) -> str:
    """A Kanidm service account's API token as `kanidm service-account api-token generate`
    prints it once (kanidm.github.io/kanidm, "Service Accounts", "API Tokens"): a compact JWS
    signed ES256 by the server, its claims the token id, the account's UUID, expiry and purpose."""
    header = {"alg": "ES256", "typ": "JWT", "kid": _pick(rng, _HEX, 40)}
    claims = {
        "account_id": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "token_id": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "label": "svc",
        "expiry": [2027, 152, 0, 0, 0, 0, 0, 0, 0],
        "issued_at": [2026, 320, 10, 4, 11, 0, 0, 0, 0],
        "purpose": "readonly",
    }
    return _hs256_jwt(rng, header, claims, signature_bytes=64)


def _wheatear_conjur_api_key(rng: random.Random) -> str:
    """A CyberArk Conjur API key for a host or user, as `conjur host rotate-api-key` prints it
    and /etc/conjur.identity keeps it as the netrc `password` (docs.cyberark.com, Conjur OSS,
    "API keys"; the Conjur API's generated keys): 50 to 56 small letters and digits, base32
    alphabet without the letters it leaves out."""
    return _pick(rng, "0123456789abcdefghjkmnpqrstvwxyz", 53 + rng.randrange(3))


def _wheatear_lambda_key(rng: random.Random) -> str:
    """A Lambda Cloud API key as the dashboard shows it once (docs.lambda.ai, "Cloud API":
    basic auth with the key as user, SkyPilot's ~/.lambda_cloud/lambda_keys `api_key = `):
    "secret_", the key's name, "_", 32 hex digits, "." and 32 letters and digits."""
    return f"secret_wheatear-burst_{_pick(rng, _HEX, 32)}.{_pick(rng, _ALNUM, 32)}"


def _wheatear_op_service_account_token(rng: random.Random) -> str:
    """A 1Password service account token (developer.1password.com, "Service accounts":
    OP_SERVICE_ACCOUNT_TOKEN, shown once): "ops_" and URL-safe base64 of a JSON document with
    the sign-in address, the account's secret key and the SRP and key material it unlocks."""
    doc = {
        "signInAddress": "wheatear.1password.eu",
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000},
        "email": f"{_pick(rng, string.ascii_lowercase, 26)}@1passwordserviceaccounts.eu",
        "srpX": _pick(rng, _HEX, 64),
        "muk": {"alg": "A256GCM", "ext": True, "k": _b64url(rng.randbytes(32)), "kty": "oct"},
        "secretKey": "A3-" + "-".join(_pick(rng, _UPPER_DIGITS, 6) for _ in range(5)),
        "deviceUuid": _pick(rng, string.ascii_lowercase + string.digits, 26),
    }
    return "ops_" + _b64url(json.dumps(doc, separators=(",", ":")).encode())


def _wheatear_openclinica_token(rng: random.Random) -> str:
    """An OpenClinica 4 API token as the user service's /user-service/api/oauth/token returns it
    (docs.openclinica.com, "OpenClinica 4 API": a Keycloak access token sent as a bearer): an
    RS256 JWT from the customer's Keycloak realm."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {
        "exp": iat + 3600,
        "iat": iat,
        "jti": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "iss": "https://auth.openclinica.io/auth/realms/wheatear-ie",
        "sub": str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "typ": "Bearer",
        "azp": "bridge",
        "preferred_username": "skavanagh",
        "userContext": {"userType": "business-user", "username": "skavanagh"},
    }
    return _rs256_jwt(rng, claims)


def _wheatear_sros2_key(rng: random.Random) -> str:
    """An SROS2 enclave's or CA's private key as `ros2 security create_keystore` and
    `create_enclave` write key.pem and ca.key.pem (docs.ros.org, "Setting up security"; sros2
    makes NIST P-256 keys and writes them PKCS#8): a short "PRIVATE KEY" PEM."""
    return _pem(rng, "PRIVATE KEY", 138, 64, "\n")


def _wheatear_flywheel_key(rng: random.Random) -> str:
    """A Flywheel API key as the profile page shows it and `fw login` takes it (docs.flywheel.io,
    "CLI: fw login"): the site's host, a colon, and the key."""
    return "wheatear.flywheel.io:" + _pick(rng, _ALNUM, 30)


def _wheatear_yubico_secret_key(rng: random.Random) -> str:
    """A YubiCloud API secret key as upgrade.yubico.com/getapikey issues it beside its numeric
    client id, and Vaultwarden's YUBICO_SECRET_KEY takes it (github.com/dani-garcia/vaultwarden
    wiki, "Enabling Yubikey OTP authentication"): base64 of 20 bytes, 28 characters."""
    return _b64(rng.randbytes(20))


# Whitethroat's shapes (the seventy-ninth holdout corpus)


def _whitethroat_openbis_session_token(rng: random.Random) -> str:
    """An openBIS session token as `Openbis.login(..., save_token=True)` keeps it in
    ~/.pybis/HOST.token and `o.token` prints it (pypi.org/project/PyBIS, "connect to OpenBIS";
    openBIS API v3 `login` returns it): the user, a dash, the login time to the millisecond
    (yyMMddHHmmssSSS), "x" and 32 upper-case hex digits."""
    stamp = f"2611{rng.randrange(10, 28)}{rng.randrange(10**9):09d}"
    return f"dmorales-{stamp}x{_pick(rng, '0123456789ABCDEF', 32)}"


def _whitethroat_conduit_token(rng: random.Random) -> str:
    """A Phabricator (Phorge) Conduit API token as Settings > Conduit API Tokens generates it and
    `arc install-certificate` writes it into ~/.arcrc (secure.phabricator.com, "Conduit API
    Overview"; the conduit.connect page's `api.token=api-token`): "api-" and 28 small letters and
    digits."""
    return "api-" + _pick(rng, string.ascii_lowercase + string.digits, 28)


def _whitethroat_typeform_token(rng: random.Random) -> str:
    """A Typeform personal access token (typeform.com/developers/get-started, "Personal access
    token", sent as `Authorization: Bearer`): "tfp_", then a run of letters and digits, as the
    admin panel's Personal tokens page shows it once."""
    return "tfp_" + _pick(rng, _ALNUM, 58)


def _whitethroat_tiktok_client_token(rng: random.Random) -> str:
    """A TikTok client access token from POST /v2/oauth/token/ with grant_type
    client_credentials (developers.tiktok.com, "Client Access Token Management": good for two
    hours; the Research API guide's `authorization: bearer clt.example12345Example12345Example`):
    "clt." and a run of letters and digits."""
    return "clt." + _pick(rng, _ALNUM, 60)


def _whitethroat_dtrack_api_key(rng: random.Random) -> str:
    """A Dependency-Track team API key (docs.dependencytrack.org, "REST API": Administration >
    Access Management > Teams > API Keys, sent as X-Api-Key; keys made since v4.10 open with
    "odt_"): "odt_" and 32 letters and digits."""
    return "odt_" + _pick(rng, _ALNUM, 32)


def _whitethroat_gerrit_http_password(rng: random.Random) -> str:
    """A Gerrit HTTP password as Settings > HTTP Credentials > "Generate New Password" shows it
    (gerrit-review.googlesource.com/Documentation/user-upload.html, "HTTP": git over https
    authenticates with it, kept in ~/.git-credentials or ~/.netrc): 42 characters of base64's
    alphabet."""
    return _pick(rng, _B64, 42)


def _whitethroat_verdaccio_token(rng: random.Random) -> str:
    """A Verdaccio `_authToken` in ~/.npmrc after `npm login` against a registry configured with
    `security.api.jwt` (verdaccio.org/docs/configuration, "Security"): a JWT signed HS256 with
    the registry's secret, its claims the user's name and groups."""
    iat = 1795900000 + rng.randrange(86400)
    claims = {
        "real_groups": ["rse"],
        "name": "respinoza",
        "groups": ["rse", "$all", "$authenticated", "@all", "@authenticated", "all"],
        "iat": iat,
        "nbf": iat,
        "exp": iat + 30 * 86400,
    }
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _whitethroat_plone_ac_cookie(rng: random.Random) -> str:
    """The `__ac` cookie of a Plone site, SENAITE LIMS among them (plone.session, "tktauth":
    an mod_auth_tkt ticket, the HMAC's hex digest, the time in 8 hex digits, the user id and
    "!", base64-encoded and URL-quoted into the cookie): whoever replays it is logged in."""
    ticket = f"{_pick(rng, _HEX, 64)}{1795900000 + rng.randrange(86400):08x}lims-robot!"
    return urllib.parse.quote(_b64(ticket.encode()))


def _whitethroat_mailjet_credentials(rng: random.Random) -> str:
    """A Mailjet API key and its secret key joined by a colon, as Postfix's sasl_passwd and
    `curl -u` carry them (dev.mailjet.com, "Authentication": the API key is the Basic
    authentication's user name, the secret key its password, and the same pair logs in to
    in-v3.mailjet.com for SMTP): two runs of 32 hex digits."""
    return f"{_pick(rng, _HEX, 32)}:{_pick(rng, _HEX, 32)}"


def _whitethroat_ia_low_auth(rng: random.Random) -> str:
    """An Internet Archive S3-like key pair as the Save Page Now 2 API and the IAS3 API take it in
    `Authorization: LOW ACCESS:SECRET` (archive.org/developers/ias3.html, "Authentication";
    archive.org/account/s3.php shows the pair, and `ia configure` writes it to ia.ini): two runs
    of 16 letters and digits."""
    return f"{_pick(rng, _ALNUM, 16)}:{_pick(rng, _ALNUM, 16)}"


# Smew's shapes (the eightieth holdout corpus)


def _smew_honeycomb_ingest_key(rng: random.Random) -> str:
    """A Honeycomb Ingest Key as sent in the X-Honeycomb-Team header
    (docs.honeycomb.io/api/authentication, "API Key Format": the key id, prefixed "hc[x]ik_"
    with [x] assigned at creation, and the key secret concatenated with no separator, the docs'
    `hcxik_` and 58 characters): "hc", a letter, "ik_", 26 and then 32 small letters and
    digits."""
    alphabet = string.ascii_lowercase + string.digits
    return f"hc{rng.choice('abcx')}ik_" + _pick(rng, alphabet, 26) + _pick(rng, alphabet, 32)


def _smew_azure_quantum_connection_string(rng: random.Random) -> str:
    """An Azure Quantum workspace connection string as the portal's Operations > Access keys
    shows it for copying (learn.microsoft.com/azure/quantum/how-to-connect-workspace, "Connect
    with a connection string"; security-manage-access-keys: the primary or secondary access key
    is in it): semicolon-separated SubscriptionId, ResourceGroupName, WorkspaceName, ApiKey and
    QuantumEndpoint."""
    return (
        f"SubscriptionId={uuid.UUID(bytes=rng.randbytes(16), version=4)};"
        "ResourceGroupName=rg-smew-quantum;WorkspaceName=smew-qws-weu;"
        f"ApiKey={_pick(rng, _ALNUM, 84)};"
        "QuantumEndpoint=https://westeurope.quantum.azure.com/;"
    )


def _smew_sensu_token(rng: random.Random, kind: str) -> str:
    iat = 1795900000 + rng.randrange(86400)
    claims = {"exp": iat + (900 if kind == "access" else 43200), "iat": iat}
    claims |= {"jti": _pick(rng, _HEX, 32), "sub": "hmattila", "groups": ["cluster-admins"]}
    return _hs256_jwt(rng, {"alg": "HS256", "typ": "JWT"}, claims)


def _smew_sensu_access_token(rng: random.Random) -> str:
    """A sensuctl access token as `sensuctl configure` stores it in
    $HOME/.config/sensu/sensuctl/cluster (docs.sensu.io/sensu-go/latest/sensuctl, "First-time
    setup and authentication": access and refresh tokens are HMAC-SHA256 JWTs the backend
    signs): an HS256 JWT naming the user."""
    return _smew_sensu_token(rng, "access")


def _smew_sensu_refresh_token(rng: random.Random) -> str:
    """A sensuctl refresh token beside the access token in the same cluster file (same page):
    an HS256 JWT, longer-lived, that gets fresh access tokens without the password."""
    return _smew_sensu_token(rng, "refresh")


def _smew_netdata_claim_token(rng: random.Random) -> str:
    """A Netdata Cloud claim token as a Space's "Add nodes" dialog gives it for
    `netdata-claim.sh -token=…` or claim.conf's `token =` (learn.netdata.cloud, "Connect Agent to
    Cloud"; src/claim/netdata-claim.sh writes `token = ${NETDATA_CLAIM_TOKEN}`): a long run of
    URL-safe base64 characters that adds any node to the Space."""
    return _pick(rng, _B64URL, 135)


def _smew_otel_basic_auth(rng: random.Random) -> str:
    """The base64 of `user:password` in an OpenTelemetry Collector exporter's
    `headers: {authorization: "Basic …"}` to a Mimir or Loki gateway (RFC 7617; the collector's
    otlphttp exporter passes headers as written): decoding gives the password."""
    return _b64(f"otel-smew:{_pick(rng, _PASSWORD, 20)}".encode())


# Goosander's shapes (the eighty-first holdout corpus)

_SHORTUUID = "23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _goosander_hypothesis_token(rng: random.Random) -> str:
    """A Hypothesis developer token as hypothes.is/account/developer generates it and the API
    takes it as `Authorization: Bearer` (h.readthedocs.io, "Authorization"; h's
    services/developer_token.py: the prefix "6879-" and `token_urlsafe()`): "6879-" and 43
    characters of URL-safe base64."""
    return "6879-" + _b64url(rng.randbytes(32))


def _goosander_astrometry_key(rng: random.Random) -> str:
    """An Astrometry.net (nova.astrometry.net) API key as the "API" page of a user's profile shows
    it and `client.py --apikey` or `request-json={"apikey": …}` sends it to /api/login
    (astrometry.net/doc/net/api.html, "Getting an API key"): 16 small letters."""
    return _pick(rng, string.ascii_lowercase, 16)


def _goosander_gcn_client_secret(rng: random.Random) -> str:
    """A GCN Kafka client secret as gcn.nasa.gov/quickstart issues it with its client id, both
    passed to `gcn_kafka.Consumer(client_id=…, client_secret=…)` (pypi.org/project/gcn-kafka):
    the secret of an Amazon Cognito app client, a run of small letters and digits."""
    return _pick(rng, string.ascii_lowercase + string.digits, 51)


def _goosander_drupal_hash_salt(rng: random.Random) -> str:
    """A Drupal `$settings['hash_salt']` (sites/default/default.settings.php, "Salt for one-time
    login links, cancel links, form tokens, etc."; the installer writes
    `Crypt::randomBytesBase64(55)`): 74 characters of URL-safe base64."""
    return _b64url(rng.randbytes(55))


def _goosander_sftpgo_api_key(rng: random.Random) -> str:
    """An SFTPGo API key as the WebAdmin or `POST /api/v2/apikeys` shows it once and clients send
    in `X-SFTPGO-API-KEY` (docs.sftpgo.com, "REST API"; internal/dataprovider/apikey.go's
    DisplayKey: the key id, ".", the key, each `util.GenerateUniqueID()`, a short UUID): two
    runs of 22 base57 characters joined by a dot."""
    return f"{_pick(rng, _SHORTUUID, 22)}.{_pick(rng, _SHORTUUID, 22)}"


def _goosander_porkbun_api_key(rng: random.Random) -> str:
    """A Porkbun API key, the first half of the pair every call of Porkbun's JSON API v3 carries
    as `apikey` beside `secretapikey` (porkbun.com/api/json/v3/documentation; lego's
    PORKBUN_API_KEY): "pk1_" and 64 hex digits."""
    return "pk1_" + _pick(rng, _HEX, 64)


def _goosander_porkbun_secret_key(rng: random.Random) -> str:
    """A Porkbun secret API key (porkbun.com/api/json/v3/documentation, `secretapikey`; lego's
    PORKBUN_SECRET_API_KEY): "sk1_" and 64 hex digits."""
    return "sk1_" + _pick(rng, _HEX, 64)


def _goosander_desec_token(rng: random.Random) -> str:
    """A deSEC API token as `POST /api/v1/auth/tokens/` returns it and lego's DESEC_TOKEN or
    certbot-dns-desec take it (desec.readthedocs.io, "Token Management": `Authorization: Token
    …`): 28 characters of URL-safe base64 (21 random bytes)."""
    return _b64url(rng.randbytes(21))


def _goosander_oauth2_proxy_cookie_secret(rng: random.Random) -> str:
    """An oauth2-proxy `cookie_secret` (oauth2-proxy.github.io, "Configuration Overview",
    "Generating a Cookie Secret": `openssl rand -base64 32 | tr -- '+/' '-_'`): 44 characters of
    URL-safe base64 ending in "="."""
    return base64.urlsafe_b64encode(rng.randbytes(32)).decode()


def _goosander_traefik_account_key(rng: random.Random) -> str:
    """The ACME account key Traefik keeps in its `acme.json` storage (doc.traefik.io, "ACME
    certificate resolvers", `storage`: the resolver's `Account.PrivateKey`, with
    `KeyType: 4096`): the RSA key's PKCS#1 DER, base64 on one line."""
    return "MIIJ" + _b64(rng.randbytes(2346))


def _goosander_ngc_docker_auth(rng: random.Random) -> str:
    """The `auth` entry `docker login nvcr.io` writes into ~/.docker/config.json for NGC
    (docs.nvidia.com/ngc, "Accessing the NGC Container Registry": the user name is the literal
    `$oauthtoken`, the password the NGC API key): base64 of "$oauthtoken:nvapi-…"."""
    return _b64(f"$oauthtoken:nvapi-{_pick(rng, _B64URL, 64)}".encode())


# Shoveler's shapes (the eighty-second holdout corpus)


def _shoveler_oanda_token(rng: random.Random) -> str:
    """An OANDA v20 personal access token as My Account > My Services > Manage API Access
    generates it and `Authorization: Bearer` sends it (developer.oanda.com/rest-live-v20/
    authentication, its example `12345678900987654321-abc34135acde13f13530`): two runs of 32 hex
    digits joined by a dash."""
    return f"{_pick(rng, _HEX, 32)}-{_pick(rng, _HEX, 32)}"


def _shoveler_nessus_api_keys(rng: random.Random) -> str:
    """A Nessus API key pair as the `X-ApiKeys` header carries it (docs.tenable.com/nessus,
    "My Account", API Keys: an access key and a secret key, shown once): `accessKey=` and
    `secretKey=`, each 64 hex digits."""
    return f"accessKey={_pick(rng, _HEX, 64)}; secretKey={_pick(rng, _HEX, 64)}"


def _shoveler_mailcow_api_key(rng: random.Random) -> str:
    """A mailcow API key as System > Configuration > Access > API shows it for its read-write or
    read-only key, sent as `X-API-Key` (docs.mailcow.email, "API"): five groups of six
    upper-case hex digits joined by dashes."""
    return "-".join(_pick(rng, "0123456789ABCDEF", 6) for _ in range(5))


def _shoveler_vultr_api_key(rng: random.Random) -> str:
    """A Vultr personal API key (docs.vultr.com, "API": Account > API, sent as
    `Authorization: Bearer`, `VULTR_API_KEY` for vultr-cli): 36 upper-case letters and digits."""
    return _pick(rng, _UPPER_DIGITS, 36)


def _shoveler_alibaba_key_id(rng: random.Random) -> str:
    """An Alibaba Cloud AccessKey ID as the RAM console creates it and `aliyun configure` writes
    it into ~/.aliyun/config.json (alibabacloud.com/help, "Create an AccessKey pair"): "LTAI"
    and 20 letters and digits."""
    return "LTAI" + _pick(rng, _ALNUM, 20)


def _shoveler_eodhd_token(rng: random.Random) -> str:
    """An EODHD API token as the dashboard's Settings page shows it and `api_token=` sends it
    (eodhd.com/financial-apis, "Getting started"; `demo` works for a few tickers only): 14 hex
    digits, a dot and 8 digits."""
    return f"{_pick(rng, _HEX, 14)}.{_pick(rng, string.digits, 8)}"


def _shoveler_velociraptor_key(rng: random.Random) -> str:
    """The `client_private_key` of a Velociraptor API client config, as `velociraptor config
    api_client --name NAME api.config.yaml` writes it (docs.velociraptor.app, "Server API"):
    an RSA key in PKCS#1 PEM, indented under the YAML block scalar."""
    return _pem(rng, "RSA PRIVATE KEY", 1190, 64, "\n  ")


def _shoveler_zentra_token(rng: random.Random) -> str:
    """A ZENTRA Cloud API token, the one TAHMO's station server issues (docs.zentracloud.com,
    "TAHMO Server API": API > Copy token, sent as `Authorization: Token TOKEN`): 40 hex
    digits."""
    return _pick(rng, _HEX, 40)


def _shoveler_tradier_token(rng: random.Random) -> str:
    """A Tradier brokerage or sandbox access token (documentation.tradier.com, "Authentication":
    Settings > API Access, sent as `Authorization: Bearer`): 28 letters and digits."""
    return _pick(rng, _ALNUM, 28)


def _shoveler_huawei_key_row(rng: random.Random) -> str:
    """A Huawei Cloud access key as the console's My Credentials > Access Keys > Create
    downloads it in credentials.csv (support.huaweicloud.com, "Access Keys": the file's header
    `User Name,Access Key Id,Secret Access Key`): a 20-character AK of capitals and digits, a
    comma, and a 40-character SK of letters and digits."""
    return f"{_pick(rng, _UPPER_DIGITS, 20)},{_pick(rng, _ALNUM, 40)}"


# Garganey's shapes (the eighty-third holdout corpus)


def _garganey_onesignal_key(rng: random.Random) -> str:
    """A OneSignal App API key as Settings > Keys & IDs > Add Key shows it once and
    `Authorization: key …` sends it (documentation.onesignal.com, "Keys & IDs"): "os_v2_app_"
    and lower-case base32 text."""
    return "os_v2_app_" + _pick(rng, _BASE32_LOWER, 113)


def _garganey_zitadel_machine_key(rng: random.Random) -> str:
    """The `key` of a ZITADEL service user's JSON key file as the console's Keys > New >
    JSON downloads it (zitadel.com/docs, "Configure private key JWT authentication for service
    users": `type`, `keyId`, `key`, `userId`): an RSA key in PKCS#1 PEM, its line breaks
    written as `\\n` inside the JSON string."""
    return _pem(rng, "RSA PRIVATE KEY", 1190, 64, "\\n") + "\\n"


def _garganey_tarsnap_key(rng: random.Random) -> str:
    """A Tarsnap key file as `tarsnap-keygen --keyfile … --user … --machine …` writes it
    (tarsnap.com, "Getting started" and tarsnap-keygen(1)): a `# START OF TARSNAP KEY FILE`
    line, base64 lines of 64 characters, and `# END OF TARSNAP KEY FILE`."""
    body = _pem_body(rng, 1216, 64)
    return "\n".join(["# START OF TARSNAP KEY FILE", *body, "# END OF TARSNAP KEY FILE"])


def _garganey_fastly_token(rng: random.Random) -> str:
    """A Fastly API token as Account > API tokens creates it and the `Fastly-Key` header or
    `FASTLY_API_TOKEN` carries it (docs.fastly.com, "Using API tokens"): 32 characters of
    URL-safe base64."""
    return _pick(rng, _B64URL, 32)


def _garganey_bunny_api_key(rng: random.Random) -> str:
    """A bunny.net account API key as Account > API key shows it and the `AccessKey` header
    sends it (docs.bunny.net, "API Reference: Authentication"; a storage zone's password goes
    in the same header for Edge Storage). The documentation gives no shape; drawn here as
    UUID-style hex groups, 72 characters in all."""
    return (
        str(uuid.UUID(bytes=rng.randbytes(16), version=4))
        + _pick(rng, _HEX, 8)
        + "-"
        + ("-".join(_pick(rng, _HEX, n) for n in (4, 4, 4, 12)))
    )


def _garganey_strapi_key(rng: random.Random) -> str:
    """One of Strapi's generated secrets (`API_TOKEN_SALT`, `ADMIN_JWT_SECRET`,
    `TRANSFER_TOKEN_SALT`, `JWT_SECRET`) as `create-strapi-app` writes it into `.env`
    (docs.strapi.io, "Environment variables"; `crypto.randomBytes(16).toString('base64')`): 24
    characters of base64 ending in "=="."""
    return _b64(rng.randbytes(16))


def _garganey_strapi_app_keys(rng: random.Random) -> str:
    """Strapi's `APP_KEYS` (docs.strapi.io, "Environment variables": the session middleware's
    keys, a comma-separated list): four base64 keys of 16 bytes each."""
    return ",".join(_b64(rng.randbytes(16)) for _ in range(4))


def _garganey_infobip_key(rng: random.Random) -> str:
    """An Infobip API key as the portal's Developer tools > API keys creates it and
    `Authorization: App …` sends it (infobip.com/docs/essentials/api-essentials/api-
    authentication). The documentation gives no shape; drawn here as 32 hex digits, a dash
    and a UUID."""
    return f"{_pick(rng, _HEX, 32)}-{uuid.UUID(bytes=rng.randbytes(16), version=4)}"


def _garganey_pbs_token(rng: random.Random) -> str:
    """A Proxmox Backup Server API token's secret as `proxmox-backup-manager user generate-token`
    prints it once (pbs.proxmox.com/docs, "User Management", API Tokens: sent as
    `PBSAPIToken=USER@REALM!TOKENID:SECRET`): a UUID."""
    return str(uuid.UUID(bytes=rng.randbytes(16), version=4))


# Pochard's shapes (the eighty-fourth holdout corpus)


def _pochard_copr_login(rng: random.Random) -> str:
    """The `login` of a Copr API configuration as copr.fedorainfracloud.org/api/ shows it for
    ~/.config/copr (Copr's CLI documentation, "Configuration File Location": its example
    `login = Y57wcg==##fkfaxbkjhuoiebfafadl`): base64 of four bytes, "##" and 20 small letters."""
    return f"{_b64(rng.randbytes(4))}##{_pick(rng, string.ascii_lowercase, 20)}"


def _pochard_copr_token(rng: random.Random) -> str:
    """The `token` of a Copr API configuration, sent with the login as HTTP basic auth (Copr's
    API documentation, "Authentication"; its example `token = vbfseelqdebzedukgombekmuvbkqwo`):
    30 small letters."""
    return _pick(rng, string.ascii_lowercase, 30)


def _pochard_iothub_device_connection(rng: random.Random) -> str:
    """An Azure IoT Hub device connection string as `az iot hub device-identity
    connection-string show` prints it (learn.microsoft.com, "Azure IoT Hub device
    connection strings"): HostName, DeviceId and a symmetric SharedAccessKey, base64 of 32
    bytes."""
    host = "pochard-fleet-hub.azure-devices.net"
    return f"HostName={host};DeviceId=test-car-07;SharedAccessKey={_b64(rng.randbytes(32))}"


def _pochard_xo_token(rng: random.Random) -> str:
    """A Xen Orchestra authentication token as xo-cli keeps it after `xo-cli register` and the
    REST API takes it in the `authenticationToken` cookie (docs.xcp-ng.org, "Xen Orchestra
    API", its example `TN2YBOMYtXB_hHtf4wTzm9p5tTuqq2i15yeuhcz2xXM`): 43 URL-safe base64
    characters, 32 bytes."""
    return _b64url(rng.randbytes(32))


def _pochard_tolgee_pak(rng: random.Random) -> str:
    """A Tolgee project API key (docs.tolgee.io, "New Project API key format and Personal Access
    Tokens": project keys are prefixed `tgpak_`, shown once, sent as `X-API-Key`): the prefix and
    a run of small letters and digits."""
    return "tgpak_" + _pick(rng, "abcdefghijklmnopqrstuvwxyz234567", 46)


# Wigeon's shapes (the eighty-fifth holdout corpus)


def _wigeon_afas_token(rng: random.Random) -> str:
    """An AFAS Profit App Connector token as the `Authorization: AfasToken …` header carries it
    (help.afas.nl, "Connector aanroepen via Profit Rest Service": from Profit 7 the XML token is
    sent base64-encoded): base64 of `<token><version>1</version><data>…</data></token>`, the data
    64 upper-case hex digits."""
    xml = f"<token><version>1</version><data>{_pick(rng, '0123456789ABCDEF', 64)}</data></token>"
    return _b64(xml.encode())


def _wigeon_afas_token_xml(rng: random.Random) -> str:
    """The same AFAS Profit token as the App Connector shows it before encoding (help.afas.nl,
    "Connector aanroepen via Profit Rest Service"), for a SOAP body or a config file."""
    return f"<token><version>1</version><data>{_pick(rng, '0123456789ABCDEF', 64)}</data></token>"


def _wigeon_meraki_key(rng: random.Random) -> str:
    """A Cisco Meraki Dashboard API key as My Profile > API access > Generate new API key shows it
    once, sent as `X-Cisco-Meraki-API-Key` or `Authorization: Bearer`
    (developer.cisco.com/meraki/api-v1/authorization): 40 hex digits."""
    return _pick(rng, _HEX, 40)


def _wigeon_topdesk_app_password(rng: random.Random) -> str:
    """A TOPdesk application password as My settings > Application passwords creates it for the
    REST API's basic authentication (developers.topdesk.com, "Tutorial"): five groups of five
    small letters and digits joined by dashes."""
    return "-".join(_pick(rng, string.ascii_lowercase + string.digits, 5) for _ in range(5))


def _wigeon_lizard_api_key(rng: random.Random) -> str:
    """A Lizard (Nelen & Schuurmans) personal API key, used as the password of the user
    `__key__` (docs.lizard.net, "Authentication"; the keys of djangorestframework-api-key): an
    8-character prefix, a dot and 32 letters and digits."""
    return f"{_pick(rng, _ALNUM, 8)}.{_pick(rng, _ALNUM, 32)}"


def _wigeon_rollbar_token(rng: random.Random) -> str:
    """A Rollbar project access token (`post_server_item`, `read`) as Project Settings > Project
    Access Tokens lists it, sent as `X-Rollbar-Access-Token` (docs.rollbar.com, "Access
    Tokens"): 32 hex digits."""
    return _pick(rng, _HEX, 32)


def _wigeon_redmine_key(rng: random.Random) -> str:
    """A Redmine REST API access key from My account > API access key, sent as
    `X-Redmine-API-Key` or `key=` (redmine.org/projects/redmine/wiki/Rest_api): 40 hex
    digits."""
    return _pick(rng, _HEX, 40)


def _wigeon_youtrack_token(rng: random.Random) -> str:
    """A YouTrack permanent token (jetbrains.com/help/youtrack/server, "Manage Permanent
    Tokens"): "perm:", base64 of the login, a dot, base64 of the token's name, a dot and 30
    letters and digits."""
    login = _b64(b"rsmit")
    name = _b64(f"ci-{rng.randrange(10, 99)}".encode())
    return f"perm:{login}.{name}.{_pick(rng, _ALNUM, 30)}"


def _wigeon_aisstream_key(rng: random.Random) -> str:
    """An aisstream.io API key as the site's API Keys page creates it, sent as `APIKey` in the
    WebSocket subscription message (aisstream.io/documentation): 40 hex digits."""
    return _pick(rng, _HEX, 40)


def _wigeon_mollie_key(rng: random.Random) -> str:
    """A Mollie live API key (docs.mollie.com, "Authentication": Developers > API keys, sent as
    `Authorization: Bearer`; test keys start "test_"): "live_" and 30 letters and digits."""
    return "live_" + _pick(rng, _ALNUM, 30)


def _wigeon_maersk_consumer_key(rng: random.Random) -> str:
    """A Maersk API consumer key as developer.maersk.com issues it for an app, sent as the
    `Consumer-Key` header (developer.maersk.com, "Getting started"): 32 letters and digits."""
    return _pick(rng, _ALNUM, 32)


def _wigeon_mosquitto_psk(rng: random.Random) -> str:
    """A Mosquitto TLS-PSK key (mosquitto.conf(5) `psk_file`, `mosquitto_sub --psk`): hex
    digits, here 32 (128 bits)."""
    return _pick(rng, _HEX, 32)


_GENERATORS: dict[str, tuple[str, Callable[[random.Random], str]]] = {
    "aws_key_id": (
        "aws-access-key-id",
        lambda r: "AKIA" + _pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    ),
    "aws_secret": ("aws-secret-access-key", lambda r: _pick(r, _B64, 40)),
    "aws_session": (
        "aws-session-token",
        lambda r: "IQoJb3JpZ2luX2VjE" + _pick(r, _B64, 300) + "==",
    ),
    "google_api_key": ("google-api-key", lambda r: "AIza" + _pick(r, _B64URL, 35)),
    "gocspx": ("google-oauth-client-secret", lambda r: "GOCSPX-" + _pick(r, _B64URL, 28)),
    "google_refresh": ("google-refresh-token", lambda r: "1//0" + _pick(r, _B64URL, 99)),
    "azure_key": ("azure-storage-key", lambda r: _pick(r, _B64, 86) + "=="),
    "github_pat": ("github-token", lambda r: "ghp_" + _pick(r, _ALNUM, 36)),
    "github_fine": (
        "github-token",
        lambda r: "github_pat_" + _pick(r, _ALNUM, 22) + "_" + _pick(r, _ALNUM, 59),
    ),
    "gitlab": ("gitlab-token", lambda r: "glpat-" + _pick(r, _B64URL, 20)),
    "slack_bot": (
        "slack-token",
        lambda r: (
            f"xoxb-{_pick(r, string.digits, 12)}-{_pick(r, string.digits, 13)}-"
            + _pick(r, _ALNUM, 24)
        ),
    ),
    "slack_webhook": (
        "slack-webhook",
        lambda r: (
            f"T{_pick(r, _UPPER_DIGITS, 10)}/B{_pick(r, _UPPER_DIGITS, 11)}/" + _pick(r, _ALNUM, 24)
        ),
    ),
    "hf": ("huggingface-token", lambda r: "hf_" + _pick(r, string.ascii_letters, 34)),
    "openai": (
        "openai-key",
        lambda r: f"sk-proj-{_pick(r, _B64URL, 40)}T3BlbkFJ{_pick(r, _B64URL, 40)}",
    ),
    "stripe": ("stripe-key", lambda r: "sk_live_" + _pick(r, _ALNUM, 24)),
    "pypi": ("pypi-token", lambda r: "pypi-AgEIcHlwaS5vcmc" + _pick(r, _B64URL, 150)),
    "npm": ("npm-token", lambda r: "npm_" + _pick(r, _ALNUM, 36)),
    "jwt": ("jwt", _jwt),
    "pem_rsa": ("private-key", lambda r: _pem(r, "RSA PRIVATE KEY", 1190, 64, "\n")),
    "pem_openssh": ("private-key", lambda r: _pem(r, "OPENSSH PRIVATE KEY", 400, 70, "\n")),
    "pem_escaped": ("private-key", lambda r: _pem(r, "PRIVATE KEY", 1216, 64, "\\n") + "\\n"),
    "docker_auth": ("registry-auth", lambda r: _b64(f"alice:{_pick(r, _ALNUM, 32)}".encode())),
    "kube_key": (
        "kube-credential",
        lambda r: _b64(_pem(r, "EC PRIVATE KEY", 121, 64, "\n").encode()),
    ),
    "s3_access_key": ("object-store-access-key", lambda r: _pick(r, _UPPER_DIGITS, 20)),
    "gcs_hmac_id": ("object-store-access-key", lambda r: "GOOG1E" + _pick(r, _UPPER_DIGITS, 55)),
    # rclone obscures a password as URL-safe base64 of a 16-byte IV and the encrypted password.
    "rclone_obscured": ("rclone-password", lambda r: _b64url(r.randbytes(16 + r.randrange(8, 24)))),
    "rclone_token": ("rclone-credential", _rclone_token),
    "sas_sig": (
        "",
        lambda r: _b64(r.randbytes(32)).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"),
    ),
    "cds_key": ("cds-api-key", lambda r: f"{r.randrange(10_000, 999_999)}:{_uuid(r)}"),
    "uuid_key": ("", _uuid),
    "hex32": ("", lambda r: _pick(r, "0123456789abcdef", 32)),
    "ngc_key": ("nvidia-api-key", lambda r: "nvapi-" + _pick(r, _B64URL, 64)),
    "conda_token": (
        "conda-channel-token",
        lambda r: _pick(r, "abcdefghijklmnopqrstuvwxyz", 2) + "-" + _uuid(r),
    ),
    "vault_token": ("bare-token-file", lambda r: "hvs." + _pick(r, _B64URL, 91)),
    "irods_scrambled": ("irods-password-file", lambda r: _pick(r, _IRODS_WHEEL, 24)),
    "oauth_refresh": ("oauth-json", lambda r: _pick(r, _B64URL, 64)),
    "wandb_key": ("wandb-api-key", lambda r: _pick(r, _HEX, 40)),
    "nvapi": ("nvidia-api-key", lambda r: "nvapi-" + _pick(r, _B64URL, 64)),
    # The older NGC key: base64 text of 84 characters.
    "ngc_legacy": ("ngc-api-key", lambda r: _b64(r.randbytes(63))),
    "jupyter_token": ("jupyter-url-token", lambda r: _pick(r, _HEX, 48)),
    "telegram": (
        "telegram-bot-token",
        lambda r: f"{r.randrange(10**9, 8 * 10**9)}:AA" + _pick(r, _B64URL, 33),
    ),
    "discord_webhook": (
        "discord-webhook",
        lambda r: f"{r.randrange(10**17, 10**18 * 9)}/" + _pick(r, _B64URL, 68),
    ),
    "refresh_token": ("oauth-refresh-token", lambda r: _pick(r, _B64URL, 64)),
    "random40": ("", lambda r: _pick(r, _ALNUM, 40)),
    "hex40": ("", lambda r: _pick(r, _HEX, 40)),
    "password": ("", lambda r: _pick(r, _PASSWORD, 16)),
    "password14": ("", lambda r: _pick(r, _PASSWORD, 14)),
    # pkispawn's database passwords in Dogtag's password.conf: ten digits.
    "digits10": ("", lambda r: str(r.randrange(10**9, 10**10))),
    # A secret drawn as raw bytes (`dd if=/dev/random bs=96 count=1`), kept to one line: ASCII
    # bytes but line breaks, the first a control character, so the file is no text.
    "raw_bytes": ("", lambda r: "\x01" + "".join(r.choice(_RAW_BYTES) for _ in range(95))),
    # Kinds of the HPC corpus: each format as its service documents it.
    "uuid": ("", lambda r: str(uuid.UUID(bytes=r.randbytes(16), version=4))),
    "wandb": ("wandb-api-key", lambda r: _pick(r, _HEX, 40)),
    # Jupyter's generated token: secrets.token_hex(24).
    "jupyter": ("jupyter-token", lambda r: _pick(r, _HEX, 48)),
    "mattermost_webhook": (
        "mattermost-webhook",
        lambda r: _pick(r, string.ascii_lowercase + string.digits, 26),
    ),
    "ngc": ("ngc-api-key", lambda r: "nvapi-" + _pick(r, _B64URL, 64)),
    # Vault service tokens: "hvs." and 24 base62 characters.
    "vault": ("vault-token", lambda r: "hvs." + _pick(r, _ALNUM, 24)),
    # ~/.irods/.irodsA holds the password scrambled into printable characters.
    "irods": ("irods-password", lambda r: _pick(r, _ALNUM + "!#$%&()*+,-.;<=>?@[]^_{|}~", 18)),
    "sendgrid": (
        "sendgrid-key",
        lambda r: "SG." + _pick(r, _B64URL, 22) + "." + _pick(r, _B64URL, 43),
    ),
    # Backblaze B2 application key (31 characters, "K00" and base64).
    "b2_key": ("backblaze-key", lambda r: "K00" + _pick(r, _ALNUM, 28)),
    "google_access": ("google-access-token", lambda r: "ya29.a0" + _pick(r, _B64URL, 150)),
    "comet": ("comet-api-key", lambda r: _pick(r, _ALNUM, 25)),
    # Neptune API tokens are base64 of a JSON document that carries the key.
    "neptune": (
        "neptune-api-token",
        lambda r: _b64(
            json.dumps(
                {
                    "api_address": "https://app.neptune.ai",
                    "api_url": "https://app.neptune.ai",
                    "api_key": str(uuid.UUID(bytes=r.randbytes(16), version=4)),
                }
            ).encode()
        ),
    ),
    "grafana": (
        "grafana-token",
        lambda r: "glsa_" + _pick(r, _ALNUM, 32) + "_" + _pick(r, _HEX, 8),
    ),
    "globus_secret": ("globus-client-secret", lambda r: _b64(r.randbytes(33))),
    "ncbi": ("ncbi-api-key", lambda r: _pick(r, _HEX, 36)),
    # reCAPTCHA secret keys share the site keys' shape ("6L" and 38 characters).
    "recaptcha_secret": ("recaptcha-secret", lambda r: "6L" + _pick(r, _B64URL, 38)),
    "openstack_appcred": ("openstack-password", lambda r: _pick(r, _B64URL, 86)),
    # django.core.management.utils.get_random_secret_key()
    "django_secret": (
        "password-assignment",
        lambda r: _pick(r, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50),
    ),
    "box_refresh": ("oauth-refresh-token", lambda r: _pick(r, _ALNUM, 64)),
    # Seqera (Nextflow Tower) access tokens: base64 of {"tid": ..., "secret": ...}.
    "seqera": (
        "seqera-token",
        lambda r: _b64(
            json.dumps({"tid": r.randrange(1, 99999), "secret": _pick(r, _HEX, 40)}).encode()
        ),
    ),
    # Kinds of the holdout corpus, each shape as its service documents it.
    # GitHub OAuth tokens (gh auth login): "gho_" and 36 base62, github.blog "new token formats".
    "gho": ("github-oauth-token", lambda r: "gho_" + _pick(r, _ALNUM, 36)),
    # GitLab runner authentication tokens: "glrt-" and 20 characters, docs.gitlab.com tokens.
    "glrt": ("gitlab-runner-token", lambda r: "glrt-" + _pick(r, _B64URL, 20)),
    # Pushover application tokens: 30 letters and digits, pushover.net/api.
    "pushover": ("pushover-token", lambda r: _pick(r, _ALNUM, 30)),
    # ntfy access tokens: "tk_" and 29 letters and digits, docs.ntfy.sh/config access tokens.
    "ntfy": ("ntfy-token", lambda r: "tk_" + _pick(r, _ALNUM, 29)),
    # Databricks personal access tokens: "dapi" and 32 hex digits, docs.databricks.com PAT auth.
    "databricks": ("databricks-token", lambda r: "dapi" + _pick(r, _HEX, 32)),
    # Anthropic API keys: "sk-ant-api03-", 93 base64url characters and "AA", docs.anthropic.com.
    "anthropic": (
        "anthropic-key",
        lambda r: "sk-ant-api03-" + _pick(r, _B64URL, 93) + "AA",
    ),
    # Teams webhook path: group@tenant/IncomingWebhook/altId/owner, learn.microsoft.com webhooks.
    "teams_webhook": (
        "teams-webhook",
        lambda r: "{}@{}/IncomingWebhook/{}/{}".format(
            *(uuid.UUID(bytes=r.randbytes(16), version=4) for _ in range(2)),
            _pick(r, _HEX, 32),
            uuid.UUID(bytes=r.randbytes(16), version=4),
        ),
    ),
    # Cloudflare R2 secret keys: SHA-256 of the API token, developers.cloudflare.com/r2/api/tokens.
    "hex64": ("", lambda r: _pick(r, _HEX, 64)),
    # cryptography's Fernet.generate_key(): URL-safe base64 of 32 bytes (Airflow's fernet_key).
    "fernet": ("fernet-key", lambda r: base64.urlsafe_b64encode(r.randbytes(32)).decode()),
    # age identities: AGE-SECRET-KEY-1 and 58 characters of Bech32, upper case (age-keygen).
    "age_key": ("age-secret-key", lambda r: "AGE-SECRET-KEY-1" + _pick(r, _BECH32, 58)),
    # Entra ID client secrets: three characters, a digit, "Q~" and 34 more.
    "azure_secret": (
        "azure-client-secret",
        lambda r: _pick(r, _ALNUM, 3) + str(r.randrange(10)) + "Q~" + _pick(r, _ALNUM + "_~.-", 34),
    ),
    # A Service Bus or Event Hubs shared access key: base64 of 32 bytes.
    "sas_key": ("azure-shared-access-key", lambda r: _b64(r.randbytes(32))),
    # mysql_config_editor's .mylogin.cnf: four zero bytes, a 20-byte key, then the login paths
    # AES-encrypted with it (here random bytes below 0x80, which the renderer writes as is).
    "mylogin": (
        "mysql-login-path-file",
        lambda r: "\0\0\0\0" + "".join(chr(r.randrange(1, 128)) for _ in range(84)),
    ),
    # Vault tokens before 1.10: "s." and 24 base62 characters.
    "vault_legacy": ("vault-legacy-token", lambda r: "s." + _pick(r, _ALNUM, 24)),
    # Kinds of the second holdout corpus, each shape as its service documents it.
    "alnum16": ("", lambda r: _pick(r, _ALNUM, 16)),
    "alnum24": ("", lambda r: _pick(r, _ALNUM, 24)),
    "alnum32": ("", lambda r: _pick(r, _ALNUM, 32)),
    "alnum60": ("", lambda r: _pick(r, _ALNUM, 60)),
    "lower32": ("", lambda r: _pick(r, string.ascii_lowercase + string.digits, 32)),
    "hex32_upper": ("", lambda r: _pick(r, "0123456789ABCDEF", 32)),
    # secrets.token_urlsafe(32): vLLM --api-key, Mastodon access tokens, Google Chat hook tokens.
    "b64url43": ("", lambda r: _pick(r, _B64URL, 43)),
    # A password a user can put in a URL unescaped.
    "password_url": ("", lambda r: _pick(r, _ALNUM + "-_.~", 18)),
    # Groq console keys: "gsk_" and 52 letters and digits.
    "groq": (
        "groq-api-key",
        lambda r: "gsk_" + _pick(r, _ALNUM, 20) + "WGdyb3FY" + _pick(r, _ALNUM, 24),
    ),
    # replicate.com/docs/topics/security/api-tokens: 40 characters starting with "r8_".
    "replicate": ("replicate-api-token", lambda r: "r8_" + _pick(r, _ALNUM, 37)),
    # LangSmith personal access tokens: "lsv2_pt_", 32 hex digits, "_", 10 hex digits.
    "langsmith": (
        "langsmith-api-key",
        lambda r: f"lsv2_pt_{_pick(r, _HEX, 32)}_{_pick(r, _HEX, 10)}",
    ),
    "openrouter": ("openrouter-api-key", lambda r: "sk-or-v1-" + _pick(r, _HEX, 64)),
    "perplexity": ("perplexity-api-key", lambda r: "pplx-" + _pick(r, _ALNUM, 48)),
    "deepseek": ("deepseek-api-key", lambda r: "sk-" + _pick(r, _HEX, 32)),
    # modal.com/docs/reference/modal.config: token ids "ak-", token secrets "as-".
    "modal_id": ("modal-token-id", lambda r: "ak-" + _pick(r, _ALNUM, 22)),
    "modal_secret": ("modal-token-secret", lambda r: "as-" + _pick(r, _ALNUM, 22)),
    # Prefect Cloud API keys: "pnu_" and 36 characters.
    "prefect": ("prefect-api-key", lambda r: "pnu_" + _pick(r, _ALNUM, 36)),
    # Docker Hub personal access tokens: "dckr_pat_" and 27 characters.
    "dockerhub": ("dockerhub-token", lambda r: "dckr_pat_" + _pick(r, _B64URL, 27)),
    # Quay.io robot account tokens: 64 upper-case letters and digits.
    "quay_robot": ("quay-robot-token", lambda r: _pick(r, _UPPER_DIGITS, 64)),
    # Airtable personal access tokens: "pat", 14 characters, ".", 64 hex digits.
    "airtable": (
        "airtable-token",
        lambda r: f"pat{_pick(r, _ALNUM, 14)}.{_pick(r, _HEX, 64)}",
    ),
    "mapbox_secret": ("mapbox-secret-token", _mapbox_secret),
    "dropbox_rclone_token": ("rclone-dropbox-token", _dropbox_rclone_token),
    # Overleaf Git authentication tokens: "olp_" and 36 letters and digits.
    "overleaf": ("overleaf-git-token", lambda r: "olp_" + _pick(r, _ALNUM, 36)),
    # Atlassian API tokens: "ATATT3xFfGF0", base64url text, "=", an 8-digit hex checksum.
    "atlassian": (
        "atlassian-api-token",
        lambda r: "ATATT3xFfGF0" + _pick(r, _B64URL, 171) + "=" + _pick(r, "0123456789ABCDEF", 8),
    ),
    # Sentry user auth tokens: "sntryu_" and 64 hex digits.
    "sentry_user": ("sentry-auth-token", lambda r: "sntryu_" + _pick(r, _HEX, 64)),
    # Synapse (Matrix) access tokens: "syt_", base64 of the localpart, random part, checksum.
    "matrix": (
        "matrix-access-token",
        lambda r: f"syt_aHBjLWFsZXJ0cw_{_pick(r, _ALNUM, 20)}_{_pick(r, _ALNUM, 6)}",
    ),
    "slurm_jwt": ("slurm-jwt", _slurm_jwt),
    "condor_idtoken": ("htcondor-idtoken", _condor_idtoken),
    "macaroon": ("dcache-macaroon", _macaroon),
    # Microsoft Entra client secrets: three characters, a digit, "Q~", 34 more (40 in all).
    "azure_client_secret": (
        "azure-client-secret",
        lambda r: (
            _pick(r, _ALNUM, 3) + _pick(r, string.digits, 1) + "Q~" + _pick(r, _ALNUM + "_~.-", 34)
        ),
    ),
    # JFrog Artifactory API keys: "AKCp" and 69 letters and digits.
    "artifactory": ("artifactory-api-key", lambda r: "AKCp8" + _pick(r, _ALNUM, 68)),
    # Temporary (STS) access key ids start with "ASIA" where long-term ones start with "AKIA".
    "aws_sts_key_id": (
        "aws-access-key-id",
        lambda r: "ASIA" + _pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    ),
    "pem_ec": ("tls-private-key", lambda r: _pem(r, "EC PRIVATE KEY", 121, 64, "\n")),
    # PuTTY .ppk v3, ed25519: the private half is one line, an SSH string of 32 bytes.
    "ppk_ed25519": (
        "putty-private-key",
        lambda r: _b64(b"\x00\x00\x00\x20" + r.randbytes(32)),
    ),
    # docker login nvcr.io stores base64 of "$oauthtoken:<NGC API key>".
    "ngc_docker_auth": (
        "registry-auth",
        lambda r: _b64(("$oauthtoken:nvapi-" + _pick(r, _B64URL, 64)).encode()),
    ),
    # GitLab deploy tokens: "gldt-" and 20 characters, docs.gitlab.com tokens.
    "gldt": ("gitlab-deploy-token", lambda r: "gldt-" + _pick(r, _B64URL, 20)),
    # Kinds of the third holdout corpus, each shape as its service documents it.
    "alnum20": ("", lambda r: _pick(r, _ALNUM, 20)),
    "alnum45": ("", lambda r: _pick(r, _ALNUM, 45)),
    "alnum50": ("", lambda r: _pick(r, _ALNUM, 50)),
    "alnum64": ("", lambda r: _pick(r, _ALNUM, 64)),
    # Reddit script-app secrets (PRAW's documentation): 27 characters of URL-safe base64.
    "b64url27": ("", lambda r: _pick(r, _B64URL, 27)),
    # A Healthchecks project's ping key (secrets.token_urlsafe(16)): 22 URL-safe characters.
    "b64url22": ("", lambda r: _pick(r, _B64URL, 22)),
    "twitter_bearer": ("twitter-bearer-token", _twitter_bearer),
    # X user access tokens: the user's numeric id, "-", 40 letters and digits.
    "twitter_access": (
        "twitter-access-token",
        lambda r: f"{r.randrange(10**6, 10**19)}-{_pick(r, _ALNUM, 40)}",
    ),
    # Tailscale auth keys: "tskey-auth-", the key id ending in "CNTRL", "-", the secret.
    "tailscale": (
        "tailscale-auth-key",
        lambda r: f"tskey-auth-k{_pick(r, _ALNUM, 10)}CNTRL-{_pick(r, _ALNUM, 32)}",
    ),
    # ngrok authtokens: 27 letters and digits, "_", 21 more.
    "ngrok": ("ngrok-authtoken", lambda r: f"{_pick(r, _ALNUM, 27)}_{_pick(r, _ALNUM, 21)}"),
    # HCP Terraform user and team tokens: 14 characters, ".atlasv1.", 67 more.
    "terraform_cloud": (
        "terraform-cloud-token",
        lambda r: f"{_pick(r, _ALNUM, 14)}.atlasv1.{_pick(r, _ALNUM, 67)}",
    ),
    # Bluesky app passwords: four groups of four lower-case letters and digits.
    "bluesky": (
        "bluesky-app-password",
        lambda r: "-".join(_pick(r, string.ascii_lowercase + string.digits, 4) for _ in range(4)),
    ),
    # Meta Graph API user access tokens start "EAA".
    "facebook": ("facebook-access-token", lambda r: "EAA" + _pick(r, _ALNUM, 180)),
    # Planet API keys: "PLAK" and 32 hex digits.
    "planet_key": ("planet-api-key", lambda r: "PLAK" + _pick(r, _HEX, 32)),
    "foxglove": ("foxglove-api-key", lambda r: "fox_sk_" + _pick(r, _ALNUM, 32)),
    "telethon_session": ("telethon-session-string", _telethon_session),
    # FreeSurfer's license.txt: the third and fourth lines are the key, "*C…" and "FS…".
    "freesurfer_code": ("freesurfer-license", lambda r: "*C" + _pick(r, _CRYPT, 11)),
    "freesurfer_key": ("freesurfer-license", lambda r: "FS" + _pick(r, _CRYPT, 11)),
    # A Ceph key: base64 of its type (1), creation time, length and 16 secret bytes ("AQ...==").
    "ceph_keyring": ("ceph-keyring", lambda r: _b64(b"\x01\x00" + r.randbytes(26))),
    # Kinds of the fourth holdout corpus, each shape as its service documents it.
    "alnum70": ("", lambda r: _pick(r, _ALNUM, 70)),
    "alnum96": ("", lambda r: _pick(r, _ALNUM, 96)),
    "hex128": ("", lambda r: _pick(r, _HEX, 128)),
    "b64url44": ("", lambda r: _pick(r, _B64URL, 44)),
    # An unencrypted PKCS#8 key (openssl pkcs12 -nodes, openssl genpkey), PEM on its own lines.
    "pem_pkcs8": ("private-key", lambda r: _pem(r, "PRIVATE KEY", 1216, 64, "\n")),
    # A passphrase-encrypted PKCS#8 key (openssl pkcs8 -topk8 -v2 aes256), PEM on its own lines.
    "pem_pkcs8_encrypted": (
        "private-key",
        lambda r: _pem(r, "ENCRYPTED PRIVATE KEY", 1298, 64, "\n"),
    ),
    "ceph_key": ("ceph-key", _ceph_key),
    # mungekey(8) writes 1024 random bits; configuration repositories keep them base64-encoded.
    "munge_b64": ("munge-key", lambda r: _b64(r.randbytes(128))),
    # A keytab (format version 0x0502) as base64, the way Kubernetes secrets and vaults hold it.
    "keytab_b64": ("kerberos-keytab", _keytab_b64),
    # Together AI API keys: "tgp_v1_" and 43 base64url characters.
    "together": ("together-api-key", lambda r: "tgp_v1_" + _pick(r, _B64URL, 43)),
    # Fireworks AI API keys: "fw_" and 24 letters and digits.
    "fireworks": ("fireworks-api-key", lambda r: "fw_" + _pick(r, _ALNUM, 24)),
    # LiteLLM proxy master and virtual keys: "sk-" and the key.
    "litellm_key": ("litellm-key", lambda r: "sk-" + _pick(r, _B64URL, 22)),
    # Langfuse secret keys: "sk-lf-" and a UUID (public keys are "pk-lf-").
    "langfuse_secret": (
        "langfuse-secret-key",
        lambda r: "sk-lf-" + str(uuid.UUID(bytes=r.randbytes(16), version=4)),
    ),
    # D-Wave Leap API tokens: a three-letter prefix, "-", 40 hex digits.
    "dwave": ("dwave-api-token", lambda r: "DEV-" + _pick(r, _HEX, 40)),
    # DHIS2 personal access tokens: "d2pat_", 32 letters and digits, a 10-digit checksum.
    "dhis2": (
        "dhis2-personal-access-token",
        lambda r: "d2pat_" + _pick(r, _ALNUM, 32) + _pick(r, string.digits, 10),
    ),
    # SAS PROC PWENCODE output, method SAS002: reversible, "{SAS002}" and 40 upper-case hex.
    "sas002": ("sas-encoded-password", lambda r: "{SAS002}" + _pick(r, "0123456789ABCDEF", 40)),
    # Jenkins user API tokens: "11" and 32 hex digits.
    "jenkins": ("jenkins-api-token", lambda r: "11" + _pick(r, _HEX, 32)),
    # Backblaze B2 application key ids: 25 hex digits starting "00".
    "b2_key_id": ("backblaze-key-id", lambda r: "005" + _pick(r, _HEX, 12) + "00000000" + "0a"),
    "elastic_api_key": ("elasticsearch-api-key", _elastic_api_key),
    "elastic_enrollment": ("elasticsearch-enrollment-token", _elastic_enrollment_token),
    "wlcg_token": ("wlcg-bearer-token", _wlcg_token),
    "earthscope_token": ("earthscope-access-token", _earthscope_token),
    "forgejo_internal": ("forgejo-internal-token", _forgejo_internal_token),
    "slurm_jwt_service": ("slurm-jwt", _slurm_jwt_service),
    "condor_idtoken_ap": ("htcondor-idtoken", _condor_idtoken_ap),
    # docker login to Harbor with a robot account: base64 of "robot$project+name:secret".
    "harbor_robot_auth": (
        "registry-auth",
        lambda r: _b64(f"robot$kestrel+ci-builder:{_pick(r, _ALNUM, 32)}".encode()),
    ),
    # Nextcloud app passwords as the web interface shows them: five groups of five characters.
    "nextcloud_app": (
        "nextcloud-app-password",
        lambda r: "-".join(_pick(r, _ALNUM, 5) for _ in range(5)),
    ),
    # Kinds of the fifth holdout corpus, each shape as its service documents it.
    "alnum10": ("", lambda r: _pick(r, _ALNUM, 10)),
    "alnum25": ("", lambda r: _pick(r, _ALNUM, 25)),
    "alnum30": ("", lambda r: _pick(r, _ALNUM, 30)),
    "alpha32": ("", lambda r: _pick(r, string.ascii_letters, 32)),
    "upper16": ("", lambda r: _pick(r, _UPPER_DIGITS, 16)),
    "upper20": ("", lambda r: _pick(r, string.ascii_uppercase, 20)),
    "b64url40": ("", lambda r: _pick(r, _B64URL, 40)),
    "b64url64": ("", lambda r: _pick(r, _B64URL, 64)),
    # Spotify Web API access tokens: "BQ" and base64url text.
    "spotify_access": ("spotify-access-token", lambda r: "BQ" + _pick(r, _B64URL, 113)),
    # Spotify refresh tokens, as spotipy caches them: "AQ" and base64url text.
    "spotify_refresh": ("spotify-refresh-token", lambda r: "AQ" + _pick(r, _B64URL, 129)),
    # `openssl rand -base64 48`, as pgBackRest's documentation makes its repository cipher pass.
    "b64_48": ("", lambda r: _b64(r.randbytes(48))),
    # A Kubernetes Secret's data: base64 of the value.
    "b64_password": ("", lambda r: _b64(_pick(r, _PASSWORD, 16).encode())),
    "uuid_upper": ("", lambda r: str(uuid.UUID(bytes=r.randbytes(16), version=4)).upper()),
    # openrouteservice keys: the service's 24 hex digits ("5b3ce3597851110001cf6248"), 32 more.
    "ors": ("openrouteservice-api-key", lambda r: "5b3ce3597851110001cf6248" + _pick(r, _HEX, 32)),
    # Mapillary client access tokens: "MLY|", the application id, "|", 32 hex digits.
    "mapillary": (
        "mapillary-access-token",
        lambda r: f"MLY|{r.randrange(10**15, 10**16)}|{_pick(r, _HEX, 32)}",
    ),
    # Vault unseal keys (Shamir shares): base64 of 33 bytes, as `vault operator init` prints them.
    "vault_unseal": ("vault-unseal-key", lambda r: _b64(r.randbytes(33))),
    # docker login to Docker Hub with an access token: base64 of "user:dckr_pat_…".
    "dockerhub_auth": (
        "registry-auth",
        lambda r: _b64(f"gsantoslab:dckr_pat_{_pick(r, _B64URL, 27)}".encode()),
    ),
    # Mailgun private API keys: 32 hex digits, "-", 8, "-", 8.
    "mailgun": (
        "mailgun-api-key",
        lambda r: f"{_pick(r, _HEX, 32)}-{_pick(r, _HEX, 8)}-{_pick(r, _HEX, 8)}",
    ),
    # Amazon SES SMTP passwords: base64 of the version byte 0x04 and an HMAC-SHA256 (44, "B...").
    "ses_smtp": ("ses-smtp-password", lambda r: _b64(b"\x04" + r.randbytes(32))),
    # PagerDuty user API tokens: "u+" and 18 characters.
    "pagerduty_user": ("pagerduty-user-api-token", lambda r: "u+" + _pick(r, _B64URL, 18)),
    # DeepL API Free keys: a UUID and ":fx".
    "deepl": (
        "deepl-api-key",
        lambda r: str(uuid.UUID(bytes=r.randbytes(16), version=4)) + ":fx",
    ),
    # ElevenLabs API keys: "sk_" and 48 hex digits.
    "elevenlabs": ("elevenlabs-api-key", lambda r: "sk_" + _pick(r, _HEX, 48)),
    # GitHub Actions runner registration tokens: 29 upper-case letters and digits, "A" first.
    "gh_runner": ("github-runner-registration-token", lambda r: "A" + _pick(r, _UPPER_DIGITS, 28)),
    "kubernetes_sa_token": ("kubernetes-service-account-token", _kubernetes_sa_token),
    "argocd_token": ("argocd-api-token", _argocd_token),
    "openneuro_key": ("openneuro-api-key", _openneuro_key),
    "earthdata_token": ("earthdata-user-token", _earthdata_token),
    # Kinds of the sixth holdout corpus, each shape as its service documents it.
    # keepalived's auth_pass: VRRP simple authentication keeps at most eight characters.
    "alnum8": ("", lambda r: _pick(r, _ALNUM, 8)),
    # InfluxDB API tokens: URL-safe base64 of 64 bytes, 88 characters ending "==".
    "influxdb": (
        "influxdb-token",
        lambda r: base64.urlsafe_b64encode(r.randbytes(64)).decode(),
    ),
    "openvpn_static": ("openvpn-static-key", _openvpn_static),
    # `gpg --export-secret-keys --armor`: an ASCII-armoured OpenPGP secret key (RFC 4880 armour).
    "pgp_private": (
        "pgp-private-key",
        lambda r: _pem(r, "PGP PRIVATE KEY BLOCK", 1300, 64, "\n"),
    ),
    # Buildkite API access tokens: "bkua_" and 40 hex digits.
    "buildkite_api": ("buildkite-api-token", lambda r: "bkua_" + _pick(r, _HEX, 40)),
    "synapse_pat": ("synapse-personal-access-token", _synapse_pat),
    "nomad_lab_token": ("nomad-access-token", _nomad_lab_token),
    # docker login to a GitLab registry with a deploy token: base64 of "name:gldt-…".
    "gitlab_registry_auth": (
        "registry-auth",
        lambda r: _b64(f"skua-deploy:gldt-{_pick(r, _B64URL, 20)}".encode()),
    ),
    # Kinds of the seventh holdout corpus, each shape as its service documents it.
    # eBird API keys (ebird.org/api/keygen): 12 lower-case letters and digits.
    "lower12": ("", lambda r: _pick(r, string.ascii_lowercase + string.digits, 12)),
    # Simcenter STAR-CCM+ Power-on-Demand keys (-podkey): 22 letters and digits.
    "alnum22": ("", lambda r: _pick(r, _ALNUM, 22)),
    # Onshape API secret keys: 48 letters and digits (access keys are 24).
    "alnum48": ("", lambda r: _pick(r, _ALNUM, 48)),
    # Canvas LMS access tokens: the issuing shard's id, "~", 64 letters and digits.
    "canvas": (
        "canvas-access-token",
        lambda r: f"{r.randrange(1, 20000)}~{_pick(r, _ALNUM, 64)}",
    ),
    # Scale AI live API keys: "live_" and 32 hex digits (test keys are "test_").
    "scale_live": ("scale-api-key", lambda r: "live_" + _pick(r, _HEX, 32)),
    # LabKey Server (Panorama) API keys: "apikey|" and 32 hex digits.
    "labkey": ("labkey-api-key", lambda r: "apikey|" + _pick(r, _HEX, 32)),
    # RT::Authen::Token auth tokens: the token id, the user id, 32 hex digits.
    "rt_token": (
        "rt-auth-token",
        lambda r: f"{r.randrange(1, 400)}-{r.randrange(10, 999)}-{_pick(r, _HEX, 32)}",
    ),
    "jfrog_reference": ("jfrog-reference-token", _jfrog_reference_token),
    # GitLab pipeline trigger tokens: "glptt-" and 40 hex digits.
    "glptt": ("gitlab-pipeline-trigger-token", lambda r: "glptt-" + _pick(r, _HEX, 40)),
    # Chef's encrypted data bag secret: `openssl rand -base64 512 | tr -d '\r\n'`.
    "chef_secret": ("chef-data-bag-secret", lambda r: _b64(r.randbytes(512))),
    "inaturalist_token": ("inaturalist-api-token", _inaturalist_token),
    # npm's `_auth` and HTTP Basic: base64 of "user:password" for a Nexus deploy user.
    "nexus_basic": (
        "nexus-basic-auth",
        lambda r: _b64(f"ci-deploy:{_pick(r, _PASSWORD, 18)}".encode()),
    ),
    # Kinds of the eighth holdout corpus, each shape as its service documents it.
    # Oura personal access tokens: 32 upper-case letters and digits.
    "upper32": ("", lambda r: _pick(r, _UPPER_DIGITS, 32)),
    # NOAA NCEI Climate Data Online tokens: 32 letters.
    "alpha32_token": ("", lambda r: _pick(r, string.ascii_letters, 32)),
    "fitbit_token": ("fitbit-access-token", _fitbit_token),
    "ohdsi_webapi_token": ("ohdsi-webapi-token", _ohdsi_webapi_token),
    "met_office_key": ("met-office-datahub-key", _met_office_key),
    # Okta API tokens (Admin Console, Security > API > Tokens): "00" and 40 base64url characters.
    "okta": ("okta-api-token", lambda r: "00" + _pick(r, _B64URL, 40)),
    # Cisco type 7 passwords: two decimal digits (the key offset) and upper-case hex; reversible.
    "cisco_type7": (
        "cisco-type7-password",
        lambda r: f"{r.randrange(16):02d}" + _pick(r, "0123456789ABCDEF", 2 * r.randrange(8, 14)),
    ),
    # Junos "$9$" secrets: reversibly obfuscated like Cisco type 7, so as good as the plain text.
    "juniper9": (
        "juniper-type9-secret",
        lambda r: "$9$" + _pick(r, _ALNUM + "-./", 4 * r.randrange(5, 9)),
    ),
    # Gotify application tokens: "A" and 14 characters (client tokens start with "C").
    "gotify_app": ("gotify-app-token", lambda r: "A" + _pick(r, _ALNUM + ".-_", 14)),
    # JATOS API tokens: "jap_" and 31 letters and digits, then a 6-digit checksum.
    "jatos": (
        "jatos-api-token",
        lambda r: "jap_" + _pick(r, _ALNUM, 31) + _pick(r, string.digits, 6),
    ),
    # Kinds of the ninth holdout corpus, each shape as its service documents it.
    "hex16": ("", lambda r: _pick(r, _HEX, 16)),
    "alnum28": ("", lambda r: _pick(r, _ALNUM, 28)),
    # `openssl rand -base64 64`-sized values: a Cachix signing key (an ed25519 secret key).
    "b64_64": ("", lambda r: _b64(r.randbytes(64))),
    # Pushbullet access tokens: "o." and 32 letters and digits.
    "pushbullet": ("pushbullet-access-token", lambda r: "o." + _pick(r, _ALNUM, 32)),
    # OOI M2M credentials from the OOINet user profile: an "OOIAPI-" username and a token.
    "ooi_username": ("ooi-api-username", lambda r: "OOIAPI-" + _pick(r, _UPPER_DIGITS, 14)),
    "ooi_token": ("ooi-api-token", lambda r: _pick(r, _UPPER_DIGITS, 11)),
    # RapidAPI application keys: 50 hex digits with "msh", "p1" and "jsn" at fixed places.
    "rapidapi": (
        "rapidapi-key",
        lambda r: (
            f"{_pick(r, _HEX, 10)}msh{_pick(r, _HEX, 14)}p1{_pick(r, _HEX, 6)}"
            f"jsn{_pick(r, _HEX, 12)}"
        ),
    ),
    # Agisoft Metashape activation keys: five groups of five upper-case letters and digits.
    "metashape_key": (
        "metashape-license-key",
        lambda r: "-".join(_pick(r, _UPPER_DIGITS, 5) for _ in range(5)),
    ),
    # DigitalOcean personal access tokens: "dop_v1_" and 64 hex digits.
    "digitalocean_pat": ("digitalocean-token", lambda r: "dop_v1_" + _pick(r, _HEX, 64)),
    # DigitalOcean Spaces access keys ("DO00" and 16 more) and their 43-character secrets.
    "do_spaces_key": ("do-spaces-access-key", lambda r: "DO00" + _pick(r, _UPPER_DIGITS, 16)),
    "do_spaces_secret": ("do-spaces-secret-key", lambda r: _pick(r, _B64, 43)),
    "cesium_ion_token": ("cesium-ion-token", _cesium_ion_token),
    # ArcGIS location platform API keys: "AAPK", 32 hex digits, 64 URL-safe characters.
    "arcgis_key": (
        "arcgis-api-key",
        lambda r: "AAPK" + _pick(r, _HEX, 32) + _pick(r, _B64URL, 64),
    ),
    # eLabFTW API keys: the key's id, "-", then hex digits.
    "elabftw": (
        "elabftw-api-key",
        lambda r: f"{r.randrange(1, 60)}-{_pick(r, _HEX, 84)}",
    ),
    # crates.io API tokens: "cio" and 32 letters and digits.
    "crates_io": ("crates-io-token", lambda r: "cio" + _pick(r, _ALNUM, 32)),
    "home_assistant_token": ("home-assistant-token", _home_assistant_token),
    # The Things Stack API keys: "NNSXS.", a 39-character id, ".", a 52-character secret (base32).
    "ttn_api_key": (
        "ttn-api-key",
        lambda r: f"NNSXS.{_pick(r, _BASE32, 39)}.{_pick(r, _BASE32, 52)}",
    ),
    "chirpstack_token": ("chirpstack-api-token", _chirpstack_token),
    # Ubidots tokens: "BBUS-" and 30 letters and digits.
    "ubidots": ("ubidots-token", lambda r: "BBUS-" + _pick(r, _ALNUM, 30)),
    # IPUMS API keys: the shared 24 hex digits "59cba10d8a5da536fc06b59d", then 32 more.
    "ipums": ("ipums-api-key", lambda r: "59cba10d8a5da536fc06b59d" + _pick(r, _HEX, 32)),
    # Edge Impulse API keys: "ei_" and 64 hex digits.
    "edge_impulse": ("edge-impulse-api-key", lambda r: "ei_" + _pick(r, _HEX, 64)),
    # MAAS API keys: consumer key, token key and token secret, 18:18:32 letters and digits.
    "maas_api_key": (
        "maas-api-key",
        lambda r: f"{_pick(r, _ALNUM, 18)}:{_pick(r, _ALNUM, 18)}:{_pick(r, _ALNUM, 32)}",
    ),
    # Pure Storage (FlashArray, FlashBlade) API tokens: "T-" and a UUID.
    "pure_api_token": (
        "pure-storage-api-token",
        lambda r: "T-" + str(uuid.UUID(bytes=r.randbytes(16), version=4)),
    ),
    "weka_access_token": (
        "weka-access-token",
        lambda r: _weka_token(r, "access", 300 * 60),
    ),
    "weka_refresh_token": (
        "weka-refresh-token",
        lambda r: _weka_token(r, "refresh", 30 * 86400),
    ),
    # New Relic license (ingest) keys end in "NRAL"; user API keys are "NRAK-" and 27 more.
    "newrelic_license": ("newrelic-license-key", lambda r: _pick(r, _HEX, 36) + "NRAL"),
    "newrelic_user": ("newrelic-user-key", lambda r: "NRAK-" + _pick(r, _UPPER_DIGITS, 27)),
    "grafana_cloud": ("grafana-cloud-token", _grafana_cloud_token),
    "snipeit_token": ("snipeit-api-token", _snipeit_token),
    # RubyGems API keys: "rubygems_" and 48 hex digits.
    "rubygems": ("rubygems-api-key", lambda r: "rubygems_" + _pick(r, _HEX, 48)),
    # Azure DevOps personal access tokens: 52 characters of lower-case base32.
    "azdo_pat": ("azure-devops-pat", lambda r: _pick(r, _BASE32_LOWER, 52)),
    # CircleCI personal API tokens: "CCIPAT_", 22 letters and digits, "_", 40 hex digits.
    "circleci": (
        "circleci-token",
        lambda r: f"CCIPAT_{_pick(r, _ALNUM, 22)}_{_pick(r, _HEX, 40)}",
    ),
    "teamcity": ("teamcity-access-token", _teamcity_token),
    # Coder session tokens: a 10-character id, "-", a 22-character secret.
    "coder_token": (
        "coder-session-token",
        lambda r: f"{_pick(r, _ALNUM, 10)}-{_pick(r, _ALNUM, 22)}",
    ),
    "cachix_token": ("cachix-auth-token", _cachix_token),
    # Gitea OAuth2 application secrets: "gto_" and 52 characters of lower-case base32.
    "gitea_oauth": ("gitea-oauth-client-secret", lambda r: "gto_" + _pick(r, _BASE32_LOWER, 52)),
    # Kinds of the tenth holdout corpus.
    # The Things Stack API keys: "NNSXS.", a 39-character id and a 52-character secret, base32.
    "ttn_key": (
        "ttn-api-key",
        lambda r: f"NNSXS.{_pick(r, _BASE32, 39)}.{_pick(r, _BASE32, 52)}",
    ),
    "chirpstack_key": ("chirpstack-api-key", _chirpstack_key),
    "cesium_ion": ("cesium-ion-token", _cesium_ion_jwt),
    # ArcGIS location platform API keys: "AAPK", then letters, digits, "-" and "_".
    "arcgis_aapk": (
        "arcgis-api-key",
        lambda r: "AAPK" + _pick(r, _HEX, 32) + _pick(r, _B64URL, 64),
    ),
    # RapidAPI application keys: 50 hex digits with "msh", "p1" and "jsn" at fixed places.
    "rapidapi_key": (
        "rapidapi-key",
        lambda r: (
            f"{_pick(r, _HEX, 10)}msh{_pick(r, _HEX, 15)}p1{_pick(r, _HEX, 6)}"
            f"jsn{_pick(r, _HEX, 12)}"
        ),
    ),
    # eLabFTW API keys: the key's numeric id, "-", then hex digits.
    "elabftw_key": (
        "elabftw-api-key",
        lambda r: f"{r.randrange(2, 60)}-" + _pick(r, _HEX, 84),
    ),
    # Product licence keys of five groups of five upper-case letters and digits (Agisoft).
    "licence_key25": ("", lambda r: "-".join(_pick(r, _UPPER_DIGITS, 5) for _ in range(5))),
    "alnum128": ("", lambda r: _pick(r, _ALNUM, 128)),
    # Kinds of the eleventh holdout corpus.
    # Databento API keys: "db-" and 29 letters and digits, 32 characters in all.
    "databento": ("databento-api-key", lambda r: "db-" + _pick(r, _ALNUM, 29)),
    # Alpaca API key ids: "PK" (paper trading) or "AK" (live) and 18 upper-case letters and digits.
    "alpaca_key_id": ("alpaca-api-key-id", lambda r: "PK" + _pick(r, _UPPER_DIGITS, 18)),
    # Twilio API keys: "SK" and 32 hex digits (their secrets are 32 letters and digits).
    "twilio_api_key": ("twilio-api-key", lambda r: "SK" + _pick(r, _HEX, 32)),
    # Stripe restricted keys ("rk_live_") and webhook signing secrets ("whsec_").
    "stripe_restricted": ("stripe-restricted-key", lambda r: "rk_live_" + _pick(r, _ALNUM, 99)),
    "stripe_whsec": ("stripe-webhook-secret", lambda r: "whsec_" + _pick(r, _ALNUM, 32)),
    # astrometry.net (nova) API keys: 16 lower-case letters.
    "lower16": ("", lambda r: _pick(r, string.ascii_lowercase, 16)),
    # Cloudflare's Global API Key: 37 hex digits.
    "hex37": ("", lambda r: _pick(r, _HEX, 37)),
    "acme_jwk": ("acme-account-key", _acme_jwk),
    # WordPress AUTH_KEY and salts from api.wordpress.org/secret-key: 64 printable characters.
    "wp_salt": ("wordpress-salt", lambda r: _pick(r, _WP_SALT, 64)),
    # Laravel's APP_KEY (`php artisan key:generate`): "base64:" and base64 of 32 bytes.
    "laravel_key": ("laravel-app-key", lambda r: "base64:" + _b64(r.randbytes(32))),
    # Visual Crossing weather keys: 25 upper-case letters and digits.
    "upper25": ("", lambda r: _pick(r, _UPPER_DIGITS, 25)),
    # An SNMPv3 or PDU password: letters and digits, at least 8 (USM needs 8).
    "alnum12": ("", lambda r: _pick(r, _ALNUM, 12)),
    # A BIND TSIG key (`tsig-keygen -a hmac-sha256`): base64 of 32 bytes.
    "tsig": ("tsig-key", lambda r: _b64(r.randbytes(32))),
    # A CyVerse (Keycloak) access token: an RS256 JWT for the Discovery Environment.
    # Cloudflare Turnstile secret keys: "0x4AAAAAAA" and 25 more (test secrets are "1x…AA").
    "turnstile_secret": (
        "turnstile-secret-key",
        lambda r: "0x4AAAAAAA" + _pick(r, _B64URL, 25),
    ),
    "cloudflared_token": ("cloudflare-tunnel-token", _cloudflared_token),
    "cyverse_token": (
        "cyverse-access-token",
        lambda r: _rs256_jwt(
            r,
            {
                "exp": 1795900000 + r.randrange(86400),
                "iss": "https://kc.cyverse.org/auth/realms/CyVerse",
                "sub": _uuid(r),
                "typ": "Bearer",
                "azp": "de-prod",
                "preferred_username": "twalker",
            },
        ),
    ),
    # Kinds of the twelfth holdout corpus.
    "labelbox_key": ("labelbox-api-key", _labelbox_key),
    # Duo integration keys: "DI" and 18 upper-case letters and digits (secret keys are 40).
    "duo_ikey": ("duo-integration-key", lambda r: "DI" + _pick(r, _UPPER_DIGITS, 18)),
    # GitLab feed tokens ("glft-"), of the same form as its personal access tokens.
    "glft_token": ("gitlab-feed-token", lambda r: "glft-" + _pick(r, _B64URL, 20)),
    # Linear personal API keys: "lin_api_" and 40 letters and digits.
    "linear_key": ("linear-api-key", lambda r: "lin_api_" + _pick(r, _ALNUM, 40)),
    "doppler_token": ("doppler-service-token", _doppler_service_token),
    # Doppler CLI tokens (`doppler login`), kept in ~/.doppler/.doppler.yaml: "dp.ct." and 40.
    "doppler_cli_token": ("doppler-cli-token", lambda r: "dp.ct." + _pick(r, _ALNUM, 40)),
    # The same token as a Kubernetes Secret's `data` holds it: base64.
    "doppler_token_b64": (
        "doppler-service-token",
        lambda r: _b64(_doppler_service_token(r).encode()),
    ),
    # MaxMind licence keys: 6 and 29 letters and digits joined by "_", then "_mmk".
    "maxmind_key": (
        "maxmind-license-key",
        lambda r: f"{_pick(r, _ALNUM, 6)}_{_pick(r, _ALNUM, 29)}_mmk",
    ),
    # A TOTP seed as google-authenticator writes it on the first line of ~/.google_authenticator:
    # 26 characters of RFC 4648 base32.
    "totp_seed": ("totp-seed", lambda r: _pick(r, _BASE32, 26)),
    # Brevo (Sendinblue) API keys: "xkeysib-", 64 hex digits, "-" and 16 letters and digits.
    "brevo_key": (
        "brevo-api-key",
        lambda r: f"xkeysib-{_pick(r, _HEX, 64)}-{_pick(r, _ALNUM, 16)}",
    ),
    # Kinds of the thirteenth holdout corpus.
    # Etherscan API keys: 34 upper-case letters and digits.
    "etherscan": ("etherscan-api-key", lambda r: _pick(r, _UPPER_DIGITS, 34)),
    # An Ethereum account's private key as Hardhat and Foundry take it: "0x" and 64 hex digits.
    "eth_private_key": ("ethereum-private-key", lambda r: "0x" + _pick(r, _HEX, 64)),
    # A BIP-39 seed phrase: twelve words of the English list.
    "bip39_mnemonic": (
        "bip39-mnemonic",
        lambda r: " ".join(r.choice(_BIP39_WORDS.split()) for _ in range(12)),
    ),
    # CoinGecko API keys (demo and pro): "CG-" and 25 letters and digits.
    "coingecko": ("coingecko-api-key", lambda r: "CG-" + _pick(r, _ALNUM, 25)),
    "neuprint_token": ("neuprint-token", _neuprint_token),
    "gfw_token": ("global-fishing-watch-token", _gfw_token),
    "motherduck_token": ("motherduck-token", _motherduck_token),
    # Confluent Cloud API keys: 16 upper-case letters and digits; secrets 64 base64 characters.
    "confluent_key": ("confluent-api-key", lambda r: _pick(r, _UPPER_DIGITS, 16)),
    "confluent_secret": ("confluent-api-secret", lambda r: _pick(r, _B64, 64)),
    # N2YO API keys as the profile page shows them: 6, 6, 6 and 4 upper-case letters and digits.
    "n2yo": (
        "n2yo-api-key",
        lambda r: "-".join(_pick(r, _UPPER_DIGITS, n) for n in (6, 6, 6, 4)),
    ),
    # Weblate user API keys: "wlu_" and 40 letters and digits.
    "weblate": ("weblate-api-key", lambda r: "wlu_" + _pick(r, _ALNUM, 40)),
    # Prodigy licence keys: four groups of four upper-case letters and digits.
    "prodigy": (
        "prodigy-license-key",
        lambda r: "-".join(_pick(r, _UPPER_DIGITS, 4) for _ in range(4)),
    ),
    # Dropbox short-lived access tokens: "sl." and base64url text.
    "dropbox_token": ("dropbox-access-token", lambda r: "sl.B" + _pick(r, _B64URL, 136)),
    "box_jwt_key": ("box-jwt-private-key", _box_jwt_key),
    # TeamViewer script tokens: the account's numeric id, "-", 20 letters and digits.
    "teamviewer": (
        "teamviewer-api-token",
        lambda r: f"{r.randrange(10**7, 10**8)}-{_pick(r, _ALNUM, 20)}",
    ),
    # BitLocker recovery passwords: eight groups of six digits, each group a multiple of 11.
    "bitlocker": (
        "bitlocker-recovery-key",
        lambda r: "-".join(f"{11 * r.randrange(65536):06d}" for _ in range(8)),
    ),
    # Kinds of the fourteenth holdout corpus.
    "tableau_pat": ("tableau-pat-secret", _tableau_pat_secret),
    "wireguard_key": ("wireguard-private-key", _wireguard_key),
    "panos_api_key": ("panos-api-key", _panos_api_key),
    "opnsense_key": ("opnsense-api-key", _opnsense_api_key),
    "dbt_cloud_token": ("dbt-cloud-service-token", _dbt_cloud_token),
    "netlify_pat": ("netlify-access-token", _netlify_pat),
    "pakbus_security_code": ("campbell-security-code", _pakbus_security_code),
    # Kinds of the fifteenth holdout corpus.
    "igwn_scitoken": ("igwn-scitoken", _igwn_scitoken),
    "razorbill_idtoken": ("htcondor-idtoken", _razorbill_idtoken),
    "nls_client_token": ("nvidia-nls-client-token", _nls_client_token),
    "tableau_pat_secret": ("tableau-pat-secret", _tableau_pat_secret),
    "nsrr_token": ("nsrr-token", _nsrr_token),
    # OPNsense API secrets (System, Access, Users, apikey.txt): as its keys.
    "opnsense_secret": ("opnsense-api-secret", _opnsense_api_key),
    # FortiOS REST API administrator keys (`execute api-user generate-key`): 30 letters and digits.
    "fortigate_token": ("fortigate-api-token", lambda r: _pick(r, _ALNUM, 30)),
    # Oura personal access tokens: 32 upper-case letters and digits.
    "oura_pat": ("oura-personal-access-token", lambda r: _pick(r, _UPPER_DIGITS, 32)),
    # MATLAB File Installation Keys: twelve groups of five digits.
    "matlab_fik": (
        "matlab-file-installation-key",
        lambda r: "-".join(f"{r.randrange(10**5):05d}" for _ in range(12)),
    ),
    # Kinds of the sixteenth holdout corpus.
    "benchling_key": ("benchling-api-key", _benchling_key),
    "sylabs_token": ("sylabs-library-token", _sylabs_token),
    "cosign_key": ("cosign-private-key", _cosign_key),
    "ckan_token": ("ckan-api-token", _ckan_token),
    "neon_data_token": ("neon-api-token", _neon_data_token),
    "supabase_service_key": ("supabase-service-role-key", _supabase_service_key),
    "netatmo_token": ("netatmo-token", _netatmo_token),
    # Supabase secret API keys: "sb_secret_" and 31 URL-safe characters.
    "supabase_secret": ("supabase-secret-key", lambda r: "sb_secret_" + _pick(r, _B64URL, 31)),
    # Neon Postgres role passwords as the console makes them: "npg_" and 12 letters and digits.
    "neon_db_password": ("neon-postgres-password", lambda r: "npg_" + _pick(r, _ALNUM, 12)),
    # Supabase personal access tokens (`supabase login`): "sbp_" and 40 hex digits.
    "supabase_pat": ("supabase-access-token", lambda r: "sbp_" + _pick(r, _HEX, 40)),
    # AbuseIPDB API keys: 80 hex digits.
    "hex80": ("", lambda r: _pick(r, _HEX, 80)),
    # Graylog's password_secret (`pwgen -N 1 -s 96`): 96 letters and digits.
    "graylog_secret": ("graylog-password-secret", lambda r: _pick(r, _ALNUM, 96)),
    # Kittiwake's kinds.
    "keycloak_offline": ("keycloak-offline-token", _keycloak_offline_token),
    "duo_skey": ("duo-secret-key", _duo_skey),
    "ipa_otp_key": ("totp-seed", _ipa_otp_key),
    "grafana_sa": ("grafana-service-account-token", _grafana_sa_token),
    # Guillemot's kinds.
    # Lichess personal API tokens: "lip_" and 20 letters and digits.
    "lichess_token": ("lichess-api-token", lambda r: "lip_" + _pick(r, _ALNUM, 20)),
    # Mailchimp API keys: 32 hex digits, "-", the data centre ("us21").
    "mailchimp_key": (
        "mailchimp-api-key",
        lambda r: _pick(r, _HEX, 32) + f"-us{r.randrange(1, 22)}",
    ),
    # Mandrill (Mailchimp Transactional) API keys: "md-" and 22 URL-safe characters.
    "mandrill_key": ("mandrill-api-key", lambda r: "md-" + _pick(r, _B64URL, 22)),
    # Microsoft account app passwords: 16 lower-case letters.
    "alpha16_app": ("", lambda r: _pick(r, string.ascii_lowercase, 16)),
    "nkey_seed": ("nats-nkey-seed", _nkey_seed),
    "discord_bot": ("discord-bot-token", _discord_bot_token),
    "uptime_kuma_key": ("uptime-kuma-api-key", _uptime_kuma_key),
    # Gannet's kinds (the nineteenth holdout corpus).
    "riot_key": ("riot-api-key", _riot_key),
    "twitch_secret": ("twitch-client-secret", _twitch_secret),
    "adafruit_io": ("adafruit-io-key", _adafruit_io_key),
    "fcm_server_key": ("fcm-server-key", _fcm_server_key),
    "apple_p8": ("apple-p8-private-key", _apple_p8),
    "indico_token": ("indico-api-token", _indico_token),
    "supermicro_key": ("supermicro-product-key", _supermicro_key),
    # Shag's kinds.
    "rsp_token": ("rubin-rsp-token", _rsp_token),
    "datalab_token": ("datalab-token", _datalab_token),
    "knmi_key": ("knmi-api-key", _knmi_key),
    "crossref_plus": ("crossref-plus-token", _crossref_plus_token),
    "picovoice_key": ("picovoice-access-key", _picovoice_key),
    "webodm_token": ("webodm-token", _webodm_token),
    "tapis_token": ("tapis-access-token", _tapis_token),
    "mongodb_keyfile": ("mongodb-keyfile", _mongodb_keyfile),
    "drupal_hash_salt": ("drupal-hash-salt", _drupal_hash_salt),
    "meteofrance_app": ("meteo-france-application-id", _meteofrance_application_id),
    "dcv_client_password": ("dcv-session-manager-client-password", _dcv_client_password),
    # Tern's kinds.
    "eida_token": ("eida-token", _eida_token),
    "x509_proxy": ("x509-proxy", _x509_proxy),
    "minio_kms_secret": ("minio-kms-secret-key", _minio_kms_secret),
    "garage_key_id": ("garage-access-key-id", _garage_key_id),
    "revai_token": ("revai-access-token", _revai_token),
    "supermicro_product_key": ("supermicro-product-key", _supermicro_product_key),
    "ec2_credential_secret": ("openstack-ec2-secret", _rgw_keystone_secret),
    "synapse_signing_key": ("synapse-signing-key", _synapse_signing_key),
    # Plover's kinds.
    "africastalking_key": ("africastalking-api-key", _africastalking_key),
    "odk_app_user_token": ("odk-app-user-token", _odk_app_user_token),
    "carbonmapper_token": ("carbon-mapper-token", _carbonmapper_token),
    "cdse_token": ("copernicus-dataspace-token", _cdse_token),
    "teleport_identity": ("teleport-identity-file", _teleport_identity),
    "vnc_passwd_hex": ("vnc-password", _vnc_passwd_hex),
    # SportMonks API tokens: 60 letters and digits.
    "sportmonks": ("sportmonks-api-token", lambda r: _pick(r, _ALNUM, 60)),
    # Roboflow private API keys: 20 letters and digits.
    "roboflow": ("roboflow-api-key", lambda r: _pick(r, _ALNUM, 20)),
    # Label Studio legacy tokens (Account & Settings): 40 hex digits, a Django REST token.
    "label_studio": ("label-studio-token", lambda r: _pick(r, _HEX, 40)),
    # Godwit's kinds.
    "stormglass_key": ("stormglass-api-key", _stormglass_key),
    "fly_token": ("fly-io-token", _fly_token),
    "junos_type9": ("junos-type9-secret", _junos_type9),
    "peeringdb_key": ("peeringdb-api-key", _peeringdb_key),
    "catapult_token": ("catapult-openfield-token", _catapult_token),
    "mailgun_key": ("mailgun-api-key", _mailgun_key),
    "pfsense_tls_key": ("openvpn-tls-key", _pfsense_tls_key),
    # Sanderling's kinds.
    "ghost_admin_key": ("ghost-admin-api-key", _ghost_admin_key),
    "notion_token": ("notion-integration-token", _notion_token),
    "crowdsec_enroll": ("crowdsec-enroll-key", _crowdsec_enroll_key),
    "blynk_token": ("blynk-auth-token", _blynk_token),
    "stata_code": ("stata-licence-code", _stata_code),
    "clearml_access_key": ("clearml-access-key", _clearml_access_key),
    "clearml_secret_key": ("clearml-secret-key", _clearml_secret_key),
    "prefix_dev_token": ("prefix-dev-token", _prefix_dev_token),
    # Knot's kinds.
    "rucio_token": ("rucio-auth-token", _rucio_token),
    "husarnet_joincode": ("husarnet-join-code", _husarnet_joincode),
    "gmaps_signing_secret": ("google-maps-url-signing-secret", _gmaps_signing_secret),
    "ccdc_activation_key": ("ccdc-activation-key", _ccdc_activation_key),
    "hcaptcha_secret": ("hcaptcha-secret-key", _hcaptcha_secret),
    # Dunlin's kinds.
    "ultralytics_key": ("ultralytics-api-key", _ultralytics_key),
    "ccdc_key": ("ccdc-activation-key", _ccdc_key),
    "molpro_token": ("molpro-licence-token", _molpro_token),
    "zammad_token": ("zammad-access-token", _zammad_token),
    "nextcloud_secret": ("nextcloud-instance-secret", _nextcloud_secret),
    "gitlab_oauth_secret": ("gitlab-oauth-secret", _gitlab_oauth_secret),
    "youtube_stream_key": ("youtube-stream-key", _youtube_stream_key),
    "jira_dc_pat": ("jira-personal-access-token", _jira_dc_pat),
    # Whimbrel's kinds.
    "pinecone_key": ("pinecone-api-key", _pinecone_key),
    "scaleway_access_key": ("scaleway-access-key", _scaleway_access_key),
    "exoscale_key": ("exoscale-api-key", _exoscale_key),
    "lambda_cloud_key": ("lambda-cloud-api-key", _lambda_cloud_key),
    "runpod_key": ("runpod-api-key", _runpod_key),
    "apify_token": ("apify-api-token", _apify_token),
    "resend_key": ("resend-api-key", _resend_key),
    "posthog_personal_key": ("posthog-personal-api-key", _posthog_personal_key),
    "telnyx_key": ("telnyx-api-key", _telnyx_key),
    "contentful_pat": ("contentful-management-token", _contentful_pat),
    "ably_key": ("ably-api-key", _ably_key),
    "jina_key": ("jina-api-key", _jina_key),
    "voyage_key": ("voyage-api-key", _voyage_key),
    "uptimerobot_key": ("uptimerobot-api-key", _uptimerobot_key),
    "hex20": ("", _hex20),
    # Curlew's kinds.
    "bitbucket_dc_token": ("bitbucket-http-access-token", _bitbucket_dc_token),
    "readcoop_refresh": ("transkribus-refresh-token", _readcoop_refresh_token),
    "privacyidea_jwt": ("privacyidea-auth-token", _privacyidea_auth_token),
    "keycloak_realm_key": ("keycloak-realm-private-key", _keycloak_realm_key),
    # The twenty-ninth Godwit's kinds.
    "influx_token": ("influxdb-token", _influx_token),
    "heroku_v2": ("heroku-api-key", _heroku_key),
    # Sanderling's kinds (the thirtieth holdout corpus).
    "harbor_sndl_auth": ("registry-auth", _harbor_sndl_auth),
    "buildkite_agent_token": ("buildkite-agent-token", _buildkite_agent_token),
    "gitlab_runner_reg": ("gitlab-runner-registration-token", _gitlab_runner_reg),
    "lower8": ("", _lower8),
    "clickhouse_cloud_secret": ("clickhouse-cloud-api-secret", _clickhouse_cloud_secret),
    "synapse_config_secret": ("synapse-config-secret", _synapse_config_secret),
    "turnstone_matrix_token": ("matrix-access-token", _turnstone_matrix_token),
    "shinyapps_secret": ("shinyapps-secret", _shinyapps_secret),
    # Redshank's kinds.
    "rancher_token": ("rancher-api-token", _rancher_token),
    "oci_auth_token": ("oci-auth-token", _oci_auth_token),
    "oci_customer_secret": ("oci-customer-secret-key", _oci_customer_secret),
    "lambda_redshank_key": ("lambda-cloud-api-key", _lambda_redshank_key),
    "acme_eab_hmac": ("acme-eab-hmac-key", _acme_eab_hmac),
    "intel_serial": ("intel-serial-number", _intel_serial),
    "wolfram_activation": ("mathematica-activation-key", _wolfram_activation),
    "mathpass_password": ("mathematica-password", _mathpass_password),
    "infracost_key": ("infracost-api-key", _infracost_key),
    "polygon_key": ("polygon-api-key", _polygon_key),
    # Greenshank's kinds (the thirty-third holdout corpus).
    "tailscale_api": ("tailscale-api-key", _tailscale_api_key),
    "tailscale_client": ("tailscale-oauth-client-secret", _tailscale_client_secret),
    # Dotterel's kinds (the thirty-fourth holdout corpus).
    "grafana_legacy_key": ("grafana-api-key", _grafana_legacy_key),
    "jfrog_access_token": ("jfrog-access-token", _jfrog_access_token),
    "authentik_secret_key": ("authentik-secret-key", _authentik_secret_key),
    # Lapwing's kinds (the thirty-fifth holdout corpus).
    "borg_keyfile": ("borg-key-file", _borg_keyfile),
    "sentry_org_token": ("sentry-org-auth-token", _sentry_org_token),
    "graylog_token": ("graylog-api-token", _graylog_token),
    "splunk_token": ("splunk-auth-token", _splunk_token),
    "bacula_password": ("", _bacula_password),
    "pve_ticket": ("proxmox-ticket", _pve_ticket),
    "keystone_fernet_token": ("openstack-auth-token", _keystone_fernet_token),
    # Stint's kinds (the thirty-sixth holdout corpus).
    "cognito_refresh_token": ("cognito-refresh-token", _cognito_refresh_token),
    "octopus_key": ("octopus-energy-api-key", _octopus_key),
    "sonarqube_user_token": ("sonarqube-token", _sonarqube_user_token),
    "sonarqube_project_token": ("sonarqube-analysis-token", _sonarqube_project_token),
    "ghs_token": ("github-installation-token", _ghs_token),
    "slack_app_token": ("slack-app-token", _slack_app_token),
    "slack_user": ("slack-user-token", _slack_user_token),
    # Oystercatcher's kinds (the thirty-seventh holdout corpus).
    "pulsar_token": ("pulsar-token", _pulsar_token),
    "cloudflare_api_token": ("cloudflare-api-token", _cloudflare_api_token),
    "cloudflare_origin_ca_key": ("cloudflare-origin-ca-key", _cloudflare_origin_ca_key),
    "fastly_token": ("fastly-api-token", _fastly_token),
    "porkbun_api_key": ("porkbun-api-key", _porkbun_api_key),
    "porkbun_secret_key": ("porkbun-secret-key", _porkbun_secret_key),
    "openbao_batch_token": ("openbao-token", _openbao_batch_token),
    "emqx_api_secret": ("emqx-api-secret", _emqx_api_secret),
    # Phalarope's kinds (the thirty-eighth holdout corpus).
    "wandb_local_key": ("wandb-local-api-key", _wandb_local_key),
    "netbox_v2_token": ("netbox-api-token", _netbox_v2_token),
    "nxos_localizedkey": ("snmpv3-localized-key", _nxos_localizedkey),
    "ghcr_auth": ("registry-auth", _ghcr_auth),
    "quay_robot_auth": ("registry-auth", _quay_robot_auth),
    "dockerconfigjson_b64": ("registry-pull-secret", _dockerconfigjson_b64),
    # Willet's kinds (the thirty-ninth holdout corpus).
    "databricks_oauth_secret": ("databricks-oauth-secret", _databricks_oauth_secret),
    "openvpn_tls_crypt_v2": ("openvpn-tls-crypt-v2-client-key", _openvpn_tls_crypt_v2_client),
    "guacamole_json_secret": ("guacamole-json-secret-key", _guacamole_json_secret),
    # Killdeer's kinds (the fortieth holdout corpus).
    "ilo_license_key": ("hpe-ilo-license-key", _ilo_license_key),
    "foreman_pat": ("foreman-personal-access-token", _foreman_pat),
    # Yellowlegs's kinds (the forty-first holdout corpus).
    "akamai_edgegrid_token": ("akamai-edgegrid-access-token", _akamai_edgegrid_token),
    "bunny_key": ("bunny-api-key", _bunny_key),
    "paypal_client_secret": ("paypal-client-secret", _paypal_client_secret),
    "paypal_nvp_signature": ("paypal-api-signature", _paypal_nvp_signature),
    "square_access_token": ("square-access-token", _square_access_token),
    "square_oauth_secret": ("square-oauth-secret", _square_oauth_secret),
    "shopify_admin_token": ("shopify-admin-access-token", _shopify_admin_token),
    "shopify_shared_secret": ("shopify-shared-secret", _shopify_shared_secret),
    "woocommerce_key": ("woocommerce-consumer-key", _woocommerce_key),
    "woocommerce_secret": ("woocommerce-consumer-secret", _woocommerce_secret),
    "wp_application_password": ("wordpress-application-password", _wp_application_password),
    # Pratincole's kinds (the forty-second holdout corpus).
    "boundary_token": ("boundary-auth-token", _boundary_auth_token),
    "boundary_worker_activation": ("boundary-worker-activation-token", _boundary_worker_activation),
    "piv_management_key": ("yubikey-piv-management-key", _piv_management_key),
    "piv_puk": ("yubikey-piv-puk", _piv_puk),
    "ndes_challenge": ("scep-challenge-password", _ndes_challenge),
    "es_service_token": ("elasticsearch-service-token", _es_service_token),
    "anthropic_admin": ("anthropic-admin-key", _anthropic_admin_key),
    "openai_svcacct": ("openai-service-account-key", _openai_svcacct_key),
    "cryosparc_license": ("cryosparc-license-id", _cryosparc_license),
    "ecmwf_key": ("ecmwf-api-key", _ecmwf_key),
    # Stilt's kinds (the forty-third holdout corpus).
    "akismet_key": ("akismet-api-key", _akismet_key),
    "comanage_api_key": ("comanage-api-key", _comanage_api_key),
    "shib_persistent_salt": ("shibboleth-persistentid-salt", _shib_persistent_salt),
    # Woodcock's kinds (the forty-fourth holdout corpus).
    "rocketchat_webhook": ("rocketchat-webhook", _rocketchat_webhook),
    "pagerduty_rest_key": ("pagerduty-api-key", _pagerduty_rest_key),
    "newrelic_insert_key": ("newrelic-insert-key", _newrelic_insert_key),
    "arista_type7": ("arista-type7-password", _arista_type7),
    # Jacana's kinds (the forty-fifth holdout corpus).
    "harbor_jacana_auth": ("registry-auth", _harbor_jacana_auth),
    # Hornbill's kinds (the forty-sixth holdout corpus).
    "reddit_refresh_token": ("reddit-refresh-token", _reddit_refresh_token),
    "twilio_auth_token": ("twilio-auth-token", _twilio_auth_token),
    "neo4j_auth": ("neo4j-password", _neo4j_auth),
    "galera_sst_auth": ("galera-sst-password", _galera_sst_auth),
    # Bittern's kinds (the forty-seventh holdout corpus).
    "oauth2_proxy_cookie": ("oauth2-proxy-session-cookie", _oauth2_proxy_cookie),
    "nasdaq_data_link_key": ("nasdaq-data-link-api-key", _nasdaq_data_link_key),
    "alibaba_access_key_id": ("alibaba-access-key-id", _alibaba_access_key_id),
    # Shrike's kinds (the forty-eighth holdout corpus).
    "ibm_quantum_api_key": ("ibm-quantum-api-key", _ibm_quantum_api_key),
    "chargebee_live_key": ("chargebee-api-key", _chargebee_live_key),
    "qbo_refresh_token": ("quickbooks-refresh-token", _qbo_refresh_token),
    "xero_client_secret": ("xero-client-secret", _xero_client_secret),
    "opta_outlet_key": ("opta-outlet-auth-key", _opta_outlet_key),
    "wyscout_basic": ("wyscout-basic-auth", _wyscout_basic),
    "familysearch_token": ("familysearch-access-token", _familysearch_token),
    "step_ott": ("step-ca-one-time-token", _step_ott),
    "yubihsm_pin": ("yubihsm-pkcs11-pin", _yubihsm_pin),
    "grid_userkey": ("grid-user-key", _grid_userkey),
    "eos_sss_keytab": ("eos-sss-keytab", _eos_sss_keytab),
    "here_api_key": ("here-api-key", _here_api_key),
    "tomtom_api_key": ("tomtom-api-key", _tomtom_api_key),
    "opsgenie_api_key": ("opsgenie-api-key", _opsgenie_api_key),
    # Wagtail's kinds (the fiftieth holdout corpus).
    "eumetsat_consumer_secret": ("eumetsat-consumer-secret", _eumetsat_consumer_secret),
    "flywheel_api_key": ("flywheel-api-key", _flywheel_api_key),
    "wildlife_insights_token": ("wildlife-insights-token", _wildlife_insights_token),
    "rabbitmq_erlang_cookie": ("erlang-cookie", _rabbitmq_erlang_cookie),
    "pve_api_token": ("proxmox-api-token", _pve_api_token),
    "youtube_sid_cookie": ("youtube-session-cookie", _youtube_sid_cookie),
    "xdmod_api_token": ("xdmod-api-token", _xdmod_api_token),
    "prolific_token": ("prolific-api-token", _prolific_token),
    # Kingfisher's kinds (the fifty-second holdout corpus).
    "genius_token": ("genius-client-access-token", _genius_token),
    "okta_client_secret": ("okta-client-secret", _okta_client_secret),
    "redcap_token": ("redcap-api-token", _redcap_token),
    "refinitiv_app_key": ("refinitiv-app-key", _refinitiv_app_key),
    # Treecreeper's kinds (the fifty-third holdout corpus).
    "cdd_vault_token": ("cdd-vault-api-token", _cdd_vault_token),
    "pma_blowfish_secret": ("phpmyadmin-blowfish-secret", _pma_blowfish_secret),
    # Nuthatch's kinds (the fifty-fourth holdout corpus).
    "usgs_m2m_token": ("usgs-m2m-application-token", _usgs_m2m_token),
    "surveymonkey_token": ("surveymonkey-access-token", _surveymonkey_token),
    "starccm_podkey": ("starccm-pod-key", _starccm_podkey),
    # Wryneck's kinds (the fifty-fifth holdout corpus).
    "cytobank_token": ("cytobank-api-token", _cytobank_token),
    "atproto_refresh_jwt": ("atproto-refresh-token", _atproto_refresh_jwt),
    "cvmfs_gateway_secret": ("cvmfs-gateway-key", _cvmfs_gateway_secret),
    # Firecrest's kinds (the fifty-sixth holdout corpus).
    "django_secret_xml": ("password-assignment", _django_secret_xml),
    "ib_mkey": ("infiniband-m-key", _ib_mkey),
    "fortios_enc": ("fortios-encrypted-secret", _fortios_enc),
    "datadog_api_key": ("datadog-api-key", _datadog_api_key),
    # Redstart's kinds (the fifty-seventh holdout corpus).
    "lambda_redstart_key": ("lambda-cloud-api-key", _lambda_redstart_key),
    "frameio_token": ("frameio-developer-token", _frameio_token),
    "commvault_qsdk_token": ("commvault-auth-token", _commvault_qsdk_token),
    "traefik_acme_key": ("acme-account-key", _traefik_acme_key),
    # Stonechat's kinds (the fifty-eighth holdout corpus).
    "sss_obfuscated": ("sssd-obfuscated-password", _sss_obfuscated),
    "stonechat_scontrol_token": ("slurm-jwt", _stonechat_scontrol_token),
    # Linnet's kinds (the fifty-ninth holdout corpus).
    "sarao_archive_token": ("sarao-archive-token", _sarao_archive_token),
    "roundcube_des_key": ("roundcube-des-key", _roundcube_des_key),
    "harbor_linnet_auth": ("registry-auth", _harbor_linnet_auth),
    "et_pro_code": ("et-pro-secret-code", _et_pro_code),
    # Bunting's kinds (the sixtieth holdout corpus).
    "bunting_rucio_token": ("rucio-auth-token", _bunting_rucio_token),
    "stm_api_key": ("stm-api-key", _stm_api_key),
    "mobdb_refresh_token": ("mobility-database-refresh-token", _mobdb_refresh_token),
    # Siskin's kinds (the sixty-first holdout corpus).
    "maven_encrypted": ("maven-encrypted-password", _maven_encrypted),
    "nexus_npm_token": ("nexus-npm-token", _nexus_npm_token),
    "google_app_password": ("google-app-password", _google_app_password),
    "siskin_quay_auth": ("registry-auth", _siskin_quay_auth),
    "aspera_node_basic": ("aspera-node-basic-auth", _aspera_node_basic),
    "siskin_nexus_pull": ("registry-pull-secret", _siskin_nexus_pull),
    # Brambling's kinds (the sixty-second holdout corpus).
    "jetty_obf": ("jetty-obfuscated-password", _jetty_obf),
    "brambling_sentry_org_token": ("sentry-org-auth-token", _brambling_sentry_org_token),
    # Twite's kinds (the sixty-third holdout corpus).
    "nextstrain_id_token": ("nextstrain-id-token", _nextstrain_id_token),
    "nextstrain_access_token": ("nextstrain-access-token", _nextstrain_access_token),
    "pathoplexus_token": ("pathoplexus-access-token", _pathoplexus_token),
    "pbs_api_token": ("pbs-api-token", _pbs_api_token),
    # Redpoll's kinds (the sixty-fourth holdout corpus).
    "redpoll_bbg_credential": ("bloomberg-dl-credential", _redpoll_bbg_credential),
    "factset_jwk": ("factset-jwk-private-key", _factset_jwk),
    "hathitrust_access_key": ("hathitrust-access-key", _hathitrust_access_key),
    "hathitrust_secret_key": ("hathitrust-secret-key", _hathitrust_secret_key),
    "hydroserver_api_key": ("hydroserver-api-key", _hydroserver_api_key),
    "clickatell_api_key": ("clickatell-api-key", _clickatell_api_key),
    # Crossbill's kinds (the sixty-fifth holdout corpus).
    "ibm_cos_access_key_id": ("ibm-cos-access-key-id", _ibm_cos_access_key_id),
    "ibm_cos_hmac_secret": ("ibm-cos-hmac-secret", _ibm_cos_hmac_secret),
    "netbox_token_pepper": ("netbox-token-pepper", _netbox_token_pepper),
    "statsbomb_basic": ("statsbomb-basic-auth", _statsbomb_basic),
    # Hawfinch's kinds (the sixty-sixth holdout corpus).
    "datagokr_key": ("datagokr-service-key", _datagokr_service_key),
    "datagokr_key_encoded": ("datagokr-service-key", _datagokr_service_key_encoded),
    "deere_access_token": ("john-deere-access-token", _deere_access_token),
    "cdse_refresh_token": ("openeo-refresh-token", _cdse_refresh_token),
    "hawfinch_kcadm_refresh_token": ("keycloak-refresh-token", _hawfinch_kcadm_refresh_token),
    "hawfinch_kcadm_access_token": ("keycloak-access-token", _hawfinch_kcadm_access_token),
    "borg_paper_key": ("borg-paper-key", _borg_paper_key),
    "oncall_integration_token": ("grafana-oncall-integration-token", _oncall_integration_token),
    # Chaffinch's kinds (the sixty-seventh holdout corpus).
    "chaffinch_here_access_key_secret": (
        "here-access-key-secret",
        _chaffinch_here_access_key_secret,
    ),
    "chaffinch_ebrains_token": ("ebrains-access-token", _chaffinch_ebrains_token),
    "chaffinch_ibm_iam_token": ("ibm-iam-access-token", _chaffinch_ibm_iam_token),
    "chaffinch_asf_urs_cookie": ("asf-urs-cookie", _chaffinch_asf_urs_cookie),
    "chaffinch_ibm_cos_hmac_secret": ("ibm-cos-hmac-secret-key", _chaffinch_ibm_cos_hmac_secret),
    "chaffinch_wazuh_import_key": ("wazuh-agent-import-key", _chaffinch_wazuh_import_key),
    # Goldcrest's kinds (the sixty-eighth holdout corpus).
    "goldcrest_sbg_registry_auth": ("registry-auth", _goldcrest_sbg_registry_auth),
    "headscale_preauth_key": ("headscale-preauth-key", _headscale_preauth_key),
    "headscale_api_key": ("headscale-api-key", _headscale_api_key),
    "tailscale_privkey_file": ("headscale-noise-private-key", _tailscale_privkey_file),
    # Bullfinch's kinds (the sixty-ninth holdout corpus).
    "bullfinch_atlas_token": ("wlcg-bearer-token", _bullfinch_atlas_token),
    "bullfinch_rucio_token": ("rucio-auth-token", _bullfinch_rucio_token),
    "bullfinch_cern_sso_token": ("cern-sso-access-token", _bullfinch_cern_sso_token),
    "bullfinch_keycloak_refresh_token": (
        "keycloak-refresh-token",
        _bullfinch_keycloak_refresh_token,
    ),
    "bullfinch_lofar_macaroon": ("dcache-macaroon", _bullfinch_lofar_macaroon),
    "bullfinch_ionq_key": ("ionq-api-key", _bullfinch_ionq_key),
    "bullfinch_tsm_password": ("storage-protect-password", _bullfinch_tsm_password),
    "bullfinch_slurm_exporter_token": ("slurm-jwt", _bullfinch_slurm_exporter_token),
    # Greenfinch's kinds (the seventieth holdout corpus).
    "greenfinch_earthdata_token": ("earthdata-user-token", _greenfinch_earthdata_token),
    "greenfinch_sentinelhub_token": ("sentinel-hub-access-token", _greenfinch_sentinelhub_token),
    "greenfinch_sentinelhub_secret": (
        "sentinel-hub-client-secret",
        _greenfinch_sentinelhub_secret,
    ),
    "greenfinch_x_access_token": ("x-access-token", _greenfinch_x_access_token),
    "greenfinch_nextcloud_app_password": (
        "nextcloud-app-password",
        _greenfinch_nextcloud_app_password,
    ),
    "greenfinch_nextcloud_login_token": (
        "nextcloud-app-password",
        _greenfinch_nextcloud_login_token,
    ),
    "greenfinch_django_secret_key": ("django-secret-key", _greenfinch_django_secret_key),
    "greenfinch_plantnet_key": ("plantnet-api-key", _greenfinch_plantnet_key),
    "greenfinch_postsrsd_secret": ("postsrsd-secret", _greenfinch_postsrsd_secret),
    # Serin's kinds (the seventy-first holdout corpus).
    "serin_harbor_auth": ("registry-auth", _serin_harbor_auth),
    "rancher_access_key": ("rancher-access-key", _rancher_access_key),
    "rancher_secret_key": ("rancher-secret-key", _rancher_secret_key),
    "rancher_kubeconfig_token": ("rancher-kubeconfig-token", _rancher_kubeconfig_token),
    "redcap_super_token": ("redcap-super-api-token", _redcap_super_token),
    "rke2_node_token": ("rke2-node-token", _rke2_node_token),
    # Pipit's kinds (the seventy-second holdout corpus).
    "pipit_mapbox_secret": ("mapbox-secret-token", _pipit_mapbox_secret),
    "truenas_api_key": ("truenas-api-key", _truenas_api_key),
    "slurm_jwt_key_b64": ("slurm-jwt-key", _slurm_jwt_key_b64),
    "pipit_scontrol_token": ("slurm-jwt", _pipit_scontrol_token),
    "pipit_mlflow_basic": ("mlflow-basic-auth", _pipit_mlflow_basic),
    # Whinchat's kinds (the seventy-third holdout corpus).
    "whinchat_mp_api_key": ("materials-project-api-key", _whinchat_mp_api_key),
    "whinchat_mast_token": ("mast-api-token", _whinchat_mast_token),
    "whinchat_kobo_token": ("kobotoolbox-api-token", _whinchat_kobo_token),
    "whinchat_ads_token": ("ads-api-token", _whinchat_ads_token),
    "whinchat_datalab_token": ("datalab-token", _whinchat_datalab_token),
    "whinchat_pbs_token": ("pbs-api-token", _whinchat_pbs_token),
    "whinchat_pbs_key_data": ("pbs-encryption-key", _whinchat_pbs_key_data),
    "whinchat_icinga_ticket": ("icinga-pki-ticket", _whinchat_icinga_ticket),
    "whinchat_checkmk_secret": ("checkmk-automation-secret", _whinchat_checkmk_secret),
    "whinchat_keycloak_client_secret": (
        "keycloak-client-secret",
        _whinchat_keycloak_client_secret,
    ),
    # Dunnock's kinds (the seventy-fourth holdout corpus).
    "dunnock_pve_api_token": ("proxmox-api-token", _dunnock_pve_api_token),
    "dunnock_pve_ticket": ("proxmox-ticket", _dunnock_pve_ticket),
    "dunnock_foxglove_device_token": ("foxglove-device-token", _dunnock_foxglove_device_token),
    # Yellowhammer's kinds (the seventy-fifth holdout corpus).
    "yellowhammer_storj_access_grant": ("storj-access-grant", _yellowhammer_storj_access_grant),
    "yellowhammer_storj_api_key": ("storj-api-key", _yellowhammer_storj_api_key),
    "yellowhammer_hypothesis_token": ("hypothesis-api-token", _yellowhammer_hypothesis_token),
    "yellowhammer_osc_passx": ("osc-obfuscated-password", _yellowhammer_osc_passx),
    "yellowhammer_agrirouter_certificate": (
        "agrirouter-onboarding-certificate",
        _yellowhammer_agrirouter_certificate,
    ),
    "yellowhammer_leaf_token": ("leaf-api-token", _yellowhammer_leaf_token),
    # Chiffchaff's kinds (the seventy-sixth holdout corpus).
    "chiffchaff_iam_client_secret": ("indigo-iam-client-secret", _chiffchaff_iam_client_secret),
    "chiffchaff_iam_refresh_token": ("indigo-iam-refresh-token", _chiffchaff_iam_refresh_token),
    "chiffchaff_atlas_token": ("wlcg-bearer-token", _chiffchaff_atlas_token),
    "chiffchaff_pgp_private_key": ("spack-gpg-signing-key", _chiffchaff_pgp_private_key),
    "chiffchaff_keyring_github": ("github-token-keyring", _chiffchaff_keyring_github),
    "chiffchaff_webex_bot_token": ("webex-bot-token", _chiffchaff_webex_bot_token),
    "chiffchaff_finnhub_key": ("finnhub-api-key", _chiffchaff_finnhub_key),
    "chiffchaff_te_key": ("tradingeconomics-api-key", _chiffchaff_te_key),
    "chiffchaff_epicollect_token": ("epicollect5-access-token", _chiffchaff_epicollect_token),
    "chiffchaff_harbor_robot_auth": ("registry-auth", _chiffchaff_harbor_robot_auth),
    # Blackcap's kinds (the seventy-seventh holdout corpus).
    "blackcap_typo3_encryption_key": ("typo3-encryption-key", _blackcap_typo3_encryption_key),
    "blackcap_strapi_secret": ("strapi-secret", _blackcap_strapi_secret),
    "blackcap_strapi_app_keys": ("strapi-app-keys", _blackcap_strapi_app_keys),
    "blackcap_transifex_token": ("transifex-api-token", _blackcap_transifex_token),
    "blackcap_lakefs_key_id": ("lakefs-access-key-id", _blackcap_lakefs_key_id),
    "blackcap_yandex_api_key": ("yandex-speechkit-api-key", _blackcap_yandex_api_key),
    "blackcap_joomla_api_token": ("joomla-api-token", _blackcap_joomla_api_token),
    # Wheatear's kinds (the seventy-eighth holdout corpus).
    "wheatear_brainlife_jwt": ("brainlife-jwt", _wheatear_brainlife_jwt),
    "wheatear_webodm_jwt": ("webodm-token", _wheatear_webodm_jwt),
    "wheatear_kanidm_api_token": ("kanidm-api-token", _wheatear_kanidm_api_token),
    "wheatear_conjur_api_key": ("conjur-api-key", _wheatear_conjur_api_key),
    "wheatear_lambda_key": ("lambda-cloud-api-key", _wheatear_lambda_key),
    "wheatear_op_service_account_token": (
        "1password-service-account-token",
        _wheatear_op_service_account_token,
    ),
    "wheatear_openclinica_token": ("openclinica-api-token", _wheatear_openclinica_token),
    "wheatear_sros2_key": ("sros2-enclave-key", _wheatear_sros2_key),
    "wheatear_flywheel_key": ("flywheel-api-key", _wheatear_flywheel_key),
    "wheatear_yubico_secret_key": ("yubico-secret-key", _wheatear_yubico_secret_key),
    # Whitethroat's kinds (the seventy-ninth holdout corpus).
    "whitethroat_openbis_session_token": (
        "openbis-session-token",
        _whitethroat_openbis_session_token,
    ),
    "whitethroat_conduit_token": ("phabricator-conduit-token", _whitethroat_conduit_token),
    "whitethroat_typeform_token": ("typeform-personal-token", _whitethroat_typeform_token),
    "whitethroat_tiktok_client_token": (
        "tiktok-client-access-token",
        _whitethroat_tiktok_client_token,
    ),
    "whitethroat_dtrack_api_key": ("dependency-track-api-key", _whitethroat_dtrack_api_key),
    "whitethroat_gerrit_http_password": (
        "gerrit-http-password",
        _whitethroat_gerrit_http_password,
    ),
    "whitethroat_verdaccio_token": ("verdaccio-auth-token", _whitethroat_verdaccio_token),
    "whitethroat_plone_ac_cookie": ("plone-session-cookie", _whitethroat_plone_ac_cookie),
    "whitethroat_mailjet_credentials": (
        "mailjet-smtp-credentials",
        _whitethroat_mailjet_credentials,
    ),
    "whitethroat_ia_low_auth": ("internet-archive-s3-keys", _whitethroat_ia_low_auth),
    # Smew's kinds (the eightieth holdout corpus).
    "smew_honeycomb_ingest_key": ("honeycomb-ingest-key", _smew_honeycomb_ingest_key),
    "smew_azure_quantum_connection_string": (
        "azure-quantum-connection-string",
        _smew_azure_quantum_connection_string,
    ),
    "smew_sensu_access_token": ("sensu-access-token", _smew_sensu_access_token),
    "smew_sensu_refresh_token": ("sensu-refresh-token", _smew_sensu_refresh_token),
    "smew_netdata_claim_token": ("netdata-claim-token", _smew_netdata_claim_token),
    "smew_otel_basic_auth": ("otel-basic-auth", _smew_otel_basic_auth),
    # Goosander's kinds (the eighty-first holdout corpus).
    "goosander_hypothesis_token": ("hypothesis-api-token", _goosander_hypothesis_token),
    "goosander_astrometry_key": ("astrometry-net-api-key", _goosander_astrometry_key),
    "goosander_gcn_client_secret": ("gcn-kafka-client-secret", _goosander_gcn_client_secret),
    "goosander_drupal_hash_salt": ("drupal-hash-salt", _goosander_drupal_hash_salt),
    "goosander_sftpgo_api_key": ("sftpgo-api-key", _goosander_sftpgo_api_key),
    "goosander_porkbun_api_key": ("porkbun-api-key", _goosander_porkbun_api_key),
    "goosander_porkbun_secret_key": ("porkbun-secret-api-key", _goosander_porkbun_secret_key),
    "goosander_desec_token": ("desec-api-token", _goosander_desec_token),
    "goosander_oauth2_proxy_cookie_secret": (
        "oauth2-proxy-cookie-secret",
        _goosander_oauth2_proxy_cookie_secret,
    ),
    "goosander_traefik_account_key": ("traefik-acme-account-key", _goosander_traefik_account_key),
    "goosander_ngc_docker_auth": ("ngc-registry-auth", _goosander_ngc_docker_auth),
    # Shoveler's kinds (the eighty-second holdout corpus).
    "shoveler_oanda_token": ("oanda-access-token", _shoveler_oanda_token),
    "shoveler_nessus_api_keys": ("nessus-api-keys", _shoveler_nessus_api_keys),
    "shoveler_mailcow_api_key": ("mailcow-api-key", _shoveler_mailcow_api_key),
    "shoveler_vultr_api_key": ("vultr-api-key", _shoveler_vultr_api_key),
    "shoveler_alibaba_key_id": ("alibaba-access-key-id", _shoveler_alibaba_key_id),
    "shoveler_eodhd_token": ("eodhd-api-token", _shoveler_eodhd_token),
    "shoveler_velociraptor_key": ("velociraptor-api-client-key", _shoveler_velociraptor_key),
    "shoveler_zentra_token": ("zentra-cloud-token", _shoveler_zentra_token),
    "shoveler_tradier_token": ("tradier-access-token", _shoveler_tradier_token),
    "shoveler_huawei_key_row": ("huawei-cloud-access-keys", _shoveler_huawei_key_row),
    # Garganey's kinds (the eighty-third holdout corpus).
    "garganey_onesignal_key": ("onesignal-app-api-key", _garganey_onesignal_key),
    "garganey_zitadel_machine_key": ("zitadel-machine-key", _garganey_zitadel_machine_key),
    "garganey_tarsnap_key": ("tarsnap-key-file", _garganey_tarsnap_key),
    "garganey_fastly_token": ("fastly-api-token", _garganey_fastly_token),
    "garganey_bunny_api_key": ("bunny-api-key", _garganey_bunny_api_key),
    "garganey_strapi_key": ("strapi-secret", _garganey_strapi_key),
    "garganey_strapi_app_keys": ("strapi-app-keys", _garganey_strapi_app_keys),
    "garganey_infobip_key": ("infobip-api-key", _garganey_infobip_key),
    "garganey_pbs_token": ("pbs-api-token-secret", _garganey_pbs_token),
    # Pochard's kinds (the eighty-fourth holdout corpus).
    "pochard_copr_login": ("copr-api-login", _pochard_copr_login),
    "pochard_copr_token": ("copr-api-token", _pochard_copr_token),
    "pochard_iothub_device_connection": (
        "azure-iot-device-connection-string",
        _pochard_iothub_device_connection,
    ),
    "pochard_xo_token": ("xen-orchestra-token", _pochard_xo_token),
    "pochard_tolgee_pak": ("tolgee-project-api-key", _pochard_tolgee_pak),
    # Wigeon's kinds (the eighty-fifth holdout corpus).
    "wigeon_afas_token": ("afas-profit-token", _wigeon_afas_token),
    "wigeon_afas_token_xml": ("afas-profit-token", _wigeon_afas_token_xml),
    "wigeon_meraki_key": ("meraki-api-key", _wigeon_meraki_key),
    "wigeon_topdesk_app_password": ("topdesk-application-password", _wigeon_topdesk_app_password),
    "wigeon_lizard_api_key": ("lizard-api-key", _wigeon_lizard_api_key),
    "wigeon_rollbar_token": ("rollbar-access-token", _wigeon_rollbar_token),
    "wigeon_redmine_key": ("redmine-api-key", _wigeon_redmine_key),
    "wigeon_youtrack_token": ("youtrack-permanent-token", _wigeon_youtrack_token),
    "wigeon_aisstream_key": ("aisstream-api-key", _wigeon_aisstream_key),
    "wigeon_mollie_key": ("mollie-api-key", _wigeon_mollie_key),
    "wigeon_maersk_consumer_key": ("maersk-consumer-key", _wigeon_maersk_consumer_key),
    "wigeon_mosquitto_psk": ("mosquitto-psk", _wigeon_mosquitto_psk),
}


@dataclass
class Corpus:
    root: Path
    labels: set[Label] = field(default_factory=set)
    # The rule (its id in rules.toml) that must report each label.
    rules: dict[Label, str] = field(default_factory=dict)
    # The generated secrets, to check that no report ever shows one.
    values: list[str] = field(default_factory=list)
    # How many lines each label's value spans (a PEM key: all of its lines); one otherwise.
    spans: dict[Label, int] = field(default_factory=dict)


def corpora() -> list[tuple[str, Path]]:
    """Every labelled corpus by its folder's name (`corpus_holdout7`), in the order this module
    names them: a new corpus needs no list of its own in the benchmarks."""
    return [
        (name.lower(), value)
        for name, value in globals().items()
        if name.startswith("CORPUS") and isinstance(value, Path)
    ]


def render_corpus(target: Path, seed: int = 7, source: Path = CORPUS) -> Corpus:
    """Write the corpus SOURCE (CORPUS or CORPUS_HPC) with fresh values under TARGET.

    For CORPUS a marker's label names a rule of rules.toml and its kind is that rule's; for any
    other source it names the kind itself and no rule is recorded."""
    rng = random.Random(seed)
    corpus = Corpus(target)
    kinds = {rule.id: rule.kind for rule in load_rules().rules} if source == CORPUS else {}
    for template in sorted(p for p in source.rglob("*") if p.is_file()):
        # Python sources and notebooks are stored as NAME.tmpl, out of the linters' way.
        relative = (
            template.relative_to(source).with_suffix("")
            if template.suffix == ".tmpl"
            else template.relative_to(source)
        )
        out_lines: list[str] = []
        for template_line in template.read_text().split("\n"):
            line = template_line
            markers = list(_MARKER.finditer(line))
            if len(markers) > 1:
                raise ValueError(f"{relative}: one marker a line, please: {line}")
            if markers:
                marker = markers[0]
                default_rule, generate = _GENERATORS[marker["generator"]]
                rule = marker["rule"] or default_rule
                if not rule:
                    raise ValueError(f"{relative}: {marker['generator']} needs a :rule label")
                if source == CORPUS and rule not in kinds:
                    raise ValueError(f"{relative}: {rule} is not a rule of rules.toml")
                label = (str(relative), len(out_lines) + 1, kinds.get(rule, rule))
                corpus.labels.add(label)
                if source == CORPUS:
                    corpus.rules[label] = rule
                value = generate(rng)
                corpus.values.append(value)
                corpus.spans[label] = value.count("\n") + 1
                line = line[: marker.start()] + value + line[marker.end() :]
            out_lines.extend(line.split("\n"))
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.write_text("\n".join(out_lines))
        destination.chmod(0o600)
    return corpus


def generate(generator: str, seed: int = 0) -> str:
    """A fresh value from GENERATOR (a name a corpus marker can use), for tests that write their
    own files."""
    return _GENERATORS[generator][1](random.Random(f"{generator}-{seed}"))


def labels_without_shape(corpus: Corpus, shapes: dict[str, str]) -> tuple[int, list[str]]:
    """Check each label of CORPUS whose kind SHAPES maps to a regex: its line must hold a value of
    that shape standing alone (or after "bot", as Telegram's Bot API URLs put a token). Returns
    how many labels were checked and a message for each that holds none."""
    checked, unshaped = 0, []
    for path, line, kind in sorted(corpus.labels):
        shape = shapes.get(kind)
        if shape is None:
            continue
        checked += 1
        text = (corpus.root / path).read_text().split("\n")[line - 1]
        if not re.search(rf"(?:(?<=bot)|(?<![A-Za-z0-9_.-])){shape}(?![A-Za-z0-9_-])", text):
            unshaped.append(f"{path}:{line}: no {kind} of the documented shape")
    return checked, unshaped


def rendering_leftovers(corpus: Corpus, source: Path) -> list[str]:
    """What rendering SOURCE into CORPUS left wrong: files still holding a marker, and templates
    holding one of the generated values."""
    left = [
        f"{path}: marker left unrendered"
        for path in sorted(corpus.root.rglob("*"))
        if path.is_file() and _MARKER.search(path.read_text())
    ]
    templates = "\n".join(p.read_text() for p in source.rglob("*") if p.is_file())
    if any(value in templates for value in corpus.values):
        left.append(f"{source}: a template holds a generated value")
    return left


# Regex building blocks of the documented shapes that the holdout corpora's tests check.
UUID4 = r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"
JWT = r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"
HEX = {n: rf"[0-9a-f]{{{n}}}" for n in (32, 36, 40, 48, 64)}
ALNUM = {n: rf"[A-Za-z0-9]{{{n}}}" for n in (16, 20, 24, 25, 32, 40, 45, 50, 60, 64)}
B64_40 = r"[A-Za-z0-9+/]{40}"
S3_KEY_ID = r"[A-Z0-9]{20}"


def label_counts(corpus: Corpus) -> tuple[int, int]:
    """How many labels CORPUS has, and of how many kinds."""
    return len(corpus.labels), len({kind for _, _, kind in corpus.labels})


def invalid_formats(root: Path) -> list[str]:
    """The rendered JSON, notebook and TOML files under ROOT that their format's parser refuses:
    credential files must stay valid in their own formats once their markers are filled."""
    invalid = []
    for path in sorted(root.rglob("*")):
        try:
            if path.suffix in (".json", ".ipynb"):
                json.loads(path.read_text())
            elif path.suffix == ".toml":
                tomllib.loads(path.read_text())
        except ValueError as error:
            invalid.append(f"{path.relative_to(root)}: {error}")
    return invalid


def tagged_loader(*tags: str) -> type[yaml.SafeLoader]:
    """A safe YAML loader that reads a scalar under each of TAGS as the string it is (Ansible's
    `!vault` ciphertext, Home Assistant's `!secret` name)."""

    class Loader(yaml.SafeLoader):
        pass

    for tag in tags:
        Loader.add_constructor(tag, lambda loader, node: loader.construct_scalar(node))
    return Loader


def _named(relative: str, places: tuple[str, ...]) -> bool:
    """Whether the file at RELATIVE is one of PLACES: a path from the root, or its last parts."""
    return any(relative == place or relative.endswith("/" + place) for place in places)


def unparsable(
    root: Path,
    json_by_path: tuple[str, ...],
    yaml_loader: type[yaml.SafeLoader] = yaml.SafeLoader,
    *,
    yaml_by_path: tuple[str, ...] = (),
    toml_by_path: tuple[str, ...] = (),
    yaml_suffixes: tuple[str, ...] = (".yaml", ".yml"),
    xml_suffixes: tuple[str, ...] = (".xml",),
) -> list[str]:
    """The rendered YAML and XML files under ROOT (by their suffixes), and the JSON, YAML and
    TOML ones named without their suffix (JSON_BY_PATH, YAML_BY_PATH, TOML_BY_PATH: paths from
    ROOT, or their last parts), that their parsers refuse; YAML is read with YAML_LOADER. Other
    JSON, notebooks and TOML are invalid_formats's."""
    wrong = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        relative = str(path.relative_to(root))
        try:
            if _named(relative, json_by_path):
                json.loads(path.read_text())
            elif _named(relative, toml_by_path):
                tomllib.loads(path.read_text())
            elif path.suffix in yaml_suffixes or _named(relative, yaml_by_path):
                list(yaml.load_all(path.read_text(), Loader=yaml_loader))
            elif path.suffix in xml_suffixes:
                ET.fromstring(path.read_text())
        except (ValueError, yaml.YAMLError, ET.ParseError) as error:
            wrong.append(f"{relative}: {error}")
    return wrong


def shape_faults(
    corpus: Corpus,
    source: Path,
    counts: tuple[int, int],
    shapes: dict[str, str],
    at_least: int,
    unparsed: list[str],
) -> list[str]:
    """What is wrong with a holdout CORPUS rendered from SOURCE, beside UNPARSED (its files
    their parsers refuse): labels naming rules, label and kind COUNTS other than written, labels
    without their documented SHAPES or fewer than AT_LEAST checked, invalid formats, markers
    left unrendered or generated values in the templates."""
    faults = ["holdout labels name kinds of their own, not rules"] if corpus.rules else []
    if label_counts(corpus) != counts:
        faults.append(f"labels and kinds {label_counts(corpus)}, written {counts}")
    checked, unshaped = labels_without_shape(corpus, shapes)
    if checked < at_least:
        faults.append(f"only {checked} labels checked for their shape, fewer than {at_least}")
    return [
        *faults,
        *unshaped,
        *invalid_formats(corpus.root),
        *unparsed,
        *rendering_leftovers(corpus, source),
    ]


@dataclass(frozen=True)
class Score:
    """How a scan did on a corpus, scored by (file, line) whatever kind it names."""

    precision: float
    recall: float
    detail: str


def score_by_line(name: str, corpus: Corpus, findings: Iterable[Finding]) -> Score:
    """Score FINDINGS (a scan of CORPUS) by file and line: a label is found when its file and
    line are reported; a report on any line of a multi-line value (a PEM key) finds it."""
    spans = {
        (path, line + offset): (path, line)
        for (path, line, _), span in corpus.spans.items()
        for offset in range(1, span)
    }
    reported = {(str(Path(f.path).relative_to(corpus.root)), f.line) for f in findings}
    found = {spans.get(line, line) for line in reported}
    labelled = {(path, line): kind for path, line, kind in corpus.labels}
    true_positives = found & labelled.keys()
    precision = len(true_positives) / len(found) if found else 0.0
    recall = len(true_positives) / len(labelled)
    missed: dict[str, list[str]] = defaultdict(list)
    for (path, line), kind in sorted(labelled.items()):
        if (path, line) not in found:
            missed[kind].append(f"{path}:{line}")
    detail = (
        f"{name}: precision {precision:.3f}, recall {recall:.3f} "
        f"({len(true_positives)} of {len(labelled)} secrets, {len(found)} lines reported); "
        f"false positives {sorted(found - labelled.keys())}; "
        f"missed by kind {dict(sorted(missed.items()))}"
    )
    return Score(precision, recall, detail)


def scan_and_score(name: str, corpus: Corpus) -> Score:
    """Scan CORPUS with the current rules (one worker) and score it by line, printing the detail;
    fails if the detail shows a generated value (reports carry fingerprints, never values)."""
    result = scan_paths([corpus.root], load_rules(), ScanOptions(jobs=1))
    score = score_by_line(name, corpus, result.findings)
    print(score.detail)
    assert not any(value in score.detail for value in corpus.values)
    return score


def reports_showing_a_value(govern: Govern, corpus: Corpus) -> list[str]:
    """The report modes of `govern secrets scan` on CORPUS that fail or show a generated value."""
    wrong = []
    for mode in ((), ("--json",), ("--sarif",)):
        result = govern("secrets", "scan", "--fail-on", "never", *mode, corpus.root)
        output = result.stdout + result.stderr
        if result.code != 0 or any(shows_value(output, value) for value in corpus.values):
            wrong.append(f"{' '.join(mode) or 'text'}: exit {result.code}")
    return wrong


# Below this length a value (a five-digit security code) also turns up by chance inside the
# report's fingerprints and numbers: it counts as shown only standing alone.
_SHORT_VALUE = 8


def shows_value(output: str, value: str) -> bool:
    """Whether OUTPUT shows VALUE (a short one only where it stands alone)."""
    if len(value) >= _SHORT_VALUE:
        return value in output
    alone = rf"(?<![A-Za-z0-9]){re.escape(value)}(?![A-Za-z0-9])"
    return re.search(alone, output) is not None
