"""Rules for where HPC users keep credentials: command lines in scripts and shell history, batch
job scripts, Jupyter servers, chat webhooks, registries; and the look-alikes beside them."""

from __future__ import annotations

import random
import string
from pathlib import Path

import pytest

from govern.errors import SecretsError
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet, load_rules
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_URLSAFE = _ALNUM + "-_"


def _value(alphabet: str = _ALNUM, size: int = 16, seed: int = 5) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(size))


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, int, str]]:
    parts = ("home", "carol", *file_name.split("/"))
    return [(m.rule.id, m.line, m.value) for m in find_matches(text, parts, rules)]


PASSWORD = _value(_ALNUM + "!%^*-_.+", 14)
WANDB = _value(_HEX, 40)
JUPYTER = _value(_HEX, 48)
TELEGRAM = "7" + _value(string.digits, 9) + ":AA" + _value(_URLSAFE, 33)
DISCORD_ID = _value(string.digits, 18)
DISCORD = _value(_URLSAFE, 68)
NVAPI = "nvapi-" + _value(_URLSAFE, 64)
RANDOM40 = _value(_ALNUM, 40)
MATTERMOST = _value(string.ascii_lowercase + string.digits, 26)
NCBI = _value(_HEX, 36)
CDS = "4f0e2b1a-6c3d-4e5f-8a9b-0c1d2e3f4a5b"
SESSION = "IQoJb3JpZ2luX2VjE" + _value(_ALNUM + "+/", 300)
TSIG = _value(_ALNUM + "+/", 43, seed=12) + "="
TUNNEL = "eyJhIjoi" + _value(_ALNUM, 120, seed=13)


