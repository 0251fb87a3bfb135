"""Values their vendors publish for every reader (Ceph's RGW key pair, Opsgenie's API key,
dnsdist's console key, FIPS-197's AES test key that LoRaWAN examples use as AppKey), the base64
of a DER public key, and Twilio's resource SIDs are not reported; a generated value in the same
place, a PKCS #8 private key's base64 and a Twilio API key's SID (issued with its secret) are."""

from __future__ import annotations

import base64
import random
import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _random(length: int, seed: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(length))


def test_published_example_keys_are_not_reported(rules: RuleSet) -> None:
    live_access, live_secret = (
        _random(20, 1, string.ascii_uppercase + string.digits),
        _random(40, 2),
    )
    readme = (
        "Use the keys from the Ceph docs, not real ones:\n\n"
        "    access_key: 11BS02LGFB6AL6H1ADMW\n"
        "    secret_key: vzCEkuryfn060dfee4fgQPqFrncKEIkh3ZcdOANY\n\n"
        "Ours:\n\n"
        f"    access_key: {live_access}\n"
        f"    secret_key: {live_secret}\n"
    )
    assert found(rules, "projects/x/transfer/README.md", readme) == [
        (8, live_access),
        (9, live_secret),
    ]
    console = base64.b64encode(secrets.token_bytes(32)).decode()
    conf = (
        '-- setKey("MXNeLFWHUe4363BBKrY06cAsH8NWNb+Se2eXU5+Bb74=")\n'
        f'setKey("{console}")\n'
        "# -H 'Authorization: GenieKey eb243592-faa2-4ba2-a551q-1afdf565c889'\n"
    )
    assert [v for _, v in found(rules, "projects/x/dns/dnsdist.conf", conf)] == [console]
    app_key = secrets.token_hex(16).upper()
    csv = (
        "dev_eui,join_eui,app_key\n"
        "A84041000181C3F2,A840410000000101,2B7E151628AED2A6ABF7158809CF4F3C\n"
        f"A84041000181C3F3,A840410000000101,{app_key}\n"
    )
    assert found(rules, "projects/x/devices/otaa.csv", csv) == [(3, app_key)]


def test_public_key_der_is_not_reported_but_a_private_key_is(rules: RuleSet) -> None:
    point = base64.b64encode(secrets.token_bytes(65)).decode()
    public = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + point[:-4] + "+g=="
    private = "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0w" + point[:-4] + "=="
    env = f"SENDGRID_WEBHOOK_VERIFICATION_KEY={public}\nWEBHOOK_SIGNING_KEY={private}\n"
    assert found(rules, "projects/x/mail/sendgrid.env", env) == [(2, private)]


def test_twilio_resource_sids_are_identifiers_but_an_api_key_sid_is_reported(
    rules: RuleSet,
) -> None:
    service, key = "MG" + secrets.token_hex(16), "SK" + secrets.token_hex(16)
    script = f"# messaging service for A2P: {service}\n# API key: {key}\n"
    assert found(rules, "projects/x/twilio/oncall_sms.sh", script) == [(2, key)]


@pytest.mark.parametrize("shift", [0, 1, 2])
def test_a_keystore_holding_a_public_keys_header_inside_is_reported(
    rules: RuleSet, shift: int
) -> None:
    # An unencrypted PKCS #12 (its private key and its certificate) in a Kubernetes Secret:
    # the certificate's SubjectPublicKeyInfo lands on a base64 boundary one time in three.
    spki = base64.b64decode("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA")
    head = b"\x30\x82\x08\xd4\x02\x01\x03" + secrets.token_bytes(200 + shift)
    keystore = base64.b64encode(head + spki + secrets.token_bytes(270)).decode()
    manifest = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: tls\ntype: Opaque\n"
        f"data:\n  keystore.p12: {keystore}\n"
    )
    assert found(rules, "projects/x/k8s/secret.yaml", manifest) == [(7, keystore)]
