"""A service's client constructed with its key as the first argument, by position
(`DeepgramClient(KEY)`, `RevAiAPIClient(TOKEN)`): the key is found; a client given an address, a
host, a data centre's name, a project's id or a session's name is not. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(17)
HEX40 = "".join(_RNG.choice("0123456789abcdef") for _ in range(40))
TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(36))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "ines", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("asr/transcribe.py", f'client = SpeechmaticsClient("{HEX40}")\n'),
        ("asr/index.mjs", f"const c = new AssemblyClient('{TOKEN}', {{ retries: 3 }});\n"),
        ("App.kt", f'val api = WeatherApiClient(\n    "{TOKEN}",\n    timeout = 30\n)\n'),
    ],
)
def test_a_key_a_services_client_is_constructed_with_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert any(value in (HEX40, TOKEN) for value in _values(rules, file_name, text))


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("fdsn.py", 'client = Client("IRIS")\nc2 = Client("GEOFON", timeout=60)\n'),
        ("bq.py", 'bq = bigquery.Client("gannet-forecast-prod-123456")\n'),
        ("db.py", 'm = MongoClient("mongodb://db1.example.org:27017")\n'),
        ("dask_run.py", 'c = Client("tcp://10.0.0.5:8786")\n'),
        ("tg.py", 'tg = TelegramClient("collector_session_main", api_id, api_hash)\n'),
        ("asr.py", "c = SpeechmaticsClient(os.environ['SM_KEY'])\n"),
        ("asr2.py", 'c = SpeechmaticsClient(api_key="${SM_KEY}")\n'),
        ("placeholder.py", 'c = SpeechmaticsClient("YOUR_API_KEY_HERE_0000")\n'),
    ],
)
def test_what_a_client_is_given_first_that_is_no_key_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


AUTH_ID = "MA" + "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(18))


@pytest.mark.parametrize(
    "second",
    ['os.environ["PLIVO_AUTH_TOKEN"]', "auth_token", 'Sys.getenv("SMS_SECRET")'],
)
def test_an_id_before_its_secret_given_by_reference_is_not_reported(
    rules: RuleSet, second: str
) -> None:
    # The account's id first, its secret read from elsewhere: an id whose secret is not written
    # with it (LABELS.md rule 2).
    text = f'p = plivo.RestClient("{AUTH_ID}", {second})\n'
    assert _values(rules, "sms/send.py", text) == []


@pytest.mark.parametrize(
    "text",
    [
        # The secret written beside the id, or in a variable assigned above the call.
        f'p = plivo.RestClient("{AUTH_ID}", "{TOKEN}")\n',
        f'auth_token = "{TOKEN}"\np = plivo.RestClient("{AUTH_ID}", auth_token)\n',
        # A second argument that names no secret: the first is the client's key.
        f'c = WeatherApiClient("{TOKEN}", timeout)\n',
    ],
)
def test_an_id_beside_a_written_secret_or_a_key_before_an_option_is_found(
    rules: RuleSet, text: str
) -> None:
    found = _values(rules, "sms/send.py", text)
    assert AUTH_ID in found or TOKEN in found


def test_many_clients_take_linear_time(rules: RuleSet) -> None:
    text = f'SomeClient("{TOKEN}", ' * 10_000 + "Client(" * 100_000
    linear, times = text_grows_linearly(lambda part: _values(rules, "many.py", part), text)
    assert linear, times