@pytest.mark.parametrize(
    ("file_name", "line", "rule", "value"),
    [
        (".bash_history", "wandb login {v}", "wandb-api-key", WANDB),
        (".bash_history", "wandb login --relogin {v}", "wandb-api-key", WANDB),
        (
            ".bash_history",
            "wandb login --host https://wandb.example.edu {v}",
            "wandb-api-key",
            WANDB,
        ),
        ("train.py", 'wandb.login(key="{v}")', "wandb-api-key", WANDB),
        ("run.ipynb", '"os.environ[\\"WANDB_API_KEY\\"] = \\"{v}\\"\\n",', "wandb-api-key", WANDB),
        (".bash_history", "sshpass -p '{v}' ssh carol@dtn01", "sshpass-password", PASSWORD),
        (".bash_history", "mysql -h db -u carol -p{v} runs", "mysql-password", PASSWORD),
        (".bash_history", "mysqldump --password={v} runs", "mysql-password", PASSWORD),
        (
            ".bash_history",
            "curl -u carol:{v} https://nexus.example.edu/x",
            "curl-user-password",
            PASSWORD,
        ),
        (".bash_history", "curl -fsSL --user carol:{v} https://x", "curl-user-password", PASSWORD),
        (".bash_history", "wget --user=c --password={v} https://x", "wget-password", PASSWORD),
        ("get.sh", "wget --http-password {v} https://x", "wget-password", PASSWORD),
        ("get.sh", "smbclient //files/lab -U carol%{v}", "smb-password", PASSWORD),
        (
            "fstab.txt",
            "//files/lab /mnt/lab cifs username=c,password={v} 0 0",
            "cifs-mount-password",
            PASSWORD,
        ),
        ("get.sh", "PGPASSWORD={v} psql -h db experiments", "client-password-env", PASSWORD),
        (
            "get.sh",
            "docker login -u carol -p {v} registry.example.edu",
            "registry-login-password",
            PASSWORD,
        ),
        (
            "get.sh",
            "apptainer remote login --username c --password {v} docker://r.example.edu",
            "registry-login-password",
            PASSWORD,
        ),
        (
            "job.sbatch",
            "export APPTAINER_DOCKER_PASSWORD={v}",
            "apptainer-registry-password",
            PASSWORD,
        ),
        (
            "mk.sh",
            "openssl pkcs12 -export -passout pass:{v} -in c.pem",
            "openssl-keytool-password",
            PASSWORD,
        ),
        ("run.sh", "python eval.py --api-key={v}", "named-secret", RANDOM40),
        (
            ".bash_history",
            "echo '{v}' | sudo -S systemctl restart slurmd",
            "stdin-password",
            PASSWORD,
        ),
        (
            ".bash_history",
            "echo {v} | docker login -u c --password-stdin r.example.edu",
            "stdin-password",
            PASSWORD,
        ),
        (
            ".bash_history",
            "aws configure set aws_secret_access_key {v}",
            "aws-secret-access-key",
            _value(_ALNUM + "+/", 40),
        ),
        ("run.sh", "s3tool --access-key=lab --secret-key={v} ls", "named-secret", RANDOM40),
        ("run.sh", "python eval.py --client-secret='{v}'", "named-secret", RANDOM40),
        ("run.sh", 'curl -H "Authorization: Bearer {v}" https://x', "http-auth-header", RANDOM40),
        ("jupyter_server_config.py", "c.ServerApp.token = '{v}'", "jupyter-token", RANDOM40),
        ("jupyter_notebook_config.py", 'c.NotebookApp.token = "{v}"', "jupyter-token", RANDOM40),
        ("job", "jupyter lab --no-browser --ServerApp.token={v}", "jupyter-token", RANDOM40),
        ("slurm-81234.out", "    http://gpu017:8712/lab?token={v}", "jupyter-url-token", JUPYTER),
        ("bot.py", 'TELEGRAM_BOT_TOKEN = "{v}"', "telegram-bot-token", TELEGRAM),
        ("bot.sh", "curl https://api.telegram.org/bot{v}/getMe", "telegram-bot-token", TELEGRAM),
        (
            "notify.sh",
            f"curl -d @m.json https://discord.com/api/webhooks/{DISCORD_ID}/{{v}}",
            "discord-webhook",
            DISCORD,
        ),
        (".bashrc", "export NGC_API_KEY={v}", "nvidia-api-key", NVAPI),
        ("token.json", '{{"refresh_token": "{v}"}}', "oauth-refresh-token", RANDOM40),
        (
            "sync.sh",
            'lftp -u carol,{v} sftp://dtn -e "mirror out; quit"',
            "ftp-client-password",
            PASSWORD,
        ),
        (
            "sync.sh",
            "lftp -e 'open -u carol,{v} ftp.example.org; ls'",
            "ftp-client-password",
            PASSWORD,
        ),
        (
            ".bash_history",
            "ncftpput -u carol -p {v} ftp.example.org /in x",
            "ftp-client-password",
            PASSWORD,
        ),
        ("web.sh", "htpasswd -b -c /srv/.htpasswd carol {v}", "htpasswd-password", PASSWORD),
        (".bash_history", "htpasswd -nbB viewer {v} > auth.txt", "htpasswd-password", PASSWORD),
        (".curlrc", 'user = "carol:{v}"', "curlrc-user-password", PASSWORD),
        (".curlrc", "--proxy-user carol:{v}", "curlrc-user-password", PASSWORD),
        (
            "notify.py",
            'HOOK = "https://chat.example.edu/hooks/{v}"',
            "mattermost-webhook",
            MATTERMOST,
        ),
        ("fetch.R", 'Sys.setenv(ENTREZ_KEY = "{v}")', "ncbi-api-key", NCBI),
        ("fetch.py", 'Entrez.api_key = "{v}"', "ncbi-api-key", NCBI),
        ("era5.py", 'c = cdsapi.Client(url=URL, key="{v}")', "cds-api-key-variable", CDS),
        (".Renviron", "ECMWF_DATASTORES_KEY={v}", "cds-api-key-variable", CDS),
        (
            "redis.env",
            "REDIS_URL=redis://:{v}@redis.example.edu:6379/0",
            "connection-string",
            PASSWORD,
        ),
        ("settings.py", 'SECRET_KEY = "{v}"', "named-secret", RANDOM40),
        ("nextflow.config", "    secretKey = '{v}'", "config-secret", RANDOM40),
        # A base64 key may start with a slash without being a path.
        ("nextflow.config", "    secretKey = '{v}'", "config-secret", "/" + RANDOM40[1:]),
        ("train.err", "  'X-Amz-Security-Token': b'{v}',", "aws-session-token", SESSION),
        (".msmtprc", "password       {v}", "netrc-password", PASSWORD),
        (
            ".mysql_history",
            r"ALTER\040USER\040'u'\040IDENTIFIED\040BY\040'{v}';",
            "sql-password",
            PASSWORD,
        ),
        ("load.m", "setenv('AWS_SECRET_ACCESS_KEY', '{v}');", "setenv-secret", RANDOM40),
        (
            "submit.sh",
            "java -jar webin-cli.jar -password {v} -submit",
            "named-secret",
            PASSWORD,
        ),
        # Servers' own configurations: TSIG keys, snmpd.conf, HAProxy, NUT's upsmon.conf.
        ("named.conf.local", '    secret "{v}";', "tsig-key-secret", TSIG),
        (".bash_history", "dig @ns1 a.org AXFR -y hmac-sha256:x:{v}", "tsig-key-argument", TSIG),
        (".bash_history", "knsupdate -y zone-update:{v}", "tsig-key-argument", TSIG),
        ("snmpd.conf", "rwcommunity {v} 192.0.2.0/24", "snmpd-community", PASSWORD),
        ("snmpd.conf", "com2sec campus 10.0.0.0/8 {v}", "snmpd-community", PASSWORD),
        ("snmpd.conf", 'createUser backup MD5 "{v}" DES', "snmpd-community", PASSWORD),
        ("haproxy.cfg", "    user admin insecure-password {v}", "haproxy-password", PASSWORD),
        ("haproxy.cfg", "    stats auth admin:{v}", "haproxy-password", PASSWORD),
        (
            "upsmon.conf",
            "MONITOR apc1@ups-host.example 2 monuser {v} secondary",
            "nut-monitor-password",
            PASSWORD,
        ),
        (".ecmwfdatastoresrc", "key: {v}", "cds-api-key", CDS),
        (".bash_history", "cloudflared tunnel run --token {v}", "cloudflare-tunnel-token", TUNNEL),
        ("compose.yaml", "      TUNNEL_TOKEN: {v}", "cloudflare-tunnel-token", TUNNEL),
    ],
)
def test_a_credential_on_a_command_line_or_in_a_service_config_is_found(
    rules: RuleSet, file_name: str, line: str, rule: str, value: str
) -> None:
    text = "# set up\n" + line.format(v=value) + "\n"
    assert _found(rules, file_name, text) == [(rule, 2, value)]


