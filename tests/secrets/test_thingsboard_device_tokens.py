"""A ThingsBoard device's access token, given to mosquitto_pub or mosquitto_sub as the MQTT user
name on the device API's topics (v1/devices/me/...), continued lines and all. Values are drawn
here. Look-alikes: the guide's variable and its A1_TEST_TOKEN, and a user name on another topic."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(8204)
TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(20))


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (
            "mosquitto_pub -d -q 1 -h tb.example.org -p 1883 -t v1/devices/me/telemetry \\\n"
            '  -u "{t}" \\\n'
            "  -m '{{\"t\": 21.5}}'\n",
            2,
        ),
        ('mosquitto_pub -h tb.example.org -u {t} -t "v1/devices/me/attributes" -m "{{}}"\n', 1),
        ("mosquitto_sub -h tb.example.org -t v1/devices/me/rpc/request/+ -u '{t}'\n", 1),
    ],
)
def test_the_device_token_as_the_user_name_is_found(rules: RuleSet, text: str, line: str) -> None:
    assert found(rules, "thingsboard/mqtt_test.sh", text.format(t=TOKEN)) == [(line, TOKEN)]


@pytest.mark.parametrize(
    "text",
    [
        'mosquitto_pub -d -q 1 -h "$THINGSBOARD_HOST" -p "1883" -t "v1/devices/me/telemetry"'
        ' -u "$ACCESS_TOKEN" -m {"temperature":25}\n',
        'mosquitto_pub -d -q 1 -h "demo.thingsboard.io" -t "v1/devices/me/telemetry"'
        ' -u "A1_TEST_TOKEN" -m {"temperature":25}\n',
        # A broker's user on another topic; the device topic on a later command is not its.
        f"mosquitto_sub -h broker -t '$SYS/broker/uptime' -u {TOKEN} -C 1\n"
        "mosquitto_pub -h tb -t v1/devices/me/telemetry -u \"$ACCESS_TOKEN\" -m '{}'\n",
    ],
)
def test_a_variable_the_guides_token_and_another_topics_user_are_left_alone(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "thingsboard/mqtt_test.sh", text) == []


def test_a_long_continued_command_takes_linear_time(rules: RuleSet) -> None:
    text = "mosquitto_pub -t v1/devices/me/telemetry " + ("-x \\\n" * 100) + "\n"
    linear, times = text_grows_linearly(
        lambda part: values(rules, "thingsboard/pub.sh", part), text * 200
    )
    assert linear, times
