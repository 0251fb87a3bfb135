"""A dataset's record ids keyed `token` (nuScenes' scene and sample tokens, uuid4 hex) are not
reported where the structure says so: a `*_token` named for a record type, or a table of
records whose `token` stands beside a reference to another record. A service's `token` beside
a setting of the same name (`"log": "debug"`), or under a service's name, stays reported."""

from __future__ import annotations

import json
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


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


def _sample_data(n: int) -> dict[str, object]:
    """A record of nuScenes' sample_data table, as the devkit's JSON holds it."""
    return {
        "token": _hex(),
        "sample_token": _hex(),
        "ego_pose_token": _hex(),
        "calibrated_sensor_token": _hex(),
        "timestamp": 1532402927647951 + n,
        "fileformat": "pcd",
        "is_key_frame": True,
        "filename": f"sweeps/RADAR_FRONT/n008-2018-08-01-15-16-36-0400__RADAR_FRONT__{n}.pcd",
        "prev": _hex(),
        "next": "",
    }


def test_the_tables_as_nuscenes_ships_them_top_level_lists_are_ids(rules: RuleSet) -> None:
    # Each table is a file holding a JSON list of records: every item has the same parent.
    sample_data = json.dumps([_sample_data(n) for n in range(3)], indent=0)
    assert found(rules, "data/nuscenes/v1.0-mini/sample_data.json", sample_data) == []
    log = _hex()
    scenes = [
        {
            "token": _hex(),
            "log_token": log,
            "nbr_samples": 40,
            "first_sample_token": _hex(),
            "last_sample_token": _hex(),
            "name": f"scene-000{n}",
        }
        for n in (1, 2)
    ]
    text = json.dumps(scenes, indent=1)
    assert found(rules, "data/nuscenes/v1.0-mini/scene.json", text) == []
    annotations = [
        {"token": _hex(), "sample_token": _hex(), "instance_token": _hex(), "num_lidar_pts": n}
        for n in (3, 7)
    ]
    text = json.dumps({"annotations": annotations}, indent=1)
    assert found(rules, "data/annotations.json", text) == []


def test_a_services_tokens_beside_settings_named_like_record_types_are_reported(
    rules: RuleSet,
) -> None:
    # A host's or a sample rate's value, a word with a digit, is no pointer to a record.
    web1, web2 = _hex(), _hex()
    services = {
        "a": {"token": web1, "instance": "web-01"},
        "b": {"token": web2, "instance": "web-02"},
    }
    text = json.dumps(services, indent=1)
    assert found(rules, "services.json", text) == [(3, web1), (7, web2)]
    w1, w2 = _hex(), _hex()
    workers = {"w1": {"token": w1, "sample": "0.1"}, "w2": {"token": w2, "sample": "0.5"}}
    text = json.dumps({"workers": workers}, indent=1)
    assert found(rules, "workers.json", text) == [(4, w1), (8, w2)]
    log1, log2 = _hex(), _hex()
    services = {"a": {"token": log1, "log": "/var/log/a1.log"}, "b": {"token": log2, "log": "b2"}}
    text = json.dumps(services, indent=1)
    assert found(rules, "services.json", text) == [(3, log1), (7, log2)]
    bots = [{"token": w1, "instance": "prod1"}, {"token": w2, "instance": "prod2"}]
    text = json.dumps({"bots": bots}, indent=1)
    assert found(rules, "bots.json", text) == [(4, w1), (8, w2)]


def test_a_bare_record_types_token_alone_is_a_services_token(rules: RuleSet) -> None:
    # instance_token, log_token: a GitLab instance's, Logentries' token; an id only in a record.
    value = _hex()
    assert found(rules, "c.yaml", f"instance_token: {value}\n") == [(1, value)]
    assert found(rules, "c.yaml", f"x_token: {value}\n") == [(1, value)]
    assert found(rules, ".env", f"LOG_TOKEN={value}\n") == [(1, value)]
    text = json.dumps({"logentries": {"log_token": value}}, indent=1)
    assert found(rules, "c.json", text) == [(3, value)]


def test_records_keyed_by_token_are_read_in_linear_time(rules: RuleSet) -> None:
    # Each token's record is read from the file's fields grouped once, not by going through
    # every field of the file for each token.
    rows = ",\n".join(f'{{"token":"{_hex()}","x":"a"}}' for _ in range(4000))
    text = '{"t":[\n' + rows + "\n]}\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "data.json", part), text)
    assert linear, times


def test_a_services_instance_or_log_token_under_a_qualified_name_is_reported(
    rules: RuleSet,
) -> None:
    # A GitLab instance's token or a log service's under a name that merely ends in a record
    # type: no record is around it, so it is a credential.
    instance, log, scene = _hex(), _hex(), _hex()
    config = (
        f"gitlab_instance_token: {instance}\nlogentries_log_token: {log}\n"
        f"first_sample_token: {scene}\n"
    )
    assert values(rules, "ops/config.yaml", config) == [instance, log]
