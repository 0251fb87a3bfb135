"""A login written without a scheme whose user is empty, where the protocol has none: an NTRIP
server's push to a caster (`:PASSWORD@HOST:PORT/MOUNT`, as RTKLIB's rtkrcv and str2str write a
stream's path). Look-alikes: times, a path without a password, a variable, and a value that is
no login."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

PUSH = "Wm3qTz8Lk2Vr"


def test_an_empty_users_password_in_a_stream_path_is_found(rules: RuleSet) -> None:
    conf = (
        "# rtkrcv: base station corrections to the caster\n"
        "outstr1-type       =ntripsvr\n"
        f"outstr1-path       =:{PUSH}@caster.gnss.example.org:2101/LABBASE0\n"
        "outstr1-format     =rtcm3\n"
    )
    assert found(rules, "gnss/rtkrcv_base.conf", conf) == [(3, PUSH)]


def test_times_paths_and_variables_are_not_reported(rules: RuleSet) -> None:
    conf = (
        "outstr2-path       =caster.gnss.example.org:2101/LABBASE0\n"
        "outstr3-path       =:$NTRIP_PUSH_PASSWORD@caster.gnss.example.org:2101/LABBASE0\n"
        "start-time         =12:30:00\n"
        "logstr1-path       =/data/gnss/log/%Y%m%d.log::T\n"
    )
    assert values(rules, "gnss/rtkrcv.conf", conf) == []


def test_hostile_stream_paths_take_linear_time(rules: RuleSet) -> None:
    text = "path =" + ":" * 200_000 + "\n" + ("p =:" + "a@" * 50_000) + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "gnss/huge.conf", part), text)
    assert linear, times
