"""A dataset's record ids keyed `token` (nuScenes' scene and sample tokens, uuid4 hex) are not
reported where the structure says so: a `*_token` named for a record type, or a table of
records whose `token` stands beside a reference to another record. A service's `token` beside
a setting of the same name (`"log": "debug"`), or under a service's name, stays reported."""

from __future__ import annotations

import json
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _hex() -> str:
    return uuid.uuid4().hex


def test_a_token_named_for_a_record_type_is_an_id(rules: RuleSet) -> None:
    scene, hub = _hex(), _hex()
    config = f"data:\n  vis_scene_token: {scene}\n  hub_token: {hub}\n"
    assert found(rules, "projects/x/configs/train.yaml", config) == [(3, hub)]


def test_a_table_of_records_keyed_by_token_is_ids_but_service_tokens_are_not(
    rules: RuleSet,
) -> None:
    scenes = {
        f"scene-{n:04d}": {"token": _hex(), "log": f"n015-2018-08-0{n % 9}-16-32-59+0800"}
        for n in (103, 553, 916)
    }
    text = "{\n" + ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in scenes.items())
    assert found(rules, "projects/x/data/val_scenes.json", text + "\n}\n") == []
    # A service's tokens beside a `log` setting's word are credentials still.
    prod, dev = _hex(), _hex()
    config = (
        f'{{"prod": {{"token": "{prod}", "log": "debug"}},\n'
        f' "dev": {{"token": "{dev}", "log": "info"}}}}\n'
    )
    assert found(rules, "projects/x/config.json", config) == [(1, prod), (2, dev)]
