"""Secrets tools take as arguments by their manuals' synopses: radtest's password after its
valued options, the clear text `rclone obscure` and `ansible-vault encrypt_string` are given
(a drawn password's `.*` ending too; also inside a command substitution, `pass=$(rclone
obscure PW)`), FileSender's API key as `-a`, Fiji's update site's `webdav:USER:PASSWORD` and
govc's `-u USER:PASSWORD@HOST`, whose SSO user holds an `@`. A shell comment ends a command; a
substitution's words are its own command's. Values are made here."""

from __future__ import annotations

import base64
import random
import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password() -> str:
    # A leading `-` would make it an option to the tool as to the scanner.
    return "k" + secrets.token_urlsafe(12) + "-7q"


@pytest.mark.parametrize(
    "command",
    [
        "radtest -t mschap alice {p} localhost 0 \"$(awk '/secret/{{print $3}}' clients.conf)\"",
        'radtest -P tcp -t pap alice {p} localhost 0 "$RADIUS_SECRET"',
        "rclone obscure '{p}'",
        "filesender.py -v -r partner@example.com -a {p} -u kim@example.org bundle.tar",
        "filesender.py --apikey {p} -r partner@example.com data.zip",
        "rclone config create nube webdav url=https://cloud.example.org/remote.php/dav/files/kim/"
        " vendor=nextcloud user=kim pass=$(rclone obscure '{p}')",
        "rclone config create box sftp pass $(rclone obscure {p}) user kim",
        "ansible-vault encrypt_string '{p}' --name vault_ldap_bind_pw",
        "ansible-vault encrypt_string --vault-id prod@prompt --name db_pw '{p}'",
        # Every option that takes a value stands apart from the text.
        "ansible-vault encrypt_string --encrypt-vault-id prod --vault-id prod@~/.vp '{p}' --name x",
        "ansible-vault encrypt_string --vault-pass-file ~/.vault_pass.txt '{p}' --name x",
        "./Fiji.app/ImageJ-linux64 --update add-update-site Seg https://sites.imagej.net/Seg/"
        " webdav:kim:{p} .",
        "ImageJ-macosx --update edit-update-site Seg https://sites.imagej.net/Seg/"
        " webdav:kim:{p} .",
        "govc -u 'administrator@vsphere.local:{p}@vcsa01.example.org' -k datastore.ls",
        "govc datastore.ls -u root:{p}@esx07.example.org -k",
    ],
)
def test_the_secret_argument_is_found(rules: RuleSet, command: str) -> None:
    password = _password()
    assert found(rules, ".bash_history", command.format(p=password) + "\n") == [(1, password)]


@pytest.mark.parametrize(
    "command",
    [
        # The shared secret read from a file, the password from a variable.
        'radtest -t mschap alice "$PW" localhost 0 "$(awk \'/secret/{print $3}\' clients.conf)"',
        "rclone obscure -",
        'rclone obscure "$WEBDAV_PASS"',
        # The key from the environment; the user, recipients and files are no key.
        'filesender.py -r partner@example.com -a "$FILESENDER_APIKEY" -u kim@example.org f.tar',
        "filesender.py -r partner@example.com -u kim@example.org bundle_2026-11.tar",
        'rclone config create nube webdav user=kim pass=$(rclone obscure "$(pass show nube)")',
        # The options' values are not the text (a vault id, a name); from standard input.
        "ansible-vault encrypt_string --vault-id prod@prompt --stdin-name db_pw",
        "ansible-vault encrypt_string --encrypt-vault-id prod --vault-pass-file ~/.vp"
        " --stdin-name db_pw",
        'ansible-vault encrypt_string "$LDAP_PW" --name vault_ldap_bind_pw',
        "ansible-vault encrypt_string '{{ vault_db_pw }}' --name db_pw",
        "ImageJ-linux64 --update add-update-site Seg https://sites.imagej.net/Seg/",
        "ImageJ-linux64 --update add-update-site Seg https://sites.imagej.net/Seg/ webdav:kim .",
        "ImageJ-linux64 --update add-update-site Seg URL webdav:USER:PASSWORD .",
        # A URL without a password, a host alone, and the documented placeholders.
        "govc -u 'administrator@vsphere.local@vcsa01.example.org' about",
        "govc -u vcsa01.example.org about",
        "govc -u USER:PASSWORD@HOST about",
        'govc -u "$GOVC_USERNAME:$GOVC_PASSWORD@vcsa01.example.org" about',
    ],
)
def test_look_alikes_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command + "\n") == []


def test_a_password_ending_as_a_pattern_of_names_is_found(rules: RuleSet) -> None:
    # A drawn password may end in what a pattern of names ends in (`AUTHENTIK_BOOTSTRAP_*`).
    password = _password() + ".*"
    assert found(rules, ".bash_history", f"rclone obscure '{password}'\n") == [(1, password)]
    assert found(rules, ".bash_history", "rclone obscure 'AUTHENTIK_BOOTSTRAP_*'\n") == []


