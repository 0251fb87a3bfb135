"""Live stream keys in streaming services' RTMP ingest URLs (Twitch, Amazon IVS, Facebook Live,
Restream, Mux, YouTube Live), as encoders, OBS profiles, ffmpeg commands and nginx-rtmp `push`
lines are given them. Values are generated here; the look-alikes are streams on servers of
one's own, variables, placeholders and the bare ingest addresses."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"rtmp-{size}-{seed}")
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(size))


TWITCH = f"live_{random.Random('rtmp-twitch').randrange(10**8, 10**9)}_{_r(30, seed=1)}"
RESTREAM = f"re_{random.Random('rtmp-re').randrange(10**6, 10**7)}_{_r(20, seed=2).lower()}"
IVS = "sk_us-west-2_" + _r(28, seed=3)
MUX = _r(32, seed=4).lower()


def test_stream_keys_in_ingest_urls_are_found(rules: RuleSet) -> None:
    config = (
        "rtmp {\n  server {\n    application relay {\n      live on;\n"
        f"      push rtmp://live.twitch.tv/app/{TWITCH};\n"
        f"      push rtmp://live.restream.io/live/{RESTREAM};\n"
        "    }\n  }\n}\n"
    )
    assert found(rules, "etc/nginx/rtmp.conf", config) == [(5, TWITCH), (6, RESTREAM)]


def test_stream_keys_in_commands_and_settings_are_found(rules: RuleSet) -> None:
    script = (
        "ffmpeg -re -i talk.mp4 -c copy -f flv "
        f"rtmps://b1c2d3e4f5a6.global-contribute.live-video.net:443/app/{IVS}\n"
        f"OUT=rtmps://global-live.mux.com:443/app/{MUX}\n"
    )
    assert values(rules, "stream/go-live.sh", script) == [IVS, MUX]


def test_own_servers_variables_and_placeholders_are_not_reported(rules: RuleSet) -> None:
    config = (
        "push rtmp://media.physics.example.org/live/colloquium_main_hall_camera;\n"
        "push rtmp://10.1.4.20:1935/hls/camera-2024-06-01-morning;\n"
        "push rtmp://live.twitch.tv/app/$TWITCH_STREAM_KEY;\n"
        "push rtmp://a.rtmp.youtube.com/live2/xxxx-xxxx-xxxx-xxxx-xxxx;\n"
        "push rtmp://a.rtmp.youtube.com/live2/{{ youtube_stream_key }};\n"
        "server = rtmps://live-api-s.facebook.com:443/rtmp/\n"
        "server = rtmp://live.twitch.tv/app\n"
    )
    assert found(rules, "etc/nginx/rtmp.conf", config) == []


def test_hostile_rtmp_lines_take_linear_time(rules: RuleSet) -> None:
    text = "rtmp://a.b.c.d.youtube.com" + "/live2" * 50_000 + "\n"
    text += "rtmps://" + "x." * 100_000 + "\n" + "push rtmp://live.twitch.tv/app/ " * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "stream.conf", part), text)
    assert linear, times
