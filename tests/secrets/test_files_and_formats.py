"""Secrets a file's name or form says are secrets, and look-alikes a decoding or a dump's form
says are not: a task that writes a literal to a secret-named file (Ansible's copy `dest:` and
`content:`, cloud-init's `write_files`, a key written in base64 to decode), a file named for a
key that holds one value alone (a UUID or hex of a digest's length there is the key), a file
whose extension of words ends in a secret's (kopia's `.kopia-password`), a setting of a file
named for secrets (Streamlit's secrets.toml), a Kubernetes Secret's data that decodes to a
default or a word, a publishable token's shape, and a dump's unusable-password marker.
Values are generated here."""

from __future__ import annotations

import base64
import random
import string
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _drawn(seed: str, alphabet: str, size: int) -> str:
    draw = random.Random(seed)
    return "".join(draw.choice(alphabet) for _ in range(size))


PASSWORD = "Wq7^" + _drawn("password", string.ascii_letters + string.digits, 12)
HEX40 = _drawn("hex", "0123456789abcdef", 40)
KEY_UUID = str(uuid.UUID(int=random.Random("uuid").getrandbits(128), version=4))
# A draw of small letters and digits that holds a word by chance: under a name that only may be
# secret it is passed over, under a secret's name it is the key.


def _task(destination: str, content: str) -> str:
    return (
        "- name: put the shared file in place\n"
        "  ansible.builtin.copy:\n"
        f"    dest: {destination}\n"
        f'    content: "{content}"\n'
        "    mode: '0400'\n"
    )


def test_a_task_writing_a_secret_named_file_writes_its_secret(rules: RuleSet) -> None:
    assert values(rules, "site/roles/fs/tasks/auth.yml", _task("/etc/fs/connauthfile", PASSWORD))
    assert values(rules, "site/roles/db/tasks/main.yml", _task("/var/lib/pg/.pgpass", PASSWORD))


def test_a_task_writing_any_other_file_or_a_template_slot_is_passed_over(rules: RuleSet) -> None:
    assert not values(rules, "site/roles/fs/tasks/motd.yml", _task("/etc/motd", PASSWORD))
    assert not values(
        rules, "site/roles/fs/tasks/auth.yml", _task("/etc/fs/connauthfile", "{{ fs_secret }}")
    )
    # Two tasks in one list: each content goes with its own destination.
    two = _task("/etc/fs/connauthfile", "{{ fs_secret }}") + _task("/etc/issue", PASSWORD)
    assert not values(rules, "site/roles/fs/tasks/both.yml", two)


def _cloud_config(*entries: tuple[str, str]) -> str:
    return "#cloud-config\nwrite_files:\n" + "".join(
        f'  - path: {path}\n    permissions: "0400"\n    content: "{content}"\n'
        for path, content in entries
    )


def test_a_cloud_init_entry_writes_its_own_file_in_base64_too(rules: RuleSet) -> None:
    # The content is nearer the next entry's path than its own: the list item decides.
    munge = base64.b64encode(random.Random("munge").randbytes(128)).decode()
    jwt = base64.b64encode(random.Random("jwt").randbytes(32)).decode()
    text = _cloud_config(
        ("/etc/munge/munge.key.b64", munge),
        ("/etc/slurm/jwt_hs256.key.b64", jwt),
        ("/etc/motd", "{{ motd }}"),
    )
    assert values(rules, "deploy/cloud-init/node.yaml", text) == [munge, jwt]


def test_a_cloud_init_entry_is_not_judged_by_the_next_entrys_file(rules: RuleSet) -> None:
    text = _cloud_config(("/etc/issue", PASSWORD), ("/etc/fs/connauthfile", "{{ fs_secret }}"))
    assert not values(rules, "deploy/cloud-init/node.yaml", text)
    assert not values(rules, "deploy/cloud-init/node.yaml", _cloud_config(("/etc/x.b64", PASSWORD)))


def test_a_key_named_file_holding_one_value_is_the_key(rules: RuleSet) -> None:
    assert values(rules, ".config/tracker/key", HEX40 + "\n") == [HEX40]
    assert values(rules, "srv/web/secure-cookie-key", KEY_UUID + "\n") == [KEY_UUID]


