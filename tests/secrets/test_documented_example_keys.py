"""Example keys a vendor's documentation prints for every reader are no one's secret: The Things
Stack's API documentation's example API key, NREL's HSDS demonstration key, lakeFS's quickstart
key id, QuestDB's example ILP key. A key of the same shape but another value stays a secret."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

THINGS_STACK_EXAMPLE = (
    "NNSXS.U4H3ZFFCMSR42BUAZPW2UWGFBV4WCNI5EXDJXDY."
    "SHIF3PP5PBMJNZESN5XLR5TZJTJUIGKVUTM2I22IVBUVCD6VIQIA"
)
# hsds-examples' README: "The example API key here is for demonstation and is rate-limited per IP".
NREL_HSDS_DEMO = "3K3JQbjZmWctY0xmIfSYvYgtIcM3CN0cb1Y2w9bf"


def _base32(length: int) -> str:
    chosen = random.Random(length)
    return "".join(chosen.choice(string.ascii_uppercase + "234567") for _ in range(length))


def test_the_things_stacks_documented_example_key_is_not_reported(rules: RuleSet) -> None:
    env = f"LORAWAN_APP=field-probes@ttn\nLORAWAN_API_KEY={THINGS_STACK_EXAMPLE}\n"
    assert values(rules, "gateway/.env", env) == []


def test_another_key_of_the_same_shape_is_reported(rules: RuleSet) -> None:
    key = f"NNSXS.{_base32(39)}.{_base32(52)}"
    env = f"LORAWAN_APP=field-probes@ttn\nLORAWAN_API_KEY={key}\n"
    assert values(rules, "gateway/.env", env) == [key]


def test_nrels_hsds_demo_key_is_not_reported(rules: RuleSet) -> None:
    chosen = random.Random(40)
    own = "".join(chosen.choice(string.ascii_letters + string.digits) for _ in range(40))
    history = (
        f"python -c \"import h5pyd; h5pyd.File('/nrel/wtk-us.h5', api_key='{NREL_HSDS_DEMO}')\"\n"
        f"python -c \"import h5pyd; h5pyd.File('/nrel/nsrdb.h5', api_key='{own}')\"\n"
    )
    assert values(rules, ".bash_history", history) == [own]
    hscfg = f"hs_endpoint = https://developer.nrel.gov/api/hsds\nhs_api_key = {NREL_HSDS_DEMO}\n"
    assert values(rules, ".hscfg", hscfg) == []
    assert values(rules, ".hscfg", hscfg.replace(NREL_HSDS_DEMO, own)) == [own]


def test_lakefs_quickstart_key_id_is_not_reported(rules: RuleSet) -> None:
    secret = "Wmu4u8PJFb0cRDTQaERkuneO2RUip6uBgF0lBBKb"
    profile = (
        f"[local]\naws_access_key_id = AKIAJVHTOKZWGCD2QQYQ\naws_secret_access_key = {secret}\n"
    )
    assert values(rules, ".aws/credentials", profile) == [secret]
    own = "AKIAJ" + _base32(15)
    own_profile = profile.replace("AKIAJVHTOKZWGCD2QQYQ", own)
    assert values(rules, ".aws/credentials", own_profile) == [own, secret]


def test_questdbs_example_ilp_key_is_not_reported(rules: RuleSet) -> None:
    example = "5UjEMuA0Pj5pjK8a-fa24dyIf-Es5mYny3oE_Wmus48"
    code = f'sender = Sender(host, 9009, username="testUser1", token="{example}")\n'
    assert values(rules, "ingest.py", code) == []
    own = "VoLAFzVMGui6fzb0IdiawkFawDwHEcdoklzt8QjSOL1"
    assert values(rules, "ingest.py", code.replace(example, own)) == [own]
