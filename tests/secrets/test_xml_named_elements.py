"""XML elements that a `name` or `key` attribute names, their text the setting's value:
Guacamole's and Java applets' `<param name="password">VALUE</param>`, .NET's applicationSettings
`<setting name="ApiToken"><value>VALUE</value></setting>`. Values are generated here; the
look-alikes are other settings so written, empty ones, references and paths."""

from __future__ import annotations

import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"xmlnamed-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits + "%!") for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


VNC = _r(14, seed=1)
TOKEN = _r(32, seed=2)


def test_a_param_named_password_holds_one(rules: RuleSet) -> None:
    text = (
        "<configs>\n"
        '  <config name="lab-vnc" protocol="vnc">\n'
        '    <param name="hostname">vnc-7.example.org</param>\n'
        '    <param name="port">5901</param>\n'
        f'    <param name="password">{VNC}</param>\n'
        "  </config>\n"
        "</configs>\n"
    )
    assert _found(rules, "etc/guacamole/noauth-config.xml", text) == [(5, VNC)]


def test_a_dotnet_setting_value_is_read_under_the_settings_name(rules: RuleSet) -> None:
    text = (
        "<applicationSettings>\n"
        "  <Uploader.Properties.Settings>\n"
        '    <setting name="Endpoint" serializeAs="String">\n'
        "      <value>https://api.example.org/v2</value>\n"
        "    </setting>\n"
        '    <setting name="ApiToken" serializeAs="String">\n'
        f"      <value>{TOKEN}</value>\n"
        "    </setting>\n"
        "  </Uploader.Properties.Settings>\n"
        "</applicationSettings>\n"
    )
    assert _found(rules, "opt/uploader/Uploader.exe.config", text) == [(7, TOKEN)]


def test_empty_referenced_and_path_values_are_not_reported(rules: RuleSet) -> None:
    text = (
        "<connection>\n"
        '  <param name="password"></param>\n'
        '  <param name="password">${GUAC_VNC_PASSWORD}</param>\n'
        '  <param name="private-key-file">/etc/guacamole/keys/id_ed25519</param>\n'
        '  <param name="username">render-svc</param>\n'
        "</connection>\n"
    )
    assert _found(rules, "etc/guacamole/user-mapping.xml", text) == []


def test_many_named_elements_take_linear_time(rules: RuleSet) -> None:
    text = "<a>" + '<param name="password">x</param>' * 20_000 + "</a>\n"
    linear, times = text_grows_linearly(lambda part: _found(rules, "etc/flood.xml", part), text)
    assert linear, times