def test_a_key_named_file_of_more_than_one_value_or_a_folder_says_less(rules: RuleSet) -> None:
    # A name whose key only may be secret (a cookie's key, like a session's, is one surely).
    assert not values(rules, "srv/web/tracker-key", f"{KEY_UUID}\n{HEX40}\n")
    assert not values(rules, "srv/keys/serial", KEY_UUID + "\n")
    assert not values(rules, ".config/tracker/keyid", HEX40 + "\n")


def test_an_extension_of_words_ending_in_a_secrets_names_the_file_for_it(rules: RuleSet) -> None:
    # kopia keeps its repository's password, base64-encoded, beside its configuration.
    encoded = base64.b64encode(PASSWORD.encode()).decode()
    kept = ".config/kopia/repository.config.kopia-password"
    assert values(rules, kept, encoded + "\n") == [encoded]
    # An extension of words that ends otherwise says nothing of a secret.
    assert not values(rules, ".config/kopia/repository.config.kopia-checksum", encoded + "\n")


def test_a_file_named_for_secrets_makes_a_maybe_secret_name_one(rules: RuleSet) -> None:
    # A value made of words: under a name that only may be secret it is a setting's, unless the
    # file is named for secrets (a random draw is reported under such a name in any file).
    worded = "harbourstation7kelpmeadow"
    text = f'[feed]\nbase = "https://feed.example.org"\nstation_key = "{worded}"\n'
    assert values(rules, "app/.streamlit/secrets.toml", text) == [worded]
    assert not values(rules, "app/.streamlit/config.toml", text)
    # A UUID under a name that only may be secret is still as often an id.
    uuid_text = f'[feed]\nstation_key = "{KEY_UUID}"\n'
    assert not values(rules, "app/.streamlit/secrets.toml", uuid_text)


def _secret(data: dict[str, str]) -> str:
    lines = "".join(
        f"  {name}: {base64.b64encode(value.encode()).decode()}\n" for name, value in data.items()
    )
    return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: store\ntype: Opaque\ndata:\n" + lines


def test_a_secrets_data_is_judged_as_its_plain_text(rules: RuleSet) -> None:
    assert not values(rules, "deploy/store.yaml", _secret({"accesskey": "minio"}))
    assert not values(rules, "deploy/store.yaml", _secret({"secretkey": "minio123"}))
    drawn = base64.b64encode(PASSWORD.encode()).decode()
    assert values(rules, "deploy/store.yaml", _secret({"secretkey": PASSWORD})) == [drawn]


def test_a_publishable_token_shape_is_public(rules: RuleSet) -> None:
    publishable = "pk_" + _drawn("pk", "0123456789abcdef", 32)
    secret = "sk_" + _drawn("sk", "0123456789abcdef", 32)
    dump = (
        "COPY public.market_keys (vendor, api_key, note) FROM stdin;\n"
        f"quotes\t{publishable}\tin the page\n"
        f"quotes\t{secret}\tserver side\n"
        "\\.\n"
    )
    assert [v for _, v in found(rules, "db/keys_dump.sql", dump)] == [secret]


def test_an_unusable_password_marker_is_no_password(rules: RuleSet) -> None:
    dump = (
        "COPY public.auth_user (id, username, password) FROM stdin;\n"
        "7\tledger-sync\t!unusable\n"
        "8\tledger-batch\t!\n"
        f"9\tledger-admin\t{PASSWORD}\n"
        "\\.\n"
    )
    assert values(rules, "db/users_dump.sql", dump) == [PASSWORD]


def test_many_written_files_are_read_in_linear_time(rules: RuleSet) -> None:
    # A megabyte of tasks that each write a file of no secret name: each content is matched to
    # its destination by a search, not by a scan of all the others.
    task = '{"dest": "/srv/www/apikey.html", "content": "Qx7' + "a" * 20 + '", "mode": "0644"}'
    text = "[\n" + ",\n".join([task] * (1_000_000 // (len(task) + 2))) + "\n]\n"

    def scan(part: str) -> None:
        assert not values(rules, "deploy/pages.json", part)

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
