"""Secrets given to clients govern has no entry for, read by where they stand: a password or a
token after a server's address (and its port or user) to a constructor (pyodm's Node(host,
port, TOKEN), LaBB-CAT's LabbcatView(url, user, PASSWORD)); a keyword a call's documentation
names its key by (Azure Speech's SpeechConfig(subscription=KEY)); Ocean Networks Canada's MATLAB
client's token first; a refresh token too long for the old bound given to R's mobdb_set_key; a
key kept in an R script's variable named for it, as hex. Values are generated here."""

from __future__ import annotations

import random
import string
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(1717)
_PUNCTUATION = "!*+^=%#"


def _password() -> str:
    drawn = [_RNG.choice(string.ascii_letters + string.digits) for _ in range(13)]
    drawn += [_RNG.choice(_PUNCTUATION), _RNG.choice(string.digits), _RNG.choice("ABCDEFGH")]
    _RNG.shuffle(drawn)
    return "".join(drawn)


PASSWORD = _password()
HEX32 = "".join(_RNG.choice("0123456789abcdef") for _ in range(32))
HEX40 = "".join(_RNG.choice("0123456789abcdef") for _ in range(40))
TOKEN_UUID = str(uuid.UUID(int=_RNG.getrandbits(128), version=4))
REFRESH = "AMf-vB" + "".join(
    _RNG.choice(string.ascii_letters + string.digits + "-_") for _ in range(280)
)


def test_a_password_after_a_clients_address_port_and_user_is_found_not_other_literals(
    rules: RuleSet,
) -> None:
    text = (
        "from pyodm import Node\n"
        f'node = Node("localhost", 3000, "{PASSWORD}")\n'
        f'corpus = LabbcatView("https://labbcat.example.org/labbcat", "export", "{PASSWORD}")\n'
    )
    lookalikes = (
        'a = Node("localhost", 3000, "odm-task-7")\n'
        'b = Client("db.example.org", 5432, "analytics", "readonly")\n'
        'c = Model("api.example.org", "gpt-4o-2024-08-06")\n'
        f'd = Verifier("https://files.example.org", "{HEX40}")\n'
        'e = Store("s3.example.org", "us-east-1", "/data/raw")\n'
        f'f = Node("localhost", 3000, os.environ["{PASSWORD[:4]}"])\n'
        f'g = Registry("localhost", "{TOKEN_UUID}")\n'
        'h = Format("localhost", 8080, "%Y-%m-%dT%H:%M")\n'
        'i = Node("localhost", 3000, "gpu:a100:4+cpu=8")\n'
        'j = Pool("db.example.org", 5432, "--max-idle=8")\n'
    )
    assert found(rules, "odm/submit.py", text + lookalikes) == [(2, PASSWORD), (3, PASSWORD)]


def test_a_keyword_documented_as_the_key_is_found_not_elsewhere(rules: RuleSet) -> None:
    text = (
        "import azure.cognitiveservices.speech as speechsdk\n"
        f'config = speechsdk.SpeechConfig(subscription="{HEX32}", region="canadacentral")\n'
    )
    lookalikes = (
        f'client = ResourceClient(subscription="{TOKEN_UUID}")\n'
        'config = speechsdk.SpeechConfig(subscription=os.environ["SPEECH_KEY"], region="x")\n'
        'config = speechsdk.SpeechConfig(subscription="<YOUR_SPEECH_KEY>", region="x")\n'
    )
    assert found(rules, "asr/azure.py", text + lookalikes) == [(2, HEX32)]


def test_the_ocean_networks_matlab_clients_token_is_its_first_argument(rules: RuleSet) -> None:
    text = (
        f"o = Onc('{TOKEN_UUID}', 'production', true, 'timeout', 120);\n"
        "p = Onc(getenv('ONC_TOKEN'), 'production');\n"
        f"r = o.getDataProduct('{TOKEN_UUID[::-1]}');\n"
    )
    assert found(rules, "matlab/spectra.m", text) == [(1, TOKEN_UUID)]


def test_a_long_refresh_token_given_to_a_key_setter_is_found(rules: RuleSet) -> None:
    text = (
        f'library(mobdb)\nmobdb_set_key("{REFRESH}", install = FALSE)\n'
        f'feeds <- mobdb_get_key("{REFRESH[:40]}")\n'
    )
    assert found(rules, "r/catalog.R", text) == [(2, REFRESH)]


def test_hex_kept_in_a_scripts_key_variable_is_the_key(rules: RuleSet) -> None:
    text = (
        f'mt_key <- "{HEX40}"\n'
        f'sort_key <- "{HEX40[::-1]}"\n'
        f'file_key <- "{HEX40[2:] + HEX40[:2]}"\n'
        f'release_key <- "{HEX40[1:] + "0"}"  # sha1 of the tarball\n'
        f'row <- list(key = "{HEX40[3:] + HEX40[:3]}")\n'
    )
    assert found(rules, "ais/vessels.R", text) == [(1, HEX40)]
