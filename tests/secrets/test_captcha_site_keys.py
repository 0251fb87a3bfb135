"""The site key a page gives the reCAPTCHA or hCaptcha script (`api.js?render=KEY`,
`sitekey=KEY`) is public by design: every visitor's browser fetches it. The secret key, given
to siteverify on the same host, stays a secret."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_SITE = "6LfQ2bMpAAAAAKz7Wq9Rt3Yv5Xn1Lm8Ps4Jd0Hc"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "templates/login.html",
            f'<script src="https://www.google.com/recaptcha/api.js?render={_SITE}"></script>\n',
        ),
        (
            "static/contact.js",
            f"s.src = 'https://www.recaptcha.net/recaptcha/enterprise.js?render={_SITE}';\n",
        ),
        (
            "views/signup.erb",
            f'<script src="https://js.hcaptcha.com/1/api.js?sitekey={_SITE}&hl=de"></script>\n',
        ),
    ],
)
def test_a_site_key_in_the_captcha_script_is_public(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == []


def test_the_secret_key_given_to_siteverify_is_found(rules: RuleSet) -> None:
    secret = "6LfQ2bMpAAAAAP9xRt4Wq7Zk2Lm5Vn8Bc3Yh1Jd"
    text = f'curl "https://www.google.com/recaptcha/api/siteverify?secret={secret}&response=$R"\n'
    assert secret in values(rules, "check.sh", text)


def test_a_huge_url_line_is_read_in_linear_time(rules: RuleSet) -> None:
    line = "https://www.google.com/recaptcha/api.js?" + "render=" + _SITE + "&" * 1
    text = (line + "x" * 200 + "\n") * 20_000
    linear, times = text_grows_linearly(lambda part: values(rules, "page.html", part), text)
    assert linear, times
