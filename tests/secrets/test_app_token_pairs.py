"""An app token written beside its secret token (Socrata's SODA: the app token is sent in clear
in X-App-Token to raise the throttle, the secret token is the OAuth half): the app token is the
pair's public identifier, as an app key beside its app secret is. Alone, an app token is a
secret; so is the secret token, always."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

APP = "Wm3qT8zKp2LvR6nXc9Hd4Bfy"
SECRET = "Qe7Rz2Kp9Lm4Xv8Tn3Wc6Hb1Yd5Jf0Sa2Gu7Ni4"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("portal/soda.yaml", f"soda:\n  app_token: {APP}\n  secret_token: {SECRET}\n"),
        ("ingest/config.json", f'{{"appToken": "{APP}",\n "secretToken": "{SECRET}"}}\n'),
        ("etl/open_data.py", f'APP_TOKEN = "{APP}"\nSECRET_TOKEN = "{SECRET}"\n'),
        # Its app secret, named as an app key's is.
        ("conf/client.toml", f'app_token = "{APP}"\napp_secret = "{SECRET}"\n'),
    ],
)
def test_an_app_token_beside_its_secret_is_its_public_half(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text) == [SECRET]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # Alone, and beside a secret of another name: the app token is the secret.
        ("portal/soda.yaml", f"soda:\n  app_token: {APP}\n"),
        ("portal/soda.yaml", f"soda:\n  app_token: {APP}\n  db_password: {SECRET}\n"),
    ],
)
def test_an_app_token_alone_is_a_secret(rules: RuleSet, path: str, text: str) -> None:
    assert APP in values(rules, path, text)