def test_a_comment_ends_the_command_and_a_substitution_is_its_own(rules: RuleSet) -> None:
    old, new, other = _password(), _password(), _password()
    text = (
        f"dsmc set password {old} {new}  # -type=vm next time\n"
        # The outer command's subcommand word inside the substitution is not the outer's.
        f"rclone config create box sftp user kim pass=$(rclone obscure {other})\n"
    )
    assert found(rules, ".bash_history", text) == [(1, old), (1, new), (2, other)]


def test_a_quoted_password_with_an_equals_sign_is_an_argument(rules: RuleSet) -> None:
    # Letters then `=` read as a parameter given by its name where the word is bare; quoted
    # for the shell, the word is the password (radtest's second argument).
    password = "UQ=" + _password()
    text = (
        f"radtest probe@example.org '{password}' 10.60.1.10 0 \"$RADIUS_SECRET\"\n"
        f'radtest probe@example.org {password} 10.60.1.10 0 "$RADIUS_SECRET"\n'
    )
    reported = found(rules, ".bash_history", text)
    assert (1, password) in reported
    assert (2, password) not in reported


@pytest.mark.parametrize("path", ["run.sh", "notes.md"])
def test_a_commented_out_command_is_still_read(rules: RuleSet, path: str) -> None:
    # A `#` that starts the line (or follows a prompt) comments the whole command out, or is
    # root's prompt: the command after it holds its secrets all the same.
    password, secret, key = _password(), _password(), _password()
    text = (
        f"# radtest alice {password} localhost 0 {secret}\n"
        f"# mc alias set s3 https://s3.example.org kim {key}\n"
        f"$ # radtest alice {password} localhost 0 {secret}\n"
    )
    assert found(rules, path, text) == [
        (1, password),
        (1, secret),
        (2, key),
        (3, password),
        (3, secret),
    ]


@pytest.mark.parametrize("path", ["run.sh", "notes.md"])
def test_a_bare_substitution_is_one_argument_of_the_outer_command(
    rules: RuleSet, path: str
) -> None:
    # `$(whoami)` stands where the user's name does: dropped, the password would be read as
    # the user and the shared secret as the password.
    password, secret, user_password = _password(), _password(), _password()
    text = (
        f"radtest $(whoami) {password} localhost 0 {secret}\n"
        f"rabbitmqctl add_user $(hostname -s) {user_password}\n"
        # The password from a substitution is no value written here.
        'radtest $(whoami) $(pass show radius) localhost 0 "$S"\n'
    )
    assert found(rules, path, text) == [(1, password), (1, secret), (2, user_password)]


@pytest.mark.parametrize("path", [".bashrc", "notes.md", "README.md", "install.txt"])
def test_the_newer_synopses_are_read_outside_shell_scripts(rules: RuleSet, path: str) -> None:
    # Each synopsis fires only where the rule's keyword search finds one of its words.
    obscured, login, site = _password(), _password(), _password()
    text = (
        f"rclone obscure {obscured}\n"
        f"govc -u root:{login}@esx07 ls\n"
        "ImageJ-linux64 --update add-update-site Seg https://sites.imagej.net/Seg/"
        f" webdav:kim:{site} .\n"
    )
    assert found(rules, path, text) == [(1, obscured), (2, login), (3, site)]


@pytest.mark.parametrize("option", ["-TYPE=VM", "-Type=vm", "-type=VM"])
def test_dsmc_reads_its_form_options_whatever_their_case(rules: RuleSet, option: str) -> None:
    # IBM Storage Protect's clients read options whatever their case: -TYPE=VM stores a
    # vCenter's login as -type=vm does.
    password = _password()
    command = f"dsmc set password {option} vc01 administrator {password}\n"
    assert found(rules, ".bash_history", command) == [(1, password)]


def _hex40() -> str:
    # A letter first: a word of digits alone could read as a number.
    return "a" + secrets.token_hex(20)[1:]


@pytest.mark.parametrize(
    "command",
    [
        "empiar-depositor -a /opt/aspera/cli/bin/ascp -v {t} empiar/deposition.json /data/up",
        'empiar-depositor -a "$ASCP" -v {t} "$JSON" "$DATA"',
        # -r takes two values (the entry's id and its folder): neither is the token.
        "empiar-depositor -r 10234 /data/entry -a ascp -v {t} deposition.json /data/up",
        "empiar-depositor -g ep-1234 -e thumb.png {t} deposition.json /data/up",
    ],
)
def test_empiar_depositors_api_token_is_its_first_positional(rules: RuleSet, command: str) -> None:
    token = _hex40()
    assert found(rules, ".bash_history", command.format(t=token) + "\n") == [(1, token)]


