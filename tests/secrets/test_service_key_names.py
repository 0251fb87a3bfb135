"""Keys a service's own name says are its key: JupyterHub's crypt key (32 bytes in hex) and an
Opsgenie API key (a UUID, which under a plain `key` would be an id), a Deepgram API key (40 hex,
which under a plain `key` would be a git SHA). Values are made here."""

from __future__ import annotations

import random
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(4418)
CRYPT_KEY = "".join(_RNG.choices("0123456789abcdef", k=64))
OPSGENIE = str(uuid.UUID(int=_RNG.getrandbits(128), version=4))
TEAM_ID = str(uuid.UUID(int=_RNG.getrandbits(128), version=4))
DEEPGRAM = "".join(_RNG.choices("0123456789abcdef", k=40))
COMMIT = "".join(_RNG.choices("0123456789abcdef", k=40))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("oasis/nomad.yaml", f"north:\n  jupyterhub_crypt_key: '{CRYPT_KEY}'\n"),
        ("hub/jupyterhub.toml", f'jupyterhub_crypt_key = "{CRYPT_KEY}"\n'),
    ],
)
def test_a_jupyterhub_crypt_key_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text) == [(text.count("\n"), CRYPT_KEY)]


@pytest.mark.parametrize(
    "value", ["${JUPYTERHUB_CRYPT_KEY}", "'$(openssl rand -hex 32)'", "<crypt key>"]
)
def test_a_jupyterhub_crypt_key_keeps_its_lookalikes(rules: RuleSet, value: str) -> None:
    assert found(rules, "oasis/nomad.yaml", f"north:\n  jupyterhub_crypt_key: {value}\n") == []


def test_an_opsgenie_key_under_its_name_is_found(rules: RuleSet) -> None:
    text = (
        'object User "opsgenie-hpc" {\n'
        '  display_name = "Opsgenie HPC team"\n'
        f'  vars.opsgenie_key = "{OPSGENIE}"\n'
        f'  vars.opsgenie_team_id = "{TEAM_ID}"\n'
        "}\n"
    )
    assert found(rules, "icinga2/conf.d/users.conf", text) == [(3, OPSGENIE)]


@pytest.mark.parametrize(
    "text",
    [
        # A reference to the user's variable, and an all-zero UUID.
        'OG_API_KEY = "$user.vars.opsgenie_key$"\n',
        "OPSGENIE_KEY=00000000-0000-0000-0000-000000000000\n",
        # An id under Opsgenie's name, and a key of another service beside Opsgenie's team.
        f"OPSGENIE_TEAM_ID={TEAM_ID}\n",
        f"opsgenie_team = hpc\nrouting_key = {TEAM_ID}\n",
    ],
)
def test_an_opsgenie_key_keeps_its_lookalikes(rules: RuleSet, text: str) -> None:
    assert found(rules, "icinga2/conf.d/users.conf", text) == []


def test_a_deepgram_key_under_its_name_is_found_and_shas_under_a_key_are_not(
    rules: RuleSet,
) -> None:
    notes = (
        "* ASR vendors\n"
        '   - Deepgram: project "oha", project id '
        f"{uuid.UUID(int=_RNG.getrandbits(128), version=4)} (not a secret)\n"
        "   - Deepgram key I made for the demo (scoped usage:write only):\n"
        f"     {DEEPGRAM}\n"
        # A SHA under a plain key's label, and Deepgram's documented placeholder.
        "   - key fix merged upstream as:\n"
        f"     {COMMIT}\n"
        '   - docs: -H "Authorization: Token YOUR_DEEPGRAM_API_KEY"\n'
    )
    assert found(rules, "notes.org", notes) == [(4, DEEPGRAM)]