@pytest.mark.parametrize(
    ("file_name", "line"),
    [
        (".env", "PASSWORD={v}"),
        (".env", "API_KEY={v}"),
        (".env", "SECRET_KEY={v}"),
        (".env", "PASS={v}"),
        (".env", "TOKEN={v}"),
        (".bashrc", "export PASSWORD={v}"),
        (".bashrc", "TOKEN={v}"),
        ("run.sh", "API_KEY={v}"),
        ("train.sbatch", "export HF_WRITE_TOKEN={v}"),
        ("train.slurm", "PASSWORD='{v}'"),
        ("train.pbs", "export SECRET_KEY={v}"),
        (".bash_history", "export PASSWORD={v}"),
        (".bash_history", "cd data && PASS={v} ./fetch.sh"),
        (".zsh_history", ": 1764000020:0;export API_KEY={v}"),
        (".env", "AUTHORIZATION_TOKEN={v}"),
        (".env", "BYPASS_TOKEN={v}"),
    ],
)
def test_a_variable_named_by_the_keyword_alone_is_found_in_every_kind_of_script(
    rules: RuleSet, file_name: str, line: str
) -> None:
    text = "#!/bin/bash\n" + line.format(v=PASSWORD) + "\n"
    [(_, number, value)] = _found(rules, file_name, text)
    assert (number, value) == (2, PASSWORD)


def test_a_job_script_is_known_by_its_sbatch_header_whatever_its_name(rules: RuleSet) -> None:
    script = f"#!/bin/bash\n#SBATCH --time=1:00:00\nexport MY_TOKEN={PASSWORD}\nsrun ./a.out\n"
    assert _found(rules, "jobs/run_llm", script) == [("shell-assignment-secret", 3, PASSWORD)]
    # Without the header, a file of that name is not taken for a script: the assignment is
    # still found, by its name alone.
    assert _found(rules, "jobs/notes", script.replace("#SBATCH", "# time")) == [
        ("named-secret", 3, PASSWORD)
    ]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Commands that ask for the password, or read it from somewhere else.
        (".bash_history", "mysql -h db -u carol -p runs\nmysql -u carol --password runs\n"),
        (".bash_history", "sshpass -f ~/.ssh/pw ssh dtn01\nsshpass -e ssh dtn01\n"),
        (".bash_history", 'curl -u carol https://x:8443/a\ncurl -u "$U:$P" https://x\n'),
        (".bash_history", "curl --negotiate -u : https://portal.example.edu/\n"),
        (".bash_history", "wget --ask-password --user=carol https://x\n"),
        (".bash_history", "smbclient //files/lab -U carol\n"),
        (
            ".bash_history",
            "echo $T | docker login --password-stdin -u carol registry.example.edu\n",
        ),
        (
            ".bash_history",
            "openssl rsa -passin env:KEY_PASS -in k.pem\nopenssl rsa -passin file:p\n",
        ),
        (".bash_history", "wandb login\nwandb login --relogin\nwandb login --anonymously\n"),
        (".bash_history", 'echo "$NGC_API_KEY" | docker login -u x --password-stdin nvcr.io\n'),
        ("docs.md", 'echo "<password>" | kinit carol@EXAMPLE.EDU\n'),
        ("run.sh", "python x.py --password-file=/run/secrets/db --token-file=$HOME/.t\n"),
        ("run.sh", 'creds = " --username=%s --password=%s" % (user, pw)\n'),
        # References, empty values and placeholders.
        (
            "job.sbatch",
            "#SBATCH -N 1\nPASSWORD_FILE=/run/secrets/db\nPASSWORD=$(cat ~/.pw)\nexport "
            "TOKEN=${TOKEN}\nPASSWORD=\nAPI_KEY=vault:secret/data/lab#API_KEY\nexport "
            "PASSWORD=`cat ~/.pw`\nDB_TOKEN=${DB_TOKEN:?}\nAUTH_ARGS=(--user carol)\n",
        ),
        (".bash_history", "PGPASSWORD=$(cat ~/.pgpw) psql -h db\nexport PASS=\n"),
        (
            "docs.md",
            "`smbclient //files/lab -U USER%PASSWORD`, `curl -u USER:PASSWORD https://x`\n",
        ),
        ("docs.md", "docker login nvcr.io -u '$oauthtoken' -p <YOUR_NGC_API_KEY>\n"),
        ("docs.md", "Authorization: Bearer <token>\nAuthorization: Basic dXNlcjpwYXNzd29yZA==\n"),
        ("oauth.md", "Authorization: Basic czZCaGRSa3F0MzpnWDFmQmF0M2JW\n"),
        # Names with a secret word in them that hold something else.
        (
            "train.sbatch",
            "TOKENIZER=meta-llama/Llama-2-7b-hf\nTOKENIZERS_PARALLELISM=false\nMAX_TOKENS=4096\n"
            "AUTHOR=carol42\nGIT_AUTHOR_EMAIL=carol@example.edu\nAUTH_PROVIDER=github\n"
            "TOKEN_TTL=3600\nAUTH_SERVER=sso.example.edu\n",
        ),
        # Public values: publishable keys, OAuth client ids, site keys, SSH public keys.
        (
            ".env",
            "STRIPE_API_KEY=pk_live_51HqLyjWDarjtT1zdp7dc3R5YbY1bk0O3B1a5n5m3mn9v0zJkq\n"
            "GOOGLE_OAUTH_CLIENT=4074087181-6dbb5mbv4kah1k4m9thrj6f5o3a2fe6r.apps.googleusercontent"
            ".com\nRECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\n"
            "DEPLOY_PUBLIC_KEY=AAAAC3NzaC1lZDI1NTE5AAAAIGk3p9Vt0qz8mKcRw2fX7yHbL4nJ5sQ1aT6uE0oD9iPz\n",
        ),
        # Password hashes.
        (
            "jupyter_server_config.py",
            "c.ServerApp.password = 'argon2:$argon2id$v=19$m=10240,t=10,p=8$JdAN3fe9J45NvK$O/tbx"
            "glbwRpOFuBNTYrymAEH6370Q2z'\nc.ServerApp.token = ''\n"
            "c.NotebookApp.token = '<token>'\n",
        ),
        (
            ".env",
            "ADMIN_PASSWORD=$6$rounds=5000$saltsalt$9Y5n1kT2bVhQ\nLDAP_PASSWORD={SSHA}Zm9vYmFy\n",
        ),
        # Git SHAs, checksums, UUIDs and the documented Jupyter and Telegram example tokens.
        (
            "slurm-1.out",
            "commit 9fceb02d0ae598e95dc970b74767f19372d61af8\nrun "
            "550e8400-e29b-41d4-a716-446655440000\n"
            "http://localhost:8888/?token=c8de56fa4deed24899803e93c227592aef6538f93025fe01\n"
            "GET /api/kernels?token=<token>\n"
            "telegram docs: 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11\n",
        ),
        (
            "git-log.txt",
            "commit 3f786850e387550fdab836ed7e6dc881de23001b\nMerge: 1b64538924 2c26b46b68\n"
            "    wandb login: read the key from the environment\n",
        ),
        ("poetry.lock", 'resolved_reference = "9fceb02d0ae598e95dc970b74767f19372d61af8"\n'),
        # Commands that ask for the password, or take it from a variable.
        (
            "sync.sh",
            "lftp -u carol sftp://dtn\nlftp -u carol,$LFTP_PASSWORD sftp://dtn\n"
            "ncftp -u anonymous ftp.example.org\nhtpasswd -c /srv/.htpasswd guest\n"
            'htpasswd -bv /srv/.htpasswd carol "$PW"\n',
        ),
        (".curlrc", 'user = "carol"\n# user = "name:password"\nproxy-user = "carol:<password>"\n'),
        # GitLab's hooks are numbered, Mattermost's documentation shows a made-up id.
        (
            "hooks.txt",
            "https://gitlab.example.edu/api/v4/projects/12/hooks/7\n"
            "https://your-mattermost-server.com/hooks/xxx-generatedkey-xxx\n",
        ),
        ("fetch.R", 'set_entrez_key(Sys.getenv("NCBI_API_KEY"))\n'),
        # A path is where a secret is; sops and SQL prompts are no values; a name names one.
        (
            "config.yaml",
            "password: /run/secrets/db_password\nsecret_key: ./keys/flask.key\n"
            "api_token: ENC[AES256_GCM,data:Tr7o=,iv:1x2y=,tag:3z=,type:str]\n"
            "smtp_password_secret: smtp_password\n",
        ),
        (".psql_history", "ALTER ROLE loader PASSWORD NULL;\n\\password loader\n"),
        ("submit.sh", 'webin-cli -password "$WEBIN_PASSWORD"\nlogin --password-stdin < f\n'),
        # reCAPTCHA's site key is public; the key of MinIO's public playground is documented.
        (
            "settings.py",
            'RECAPTCHA_PUBLIC_KEY = "6LcX8rQpAAAAAH3b2nN4mK7jL9pR5tS6vW8xY0zA"\n'
            'PLAY_SECRET_KEY = "zuf+tfteSlswRu7BJ86wekitnifILbZam1KYY3TG"\n',
        ),
        # Default communities, a crypt(3) hash, variables and a placeholder key.
        ("snmpd.conf", "rocommunity public\nrocommunity private 10.0.0.0/8\n"),
        ("haproxy.cfg", "    user ops password $6$abc$xyz\n    stats auth ${U}:${P}\n"),
        ("upsmon.conf", "MONITOR ups@localhost 1 upsmon $UPSMON_PASSWORD primary\n"),
        ("named.conf", 'key "k" {\n  secret "<paste the key here>";\n};\n'),
        ("setup.sh", "apt-get install -y python3\nnsupdate -y hmac-sha256:k:$DDNS_KEY u.txt\n"),
    ],
)
def test_lookalikes_and_prompting_commands_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


