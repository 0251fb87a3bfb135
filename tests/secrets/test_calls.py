"""Secrets handed to code: as the first argument of a call named for them or of a constructor,
as the default of an environment lookup, wrapped in a conversion under a secret's name. Values
are generated here; the look-alikes are the calls and literals code is full of."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits


def _r(alphabet: str, size: int, seed: int = 0) -> str:
    rng = random.Random(f"{alphabet}-{size}-{seed}")
    value = "".join(rng.choice(alphabet) for _ in range(size))
    # Every class of the alphabet once, so that the value is of mixed case and digits.
    return "aZ7" + value[3:] if alphabet == _ALNUM else value


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "dana", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


KEY = _r(_ALNUM, 32, seed=1)
HEX40 = _r("0123456789abcdef", 40, seed=2)
ONC_TOKEN = "5bc8fbbc-bde5-4099-8164-d8399f767c45"


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Calls named for the key they set, in R, Python, JavaScript, Go and a notebook.
        ("noaa.R", f'rnoaa::ncdc_set_api_key("{KEY}")\n'),
        ("usda.R", f'nassqs_auth(key = NULL)\nusda_api_key("{HEX40}", overwrite = TRUE)\n'),
        ("geo.py", f'geocoder.setApiKey("{KEY}")\n'),
        # A setter of a key: a lower-case key with a word-long run of letters is still one.
        (".Rhistory", 'library(fredr)\nfredr_set_key("iapj2gejrzqad9w275pkacd8bzlpkdga")\n'),
        ("mq.js", f"client.setAccessToken('{KEY}');\n"),
        ("feed.go", f'svc.SetAuthToken(\n\t"{KEY}")\n'),
        ("q.ipynb", f'"quandl.ApiConfig.set_api_key(\\"{KEY}\\")\\n",\n'),
        # Constructors given a random token first.
        ("pods.py", f'api = Podcastindex("{KEY}", timeout=5)\n'),
        ("store.kt", f'val s = StoreClient("{KEY}")\n'),
        # Constructors given their service's address, then its token.
        ("portal.py", f'api = OpenPortal("opendata.lab.example.org", "{KEY}", timeout=30)\n'),
        ("feed.jl", f'con = FeedConnection("https://feeds.example.net/v2",\n  "{KEY}")\n'),
        # A user's name and a password to a gateway's constructor.
        ("imgs.py", f'gw = ImageGateway("dana", "{KEY}", host="img.example.org")\n'),
        # The AWS SDK's credentials object, its arguments on lines of their own.
        ("up.cc", f'auto c = Aws::Auth::AWSCredentials(\n    "ZQ4T7XK2M9PL",\n    "{KEY}");\n'),
        ("up.cc", f'const Aws::Auth::AWSCredentials c(\n    "7XK2M9PLZQ4T",\n    "{KEY}");\n'),
        # DeepL's clients take their key first: a UUID, ":fx" after it for the free API.
        ("mt.js", 'const t = new deepl.Translator("5b0e2f7a-91c4-4d3e-a6b8-c2d4e6f8a0b1:fx");\n'),
        ("mt.py", 'client = deepl.DeepLClient(\n    "5b0e2f7a-91c4-4d3e-a6b8-c2d4e6f8a0b1")\n'),
        # A name too common alone, under the qualifier its SDK documents: Raritan's JSON-RPC
        # agent (proto, host, user, password), for a transfer switch here.
        ("ats.py", f'a = rpc.Agent("https", "ats-3.mgmt", "ops", "{KEY}")\n'),
        # Ocean Networks Canada's client takes its token first, a UUID, then keyword options.
        ("hydro.py", f'c = ONC("{ONC_TOKEN}", showInfo=True)\n'),
    ],
)
def test_a_secret_passed_first_to_a_call_named_for_it_or_a_constructor_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    found = _values(rules, file_name, text)
    deepl = ("5b0e2f7a-91c4-4d3e-a6b8-c2d4e6f8a0b1:fx", "5b0e2f7a-91c4-4d3e-a6b8-c2d4e6f8a0b1")
    uuids = (*deepl, ONC_TOKEN)
    assert [v for v in found if v in (KEY, HEX40, "iapj2gejrzqad9w275pkacd8bzlpkdga", *uuids)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Calls that read, check or drop a secret by its name.
        ("a.py", 'value = fetch_api_key("ORCID_CLIENT_KEY")\n'),
        ("a.py", f'if verify_token("{KEY}"):\n    pass\n'),
        ("a.R", f'keyring::key_delete("{KEY}")\n'),
        # Calls whose names hold a key of another kind, or none.
        ("a.py", 'schema.primary_key("sample_id")\n'),
        ("a.py", 'tok = AutoTokenizer.from_pretrained("bigscience/bloom-560m")\n'),
        ("a.java", 'parser.setToken("RIGHT_BRACE");\n'),
        ("a.R", 'census_api_key("PASTE YOUR KEY HERE")\n'),
        # Setters given a key's name, a cache key, a path or a placeholder, not a key.
        ("a.py", 'cache.set_key("user_profile")\n'),
        ("a.py", 'set_key(".env", "API_KEY", value)\n'),
        ("a.R", 'fredr_set_key("abcdefghijklmnopqrstuvwxyz123456")\n'),
        ("a.R", 'fredr_set_key("YOUR_FRED_API_KEY")\n'),
        ("a.R", 'fredr_set_key("<your key>")\n'),
        # Constructors given an id, a digest, a name of joined words, a path or a version.
        ("a.py", f'c = Commit("{HEX40}")\n'),
        ("a.py", 'oid = ObjectId("65a1f0c2e4b0a1b2c3d4e5f6")\n'),
        ("a.py", 'w = Weights("EfficientNetB3_ImageNet21k_Finetuned2")\n'),
        ("a.py", 'u = UUID("0f8e2d4c-6b1a-4c9e-8f7d-2a3b4c5d6e7f")\n'),
        ("a.py", 'img = Image("quay.io/lab/segmenter:2025.02.1")\n'),
        ("a.py", f"x = transform({KEY!r})\n"),
        # After an address: a dataset's name, an id, a digest, a variable or none.
        ("a.py", 'ds = Catalog("opendata.lab.example.org", "Sentinel2MSI_L2A_T31UFU")\n'),
        ("a.py", f'ds = Catalog("opendata.lab.example.org", "{HEX40}")\n'),
        ("a.py", 'ds = Catalog("https://opendata.example.org", app_token)\n'),
        ("a.py", 'ds = Catalog("opendata.lab.example.org", None, timeout=5)\n'),
        ("a.py", 'ds = Catalog("opendata.lab.example.org", "YOUR_APP_TOKEN_HERE")\n'),
        # Other translators: languages, keyword arguments, a variable.
        ("a.py", 't = Translator("en")\nt = Translator("german", from_lang="english")\n'),
        ("a.py", 't = Translator(service_urls=["translate.google.com"])\n'),
        ("a.py", 't = deepl.Translator(os.environ["DEEPL_AUTH_KEY"])\n'),
        # An Agent of another library, or Raritan's given its password from elsewhere.
        ("a.py", f'bot = Agent("planner", "router", "tools", "{KEY}")\n'),
        ("a.py", f'bot = crew.Agent("planner", "router", "tools", "{KEY}")\n'),
        ("a.py", 'a = rpc.Agent("https", host, "ops", getpass.getpass())\n'),
        # ONC's client given its token from elsewhere, or a placeholder.
        ("a.py", 'c = ONC(os.environ["ONC_TOKEN"], outPath="output")\n'),
        ("a.py", 'c = ONC("YOUR_TOKEN_HERE")\n'),
    ],
)
def test_calls_that_only_look_like_they_take_a_secret_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


PASSWORD = "Rt5%hJk8!nB2xQ"


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Calls that get a token with a login: a user's name, then the password.
        ("upload.py", f'token = get_token("pkowalczyk", "{PASSWORD}")\n'),
        ("Sync.java", f'String t = api.fetchAccessToken(\n    "svc-ingest", "{PASSWORD}");\n'),
        ("pull.R", f'tok <- obtain_auth_token("mbrandt", "{PASSWORD}")\n'),
    ],
)
def test_a_password_given_to_a_call_that_gets_a_token_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert PASSWORD in _values(rules, file_name, text)


@pytest.mark.parametrize(
    "text",
    [
        # A session or a token asked for with a profile and a region or zone, a scope, a route,
        # a grant type, a placeholder or a variable: no password.
        'session = create_session("default", "us-east-1")\n',
        's = boto3_session("profile", "eu-west-2a")\n',
        'client = new_session("analysis", "europe-west4-b")\n',
        't = create_token("alice", "readonly")\n',
        't = get_access_token("api", "v2/oauth")\n',
        't = fetch_token("https://auth.example.org/token", "authorization_code")\n',
        't = get_token("alice", "<your password>")\n',
        't = get_token("alice", "${NOMAD_PASSWORD}")\n',
        't = get_token("alice", os.environ["NOMAD_PASSWORD"])\n',
        't = get_token("alice", getpass.getpass())\n',
    ],
)
def test_token_and_session_calls_without_a_password_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _values(rules, "client.py", text) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A pair under a credential's name as a dict's entry, in a notebook's JSON string, and
        # paho-mqtt's username_pw_set(username, password).
        ("es.py", f'OPTIONS = {{"basic_auth": ("arches", "{PASSWORD}")}}\n'),
        ("es.py", f"opts = {{\n    'auth': ['elastic', '{PASSWORD}'],\n}}\n"),
        ("n.ipynb", f'"source": ["auth = (\\"dmalhotra\\", \\"{PASSWORD}\\")\\n"]\n'),
        ("mqtt.py", f'client.username_pw_set("orchestrator", "{PASSWORD}")\n'),
    ],
)
def test_a_login_pair_in_a_dict_a_notebook_or_an_mqtt_client_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert PASSWORD in _values(rules, file_name, text)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Login calls in the other source languages the names table reads: a Rust database
        # client, a Swift and a Lua client, an Arduino sketch's broker login.
        ("src/db.rs", f'let conn = client.login("sensor-rw", "{PASSWORD}").await?;\n'),
        ("Sync.swift", f'try await api.login("svc-sync", "{PASSWORD}")\n'),
        ("init.lua", f'local ok = broker:connect("relay01", "{PASSWORD}")\n'),
        ("node.ino", f'  mqtt.connect("boron-07", "gasnode", "{PASSWORD}");\n'),
    ],
)
def test_a_login_call_in_rust_swift_lua_or_a_sketch_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert PASSWORD in _values(rules, file_name, text)


@pytest.mark.parametrize(
    "text",
    [
        # The password from the environment, a placeholder, or a call with no user's name.
        'client.login("sensor-rw", &std::env::var("DB_PASSWORD")?)\n',
        'client.login("sensor-rw", "<password>")\n',
        'client.login("sensor-rw", "${DB_PASSWORD}")\n',
        'opts.set_credentials("ingest", password.as_str());\n',
        'let c = Client::connect("db01.example.org", "5432");\n',
    ],
)
def test_rust_login_calls_without_a_literal_password_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _values(rules, "src/main.rs", text) == []


@pytest.mark.parametrize(
    "text",
    [
        # A table of logins under a name for credentials, on lines of its own.
        f'BMC_CREDENTIALS = {{\n    "dell": ("root", "{PASSWORD}"),\n    "hpe": ("Administrator",'
        ' "Hn3%jR6^tY8u"),\n}\n',
        f'LOGINS: list[tuple[str, str]] = [\n    ["alice", "{PASSWORD}"],\n]\n',
        f'const creds = {{ ipmi: ["ADMIN", "{PASSWORD}"] }};\n',
    ],
)
def test_the_passwords_of_a_table_of_logins_are_found(rules: RuleSet, text: str) -> None:
    assert PASSWORD in _values(rules, "inventory.py", text)


@pytest.mark.parametrize(
    "text",
    [
        # Pairs in a table that is not one of logins, or logins without a password literal.
        f'ROUTES = {{"home": ("index", "{PASSWORD}")}}\n',
        'CREDENTIALS = {\n    "ipmi": ("ADMIN", os.environ["BMC_PASSWORD"]),\n'
        '    "tmpl": ("root", "<password>"),\n    "new": ("root", "changeme"),\n}\n',
        'LOGINS = [("alice", getpass.getpass()), ("bob", "${BOB_PASSWORD}")]\n',
        # A table of logins read no further than its end.
        'LOGINS = []\nSIZES = [("small", "Xy7Kp2Qm9Lw4")]\n',
    ],
)
def test_tables_that_hold_no_login_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "inventory.py", text) == []


@pytest.mark.parametrize(
    "text",
    [
        'f("' * 350_000,
        "key(" * 250_000,
        "token=" * 200_000,
        "a(" * 250_000 + '"' * 250_000,
        'set_api_key("' + "x" * 255 + '"' * 250_000,
        ('a("' + "x" * 255) * 4_000,
        f'Client("{KEY}",' * 25_000,
        'Client("a.b", "' * 60_000,
        'Client("a.b",' + " " * 300_000,
        f'set_token("{KEY}")' * 20_000,
        'k = os.getenv("API_KEY") or ' * 40_000,
        'AUTH = ("u", "' * 60_000,
        "CREDS = [" + '("' * 200_000,
        "LOGINS = {" * 100_000,
        "CREDS = [(" * 100_000,
        'CREDS = ["u", "' * 60_000,
        "rpc.Agent(" * 100_000,
        'x.Agent("a", "b", "c", "d")' * 35_000,
    ],
)
def test_hostile_calls_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _values(rules, "load.py", part), text)
    assert linear, times


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # The default of an environment lookup under a secret's name.
        ("cfg.jl", f'const TOKEN = get(ENV, "GLOBUS_TRANSFER_TOKEN", "{KEY}")\n'),
        ("cfg.py", f'secret = os.environ.get("SLACK_SIGNING_SECRET", "{KEY}")\n'),
        ("cfg.R", f'pw <- Sys.getenv("REDCAP_PASSWORD", unset = "{KEY}")\n'),
        ("cfg.rb", f'key = ENV.fetch("SENDGRID_API_KEY", "{KEY}")\n'),
        # A literal wrapped in a conversion under a secret's name.
        ("app.py", f'session_secret = bytes.fromhex("{HEX40}")\n'),
        ("app.py", f'signing_key = base64.urlsafe_b64decode("{KEY}=")\n'),
        ("app.py", f"db_password: SecretStr = SecretStr('{KEY}')\n"),
        ("app.go", f'var hmacSecret = []byte("{KEY}")\n'),
        ("app.rs", f'let api_token = String::from("{KEY}");\n'),
    ],
)
def test_a_secret_given_as_a_default_or_wrapped_in_a_conversion_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert [v for v in _values(rules, file_name, text) if v.rstrip("=") in (KEY, HEX40)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("cfg.py", 'token = os.environ.get("GITLAB_TOKEN", "")\n'),
        ("cfg.jl", 'key = get(ENV, "MAPBOX_API_KEY", "changeme")\n'),
        ("cfg.py", 'password = str(input("Password: "))\n'),
        ("cfg.py", 'secret = Secret("grafana-admin-credentials")\n'),
        ("cfg.py", 'token_path = str("/run/secrets/token")\n'),
        ("cfg.py", 'words = replace(text, "password", "********")\n'),
    ],
)
def test_empty_defaults_prompts_and_names_in_conversions_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


NETWORK_CONFIG = """hostname edge-r4
enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0
enable password 7 094F471A1A0A
username noc privilege 15 password 0 Tr4nsit-Lab-77
username audit secret 8 $8$dsYGNam3K1SIJO$7nv/35M/qr6t.dVc7UY9zrJDWRVqncHub1PE9UlMQFs
snmp-server community Qv7Lm2Rx RO 5
snmp-server community public RO
snmp-server community private RW
snmp-server user poller grp1 v3 auth sha Ak9vTq2Lp7 priv aes 128 Zm4Ws8Rn1Q
radius-server host 192.0.2.10 auth-port 1812 acct-port 1813 key 7 05080F1C2243
tacacs-server key Kp3Vn8Qz
tacacs server tac1
 address ipv4 192.0.2.20
 key 6 ZgEgSFRWUDdQbVNXTEFPSGVAYBVVRgQdcVQFCXNRXUgAAB
