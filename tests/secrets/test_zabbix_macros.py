"""Zabbix's configuration export (YAML here, XML and JSON alike) keeps a host's or template's
user macros as entries: `macro: '{$NAME}'`, `type: TEXT|SECRET_TEXT|VAULT`, `value: ...`. A
SECRET_TEXT macro's value is a secret whatever its name; a TEXT macro's is one when its name
says so; a VAULT macro's is a path in a vault. A setting given as a macro, `{$NAME}` (with a
context, `{$NAME:"ctx"}`), is a reference Zabbix fills in, not the secret."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_PASSWORD = string.ascii_letters + string.digits + "!*+=^"


def _password(seed: int) -> str:
    draw = random.Random(seed)
    return draw.choice(string.ascii_letters) + "".join(draw.choice(_PASSWORD) for _ in range(15))


def _export(macros: list[tuple[str, str | None, str]]) -> str:
    lines = [
        "zabbix_export:",
        "  version: '7.0'",
        "  hosts:",
        "    - host: sw1",
        "      interfaces:",
        "        - type: SNMP",
        "          details:",
        "            version: SNMPV3",
        "            securityname: '{$SNMP_SECNAME}'",
        "            authpassphrase: '{$SNMP_AUTHPASS}'",
        "            privpassphrase: '{$SNMP_PRIVPASS:\"sw1\"}'",
        "      macros:",
    ]
    for name, kind, value in macros:
        lines.append(f"        - macro: '{{${name}}}'")
        if kind is not None:
            lines.append(f"          type: {kind}")
        lines.append(f"          value: '{value}'")
    return "\n".join(lines) + "\n"


def test_secret_text_macros_are_secrets_whatever_their_names(rules: RuleSet) -> None:
    community, auth, db = _password(1), _password(2), _password(3)
    text = _export(
        [
            ("SNMP_SECNAME", None, "zbx-mon"),
            ("SNMP_COMMUNITY", "SECRET_TEXT", community),
            ("SNMP_AUTHPASS", "SECRET_TEXT", auth),
            ("DB_PASSWORD", None, db),
        ]
    )
    # The macros the interface is given (lines 9-11) are references.
    assert found(rules, "net/zabbix/templates/snmp.yaml", text) == [
        (17, community),
        (20, auth),
        (22, db),
    ]


def test_text_and_vault_macros_under_other_names_are_not(rules: RuleSet) -> None:
    text = _export(
        [
            ("SNMP_TIMEOUT", "TEXT", "".join(random.Random(4).choices(string.ascii_letters, k=16))),
            ("DB_PASSWORD", "VAULT", "secret/zabbix/db:password"),
            ("SNMP_COMMUNITY_OLD", None, "public"),
        ]
    )
    assert found(rules, "net/zabbix/templates/snmp.yaml", text) == []


def test_the_xml_export_alike(rules: RuleSet) -> None:
    community = _password(5)
    text = (
        "<zabbix_export><templates><template><macros>\n"
        "<macro>\n<macro>{$SNMP_COMMUNITY}</macro>\n<type>SECRET_TEXT</type>\n"
        f"<value>{community}</value>\n</macro>\n"
        "<macro>\n<macro>{$DB_PASSWORD}</macro>\n<type>VAULT</type>\n"
        "<value>secret/zabbix/db:password</value>\n</macro>\n"
        "</macros></template></templates></zabbix_export>\n"
    )
    assert found(rules, "net/zabbix/templates/snmp.xml", text) == [(5, community)]


def test_a_context_with_braces_and_a_type_after_the_value(rules: RuleSet) -> None:
    # A regex context holds braces; a VAULT type written after the value still makes it a path.
    db = _password(6)
    text = (
        "zabbix_export:\n  hosts:\n    - host: db1\n      macros:\n"
        "        - macro: '{$DB.PASSWORD:regex:\"^db[0-9]{2}$\"}'\n"
        f"          value: '{db}'\n"
        "        - macro: '{$DB.PASSWORD}'\n"
        "          value: 'kv/zabbix/db:password'\n"
        "          type: VAULT\n"
    )
    assert found(rules, "net/zabbix/templates/db.yaml", text) == [(6, db)]


def test_the_api_numbers_the_types(rules: RuleSet) -> None:
    # usermacro.create: 0 text, 1 secret, 2 vault, quoted or not.
    secret, bare = _password(7), _password(8)
    calls = [
        f'{{"macro":"{{$MYSQL.DSN}}","value":"{secret}","type":"1"}}',
        f'{{"macro":"{{$SNMP.HOST}}","value":"{bare}","type":1}}',
        '{"macro":"{$DB.PASSWORD}","value":"kv/data/zabbix:password","type":2}',
    ]
    for call, expected in zip(calls, [[secret], [bare], []], strict=True):
        text = '{"jsonrpc":"2.0","method":"usermacro.create","params":' + call + "}\n"
        assert values(rules, "zabbix/api/create.json", text) == expected


def test_macros_set_in_a_plain_file_are_settings_of_their_names(rules: RuleSet) -> None:
    # A template's macros listed one a line, `{$NAME}=VALUE`, the file's first line among them
    # (no JSON object for all its opening brace).
    key, password = _password(11) + _password(12), _password(13)
    text = (
        f"{{$TRUENAS.API.KEY}}={key}\n"
        "{$TRUENAS.API.URL}=https://nas01.example.org/api/v2.0\n"
        f'{{$DB.PASSWORD:"db1"}}={password}\n'
        "{$DB.PASSWORD}={$OTHER.PASSWORD}\n"
        "{$SNMP.TIMEOUT}=15s\n"
        "{$API.TOKEN}=${NAS_TOKEN}\n"
    )
    assert found(rules, "ops/zabbix/truenas_macros.conf", text) == [(1, key), (3, password)]