def test_a_telegram_shaped_value_is_reported_only_where_telegram_is_mentioned(
    rules: RuleSet,
) -> None:
    assert _found(rules, "ids.txt", f"pair {TELEGRAM}\n") == []
    assert _found(rules, "bot.txt", f"telegram bot {TELEGRAM}\n") == [
        ("telegram-bot-token", 1, TELEGRAM)
    ]


def test_a_specific_rule_names_a_secret_before_the_generic_ones(rules: RuleSet) -> None:
    token = "hf_" + _value(string.ascii_letters, 34)
    text = f"#SBATCH -N 1\nexport HF_TOKEN={token}\nexport WANDB_API_KEY={WANDB}\n"
    assert [rule for rule, _, _ in _found(rules, "train.sbatch", text)] == [
        "huggingface-token",
        "wandb-api-key",
    ]


# -- short options that are passwords, and keys given to TOOL login -------------------------------

KEY24 = _value(_ALNUM, 24, seed=11)
COMMUNITY = _value(_ALNUM, 16, seed=12)
# A key of letters only, and a password that starts with a dash and ends like a file's suffix.
KEY_LETTERS = _value(string.ascii_letters, 24, seed=13)
DASHED = "-" + _value(_ALNUM, 9, seed=14) + ".W" + _value(string.ascii_lowercase, 3) + "7"


