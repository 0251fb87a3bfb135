"""More of the ways a file says a value no longer works, read as narrowly as the others: a
remark above a commented-out line that opens on the old key it is ("old key from the trial
org, deleted in the dashboard 2025-03:"), a clause whose subject is "it" ("staging used its own
token; it was deleted with the staging cluster"), a bare "(dead)" before the colon, "is the old
one:", a vendor's documentation's example named before the value, and "does not work" after
it. Each beside a live value it must not hide. Values are made here."""

from __future__ import annotations

import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _value() -> str:
    return "V" + secrets.token_hex(10) + secrets.token_urlsafe(12).replace("-", "x")


def _google_key() -> str:
    alphabet = string.ascii_letters + string.digits
    return "AIza" + "".join(secrets.choice(alphabet) for _ in range(35))


def test_a_deleted_key_below_a_remark_that_opens_on_it_is_passed_over(rules: RuleSet) -> None:
    old, live, still, other = _value(), _value(), _value(), _value()
    text = (
        "# old key from the trial org, deleted in the dashboard 2025-03:\n"
        f"# export FOO_API_KEY={old}\n"
        # Above a live line the remark may speak of the key that line replaced.
        "# old key from the trial org, deleted in the dashboard 2025-03:\n"
        f"export FOO_API_KEY={live}\n"
        # It goes on to say the old key still works.
        "# old key deleted in 2025-03, still works for the trial org:\n"
        f"# export FOO_API_KEY={still}\n"
        # It names the old key in its middle: the value below is another.
        "# rotated in March, the old key was deleted in 2025-03:\n"
        f"# export FOO_API_KEY={other}\n"
    )
    assert found(rules, ".bashrc", text) == [(4, live), (6, still), (8, other)]


def test_a_token_it_was_deleted_with_its_cluster_is_passed_over(rules: RuleSet) -> None:
    old, new = _value(), _value()
    text = (
        f'proxmox_api_token = "{new}"\n'
        "# staging used a separate token; it was deleted with the staging cluster in Nov 2024:\n"
        f'# proxmox_api_token = "{old}"\n'
    )
    assert found(rules, "infra/prod.tfvars", text) == [(1, new)]
    # A live line below the same remark keeps its value: only a line kept out of use is the
    # deleted one.
    live = text.replace('# proxmox_api_token = "', 'proxmox_api_token = "')
    assert found(rules, "infra/prod.tfvars", live) == [(1, new), (3, old)]


def test_a_value_called_dead_or_the_old_one_before_it_is_passed_over(rules: RuleSet) -> None:
    dead, old, current, *others = (_value() for _ in range(7))
    text = (
        "- Qualtrics API token was regenerated in January:\n"
        f"  old token (dead): {dead}\n"
        f"LINZ key used in the project file is the old one: {old}\n"
        f"The key in the app is the new one: {current}\n"
        # The verdict is another value's, denied, or taken back after the value.
        f"new token (old one dead): {others[0]}\n"
        f"token (not dead): {others[1]}\n"
        f"LINZ key used in the project file is the old one: {others[2]} (still valid until June)\n"
        f"LINZ key used in the project file is not the old one: {others[3]}\n"
    )
    assert found(rules, "notes/access.md", text) == [
        (4, current),
        *((line, value) for line, value in zip(range(5, 9), others, strict=True)),
    ]


def test_a_vendor_docs_example_named_before_it_is_passed_over(rules: RuleSet) -> None:
    lines = [
        "Example token format from the Cloudflare docs: `{v}`.",
        "A sample key in the Acme API reference: `{v}`",
        # One's own docs, a password, or a clause that goes on: the value is ours.
        "Example token from our docs: `{v}`.",
        "Example token from the staging docs: `{v}`.",
        "Example password from the Jenkins docs: `{v}`.",
        "Example token from the Cloudflare docs is outdated, ours: `{v}`.",
    ]
    values = [_value() for _ in lines]
    text = "".join(line.format(v=value) + "\n\n" for line, value in zip(lines, values, strict=True))
    reported = found(rules, "web/README.md", text)
    # Prose may be reported with its quotes: the value is what is looked for in it.
    assert [(n, values[(n - 1) // 2] in what) for n, what in reported] == [
        (5, True),
        (7, True),
        (9, True),
        (11, True),
    ]


def test_a_key_its_remark_says_does_not_work_is_passed_over(rules: RuleSet) -> None:
    remarks = [
        "-- does not work server side",
        "# doesn't work",
        # Where it does not work says where it does; "yet" says it will.
        "-- does not work from outside the VPN",
        "# does not work yet, waiting for billing",
    ]
    live = _google_key()
    keys = [_google_key() for _ in remarks]
    text = f'gt_key <- "{live}"\n' + "".join(
        f'# "{key}"  {remark}\n' for key, remark in zip(keys, remarks, strict=True)
    )
    assert found(rules, "R/translate.R", text) == [(1, live), (4, keys[2]), (5, keys[3])]


def test_a_google_key_is_its_39_characters_and_no_longer_run(rules: RuleSet) -> None:
    key = _google_key()
    text = f'k1 <- "{key}"\nk2 <- "{key[:-4]}DemoKey0000000"\n'
    assert found(rules, "R/translate.R", text) == [(1, key)]
