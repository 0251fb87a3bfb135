"""Key ids issued as a pair with their secret, written beside it, are reported with it
(tests/secrets/LABELS.md, rule 2): Duo's integration key beside its secret key (ikey beside
skey, or client id beside client secret), Gurobi's WLS and Cluster Manager access ids (UUIDs)
beside their secrets, an OAuth 1 consumer key beside its consumer secret. Of several ids of
the pair's name near one secret, only the nearest is its own. Not reported: an id alone or
beside a reference to its secret, a placeholder id, Duo's documentation's example keys, and a
client's id by its name. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_RNG = random.Random(20261206)
_UPPER = string.ascii_uppercase + string.digits
_ALNUM = string.ascii_letters + string.digits
IKEY = "DI" + "".join(_RNG.choices(_UPPER, k=17)) + "7"
SKEY = "".join(_RNG.choices(_ALNUM, k=39)) + "4"
OTHER_IKEY = "DI" + "".join(_RNG.choices(_UPPER, k=17)) + "2"
ACCESS_ID = str(uuid.UUID(bytes=_RNG.randbytes(16), version=4))
WLS_SECRET = str(uuid.UUID(bytes=_RNG.randbytes(16), version=4))
CONSUMER_KEY = "".join(_RNG.choices(string.ascii_letters, k=20))
CONSUMER_SECRET = "".join(_RNG.choices(_ALNUM, k=31)) + "9"
GARMIN_KEY = str(uuid.UUID(bytes=_RNG.randbytes(16), version=4))


def test_a_duo_integration_key_beside_its_secret_key_is_reported(rules: RuleSet) -> None:
    host = "api-3f1c9a2e.duosecurity.com"
    pam = f"[duo]\n; Duo integration key\nikey = {IKEY}\nskey = {SKEY}\nhost = {host}\n"
    assert found(rules, "etc/duo/pam_duo.conf", pam) == [(3, IKEY), (4, SKEY)]
    proxy = f"[radius_server_auto]\nikey={IKEY}\nskey={SKEY}\napi_host={host}\n"
    assert found(rules, "duo/authproxy.cfg", proxy) == [(2, IKEY), (3, SKEY)]


def _authentik_duo_stage(client_id: str, client_secret: str) -> str:
    return (
        "entries:\n"
        "  - model: authentik_stages_authenticator_duo.authenticatorduostage\n"
        "    attrs:\n"
        "      api_hostname: api-3f1c9a2e.duosecurity.com\n"
        f'      client_id: "{client_id}"\n'
        f'      client_secret: "{client_secret}"\n'
    )


def test_a_duo_client_id_beside_its_client_secret_is_reported(rules: RuleSet) -> None:
    # Duo's Universal Prompt names the pair client id and client secret, as authentik's Duo
    # stage and Guacamole's duo-client-id beside duo-client-secret write them.
    stage = _authentik_duo_stage(IKEY, SKEY)
    assert found(rules, "authentik/blueprints/duo.yaml", stage) == [(5, IKEY), (6, SKEY)]
    guacamole = (
        "duo-api-hostname: api-3f1c9a2e.duosecurity.com\n"
        f"duo-client-id: {IKEY}\nduo-client-secret: {SKEY}\n"
    )
    assert found(rules, "guacamole/guacamole.properties", guacamole) == [(2, IKEY), (3, SKEY)]


@pytest.mark.parametrize(
    "client_id, client_secret",
    [
        # Beside a reference for its secret: the secret is not with it.
        (IKEY, "{{ vault_duo_client_secret }}"),
        (IKEY, "${DUO_CLIENT_SECRET}"),
        # Duo's documentation's example pair.
        ("DIWJ8X6AEYOR5OMC6TQ1", "Zh5eGmUq9zpfQnyUIu5OL9iWoMMv5ZNmk3zLJ4Ep"),
        # An OAuth 2 client id of another shape names an application (LABELS.md rule 3).
        ("A" + "".join(_RNG.choices(_UPPER, k=18)) + "Q", SKEY),
    ],
)
def test_a_duo_client_id_without_its_own_secret_is_not_reported(
    rules: RuleSet, client_id: str, client_secret: str
) -> None:
    stage = _authentik_duo_stage(client_id, client_secret)
    assert client_id not in values(rules, "authentik/blueprints/duo.yaml", stage)


@pytest.mark.parametrize(
    "text",
    [
        # Alone, or beside a reference to its secret: the secret is not with it.
        f"duo_ikey: {IKEY}\nduo_host: api-3f1c9a2e.duosecurity.com\n",
        f'duo_ikey: {IKEY}\nduo_skey: "{{{{ vault_duo_skey }}}}"\n',
        # Duo's documentation's example pair, shown to every reader.
        "ikey = DIWJ8X6AEYOR5OMC6TQ1\nskey = Zh5eGmUq9zpfQnyUIu5OL9iWoMMv5ZNmk3zLJ4Ep\n",
    ],
)
def test_a_duo_integration_key_without_its_own_secret_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert IKEY not in values(rules, "ansible/group_vars/login.yml", text)
    assert "DIWJ8X6AEYOR5OMC6TQ1" not in values(rules, "duo/login_duo.conf", text)


def test_only_the_id_nearest_its_secret_is_its_own(rules: RuleSet) -> None:
    # An example's id above, whose own secret is a placeholder, is not the live secret's.
    source = (
        "import duo_client\n\n"
        "example = duo_client.Admin(\n"
        f'    ikey="{OTHER_IKEY}",  # example from the Duo docs style; real one below\n'
        '    skey="Zh5DYDklX2p9ZsEq3hnu0SfTjdN4aBAxxxxxxxxx",\n'
        ")\n"
        "admin = duo_client.Admin(\n"
        f'    ikey="{IKEY}",\n'
        f'    skey="{SKEY}",\n'
        '    host="api-4f2a91c8.duosecurity.com",\n'
        ")\n"
    )
    assert values(rules, "identity/duo/admin_api.py", source) == [IKEY, SKEY]


def test_a_placeholder_ikey_is_not_reported(rules: RuleSet) -> None:
    text = f"ikey=DIXXXXXXXXXXXXXXXXXX\nskey={SKEY}\n"
    assert values(rules, "duo/authproxy.cfg", text) == [SKEY]


def test_gurobi_access_ids_beside_their_secrets_are_reported(rules: RuleSet) -> None:
    params = (
        "WLS = {\n"
        f'    "WLSACCESSID": "{ACCESS_ID}",\n'
        f'    "WLSSECRET": "{WLS_SECRET}",\n'
        '    "LICENSEID": 2604117,\n'
        "}\n"
    )
    assert found(rules, "scripts/solve_gurobi.py", params) == [(2, ACCESS_ID), (3, WLS_SECRET)]
    env = (
        f"export GRB_CSAPIACCESSID={ACCESS_ID}\n"
        f"export GRB_CSAPISECRET={WLS_SECRET}\n"
        "export GRB_CSMANAGER=https://gurobi-cm.example.se\n"
    )
    assert found(rules, "slurm/solve.sbatch", env) == [(1, ACCESS_ID), (2, WLS_SECRET)]


def test_a_gurobi_access_id_read_from_elsewhere_is_not_reported(rules: RuleSet) -> None:
    source = (
        'params = {"WLSACCESSID": os.environ["GRB_WLSACCESSID"],\n'
        f'          "WLSSECRET": "{WLS_SECRET}"}}\n'
    )
    assert values(rules, "src/model.py", source) == [WLS_SECRET]


def test_a_consumer_key_beside_its_consumer_secret_is_reported(rules: RuleSet) -> None:
    source = (
        f'CONSUMER_KEY = "{CONSUMER_KEY}"  # identifies the app "Tempo"\n'
        f'CONSUMER_SECRET = "{CONSUMER_SECRET}"\n'
    )
    assert values(rules, "discogs/crawl.py", source) == [CONSUMER_KEY, CONSUMER_SECRET]
    toml = (
        "[garmin]\n# the key goes in the clear in every request, like a client id\n"
        f'consumer_key = "{GARMIN_KEY}"\nconsumer_secret = "{CONSUMER_SECRET}"\n'
    )
    assert values(rules, "config/apps.toml", toml) == [GARMIN_KEY, CONSUMER_SECRET]


def test_a_consumer_key_alone_or_an_oauth2_client_id_is_not_reported(rules: RuleSet) -> None:
    alone = f'# the consumer key {CONSUMER_KEY} is public\nREGION = "eu"\n'
    assert CONSUMER_KEY not in values(rules, "notes/api-keys.txt", alone)
    client = f'client_id = "{GARMIN_KEY}"\nclient_secret = "{CONSUMER_SECRET}"\n'
    assert values(rules, "config/apps.toml", client) == [CONSUMER_SECRET]
