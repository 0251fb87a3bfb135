"""JSON Web Tokens for PostgREST's anonymous role (Supabase's anon key), made to ship in
browsers: public by design, where the same project's service_role key is a secret. Values
are made here. NATS JWTs, public claims whose holder proves itself with the nkey seed beside
them, are left alone too."""

from __future__ import annotations

import base64
import json
import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import grows_linearly

_RNG = random.Random(160)


def _part(claims: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(claims).encode()).decode().rstrip("=")


def _jwt(role: str) -> str:
    header = _part({"alg": "HS256", "typ": "JWT"})
    claims = _part({"iss": "postgrest", "role": role, "exp": 2111700000})
    signature = "".join(_RNG.choice(string.ascii_letters + string.digits + "-_") for _ in range(43))
    return f"{header}.{claims}.{signature}"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "site", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "file_name", ["frontend/.env.production", "src/api.ts", "config/client.json"]
)
def test_an_anonymous_role_token_is_public(rules: RuleSet, file_name: str) -> None:
    text = f'VITE_POSTGREST_TOKEN = "{_jwt("anon")}"\n'
    assert _values(rules, file_name, text) == []


@pytest.mark.parametrize("role", ["service_role", "authenticated", "admin", "anonymous"])
def test_a_token_of_any_other_role_is_found(rules: RuleSet, role: str) -> None:
    token = _jwt(role)
    assert _values(rules, "worker/.env", f"POSTGREST_JWT={token}\n") == [token]


def test_a_token_whose_claims_are_not_json_is_found(rules: RuleSet) -> None:
    token = _jwt("anon")
    header, _, signature = token.split(".")
    broken = f"{header}.eyJ{'A' * 30}.{signature}"
    assert _values(rules, "worker/.env", f"JWT={broken}\n") == [broken]


def test_a_huge_anonymous_looking_token_is_not_decoded(rules: RuleSet) -> None:
    header = _part({"alg": "HS256"})
    padding = "".join(_RNG.choice(string.ascii_letters) for _ in range(3000))
    claims = _part({"role": "anon", "pad": padding})
    token = f"{header}.{claims}.{_jwt('anon').rsplit('.', 1)[1]}"

    def scan(n: int) -> None:
        found = _values(rules, "worker/.env", f"JWT={token}\n" * n)
        assert len(found) == n

    linear, times = grows_linearly(scan, 200)
    assert linear, times


# NATS JWTs (header "alg": "ed25519-nkey") are public claims signed by their issuer: a client
# proves who it is with the nkey seed kept beside the JWT, which its own rule finds.


def _nats_jwt(kind: str, alg: str = "ed25519-nkey") -> str:
    header = _part({"typ": "JWT", "alg": alg})
    claims = _part({"jti": "X" * 52, "iss": "O" + "B" * 55, "nats": {"type": kind}})
    signature = "".join(_RNG.choice(string.ascii_letters + string.digits + "-_") for _ in range(86))
    return f"{header}.{claims}.{signature}"


@pytest.mark.parametrize("kind", ["operator", "account", "user"])
def test_a_nats_jwt_alone_is_public(rules: RuleSet, kind: str) -> None:
    text = (
        f"resolver_preload: {{\n  ACCT: {_nats_jwt(kind)}\n}}\nexport NATS_JWT={_nats_jwt(kind)}\n"
    )
    assert _values(rules, "nats/resolver.conf", text) == []


def test_the_seed_beside_a_nats_jwt_is_still_found(rules: RuleSet) -> None:
    seed = "SU" + "".join(_RNG.choice(string.ascii_uppercase + "234567") for _ in range(56))
    text = (
        f"-----BEGIN NATS USER JWT-----\n{_nats_jwt('user')}\n------END NATS USER JWT------\n\n"
        f"-----BEGIN USER NKEY SEED-----\n{seed}\n------END USER NKEY SEED------\n"
    )
    assert _values(rules, "nsc/keys/creds/ops/ingest/svc.creds", text) == [seed]


def test_a_jwt_signed_otherwise_in_a_nats_file_is_found(rules: RuleSet) -> None:
    token = _nats_jwt("user", alg="HS256")
    assert _values(rules, "nats/bridge.env", f"BRIDGE_JWT={token}\n") == [token]
