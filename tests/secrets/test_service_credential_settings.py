"""Settings and calls that hold a service's credential under a name of their own: step-ca's SCEP
provisioner's `challenge`, an API's `api_signature` (PayPal's NVP/SOAP credential), ecmwfr's
`wf_set_key(key = ...)`; and the documented sandbox values such settings are given in samples."""

from __future__ import annotations

import json
import secrets
import string
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_ALNUM = string.ascii_letters + string.digits


def _random(length: int, alphabet: str = _ALNUM) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(length))


def _ca_json(provisioner: dict[str, object]) -> str:
    config = {"root": "/srv/ca/root.crt", "authority": {"provisioners": [provisioner]}}
    return json.dumps(config, indent=2)


def test_a_scep_provisioners_challenge_in_ca_json_is_found(rules: RuleSet) -> None:
    challenge = _random(18, _ALNUM + "+=")
    provisioner = {"type": "SCEP", "name": "kiosks", "challenge": challenge}
    assert values(rules, "srv/ca/config/ca.json", _ca_json(provisioner)) == [challenge]


def test_acme_challenges_and_other_files_challenges_are_left_alone(rules: RuleSet) -> None:
    acme = {"type": "ACME", "name": "acme", "challenges": ["http-01", "tls-alpn-01"]}
    assert values(rules, "srv/ca/config/ca.json", _ca_json(acme)) == []
    quiz = json.dumps({"challenge": _random(18), "level": 3})
    assert values(rules, "game/levels.json", quiz) == []


def test_an_api_signature_setting_is_a_credential(rules: RuleSet) -> None:
    # Written, as NVP's three credentials are, beside the API's password (whose name is the
    # keyword the file is searched by).
    signature = "A" + _random(55, _ALNUM + "-")
    text = (
        "[paypal]\napi_username = shop_api1.lab.example.net\n"
        f"api_password = {_random(16, string.ascii_uppercase + string.digits)}\n"
        f"api_signature = {signature}\n"
    )
    assert signature in values(rules, "shop/settings.ini", text)


def test_a_requests_signature_and_a_signatures_version_are_not(rules: RuleSet) -> None:
    text = (
        f"[client]\npassword_file = /etc/client/pw\nrequest_signature = {_random(40)}\n"
        "api_signature_version = 4\n"
    )
    assert values(rules, "shop/settings.ini", text) == []


def test_the_documented_paypal_sandbox_credentials_are_examples(rules: RuleSet) -> None:
    # The values PayPal's SDKs default to for its sandbox, published in its samples.
    text = (
        "[sandbox]\napi_username = sdk-three_api1.sdk.com\napi_password = QFZCWN5HZM8VBG7Q\n"
        "api_signature = A-IzJhZZjhg29XQ2qnhapuwxIDzyAZQ92FRP5dqBzVesOkzbdUONzmOU\n"
    )
    assert values(rules, "shop/settings.ini", text) == []


def test_ecmwfrs_key_given_to_wf_set_key_is_found(rules: RuleSet) -> None:
    key = str(uuid.uuid4())
    text = f'library(ecmwfr)\nwf_set_key(\n  user = "4821",\n  key = "{key}"\n)\n'
    assert values(rules, "analysis/era5.R", text) == [key]


def test_a_uuid_under_key_elsewhere_in_r_is_an_id(rules: RuleSet) -> None:
    text = f'library(ecmwfr)\nrequest <- list(target = "t2m.nc", key = "{uuid.uuid4()}")\n'
    assert values(rules, "analysis/era5.R", text) == []
