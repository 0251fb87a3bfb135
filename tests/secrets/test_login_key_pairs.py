"""Key ids issued with their secret under a login's or a bare pair's names: an S3-style access
key given as the user name beside its secret as the password (lakeFS's Client(username=,
password=), Duplicati's --auth-username beside --auth-password), an API key's `key` beside its
`secret` (Saildrone's), Smartling's `user_id` beside its `secret`. An id of another shape there
names a person, a user or an OAuth client (LABELS.md rule 3) and is not reported. Values are
made here."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

ACCESS_ID = "AKIAJDBI1DLS2QIQTWBU"
SECRET40 = "Wmu4u8PJFb0cRDTQaERkuneO2RUip6uBgF0lBBKb"
KEY16 = "fUp242gfxrttWsjF"
SECRET32 = "MKvXmafechRSXMnHyDA7NKPn6WUWYf6b"
USER_ID = "o12dhmerx24pv9de6o4nyhd17dp7k6un"
USER_SECRET = "mk9H76qj5OmAJUip89Gxbd8eD_rUsXPfVxDc6k5BeK4"


def test_an_access_key_given_as_the_user_name_is_reported_with_its_secret(rules: RuleSet) -> None:
    code = (
        "clt = Client(\n"
        '    host="https://lakefs.example.org",\n'
        f'    username="{ACCESS_ID}",\n'
        f'    password="{SECRET40}",\n'
        ")\n"
    )
    assert found(rules, "ingest.py", code) == [(3, ACCESS_ID), (4, SECRET40)]
    shell = (
        "duplicati-cli backup s3://bucket/x /srv \\\n"
        f"  --auth-username={ACCESS_ID} \\\n"
        f"  --auth-password={SECRET40}\n"
    )
    assert found(rules, "backup.sh", shell) == [(2, ACCESS_ID), (3, SECRET40)]


def test_a_persons_user_name_beside_a_password_is_not(rules: RuleSet) -> None:
    code = f'clt = Client(\n    username="lfitzgerald",\n    password="{SECRET40}",\n)\n'
    assert found(rules, "ingest.py", code) == [(3, SECRET40)]


def test_a_bare_key_and_user_id_beside_their_secret_are_reported(rules: RuleSet) -> None:
    auth = f'AUTH = {{\n    "key": "{KEY16}",\n    "secret": "{SECRET32}",\n}}\n'
    assert found(rules, "pull.py", auth) == [(2, KEY16), (3, SECRET32)]
    config = f'user_id: "{USER_ID}"\nsecret: "{USER_SECRET}"\naccount_id: "a1b2c3d4e"\n'
    assert found(rules, "l10n/smartling.yml", config) == [(1, USER_ID), (2, USER_SECRET)]


def test_a_hex_client_or_user_id_beside_a_secret_is_not(rules: RuleSet) -> None:
    client = (
        "c = VimeoClient(\n"
        '    key="a3f9c2e1b7d04e6f8a1c3b5d7e9f0a2c4b6d8e0f",\n'
        f'    secret="{SECRET32}",\n'
        ")\n"
    )
    assert found(rules, "upload.py", client) == [(3, SECRET32)]
    record = f'"secret": "{SECRET32}",\n"user_id": "f0e1d2c3b4a5468798a0b1c2d3e4f5a6"\n'
    assert found(rules, "creds.json", "{\n" + record + "}\n") == [(2, SECRET32)]