@pytest.mark.parametrize(
    "command",
    [
        'empiar-depositor -a "$ASCP" -v "$EMPIAR_TOKEN" deposition.json /data/up',
        # An option's second value stands before the positionals, the token a variable.
        "empiar-depositor -r 10234 {t} -v $TOKEN deposition.json /data/up",
        "empiar-depositor -h",
    ],
)
def test_empiar_depositors_variables_and_option_values_are_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert found(rules, ".bash_history", command.format(t=_hex40()) + "\n") == []


def _word() -> str:
    # A name as people give files, endpoints and users: words and a number, no secret's shape.
    parts = ["entry", "grid", "tomo", "apoferritin", "krios", "ribosome", "lab", "scope"]
    return "_".join(random.sample(parts, 2)) + str(random.randint(1, 99))


@pytest.mark.parametrize(
    "command",
    [
        # Its long options take values as its short ones do (argparse): none of them is the token.
        "empiar-depositor --entry-thumbnail {w} --ascp /opt/aspera/bin/ascp {t} dep.json /data/up",
        "empiar-depositor --ascp ~/.aspera/{w}/ascp {t} deposition.json /data/up",
        "empiar-depositor -gu kim:{w} -ge kim@example.org:2 {t} deposition.json /data/up",
        "empiar-depositor --grant-rights-orcids 0000-0002-1825-0097:{w} {t} dep.json /data/up",
        "empiar-depositor --globus ep-{w} --resume 10234 /data/{w} {t} dep.json /data/up",
    ],
)
def test_empiar_depositors_long_options_values_are_not_its_token(
    rules: RuleSet, command: str
) -> None:
    token = _hex40()
    line = command.format(t=token, w=_word()) + "\n"
    assert found(rules, "notes/deposit.sh", line) == [(1, token)]


@pytest.mark.parametrize("option", ["-p", "--password"])
def test_empiar_depositors_password_is_its_secret_and_its_user_is_not(
    rules: RuleSet, option: str
) -> None:
    # With -p/--password the first positional is the EMPIAR user's name, not a token.
    password = _password()
    user = _word()
    line = f"empiar-depositor {option} {password} -e thumb.png {user} dep.json /data/up\n"
    assert found(rules, "notes/deposit.sh", line) == [(1, password)]
    # Without a value it prompts: the user's name after it is no token, even one that a person
    # chose of letters and digits mixed (the name is free-form at registration).
    chosen = "u" + secrets.token_hex(5) + "Kq" + secrets.token_hex(5)
    prompted = f"empiar-depositor {option} -g ep-1234 {chosen} dep.json /data/up\n"
    assert found(rules, "notes/deposit.sh", prompted) == []


def _tsig_key() -> str:
    return base64.b64encode(secrets.token_bytes(32)).decode()


@pytest.mark.parametrize(
    "command",
    [
        "pdnsutil import-tsig-key xfr-ns2.example.org. hmac-sha256 '{k}'",
        "pdnsutil --config-dir /etc/powerdns import-tsig-key xfr. hmac-sha512 {k}",
        'pdnsutil tsigkey import acme-update. hmac-sha256 "{k}"',
    ],
)
def test_an_imported_tsig_key_is_found(rules: RuleSet, command: str) -> None:
    key = _tsig_key()
    assert found(rules, ".bash_history", command.format(k=key) + "\n") == [(1, key)]


@pytest.mark.parametrize(
    "command",
    [
        # A key generated on the server, one read from a variable, the keys listed.
        "pdnsutil generate-tsig-key xfr-ns2.example.org. hmac-sha256",
        'pdnsutil import-tsig-key xfr-ns2.example.org. hmac-sha256 "$TSIG_SECRET"',
        "pdnsutil list-tsig-keys",
        "pdnsutil activate-tsig-key example.org xfr-ns2.example.org. primary",
    ],
)
def test_tsig_key_look_alikes_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command + "\n") == []


def _wallet_password() -> str:
    # A password mkstore is given may start with `=` (the shell passes it as a word).
    return "=" + secrets.token_urlsafe(12) + "^5"


@pytest.mark.parametrize(
    "command",
    [
        "mkstore -wrl /u01/app/oracle/wallet -createCredential PRODDB app_etl {p}",
        "mkstore -nologo -wrl /u01/app/oracle/wallet -modifyCredential PRODDB app_etl '{p}'",
        "mkstore -createCredential PRODDB app_etl {p} -wrl /u01/app/oracle/wallet",
    ],
)
def test_an_oracle_wallets_stored_password_is_found(rules: RuleSet, command: str) -> None:
    password = _wallet_password()
    text = command.format(p=password) + "\n"
    assert found(rules, ".bash_history", text) == [(1, password)]