radius server rad2
 key 0 Wx5Hy2Jk9Ld
"""


def test_a_network_device_reports_plain_and_reversible_secrets_not_hashes_or_defaults(
    rules: RuleSet,
) -> None:
    parts = ("home", "dana", "backups", "edge-r4.cfg")
    assert [(m.line, m.value) for m in find_matches(NETWORK_CONFIG, parts, rules)] == [
        (3, "094F471A1A0A"),
        (4, "Tr4nsit-Lab-77"),
        (6, "Qv7Lm2Rx"),
        (9, "Ak9vTq2Lp7"),
        (9, "Zm4Ws8Rn1Q"),
        (10, "05080F1C2243"),
        (11, "Kp3Vn8Qz"),
        (16, "Wx5Hy2Jk9Ld"),
    ]


def test_prose_about_device_passwords_is_not_reported(rules: RuleSet) -> None:
    text = (
        "Set the enable secret before anything else; the username admin password is in the\n"
        "vault. snmp-server community strings must not be public.\n"
        "enable password 0 <your-enable-password>\n"
    )
    assert _values(rules, "README.md", text) == []


def test_an_erlang_cookie_file_is_its_cookie_whatever_its_letters(rules: RuleSet) -> None:
    cookie = "HQZWPLMRTXKVBNCDJSFG"
    parts = ("var", "lib", "couchdb", ".erlang.cookie")
    assert [m.value for m in find_matches(cookie + "\n", parts, rules)] == [cookie]
    assert find_matches("", parts, rules) == []


@pytest.mark.parametrize(
    "file_name",
    ["svc/tests/test_billing.py", "svc/spec/upload.spec.ts", "svc/test/BillingTest.java"],
)
def test_a_value_a_test_says_is_made_up_is_not_reported(rules: RuleSet, file_name: str) -> None:
    made_up = (
        "// dummy credentials for the recorded responses\n"
        f'const STRIPE_SECRET = "{KEY}";\n'
        f'mock_token = "{HEX40}"\n'
    )
    assert _values(rules, file_name, made_up) == []
    # A test's real secret, and a made-up one outside tests, are reported.
    real = f'api_token = "{KEY}"\n'
    assert _values(rules, file_name, real) == [KEY]
    assert _values(rules, "svc/billing.py", f'fake_api_token = "{KEY}"\n') == [KEY]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A Kubernetes ExternalSecret names the key it fills and where the value is kept.
        (
            "k8s/es.yaml",
            "data:\n  - secretKey: GRAFANA_ADMIN_PASSWORD\n    remoteRef:\n"
            "      key: kv/grafana\n      property: admin_password\n",
        ),
        # A kustomize secretGenerator reads a key from a file.
        (
            "k8s/kustomization.yaml",
            "secretGenerator:\n  - name: tls\n    files:\n"
            "      - tls_private_key=edge-2026.key\n      - ca_cert=lab-ca.crt\n",
        ),
        # A manual elides the value.
        ("NOTES.md", "Run `pg_dump --password='…'` or `mysqldump -p'...' db` to export.\n"),
    ],
)
def test_names_of_secrets_key_files_and_elided_values_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


def test_a_browser_key_in_its_map_service_url_is_public_and_other_keys_are_not(
    rules: RuleSet,
) -> None:
    page = f'<script>L.tileLayer("https://tile.thunderforest.com/cycle/{{z}}/{{x}}/{{y}}.png?apikey={KEY}")</script>\n'
    assert _values(rules, "site/map.html", page) == []
    private = f'<script>fetch("https://api.lab.example/v1/runs?api_key={KEY}")</script>\n'
    assert _values(rules, "site/runs.html", private) == [KEY]


@pytest.mark.parametrize(
    ("file_name", "text", "found"),
    [
        # A bare `key` in a section named for a service: the service's key, though short.
        ("conf/feeds.yaml", "openexchangerates:\n  key: Qx7R2m9PLz4T8WNB\n", True),
        ("conf/feeds.ini", "[weatherstack]\nkey = 7TQ2M9XPLZ4R8WNB\n", True),
        # A section of settings of a kind, a GPG key's id (hex), a word.
        ("conf/ci.yaml", "cache:\n  key: deps2025q3lock7\n", False),
        ("conf/apt.yaml", "signing:\n  key: 4AEE18F83AFDEB23\n", False),
        ("conf/feeds.yaml", "openexchangerates:\n  key: 4AEE18F83AFDEB23\n", False),
        ("conf/feeds.yaml", "openexchangerates:\n  key: changeme\n", False),
    ],
)
def test_a_bare_key_in_a_section_named_for_a_service_is_its_key(
    rules: RuleSet, file_name: str, text: str, found: bool
) -> None:
    assert bool(_values(rules, file_name, text)) is found


def test_a_shared_key_in_an_aaa_server_block_is_found_without_its_type(rules: RuleSet) -> None:
    key = _r(_ALNUM, 14, seed=5)
    config = (
        "hostname dist-c2\n!\ntacacs server ISE-1\n address ipv4 192.0.2.7\n"
        f" timeout 5\n key {key}\n!\nradius server EDU\n address ipv4 192.0.2.8\n"
        # Type 6 is encrypted with the device's own key; a key chain is no server's.
        " key 6 ZgEgSFRWUDdQbVNXTEFPSGVAYBVVRgQdcVQFCXNRXUgAAB\n!\n"
        "key chain OSPF\n key 1\n  key-string 7 0822455D0A16\n!\n"
        "interface Gi1/0/1\n key chain-ref\n"
    )
    parts = ("home", "dana", "backups", "dist-c2.cfg")
    found = [(m.line, m.value) for m in find_matches(config, parts, rules)]
    assert (6, key) in found
    assert all(value != "chain-ref" and not value.startswith("ZgEg") for _, value in found)


PAIR_PASSWORD = _r(_ALNUM + "!%*-_", 15, seed=6)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A (user, password) pair under a credential's name, as clients take basic auth.
        ("sync.py", f'MOVEBANK_AUTH = ("tundra", "{PAIR_PASSWORD}")\n'),
        ("up.py", f'client = make_client(host, credentials=("ann", "{PAIR_PASSWORD}"))\n'),
        # pycaprio's client for INCEpTION's remote API.
        ("push.py", f'c = Pycaprio(url, authentication=("remote-bot", "{PAIR_PASSWORD}"))\n'),
        ("get.py", f"r = session.get(url, basic_auth=['svc-reader', '{PAIR_PASSWORD}'])\n"),
        ("cfg.py", f'CREDS = ("lab@example.org", "{PAIR_PASSWORD}")\n'),
        # USER:PASSWORD given to an option or setting that takes both.
        (".bash_history", f"annotate-cli --host lab --auth annotator7:{PAIR_PASSWORD} tasks ls\n"),
        (".bash_history", f"http --auth='ops:{PAIR_PASSWORD}' https://api.example.org/v1\n"),
        (".bash_history", f'tool push --credentials "deploy:{PAIR_PASSWORD}" dist/\n'),
        # amandapass: a Samba share, USER%PASSWORD and a workgroup.
        ("etc/amanda/amandapass", f"//files01/scans  backup%{PAIR_PASSWORD}  LAB\n"),
    ],
)
def test_a_user_and_password_pair_gives_its_password(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert PAIR_PASSWORD in _values(rules, file_name, text)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # The password from the environment, a prompt or a placeholder; pairs that are no login.
        ("sync.py", 'AUTH = ("tundra", os.environ["MOVEBANK_PASSWORD"])\n'),
        ("sync.py", 'AUTH = ("user", "password")\ncreds = ("<user>", "<password>")\n'),
        ("sync.py", 'auth_methods = ("password", "publickey")\nlogin_fields = ["user", "email"]\n'),
        ("sync.py", 'session.auth = ("svc", "${SVC_PASSWORD}")\n'),
        ("push.py", 'c = Pycaprio(url, authentication=("bot", os.environ["INCEPTION_PW"]))\n'),
        ("push.py", 'reauthentication = ("bot", "<password>")\n'),
        (".bash_history", 'http --auth "alice:$PW" https://x\nhttp --auth USER:PASSWORD x\n'),
        (".bash_history", 'http --auth-type bearer --auth "$TOKEN" x\nmount --auth krb5:sys\n'),
        ("etc/amanda/amandapass", "# share user%password workgroup\n//files01/pub guest% LAB\n"),
    ],
)
def test_pairs_without_a_password_in_them_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


FALLBACK_KEY = _r(_ALNUM, 36, seed=7)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # The literal an environment lookup falls back to, after `or`, `||`, `??` or `?:`.
        ("birds.py", f'KEY = os.getenv("XENO_API_KEY") or "{FALLBACK_KEY}"\n'),
        ("app.rb", f"token = ENV['HUB_TOKEN'] || '{FALLBACK_KEY}'\n"),
        ("app.js", f'const secret = process.env.SIGNING_SECRET ?? "{FALLBACK_KEY}";\n'),
        ("App.kt", f'val pw = System.getenv("DB_PASSWORD") ?: "{FALLBACK_KEY}"\n'),
        # The default a missing result's method gives, its argument literal or wrapped.
        (
            "src/main.rs",
            'let pw = env::var("PGPASSWORD")'
            f'.unwrap_or_else(|_| String::from("{FALLBACK_KEY}"));\n',
        ),
        (
            "src/main.rs",
            f'let t = env::var("API_TOKEN").unwrap_or("{FALLBACK_KEY}".to_string());\n',
        ),
        (
            "Db.java",
            'String pw = Optional.ofNullable(System.getenv("DB_PASSWORD"))'
            f'.orElse("{FALLBACK_KEY}");\n',
        ),
        ("Db.scala", f'val key = sys.env.getOrElse("API_KEY", "{FALLBACK_KEY}")\n'),
    ],
)
def test_a_secret_an_environment_lookup_falls_back_to_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert FALLBACK_KEY in _values(rules, file_name, text)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Fallbacks to a variable, a call, an empty string, a placeholder or a file's path.
        ("birds.py", 'KEY = os.getenv("XENO_API_KEY") or args.key\n'),
        ("birds.py", 'KEY = os.getenv("XENO_API_KEY") or getpass("API key: ")\n'),
        ("app.js", 'const token = process.env.HUB_TOKEN || "";\n'),
        ("app.rb", "token = ENV['HUB_TOKEN'] || 'changeme'\n"),
        ("app.py", 'key_file = os.environ.get("TLS_KEY") or "/etc/ssl/private/site.key"\n'),
        ("src/main.rs", 'let t = env::var("API_TOKEN").unwrap_or_else(|e| panic!("{e}"));\n'),
        ("src/main.rs", 'let t = env::var("API_TOKEN").unwrap_or_else(|_| read_token());\n'),
        ("src/main.rs", 'let t = env::var("API_TOKEN").unwrap_or_default();\n'),
        ("Db.java", 'String pw = Optional.ofNullable(System.getenv("DB_PASSWORD")).orElse(pw0);\n'),
    ],
)
def test_fallbacks_that_hold_no_secret_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []
