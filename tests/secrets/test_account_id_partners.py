"""The id half of a pair that names an account (Vonage's api_key, eight hex digits, beside its
api_secret, sixteen letters and digits): beside its secret the id is an identifier and the
secret alone is reported; alone, or beside a secret of another shape, the key stays reported."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

_ALNUM = string.ascii_letters + string.digits


def _draw(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(n))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "alerts", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "template"),
    [
        ("sms/send.py", 'NEXMO_API_KEY = "{k}"\nNEXMO_API_SECRET = "{s}"\n'),
        ("sms/send.py", 'auth = Auth(api_key="{k}", api_secret="{s}")\n'),
        ("sms/send.py", 'client = vonage.Client(key="{k}", secret="{s}")\n'),
        ("conf/sms.yaml", "sms:\n  api_key: {k}\n  api_secret: {s}\n"),
        (
            "jobs/notify.sh",
            "curl -X POST https://rest.nexmo.com/sms/json \\\n"
            "  -d api_key={k} \\\n  -d api_secret={s} \\\n  -d to=447700900000\n",
        ),
    ],
)
def test_the_account_id_beside_its_secret_is_not_reported_its_secret_is(
    rules: RuleSet, file_name: str, template: str
) -> None:
    key, secret = _draw(8, "0123456789abcdef"), _draw(16)
    found = _values(rules, file_name, template.format(k=key, s=secret))
    assert key not in found
    assert secret in found


def test_the_id_alone_stays_reported(rules: RuleSet) -> None:
    key = _draw(8, "0123456789abcdef")
    text = f'NEXMO_API_KEY = "{key}"\nNEXMO_API_SECRET = os.environ["NEXMO_API_SECRET"]\n'
    assert key in _values(rules, "sms/send.py", text)


def test_an_api_key_beside_a_secret_of_another_shape_stays_reported(rules: RuleSet) -> None:
    # Last.fm's API key (32 hex digits) beside its shared secret is the application's key.
    key, secret = _draw(32, "0123456789abcdef"), _draw(32, "0123456789abcdef")
    text = f'API_KEY = "{key}"\nAPI_SECRET = "{secret}"\n'
    assert _values(rules, "scrobble.py", text) == [key, secret]