@pytest.mark.parametrize(
    ("file_name", "text", "line", "value"),
    [
        # The tool's manual says the option is a password: ipa-server-install(1), kadmin(1).
        (
            ".bash_history",
            "ipa-server-install --realm LAB.EDU -p '{v}' --unattended\n",
            1,
            PASSWORD,
        ),
        ("setup.sh", "sudo ipa-replica-install --principal admin -w {v} -U\n", 1, PASSWORD),
        (".bash_history", "/usr/sbin/kadmin -p admin/admin -w '{v}' -q listprincs\n", 1, PASSWORD),
        (".bash_history", "snmpwalk -v2c -c {v} switch1.lab.edu system\n", 1, COMMUNITY),
        # An option no keyword finds, read from the command a keyword found: SNMPv3's privacy
        # passphrase (-X) beside its authentication protocol (-a), in any Net-SNMP tool.
        (
            "poll.sh",
            "snmpbulkwalk -v3 -l authPriv -u poller -a SHA-512 -A $AUTH -x AES -X '{v}' sw1\n",
            1,
            PASSWORD,
        ),
        # anaconda-client's token, given before its subcommand.
        (".zsh_history", "anaconda -t {v} remove lab/pkg/1.0\n", 1, KEY24),
        # Continued lines are one command: the value is reported on its own line.
        (
            "install.sh",
            "ipa-server-install --realm LAB.EDU \\\n  --domain lab.edu \\\n  -a '{v}' -U\n",
            3,
            PASSWORD,
        ),
        (
            "Dockerfile",
            "RUN ipa-client-install --unattended \\\n    -w {v} --mkhomedir\n",
            2,
            PASSWORD,
        ),
        # Any tool: a password option after a user option.
        (
            ".bash_history",
            "nomad client -n https://lab.edu/api -u carol -w '{v}' upload x\n",
            1,
            PASSWORD,
        ),
        ("ipmi.sh", "racadm -r 10.1.2.3 -u root -p {v} getsysinfo\n", 1, PASSWORD),
        ("sync.slurm", 'labcli sync --username carol -P "{v}" /data\n', 1, PASSWORD),
        ("Makefile", "deploy:\n\tpushtool -U deploy -p '{v}' build/\n", 2, PASSWORD),
        (".bash_history", "labcli -u carol -w '{v}' sync\n", 1, DASHED),
        # A key given to a tool's login, alone or after its host.
        (".bash_history", "fw login lab.flywheel.io:{v}\n", 1, KEY24),
        (".bash_history", "fw login lab.flywheel.io:{v}\n", 1, KEY_LETTERS),
        (".bash_history", "labctl login {v}\n", 1, KEY24),
        # A key after a login's profile and address, a password after its user.
        (".bash_history", "provctl login ops https://prov.lab.edu/api/v1 '{v}'\n", 1, KEY24),
        (
            "setup.sh",
            "cd /opt\nstorectl cluster login svc-backup {v} && storectl ls\n",
            2,
            PASSWORD,
        ),
        # Subcommands that authenticate or store a credential, found from their secret word.
        (".bash_history", "paas auth deploy-bot '{v}'\n", 1, PASSWORD),
        (
            ".bash_history",
            "feedcli set-credentials --profile lab\nfeedcli set-token {v}\n",
            2,
            KEY24,
        ),
        ("setup.sh", "sat-dl set_credentials ops {v}\n", 1, PASSWORD),
    ],
)
def test_a_password_given_as_a_short_option_is_found(
    rules: RuleSet, file_name: str, text: str, line: int, value: str
) -> None:
    found = _found(rules, file_name, text.format(v=value))
    assert [(n, v) for _, n, v in found] == [(line, value)], found


@pytest.mark.parametrize(
    "text",
    [
        # Ports, counts, flags and folders: what -p, -w, -a and -c mostly mean.
        "mkdir -p /scratch/carol/run-2024_v2\nssh -p 2222 -l carol login1\n",
        "tool -u carol -p 8080\ntool --user carol -w 30 -a all\n",
        "squeue -u carol -p gpu_a100-80g\nsrun -u -p gpu-Long_2 python train.py\n",
        "python -u train.py -p Conf_v2.yaml\npsql -U carol -w -p 5433 genomics2024\n",
        "docker run -u 1000 -w /work -p 127.0.0.1:8888:8888 img\n",
        "labcli -u carol -p Results/2024-v2.csv\nlabcli -u carol -p Data_2024.h5\n",
        # Prompts and references: the password is not on the line.
        "tool -u carol -p\ntool -u carol -p -x\ntool -u carol -p $LAB_PASSWORD\n",
        'tool -u carol -p "$(cat ~/.config/lab/pw)"\ntool -u carol -w "${PW}"\n',
        "ipa-server-install -p '<directory manager password>' -a changeme123 -U\n",
        "snmpwalk -v2c -c public switch1 system\n",
        # -X of a tool that does not document it as a secret, or a reference to one.
        'labcli -a all -X ProfileV2 sync\nsnmpset -v3 -a SHA -A $A -x AES -X "$SNMP_PRIV" h\n',
        "anaconda -t $ANACONDA_TOKEN upload pkg.conda\nconda build -t recipes/\n",
        # A login's argument that is a host, or a word.
        "docker login registry.gitlab.lab.edu\noc login https://api.lab.edu:6443\n",
        "echo please login now\nssh carol@login.lab.edu\n",
        "apt\tlogin\t1:4.13+dfsg1-1+deb12u1\n",
        # A login's arguments that are names, addresses, files, words or references.
        "provctl login ops https://prov.lab.edu/api/v1 $PROV_KEY\n",
        "storectl login carol run-name_v2\nstorectl login carol Results/2024-v2.csv\n",
        "ssh to the login node cn042 gpu07\nstorectl login carol changeme123\n",
        "gh auth status\ngh auth login --with-token < t.txt\npaas auth carol $PAAS_PW\n",
        "oauth carol Xa8dkP2mLq9Z\ngit config credential.helper store\necho token is set\n",
        "feedcli set-credentials --key-file ~/.feed/key.json\nfeedcli set-token\n",
        # A reference or words echoed into a login.
        'echo "$VENDOR_TOKEN" | vendorcli account login\necho ${PAT} | sc login\n',
        "echo please login now | mail carol\necho done; sc login\n",
        # Without a user option or a tool that says so, a short option is not a password.
        f"labcli -p {PASSWORD} sync\n",
    ],
)
def test_short_options_that_are_not_passwords_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _found(rules, ".bash_history", text) == []


