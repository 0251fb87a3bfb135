"""A URL's query writes the blank after an authorization scheme encoded (XRootD's
`?authz=Bearer%20TOKEN`): a string of the scheme and `%20` alone, the token joined on after it
from a variable, holds no credential; a token after `Bearer%20` in a URL is the credential.
Values are made here."""

from __future__ import annotations

import base64
import json
import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17307)


def _part(value: dict[str, str]) -> str:
    return base64.urlsafe_b64encode(json.dumps(value).encode()).decode().rstrip("=")


SIGNATURE = "".join(_DRAW.choices(string.ascii_letters + string.digits + "-_", k=43))
TOKEN = f"{_part({'alg': 'RS256'})}.{_part({'sub': 'wlcg-user'})}.{SIGNATURE}"


def test_the_scheme_alone_is_no_credential(rules: RuleSet) -> None:
    code = (
        'authz = "?authz=Bearer%20" + token\n'
        '# authz = "?authz=Bearer%20" + open(os.environ["BEARER_TOKEN_FILE"]).read().strip()\n'
        f'url = "root://eos.example.org//f.root?authz=Bearer%20{TOKEN}"\n'
    )
    assert found(rules, "analysis/rdf.py", code) == [(3, TOKEN)]
