"""A credential written `ID:SECRET` after an Authorization header's scheme, its id a shell
variable's: the Internet Archive's S3-like API takes `authorization: LOW ACCESS:SECRET`, and
the secret written beside `$IA_ACCESS` is found (the id, a reference, is not). A request's
signature after an id (AWS's signature version 2, Azure Storage's SharedKey) and a secret from
a variable stay unreported. Values are made here."""

from __future__ import annotations

import base64
import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _secret() -> str:
    return "k" + secrets.token_urlsafe(12)


@pytest.mark.parametrize(
    "template",
    [
        'curl --header "authorization: LOW $IA_ACCESS:{s}" --upload-file a.tif'
        " http://s3.us.archive.org/pipit-0044/a.tif",
        "curl -H 'Authorization: LOW ${{IA_S3_ACCESS}}:{s}' http://s3.us.archive.org/b/a.tif",
    ],
)
def test_the_secret_beside_a_variable_id_is_found(rules: RuleSet, template: str) -> None:
    secret = _secret()
    assert found(rules, ".bash_history", template.format(s=secret) + "\n") == [(1, secret)]


@pytest.mark.parametrize(
    "template",
    [
        'curl --header "authorization: LOW $IA_ACCESS:$IA_SECRET" http://s3.us.archive.org/b/a',
        'curl -H "Authorization: AWS $AWS_ACCESS_KEY_ID:{sig}" https://s3.amazonaws.com/b/k',
        'curl -H "Authorization: SharedKey $ACCOUNT:{sig}" https://acct.blob.core.windows.net/c',
    ],
)
def test_signatures_and_variables_are_not_reported(rules: RuleSet, template: str) -> None:
    signature = base64.b64encode(secrets.token_bytes(20)).decode()
    assert found(rules, ".bash_history", template.format(sig=signature) + "\n") == []