@pytest.mark.parametrize(
    ("line", "rule", "value"),
    [
        ("iinit <<< '{v}'", "herestring-password", PASSWORD),
        ('kinit carol@LAB.EDU <<< "{v}"', "herestring-password", PASSWORD),
        ("sudo -k -S systemctl restart slurmd <<< {v}", "herestring-password", PASSWORD),
        (
            "voms-proxy-init --voms cms --valid 192:00 --pwstdin <<< '{v}'",
            "herestring-password",
            PASSWORD,
        ),
        (
            "docker login -u carol --password-stdin ghcr.io <<< '{v}'",
            "herestring-password",
            PASSWORD,
        ),
        # A key echoed into any tool's login.
        ('echo "{v}" | vendorcli account login --region eu', "stdin-password", KEY24),
        ("echo -n {v} | sc registry login", "stdin-password", KEY24),
    ],
)
def test_a_password_fed_to_a_command_s_standard_input_is_found(
    rules: RuleSet, line: str, rule: str, value: str
) -> None:
    found = _found(rules, ".bash_history", "cd\n" + line.format(v=value) + "\n")
    assert found == [(rule, 2, value)]


def test_a_token_given_to_curl_as_its_user_is_found(rules: RuleSet) -> None:
    text = f"curl -s --user '{KEY24}:' https://api.notify.example.com/v1/me\n"
    assert _found(rules, "poll.sh", text) == [("curl-user-token", 1, KEY24)]
    # A user without a password, a reference, a placeholder: no token.
    text = "curl -u carol: https://x\ncurl -u $API_KEY: https://x\ncurl -u YOUR_API_KEY_HERE: x\n"
    assert _found(rules, "poll.sh", text) == []


def test_a_here_string_that_is_no_password_is_not_reported(rules: RuleSet) -> None:
    text = (
        'kinit carol@LAB.EDU <<< "$KRB_PASSWORD"\niinit <<< "$(cat ~/.irods/pw)"\n'
        f"grep -c x <<< '{PASSWORD}'\nbc <<< '2^64'\n"
    )
    assert _found(rules, ".bash_history", text) == []


def test_in_code_a_short_option_counts_only_inside_a_string(rules: RuleSet) -> None:
    run = f'subprocess.run("racadm -r bmc1 -u root -p {PASSWORD} getsysinfo", shell=True)\n'
    assert [v for _, _, v in _found(rules, "bmc.py", run)] == [PASSWORD]
    assert _found(rules, "calc.py", f"x = a -u -p {PASSWORD}\n") == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("run.sh", "curl " * 200_000),
        ("run.sh", "mysql -u x " * 90_000),
        ("run.sh", "docker login " * 80_000),
        ("run.sh", "wandb login " + "--a " * 250_000),
        (".env", "token" * 200_000 + "=x"),
        ("job.sbatch", "#SBATCH\n;" + " " * 1_000_000),
        ("notes.txt", "telegram " + "1234567890:" * 90_000),
        ("run.sh", "htpasswd " + "-b " * 300_000),
        ("run.sh", "lftp -u " * 100_000),
        ("notify.py", "https://" + "h" * 200 + "/hooks/" * 50_000),
        ("run.sh", "tool -u x" + " -p" * 300_000),
        ("run.sh", "tool -u x -p y;" * 70_000),
        ("run.sh", "tool -u x \\\n" * 100_000 + " -w y"),
        ("run.sh", "t login " * 120_000),
        ("run.sh", "t login a b c " * 80_000),
        ("run.sh", "t auth a b c " * 80_000),
        ("run.sh", "x" + "-credentials" * 100_000),
        ("run.sh", " set-credentials" * 60_000),
        ("run.sh", "echo x | t login " * 60_000),
        ("run.sh", "curl -u " + "a" * 300 + ":" * 100_000),
        ("run.sh", "sudo" + " -k" * 200_000 + " <<< x"),
        ("run.sh", "x --pwstdin " + "y " * 200_000 + "<<<" * 10_000),
        ("run.sh", "mc alias set " * 70_000),
        ("run.sh", "b2 account authorize \\\n" * 60_000),
        ("run.sh", "radtest a b c 0 " * 60_000),
        ("run.sh", "eapol_test -s " * 70_000),
        ("sw.cfg", "tacacs server t\n" + " address x\n" * 100_000),
        ("sw.cfg", "radius server r\n key 7\n" * 60_000),
        ("load.py", "connect(" * 120_000),
        ("fill.C", 'Connect("' + 'a","' * 100_000),
        ("load.py", "client" * 150_000 + "("),
        ("snmpd.conf", "createUser " * 100_000),
        ("upsmon.conf", "MONITOR a 1 b " * 80_000),
        ("haproxy.cfg", "stats auth " * 100_000),
        ("named.conf", 'secret "' * 100_000),
        ("run.sh", "-y a:" * 200_000),
        ("poll.sh", "snmpget -a" + " -X x" * 150_000),
        ("poll.sh", ("snmpget -a -X x\n" + " -X y" * 100) * 3_000),
    ],
)
def test_hostile_lines_take_linear_time(rules: RuleSet, file_name: str, text: str) -> None:
    # A megabyte a user wrote to stall the scan: each rule's work stays proportional to it.
    # The dearest case is a backslash-continued command repeated; quadratic work takes minutes.
    linear, times = text_grows_linearly(lambda part: _found(rules, file_name, part), text)
    assert linear, times


