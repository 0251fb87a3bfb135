"""A data file named for what its mapping's values identify (a text-to-speech service's
voices.json, a playlists.yaml) lists ids under names a person gave them (`"adam": "<voice id>"`):
generated-looking values under names that say nothing secret are those ids. A key beside them
under a secret's name is still reported, and so are the same members in a file named otherwise
or named for holders of a login (users, devices). Values are made here."""

from __future__ import annotations

import json
import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(4417)


def _drawn(length: int) -> str:
    # Capitals, small letters and digits all, as a generated id or key mixes them.
    alphabet = string.ascii_letters + string.digits
    return "Q" + "".join(_RNG.choices(alphabet, k=length - 3)) + "x4"


def _voices(key: str | None) -> tuple[str, list[str]]:
    ids = [_drawn(20) for _ in range(4)]
    document: dict[str, object] = {
        "catalogue": {"adam": ids[0], "rachel": ids[1]},
        "clones": {"stmk-speaker-03": ids[2], "tirol-speaker-01": ids[3]},
        "model_id": "eleven_multilingual_v2",
    }
    if key is not None:
        document["api_key"] = key
    return json.dumps(document, indent=2) + "\n", ids


def test_a_catalogues_ids_under_given_names_are_not_reported(rules: RuleSet) -> None:
    text, ids = _voices(None)
    assert values(rules, "projects/dialect-tts/synth/voices.json", text) == []
    # The same catalogue in YAML, in a file named for one voice's list.
    yaml = "".join(
        f"{name}: {value}\n" for name, value in zip(("adam", "rachel"), ids[:2], strict=True)
    )
    assert values(rules, "projects/dialect-tts/synth/tts-voice.yaml", yaml) == []


def test_a_key_beside_the_ids_is_still_reported(rules: RuleSet) -> None:
    key = _drawn(32)
    text, ids = _voices(key)
    found = values(rules, "projects/dialect-tts/synth/voices.json", text)
    assert found == [key]
    assert not set(ids) & set(found)


@pytest.mark.parametrize(
    "file_name",
    [
        # Named otherwise, or for holders of a login: a map of their names may give each a
        # password or a token.
        "synth/settings.json",
        "synth/users.json",
        "synth/devices.json",
    ],
)
def test_the_same_members_elsewhere_are_judged_as_before(rules: RuleSet, file_name: str) -> None:
    text, ids = _voices(None)
    assert values(rules, f"projects/dialect-tts/{file_name}", text) == ids
    assert values(rules, "projects/dialect-tts/synth/voices.json", text) == []
