"""Secrets in typed constant declarations, in servers' header directives, in tools' token
options and clients given an address then a token, OpenVPN static keys, PAM's authtok; and the
look-alikes beside them: elided examples, credentials files' names, documented defaults."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits


def _r(alphabet: str, size: int, seed: int) -> str:
    rng = random.Random(f"{alphabet}-{size}-{seed}")
    return "aZ7" + "".join(rng.choice(alphabet) for _ in range(size - 3))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("srv", "lab", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


KEY = _r(_ALNUM, 28, seed=11)
B64 = _r(_ALNUM + "-_", 40, seed=12) + "=="
_HEX_RNG = random.Random(13)
HEX = "".join(_HEX_RNG.choice("0123456789abcdef") for _ in range(32 * 16))


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Typed constants: Rust, TypeScript, Kotlin, Swift, annotated Python.
        ("src/cfg.rs", f'pub static MAPBOX_TOKEN: &\'static str = "{KEY}";\n'),
        ("src/cfg.rs", f'const WEATHER_API_KEY: &str = "{KEY}";\n'),
        ("app/env.ts", f'export const stripeSecret: string = "{KEY}";\n'),
        ("Cfg.kt", f'    private val sentryAuthToken: String = "{KEY}"\n'),
        ("Cfg.swift", f'let mapsApiKey: String? = "{KEY}"\n'),
        ("settings.py", f'SLACK_BOT_TOKEN: Final[str] = "{KEY}"\n'),
        # Header directives of web servers and proxies.
        ("nginx/api.conf", f'  proxy_set_header Authorization "Bearer {KEY}";\n'),
        ("httpd/vhost.conf", f'RequestHeader set X-Api-Key "{KEY}"\n'),
        ("haproxy.cfg", f"    http-request set-header Authorization 'Basic {B64}'\n"),
        # Tools whose -t is their API token; a client given its server's address then a token.
        ("deploy.sh", f"vercel deploy --prod -t {KEY}\n"),
        ("ops.sh", f"glab api projects -t {KEY}\n"),
        ("metrics.py", f'client = InfluxDBClient("http://tsdb.lab:8086", "{B64}")\n'),
        ("Upload.java", f'var c = new ArchiveClient("https://archive.lab/api", "{B64}");\n'),
        # PAM's and SSSD's authentication token.
        ("sssd/sssd.conf.bak", f"ldap_default_authtok = {KEY}\n"),
        ("auth.py", f'pam_auth_tok = "{KEY}"\n'),
    ],
)
def test_a_secret_in_a_typed_declaration_directive_option_or_client_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert [v for v in _values(rules, file_name, text) if v in (KEY, B64)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("src/cfg.rs", 'const TOKEN_LIMIT: usize = 4096;\nlet api_key: String = env::var("K")?;\n'),
        ("app/env.ts", 'export const apiKey: string = process.env.API_KEY ?? "";\n'),
        ("settings.py", "password_min_length: int = 12\n"),
        ("nginx/api.conf", "  proxy_set_header Authorization $http_authorization;\n"),
        ("nginx/api.conf", '  proxy_set_header Authorization "";\n'),
        ("nginx/api.conf", "  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n"),
        ("ops.sh", "sort -t , -k 2 tokens.csv\nfly -t main login\n"),
        ("ops.sh", 'vercel deploy -t "$VERCEL_TOKEN"\n'),
        ("up.py", 'c = StorageClient("https://s3.lab", "results/run_2024_03_final_v2")\n'),
        ("up.py", 'c = ApiClient("https://api.lab/v2", "default")\n'),
        ("sssd/sssd.conf.bak", "ldap_default_authtok_type = password\n"),
    ],
)
def test_look_alikes_of_typed_declarations_directives_and_clients_are_passed_over(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


def test_an_openvpn_static_key_is_found_at_its_header_in_its_file_or_inline(
    rules: RuleSet,
) -> None:
    body = "\n".join(HEX[n : n + 32] for n in range(0, len(HEX), 32))
    block = f"-----BEGIN OpenVPN Static key V1-----\n{body}\n-----END OpenVPN Static key V1-----\n"
    for file_name, text in [
        ("openvpn/ta.key", f"#\n# 2048 bit OpenVPN static key\n#\n{block}"),
        ("clients/lab.ovpn", f"client\nkey-direction 1\n<tls-auth>\n{block}</tls-auth>\n"),
    ]:
        found = find_matches(text, ("etc", *file_name.split("/")), rules)
        assert [m.line for m in found] == [text.splitlines().index(block.splitlines()[0]) + 1]
    elided = "<secret>\n-----BEGIN OpenVPN Static key V1-----\n...\n</secret>\n"
    assert _values(rules, "docs/vpn.md", elided) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Elided examples after a documented prefix.
        ("docs/ci.md", "Register with `gitlab-runner register --token glrt-...`.\n"),
        ("docs/sso.md", 'Set `api_token = "ghp_\u2026"` in the file.\n'),
        # Credentials files' names, relative, and systemd's LoadCredential=ID:PATH.
        ("svc/.env", "GCP_CREDENTIALS=secrets/gcs-writer.json\nTLS_KEY=certs/host.key\n"),
        ("x.service", "[Service]\nLoadCredential=db-password:/run/keys/db-password\n"),
        # Documented defaults: Grafana's shipped secret_key, OpenSearch's demo Dashboards user.
        ("grafana/custom.ini", "[security]\nsecret_key = SW2YcwTIb9zpOOhoPsMm\n"),
        ("dash.yml", 'opensearch.username: "kibanaserver"\nopensearch.password: "kibanaserver"\n'),
    ],
)
def test_elided_examples_file_names_and_documented_defaults_are_passed_over(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


def test_systemd_set_credential_holds_its_value_inline(rules: RuleSet) -> None:
    text = f"[Service]\nSetCredential=mail-password:{KEY}\n"
    assert any(KEY in v for v in _values(rules, "mail.service", text))


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A literal after a secret's name in a call's name/value pairs (MATLAB, R varargs).
        ("get.m", f"o = weboptions('Username', 'ops', 'Password', '{KEY}', 'Timeout', 9);\n"),
        ("q.R", f'r <- call_api(u, "user", "ops", "token", "{KEY}")\n'),
        # OpenWeatherMap's and WolframAlpha's key, named appid, as an argument.
        ("wx.R", f'GET(u, query = list(q = "Delft", appid = "{HEX[:32]}"))\n'),
    ],
)
def test_a_secret_in_name_value_pairs_or_under_appid_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert [v for v in _values(rules, file_name, text) if v in (KEY, HEX[:32])]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("f.py", 'fields = ("user", "password", "token", "api_key")\n'),
        ("c.py", 'c = Conf("mode", "strict", "password", "")\n'),
        ("fb.json", '{"appId": "1:4829:web:9f8e7d6c5b4a3f2e"}\n'),
        ("app.py", 'APPID = "weather"\n'),
    ],
)
def test_look_alikes_of_name_value_pairs_and_appid_are_passed_over(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


DIRECTIVE_KEY = _r(_ALNUM + "/+", 40, seed=14)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A directive's two quoted strings: a name, then its value.
        ("amanda/Weekly/amanda.conf", f'  device-property "S3_SECRET_KEY" "{DIRECTIVE_KEY}"\n'),
        ("nginx/site.conf", f'    fastcgi_param "APP_DB_PASSWORD" "{DIRECTIVE_KEY}";\n'),
        (".cshrc", f"setenv 'GITLAB_TOKEN' '{DIRECTIVE_KEY}'  # ci\n"),
    ],
)
def test_a_secret_as_a_directives_name_and_value_strings_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert DIRECTIVE_KEY in _values(rules, file_name, text)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Placeholders, references, names of settings and prose that quotes two strings.
        ("amanda.conf", 'device-property "S3_SECRET_KEY" "<your secret key>"\n'),
        ("amanda.conf", 'device-property "S3_SECRET_KEY" "${S3_SECRET_KEY}"\n'),
        ("nginx.conf", 'fastcgi_param "DB_PASSWORD" "DB_PASSWORD_FILE";\n'),
        ("notes.txt", 'Set "password" "then press enter" and wait for the prompt.\n'),
        ("amanda.conf", f'device-property "S3_SECRET_KEY" "{DIRECTIVE_KEY}" extra words\n'),
    ],
)
def test_look_alikes_of_a_directives_name_and_value_are_passed_over(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


@pytest.mark.parametrize(
    "text",
    [
        'device-property "S3_SECRET_KEY" "' * 40_000,
        'setenv "TOKEN" "' + "x" * 1_000_000,
        ('p "PASSWORD" "' + "v" * 100 + '" ') * 8_000,
    ],
)
def test_hostile_directives_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _values(rules, "amanda.conf", part), text)
    assert linear, times


def test_a_typed_constants_name_is_its_own_not_its_types(rules: RuleSet) -> None:
    """`const X_CLIENT_ID: &str = "…"` names its value X_CLIENT_ID (an id), not `str`."""
    rng = random.Random("typed-client")
    client_id = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(32))
    client_secret = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(40))
    source = (
        f'const RIDE_CLIENT_ID: &str = "{client_id}";\n'
        f'const RIDE_CLIENT_SECRET: &str = "{client_secret}";\n'
    )
    assert _values(rules, "oauth.rs", source) == [client_secret]
    typed = f'export const datasetId: string = "{client_id}";\n'
    assert _values(rules, "dataset.ts", typed) == []
