"""An S3-style access key of capitals alone (MinIO's and Ceph's are capitals and digits; one
time in some hundreds no digit is drawn), reported with the secret key beside it, and a value
of capitals drawn at random under a name that says secret. Look-alikes: a name in capitals as
an access key (a user's or a service's), an access key alone, and capitals that are words."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

ACCESS = "WQZTKRHBNMXPLDCVGSJF"
SECRET = "u7Rk2Lq9Vz4Xw1Nt6Hb3Pm8Gc5Df0Ys2Ja7Ke4Q"


def test_a_capitals_access_key_beside_its_secret_is_found(rules: RuleSet) -> None:
    conf = (
        "[ceph-lab]\ntype = s3\nprovider = Ceph\n"
        f"access_key_id = {ACCESS}\nsecret_access_key = {SECRET}\n"
        "endpoint = https://rgw.lab.example.org\n"
    )
    assert found(rules, ".config/rclone/rclone.conf", conf) == [(4, ACCESS), (5, SECRET)]


def test_names_in_capitals_and_lone_ids_are_not_reported(rules: RuleSet) -> None:
    named = f'{{"accessKey": "SEQUENCINGCOREUPLOADS", "secretKey": "{SECRET}"}}\n'
    assert values(rules, "mc/config.json", named) == [SECRET]
    alone = f"storage:\n  endpoint: https://s3.lab.org\n  access_key: {ACCESS}\n  bucket: runs\n"
    assert values(rules, "jobs/upload.yaml", alone) == []


def test_capitals_at_random_under_a_secret_name_are_a_secret(rules: RuleSet) -> None:
    conf = "admin_password = KVTRZQPLMXNBWHDG\ncluster_name = PRODUCTIONCLUSTER\n"
    assert values(rules, "etc/app.ini", conf) == ["KVTRZQPLMXNBWHDG"]


def test_hostile_capitals_take_linear_time(rules: RuleSet) -> None:
    text = "access_key_id = " + "BCDFG" * 100_000 + "\nsecret_key = " + "Q" * 200_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "huge.ini", part), text)
    assert linear, times
