"""An API id issued with its API secret (Censys's `api_id` beside `api_secret`) is reported
with it; beside a reference to its secret, the id alone is not. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(7611)
API_ID = str(uuid.UUID(bytes=_RNG.randbytes(16), version=4))
API_SECRET = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "5"


def test_the_api_id_beside_its_secret_is_reported(rules: RuleSet) -> None:
    text = (
        "from censys.search import CensysHosts\n\n"
        f'censys = CensysHosts(\n    api_id="{API_ID}",\n    api_secret="{API_SECRET}",\n)\n'
    )
    assert sorted(values(rules, "enrich.py", text)) == sorted([API_ID, API_SECRET])


def test_the_api_id_beside_a_reference_is_not_reported(rules: RuleSet) -> None:
    text = (
        "import os\n\nfrom censys.search import CensysHosts\n\n"
        f'censys = CensysHosts(\n    api_id="{API_ID}",\n'
        '    api_secret=os.environ["CENSYS_API_SECRET"],\n)\n'
    )
    assert values(rules, "enrich.py", text) == []
