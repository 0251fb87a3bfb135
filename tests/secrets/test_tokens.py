"""Service tokens found by their documented prefixes, in any file and with no name around them;
passwords given to the clients whose short option takes one, by position to login and connect
calls, or as a command's argument. Values are generated here, in each vendor's shape."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits
_URLSAFE = _ALNUM + "-_"
_HEX = "0123456789abcdef"
_BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def _r(alphabet: str, size: int, seed: int = 0) -> str:
    rng = random.Random(f"{alphabet}-{size}-{seed}")
    return "".join(rng.choice(alphabet) for _ in range(size))


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, str]]:
    parts = ("home", "carol", *file_name.split("/"))
    return [(m.rule.id, m.value) for m in find_matches(text, parts, rules)]


# (rule, token): each vendor's documented shape.
TOKENS = [
    ("mapillary-token", "MLY|" + _r("0123456789", 16) + "|" + _r(_HEX, 32)),
    ("mapillary-token", "MLY%7C" + _r("0123456789", 15) + "%7c" + _r(_HEX, 32, seed=1)),
    ("ai-service-key", "sk-ant-api03-" + _r(_URLSAFE, 93) + "AA"),
    ("ai-service-key", "sk-ant-admin01-" + _r(_URLSAFE, 93) + "AA"),
    ("ai-service-key", "sk-" + _r(_ALNUM, 48)),
    ("ai-service-key", "sk-or-v1-" + _r(_HEX, 64)),
    ("ai-service-key", "sk-lf-7c1e4f0a-9b2d-4c3e-8f5a-6d7b8c9e0f1a"),
    ("ai-service-key", "gsk_" + _r(_ALNUM, 52)),
    ("ai-service-key", "r8_" + _r(_ALNUM, 37)),
    ("ai-service-key", "pplx-" + _r(_ALNUM, 48)),
    ("ai-service-key", "xai-" + _r(_ALNUM, 80)),
    ("ai-service-key", "lsv2_pt_" + _r(_HEX, 32) + "_" + _r(_HEX, 10)),
    ("ai-service-key", "pcsk_" + _r(_ALNUM, 6) + "_" + _r(_ALNUM, 64)),
    ("ai-service-key", "api_org_" + _r(string.ascii_letters, 34)),
    ("developer-platform-token", "dapi" + _r(_HEX, 32)),
    ("developer-platform-token", "dop_v1_" + _r(_HEX, 64)),
    ("developer-platform-token", "dp.pt." + _r(_ALNUM, 43)),
    ("developer-platform-token", "hvs." + _r(_ALNUM, 24)),
    ("developer-platform-token", "hvs.CAESI" + _r(_URLSAFE, 90)),
    ("developer-platform-token", "tskey-auth-" + _r(_ALNUM, 17) + "-" + _r(_ALNUM, 33)),
    ("developer-platform-token", "fo1_" + _r(_URLSAFE, 43)),
    ("developer-platform-token", "rnd_" + _r(_ALNUM, 32)),
    ("developer-platform-token", "nfp_" + _r(_ALNUM, 36)),
    ("developer-platform-token", "sbp_" + _r(_HEX, 40)),
    ("developer-platform-token", "HRKU-" + _r(_URLSAFE, 60)),
    ("developer-platform-token", "sntryu_" + _r(_HEX, 64)),
    ("developer-platform-token", "glsa_" + _r(_ALNUM, 32) + "_" + _r(_HEX, 8)),
    ("developer-platform-token", "PMAK-" + _r(_HEX, 24) + "-" + _r(_HEX, 34)),
    ("developer-platform-token", "lin_api_" + _r(_ALNUM, 40)),
    ("developer-platform-token", "figd_" + _r(_URLSAFE, 40)),
    ("developer-platform-token", "ATATT3xFfGF0" + _r(_URLSAFE, 180)),
    (
        "developer-platform-token",
        "dt0c01."
        + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 24)
        + "."
        + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 64),
    ),
    ("developer-platform-token", "NRAK-" + _r(string.ascii_uppercase + string.digits, 27)),
    ("developer-platform-token", "bkua_" + _r(_HEX, 40)),
    ("developer-platform-token", "dckr_pat_" + _r(_URLSAFE, 27)),
    ("developer-platform-token", "AKCp" + _r(_ALNUM, 69)),
    ("developer-platform-token", "rubygems_" + _r(_HEX, 48)),
    ("developer-platform-token", "pul-" + _r(_HEX, 40)),
    ("commerce-messaging-key", "shpat_" + _r(_HEX, 32)),
    ("commerce-messaging-key", "sq0csp-" + _r(_URLSAFE, 43)),
    ("commerce-messaging-key", "whsec_" + _r(_ALNUM, 32)),
    ("commerce-messaging-key", "key-" + _r(_HEX, 32)),
    ("commerce-messaging-key", "SG." + _r(_URLSAFE, 22) + "." + _r(_URLSAFE, 43)),
    ("commerce-messaging-key", "xkeysib-" + _r(_HEX, 64) + "-" + _r(_ALNUM, 16)),
    ("commerce-messaging-key", "sk.eyJ" + _r(_URLSAFE, 60) + "." + _r(_URLSAFE, 22)),
    ("commerce-messaging-key", "ntn_" + _r(string.digits, 11) + _r(_ALNUM, 35)),
    (
        "commerce-messaging-key",
        "xapp-1-A" + _r("ABCDEFGHJK0123456789", 10) + "-4321-" + _r(_HEX, 64),
    ),
    ("gitlab-token", "glcbt-" + _r(_URLSAFE, 20)),
    ("gitlab-token", "GR1348941" + _r(_URLSAFE, 20)),
    ("age-secret-key", "AGE-SECRET-KEY-1" + _r(_BECH32, 58)),
    ("azure-client-secret", "abc8Q~" + _r(_ALNUM + "_~.-", 34)),
    ("developer-platform-token", "wlu_" + _r(_ALNUM, 40)),
    ("developer-platform-token", "wlp_" + _r(_ALNUM, 40)),
]


@pytest.mark.parametrize(("rule", "token"), TOKENS)
@pytest.mark.parametrize(
    ("file_name", "template"),
    [
        ("notes.txt", "the key for the run: {t}\n"),
        ("train.py", 'client = make_client("{t}")\n'),
        ("data/run.json", '{{"x": ["{t}"]}}\n'),
    ],
)
def test_a_token_is_found_by_its_prefix_with_no_name_around_it(
    rules: RuleSet, rule: str, token: str, file_name: str, template: str
) -> None:
    assert _found(rules, file_name, template.format(t=token)) == [(rule, token)]


@pytest.mark.parametrize(
    "text",
    [
        # Placeholders and truncated documentation examples.
        "ANTHROPIC_API_KEY=sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
        "OPENAI_API_KEY=sk-...\nexport GROQ_API_KEY=gsk_...\n",
        # Too short, or inside a longer word.
        "disk-" + _r(_ALNUM, 48) + "\nask-" + _r(_ALNUM, 48) + "\n",
        "dapi" + _r(_HEX, 12) + "\nkey-value store, key-" + _r(_HEX, 10) + "\n",
        # Public counterparts: Langfuse's pk-lf-, Mapbox's pk., an age recipient.
        "LANGFUSE_PUBLIC_KEY=pk-lf-7c1e4f0a-9b2d-4c3e-8f5a-6d7b8c9e0f1a\n",
        "mapbox: pk.eyJ1IjoibGFiIiwiYSI6ImNreHl6In0.Zm9vYmFyYmF6\n",
        "# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p\n",
        # Prefixes in ordinary words and paths.
        "global glob gladly glsa glc_version\nshp_files/ sq0 sk-learn\n",
        "bowlu_ranks = owlp_scores\nwlu_" + _r(_ALNUM, 12) + "\n",
    ],
)
def test_what_only_starts_like_a_token(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes.txt", text) == []


PASSWORD = _r(_ALNUM + "!%^*-_.+", 14, seed=1)


@pytest.mark.parametrize(
    ("file_name", "line", "rule"),
    [
        (".bash_history", "twine upload -u __token__ -p {v} dist/*", "cli-short-password"),
        (".bash_history", "az login -u c@example.edu -p {v}", "cli-short-password"),
        (".bash_history", "mongosh mongodb://db -u admin -p {v}", "cli-short-password"),
        (".bash_history", "redis-cli -h cache -a {v} ping", "cli-short-password"),
        (".bash_history", "ldapsearch -x -D cn=admin -w {v} -b dc=lab", "cli-short-password"),
        (
            ".bash_history",
            "ipmitool -I lanplus -H bmc01 -U admin -P {v} power status",
            "cli-short-password",
        ),
        (".bash_history", "zip -P {v} results.zip results/*", "cli-short-password"),
        (".bash_history", "7z a -p{v} results.7z results/", "cli-short-password"),
        ("mail.py", 'server.login("carol@example.edu", "{v}")', "call-password-argument"),
        ("fetch.py", 'requests.get(url, auth=("carol", "{v}"))', "call-password-argument"),
        ("load.m", "conn = database('runs', 'carol', '{v}');", "call-password-argument"),
        ("Db.java", 'DriverManager.getConnection(URL, "carol", "{v}");', "call-password-argument"),
        (".bash_history", "./globusconnectpersonal -setup {v}", "cli-secret-argument"),
        (".bash_history", "vault login {v}", "cli-secret-argument"),
        (
            ".bash_history",
            "mc alias set lab https://s3.lab.org AKLAB01 {v}",
            "command-argument-secret",
        ),
        ("init.js", 'db.auth("admin", "{v}")', "call-password-argument"),
        (".bash_history", "sqlplus scott/{v}@ORCLPDB1 @nightly.sql", "oracle-connect-password"),
        (".bash_history", "echo '{v}' | passwd --stdin carol", "stdin-password"),
        (
            "map.ps1",
            '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force',
            "powershell-plain-password",
        ),
    ],
)
def test_a_password_given_by_position_or_short_option_is_found(
    rules: RuleSet, file_name: str, line: str, rule: str
) -> None:
    assert _found(rules, file_name, line.format(v=PASSWORD) + "\n") == [(rule, PASSWORD)]


def test_expect_scripts_subversion_caches_rsync_secrets_gnupg_keys_and_channel_urls(
    rules: RuleSet,
) -> None:
    expect = f'spawn ssh carol@dtn01\nexpect "password:"\nsend "{PASSWORD}\\r"\n'
    assert _found(rules, "bin/login.exp", expect) == [("expect-send-password", PASSWORD)]
    assert _found(rules, "bin/login.exp", 'expect "password:"\nsend "$env(PW)\\r"\n') == []
    svn = f"K 8\npassword\nV 14\n{PASSWORD}\nK 15\nsvn:realmstring\nV 9\n<https://x>\nEND\n"
    assert _found(rules, ".subversion/auth/svn.simple/4f1c", svn) == [
        ("subversion-cached-password", PASSWORD)
    ]
    assert _found(rules, "rsyncd.secrets", f"carol:{PASSWORD}\n# backup:see-vault\n") == [
        ("rsync-secrets-file", PASSWORD)
    ]
    key = "Key: (private-key (ecc (curve Ed25519)(q #40A1#)(d #" + _r(_HEX, 64).upper() + "#)))\n"
    assert [rule for rule, _ in _found(rules, "private-keys-v1.d/AB12.key", key)] == [
        "gnupg-private-key"
    ]
    shadowed = "(shadowed-private-key (rsa (n #00C1D2#)(shadowed t1-v1 (#D2760001#))))\n"
    assert _found(rules, "private-keys-v1.d/CD34.key", shadowed) == []
    token = "ab-7c1e4f0a-9b2d-4c3e-8f5a-6d7b8c9e0f1a"
    channel = f"conda install -c https://conda.anaconda.org/t/{token}/lab pkg\n"
    assert _found(rules, "run.sh", channel) == [("conda-channel-token-url", token)]


@pytest.mark.parametrize(
    "text",
    [
        "ldapsearch -x -W -b dc=lab\n7z x -p results.7z\nmongosh mongodb://db -u admin -p\n",
        'redis-cli -a "$REDIS_PASSWORD" ping\naz login -u c@example.edu -p $AZ_PASSWORD\n',
        "zip -r results.zip results/\ntwine upload dist/*\n",
        "vault login -method=userpass username=carol\nvault login -method=oidc\n",
        "server.login(user, password)\nrequests.get(url, auth=(user, pw))\n",
        "conn = database('runs', 'carol', '');\n",
    ],
)
def test_prompts_and_variables_are_not_passwords(rules: RuleSet, text: str) -> None:
    assert _found(rules, ".bash_history", text) == []


@pytest.mark.parametrize(
    "text",
    [
        "sk-" * 300_000,
        "gl" * 500_000,
        "key-" * 250_000,
        "ldapsearch -w " * 70_000,
        "login(" * 160_000,
        "dp." * 300_000,
        "wlu_" * 250_000,
        "MNEMONIC=" + "abc " * 250_000,
        "mnemonic: '" * 100_000,
        "https://mainnet.infura.io/v3/" * 35_000,
        "://alchemy.com/v2/" + "a" * 1_000_000,
    ],
)
def test_hostile_text_of_prefixes_and_commands_takes_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, "notes.sh", part), text)
    assert linear, times


def test_a_firebase_web_configuration_key_is_public(rules: RuleSet) -> None:
    key = "AIza" + _r(_URLSAFE, 35, seed=4)
    config = (
        "const firebaseConfig = {\n"
        f'  apiKey: "{key}",\n'
        '  authDomain: "panel.firebaseapp.com",\n'
        '  projectId: "panel",\n'
        '  messagingSenderId: "412987650321",\n'
        "};\n"
    )
    assert _found(rules, "dashboard/src/firebase.js", config) == []
    # The same key anywhere else is a Google API key, whatever name it is under.
    assert _found(rules, "scripts/maps.py", f'MAPS_API_KEY = "{key}"\n') == [
        ("google-api-key", key)
    ]


API_KEY = _r(_ALNUM, 24)


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        # A call continued over lines, as C++ and Python allow.
        (
            "macros/fill.C",
            'auto db = TSQLServer::Connect("pgsql://db.lab.edu/runs",\n    "runs_rw",\n'
            '    "{pw}");\n',
            PASSWORD,
        ),
        ("export.py", "lib = zotero.Zotero(\n    '551234', 'group', '{key}'\n)\n", API_KEY),
        ("qc.py", 'client = PortalClient("https://qcf.lab.edu", "carol", "{pw}")\n', PASSWORD),
        ("ftp.m", "f = ftp('ftp.lab.edu', 'carol', '{pw}');\n", PASSWORD),
        ("store.py", 'mc = Minio("s3.lab.edu:9000", "AKLAB", "{key}", secure=True)\n', API_KEY),
        ("bind.php", '$ok = ldap_bind($link, "cn=reader,dc=lab", "{pw}");\n', PASSWORD),
        (
            ".config/pywikibot/user-password.py",
            "('Carol', BotPassword('sync', '{key}'))\n",
            API_KEY,
        ),
        # Any call that connects or logs in: the literal after a user's.
        ("load.py", 'conn = pymysql.connect("db1.lab.edu", "carol", "{pw}", "runs")\n', PASSWORD),
        ("Sync.java", 'session.openSession(\n  "svc-sync",\n  "{key}");\n', API_KEY),
        ("run.ipynb", '"c = sftp_client(\\"carol\\", \\"{pw}\\")\\n",\n', PASSWORD),
        # MATLAB's cell of a user and a password; pywikibot's password file.
        ("fetch.m", "cred = {{'carol@lab.edu', '{key}'}};\n", API_KEY),
        (".config/pywikibot/user-password.py", "('wikipedia', 'en', 'Carol', '{pw}')\n", PASSWORD),
    ],
)
def test_a_secret_passed_to_a_call_by_position_is_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    found = _found(rules, file_name, text.format(pw=PASSWORD, key=API_KEY))
    assert [v for _, v in found] == [value], found


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # References, prompts and empty values where the secret would be.
        (
            "fill.C",
            'TSQLServer::Connect(url, "runs_rw", gSystem->Getenv("DB_PW"));\n'
            'TSQLServer::Connect(url, "runs_rw", "");\n',
        ),
        ("export.py", 'zotero.Zotero(LIB, "user", os.environ["ZOTERO_KEY"])\n'),
        ("qc.py", 'PortalClient(addr, "carol", getpass.getpass("Password: "))\n'),
        ("qc.py", 'PortalClient("https://qcf.lab.edu", "carol", "<password>")\n'),
        ("load.py", 'pymysql.connect("db1", "carol", password, "runs")\n'),
        (
            "fetch.m",
            "cred = {'carol@lab.edu', getenv('IRIS_PW')};\nx = {'mean', 'variance'};\n"
            "h = {'Content-Type', 'application/json'};\nc = {'carol', 'change_me_2024'};\n",
        ),
        # The arguments of calls that log in nothing, or the user's name only.
        ("gui.py", 'button.connect("clicked", "on_clicked")\nlogin("carol")\n'),
        ("api.py", 'client.get("/v1/jobs", "application/json")\nsession.mount("https://", a)\n'),
        ("zot.py", 'zotero.Zotero("551234", "group")\n'),
        (
            ".config/pywikibot/user-password.py",
            "('Carol', BotPassword('sync', 'my_password'))\n('Carol', BotPassword('x', '<pw>'))\n",
        ),
    ],
)
def test_what_a_call_takes_that_is_no_secret_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


def test_calls_outside_source_files_are_left_to_the_text_rules(rules: RuleSet) -> None:
    text = f'zotero.Zotero("551234", "user", "{API_KEY}")\n'
    assert _found(rules, "notes.txt", text) == []


HEX64 = _r(_HEX, 64, seed=9)
URLSAFE_KEY = _r(_URLSAFE, 40, seed=9)


@pytest.mark.parametrize(
    "text",
    [
        # A terminal session pasted into notes: the command, then what it printed.
        f"[root@ci01 ~]# openssl rand -hex 32\n{HEX64}\n",
        f"$ aws ecr get-login-password --region eu-west-1\n{URLSAFE_KEY}\n",
        f"admin@mgmt:~$ gcloud auth print-access-token\n  {URLSAFE_KEY}\n",
        f"$ oc whoami --show-token\r\n{URLSAFE_KEY}\r\n",
    ],
)
def test_a_secret_a_command_printed_in_a_kept_session_is_found(rules: RuleSet, text: str) -> None:
    assert [v for _, v in _found(rules, "notes/runner.txt", text)] in ([HEX64], [URLSAFE_KEY])


@pytest.mark.parametrize(
    "text",
    [
        # The output sent elsewhere, a placeholder, an error, or nothing printed.
        f"$ openssl rand -hex 32 > key.txt\n{HEX64[:8]} bytes written\n",
        "$ openssl rand -base64 24\n<the output>\n",
        "$ gcloud auth print-access-token\nya29.xxxxxxxxxxxxxxxxxxxxxxxx\n",
        "$ openssl rand -hex 32\nUsage: rand [options] num\n",
        "$ gh auth token\n\n$ ls\n",
        # The command named in prose: what follows it on the next line is not its output.
        f"paste what `gh auth token` prints into the runner's settings, as\n{URLSAFE_KEY}\n",
    ],
)
def test_commands_whose_output_is_not_kept_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes/runner.txt", text) == []


def test_printed_secrets_take_linear_time(rules: RuleSet) -> None:
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "notes/runner.txt", part),
        ("x" * 250 + " gh auth token" + " " * 300 + "\n") * 4_000,
    )
    assert linear, times


@pytest.mark.parametrize(
    "line",
    [
        # A program an interpreter runs takes its own login options: a Java client from its jar,
        # a Python or Perl script (the interpreter's own -u, -p, -w mean other things).
        "java -Xmx2g -jar /opt/ena/webin-cli-8.1.0.jar -username Webin-4711 -p {v} -submit",
        "java -jar ega-cryptor.jar -u lab-upload@example.edu -p {v} -i run7",
        "python3 tools/sync_lims.py --user svc-lims -p {v} --since 2026-11-01",
        "srun -p gpu perl bin/push.pl -u archive -w {v}",
    ],
)
def test_a_login_given_to_a_program_an_interpreter_runs_is_found(rules: RuleSet, line: str) -> None:
    assert [value for _, value in _found(rules, ".bash_history", line.format(v=PASSWORD))] == [
        PASSWORD
    ]


@pytest.mark.parametrize(
    "line",
    [
        # The interpreter's own options; a script's options of those letters that are numbers,
        # variables or prompts; no user option before them.
        "java -p mods -m app/app.Main -u carol",
        "python3 train.py -u 0.5 -p 16 --epochs 40",
        'java -jar uploader.jar -u carol -p "$UPLOAD_PASSWORD"',
        "java -jar uploader.jar -u carol -p",
        "python3 plot.py -p 12 results/run7.csv",
        "perl bin/push.pl -u archive -w 8",
    ],
)
def test_an_interpreted_programs_other_options_are_not_passwords(rules: RuleSet, line: str) -> None:
    assert _found(rules, ".bash_history", line + "\n") == []


def test_hostile_interpreted_commands_take_linear_time(rules: RuleSet) -> None:
    for text in (
        "java -jar a.jar -u x" + " a.py -p y" * 50_000 + "\n",
        "python3 " + "a." * 200_000 + "py -u x -p y\n",
    ):
        linear, times = text_grows_linearly(lambda part: _found(rules, ".bash_history", part), text)
        assert linear, times


# -- a wallet's recovery phrase, and keys in their services' endpoint URLs ---------------------

# Words of BIP-39's English list; twelve or twenty-four of them are a recovery phrase.
_BIP39 = [
    "pluck",
    "vendor",
    "orbit",
    "thrive",
    "canvas",
    "mosquito",
    "rescue",
    "fiscal",
    "lumber",
    "tiger",
    "oyster",
    "wagon",
]
PHRASE_12 = " ".join(_BIP39)
PHRASE_24 = " ".join(_BIP39 + _BIP39[::-1])


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        ("truffle-config.js", "const mnemonic = '{v}';\n", PHRASE_12),
        (".env", "WALLET_MNEMONIC={v}\nRPC=http://127.0.0.1:8545\n", PHRASE_24),
        ("deploy.py", 'acct = Account.from_mnemonic(MNEMONIC)\nMNEMONIC = "{v}"\n', PHRASE_12),
        ("brownie-config.yaml", "wallets:\n  mnemonic: {v}\n", PHRASE_12),
        ("seed.json", '{{"seedMnemonic": "{v}"}}\n', PHRASE_24),
    ],
)
def test_a_recovery_phrase_under_a_mnemonics_name_is_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert _found(rules, file_name, text.format(v=value)) == [("bip39-mnemonic", value)]


@pytest.mark.parametrize(
    "text",
    [
        # Hardhat's and Anvil's published development phrase; a variable; too few words.
        'mnemonic: "test test test test test test test test test test test junk"\n',
        "MNEMONIC=${DEPLOYER_MNEMONIC}\nmnemonic = process.env.MNEMONIC\n",
        "mnemonic: '" + " ".join(_BIP39[:11]) + "'\n",
        # Thirteen words is no phrase's length; a sentence about the mnemonic is no phrase.
        "mnemonic = '" + PHRASE_12 + " extra'\n",
        "The mnemonic: keep these words safe and never type them into any web site again\n",
        "mnemonic_length = 12\nmnemonic: string;\n",
    ],
)
def test_what_is_said_of_a_mnemonic_is_not_a_phrase(rules: RuleSet, text: str) -> None:
    assert _found(rules, "wallet.ts", text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Faucet wallet, seed phrase written down on onboarding day:\n\n    {v}\n",
        "Recovery phrase:\n{v}\n",
    ],
)
def test_a_phrase_alone_under_a_label_that_names_it_is_found(rules: RuleSet, text: str) -> None:
    assert _found(rules, "wallet/README.md", text.format(v=PHRASE_12)) == [
        ("bip39-mnemonic", PHRASE_12)
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Hardhat's development phrase; a sentence; a phrase too far below its label.
        "Hardhat's seed phrase:\n\n    " + " ".join(["test"] * 11) + " junk\n",
        "Seed phrase:\nwrite it down on paper and keep it in the safe, not on this machine\n",
        "Seed phrase:\n\nSee the safe.\n\n" + PHRASE_12 + "\n",
    ],
)
def test_what_follows_a_seed_phrase_label_may_be_no_phrase(rules: RuleSet, text: str) -> None:
    assert _found(rules, "wallet/README.md", text) == []


KEY32 = _r(_HEX, 32, seed=7)
ALCHEMY = _r(_URLSAFE, 32, seed=8)
QUICKNODE = _r(_HEX, 40, seed=9)
ANKR = _r(_HEX, 64, seed=10)


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        ("networks.json", '{{"polygon": "https://polygon-mainnet.infura.io/v3/{v}"}}\n', KEY32),
        ("listen.ts", "const ws = new WebSocket(`wss://sepolia.infura.io/ws/v3/{v}`);\n", KEY32),
        ("brownie.yaml", "host: https://arb-mainnet.g.alchemy.com/v2/{v}\n", ALCHEMY),
        (
            "web3.go",
            'c, _ := ethclient.Dial("https://x-y.base-mainnet.quiknode.pro/{v}/")\n',
            QUICKNODE,
        ),
        ("rpc.toml", 'bsc = "https://rpc.ankr.com/bsc/{v}"\n', ANKR),
        (
            "ais.py",
            'URL = "https://services.marinetraffic.com/api/exportvessel/v:5/{v}/timespan:10"\n',
            QUICKNODE,
        ),
    ],
)
def test_a_key_in_its_services_endpoint_url_is_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert _found(rules, file_name, text.format(v=value)) == [("endpoint-path-key", value)]


@pytest.mark.parametrize(
    "text",
    [
        # Placeholders and variables in the key's place; a public node without a key.
        "https://mainnet.infura.io/v3/YOUR_INFURA_PROJECT_ID_GOES_HERE\n",
        "https://eth-mainnet.g.alchemy.com/v2/${ALCHEMY_API_KEY}\nhttps://rpc.ankr.com/eth\n",
        "https://mainnet.infura.io/v3/<project-id>\nhttps://docs.infura.io/api/networks\n",
        # Another service's path, and the host named in prose.
        "https://ipfs.infura.io:5001/api/v0/add\nsee alchemy.com/v2/ for keys\n",
        "https://services.marinetraffic.com/api/exportvessel/v:5/YOUR-API-KEY/protocol:json\n",
    ],
)
def test_endpoint_urls_without_a_key_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes.md", text) == []


# -- a BitLocker recovery password --------------------------------------------------------------

RECOVERY = "-".join(f"{11 * n:06d}" for n in (4411, 60213, 1907, 33310, 51234, 870, 22222, 61003))


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # manage-bde's listing, the password under its protector's heading.
        (
            "bde.txt",
            "    Numerical Password:\n      ID: {{6A1D2F0B-3C4E-4F5A-8B9C-0D1E2F3A4B5C}}\n"
            "      Password:\n        {v}\n",
        ),
        ("handover.md", "- laptop LT-0442, recovery key `{v}` (escrow failed)\n"),
        ("unlock.ps1", 'manage-bde -unlock E: -RecoveryPassword "{v}"\n'),
    ],
)
def test_a_bitlocker_recovery_password_is_found(rules: RuleSet, file_name: str, text: str) -> None:
    found = _found(rules, file_name, text.format(v=RECOVERY))
    assert found == [("bitlocker-recovery-password", RECOVERY)], found


@pytest.mark.parametrize(
    "text",
    [
        # Seven groups, nine groups, groups of five; the protector's GUID; a key's serial.
        "recovery key " + "-".join([f"{11 * n:06d}" for n in range(1, 8)]) + "\n",
        "recovery key " + "-".join([f"{11 * n:06d}" for n in range(1, 10)]) + "\n",
        "recovery key 12345-67890-12345-67890-12345-67890-12345-67890\n",
        "key ID {6A1D2F0B-3C4E-4F5A-8B9C-0D1E2F3A4B5C}\nlicence key 123456-654321\n",
        # A placeholder of one digit repeated.
        "recovery key " + "-".join(["000000"] * 8) + "\n",
    ],
)
def test_what_only_looks_like_a_recovery_password(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes.md", text) == []


def test_hostile_digit_groups_take_linear_time(rules: RuleSet) -> None:
    for text in (
        "recovery key " + "123456-" * 140_000,
        ("key 123456-123456-123456-123456-123456-123456-123456\n") * 20_000,
    ):
        linear, times = text_grows_linearly(lambda part: _found(rules, "notes.md", part), text)
        assert linear, times


# -- a token given as the user of a package index URL ---------------------------------------------

INDEX_TOKEN = _r(_ALNUM, 28, seed=11)


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        # pip's documented single-token form, in its configuration and requirement files.
        (
            ".config/pip/pip.conf",
            "[global]\nindex-url = https://{v}@pypi.fury.io/lab/\n",
            INDEX_TOKEN,
        ),
        (
            "pip/pip.ini",
            "[global]\nextra-index-url =\n    https://pypi.org/simple\n    https://{v}@wheels.vendor.io/simple\n",
            "QK7M-2RXD-9PLA-4ZTW",
        ),
        (
            "requirements-dev.txt",
            "-i https://{v}@pkgs.lab.example.org/simple\nnumpy\n",
            INDEX_TOKEN,
        ),
        # A token that happens to hold no digit.
        (
            "pip.conf",
            "[global]\nindex-url = https://{v}@pypi.fury.io/lab/\n",
            "wkljHnAvygNkmfGESWFRVLXrCunrckSx",
        ),
        # A token whose only digits are among its first four characters.
        (
            "pip.conf",
            "[global]\nindex-url = https://{v}@pypi.fury.io/lab/\n",
            "z7M3LFrdwRFzczLyNrTicPtHqBbWOGtk",
        ),
    ],
)
def test_a_token_as_an_index_urls_user_is_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert _found(rules, file_name, text.format(v=value)) == [("index-url-token", value)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A user's name (pip asks for the password), words, a variable; a user and password
        # pair is the password rules'.
        ("pip.conf", "[global]\nindex-url = https://dana.okafor@nexus.lab.edu/simple\n"),
        ("pip.conf", "[global]\nindex-url = https://svc-ci-builder@nexus.lab.edu/simple\n"),
        ("pip.conf", "[global]\nindex-url = https://danaokaforlabbuilder@nexus.lab.edu/simple\n"),
        ("pip.conf", "[global]\nindex-url = https://DanaOkafor@nexus.lab.edu/simple\n"),
        ("pip.conf", "[global]\nindex-url = https://u2okafor@nexus.lab.edu/simple\n"),
        ("requirements.txt", "-i https://${PIP_TOKEN}@pypi.fury.io/lab/\ntorch\n"),
        ("requirements.txt", "git+https://git@github.com/lab/tool2024-utils.git@v1.2\n"),
        # Elsewhere than pip's files, a URL's user is left to the other rules.
        ("notes.md", f"clone https://{INDEX_TOKEN}@dev.azure.com/lab/x\n"),
    ],
)
def test_an_index_urls_user_that_is_no_token_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert [r for r, _ in _found(rules, file_name, text)] == []


def test_hostile_index_urls_take_linear_time(rules: RuleSet) -> None:
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "pip.conf", part), "https://" + "a1" * 400_000
    )
    assert linear, times
    urls = ("https://" + "a1b2" * 16 + "@") * 12_000
    linear, times = text_grows_linearly(lambda part: _found(rules, "requirements.txt", part), urls)
    assert linear, times
