"""A declared parameter's default under the parameter's own name: a Terraform or Packer
variable's `default`, a CloudFormation parameter's `Default`, a GitHub Actions input's, a JSON
Schema property's, and the default an option's declaration gives in code (argparse, click,
Jenkins' parameters). What the parameter is says what its default is. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

PASSWORD = "Vq7-Lm2xTz9!Rw4k"
TOKEN = "Zr8QmV2xLk9TpW3nHy6BcD4f"


@pytest.mark.parametrize(
    ("path", "text", "value"),
    [
        (
            "infra/variables.tf",
            'variable "db_password" {{\n  type      = string\n  sensitive = true\n'
            '  default   = "{v}"\n}}\n',
            PASSWORD,
        ),
        ("packer/vars.pkr.hcl", 'variable "api_token" {{ default = "{v}" }}\n', TOKEN),
        (
            "cfn/stack.yaml",
            "Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    Default: {v}\n",
            PASSWORD,
        ),
        (
            ".github/workflows/sync.yml",
            "on:\n  workflow_dispatch:\n    inputs:\n      api_token:\n"
            "        description: the portal's token\n        default: {v}\n",
            TOKEN,
        ),
        (
            "schema/settings.json",
            '{{"properties": {{"password": {{"type": "string", "default": "{v}"}}}}}}\n',
            PASSWORD,
        ),
        (
            "src/cli.py",
            'parser.add_argument("--password", type=str, metavar="PW", default="{v}")\n',
            PASSWORD,
        ),
        ("src/cli.py", '@click.option("--token", show_default=False, default="{v}")\n', TOKEN),
        (
            "Jenkinsfile",
            "pipeline {{\n  parameters {{\n"
            "    password(name: 'DB_PASS', defaultValue: '{v}', description: 'db')\n"
            "  }}\n}}\n",
            PASSWORD,
        ),
    ],
)
def test_a_secret_parameters_default_is_found(
    rules: RuleSet, path: str, text: str, value: str
) -> None:
    assert values(rules, path, text.format(v=value)) == [value]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # No literal: an empty default, another variable, a function that reads it at run time.
        ("infra/variables.tf", 'variable "db_password" {\n  default = ""\n}\n'),
        ("infra/variables.tf", 'variable "api_token" {\n  default = var.portal_token\n}\n'),
        (
            "packer/rocky9.pkr.hcl",
            'variable "vsphere_password" {\n  default = env("PKR_VAR_vsphere_password")\n}\n',
        ),
        ("infra/main.tf", 'provider "vault" {\n  token = file("~/.vault-token")\n}\n'),
        # Defaults of parameters that are no secret, a placeholder, a dynamic reference.
        ("infra/variables.tf", 'variable "region" {\n  default = "eu-west-1a9Xk2"\n}\n'),
        (
            "cfn/stack.yaml",
            "Parameters:\n  DBPassword:\n    Default: changeme\n  KeyName:\n"
            "    Type: AWS::EC2::KeyPair::KeyName\n    Default: lab-key-2024\n  ApiToken:\n"
            '    Default: "{{resolve:secretsmanager:prod/api:SecretString:token}}"\n',
        ),
        (
            "src/cli.py",
            'parser.add_argument("--password", type=str, default=os.environ.get("PW"))\n'
            'parser.add_argument("--token", type=str, default=None)\n'
            'parser.add_argument("--api-key", help="your key", default="<your-api-key>")\n'
            f'parser.add_argument("--seed", type=int, default="{PASSWORD}")\n',
        ),
        # A declaration with no default: the next argument is its description.
        ("Jenkinsfile", "string(name: 'API_TOKEN', description: 'Zr8QmV2xLk9TpW3n')\n"),
    ],
)
def test_defaults_with_no_secret_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == []


def test_many_keyword_arguments_before_a_default_take_linear_time(rules: RuleSet) -> None:
    line = 'add_argument("--password", ' + "a=1, " * 200 + f'default="{PASSWORD}")\n'
    linear, times = text_grows_linearly(lambda part: values(rules, "src/cli.py", part), line * 2000)
    assert linear, times