def test_a_script_without_a_secret_word_is_not_searched_for_assignments(rules: RuleSet) -> None:
    parts = ("home", "carol", "run.sh")
    plain = "#!/bin/bash\nmodule load cuda\nsrun python train.py --epochs 3\n"
    assert "shell-assignment-secret" not in [r.id for r in rules.rules_to_run(plain, parts)]
    named = plain + "HF_TOKEN=abc\n"
    assert "shell-assignment-secret" in [r.id for r in rules.rules_to_run(named.lower(), parts)]
    # A job script found by its directives is searched whatever words it holds.
    job = ("home", "carol", "job")
    header = "#!/bin/bash\n#sbatch -n 1\nsrun true\n"
    assert "shell-assignment-secret" in [r.id for r in rules.rules_to_run(header, job)]


def test_file_keywords_must_be_lower_case(tmp_path: Path) -> None:
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(
        '[[rule]]\nid = "x"\nkind = "x"\nseverity = "high"\ndescription = "d"\n'
        'pattern = \'(?P<secret>a)\'\nfiles = ["*.sh"]\nfile_keywords = ["Token"]\n'
    )
    with pytest.raises(SecretsError, match="lower case"):
        load_rules(rules_file)


def test_the_keywords_stay_few_enough_for_the_fast_keyword_search(rules: RuleSet) -> None:
    # From 100 words on, an automaton loses its prefilter and every file's keyword pass takes
    # from 1.3 to 3 times as long. The keyword search holds at most 99 however many keywords
    # the rules name (roots beyond them are searched for by substrings they share); a new
    # keyword that holds an existing one (`passphrase` holds `pass`) still costs nothing.
    assert rules.keyword_search.keeps_prefilter
    assert rules.prefix_search is not None and rules.prefix_search.keeps_prefilter


B2_KEY_ID = "004" + _value(_HEX, 12, seed=8) + "0000000003"
B2_KEY = "K004" + _value(_ALNUM, 27, seed=9)
URL_PASSWORD = _value(_ALNUM + "-_.~", 20, seed=10) + "%21"


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # One argument a line, as a note or a script keeps a long command.
        (
            "b2 authorize-account \\\n    {id} \\\n    {key}\n",
            [(2, B2_KEY_ID), (3, B2_KEY)],
        ),
        ("sudo -E /opt/b2/bin/b2 account authorize {id} '{key}' && b2 ls\n", [(1, B2_KEY_ID)]),
        (
            "mc --insecure alias set archive \\\n  https://s3.lab.edu \\\n  archiver \\\n"
            "  '{pw}' --api S3v4\n",
            [(4, URL_PASSWORD)],
        ),
        ("mc admin user add archive svc-backup {pw}\n", [(1, URL_PASSWORD)]),
        # MinIO's access key on a line of its own is the key ID it is.
        (
            "mc alias set cold https://s3.lab.edu \\\n  {id} \\\n  {key}\n",
            [(2, B2_KEY_ID), (3, B2_KEY)],
        ),
        ("omero login -s img.lab.edu -k {key} -p 4064\n", [(1, B2_KEY)]),
        ("eyaml encrypt --label db::pass -s '{pw}' -o string\n", [(1, URL_PASSWORD)]),
        ("eyaml encrypt --string={pw}\n", [(1, URL_PASSWORD)]),
        ("mysqladmin -u root -h db1 password '{pw}'\n", [(1, URL_PASSWORD)]),
        ("rabbitmqctl change_password monitoring {pw}\n", [(1, URL_PASSWORD)]),
        ("ipmitool -I lanplus -H bmc1 user set password 2 '{pw}'\n", [(1, URL_PASSWORD)]),
        ('gh secret set DEPLOY_KEY --repo lab/site --body "{pw}"\n', [(1, URL_PASSWORD)]),
        ("aws configure set aws_secret_access_key {key} --profile lab\n", [(1, B2_KEY)]),
        ("gh auth login --hostname git.lab.edu --with-token <<< '{key}'\n", [(1, B2_KEY)]),
        # RADIUS test clients: radtest's password and shared secret, eapol_test's -s.
        (
            "radtest svc-probe '{pw}' radius1.lab.edu:1812 10 {key}\n",
            [(1, URL_PASSWORD), (1, B2_KEY)],
        ),
        ("eapol_test -a 192.0.2.15 -c peap-mschapv2.conf -s '{pw}' -r 2\n", [(1, URL_PASSWORD)]),
    ],
)
def test_a_secret_a_tool_takes_as_an_argument_is_found(
    rules: RuleSet, text: str, values: list[tuple[int, str]]
) -> None:
    line = text.format(id=B2_KEY_ID, key=B2_KEY, pw=URL_PASSWORD)
    found = _found(rules, ".bash_history", "cd /scratch\n" + line)
    expected = [(n + 1, v) for n, v in values]
    # b2's key on the same line as its id is one finding per rule that names either.
    assert [(n, v) for _, n, v in found if (n, v) in expected] == expected, found
    assert all(v in {B2_KEY_ID, B2_KEY, URL_PASSWORD} for _, _, v in found), found


