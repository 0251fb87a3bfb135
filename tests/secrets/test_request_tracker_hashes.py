"""Request Tracker's stored passwords ("!bcrypt!COST!HASH", "!sha512!SALT!HASH" in its Users
table) are digests, not passwords: passed over in dumps, migrations and SQL sessions, while a
password set in the clear beside them is still found."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

PLAIN = "Tq7vRw2Lm9XkZp4N"


def test_stored_hashes_are_not_reported_and_a_clear_password_is(rules: RuleSet) -> None:
    sql = (
        "INSERT INTO Users (id, Name, Password) VALUES\n"
        " (31, 'queue-bot',"
        " '!bcrypt!10!Hq3Lm8Vz1Rt6Wp2Ks9Nd4Fg7Jb5Xc0Ya3Qe8Uo1Ir6Ty2Pl9Mk4Zn7Gh5Vb');\n"
        "UPDATE Users SET Password = "
        "'!sha512!Pk2w9Xz1!Lm4Qz8Rt2Vw6Nb3Kc7Jd1Fh5Gs9Ap0Ye4Ui8Oq2Tx6Mw3Lz7Rk1Vn5Bc9Hd' "
        "WHERE Name = 'nightly';\n"
        f"UPDATE Users SET Password = '{PLAIN}' WHERE Name = 'helpdesk';\n"
    )
    assert found(rules, "servicedesk/rt-users.sql", sql) == [(4, PLAIN)]


def test_a_hash_in_a_setting_is_passed_over(rules: RuleSet) -> None:
    env = "RT_ROOT_PASSWORD='!bcrypt!12!Zx1Cv2Bn3Mq4Wl5Ek6Rj7Th8Yg9Uf0Id1Os2Pa3Sd4Fg5Hj6Kl7Zx8C'\n"
    assert values(rules, "rt/.env", env) == []


def test_hostile_hash_values_take_linear_time(rules: RuleSet) -> None:
    text = "Password = '" + "!bcrypt!" * 100_000 + "'\n" + "password: !sha512!" * 30_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "rt/dump.sql", part), text)
    assert linear, times