@pytest.mark.parametrize(
    "command",
    [
        # Without the password mkstore prompts for it; the alias and user are no secret.
        "mkstore -wrl /u01/app/oracle/wallet -createCredential PRODDB app_etl",
        'mkstore -wrl /u01/app/oracle/wallet -modifyCredential PRODDB app_etl "$ETL_PW"',
        "mkstore -wrl /u01/app/oracle/wallet -deleteCredential PRODDB",
        "mkstore -wrl /u01/app/oracle/wallet -listCredential",
        "mkstore -wrl /u01/app/oracle/wallet -create",
    ],
)
def test_an_oracle_wallets_other_commands_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command + "\n") == []


@pytest.mark.parametrize(
    "command",
    [
        # Buildbot's worker, made with the name and password its master knows it by.
        "buildbot-worker create-worker /srv/worker/gpu01 ci.example.org:9989 gpu01 '{p}'",
        "buildbot-worker create-worker --umask=0o22 --keepalive 60 /srv/w ci:9989 gpu01 {p}",
        # Mailu's first administrator, inside its admin container.
        "docker compose exec admin flask mailu admin root mail.example.org '{p}' --mode=update",
        "flask mailu admin root mail.example.org {p}",
    ],
)
def test_a_ci_workers_or_a_mail_admins_password_is_found(rules: RuleSet, command: str) -> None:
    password = _password()
    text = command.format(p=password) + "\n"
    assert found(rules, ".bash_history", text) == [(1, password)]


def test_an_archivematica_users_api_key_is_found(rules: RuleSet) -> None:
    key = secrets.token_hex(20)
    text = f"amclient close-completed-transfers --am-user-name efortin {key}\n"
    assert found(rules, ".bash_history", text) == [(1, key)]


@pytest.mark.parametrize(
    "command",
    [
        'buildbot-worker create-worker /srv/w ci:9989 gpu01 "$WORKER_PW"',
        "buildbot-worker restart /srv/worker/gpu01",
        "flask mailu user alice mail.example.org",
        "amclient close-completed-transfers --am-user-name test"
        " 234deffdf89d887a7023546e6bc0031167cedf6",
        'amclient close-completed-transfers --am-user-name efortin "$AM_API_KEY"',
    ],
)
def test_their_references_and_other_commands_are_not_reported(rules: RuleSet, command: str) -> None:
    assert found(rules, ".bash_history", command + "\n") == []


@pytest.mark.parametrize(
    "command",
    [
        "sudo velociraptor --config /etc/velociraptor/server.config.yaml user add kim '{p}'"
        " --role administrator",
        "velociraptor user add kim {p} --role reader",
    ],
)
def test_a_velociraptor_users_password_is_found(rules: RuleSet, command: str) -> None:
    password = _password()
    assert found(rules, ".bash_history", command.format(p=password) + "\n") == [(1, password)]


@pytest.mark.parametrize(
    "command",
    [
        # Without a password the tool asks for it; a variable; another user command.
        "velociraptor --config server.config.yaml user add kim --role reader",
        'velociraptor user add kim "$VR_PASSWORD" --role administrator',
        "velociraptor --config server.config.yaml user show kim",
    ],
)
def test_a_velociraptor_user_without_a_written_password_is_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert found(rules, ".bash_history", command + "\n") == []


def test_an_idrac_users_password_set_by_racadm_is_found(rules: RuleSet) -> None:
    password = _password()
    text = f'racadm -r 10.50.1.4 -u root -p "$ROOT_PW" set iDRAC.Users.3.Password {password}\n'
    assert found(rules, "provision/idrac.sh", text) == [(1, password)]


@pytest.mark.parametrize(
    "command",
    [
        'racadm -r 10.50.1.4 -u root -p "$ROOT_PW" set iDRAC.Users.3.UserName monitor',
        'racadm set iDRAC.Users.3.Password "$MONITOR_PW"',
        "racadm get iDRAC.Users.3.Password",
    ],
)
def test_racadms_other_attributes_and_references_are_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert found(rules, "provision/idrac.sh", command + "\n") == []


def test_a_tsunami_shared_secret_is_read_where_its_commands_take_it(rules: RuleSet) -> None:
    # The client's `set passphrase` on its command line, among its other commands; the
    # server's --secret. The documented default, kitten, is a word, not a secret.
    client, server = _password(), _password()
    text = (
        f"tsunami connect dtn2.example.org set passphrase {client} get scan.vdif quit\n"
        "tsunami connect localhost set passphrase kitten get test.bin quit\n"
        f"tsunamid --secret {server} --port 46224 *.vdif\n"
    )
    assert found(rules, ".bash_history", text) == [(1, client), (3, server)]