@pytest.mark.parametrize(
    "text",
    [
        # Prompts: the tool asks for what the synopsis would have taken.
        "b2 account authorize\nmc alias set lab https://s3.lab.edu\nmc admin user add lab svc\n",
        "eyaml encrypt -p --label db::pass\neyaml encrypt -f secret.txt\nmysqladmin -p status\n",
        # References: the value is elsewhere.
        'b2 authorize-account "$B2_KEY_ID" "$B2_APPLICATION_KEY"\n',
        'mc alias set lab https://s3.lab.edu \\\n  $ACCESS \\\n  "$(pass show lab/s3)"\n',
        'eyaml encrypt -s "${DB_PASSWORD}"\nrabbitmqctl change_password svc "$(cat pw)"\n',
        # The words of a synopsis in another command, or in prose.
        "echo mc alias set is how you add a host\nalias set=x\n",
        "gh secret set DEPLOY_KEY < key.pem\ngh secret list\n",
        # Documented defaults and placeholders.
        "mc alias set local http://localhost:9000 minioadmin minioadmin\n",
        "omero login -k $OMERO_SESSION_KEY img.lab.edu\n",
        "b2 account authorize <applicationKeyId> <applicationKey>\n",
        # radtest's synopsis as its manual writes it, FreeRADIUS's default shared secret, and
        # secrets read from the environment; eapol_test asked for its usage.
        "radtest user password radius-server nas-port-number secret\n",
        "radtest bob hello localhost 0 testing123\n",
        'radtest "$USER" "$RADIUS_PW" localhost 0 "$RADIUS_SECRET"\neapol_test -c peap.conf -s\n',
    ],
)
def test_arguments_that_are_not_secrets_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _found(rules, ".bash_history", text) == []


def test_in_code_a_synopsis_counts_only_inside_a_string(rules: RuleSet) -> None:
    run = f'subprocess.run(["sh", "-c", "mc alias set lab https://s3 admin {URL_PASSWORD}"])\n'
    assert [v for _, _, v in _found(rules, "setup.py", run)] == [URL_PASSWORD]
    assert _found(rules, "alias.py", f"alias.set(name, url, access, {URL_PASSWORD!r})\n") == []


@pytest.mark.parametrize(
    "synopsis", ["SECRET", "b2 authorize-account ID", "b2 SECRET extra", "b* login SECRET"]
)
def test_a_synopsis_without_tool_or_secret_is_refused(tmp_path: Path, synopsis: str) -> None:
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(
        f'[commands]\nsynopses = ["{synopsis}"]\n[[rule]]\nid = "x"\nkind = "x"\n'
        'severity = "high"\ndescription = "d"\npattern = \'(?P<secret>a)\'\nkeywords = ["a"]\n'
    )
    with pytest.raises(SecretsError, match="synopsis"):
        load_rules(rules_file)


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ('[calls]\nwords = ["Connect"]\n', "lower case"),
        ('[calls]\npositions = { Connect = "two" }\n', "valid integer"),
    ],
)
def test_a_calls_table_that_cannot_be_matched_is_refused(
    tmp_path: Path, table: str, message: str
) -> None:
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(
        table + '[[rule]]\nid = "x"\nkind = "x"\nseverity = "high"\ndescription = "d"\n'
        "pattern = '(?P<secret>a)'\nkeywords = [\"a\"]\n"
    )
    with pytest.raises(SecretsError, match=message):
        load_rules(rules_file)


@pytest.mark.parametrize(
    ("where", "message"),
    [('keywords = ["connect"]', "give it files"), ('files = ["*.sh"]', "give it keywords")],
)
def test_a_finder_is_given_what_it_runs_on(tmp_path: Path, where: str, message: str) -> None:
    finder = "call-arguments" if "keywords" in where else "command-arguments"
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(
        f'[[rule]]\nid = "x"\nkind = "x"\nseverity = "high"\ndescription = "d"\n'
        f'finder = "{finder}"\n{where}\n'
    )
    with pytest.raises(SecretsError, match=message):
        load_rules(rules_file)


def test_every_shipped_pattern_compiles_with_the_group_it_reports(rules: RuleSet) -> None:
    # govern's own patterns are compiled when a scan first needs them, not when loaded: a bad
    # one would show only when its keyword occurs, so this compiles every one.
    for rule in rules.rules:
        reports = "secret" in rule.regex.groupindex
        assert reports or (rule.body_after is not None and rule.parser is None), rule.id
        for glob in (*rule.files, *rule.exclude_files, *rule.label_files):
            glob.regex  # noqa: B018 - compiles it


def test_a_site_rules_file_with_a_bad_pattern_is_refused_when_loaded(tmp_path: Path) -> None:
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(
        '[[rule]]\nid = "good"\nkind = "x"\nseverity = "high"\ndescription = "d"\n'
        "pattern = '(?P<secret>a)'\nkeywords = [\"a\"]\n"
        '[[rule]]\nid = "rare"\nkind = "x"\nseverity = "high"\ndescription = "d"\n'
        "pattern = '(?P<secret>[a-'\nkeywords = [\"seldom\"]\n"
    )
    with pytest.raises(SecretsError, match=r"rule rare: the pattern is not a valid regular exp"):
        load_rules(rules_file)


def test_a_site_rule_whose_secret_group_is_escaped_is_refused_when_loaded(tmp_path: Path) -> None:
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(
        '[[rule]]\nid = "escaped"\nkind = "x"\nseverity = "high"\ndescription = "d"\n'
        "pattern = '[a-z]+\\(?P<secret>x\\)'\nkeywords = [\"a\"]\n"
    )
    with pytest.raises(SecretsError, match=r"rule escaped: the pattern needs a \(\?P<secret>"):
        load_rules(rules_file)
